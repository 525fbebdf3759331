import { Box, Button, Typography } from '@mui/material';
import { LinearProgress, Stack } from '@telehealth/shared-ui/mui-extras';
import { UserAvatar } from '@telehealth/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { PROFILE_IMAGE_MAX_SIZE, PROFILE_IMAGE_TYPE_NAMES, profileImageProblem } from './profile-image-file';
import { AddPhotoIcon } from '@telehealth/shared-ui/icons';

export interface ProfileImageFieldProps {
  /** Whose photo it is (initials when there is none). */
  name: string;
  /** The stored photo, if any. */
  currentUrl: string | null;
  /** The newly chosen photo, not yet uploaded. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** 0..1 while the photo uploads, else null. */
  progress: number | null;
  disabled?: boolean;
}

/** Reads a chosen file into a data URL for the preview (works without object URLs). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    setPreview(null);
    if (!file) return undefined;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview;
}

/**
 * Profile photo: the stored one or a preview of the chosen one, a file picker for images, a
 * type and size check before anything is sent, and the upload progress while saving.
 */
export function ProfileImageField({ name, currentUrl, file, onFileChange, progress, disabled = false }: ProfileImageFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(file);
  const percent = progress === null ? null : Math.round(progress * 100);

  const choose = (chosen: File | undefined) => {
    // Let the same file be chosen again after a removal or a refusal.
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const why = profileImageProblem(chosen);
    setProblem(why);
    if (!why) onFileChange(chosen);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
      <Box sx={{ position: 'relative' }}>
        <UserAvatar name={name} src={preview ?? currentUrl} size={88} />
      </Box>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0, width: '100%', alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <Typography variant="subtitle2" component="p">
          Profile photo{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            (optional)
          </Typography>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: { xs: 'center', sm: 'flex-start' } }}>
          <Button component="label" htmlFor={inputId} variant="outlined" size="small" startIcon={<AddPhotoIcon />} disabled={disabled}>
            {file || currentUrl ? 'Change photo' : 'Choose photo'}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/*"
              hidden
              disabled={disabled}
              aria-describedby={hintId}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </Button>
          {file && (
            <Button size="small" color="inherit" disabled={disabled} onClick={() => onFileChange(null)}>
              Remove new photo
            </Button>
          )}
        </Stack>
        <Typography id={hintId} variant="caption" color={problem ? 'error' : 'text.secondary'} role={problem ? 'alert' : undefined}>
          {problem ??
            (file ? `${file.name} will be uploaded when you save.` : `${PROFILE_IMAGE_TYPE_NAMES}, up to ${PROFILE_IMAGE_MAX_SIZE}.`)}
        </Typography>
        {percent !== null && (
          <Box sx={{ width: '100%', maxWidth: 320 }}>
            <LinearProgress variant="determinate" value={percent} aria-label="Photo upload progress" />
            <Typography variant="caption" color="text.secondary" aria-live="polite">
              {percent < 100 ? `Uploading photo… ${percent}%` : 'Photo uploaded'}
            </Typography>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
