import { Box, Chip } from '@mui/material';
import { PrescriptionIcon, VideoIcon } from '@telehealth/shared-ui/icons';

/** Every doctor consults online and prescribes (spec §2 "Doctor search"). */
export function DoctorTags() {
  return (
    <Box component="ul" aria-label="Services" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      <li>
        <Chip icon={<VideoIcon />} label="Online Consultation" size="small" variant="outlined" color="primary" />
      </li>
      <li>
        <Chip icon={<PrescriptionIcon />} label="Prescription" size="small" variant="outlined" color="primary" />
      </li>
    </Box>
  );
}
