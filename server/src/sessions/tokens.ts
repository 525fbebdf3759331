import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export type TokenCheck = { ok: true; claims: TokenClaims; expiresAtMs: number } | { ok: false; reason: 'invalid' | 'expired' };

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs the bearer token of a session: sub = user id, sid = session id, exp = absolute expiry. */
export function signSessionToken(key: Uint8Array, claims: TokenClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** Verifies signature, algorithm and expiry; the session row is checked by the caller. */
export async function verifySessionToken(key: Uint8Array, token: string, now: Date): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: now, requiredClaims: ['sub', 'exp'] });
    const { sub, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID_PATTERN.test(sub) || !UUID_PATTERN.test(sid)) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { userId: sub, sessionId: sid }, expiresAtMs: (exp as number) * 1000 };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * Remembers tokens whose signature verified, until their `exp`, so a signed-in request costs a
 * map lookup instead of an HMAC check. Only the signature check is memoized: the token's
 * session (revocation, idle and absolute expiry) is still checked on every request by the
 * caller. A token is a pure function of its claims and the key, so a remembered token can
 * never be wrong; tokens that fail are not remembered. At most `maxEntries` are kept, least
 * recently used first out.
 */
export class TokenVerifier {
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  constructor(
    private readonly key: Uint8Array,
    private readonly maxEntries = 10_000,
  ) {}

  async verify(token: string, now: Date): Promise<TokenCheck> {
    const remembered = this.verified.get(token);
    if (remembered) {
      this.verified.delete(token);
      if (remembered.expiresAtMs > now.getTime()) {
        this.verified.set(token, remembered);
        return { ok: true, ...remembered };
      }
    }
    const check = await verifySessionToken(this.key, token, now);
    if (check.ok && this.maxEntries > 0) {
      this.verified.set(token, { claims: check.claims, expiresAtMs: check.expiresAtMs });
      if (this.verified.size > this.maxEntries) this.verified.delete(this.verified.keys().next().value!);
    }
    return check;
  }

  /** Tokens remembered (for tests). */
  get size(): number {
    return this.verified.size;
  }
}
