/**
 * `npm run eval:assistant`: scores the triage on the development set and the sealed set and
 * prints per category and overall recall, false alarms, category, urgency and specialty right,
 * with the misses. With AI_API_URL (or AI_API_KEY) set it scores the service's triage as the
 * server runs it (the rules together with the service's classification).
 *
 * The specialty probes (specialty-probes.ts) print the share given an accepted specialty first.
 * The first-sight batches (dev-set.ts) are scored too, always blind: rules are not changed from
 * them until they join the development set. `--dev` leaves the sealed set out; `--blind` prints the sealed set's overall figures
 * without its misses, so that rules can be changed from the development set alone (issue 21
 * point 8).
 */
import { DEV_SET, FIRST_SIGHT_SET } from './dev-set';
import { evaluate, formatReport, rulesTriager, type Triager } from './evaluate';
import { SEALED_SET } from './sealed-set';
import { SPECIALTY_PROBES } from './specialty-probes';
import { classifierTriager } from './service-triager';

async function main(): Promise<void> {
  const url = process.env.AI_API_URL;
  const key = process.env.AI_API_KEY;
  let triager: Triager = rulesTriager;
  let label = 'built-in rules';
  if (url || key) {
    triager = classifierTriager({ url, apiKey: key, model: process.env.AI_MODEL });
    label = `rules + classifier at ${url ?? 'OpenAI'}`;
  }
  const args = new Set(process.argv.slice(2));
  process.stdout.write(`assistant triage evaluation (${label})\n\n`);
  process.stdout.write(`${formatReport(await evaluate('development set', DEV_SET, triager))}\n\n`);
  if (FIRST_SIGHT_SET.length)
    process.stdout.write(`${formatReport(await evaluate('first-sight batches', FIRST_SIGHT_SET, triager), true)}\n\n`);
  let named = 0;
  for (const [message, specialties] of SPECIALTY_PROBES) {
    const verdict = await triager(message);
    if (!verdict.emergency && verdict.specialty !== null && specialties.includes(verdict.specialty)) named += 1;
  }
  process.stdout.write(`specialty probes: an accepted specialty first for ${named} of ${SPECIALTY_PROBES.length}\n\n`);
  if (args.has('--dev')) return;
  process.stdout.write(`${formatReport(await evaluate('sealed test set', SEALED_SET, triager), args.has('--blind'))}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
