/** yup schema of the consultation notes body; the notes tab and the server import the same one. */
import * as yup from 'yup';
import { CONSULTATION_MESSAGES, CONSULTATION_NOTES_MAX_LENGTH } from './consultation-rules';

/** Body of `PUT /consultation/{appointmentId}/notes`. */
export const consultationNotesSchema = yup
  .object({
    text: yup
      .string()
      .typeError(CONSULTATION_MESSAGES.notesRequired)
      .defined(CONSULTATION_MESSAGES.notesRequired)
      .max(CONSULTATION_NOTES_MAX_LENGTH, CONSULTATION_MESSAGES.notesTooLong),
  })
  .noUnknown()
  .strict();

export type ConsultationNotesValues = yup.InferType<typeof consultationNotesSchema>;
