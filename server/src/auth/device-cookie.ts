import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_BASE_PATH } from '@telehealth/shared-api/core';

/**
 * OWASP's device cookie (Authentication Cheat Sheet, "device cookies"): after a correct
 * sign-in the browser gets a cookie signed by the server that names the account, so the next
 * sign-in to that account from that browser can be told apart from a stranger behind the same
 * address. It is only a hint for the rate limits: it never signs anyone in.
 *
 * Value: `v1.<account tag>.<nonce>.<expiry seconds>.<HMAC-SHA256>`; the account tag is a hash
 * of the normalised email (the email itself is not stored in the browser). One cookie per
 * account, so a shared computer remembers each of its users.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly lifetimeSeconds: number,
  ) {
    // Its own key, derived from the server secret: a device cookie can never pass for a token.
    this.key = createHmac('sha256', secret).update('carelink device cookie v1').digest();
  }

  /** The cookie's name for an account. */
  static nameFor(accountKey: string): string {
    return `carelink_device_${accountTag(accountKey)}`;
  }

  /** A fresh cookie for the account, as a `Set-Cookie` header value. */
  issue(accountKey: string, now: Date, secure: boolean): string {
    const expires = Math.floor(now.getTime() / 1000) + this.lifetimeSeconds;
    const body = `v1.${accountTag(accountKey)}.${randomBytes(16).toString('base64url')}.${expires}`;
    const value = `${body}.${this.sign(body)}`;
    const attributes = [`Max-Age=${this.lifetimeSeconds}`, `Path=${API_BASE_PATH}/user/login`, 'HttpOnly', 'SameSite=Strict'];
    if (secure) attributes.push('Secure');
    return `${DeviceCookies.nameFor(accountKey)}=${value}; ${attributes.join('; ')}`;
  }

  /** The nonce of a valid, unexpired cookie for this account in the `Cookie` header, else undefined. */
  verify(cookieHeader: string | undefined, accountKey: string, now: Date): string | undefined {
    const value = readCookie(cookieHeader, DeviceCookies.nameFor(accountKey));
    if (!value) return undefined;
    const parts = value.split('.');
    if (parts.length !== 5 || parts[0] !== 'v1' || parts[1] !== accountTag(accountKey)) return undefined;
    const body = parts.slice(0, 4).join('.');
    const given = Buffer.from(parts[4]!, 'base64url');
    const expected = Buffer.from(this.sign(body), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (!/^\d+$/.test(parts[3]!) || Number(parts[3]) * 1000 <= now.getTime()) return undefined;
    return parts[2];
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function accountTag(accountKey: string): string {
  return createHash('sha256').update(accountKey).digest('base64url').slice(0, 16);
}

/** One cookie's value from a `Cookie` header (the first of that name), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    if (pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}
