/**
 * yup schemas of spec §5 "Prescription form" and of the prescription calls (create, change,
 * revoke, renewal requests). The form and the server import the same schemas.
 */
import * as yup from 'yup';
import {
  PRESCRIPTION_DOSAGE_MAX_LENGTH,
  PRESCRIPTION_INSTRUCTIONS_MAX_LENGTH,
  PRESCRIPTION_MEDICATION_MAX_LENGTH,
  PRESCRIPTION_MESSAGES,
  PRESCRIPTION_QUANTITY_MAX,
  PRESCRIPTION_REASON_MAX_LENGTH,
  PRESCRIPTION_REFILLS_MAX,
  RENEWAL_NOTE_MAX_LENGTH,
} from './prescription-messages';

/** '' and null from a form field mean "not set". */
const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

const optionalWholeNumber = (message: string, min: number, max: number) =>
  yup.number().transform(emptyToUndefined).typeError(message).integer(message).min(min, message).max(max, message).optional();

const medication = yup
  .string()
  .typeError(PRESCRIPTION_MESSAGES.medicationRequired)
  .trim()
  .required(PRESCRIPTION_MESSAGES.medicationRequired)
  .max(PRESCRIPTION_MEDICATION_MAX_LENGTH, PRESCRIPTION_MESSAGES.medicationTooLong);
const dosage = yup
  .string()
  .typeError(PRESCRIPTION_MESSAGES.dosageRequired)
  .trim()
  .required(PRESCRIPTION_MESSAGES.dosageRequired)
  .max(PRESCRIPTION_DOSAGE_MAX_LENGTH, PRESCRIPTION_MESSAGES.dosageTooLong);
const instructions = yup
  .string()
  .typeError(PRESCRIPTION_MESSAGES.instructionsRequired)
  .trim()
  .required(PRESCRIPTION_MESSAGES.instructionsRequired)
  .max(PRESCRIPTION_INSTRUCTIONS_MAX_LENGTH, PRESCRIPTION_MESSAGES.instructionsTooLong);
const quantity = optionalWholeNumber(PRESCRIPTION_MESSAGES.quantityInvalid, 1, PRESCRIPTION_QUANTITY_MAX);
const refills = optionalWholeNumber(PRESCRIPTION_MESSAGES.refillsInvalid, 0, PRESCRIPTION_REFILLS_MAX);
const optionalId = yup.string().typeError(PRESCRIPTION_MESSAGES.idInvalid).trim().max(100, PRESCRIPTION_MESSAGES.idInvalid).optional();

/**
 * The create-prescription form (spec §5: medication, dosage and instructions required with the
 * spec's messages; quantity and refills optional). Empty quantity/refills fields are "not set".
 */
export const prescriptionFormSchema = yup.object({
  medication,
  dosage,
  instructions,
  quantity,
  refills,
});

/** Body of `POST /prescription/create-prescription`: the form plus whom and from which appointment. */
export const createPrescriptionSchema = prescriptionFormSchema.shape({
  doctorId: optionalId,
  patientId: optionalId.test('patient-or-appointment', PRESCRIPTION_MESSAGES.patientRequired, function (value) {
    return Boolean(value) || Boolean((this.parent as { appointmentId?: string }).appointmentId);
  }),
  appointmentId: optionalId,
});

/** Body of `PATCH /prescription/update-prescription/{id}`: any of the content fields (null clears quantity/refills). */
export const updatePrescriptionSchema = yup
  .object({
    medication: medication.optional().default(undefined),
    dosage: dosage.optional().default(undefined),
    instructions: instructions.optional().default(undefined),
    quantity: yup
      .number()
      .nullable()
      .transform((value, original) => (original === '' ? null : value))
      .typeError(PRESCRIPTION_MESSAGES.quantityInvalid)
      .integer(PRESCRIPTION_MESSAGES.quantityInvalid)
      .min(1, PRESCRIPTION_MESSAGES.quantityInvalid)
      .max(PRESCRIPTION_QUANTITY_MAX, PRESCRIPTION_MESSAGES.quantityInvalid)
      .optional(),
    refills: yup
      .number()
      .nullable()
      .transform((value, original) => (original === '' ? null : value))
      .typeError(PRESCRIPTION_MESSAGES.refillsInvalid)
      .integer(PRESCRIPTION_MESSAGES.refillsInvalid)
      .min(0, PRESCRIPTION_MESSAGES.refillsInvalid)
      .max(PRESCRIPTION_REFILLS_MAX, PRESCRIPTION_MESSAGES.refillsInvalid)
      .optional(),
  })
  .test(
    'something-to-change',
    PRESCRIPTION_MESSAGES.nothingToChange,
    (value) =>
      !!value &&
      (['medication', 'dosage', 'instructions', 'quantity', 'refills'] as const).some(
        (key) => (value as Record<string, unknown>)[key] !== undefined,
      ),
  );

/** Body of `DELETE /prescription/delete-prescription/{id}` (the revocation's reason). */
export const revokePrescriptionSchema = yup.object({
  reason: yup
    .string()
    .typeError(PRESCRIPTION_MESSAGES.revokeReasonRequired)
    .trim()
    .required(PRESCRIPTION_MESSAGES.revokeReasonRequired)
    .max(PRESCRIPTION_REASON_MAX_LENGTH, PRESCRIPTION_MESSAGES.reasonTooLong),
});

/** Body of `POST /prescription/{id}/renewal-requests` (the note is optional). */
export const renewalRequestSchema = yup.object({
  note: yup
    .string()
    .typeError(PRESCRIPTION_MESSAGES.noteTooLong)
    .trim()
    .max(RENEWAL_NOTE_MAX_LENGTH, PRESCRIPTION_MESSAGES.noteTooLong)
    .default(''),
});

/** Body of `POST /prescription/renewal-requests/{id}/decline`. */
export const declineRenewalSchema = yup.object({
  reason: yup
    .string()
    .typeError(PRESCRIPTION_MESSAGES.declineReasonRequired)
    .trim()
    .required(PRESCRIPTION_MESSAGES.declineReasonRequired)
    .max(PRESCRIPTION_REASON_MAX_LENGTH, PRESCRIPTION_MESSAGES.reasonTooLong),
});

export type PrescriptionFormValues = yup.InferType<typeof prescriptionFormSchema>;
export type CreatePrescriptionValues = yup.InferType<typeof createPrescriptionSchema>;
export type UpdatePrescriptionValues = yup.InferType<typeof updatePrescriptionSchema>;
