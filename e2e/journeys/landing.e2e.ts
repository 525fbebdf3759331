/**
 * Landing page anchors (spec §2 Landing page): header links and URL hashes scroll to their
 * section.
 */
import type { Locator, Page } from 'playwright-core';
import { browserSuite } from '../support/browser';
import { eventually } from '../support/app';

const { journey } = browserSuite(__filename);

/** True when the top of the element is inside the viewport (scrolled to). */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  if (!box) return false;
  const viewportHeight = page.viewportSize()?.height ?? 800;
  return box.y >= -2 && box.y < viewportHeight * 0.6;
}

journey("scrolls to How It Works when the header's How It Works link is clicked", async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#how-it-works');
  await section.waitFor({ state: 'attached' });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await inViewport(page, section)).toBe(false);

  await page
    .getByRole('banner')
    .getByRole('link', { name: 'How It Works' })
    .or(page.getByRole('banner').getByRole('button', { name: 'How It Works' }))
    .first()
    .click();
  await eventually(() => inViewport(page, section), 'the How It Works section to scroll into view');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

journey('scrolls to the testimonials when the page is opened at /#testimonials', async ({ page }) => {
  await page.goto('/#testimonials');
  const section = page.locator('#testimonials');
  await section.waitFor({ state: 'attached' });
  await eventually(() => inViewport(page, section), 'the Testimonials section to scroll into view');
});
