/** Messages and limits of the prescription calls and screens (spec §5 and §8 texts as-is), without yup. */
export const PRESCRIPTION_MEDICATION_MAX_LENGTH = 200;
export const PRESCRIPTION_DOSAGE_MAX_LENGTH = 200;
export const PRESCRIPTION_INSTRUCTIONS_MAX_LENGTH = 2000;
export const PRESCRIPTION_QUANTITY_MAX = 1000;
export const PRESCRIPTION_REFILLS_MAX = 12;
export const PRESCRIPTION_REASON_MAX_LENGTH = 1000;
export const RENEWAL_NOTE_MAX_LENGTH = 1000;

/** Spec §5/§8 texts first, then our own where the spec is silent. */
export const PRESCRIPTION_MESSAGES = {
  medicationRequired: 'Medication name is required',
  dosageRequired: 'Dosage is required',
  instructionsRequired: 'Instructions are required',
  doctorNotFound: 'Doctor not found',
  createFailed: 'Failed to create prescription',
  created: 'Prescription created successfully',
  loadFailed: 'Failed to load prescriptions',
  medicationTooLong: `Medication name must be at most ${PRESCRIPTION_MEDICATION_MAX_LENGTH} characters`,
  dosageTooLong: `Dosage must be at most ${PRESCRIPTION_DOSAGE_MAX_LENGTH} characters`,
  instructionsTooLong: `Instructions must be at most ${PRESCRIPTION_INSTRUCTIONS_MAX_LENGTH} characters`,
  quantityInvalid: `Quantity must be a whole number from 1 to ${PRESCRIPTION_QUANTITY_MAX}`,
  refillsInvalid: `Refills must be a whole number from 0 to ${PRESCRIPTION_REFILLS_MAX}`,
  patientRequired: 'Please choose a patient',
  idInvalid: 'Invalid id',
  nothingToChange: 'Nothing to change: send medication, dosage, instructions, quantity or refills',
  revokeReasonRequired: 'A reason is required to revoke a prescription',
  reasonTooLong: `Reason must be at most ${PRESCRIPTION_REASON_MAX_LENGTH} characters`,
  declineReasonRequired: 'A reason is required to decline a renewal request',
  noteTooLong: `Note must be at most ${RENEWAL_NOTE_MAX_LENGTH} characters`,
} as const;
