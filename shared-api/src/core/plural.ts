/** The English plural categories a count can take (CLDR: "one" and "other"). */
export interface PluralForms {
  one: string;
  other: string;
}

const englishPlurals = new Intl.PluralRules('en-US');

/**
 * The noun for `count` under the language's plural rules (Intl.PluralRules), so screens never
 * say "1 refills": `pluralNoun(1, { one: 'refill', other: 'refills' })` is 'refill'.
 */
export function pluralNoun(count: number, forms: PluralForms): string {
  return englishPlurals.select(count) === 'one' ? forms.one : forms.other;
}

/** `count` followed by its noun: '1 refill', '3 refills', '0 refills'. */
export function formatCount(count: number, forms: PluralForms): string {
  return `${count} ${pluralNoun(count, forms)}`;
}
