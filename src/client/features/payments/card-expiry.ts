/**
 * The sandbox card form's expiry as the learner types it (issue 32 §9): digits only, the slash
 * added for them, so "1229" on a phone's number pad reads 12/29. A one-digit month typed with
 * its own separator ("4/29") becomes 04/29 rather than 42/9.
 */
export function formatExpiry(raw: string): string {
  const shortMonth = /^\s*(\d)\s*[/\-. ]\s*(\d{0,2})/.exec(raw);
  if (shortMonth) return `0${shortMonth[1] ?? ''}/${shortMonth[2] ?? ''}`;
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
