/**
 * One Chromium per test file, a fresh context per test, and the checks every journey gets:
 * a screenshot of every open page when the journey fails, and a failure when the browser
 * reports a Content Security Policy violation, an uncaught page error, a React error or a
 * 5xx answer from the product.
 */
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Launch flags of every browser the project starts (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ARTIFACTS_DIR = join(__dirname, '..', 'artifacts');

/** Default wait for an element or a condition; navigation gets longer. */
export const UI_TIMEOUT_MS = 10_000;
const NAVIGATION_TIMEOUT_MS = 20_000;

/** Base URL of the product the global setup started. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the suite with `--config e2e/jest.config.cjs` (its global setup starts the product).');
  return url;
}

/** Camera and microphone for video journeys: Chromium's test pattern and tone, no permission prompt. */
export const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** A problem the browser reported while a journey ran. */
export interface BrowserProblem {
  kind: 'csp' | 'page-error' | 'react' | 'console-error' | 'server-error';
  text: string;
  url: string;
}

const CSP_PATTERN = /Content Security Policy|CSP violation/i;
const REACT_PATTERN = /Minified React error|react\.dev\/errors|The above error occurred|Unexpected Application Error|Maximum update depth/i;

/** Records what the browser reports in one context (all its pages, present and future). */
export class BrowserWatch {
  readonly problems: BrowserProblem[] = [];

  attach(context: BrowserContext): void {
    // Surface CSP violations in the console even where Chromium would only fire the event.
    void context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    const watchPage = (page: Page) => {
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const kind: BrowserProblem['kind'] = CSP_PATTERN.test(text) ? 'csp' : REACT_PATTERN.test(text) ? 'react' : 'console-error';
        this.problems.push({ kind, text, url: page.url() });
      });
      page.on('pageerror', (error) => {
        const text = `${error.name}: ${error.message}`;
        this.problems.push({ kind: REACT_PATTERN.test(text) ? 'react' : 'page-error', text, url: page.url() });
      });
      page.on('response', (response) => {
        if (response.status() >= 500) {
          this.problems.push({
            kind: 'server-error',
            text: `${response.status()} ${response.request().method()} ${response.url()}`,
            url: page.url(),
          });
        }
      });
    };
    context.pages().forEach(watchPage);
    context.on('page', watchPage);
  }

  /**
   * Problems that indicate a bug. CSP violations always count; uncaught page errors, React
   * errors and server errors count unless the journey expects them (`allow`). Plain console
   * errors (e.g. Chromium's "Failed to load resource: 401" after a wrong password) do not.
   */
  bugs(allow: RegExp[] = []): BrowserProblem[] {
    return this.problems.filter((problem) => {
      if (problem.kind === 'csp') return true;
      if (problem.kind === 'console-error') return false;
      return !allow.some((pattern) => pattern.test(problem.text));
    });
  }
}

export interface JourneyOptions {
  /** Page errors, React errors or 5xx answers this journey provokes on purpose. */
  allowErrors?: RegExp[];
  timeoutMs?: number;
}

export interface Journey {
  browser: Browser;
  /** The first context's page, opened on a blank tab. */
  page: Page;
  context: BrowserContext;
  /** Another isolated context (another person, or the same person on another device, optionally in another time zone). */
  newContext: (options?: { timezoneId?: string }) => Promise<{ context: BrowserContext; page: Page }>;
  watch: BrowserWatch;
}

function slug(text: string): string {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/**
 * Registers the browser lifecycle for the calling test file and returns `journey`, a `test`
 * that hands each behaviour a fresh context and applies the checks above.
 */
export function browserSuite(testFile: string, { extraArgs = [] }: { extraArgs?: string[] } = {}) {
  let browser: Browser | undefined;
  const fileSlug = slug(basename(testFile).replace(/\.e2e\.ts$/, ''));

  beforeAll(async () => {
    browser = await launchChromium(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });

  function journey(name: string, body: (j: Journey) => Promise<void>, options: JourneyOptions = {}): void {
    test(
      name,
      async () => {
        if (!browser) throw new Error('Chromium did not start');
        const watch = new BrowserWatch();
        const contexts: BrowserContext[] = [];
        const newContext = async ({ timezoneId }: { timezoneId?: string } = {}) => {
          const context = await browser!.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, timezoneId });
          context.setDefaultTimeout(UI_TIMEOUT_MS);
          context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
          watch.attach(context);
          contexts.push(context);
          const page = await context.newPage();
          return { context, page };
        };
        const first = await newContext();
        try {
          await body({ browser, page: first.page, context: first.context, newContext, watch });
          const bugs = watch.bugs(options.allowErrors);
          if (bugs.length) {
            throw new Error(
              `The browser reported ${bugs.length} problem(s):\n${bugs.map((b) => `  [${b.kind}] ${b.text} (on ${b.url})`).join('\n')}`,
            );
          }
        } catch (error) {
          await screenshotAll(contexts, `${fileSlug}--${slug(name)}`);
          const reported = watch.problems.filter((p) => p.kind !== 'console-error' || !/Failed to load resource/.test(p.text));
          if (reported.length && error instanceof Error && !/The browser reported/.test(error.message)) {
            error.message += `\n\nBrowser console during the journey:\n${reported.map((p) => `  [${p.kind}] ${p.text}`).join('\n')}`;
          }
          throw error;
        } finally {
          await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
        }
      },
      options.timeoutMs,
    );
  }

  return { journey };
}

async function screenshotAll(contexts: BrowserContext[], name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  let index = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      index += 1;
      const file = join(ARTIFACTS_DIR, `${name}${index > 1 ? `-${index}` : ''}.png`);
      await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).catch(() => undefined);
    }
  }
}
