/**
 * The AI assistant (spec §2 "AI assistant", issue 13) against the real server and its built-in
 * guide: the greeting, a streamed answer whose specialty button opens the doctor search, the
 * emergency banner first, Stop, Reset Chat after a failed answer, and the conversation kept
 * across a reload and dropped at sign-out.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { paths } from '@telehealth/federation';
import { browserSuite } from '../support/browser';
import {
  apiRegister,
  eventually,
  expectHidden,
  expectPath,
  expectVisible,
  main,
  openSignedIn,
  signOutThroughUi,
  toast,
  uniqueUser,
} from '../support/app';
import { combobox } from '../support/care';

const { journey } = browserSuite(__filename);

const GREETING = "Hello! I'm your AI medical assistant. How can I help you today?";
const CHAT_URL = '**/api/v1/assistant/chat';

const conversation = (page: Page) => main(page).getByRole('log', { name: 'Conversation with the AI assistant' });
const messageBox = (page: Page) => main(page).getByRole('textbox', { name: 'Message' });
/** The messages of the conversation, the greeting first. */
const messages = (page: Page) => conversation(page).getByRole('listitem');

async function openAssistant(page: Page): Promise<void> {
  const { token } = await apiRegister(uniqueUser('patient'));
  await openSignedIn(page, token, paths.assistant());
  await expectVisible(conversation(page).getByText(GREETING, { exact: true }), 'the greeting');
}

/** `locator` lies inside the conversation's visible area (not scrolled away). */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  const [area, box] = await Promise.all([conversation(page).boundingBox(), locator.boundingBox()]);
  if (!area || !box || box.y < area.y - 1 || box.y + box.height > area.y + area.height + 1) {
    throw new Error(`Expected ${what} inside the conversation's visible area: ${JSON.stringify({ area, box })}`);
  }
}

async function ask(page: Page, question: string): Promise<void> {
  await messageBox(page).fill(question);
  await messageBox(page).press('Enter');
}

/** Waits until the answer is there and complete (the message box is given back); returns it. */
async function answered(page: Page, count = 3): Promise<Locator> {
  await eventually(
    async () => (await messages(page).count()) >= count && (await messageBox(page).isEnabled()),
    'the answer, complete',
    20_000,
  );
  return messages(page).last();
}

journey('a patient asks about a symptom, reads the streamed answer and opens the suggested doctors', async ({ page }) => {
  await openAssistant(page);
  expect(await messages(page).count()).toBe(1);
  await expectVisible(main(page).getByRole('complementary', { name: 'How the assistant can help' }), 'the info card');
  const height = await conversation(page).evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBe(400);

  // Count the stream's parts as they reach the page: the answer must arrive as a stream.
  const chat = page.waitForResponse((response) => response.url().endsWith('/api/v1/assistant/chat'));
  await ask(page, 'I have had a headache for three days');
  const response = await chat;
  expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
  // The first part shows while the rest is still coming (Stop is offered only then).
  await eventually(async () => (await messages(page).count()) === 3, 'the first part of the answer');
  expect(await main(page).getByRole('button', { name: 'Stop' }).isVisible()).toBe(true);
  const answer = await answered(page);
  await expectVisible(answer.getByText(/\S/).first(), 'the answer text');
  expect(await messages(page).count()).toBe(3);
  // The answer is shown from its question down, not scrolled to its end.
  await expectInView(page, conversation(page).getByText('I have had a headache for three days', { exact: true }), 'the question');

  const button = answer.getByRole('link', { name: /^Find .+ doctors/ });
  await expectVisible(button, 'a specialty button under the answer');
  const specialty = /^Find (.+?) doctors/.exec((await button.first().textContent()) ?? '')![1]!;
  await button.first().click();

  await expectPath(page, '/doctors');
  expect(new URL(page.url()).searchParams.get('specialization')).toBe(specialty);
  const filters = main(page).getByRole('search', { name: 'Doctor filters' });
  await expectVisible(combobox(filters, 'Specialty').filter({ hasText: specialty }), `the specialty filter set to ${specialty}`);
});

journey('an emergency is answered with the emergency banner first', async ({ page }) => {
  await openAssistant(page);
  await ask(page, "I have crushing chest pain and I can't breathe");
  const answer = await answered(page);
  const banner = answer.getByRole('alert', { name: 'Emergency' });
  await expectVisible(banner, 'the emergency banner');
  await expectVisible(banner.getByText(/emergency number/i), 'the call-now guidance');
  // The conversation shows the answer from its start, so the banner is in sight.
  await expectInView(page, banner, 'the emergency banner');
  // The banner is the first thing in the answer.
  const firstText = await answer.evaluate((item) => item.querySelector('[role="alert"], p')?.getAttribute('role'));
  expect(firstText).toBe('alert');
});

