import { Check } from 'lucide-react';
import { vehicleTypeName, type VehicleType } from '#shared/vehicle-types.ts';
import { UpgradePanel } from '#client/components/ui/subscription-required.tsx';

/** Spec §2 /dashboard: the six subscription benefits. */
export function SubscriptionRequired({ vehicleType }: { vehicleType: VehicleType }) {
  const benefits = [
    `Training modules for the ${vehicleTypeName(vehicleType)} licence`,
    'Unlimited practice tests with feedback',
    'Interactive checklists',
    'A vehicle finder',
    'County-specific area knowledge',
    'Mock exams with real-time scoring',
  ];
  return (
    <UpgradePanel title="Subscription Required" intro="Choose a plan to unlock the full course and start preparing for your SPSV test.">
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
