import type { UserRow } from '../db/schema';
import { SessionCache, type CachedSession } from './session-cache';

const entry = (userId: string, cachedAtMs = 0): CachedSession => ({
  userId,
  user: { id: userId } as UserRow,
  expiresAt: new Date(10_000_000),
  lastSeenAt: new Date(0),
  cachedAtMs,
});

describe('SessionCache', () => {
  it('keeps an entry for at most its time to live', () => {
    const cache = new SessionCache(5_000);
    cache.set('s1', entry('u1'), cache.mark());
    expect(cache.get('s1', 4_999)?.userId).toBe('u1');
    expect(cache.get('s1', 5_000)).toBeUndefined();
  });

  it('drops the least recently used entry past its bound', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('s1', entry('u1'), cache.mark());
    cache.set('s2', entry('u2'), cache.mark());
    cache.get('s1', 1);
    cache.set('s3', entry('u3'), cache.mark());
    expect(cache.get('s2', 1)).toBeUndefined();
    expect(cache.get('s1', 1)).toBeDefined();
    expect(cache.get('s3', 1)).toBeDefined();
  });

  it('evicts by session and by user, and does not store a read that raced an eviction', () => {
    const cache = new SessionCache(5_000);
    cache.set('s1', entry('u1'), cache.mark());
    cache.set('s2', entry('u2'), cache.mark());
    cache.evictSessions(['s1']);
    expect(cache.get('s1', 1)).toBeUndefined();
    cache.evictUsers(['u2']);
    expect(cache.get('s2', 1)).toBeUndefined();

    const mark = cache.mark();
    cache.evictSessions(['s4']);
    cache.set('s4', entry('u4'), mark);
    expect(cache.get('s4', 1)).toBeUndefined();
  });

  it('stores nothing when turned off', () => {
    const cache = new SessionCache(0);
    cache.set('s1', entry('u1'), cache.mark());
    expect(cache.size).toBe(0);
  });
});
