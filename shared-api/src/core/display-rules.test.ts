import { currencySymbol, formatMoney, publicPersonName } from './display-rules';

describe('formatMoney', () => {
  it('writes whole amounts without cents and others with two decimals, in the given currency', () => {
    expect(formatMoney(500, 'usd')).toBe('$500');
    expect(formatMoney(1500, 'USD')).toBe('$1,500');
    expect(formatMoney(499.5, 'usd')).toBe('$499.50');
    expect(formatMoney(55, 'EUR')).toBe('€55');
    expect(formatMoney(55, 'inr')).toBe('₹55');
  });

  it('names the sign of a currency for a field that takes an amount', () => {
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
  });
});

describe('publicPersonName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(publicPersonName('Priya Sharma')).toBe('Priya S.');
    expect(publicPersonName('  Ana  Maria de   souza ')).toBe('Ana S.');
    expect(publicPersonName('Émile Zola')).toBe('Émile Z.');
  });

  it('keeps a single name and never answers an empty one', () => {
    expect(publicPersonName('Cher')).toBe('Cher');
    expect(publicPersonName('   ')).toBe('Anonymous');
  });
});
