import { Box, Card, CardContent, Divider } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import type { Doctor } from '@telehealth/shared-api';
import type { RefObject } from 'react';
import { AvailabilityCard } from '../availability/availability-card';
import { TimeOffCard } from '../availability/time-off-card';
import { CARE_PROFILE_MESSAGES } from '../care-profile/care-profile-messages';
import { DetailList } from '../care-profile/detail-list';
import { ProfileViewHeader } from '../care-profile/profile-view-header';
import { formatExperience, formatFee } from './doctor-display';
import { DoctorPatientsCard } from './doctor-patients-card';
import { DoctorStatusControl } from './doctor-status-control';
import { PrescriptionsCard } from './prescriptions-card';
import { formatTimeZone } from './time-zones';

const orNotAvailable = (value: string | null | undefined) => value?.trim() || CARE_PROFILE_MESSAGES.notAvailable;

export interface DoctorProfileViewProps {
  userId: string;
  doctor: Doctor;
  onEdit: () => void;
  /** The view's heading, focusable from script (after the profile is created). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/**
 * The stored doctor profile, read-only, with the update button, the status switch, the weekly
 * availability (and its manager), and the Patients and Prescriptions cards.
 */
export function DoctorProfileView({ userId, doctor, onEdit, headingRef }: DoctorProfileViewProps) {
  return (
    <Stack spacing={3}>
      <ProfileViewHeader
        title="Doctor Profile"
        subtitle="What patients see when they find you in doctor search."
        onEdit={onEdit}
        headingRef={headingRef}
      />

      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <DoctorStatusControl userId={userId} doctor={doctor} />
          <Divider sx={{ my: 2.5 }} />
          <DetailList
            details={[
              { label: 'Specialization', value: orNotAvailable(doctor.specialization) },
              { label: 'Experience', value: formatExperience(doctor.experience) },
              { label: 'Qualification', value: orNotAvailable(doctor.qualification) },
              { label: 'Consultation fee', value: formatFee(doctor.fees, doctor.currency) },
              { label: 'Languages', value: doctor.languages.length ? doctor.languages.join(', ') : CARE_PROFILE_MESSAGES.notAvailable },
              { label: 'Time zone', value: formatTimeZone(doctor.timeZone) },
              { label: 'About', value: orNotAvailable(doctor.about), wide: true },
            ]}
          />
        </CardContent>
      </Card>

      <AvailabilityCard userId={userId} doctor={doctor} />
      <TimeOffCard doctor={doctor} />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 3 }}>
        <DoctorPatientsCard doctorId={doctor._id} />
        <PrescriptionsCard />
      </Box>
    </Stack>
  );
}
