import { CARD_MESSAGES, cardDigits, evaluateCard, parseExpiry, passesLuhn } from './sandbox-cards';

const NOW = new Date('2026-11-21T12:00:00Z');
const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardName: 'Alex Morgan' };

describe('sandbox card rules', () => {
  it('accepts spaces and dashes in a card number, nothing else', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242a')).toBeNull();
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('reads MM/YY and MM/YYYY expiry dates', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 4 / 2029 ')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0429')).toBeNull();
  });

  it('approves 4242 4242 4242 4242 and declines 4000 0000 0000 0002', () => {
    expect(evaluateCard(valid, NOW)).toEqual({ kind: 'approved', last4: '4242', brand: 'Visa' });
    expect(evaluateCard({ ...valid, cardNumber: '4000000000000002' }, NOW)).toEqual({ kind: 'declined', message: CARD_MESSAGES.declined });
  });

  it('treats the current month as not yet expired, the previous one as expired', () => {
    expect(evaluateCard({ ...valid, expiry: '11/26' }, NOW).kind).toBe('approved');
    expect(evaluateCard({ ...valid, expiry: '10/26' }, NOW)).toEqual({ kind: 'invalid', errors: { expiry: CARD_MESSAGES.expiryPast } });
  });

  it('names every bad field at once', () => {
    expect(evaluateCard({ cardNumber: '', expiry: 'soon', cvc: '1', cardName: '' }, NOW)).toEqual({
      kind: 'invalid',
      errors: {
        cardNumber: CARD_MESSAGES.numberRequired,
        expiry: CARD_MESSAGES.expiryInvalid,
        cvc: CARD_MESSAGES.cvcInvalid,
        cardName: CARD_MESSAGES.nameRequired,
      },
    });
  });

  it('refuses other valid numbers as not taken by the sandbox', () => {
    expect(evaluateCard({ ...valid, cardNumber: '4111111111111111' }, NOW)).toEqual({
      kind: 'invalid',
      errors: { cardNumber: CARD_MESSAGES.notSupported },
    });
  });
});
