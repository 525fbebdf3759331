import { Box, Button, Card, CardContent, Paper, Tab, Tabs } from '@mui/material';
import { ApiError } from '@telehealth/shared-api';
import { EmptyState } from '@telehealth/shared-ui';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { DoctorAbout } from '../components/doctor-about';
import { DoctorHeaderCard } from '../components/doctor-header-card';
import { DoctorReviewsPanel } from '../components/doctor-reviews-panel';
import { LoadFailure } from '../components/load-failure';
import { PlaceholderBlock } from '../components/placeholder-block';
import { SimilarDoctors } from '../components/similar-doctors';
import { WeeklySchedule } from '../components/weekly-schedule';
import { doctorName } from '../doctors/doctor-format';
import { useDoctor } from '../hooks/use-doctors';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useTabParam } from '../hooks/use-tab-param';
import { ArrowBackIcon, FindDoctorIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

export const DOCTOR_NOT_FOUND = 'Doctor not found';

const TABS = [
  { value: 'about', label: 'About' },
  { value: 'schedule', label: 'Schedule' },
  { value: 'reviews', label: 'Reviews' },
] as const;
type ProfileTab = (typeof TABS)[number]['value'];

/** The search the patient came from, so Back to results keeps their filters. */
export interface FromSearchState {
  fromSearch?: string;
}

function BackToSearch() {
  const location = useLocation();
  const fromSearch = (location.state as FromSearchState | null)?.fromSearch ?? '';
  return (
    <Button
      component={RouterLink}
      to={paths.doctors(new URLSearchParams(fromSearch))}
      startIcon={<ArrowBackIcon />}
      sx={{ justifySelf: 'start' }}
    >
      Back to doctors
    </Button>
  );
}

function ProfileSkeleton() {
  return (
    <Card role="status" aria-label="Loading doctor information...">
      <CardContent sx={{ display: 'flex', gap: 3, p: 3, flexWrap: 'wrap' }}>
        <PlaceholderBlock circle width={112} height={112} />
        <Box sx={{ flex: 1, minWidth: 220, display: 'grid', gap: 1.25, alignContent: 'start' }}>
          <PlaceholderBlock width="50%" height={28} />
          <PlaceholderBlock width="30%" />
          <PlaceholderBlock width="40%" />
          <PlaceholderBlock width="70%" />
          <PlaceholderBlock width="60%" />
        </Box>
      </CardContent>
    </Card>
  );
}

/** /doctors/:id: the doctor's profile with About, Schedule and Reviews, and Similar Doctors (spec §2). */
export function DoctorProfilePage() {
  const { id } = useParams();
  const doctorQuery = useDoctor(id);
  const [tab, selectTab] = useTabParam<ProfileTab>(TABS);
  const doctor = doctorQuery.data;
  const notFound = !id || (doctorQuery.error instanceof ApiError && doctorQuery.error.status === 404);

  useDocumentTitle(doctor ? doctorName(doctor.name) : notFound ? DOCTOR_NOT_FOUND : 'Doctor profile');

  let content;
  if (notFound) {
    content = (
      <Paper variant="outlined">
        <EmptyState
          icon={<FindDoctorIcon />}
          title={DOCTOR_NOT_FOUND}
          description="This doctor's profile does not exist or is no longer listed."
          action={
            <Button component={RouterLink} to={paths.doctors()} variant="contained">
              Find a Doctor
            </Button>
          }
        />
      </Paper>
    );
  } else if (doctorQuery.isPending) {
    content = <ProfileSkeleton />;
  } else if (!doctor) {
    content = (
      <LoadFailure
        title="We couldn't load this doctor's profile."
        detail={doctorQuery.error?.message}
        onRetry={() => void doctorQuery.refetch()}
        retrying={doctorQuery.isFetching}
      />
    );
  } else {
    content = (
      <>
        <DoctorHeaderCard doctor={doctor} />
        <Paper variant="outlined">
          <Tabs
            value={tab}
            onChange={(_event, next: ProfileTab) => selectTab(next)}
            aria-label="Doctor profile sections"
            variant="fullWidth"
            selectionFollowsFocus
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((item) => (
              <Tab
                key={item.value}
                value={item.value}
                label={item.label}
                id={`doctor-tab-${item.value}`}
                aria-controls={item.value === tab ? `doctor-tabpanel-${item.value}` : undefined}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`doctor-tabpanel-${tab}`} aria-labelledby={`doctor-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
            {tab === 'about' && <DoctorAbout doctor={doctor} />}
            {tab === 'schedule' && (
              <WeeklySchedule doctorId={doctor._id} availability={doctor.available_time_slots ?? []} timeZone={doctor.timeZone} />
            )}
            {tab === 'reviews' && <DoctorReviewsPanel doctorId={doctor._id} />}
          </Box>
        </Paper>
        <SimilarDoctors doctorId={doctor._id} specialization={doctor.specialization} />
      </>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, width: '100%', maxWidth: 1120, mx: 'auto' }}>
      <BackToSearch />
      {content}
    </Box>
  );
}
