/** Inline text links on the marketing pages: brand-700 on white passes WCAG AA. */
export const TEXT_LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Links to other sites open in a new tab and never hand over `window.opener` (spec §2). */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
