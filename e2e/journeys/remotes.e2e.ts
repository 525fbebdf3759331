/**
 * The consultation, prescriptions and AI assistant remotes: the shell loads each from
 * /remotes.json like any other remote, so a signed-in user sees the section's own page, not the
 * shell's "not available yet" card.
 */
import { remoteModules, paths } from '@telehealth/federation';
import { browserSuite } from '../support/browser';
import { apiRegister, expectVisible, main, openSignedIn, uniqueUser } from '../support/app';

const { journey } = browserSuite(__filename);

// A patient's prescriptions page is titled 'Prescriptions' (spec §2); the assistant's by its contract title.
const ownPages = [
  { path: paths.prescriptions(), title: 'Prescriptions' },
  { path: paths.assistant(), title: remoteModules.assistant.title },
];

journey("a signed-in patient opening the consultation, prescriptions and assistant pages sees each remote's own page", async ({ page }) => {
  const { token } = await apiRegister(uniqueUser('patient'));
  await page.goto('/health', { waitUntil: 'domcontentloaded' });
  const manifests = await page.evaluate(async () => (await fetch('/remotes.json')).json());
  expect(manifests).toMatchObject({
    mfe_consultation: '/remotes/mfe-consultation/mf-manifest.json',
    mfe_prescriptions: '/remotes/mfe-prescriptions/mf-manifest.json',
    mfe_assistant: '/remotes/mfe-assistant/mf-manifest.json',
  });

  // The consultation remote is built (consultation.e2e.ts): an unknown appointment gets its own page.
  await openSignedIn(page, token, paths.consultation('x'));
  await expectVisible(
    main(page).getByRole('heading', { level: 1, name: 'Appointment not found' }),
    'the consultation page at /consultation/x',
  );
  for (const { path, title } of ownPages) {
    await page.goto(path);
    await expectVisible(main(page).getByRole('heading', { level: 1, name: title }), `the ${title} heading at ${path}`);
    expect(
      await main(page)
        .getByText(/coming soon/i)
        .count(),
    ).toBe(0);
    expect(
      await main(page)
        .getByText(/not available yet/i)
        .count(),
    ).toBe(0);
  }
});