journey('an emergency said in everyday words gets call buttons; a crisis keeps its lines on screen', async ({ page }) => {
  await openAssistant(page);
  await ask(page, 'my neighbour just collapsed and is not breathing');
  const emergency = await answered(page);
  const calls = emergency.getByRole('alert', { name: 'Emergency' }).getByRole('group', { name: 'Call the emergency number' });
  expect(await calls.getByRole('link', { name: 'Call 999 (UK)' }).getAttribute('href')).toBe('tel:999');
  await expectVisible(emergency.getByText(/While you wait/), 'the first aid while waiting');

  await ask(page, 'everyone would be better off without me');
  const crisis = await answered(page, 5);
  await expectVisible(crisis.getByText(/sorry you're going through this/).first(), 'the compassionate first line');
  const lines = main(page).getByRole('region', { name: 'Crisis lines' });
  expect(await lines.getByRole('link', { name: 'Call or text 988 (US)' }).getAttribute('href')).toBe('tel:988');
  expect(await lines.getByRole('link', { name: 'Call 116 123 (Samaritans, UK and Ireland)' }).getAttribute('href')).toBe('tel:116123');
  expect(await crisis.getByRole('group', { name: 'Suggested specialists' }).count()).toBe(0);

  await ask(page, 'I also have a sore throat');
  await answered(page, 7);
  await expectVisible(lines, 'the crisis lines, still on screen');
});

journey('Stop ends a streaming answer on the server too, keeping what arrived', async ({ page }) => {
  await openAssistant(page);
  await ask(page, 'I have had a headache for three days');
  const stop = main(page).getByRole('button', { name: 'Stop' });
  // The first paragraph is there while the rest is still coming.
  await eventually(async () => (await messages(page).count()) === 3, 'the first part of the answer');
  expect(await stop.isVisible()).toBe(true);
  expect(await messageBox(page).isDisabled()).toBe(true);
  await stop.click();

  await expectHidden(stop, 'the Stop button');
  expect(await messageBox(page).isEnabled()).toBe(true);
  const answer = messages(page).last();
  await expectVisible(answer.getByText('Stopped', { exact: true }), 'the answer marked as stopped');
  const kept = await answer.innerText();
  // Nothing more arrives: no further paragraphs, no suggestions (they come after the text).
  await page.waitForTimeout(1_500);
  expect(await answer.innerText()).toBe(kept);
  expect(await answer.getByRole('link', { name: /^Find .+ doctors/ }).count()).toBe(0);
  expect(await main(page).getByText('Error connecting to the AI assistant').count()).toBe(0);
  // The server stopped the answer when the browser cancelled.
  await eventually(
    () => readFileSync(process.env.E2E_SERVER_LOG!, 'utf8').includes('"outcome":"cancelled"'),
    'the server logging the answer as cancelled',
  );
});

journey('Stop ends a pending answer and gives the message box back', async ({ page }) => {
  await openAssistant(page);
  // Hold the request so the answer is still on its way when Stop is pressed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CHAT_URL, async (route) => {
    await held;
    await route.abort().catch(() => undefined);
  });
  await ask(page, 'What helps with a sore throat?');
  await expectVisible(main(page).getByRole('status', { name: 'The assistant is typing' }), 'the typing indicator');
  expect(await messageBox(page).isDisabled()).toBe(true);

  await main(page).getByRole('button', { name: 'Stop' }).click();
  await expectHidden(main(page).getByRole('status', { name: 'The assistant is typing' }), 'the typing indicator');
  expect(await messageBox(page).isEnabled()).toBe(true);
  await expectHidden(main(page).getByRole('button', { name: 'Stop' }), 'the Stop button');
  release();
  // A stop is not a failure: no error card, and the question stays without an answer.
  await page.waitForTimeout(300);
  expect(await main(page).getByText('Error connecting to the AI assistant').count()).toBe(0);
  expect(await messages(page).count()).toBe(2);
});

journey('a failed answer shows the error card and toast, and Reset Chat restores the greeting only', async ({ page }) => {
  await openAssistant(page);
  await page.route(CHAT_URL, (route) => route.abort('connectionrefused'));
  await ask(page, 'Is a runny nose serious?');
  await expectVisible(main(page).getByText('Error connecting to the AI assistant', { exact: true }), 'the error card');
  await expectVisible(main(page).getByText('Failed to get response from AI', { exact: true }), "spec §8's failure text on the card");
  await expectVisible(toast(page, 'Failed to get AI response. Please try again.'), 'the failure toast');
  await expectVisible(toast(page, 'Failed to get AI response. Please try again.').getByText('Error', { exact: true }), 'the toast title');

  await main(page).getByRole('button', { name: 'Reset Chat' }).click();
  await expectHidden(main(page).getByText('Error connecting to the AI assistant', { exact: true }), 'the error card');
  expect(await messages(page).count()).toBe(1);
  await expectVisible(messages(page).first().getByText(GREETING, { exact: true }), 'the greeting alone');
});

journey('the conversation survives a reload and is gone after signing out', async ({ page }) => {
  await openAssistant(page);
  await ask(page, 'I have an itchy rash on my arm');
  await answered(page);
  const answerText = (await messages(page).last().innerText()).trim();
  expect(answerText.length).toBeGreaterThan(0);

  await page.reload();
  await expectVisible(conversation(page).getByText('I have an itchy rash on my arm', { exact: true }), 'the question after the reload');
  expect(await messages(page).count()).toBe(3);
  expect((await messages(page).last().innerText()).trim()).toBe(answerText);

  await signOutThroughUi(page);
  const leftOver = await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.includes('assistant')));
  expect(leftOver).toEqual([]);
});

journey("the patient dashboard's Ask the assistant sends the question and opens the answer", async ({ page }) => {
  const { token } = await apiRegister(uniqueUser('patient'));
  await openSignedIn(page, token, paths.dashboard());
  const widget = main(page).getByRole('region', { name: 'Ask the assistant' });
  // Last on the page, it loads when scrolled to.
  await main(page).getByRole('heading', { name: 'Get started' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expectVisible(widget, 'the Ask the assistant card');
  await widget.getByRole('textbox', { name: 'Your question for the assistant' }).fill('I have had a headache for three days');
  await widget.getByRole('button', { name: 'Ask' }).click();

  await expectPath(page, paths.assistant());
  await expectVisible(conversation(page).getByText('I have had a headache for three days', { exact: true }), 'the question');
  const answer = await answered(page);
  await expectVisible(answer.getByRole('link', { name: /^Find .+ doctors/ }), 'the answer with its specialty button');
});
