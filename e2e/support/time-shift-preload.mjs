// Preloaded (node --import) into a product the journeys start for themselves: every Date the
// server makes is the real time plus the milliseconds written in TIME_SHIFT_FILE, so a journey
// can move the server's clock forward (to 15 minutes after a visit's start, say) without waiting.
// Never part of the product: only e2e/support/time-shift.ts starts a server with it.
import { readFileSync } from 'node:fs';

const file = process.env.TIME_SHIFT_FILE;
if (file) {
  const RealDate = Date;
  let shift = 0;
  let readAt = 0;
  const now = () => {
    const real = RealDate.now();
    // The file is read at most every 50 ms: a journey's move shows in the next request.
    if (real - readAt > 50) {
      readAt = real;
      try {
        shift = Number(readFileSync(file, 'utf8').trim()) || 0;
      } catch {
        shift = 0;
      }
    }
    return real + shift;
  };
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(now());
      else super(...args);
    }
    static now() {
      return now();
    }
  }
  globalThis.Date = ShiftedDate;
}
