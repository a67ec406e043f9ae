/** Card checks of the sandbox provider, worded like Stripe's own decline messages. */
export type CardCheck = { ok: true } | { ok: false; status: 400 | 402; message: string };

const SUCCESS = '4242424242424242';
const DECLINE = '4000000000000002';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkCard(card: { number: string; expiry: string; cvc: string }, now = new Date()): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return { ok: false, status: 400, message: 'Your card number is invalid.' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, status: 400, message: "Your card's expiration date is incomplete." };
  const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1));
  if (endOfMonth <= now) return { ok: false, status: 400, message: "Your card's expiration year is in the past." };
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, status: 400, message: "Your card's security code is incomplete." };
  if (digits === SUCCESS) return { ok: true };
  if (digits === DECLINE) return { ok: false, status: 402, message: 'Your card was declined.' };
  return { ok: false, status: 402, message: 'Your card was declined. In test mode, use the test card 4242 4242 4242 4242.' };
}
