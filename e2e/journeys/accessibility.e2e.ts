/**
 * Accessibility (issue 10): axe-core, every rule including the experimental ones, finds no
 * serious or critical violation on the public pages and on the signed-in pages of a patient,
 * a doctor and an operator. axe is the pinned npm package, injected as a script (no network).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, api, apiLogin, expectVisible, main, openSignedIn } from '../support/app';
import { apiCreateDoctorProfile, apiCreatePatientProfile, registeredPerson } from '../support/care';
import { bookSlotThroughApi } from '../support/consultation';
import { operatorSession } from '../support/operator';

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
      ['/dashboard', '/doctors', `/doctors/${doctorId}`, '/appointments', '/profile', '/prescriptions', '/aiassistance'],
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

journey('an operator: the console pages', async ({ page }) => {
  const token = await operatorSession();
  let first = true;
  await checkPages(
    page,
    ['/admin/verifications', '/admin/access-record', '/admin/payments', '/admin/delivery', '/admin/system-health'],
    async (path) => {
      if (first) await openSignedIn(page, token, path);
      else await page.goto(path);
      first = false;
    },
  );
});

/** 'Etc/GMT-4' is UTC+4: the IANA names of whole-hour offsets have the sign the other way round. */
const wholeHourZone = (offset: number) => (offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`);

journey(
  'a patient booking in another time zone: booked and free slots on screen, past and too-soon ones left out',
  async ({ newContext }) => {
    // Whatever the hour, the doctor's zone puts their clock between 1 and 2 PM: the morning's slots
    // have passed and the afternoon's are ahead. The browser sits two hours away, on the same day.
    const utcHour = new Date().getUTCHours();
    const doctorOffset = 13 - utcHour; // −10 … +13
    const viewerOffset = doctorOffset + 2 <= 14 ? doctorOffset + 2 : doctorOffset - 2;
    const timeZone = wholeHourZone(doctorOffset);
    const { user: doctorUser, session: doctorSession } = await registeredPerson('doctor');
    const doctor = await apiCreateDoctorProfile(doctorSession.token, {
      specialization: 'Dermatology',
      fees: 420,
      qualification: 'MBBS, MD (Dermatology)',
      experience: 8,
      about: 'Skin care by video.',
      languages: ['English'],
      timeZone,
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const { session: patientSession } = await registeredPerson('patient');
    await apiCreatePatientProfile(patientSession.token, { date_of_birth: '1990-01-01', gender: 'Female', blood_group: 'B+' });
    await bookSlotThroughApi(patientSession, { doctorId: doctor._id, doctorName: doctorUser.name, fee: 420 }, today, '04:00 PM');

    const { page } = await newContext({ timezoneId: wholeHourZone(viewerOffset) });
    // The morning's slots have passed and those of the next hour are inside the doctor's booking
    // notice; the browser's clock runs 75 minutes ahead, so the 2 PM slot has started here too.
    // None of them is offered (issue 23: past times are not shown as booked or unavailable).
    await page.clock.install({ time: new Date(Date.now() + 75 * 60_000) });
    const path = `/book-appointment/${doctor._id}?date=${today}`;
    await checkPages(page, [path], async () => {
      await openSignedIn(page, patientSession.token, path);
      // Found by what is on screen; axe then judges each button's name against it.
      const times = main(page).getByRole('group', { name: 'Available times' });
      await expectVisible(times.locator('button', { hasText: /^04:00 PM Booked$/ }), 'the booked slot');
      await expectVisible(times.locator('button', { hasText: /^05:00 PM \d{1,2}:\d{2} [AP]M$/ }), 'a free slot with its local time');
      expect(await times.locator('button', { hasText: /^(09:00 AM|02:00 PM)/ }).count()).toBe(0);
      expect(await times.locator('button', { hasText: /Unavailable/ }).count()).toBe(0);
    });
  },
);
