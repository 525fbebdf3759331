/**
 * The consultation's REST calls as the page uses them, over shared-api's `consultationApi`:
 * each side reads and writes its own notes as one text.
 */
import { consultationApi } from '@telehealth/shared-api';

export interface SessionNotes {
  text: string;
  updatedAt: string | null;
}

type Side = 'doctor' | 'patient';

function ownNotes(notes: Awaited<ReturnType<typeof consultationApi.notes>>, side: Side): SessionNotes {
  return side === 'doctor'
    ? { text: notes.medicalNotes ?? '', updatedAt: notes.medicalNotesUpdatedAt }
    : { text: notes.personalNotes ?? '', updatedAt: notes.personalNotesUpdatedAt };
}

export const consultationCalls = {
  iceServers: async (appointmentId: string): Promise<RTCIceServer[]> => (await consultationApi.iceServers(appointmentId)).iceServers,
  notes: async (appointmentId: string, side: Side, signal?: AbortSignal): Promise<SessionNotes> =>
    ownNotes(await consultationApi.notes(appointmentId, signal), side),
  saveNotes: async (appointmentId: string, side: Side, text: string): Promise<SessionNotes> =>
    ownNotes(await consultationApi.saveNotes(appointmentId, text), side),
};
