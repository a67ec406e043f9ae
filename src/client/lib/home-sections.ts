/** Home page sections reachable from the header and footer (spec §2). */
export const HOME_SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'training', label: 'Training' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'about', label: 'About' },
  { id: 'contact', label: 'Contact' },
] as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'] | 'home';

export function scrollToSection(id: string): boolean {
  const target = id === 'home' ? document.body : document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  if (id !== 'home') target.focus({ preventScroll: true });
  return true;
}
