import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import type { Doctor } from '@telehealth/shared-api';
import { UserAvatar } from '@telehealth/shared-ui';
import { doctorName, formatDoctorFee, formatExperience, formatLanguages } from '../doctors/doctor-format';
import { BookNowButton } from './book-now-button';
import { SeeNowButton } from './see-now-button';
import { DoctorRating } from './doctor-rating';
import { DoctorTags } from './doctor-tags';
import { ExperienceIcon, FeeIcon, LanguageIcon, QualificationIcon } from '@telehealth/shared-ui/icons';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> group holds only <dt> and <dd>: the icon sits inside the <dt>, placed in the left gutter.
    <Box sx={{ position: 'relative', pl: 3.5, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'flex', position: 'absolute', left: 0, top: 2 }}>
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Photo, name, specialty, rating, experience, fee, languages, qualification, Book Now and (when available now) See now. */
export function DoctorHeaderCard({ doctor }: { doctor: Doctor }) {
  const languages = formatLanguages(doctor.languages);
  const accepting = doctor.status === 'active';
  return (
    <Card component="section" aria-labelledby="doctor-name">
      <CardContent
        sx={{
          display: 'grid',
          gap: 3,
          p: { xs: 2.5, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'auto 1fr auto' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: { xs: 'flex-start', md: 'center' } }}>
          <UserAvatar name={doctor.name} src={doctor.profileImage} size={112} />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <Box>
            <Typography
              id="doctor-name"
              variant="h4"
              component="h1"
              sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, overflowWrap: 'anywhere' }}
            >
              {doctorName(doctor.name)}
            </Typography>
            <Typography color="primary" sx={{ fontWeight: 500, fontSize: '1.05rem' }}>
              {doctor.specialization}
            </Typography>
            <Box sx={{ mt: 0.75, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <DoctorRating rating={doctor.rating} reviewCount={doctor.reviewCount} />
              {accepting ? null : <Chip size="small" label="Not accepting appointments" />}
              {accepting && doctor.availableNow ? <Chip size="small" color="success" label="Available now" /> : null}
            </Box>
          </Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Fact icon={<ExperienceIcon fontSize="small" />} label="Experience">
              {formatExperience(doctor.experience)}
            </Fact>
            <Fact icon={<FeeIcon fontSize="small" />} label="Consultation fee">
              {`${formatDoctorFee(doctor)} per session`}
            </Fact>
            <Fact icon={<LanguageIcon fontSize="small" />} label="Languages">
              {languages ?? 'Not listed'}
            </Fact>
            <Fact icon={<QualificationIcon fontSize="small" />} label="Qualification">
              {doctor.qualification?.trim() || 'Not listed'}
            </Fact>
          </Box>
          <DoctorTags />
        </Box>
        {accepting ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: { xs: 'stretch', md: 'flex-end' } }}>
            <BookNowButton doctorId={doctor._id} size="large" describedBy="doctor-name" />
            {/* Patients only, and only while the doctor is "Available now": a video visit that starts at once. */}
            <SeeNowButton doctor={doctor} describedBy="doctor-name" />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
