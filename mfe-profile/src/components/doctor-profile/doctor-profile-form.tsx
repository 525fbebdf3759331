import { Alert, InputAdornment, MenuItem, TextField } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import { useQuery } from '@tanstack/react-query';
import { DOCTOR_LANGUAGES, DOCTOR_SPECIALIZATIONS, currencySymbol, doctorsApi, paymentApi } from '@telehealth/shared-api';
import type { Doctor, DoctorProfileInput } from '@telehealth/shared-api';
import { doctorProfileSchema } from '@telehealth/shared-api/schemas';
import { useFormik } from 'formik';
import { careProfileKeys } from '../../hooks/use-care-profile';
import { CARE_PROFILE_MESSAGES } from '../care-profile/care-profile-messages';
import { ProfileImageField } from '../care-profile/profile-image-field';
import { textFieldProps } from '../text-field-props';
import { TimeZoneField } from './time-zone-field';
import { browserTimeZone } from './time-zones';
import { useCareProfileSave } from '../care-profile/use-care-profile-save';

export interface DoctorProfileFormValues {
  specialization: string;
  fees: string;
  qualification: string;
  experience: string;
  about: string;
  /** One language (spec §9: a single choice), sent as a one-element `languages` list. */
  languages: string;
  timeZone: string;
}

export interface DoctorProfileFormProps {
  formId: string;
  userId: string;
  userName: string;
  /** The stored profile to update, or null to create one. */
  doctor: Doctor | null;
  onSubmittingChange: (submitting: boolean) => void;
  onSaved: () => void;
}

function toFormValues(doctor: Doctor | null): DoctorProfileFormValues {
  return {
    specialization: doctor?.specialization ?? '',
    fees: doctor?.fees === null || doctor?.fees === undefined ? '' : String(doctor.fees),
    qualification: doctor?.qualification ?? '',
    experience: doctor ? String(doctor.experience) : '',
    about: doctor?.about ?? '',
    languages: doctor?.languages.find((language) => (DOCTOR_LANGUAGES as readonly string[]).includes(language)) ?? '',
    timeZone: doctor?.timeZone || browserTimeZone(),
  };
}

function toInput(values: DoctorProfileFormValues): DoctorProfileInput {
  // The schema turns the number fields into numbers and the language into a list.
  const cast = doctorProfileSchema.cast(values);
  return {
    specialization: cast.specialization,
    fees: cast.fees,
    qualification: cast.qualification,
    experience: cast.experience,
    about: cast.about,
    languages: [...cast.languages],
    timeZone: values.timeZone,
  };
}

/**
 * Create or update the doctor profile (spec §5 rules from the shared schema). A new profile
 * goes in one multipart request with the photo; an update sends the details as JSON and then
 * the photo, if a new one was chosen.
 */
export function DoctorProfileForm({ formId, userId, userName, doctor, onSubmittingChange, onSaved }: DoctorProfileFormProps) {
  const { image, setImage, progress, serverError, save } = useCareProfileSave({
    calls: doctorsApi,
    existing: doctor ?? null,
    queryKey: careProfileKeys.doctor(userId),
    messages: {
      created: CARE_PROFILE_MESSAGES.doctorCreated,
      updated: CARE_PROFILE_MESSAGES.doctorUpdated,
      failed: CARE_PROFILE_MESSAGES.doctorFailed,
    },
    onSubmittingChange,
    onSaved,
  });

  const formik = useFormik<DoctorProfileFormValues>({
    initialValues: toFormValues(doctor),
    validationSchema: doctorProfileSchema,
    onSubmit: (values) => save(toInput(values)),
  });
  const submitting = formik.isSubmitting;
  // A stored profile names its fee's currency; a new one asks the server which it charges.
  const charged = useQuery({ queryKey: ['payment-currency'], queryFn: paymentApi.currency, enabled: !doctor, staleTime: Infinity });
  const currency = doctor?.currency ?? charged.data;
  const field = (name: keyof DoctorProfileFormValues) => textFieldProps(formik, name);
  // Spec §9's list, plus a stored specialization from outside it so an update keeps it.
  const specializations: readonly string[] =
    doctor?.specialization && !DOCTOR_SPECIALIZATIONS.includes(doctor.specialization)
      ? [...DOCTOR_SPECIALIZATIONS, doctor.specialization]
      : DOCTOR_SPECIALIZATIONS;

  return (
    <Stack
      component="form"
      id={formId}
      noValidate
      spacing={2.5}
      onSubmit={formik.handleSubmit}
      aria-label={doctor ? 'Update doctor profile' : 'Create doctor profile'}
    >
      <ProfileImageField
        name={userName}
        currentUrl={doctor?.profileImage ?? null}
        file={image}
        onFileChange={setImage}
        progress={progress}
        disabled={submitting}
      />
      <TextField select label="Specialization" required fullWidth disabled={submitting} {...field('specialization')}>
        {specializations.map((specialization) => (
          <MenuItem key={specialization} value={specialization}>
            {specialization}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Qualification"
        required
        fullWidth
        disabled={submitting}
        placeholder="e.g. MBBS, MD (Cardiology)"
        {...field('qualification')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          label="Consultation fee"
          type="number"
          required
          fullWidth
          disabled={submitting}
          slotProps={{
            input: {
              startAdornment: currency ? <InputAdornment position="start">{currencySymbol(currency)}</InputAdornment> : undefined,
            },
            htmlInput: { min: 0, step: 1, inputMode: 'decimal' },
          }}
          {...field('fees')}
        />
        <TextField
          label="Experience"
          type="number"
          required
          fullWidth
          disabled={submitting}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">years</InputAdornment> },
            htmlInput: { min: 0, max: 80, step: 1, inputMode: 'numeric' },
          }}
          {...field('experience')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          select
          label="Language"
          required
          fullWidth
          disabled={submitting}
          {...field('languages')}
          helperText={
            field('languages').helperText ??
            (doctor && doctor.languages.length > 1
              ? `You now list ${doctor.languages.join(', ')}; saving keeps the one chosen here.`
              : undefined)
          }
        >
          {DOCTOR_LANGUAGES.map((language) => (
            <MenuItem key={language} value={language}>
              {language}
            </MenuItem>
          ))}
        </TextField>
        <TimeZoneField
          label="Time zone"
          required
          fullWidth
          disabled={submitting}
          {...field('timeZone')}
          helperText={field('timeZone').helperText ?? 'Your weekly availability is in this time zone'}
        />
      </Stack>
      <TextField
        label="About"
        required
        fullWidth
        multiline
        minRows={3}
        disabled={submitting}
        {...field('about')}
        helperText={field('about').helperText ?? 'Your experience and approach, as patients see it in search'}
      />
      {serverError && <Alert severity="error">{serverError}</Alert>}
    </Stack>
  );
}
