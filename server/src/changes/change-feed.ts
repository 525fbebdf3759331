/**
 * What this instance wrote that others in the process keep copies of: the writers publish
 * (after their write is committed), the keepers subscribe (doctor search, the session cache).
 * One feed per app, created in app.ts and handed to whoever writes or keeps; other instances'
 * writes are not seen here (search reads those from the database on its own timer).
 * Changes other features act on (an appointment booked, canceled, completed) are domain
 * events instead (events/): published in their transaction, heard on every instance.
 */
export type Change =
  /** A slot reservation was created or released (a hold, a booking, a cancellation, expired holds swept). */
  | { kind: 'reservation'; doctorId: string; startsAt: Date }
  /** A doctor's row changed (profile, picture, status, weekly slots). */
  | { kind: 'doctor'; doctorId: string }
  /** A review was written: the doctor's rating columns changed. */
  | { kind: 'review'; doctorId: string }
  /** A user's row changed (name, email, phone, password, picture). */
  | { kind: 'user'; userId: string };

export type ChangeListener = (change: Change) => void;

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();

  /** Tells every subscriber, in the order they subscribed; a throwing subscriber does not stop the others. */
  publish(change: Change): void {
    let failure: unknown;
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
  }

  /** Calls `listener` with every change published from now on; returns the function that unsubscribes. */
  subscribe(listener: ChangeListener): () => void {
    const own = (change: Change) => listener(change);
    this.listeners.add(own);
    return () => this.listeners.delete(own);
  }
}
