import { randomUUID } from 'node:crypto';
import { secretKey, signSessionToken, TokenVerifier } from './tokens';

const key = secretKey('x'.repeat(40));
const claims = () => ({ userId: randomUUID(), sessionId: randomUUID() });
const at = (iso: string) => new Date(iso);

describe('TokenVerifier', () => {
  it('answers a verified token from memory until its expiry, then says it expired', async () => {
    const verifier = new TokenVerifier(key);
    const mine = claims();
    const token = await signSessionToken(key, mine, at('2026-11-21T10:00:00Z'), at('2026-11-21T12:00:00Z'));
    expect(await verifier.verify(token, at('2026-11-21T10:30:00Z'))).toEqual({
      ok: true,
      claims: mine,
      expiresAtMs: Date.parse('2026-11-21T12:00:00Z'),
    });
    expect(verifier.size).toBe(1);
    expect(await verifier.verify(token, at('2026-11-21T11:59:00Z'))).toMatchObject({ ok: true, claims: mine });
    expect(await verifier.verify(token, at('2026-11-21T12:00:01Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('never remembers a token that fails, and a tampered token fails', async () => {
    const verifier = new TokenVerifier(key);
    const token = await signSessionToken(key, claims(), at('2026-11-21T10:00:00Z'), at('2026-11-21T12:00:00Z'));
    await verifier.verify(token, at('2026-11-21T10:00:00Z'));
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: randomUUID(), sid: randomUUID(), exp: 2e9 })).toString('base64url')}.${signature}`;
    expect(await verifier.verify(forged, at('2026-11-21T10:00:00Z'))).toEqual({ ok: false, reason: 'invalid' });
    const otherKey = await signSessionToken(secretKey('y'.repeat(40)), claims(), at('2026-11-21T10:00:00Z'), at('2026-11-21T12:00:00Z'));
    expect(await verifier.verify(otherKey, at('2026-11-21T10:00:00Z'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifier.verify(`${header}.${payload}.${signature}x`, at('2026-11-21T10:00:00Z'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifier.size).toBe(1);
  });

  it('keeps at most maxEntries tokens, dropping the least recently used', async () => {
    const verifier = new TokenVerifier(key, 2);
    const sign = () => signSessionToken(key, claims(), at('2026-11-21T10:00:00Z'), at('2026-11-21T12:00:00Z'));
    const [a, b, c] = await Promise.all([sign(), sign(), sign()]);
    const now = at('2026-11-21T10:00:00Z');
    await verifier.verify(a!, now);
    await verifier.verify(b!, now);
    await verifier.verify(a!, now); // a is now the most recent
    await verifier.verify(c!, now); // drops b
    expect(verifier.size).toBe(2);
    // b still verifies (by signature), and is remembered again.
    expect(await verifier.verify(b!, now)).toMatchObject({ ok: true });
  });
});
