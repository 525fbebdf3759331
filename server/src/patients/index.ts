// Patients' profiles: details, photo and what the doctors treating them may read.
import { defineFeature } from '../feature';
import type { Platform } from '../platform';
import { patientsPlugin } from './patient-routes';
import { PatientService } from './patient-service';

export { PATIENT_MESSAGES, findPatientByUserId } from './patient-repository';
export { PatientService } from './patient-service';

export const patientsFeature = defineFeature({
  name: 'patients',
  build: ({ database, clock, changes }: Pick<Platform, 'database' | 'clock' | 'changes'>) => ({
    patients: new PatientService({ db: database.db, clock, changes }),
  }),
  plugins: [patientsPlugin],
});
