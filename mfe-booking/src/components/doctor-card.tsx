import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import type { DoctorSummary } from '@telehealth/shared-api';
import { UserAvatar, visuallyHidden } from '@telehealth/shared-ui';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { doctorName, formatDoctorFee, formatExperience, formatLanguages } from '../doctors/doctor-format';
import { BookNowButton } from './book-now-button';
import { SeeNowButton } from './see-now-button';
import { DoctorRating } from './doctor-rating';
import { DoctorTags } from './doctor-tags';
import { ExperienceIcon, LanguageIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

export interface DoctorCardProps {
  doctor: DoctorSummary;
  /** The day the patient searched for (Book Now opens it). */
  date: string | null;
}

/** One doctor in the search results. */
export function DoctorCard({ doctor, date }: DoctorCardProps) {
  const nameId = `doctor-${doctor._id}-name`;
  // The profile's "Back to doctors" returns to these results with their filters.
  const { search } = useLocation();
  const languages = formatLanguages(doctor.languages);
  return (
    <Card component="article" aria-labelledby={nameId} sx={{ display: 'flex', height: '100%' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          p: { xs: 2, sm: 2.5 },
          width: '100%',
          '&:last-child': { pb: { xs: 2, sm: 2.5 } },
        }}
      >
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <UserAvatar name={doctor.name} src={doctor.profileImage} size={64} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={nameId} variant="h6" component="h2" sx={{ fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {doctorName(doctor.name)}
            </Typography>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 500 }}>
              {doctor.specialization}
            </Typography>
            {doctor.availableNow ? <Chip label="Available now" color="success" size="small" sx={{ mt: 0.5 }} /> : null}
            <Box sx={{ mt: 0.5 }}>
              <DoctorRating rating={doctor.rating} reviewCount={doctor.reviewCount} />
            </Box>
          </Box>
        </Box>

        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 0.5,
            color: 'text.secondary',
            '& dt': visuallyHidden,
            '& dd': { m: 0, display: 'flex', alignItems: 'center', gap: 1 },
          }}
        >
          <dt>Experience</dt>
          <dd>
            <ExperienceIcon fontSize="small" aria-hidden />
            <Typography variant="body2" component="span">
              {formatExperience(doctor.experience)}
            </Typography>
          </dd>
          {languages ? (
            <>
              <dt>Languages</dt>
              <dd>
                <LanguageIcon fontSize="small" aria-hidden />
                <Typography variant="body2" component="span">
                  {languages}
                </Typography>
              </dd>
            </>
          ) : null}
        </Box>

        <DoctorTags />

        <Box sx={{ flexGrow: 1 }} />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            flexWrap: 'wrap',
            pt: 1.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {`${formatDoctorFee(doctor)} per session`}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={paths.doctor(doctor._id)}
              state={{ fromSearch: search }}
              variant="outlined"
              aria-describedby={nameId}
            >
              View Profile
            </Button>
            <BookNowButton doctorId={doctor._id} date={date} describedBy={nameId} />
            <SeeNowButton doctor={doctor} describedBy={nameId} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
