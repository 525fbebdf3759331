import { DeviceCookies, readCookie } from './device-cookie';

const now = new Date('2026-11-27T10:00:00Z');
const devices = new DeviceCookies('a-server-secret-of-enough-length-0123456789', 3600);
const asCookieHeader = (setCookie: string) => setCookie.split(';')[0]!;

describe('device cookies', () => {
  it('are HttpOnly, SameSite=Strict, limited to the sign-in path, and Secure over https', () => {
    const plain = devices.issue('ann@example.com', now, false);
    expect(plain).toMatch(/; HttpOnly; SameSite=Strict$/);
    expect(plain).toContain('Path=/api/v1/user/login');
    expect(plain).not.toContain('ann@example.com');
    expect(devices.issue('ann@example.com', now, true)).toMatch(/; Secure$/);
  });

  it("are honoured for their own account until they expire, and never for another's or when altered", () => {
    const header = asCookieHeader(devices.issue('ann@example.com', now, false));
    expect(devices.verify(`theme=dark; ${header}`, 'ann@example.com', now)).toMatch(/^[\w-]{22}$/);
    expect(devices.verify(header, 'ann@example.com', new Date(now.getTime() + 3_601_000))).toBeUndefined();
    const value = header.slice(header.indexOf('=') + 1);
    expect(devices.verify(`${DeviceCookies.nameFor('bob@example.com')}=${value}`, 'bob@example.com', now)).toBeUndefined();
    const parts = value.split('.');
    const longer = [...parts.slice(0, 3), String(Number(parts[3]) + 10_000), parts[4]].join('.');
    expect(devices.verify(`${DeviceCookies.nameFor('ann@example.com')}=${longer}`, 'ann@example.com', now)).toBeUndefined();
    const otherServer = new DeviceCookies('another-server-secret-of-enough-length-987', 3600);
    expect(otherServer.verify(header, 'ann@example.com', now)).toBeUndefined();
  });

  it('reads one cookie from a Cookie header', () => {
    expect(readCookie('a=1; b=2=3; c', 'b')).toBe('2=3');
    expect(readCookie(undefined, 'b')).toBeUndefined();
  });
});
