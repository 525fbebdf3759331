import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { errorMessage } from '@telehealth/shared-api';
import type { UploadOptions } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { useState } from 'react';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { syncAccountPicture } from './sync-account-picture';

/** The create / update / picture calls of one role's profile (doctorsApi or patientsApi). */
export interface CareProfileCalls<TProfile, TInput> {
  create: (input: TInput, image?: File | null, options?: UploadOptions) => Promise<TProfile>;
  update: (input: TInput) => Promise<TProfile>;
  updateImage: (image: File, options?: UploadOptions) => Promise<TProfile>;
}

export interface CareProfileSaveOptions<TProfile, TInput> {
  calls: CareProfileCalls<TProfile, TInput>;
  /** The stored profile, or null when this save creates it. */
  existing: TProfile | null;
  queryKey: QueryKey;
  messages: { created: string; updated: string; failed: string };
  onSubmittingChange: (submitting: boolean) => void;
  onSaved: () => void;
}

/**
 * Saving a patient or doctor profile: a new profile goes in one multipart request with the
 * photo; an update sends the details as JSON and then the photo, if a new one was chosen
 * (spec §7). Tracks the chosen photo, its upload progress and the server's reason on failure.
 */
export function useCareProfileSave<TProfile extends { profileImage: string | null }, TInput>(
  options: CareProfileSaveOptions<TProfile, TInput>,
) {
  const { calls, existing, queryKey, messages, onSubmittingChange, onSaved } = options;
  const queryClient = useQueryClient();
  const failureToast = useFailureToast();
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const save = async (input: TInput): Promise<void> => {
    setServerError(null);
    failureToast.dismiss();
    onSubmittingChange(true);
    const onProgress = image ? setProgress : undefined;
    let detailsSaved = false;
    try {
      let saved: TProfile;
      if (!existing) {
        saved = await calls.create(input, image, { onProgress });
      } else {
        saved = await calls.update(input);
        detailsSaved = true;
        if (image) saved = await calls.updateImage(image, { onProgress });
      }
      queryClient.setQueryData(queryKey, saved);
      syncAccountPicture(saved.profileImage);
      toast.success(existing ? messages.updated : messages.created);
      onSaved();
    } catch (error) {
      failureToast.show(messages.failed);
      const reason = errorMessage(error);
      setServerError(detailsSaved ? `Your details were saved, but the photo was not uploaded: ${reason}` : reason);
    } finally {
      setProgress(null);
      onSubmittingChange(false);
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  return { image, setImage, progress, serverError, save };
}
