/** The console's tabs, in order; the open one is kept in the address (?tab=) so it survives a reload. */
export const CONSOLE_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'learners', label: 'Learners' },
  { id: 'purchases', label: 'Purchases' },
  { id: 'messages', label: 'Messages' },
  { id: 'reports', label: 'Question reports' },
  { id: 'stats', label: 'Question statistics' },
  { id: 'coverage', label: 'Coverage' },
  { id: 'audit', label: 'Audit log' },
] as const;

export type ConsoleTab = (typeof CONSOLE_TABS)[number]['id'];

export const isConsoleTab = (value: string | null): value is ConsoleTab => CONSOLE_TABS.some((t) => t.id === value);
