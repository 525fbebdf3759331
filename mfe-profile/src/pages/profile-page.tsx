import { Box, Paper, Tab, Tabs } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import { useAuthStore } from '@telehealth/shared-api';
import type { User } from '@telehealth/shared-api';
import { EmptyState, LoadingScreen } from '@telehealth/shared-ui';
import { AccountForm } from '../components/account-form';
import { CareProfileTab } from '../components/care-profile/care-profile-tab';
import { SecondFactorSection } from '../components/second-factor/second-factor-section';
import { EmailSettingsTab } from '../components/email-settings/email-settings-tab';
import { ProfileHeader } from '../components/profile-header';
import { SecurityForm } from '../components/security-form';
import { useDoctorProfile, usePatientProfile } from '../hooks/use-care-profile';
import { useProfileTab } from '../hooks/use-profile-tab';
import type { ProfileTab } from '../hooks/use-profile-tab';
import {
  AssignmentIndOutlinedIcon,
  LockOutlinedIcon,
  MedicalServicesOutlinedIcon,
  NotificationsIcon,
  PersonOutlinedIcon,
} from '@telehealth/shared-ui/icons';

const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
const panelId = (tab: ProfileTab) => `profile-tabpanel-${tab}`;

/** /profile: the signed-in user's account details, password, and patient or doctor profile. */
export function ProfilePage() {
  const user = useAuthStore((state) => state.user);
  const authStatus = useAuthStore((state) => state.status);

  if (!user) {
    if (authStatus === 'loading') return <LoadingScreen message="Loading your profile..." />;
    // The shell's guard normally redirects first; this covers a session that just ended.
    return <EmptyState title="Please log in to view your profile." />;
  }
  return <SignedInProfile user={user} />;
}

function SignedInProfile({ user }: { user: User }) {
  const [tab, selectTab] = useProfileTab();
  const isDoctor = user.role === 'doctor';
  // The header shows the photo of the role's profile; the tab reads the same cached query.
  const patientProfile = usePatientProfile(user.id, !isDoctor);
  const doctorProfile = useDoctorProfile(user.id, isDoctor);
  const profileImage = (isDoctor ? doctorProfile.data?.profileImage : patientProfile.data?.profileImage) || user.profileImage;
  const roleTabLabel = isDoctor ? 'Doctor Profile' : 'Patient Profile';

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 960, mx: 'auto' }}>
      <ProfileHeader user={user} imageUrl={profileImage} />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) => selectTab(next)}
          aria-label="Profile sections"
          variant="scrollable"
          allowScrollButtonsMobile
          selectionFollowsFocus
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            px: { xs: 0, sm: 1 },
            // Phones: the labels fit (or scroll) once the icons go.
            '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
            '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } },
          }}
        >
          <Tab
            value="account"
            label="Account"
            icon={<PersonOutlinedIcon />}
            iconPosition="start"
            id={tabId('account')}
            aria-controls={panelId('account')}
          />
          <Tab
            value="security"
            label="Security"
            icon={<LockOutlinedIcon />}
            iconPosition="start"
            id={tabId('security')}
            aria-controls={panelId('security')}
          />
          <Tab
            value="profile"
            label={roleTabLabel}
            icon={isDoctor ? <MedicalServicesOutlinedIcon /> : <AssignmentIndOutlinedIcon />}
            iconPosition="start"
            id={tabId('profile')}
            aria-controls={panelId('profile')}
          />
          <Tab
            value="notifications"
            label="Notifications"
            icon={<NotificationsIcon />}
            iconPosition="start"
            id={tabId('notifications')}
            aria-controls={panelId('notifications')}
          />
        </Tabs>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ p: { xs: 2, sm: 3 } }}>
          {tab === 'account' && <AccountForm user={user} />}
          {tab === 'security' && (
            <Stack spacing={5}>
              <SecurityForm email={user.email} />
              <SecondFactorSection />
            </Stack>
          )}
          {tab === 'profile' && <CareProfileTab user={user} />}
          {tab === 'notifications' && <EmailSettingsTab />}
        </Box>
      </Paper>
    </Stack>
  );
}
