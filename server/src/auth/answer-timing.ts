import { setTimeout as sleep } from 'node:timers/promises';

const SAMPLES = 32;
/** Used until a first success has been measured. */
const FIRST_GUESS_MS = 10;

/**
 * Makes a refusal take as long as a success would have: it remembers how long the last
 * successes took (from a common starting point) and holds a refusal until a duration drawn from
 * them has passed, so both answers come from the same distribution of times.
 */
export class AnswerTiming {
  private readonly durations: number[] = [];
  private next = 0;

  /** A success that started at `startedAt` (performance.now()) has just finished. */
  recordSuccess(startedAt: number): void {
    this.durations[this.next] = performance.now() - startedAt;
    this.next = (this.next + 1) % SAMPLES;
  }

  /** Resolves once a refusal that started at `startedAt` has taken as long as a success might. */
  async holdRefusal(startedAt: number): Promise<void> {
    const target = this.durations.length === 0 ? FIRST_GUESS_MS : this.durations[Math.floor(Math.random() * this.durations.length)]!;
    const remaining = target - (performance.now() - startedAt);
    if (remaining > 0) await sleep(remaining);
  }
}
