/**
 * Reads until `done` holds, for work the server finishes after answering (jobs, event
 * subscribers, mail). Fails with the last value read so a timeout says what was seen.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  { timeoutMs = 10_000, everyMs = 100 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`${what} did not happen within ${timeoutMs / 1000} s (last: ${JSON.stringify(value)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
