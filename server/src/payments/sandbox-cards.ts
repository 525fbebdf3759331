/**
 * Card rules of the sandbox checkout: Stripe's published test numbers, checked like a real
 * card form would (Luhn, expiry, CVC, name). Pure functions: data in, data out.
 */

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardName: string;
}

export type CardField = keyof CardInput;

export type CardOutcome =
  | { kind: 'invalid'; errors: Partial<Record<CardField, string>> }
  | { kind: 'declined'; message: string }
  | { kind: 'approved'; last4: string; brand: string };

export const CARD_MESSAGES = {
  numberRequired: 'Enter your card number.',
  numberInvalid: 'Your card number is invalid.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expiryPast: "Your card's expiry date is in the past.",
  cvcInvalid: "Your card's security code (CVC) is invalid.",
  nameRequired: 'Enter the name on the card.',
  declined: 'Your card was declined. Try another card.',
  insufficientFunds: 'Your card has insufficient funds. Try another card.',
  notSupported: 'The sandbox checkout takes only test cards: pay with 4242 4242 4242 4242, or use 4000 0000 0000 0002 to see a decline.',
} as const;

/** Stripe test numbers that pay. */
const APPROVED: Record<string, string> = {
  '4242424242424242': 'Visa',
  '4000056655665556': 'Visa (debit)',
  '5555555555554444': 'Mastercard',
};

/** Stripe test numbers that decline, with the message the card page shows. */
const DECLINED: Record<string, string> = {
  '4000000000000002': CARD_MESSAGES.declined,
  '4000000000009995': CARD_MESSAGES.insufficientFunds,
};

/** Digits of a typed card number (spaces and dashes allowed), or null when other characters appear. */
export function cardDigits(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Month and four-digit year of 'MM/YY' (also 'MM / YY', 'MM/YYYY'), or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Checks the form, then answers as Stripe's test cards do. `now` decides whether the card has expired. */
export function evaluateCard(input: CardInput, now: Date): CardOutcome {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(input.cardNumber);
  if (input.cardNumber.trim() === '') errors.cardNumber = CARD_MESSAGES.numberRequired;
  else if (!digits || digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) errors.cardNumber = CARD_MESSAGES.numberInvalid;

  const expiry = parseExpiry(input.expiry);
  if (!expiry) errors.expiry = CARD_MESSAGES.expiryInvalid;
  else if (expiry.year < now.getUTCFullYear() || (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1)) {
    errors.expiry = CARD_MESSAGES.expiryPast;
  }

  const amex = digits !== null && /^3[47]/.test(digits);
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(input.cvc.trim())) errors.cvc = CARD_MESSAGES.cvcInvalid;
  if (input.cardName.trim() === '') errors.cardName = CARD_MESSAGES.nameRequired;

  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const number = digits!;
  if (DECLINED[number]) return { kind: 'declined', message: DECLINED[number] };
  if (APPROVED[number]) return { kind: 'approved', last4: number.slice(-4), brand: APPROVED[number] };
  return { kind: 'invalid', errors: { cardNumber: CARD_MESSAGES.notSupported } };
}
