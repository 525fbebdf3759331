import type { EncodedAnswer } from './encoded-answer';
import { patchable, PrescriptionListCache, statusWindow, type KeptItem, type ListEntry } from './prescription-list-cache';

const answer = (name: string) => ({ name }) as unknown as EncodedAnswer;
const at = (ms: number) => new Date(ms);
const item = (id: string, stamp: string, json = `{"_id":"${id}"}`): KeptItem => ({
  id,
  stamp,
  json,
  expiresAt: at(1000),
  revokedAt: null,
});
const entryOf = (name: string, items: KeptItem[] = [], window = { validFrom: 0, validUntil: 10 }): ListEntry => ({
  fingerprint: 'f',
  parties: 'doctors|patient',
  ...window,
  answer: answer(name),
  items,
});

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
    cache.set('p1', { ...entryOf('a'), fingerprint: 'f1', validFrom: 100, validUntil: 200 });
    expect(cache.get('p1', 'f1', 150)).toEqual(answer('a'));
    expect(cache.get('p1', 'f2', 150)).toBeUndefined();
    expect(cache.get('p1', 'f1', 99)).toBeUndefined();
    expect(cache.get('p1', 'f1', 200)).toBeUndefined();
    expect(cache.get('p2', 'f1', 150)).toBeUndefined();
    expect(cache.valid('p1', 150)?.answer).toEqual(answer('a'));
    expect(cache.valid('p1', 200)).toBeUndefined();
  });

  it('drops the least recently read patient when full', () => {
    const cache = new PrescriptionListCache(2);
    cache.set('p1', entryOf('a'));
    cache.set('p2', entryOf('b'));
    expect(cache.get('p1', 'f', 1)).toBeDefined();
    cache.set('p3', entryOf('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('p2', 'f', 1)).toBeUndefined();
    expect(cache.get('p1', 'f', 1)).toBeDefined();
    expect(cache.get('p3', 'f', 1)).toBeDefined();
  });

  it("drops the least recently read patients when the kept items' JSON would pass its budget", () => {
    const cache = new PrescriptionListCache(10, 100);
    const items = (bytes: number) => [item('x', 's', 'j'.repeat(bytes))];
    cache.set('p1', entryOf('a', items(40)));
    cache.set('p2', entryOf('b', items(40)));
    cache.set('p3', entryOf('c', items(40)));
    expect(cache.get('p1', 'f', 1)).toBeUndefined();
    expect(cache.get('p2', 'f', 1)).toBeDefined();
    // Replacing an entry frees its own bytes first; a list larger than the budget is not kept.
    cache.set('p3', entryOf('c2', items(60)));
    expect(cache.get('p3', 'f', 1)).toEqual(answer('c2'));
    cache.set('p4', entryOf('d', items(101)));
    expect(cache.get('p4', 'f', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe('patchable', () => {
  const kept = entryOf('a', [item('a', '2|t2'), item('b', '1|t1'), item('c', '1|t0')]);

  it('keeps the items whose stamps are unchanged and names the others, in the new order', () => {
    const patch = patchable(kept, kept.parties, [
      ['n', '1|t3'],
      ['a', '3|t3'],
      ['b', '1|t1'],
      ['c', '1|t0'],
    ]);
    expect(patch?.stale).toEqual(['n', 'a']);
    expect(patch?.items.map((kept) => kept?.id)).toEqual([undefined, undefined, 'b', 'c']);
    // A prescription no longer listed is simply not there.
    expect(patchable(kept, kept.parties, [['c', '1|t0']])?.items.map((kept) => kept?.id)).toEqual(['c']);
  });

  it('reads the whole list again when the doctors or patient shown changed, or most items did', () => {
    expect(patchable(kept, 'renamed|patient', [['a', '2|t2']])).toBeUndefined();
    expect(
      patchable(kept, kept.parties, [
        ['a', '3|t3'],
        ['b', '2|t3'],
        ['c', '1|t0'],
      ]),
    ).toBeUndefined();
  });
});
