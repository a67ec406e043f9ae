/**
 * A euro amount as a learner types it: "23.40", "€23.40", "23,40" (a decimal comma, as many
 * learners write it) or "23". Null when it is not an amount.
 */
export function parseEuro(text: string): number | null {
  const cleaned = text.trim().replace(/^€\s*/, '').replace(/\s*(eur|euro|euros)$/i, '');
  if (!/^\d{1,5}([.,]\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned.replace(',', '.'));
}
