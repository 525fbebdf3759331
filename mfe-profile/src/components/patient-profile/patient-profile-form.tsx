import { Alert, MenuItem, TextField } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import { BLOOD_GROUPS, bloodGroupLabel, GENDERS, patientsApi } from '@telehealth/shared-api';
import type { PatientProfile, PatientProfileInput } from '@telehealth/shared-api';
import { patientProfileSchema } from '@telehealth/shared-api/schemas';
import { useFormik } from 'formik';
import { careProfileKeys } from '../../hooks/use-care-profile';
import { CARE_PROFILE_MESSAGES } from '../care-profile/care-profile-messages';
import { ProfileImageField } from '../care-profile/profile-image-field';
import { textFieldProps } from '../text-field-props';
import { useCareProfileSave } from '../care-profile/use-care-profile-save';

export interface PatientProfileFormValues {
  date_of_birth: string;
  gender: string;
  blood_group: string;
  address: string;
  About: string;
  emergency_contact: string;
}

export interface PatientProfileFormProps {
  formId: string;
  userId: string;
  userName: string;
  /** The stored profile to update, or null to create one. */
  profile: PatientProfile | null;
  onSubmittingChange: (submitting: boolean) => void;
  onSaved: () => void;
}

function toFormValues(profile: PatientProfile | null): PatientProfileFormValues {
  return {
    // The server may answer a full ISO timestamp; the date input takes yyyy-MM-dd.
    date_of_birth: profile?.date_of_birth ? profile.date_of_birth.slice(0, 10) : '',
    gender: profile?.gender ?? '',
    blood_group: profile?.blood_group ?? '',
    address: profile?.address ?? '',
    About: profile?.About ?? '',
    emergency_contact: profile?.emergency_contact ?? '',
  };
}

function toInput(values: PatientProfileFormValues): PatientProfileInput {
  return {
    date_of_birth: values.date_of_birth,
    gender: values.gender,
    blood_group: values.blood_group,
    address: values.address.trim(),
    About: values.About.trim(),
    emergency_contact: values.emergency_contact.trim(),
  };
}

/** Today as yyyy-MM-dd in the user's calendar (the latest selectable birth date). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Create or update the patient profile (spec §5 rules from the shared schema). A new profile
 * goes in one multipart request with the photo; an update sends the details as JSON and then
 * the photo, if a new one was chosen.
 */
export function PatientProfileForm({ formId, userId, userName, profile, onSubmittingChange, onSaved }: PatientProfileFormProps) {
  const { image, setImage, progress, serverError, save } = useCareProfileSave({
    calls: patientsApi,
    existing: profile ?? null,
    queryKey: careProfileKeys.patient(userId),
    messages: {
      created: CARE_PROFILE_MESSAGES.patientCreated,
      updated: CARE_PROFILE_MESSAGES.patientUpdated,
      failed: CARE_PROFILE_MESSAGES.patientFailed,
    },
    onSubmittingChange,
    onSaved,
  });

  const formik = useFormik<PatientProfileFormValues>({
    initialValues: toFormValues(profile),
    validationSchema: patientProfileSchema,
    onSubmit: (values) => save(toInput(values)),
  });
  const submitting = formik.isSubmitting;

  return (
    <Stack
      component="form"
      id={formId}
      noValidate
      spacing={2.5}
      onSubmit={formik.handleSubmit}
      aria-label={profile ? 'Update patient profile' : 'Create patient profile'}
    >
      <ProfileImageField
        name={userName}
        currentUrl={profile?.profileImage ?? null}
        file={image}
        onFileChange={setImage}
        progress={progress}
        disabled={submitting}
      />
      <TextField
        label="Date of birth"
        type="date"
        required
        fullWidth
        disabled={submitting}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today(), min: '1900-01-01' } }}
        {...textFieldProps(formik, 'date_of_birth')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField select label="Gender" required fullWidth disabled={submitting} {...textFieldProps(formik, 'gender')}>
          {GENDERS.map((gender) => (
            <MenuItem key={gender} value={gender}>
              {gender}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Blood group" required fullWidth disabled={submitting} {...textFieldProps(formik, 'blood_group')}>
          {BLOOD_GROUPS.map((group) => (
            <MenuItem key={group} value={group}>
              {bloodGroupLabel(group)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label="Emergency contact"
        fullWidth
        disabled={submitting}
        autoComplete="off"
        {...textFieldProps(formik, 'emergency_contact')}
        helperText={textFieldProps(formik, 'emergency_contact').helperText ?? 'Name and phone number of someone to call'}
      />
      <TextField
        label="Address"
        fullWidth
        multiline
        minRows={2}
        disabled={submitting}
        autoComplete="street-address"
        {...textFieldProps(formik, 'address')}
      />
      <TextField
        label="About"
        fullWidth
        multiline
        minRows={3}
        disabled={submitting}
        {...textFieldProps(formik, 'About')}
        helperText={textFieldProps(formik, 'About').helperText ?? 'Allergies, conditions or anything your doctor should know'}
      />
      {serverError && <Alert severity="error">{serverError}</Alert>}
    </Stack>
  );
}
