import { useSearchParams } from 'react-router-dom';
import { ContactForm } from '#client/components/contact/contact-form.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { AccountPanel } from './account-panel.tsx';
import { useAccount } from './api/account.ts';
import { useDemoAccount } from './api/demo-account.ts';
import { Panel } from './panel.tsx';
import { PrivacyPanel } from './privacy-panel.tsx';
import { SecurityPanel } from './security-panel.tsx';
import { StudyPlanPanel } from './study-plan-panel.tsx';
import { SubscriptionPanel } from './subscription-panel.tsx';
import { VehicleTypePanel } from './vehicle-type-panel.tsx';

/** Spec §2 /settings with every panel working (DESIGN.md §12); Vehicle Type is the default, or the tab named by ?tab=. */
export function SettingsPage() {
  usePageMeta({ title: 'Settings', description: 'Your SPSV Prep account settings.', path: '/settings', noindex: true });
  const user = useCurrentUser();
  const account = useAccount();
  const demo = useDemoAccount();
  const [params] = useSearchParams();
  const tabs = [
    ['vehicle', 'Vehicle Type'],
    ['study-plan', 'Study Plan'],
    ['account', 'Account Information'],
    ['security', 'Security'],
    ['subscription', 'Subscription'],
    ['support', 'Contact Support'],
    ['privacy', 'Data and privacy'],
    ...(demo.data ? [['demo', 'Test Accounts'] as const] : []),
  ] as const;
  const asked = params.get('tab');
  const initialTab = tabs.some(([value]) => value === asked) && asked ? asked : 'vehicle';

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-3xl font-bold text-slate-900">Settings</h1>
      <Tabs defaultValue={initialTab} orientation="vertical" className="flex flex-col gap-6 md:flex-row">
        <TabsList aria-label="Settings" className="flex h-fit flex-col items-stretch md:w-56">
          {tabs.map(([value, label]) => (
            <TabsTrigger key={value} value={value} className="justify-start text-left">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="min-w-0 flex-1">
          <TabsContent value="vehicle" className="mt-0">
            <VehicleTypePanel key={user.vehicleType} current={user.vehicleType} />
          </TabsContent>
          <TabsContent value="study-plan" className="mt-0">
            <StudyPlanPanel hasPurchased={user.hasPurchased} vehicleType={user.vehicleType} />
          </TabsContent>
          <TabsContent value="account" className="mt-0">
            <AccountPanel />
          </TabsContent>
          <TabsContent value="security" className="mt-0">
            <SecurityPanel />
          </TabsContent>
          <TabsContent value="subscription" className="mt-0">
            <SubscriptionPanel />
          </TabsContent>
          <TabsContent value="support" className="mt-0">
            <Panel title="Contact Support" intro="Tell us what you need and we will reply by email.">
              <ContactForm source="settings" prefill={{ name: user.username, email: account.data?.email ?? '' }} key={account.data?.email ?? 'loading'} />
            </Panel>
          </TabsContent>
          <TabsContent value="privacy" className="mt-0">
            <PrivacyPanel username={user.username} />
          </TabsContent>
          {demo.data && (
            <TabsContent value="demo" className="mt-0">
              <Panel title="Test Accounts" intro="A shared account for trying the course. Its data is reset periodically.">
                <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                  <dt className="font-medium text-slate-700">Username</dt>
                  <dd className="font-mono text-slate-900">{demo.data.username}</dd>
                  <dt className="font-medium text-slate-700">Password</dt>
                  <dd className="font-mono text-slate-900">{demo.data.password}</dd>
                </dl>
                <p className="text-sm text-slate-700">Data in this account is reset periodically, so do not keep anything important in it.</p>
              </Panel>
            </TabsContent>
          )}
        </div>
      </Tabs>
    </section>
  );
}
