import { usePageMeta } from '#client/lib/page-meta.ts';

/** Settings: its panels arrive with the settings work (issue 10); until then its heading and purpose. */
export function SettingsPage() {
  usePageMeta({ title: 'Settings', description: 'Your vehicle type and account settings.', path: '/settings', noindex: true });
  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-bold text-slate-900">Settings</h1>
      <p className="mt-3 text-slate-700">Your vehicle type and account settings.</p>
    </section>
  );
}
