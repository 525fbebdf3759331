import type { EncodedAnswer } from './encoded-answer';
import { PrescriptionListCache, statusWindow } from './prescription-list-cache';

const answer = (name: string) => ({ name }) as unknown as EncodedAnswer;
const at = (ms: number) => new Date(ms);

describe('statusWindow', () => {
  it('spans from the last expiry passed to the next one to come, ignoring revoked prescriptions', () => {
    const rows = [
      { expiresAt: at(100), revokedAt: null },
      { expiresAt: at(300), revokedAt: null },
      { expiresAt: at(200), revokedAt: at(50) },
      { expiresAt: at(500), revokedAt: null },
    ];
    expect(statusWindow(rows, 250)).toEqual({ validFrom: 100, validUntil: 300 });
    // A prescription expires at its expiresAt itself (Active only while now < expiresAt).
    expect(statusWindow(rows, 300)).toEqual({ validFrom: 300, validUntil: 500 });
    expect(statusWindow([], 1)).toEqual({ validFrom: Number.NEGATIVE_INFINITY, validUntil: Number.POSITIVE_INFINITY });
  });
});

describe('PrescriptionListCache', () => {
  it('answers only for the same fingerprint inside the window', () => {
    const cache = new PrescriptionListCache();
    cache.set('p1', { fingerprint: 'f1', validFrom: 100, validUntil: 200, answer: answer('a') });
    expect(cache.get('p1', 'f1', 150)).toEqual(answer('a'));
    expect(cache.get('p1', 'f2', 150)).toBeUndefined();
    expect(cache.get('p1', 'f1', 99)).toBeUndefined();
    expect(cache.get('p1', 'f1', 200)).toBeUndefined();
    expect(cache.get('p2', 'f1', 150)).toBeUndefined();
    expect(cache.mayHave('p1', 150)).toBe(true);
    expect(cache.mayHave('p1', 200)).toBe(false);
  });

  it('drops the least recently read patient when full', () => {
    const cache = new PrescriptionListCache(2);
    const entry = (name: string) => ({ fingerprint: 'f', validFrom: 0, validUntil: 10, answer: answer(name) });
    cache.set('p1', entry('a'));
    cache.set('p2', entry('b'));
    expect(cache.get('p1', 'f', 1)).toBeDefined();
    cache.set('p3', entry('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('p2', 'f', 1)).toBeUndefined();
    expect(cache.get('p1', 'f', 1)).toBeDefined();
    expect(cache.get('p3', 'f', 1)).toBeDefined();
  });
});
