/**
 * Accessibility (issue 10): axe-core, every rule including the experimental ones, finds no
 * serious or critical violation on the public pages and on the signed-in pages of a patient
 * and a doctor. axe is the pinned npm package, injected as a script (no network).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, api, apiLogin, expectVisible, openSignedIn } from '../support/app';

const { journey } = browserSuite(__filename);

const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/** Waits until the page has settled: its main heading shown, the network quiet, no busy region. */
async function settle(page: Page, what: string): Promise<void> {
  await expectVisible(page.locator('h1'), `the main heading of ${what}`);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .MuiSkeleton-root, [role="progressbar"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  // Let enter transitions (fades, grows) finish, so colours are measured as a person sees them.
  await page.waitForTimeout(400);
}

/** Runs axe on the page as it is and returns its serious and critical violations. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    type Axe = {
      getRules: (tags?: string[]) => { ruleId: string }[];
      run: (
        context: Document,
        options: object,
      ) => Promise<{
        violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
      }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const experimental = Object.fromEntries(axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]));
    const result = await axe.run(document, { rules: experimental, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(' ')),
        summary: v.nodes[0]?.failureSummary ?? '',
      }));
  });
}

function report(where: string, findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `  [${f.impact}] ${f.rule} on ${where}: ${f.help}\n    targets: ${f.targets.join(' | ')}\n    ${f.summary.replace(/\n/g, '\n    ')}`,
    )
    .join('\n');
}

/** Opens each path (through `open`), runs axe, and fails with every finding of every page. */
async function checkPages(page: Page, paths: string[], open: (path: string) => Promise<void>): Promise<void> {
  // The product's CSP (script-src 'self') rightly refuses inline scripts; only this test's own one is let in.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setBypassCSP', { enabled: true });
  const problems: string[] = [];
  for (const path of paths) {
    await open(path);
    await settle(page, path);
    const findings = await seriousViolations(page);
    if (findings.length) problems.push(report(path, findings));
  }
  if (problems.length) throw new Error(`axe found serious or critical violations:\n${problems.join('\n')}`);
}

journey('public pages: landing, sign-in, sign-up and not found', async ({ page }) => {
  await checkPages(page, ['/', '/login', '/register', '/no-such-page'], async (path) => {
    await page.goto(path);
  });
});

journey(
  'a patient: dashboard, doctors, a doctor profile, booking, appointments, profile, prescriptions, AI assistant',
  async ({ page }) => {
    const doctor = await apiLogin(DEMO_ACCOUNTS.doctor, DEMO_PASSWORD);
    const profile = await api<{ _id: string }>('/doctor/profile', { token: doctor.token });
    const doctorId = profile.body?.data?._id;
    if (!doctorId) throw new Error(`The demo doctor has no profile: ${profile.status} ${profile.body?.message ?? ''}`);
    const patient = await apiLogin(DEMO_ACCOUNTS.patient, DEMO_PASSWORD);
    let first = true;
    await checkPages(
      page,
      [
        '/dashboard',
        '/doctors',
        `/doctors/${doctorId}`,
        `/book-appointment/${doctorId}`,
        '/appointments',
        '/profile',
        '/prescriptions',
        '/aiassistance',
      ],
      async (path) => {
        if (first) await openSignedIn(page, patient.token, path);
        else await page.goto(path);
        first = false;
      },
    );
  },
);

journey('a doctor: dashboard, prescriptions', async ({ page }) => {
  const doctor = await apiLogin(DEMO_ACCOUNTS.doctor, DEMO_PASSWORD);
  let first = true;
  await checkPages(page, ['/dashboard', '/prescriptions'], async (path) => {
    if (first) await openSignedIn(page, doctor.token, path);
    else await page.goto(path);
    first = false;
  });
});
