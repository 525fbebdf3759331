import { Box, Card, CardContent, Typography } from '@mui/material';
import { Link } from '@telehealth/shared-ui/mui-extras';
import { UserAvatar } from '@telehealth/shared-ui';
import { Link as RouterLink } from 'react-router-dom';
import { doctorName, formatExperience } from '../doctors/doctor-format';
import { useDoctorsBySpecialization } from '../hooks/use-doctors';
import { DoctorRating } from './doctor-rating';
import { PlaceholderBlock } from './placeholder-block';
import { paths } from '@telehealth/federation';

/** How many other doctors "Similar Doctors" shows. */
export const SIMILAR_DOCTORS_SHOWN = 4;

export interface SimilarDoctorsProps {
  doctorId: string;
  specialization: string;
}

/** Other doctors of the same specialization (spec §2 "Doctor profile"). */
export function SimilarDoctors({ doctorId, specialization }: SimilarDoctorsProps) {
  const similar = useDoctorsBySpecialization(specialization);
  const others = (similar.data ?? []).filter((doctor) => doctor._id !== doctorId).slice(0, SIMILAR_DOCTORS_SHOWN);

  return (
    <Box component="section" aria-labelledby="similar-doctors-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="similar-doctors-title" variant="h6" component="h2">
        Similar Doctors
      </Typography>
      {similar.isPending ? (
        <Box role="status" aria-label="Loading similar doctors" sx={grid}>
          {[0, 1].map((i) => (
            <Card key={i} aria-hidden>
              <CardContent sx={{ display: 'flex', gap: 1.5 }}>
                <PlaceholderBlock circle width={48} height={48} />
                <Box sx={{ flex: 1, display: 'grid', gap: 1 }}>
                  <PlaceholderBlock width="70%" />
                  <PlaceholderBlock width="50%" />
                </Box>
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : similar.isError ? (
        <Typography color="text.secondary">Similar doctors could not be loaded right now.</Typography>
      ) : others.length === 0 ? (
        <Typography color="text.secondary">No other {specialization} doctors yet.</Typography>
      ) : (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', m: 0, p: 0 }}>
          {others.map((doctor) => (
            <li key={doctor._id}>
              <Card
                sx={{
                  height: '100%',
                  position: 'relative',
                  '&:hover': { borderColor: 'primary.main' },
                  '&:focus-within': { borderColor: 'primary.main' },
                }}
              >
                <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
                  <UserAvatar name={doctor.name} src={doctor.profileImage} size={48} />
                  <Box sx={{ minWidth: 0, display: 'grid', gap: 0.25 }}>
                    {/* The link covers the card, so the whole card is one target. */}
                    <Link
                      component={RouterLink}
                      to={paths.doctor(doctor._id)}
                      sx={{ fontWeight: 700, overflowWrap: 'anywhere', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
                    >
                      {doctorName(doctor.name)}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {doctor.specialization} · {formatExperience(doctor.experience)}
                    </Typography>
                    <Box>
                      <DoctorRating rating={doctor.rating} reviewCount={doctor.reviewCount} />
                    </Box>
                  </Box>
                </CardContent>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } } as const;
