/**
 * The Session Notes text: loaded from the server, edited locally, saved on Save Notes. Text that
 * is not saved yet is kept in localStorage (per appointment and user), so a reload or a closed
 * tab does not lose it; a successful save clears the draft.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@telehealth/shared-api';
import { consultationCalls } from '../api/consultation-api';

export type NotesStatus = 'loading' | 'idle' | 'unsaved' | 'saving' | 'saved' | 'failed';

export function notesDraftKey(appointmentId: string, userId: string): string {
  return `telehealth.consultation.notes.${appointmentId}.${userId}`;
}

function readDraft(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeDraft(key: string, text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // Storage full or blocked: the text stays in the page only.
  }
}

export interface NotesDraft {
  text: string;
  setText: (text: string) => void;
  status: NotesStatus;
  /** Why the last save or load failed. */
  error: string | null;
  save: () => Promise<void>;
}

export function useNotesDraft(appointmentId: string, userId: string, side: 'doctor' | 'patient'): NotesDraft {
  const key = notesDraftKey(appointmentId, userId);
  const initialDraft = useRef(readDraft(key));
  const [text, setTextState] = useState(initialDraft.current ?? '');
  const [status, setStatus] = useState<NotesStatus>(initialDraft.current !== null ? 'unsaved' : 'loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    consultationCalls.notes(appointmentId, side, controller.signal).then(
      (notes) => {
        // A draft typed before a reload wins over the saved copy until it is saved.
        if (initialDraft.current !== null) return;
        setTextState(notes.text ?? '');
        setStatus('idle');
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        if (initialDraft.current === null) setStatus('idle');
        setError(errorMessage(failure));
      },
    );
    return () => controller.abort();
  }, [appointmentId, side]);

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      setStatus('unsaved');
      writeDraft(key, next);
    },
    [key],
  );

  const textRef = useRef(text);
  textRef.current = text;
  const save = useCallback(async () => {
    const saving = textRef.current;
    setStatus('saving');
    setError(null);
    try {
      await consultationCalls.saveNotes(appointmentId, side, saving);
      // Typed on while saving: that newer text is still a draft.
      if (textRef.current === saving) {
        writeDraft(key, null);
        initialDraft.current = null;
        setStatus('saved');
      } else setStatus('unsaved');
    } catch (failure) {
      setError(errorMessage(failure));
      setStatus('failed');
    }
  }, [appointmentId, key, side]);

  return { text, setText, status, error, save };
}
