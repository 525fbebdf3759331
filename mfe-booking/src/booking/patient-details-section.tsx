import { Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { BLOOD_GROUPS, bloodGroupLabel, GENDERS } from '@telehealth/shared-api';
import type { PatientProfileInput } from '@telehealth/shared-api';
import { patientProfileSchema } from '@telehealth/shared-api/schemas';

/** The patient profile's required fields, asked in the booking form when none exists yet. */
export interface PatientDetails {
  date_of_birth: string;
  gender: string;
  blood_group: string;
}

export type PatientDetailsErrors = Partial<Record<keyof PatientDetails, string>>;

export const EMPTY_PATIENT_DETAILS: PatientDetails = { date_of_birth: '', gender: '', blood_group: '' };

/** Checks the details with the profile's shared rules (spec §5): every message per field, or none. */
export async function validatePatientDetails(details: PatientDetails): Promise<PatientDetailsErrors> {
  try {
    await patientProfileSchema.validate(details, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { name?: string; inner?: { path?: string; message: string }[] }).inner;
    if ((error as Error).name !== 'ValidationError' || !inner) throw error;
    const errors: PatientDetailsErrors = {};
    for (const issue of inner) {
      const field = issue.path as keyof PatientDetails | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}

export function toProfileInput(details: PatientDetails): PatientProfileInput {
  return { date_of_birth: details.date_of_birth, gender: details.gender, blood_group: details.blood_group };
}

/** Today as yyyy-MM-dd in the patient's calendar (the latest birth date offered). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export interface PatientDetailsSectionProps {
  value: PatientDetails;
  errors: PatientDetailsErrors;
  disabled: boolean;
  onChange: (next: PatientDetails) => void;
}

/**
 * A first booking asks here for what the patient profile needs, so a new patient books without
 * leaving the page; the details are saved to their profile when they press Book Appointment.
 */
export function PatientDetailsSection({ value, errors, disabled, onChange }: PatientDetailsSectionProps) {
  const set = (field: keyof PatientDetails) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <Card component="section" aria-labelledby="booking-patient-title">
      <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, md: 3 } }}>
        <Box>
          <Typography id="booking-patient-title" variant="h6" component="h2">
            About you
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            This is your first booking: your doctor needs these details. They are saved to your profile when you book.
          </Typography>
        </Box>
        <TextField
          label="Date of birth"
          type="date"
          required
          fullWidth
          disabled={disabled}
          value={value.date_of_birth}
          onChange={set('date_of_birth')}
          error={!!errors.date_of_birth}
          helperText={errors.date_of_birth}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today(), min: '1900-01-01' } }}
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField
            select
            label="Gender"
            required
            fullWidth
            disabled={disabled}
            value={value.gender}
            onChange={set('gender')}
            error={!!errors.gender}
            helperText={errors.gender}
          >
            {GENDERS.map((gender) => (
              <MenuItem key={gender} value={gender}>
                {gender}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Blood group"
            required
            fullWidth
            disabled={disabled}
            value={value.blood_group}
            onChange={set('blood_group')}
            error={!!errors.blood_group}
            helperText={errors.blood_group}
          >
            {BLOOD_GROUPS.map((group) => (
              <MenuItem key={group} value={group}>
                {bloodGroupLabel(group)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </CardContent>
    </Card>
  );
}
