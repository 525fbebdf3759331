import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EncodedAnswer, preferredEncoding, SearchCache } from './search-cache';

function fakeClock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SearchCache', () => {
  it('loads once for identical searches within the time to live, then loads again', async () => {
    const clock = fakeClock();
    const cache = new SearchCache<number>(10_000, 10, clock.now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(9_999);
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(cache.stats).toEqual({ hit: 1, shared: 0, miss: 2 });
  });

  it('hands over a fresh settled answer at once, and nothing while it loads, after it expires or when off', async () => {
    const clock = fakeClock();
    const cache = new SearchCache<string>(10_000, 10, clock.now);
    let release!: (value: string) => void;
    const loading = cache.lookup('k', () => new Promise((resolve) => (release = resolve)));
    expect(cache.stored('k')).toBeUndefined();
    release('answer');
    await loading.value;
    expect(cache.stored('k')).toBe('answer');
    expect(cache.stats).toEqual({ hit: 1, shared: 0, miss: 1 });
    clock.advance(10_000);
    expect(cache.stored('k')).toBeUndefined();
    expect(cache.stored('never-asked')).toBeUndefined();
    const off = new SearchCache<string>(0, 10);
    off.set('k', 'value');
    expect(off.stored('k')).toBeUndefined();
  });

  it('shares a load under way with callers arriving meanwhile', async () => {
    const cache = new SearchCache<string>(10_000, 10);
    let release!: (value: string) => void;
    const first = cache.lookup('k', () => new Promise((resolve) => (release = resolve)));
    const second = cache.lookup('k', () => Promise.resolve('other'));
    expect([first.outcome, second.outcome]).toEqual(['miss', 'shared']);
    release('answer');
    expect(await second.value).toBe('answer');
    expect(cache.lookup('k', () => Promise.resolve('other')).outcome).toBe('hit');
  });

  it('does not keep a failed load', async () => {
    const cache = new SearchCache<string>(10_000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('drops the least recently used answer when full', async () => {
    const cache = new SearchCache<string>(10_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recently used
    await cache.get('c', async () => 'c1'); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('peeks at fresh settled answers only, and stores answers obtained elsewhere', async () => {
    const clock = fakeClock();
    const cache = new SearchCache<number>(10_000, 10, clock.now);
    let release!: (value: number) => void;
    const pending = cache.get('k', () => new Promise((resolve) => (release = resolve)));
    expect(cache.peek('k')).toBeUndefined();
    release(7);
    await pending;
    expect(cache.peek('k')).toEqual({ value: 7, expiresAt: 11_000 });
    cache.set('other', 3);
    expect(cache.peek('other')?.value).toBe(3);
    clock.advance(10_000);
    expect([cache.peek('k'), cache.peek('other')]).toEqual([undefined, undefined]);
  });

  it('lets an answer built from older parts expire with them', async () => {
    const clock = fakeClock();
    const cache = new SearchCache<{ n: number; partsExpireAt?: number }>(10_000, 10, clock.now, (value) => ({
      expiresAt: value.partsExpireAt,
    }));
    await cache.get('old-parts', async () => ({ n: 1, partsExpireAt: 4_000 }));
    await cache.get('fresh', async () => ({ n: 1 }));
    clock.advance(3_000);
    expect(await cache.get('old-parts', async () => ({ n: 2 }))).toEqual({ n: 2 });
    expect(await cache.get('fresh', async () => ({ n: 2 }))).toEqual({ n: 1 });
  });

  it('keeps every answer fresh for another ttl when renewed, even one past its ttl, but never past its validUntil', async () => {
    const clock = fakeClock();
    const cache = new SearchCache<{ n: number; validUntil?: number }>(10_000, 10, clock.now, (value) => ({ validUntil: value.validUntil }));
    await cache.get('a', async () => ({ n: 1 }));
    await cache.get('timed', async () => ({ n: 1, validUntil: 25_000 }));
    clock.advance(9_000);
    cache.renew(); // at 10,000: fresh until 20,000
    clock.advance(9_999);
    expect(cache.stored('a')).toEqual({ n: 1 });
    clock.advance(1);
    expect(cache.stored('a')).toBeUndefined();
    // Renewed after its ttl: what it was built from was checked unchanged, so it is right again.
    cache.renew(); // at 20,000: fresh until 30,000
    expect(cache.stored('a')).toEqual({ n: 1 });
    expect(cache.peek('timed')).toEqual({ value: { n: 1, validUntil: 25_000 }, expiresAt: 25_000 });
    clock.advance(5_000);
    expect(cache.stored('timed')).toBeUndefined();
    expect(cache.stored('a')).toEqual({ n: 1 });
    // Answers added after a renewal have their own ttl.
    await cache.get('b', async () => ({ n: 1 }));
    clock.advance(9_999);
    expect(cache.stored('b')).toEqual({ n: 1 });
    expect(cache.stored('a')).toBeUndefined();
  });

  it('drops the answers a predicate names, and single keys', async () => {
    const cache = new SearchCache<{ date?: string }>(10_000, 10);
    await cache.get('d1', async () => ({ date: '2026-12-01' }));
    await cache.get('d2', async () => ({ date: '2026-12-02' }));
    await cache.get('none', async () => ({}));
    cache.deleteWhere((_key, value) => value?.date === '2026-12-01');
    expect([cache.stored('d1'), cache.stored('d2'), cache.stored('none')]).toEqual([undefined, { date: '2026-12-02' }, {}]);
    cache.delete('d2');
    expect(cache.stored('d2')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('forgets everything on clear, and caches nothing with a time to live of 0', async () => {
    const cache = new SearchCache<string>(10_000, 10);
    await cache.get('k', async () => 'old');
    cache.clear();
    expect(await cache.get('k', async () => 'new')).toBe('new');
    const off = new SearchCache<string>(0, 10);
    expect(off.enabled).toBe(false);
    await off.get('k', async () => 'one');
    expect(await off.get('k', async () => 'two')).toBe('two');
    expect(off.size).toBe(0);
  });
});

describe('EncodedAnswer', () => {
  const large = JSON.stringify({ doctors: Array.from({ length: 40 }, (_, i) => ({ name: `Doctor ${i}`, about: 'é'.repeat(20) })) });

  it('gives back the same JSON in brotli, gzip and plain text', async () => {
    const answer = EncodedAnswer.of(large);
    const br = await answer.body('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString('utf8')).toBe(large);
    const gzip = await answer.body('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString('utf8')).toBe(large);
    expect(await answer.body(undefined)).toEqual({ body: large, encoding: null });
  });

  it('sends a small answer uncompressed, as the server compression would', async () => {
    const small = JSON.stringify({ doctors: [], total: 0 });
    expect(await EncodedAnswer.of(small).body('br')).toEqual({ body: small, encoding: null });
  });

  it('prefers br, honours q=0 and wildcards', () => {
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('')).toBeNull();
    // Remembered answers are the same answers.
    expect([preferredEncoding('br;q=0, gzip'), preferredEncoding('gzip, br')]).toEqual(['gzip', 'br']);
  });
});
