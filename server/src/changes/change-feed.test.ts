import { ChangeFeed, type Change } from './change-feed';

describe('ChangeFeed', () => {
  it('tells every subscriber each change, in order, until it unsubscribes', () => {
    const feed = new ChangeFeed();
    const seen: string[] = [];
    const stopA = feed.subscribe((change) => seen.push(`a:${change.kind}`));
    feed.subscribe((change) => seen.push(`b:${change.kind}`));
    feed.publish({ kind: 'doctor', doctorId: 'd1' });
    stopA();
    feed.publish({ kind: 'user', userId: 'u1' });
    expect(seen).toEqual(['a:doctor', 'b:doctor', 'b:user']);
  });

  it('tells the other subscribers when one throws, then throws its error', () => {
    const feed = new ChangeFeed();
    const seen: Change[] = [];
    feed.subscribe(() => {
      throw new Error('broken keeper');
    });
    feed.subscribe((change) => seen.push(change));
    const change: Change = { kind: 'reservation', doctorId: 'd1', startsAt: new Date(0) };
    expect(() => feed.publish(change)).toThrow('broken keeper');
    expect(seen).toEqual([change]);
  });

  it('keeps a function subscribed twice as two subscriptions', () => {
    const feed = new ChangeFeed();
    let calls = 0;
    const listener = () => (calls += 1);
    const stop = feed.subscribe(listener);
    feed.subscribe(listener);
    stop();
    feed.publish({ kind: 'review', doctorId: 'd1' });
    expect(calls).toBe(1);
  });
});
