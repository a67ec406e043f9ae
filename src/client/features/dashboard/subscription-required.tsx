import { Check } from 'lucide-react';
import { sitsEntryTest, vehicleTypeName, type VehicleType } from '#shared/vehicle-types.ts';
import { UpgradePanel } from '#client/components/ui/upgrade-panel.tsx';

/**
 * Spec §2 /dashboard: the subscription benefits, for a learner without a plan. Most of them have
 * simply not bought one yet, so the panel invites rather than refuses (issue 32 §9: no
 * "Subscription Required"). Local area hackney learners are not offered the test tools (issue 32 §4).
 */
export function SubscriptionRequired({ vehicleType }: { vehicleType: VehicleType }) {
  const benefits = [
    `Training modules for the ${vehicleTypeName(vehicleType)} licence`,
    'Unlimited practice tests with feedback',
    'Interactive checklists',
    'A vehicle finder',
    ...(sitsEntryTest(vehicleType) ? ['County-specific area knowledge', 'Mock exams with real-time scoring'] : ['The local area hackney rules']),
  ];
  return (
    <UpgradePanel title="Choose a plan to start your course" intro="Your account is ready. A plan unlocks the full course for your vehicle type; you pay once and it never renews.">
      <ul className="grid gap-2 sm:grid-cols-2">
        {benefits.map((b) => (
          <li key={b} className="flex items-start gap-2 text-slate-800">
            <Check aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            {b}
          </li>
        ))}
      </ul>
    </UpgradePanel>
  );
}
