import { SEE_NOW_MESSAGES, type AvailableNowState } from '@telehealth/shared-api/core';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { findDoctorByUserId, DOCTOR_MESSAGES } from '../doctors';
import type { EventStream } from '../events';
import { Conflict, Forbidden, NotFound } from '../http/errors';
import { availableNowState, lockDoctor, maySwitchOn, setAvailableNow } from './available-now';

export interface SeeNowServiceDeps {
  db: Db;
  clock: Clock;
  events: EventStream;
}

/** A doctor's "Available now" switch (issue 23 point 1); the immediate checkout is payments' (CheckoutService). */
export class SeeNowService {
  constructor(private readonly deps: SeeNowServiceDeps) {}

  /** The signed-in doctor's switch. */
  async state(userId: string): Promise<AvailableNowState> {
    const record = await findDoctorByUserId(this.deps.db, userId);
    if (!record) throw new NotFound(DOCTOR_MESSAGES.notFound);
    return availableNowState(record.doctor, this.deps.clock());
  }

  /**
   * Switches the signed-in doctor's "Available now" on (for AVAILABLE_NOW_MINUTES from now) or
   * off. Only a verified, active doctor may switch it on; off is always allowed.
   */
  async switchTo(userId: string, on: boolean): Promise<AvailableNowState> {
    const { db, clock, events } = this.deps;
    const record = await findDoctorByUserId(db, userId);
    if (!record) throw new NotFound(DOCTOR_MESSAGES.notFound);
    const now = clock();
    const row = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const doctor = await lockDoctor(tx, record.doctor.id);
      if (!doctor) throw new NotFound(DOCTOR_MESSAGES.notFound);
      if (on && doctor.verification !== 'verified') throw new Forbidden(SEE_NOW_MESSAGES.notVerified);
      if (on && !maySwitchOn(doctor)) throw new Conflict(SEE_NOW_MESSAGES.notActive);
      return setAvailableNow(tx, doctor, on, now);
    });
    await events.flush();
    return availableNowState(row, now);
  }
}
