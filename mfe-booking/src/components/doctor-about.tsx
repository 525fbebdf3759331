import { Box, Typography } from '@mui/material';
import type { Doctor } from '@telehealth/shared-api';
import { formatExperience, formatLanguages } from '../doctors/doctor-format';

/** The About tab: the doctor's own words and their credentials. */
export function DoctorAbout({ doctor }: { doctor: Doctor }) {
  const about = doctor.about?.trim();
  const rows: Array<[string, string]> = [
    ['Specialization', doctor.specialization],
    ['Qualification', doctor.qualification?.trim() || 'Not listed'],
    ['Experience', formatExperience(doctor.experience)],
    ['Languages', formatLanguages(doctor.languages) ?? 'Not listed'],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          About
        </Typography>
        <Typography color={about ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {about || 'This doctor has not written an introduction yet.'}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
