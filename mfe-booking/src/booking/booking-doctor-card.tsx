import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Doctor } from '@telehealth/shared-api';
import { UserAvatar } from '@telehealth/shared-ui';
import { DoctorTags } from '../components/doctor-tags';
import { doctorName, formatDoctorFee, formatExperience } from '../doctors/doctor-format';

/**
 * Who the patient is booking: photo (initials when there is none or it fails to load), name,
 * specialty, experience and fee, in the currency the checkout charges (the doctor answer names it).
 */
export function BookingDoctorCard({ doctor }: { doctor: Doctor }) {
  return (
    <Card component="section" aria-labelledby="booking-doctor-name">
      <CardContent sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap', p: { xs: 2, md: 3 } }}>
        <UserAvatar name={doctor.name} src={doctor.profileImage} size={88} />
        <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0, flex: 1 }}>
          <Typography id="booking-doctor-name" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {doctorName(doctor.name)}
          </Typography>
          <Typography color="primary" sx={{ fontWeight: 500 }}>
            {doctor.specialization}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${formatExperience(doctor.experience)} · ${formatDoctorFee(doctor)} per session`}
          </Typography>
          <DoctorTags />
        </Box>
      </CardContent>
    </Card>
  );
}
