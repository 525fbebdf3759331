/**
 * What a person does in the product, as small helpers for the journeys: sign up, sign in,
 * sign out, wait for texts and URLs. Selectors are roles, labels and the spec's exact texts.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '../../shared-api/src/core/constants';
import { baseUrl, UI_TIMEOUT_MS } from './browser';

/** Texts of spec §2 and §8 the journeys look for. */
export const TEXT = {
  loginFailureForm: 'Failed to login. Please check your credentials and try again.',
  logout: 'You have been logged out.',
  notFound: 'Page Not Found',
  noNotifications: 'No notifications',
  accountUpdated: 'Account details updated successfully!',
  passwordChanged: 'Password changed successfully!',
} as const;

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_ACCOUNTS = {
  patient: 'alex.morgan@demo.health',
  doctor: 'sarah.chen@demo.health',
} as const;

export type Role = 'patient' | 'doctor';

export interface TestUser {
  name: string;
  email: string;
  password: string;
  role: Role;
}

const FIRST_NAMES = ['Avery', 'Jordan', 'Riley', 'Casey', 'Morgan', 'Quinn', 'Harper', 'Rowan'];
const LAST_NAMES = ['Lindqvist', 'Okonkwo', 'Tanaka', 'Moreau', 'Castillo', 'Novak', 'Haddad', 'Brennan'];

/** A fresh, unique person (letters-only name so the greeting and initials read naturally). */
export function uniqueUser(role: Role = 'patient'): TestUser {
  const bytes = randomBytes(4);
  const first = FIRST_NAMES[bytes[0] % FIRST_NAMES.length];
  const last = LAST_NAMES[bytes[1] % LAST_NAMES.length];
  const tag = bytes.toString('hex');
  return { name: `${first} ${last}`, email: `e2e.${role}.${tag}@example.test`, password: `Pw-${tag}!`, role };
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form field by its visible label; MUI appends ' *' to required labels. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`, 'i'));
}

/** Waits until the page's path (and optionally hash) is `path`. */
export async function expectPath(page: Page, path: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`Expected to be on ${path}, but the page is on ${new URL(page.url()).pathname}`);
  }
}

/** Waits until `locator` is visible, with a message that names what was expected. */
export async function expectVisible(locator: Locator, what: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected to see ${what} (${locator.toString()}) within ${timeout} ms`);
  }
}

export async function expectHidden(locator: Locator, what: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`Expected ${what} to disappear (${locator.toString()}) within ${timeout} ms`);
  }
}

/** Polls `check` until it returns true. */
export async function eventually(check: () => Promise<boolean> | boolean, what: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Fails when the page stays wider than the window (a horizontal scrollbar on a desktop layout).
 * Just after a resize the layout may be one render behind its breakpoint, so the width is read
 * again for a moment before failing.
 */
export async function expectNoHorizontalScroll(page: Page, where: string, settleMs = 2_000): Promise<void> {
  const widths = () => page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth] as const);
  const deadline = Date.now() + settleMs;
  for (;;) {
    const [scrollWidth, clientWidth] = await widths();
    if (scrollWidth <= clientWidth) return;
    if (Date.now() > deadline) {
      throw new Error(`${where} scrolls sideways: the document is ${scrollWidth} px wide in a ${clientWidth} px window`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A toast (or any live message) with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
}

/** The application's main area (where routes render). */
export function main(page: Page): Locator {
  return page.getByRole('main');
}

// ---------------------------------------------------------------- the API, from Node

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { statusCode?: number; data?: T; message?: string; success?: boolean } | null;
}

/** Calls `/api/v1{path}` from the test process (for set-up and side effects, not assertions on UI). */
export async function api<T = unknown>(
  path: string,
  { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: ApiAnswer<T>['body'];
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
}

export interface ApiSession {
  token: string;
  user: { _id: string; name: string; email: string; role: Role };
}

export async function apiLogin(email: string, password: string): Promise<ApiSession> {
  const answer = await api<{ accessToken: string; user: ApiSession['user'] }>('/user/login', {
    method: 'POST',
    body: { email, password },
  });
  const data = answer.body?.data;
  if (answer.status !== 200 || !data?.accessToken) {
    throw new Error(`Sign-in of ${email} through the API failed: ${answer.status} ${answer.body?.message ?? ''}`);
  }
  return { token: data.accessToken, user: data.user };
}

export async function apiRegister(user: TestUser): Promise<ApiSession> {
  const answer = await api<{ accessToken: string; user: ApiSession['user'] }>('/user/register', {
    method: 'POST',
    body: { name: user.name, email: user.email, password: user.password, role: user.role },
  });
  const data = answer.body?.data;
  if (answer.status >= 300 || !data?.accessToken) {
    throw new Error(`Registering ${user.email} through the API failed: ${answer.status} ${answer.body?.message ?? ''}`);
  }
  return { token: data.accessToken, user: data.user };
}

/** Starts a browser session from an API token (skips the sign-in form), then opens `path`. */
export async function openSignedIn(page: Page, token: string, path = '/dashboard'): Promise<void> {
  // Any same-origin document gives access to the origin's storage; /health loads no app code.
  await page.goto('/health', { waitUntil: 'domcontentloaded' });
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
  await page.goto(path);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY);
}

// ---------------------------------------------------------------- journeys through the UI

/** Fills and submits the register form; resolves on /dashboard. */
export async function signUpThroughUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/register');
  const form = page.locator('form').filter({ has: field(page, 'Confirm password') });
  await field(form, 'Full name').fill(user.name);
  await field(form, 'Email').fill(user.email);
  await field(form, 'Password').fill(user.password);
  await field(form, 'Confirm password').fill(user.password);
  await form.getByRole('radio', { name: new RegExp(`^${user.role}$`, 'i') }).check();
  await form.getByRole('button', { name: /sign up|create account|register/i }).click();
  await expectPath(page, '/dashboard');
}

/** Fills and submits the login form (does not wait for the outcome). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const form = page.locator('form').filter({ has: field(page, 'Password') });
  await field(form, 'Email').fill(email);
  await field(form, 'Password').fill(password);
  await form.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
}

/** Signs in through the login form; resolves on /dashboard. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await submitLogin(page, email, password);
  await expectPath(page, '/dashboard');
}

/** The header's user menu button. */
export function userMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /account|user menu|open user menu/i });
}

/** Opens the user menu and chooses Log out; resolves on /login. */
export async function signOutThroughUi(page: Page): Promise<void> {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: /^log ?out$/i }).click();
  await expectPath(page, '/login');
}

/** The dashboard greets the signed-in person by name. */
export async function expectGreeting(page: Page, name: string): Promise<void> {
  await expectVisible(
    main(page).getByRole('heading', { level: 1, name: new RegExp(`\\b${escapeRegExp(name)}\\b`) }),
    `the dashboard heading greeting "${name}"`,
  );
}

/** Cookies of the product's origin, by name. */
export async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookies = await context.cookies(baseUrl());
  return cookies.find((c) => c.name === name)?.value;
}
