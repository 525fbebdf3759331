// How money and people's names are written wherever they are shown: in the browser and on the
// server's own pages, so that every surface follows one rule.

const moneyFormats = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();

function moneyFormatsOf(currency: string) {
  const code = currency.toUpperCase();
  let formats = moneyFormats.get(code);
  if (!formats) {
    formats = {
      whole: new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    moneyFormats.set(code, formats);
  }
  return formats;
}

/**
 * An amount in whole currency units as US English writes it in `currency` (ISO 4217, any case):
 * '$500', '$499.50', '€1,500'. Whole amounts carry no cents.
 */
export function formatMoney(amount: number, currency: string): string {
  const { whole, cents } = moneyFormatsOf(currency);
  return (Number.isInteger(amount) ? whole : cents).format(amount);
}

/** The sign US English writes before amounts of `currency`: '$' for USD, '€' for EUR, '₹' for INR. */
export function currencySymbol(currency: string): string {
  const part = moneyFormatsOf(currency)
    .whole.formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency.toUpperCase();
}

/**
 * How a patient is named where the public can read it (reviews): the first name and the
 * initial of the last, 'Priya S.'; a single name stays as it is.
 */
export function publicPersonName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Anonymous';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  if (!last) return first!;
  const initial = Array.from(last)[0]!.toLocaleUpperCase('en-US');
  return `${first} ${initial}.`;
}
