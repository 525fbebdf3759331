// Patients' profiles: details, photo and what the doctors treating them may read.
import { defineFeature } from '../feature';
import type { Platform } from '../platform';
import { patientsPlugin } from './patient-routes';
import { PatientService } from './patient-service';

export { PATIENT_MESSAGES, findPatientByUserId } from './patient-repository';
export { PatientService } from './patient-service';

export const patientsFeature = defineFeature({
  name: 'patients',
  build: ({ database, clock, events }: Pick<Platform, 'database' | 'clock' | 'events'>) => ({
    patients: new PatientService({ db: database.db, clock, events }),
  }),
  plugins: [patientsPlugin],
});
