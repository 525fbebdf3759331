import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { Box, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useAuthStore } from '@telehealth/shared-api';
import { EmptyState, LoadingScreen } from '@telehealth/shared-ui';
import { AccountForm } from '../components/account-form';
import { ProfileHeader } from '../components/profile-header';
import { SecurityForm } from '../components/security-form';
import { useProfileTab } from '../hooks/use-profile-tab';
import type { ProfileTab } from '../hooks/use-profile-tab';

const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
const panelId = (tab: ProfileTab) => `profile-tabpanel-${tab}`;

/** /profile: the signed-in user's account details and password. */
export function ProfilePage() {
  const user = useAuthStore((state) => state.user);
  const authStatus = useAuthStore((state) => state.status);
  const [tab, selectTab] = useProfileTab();

  if (!user) {
    if (authStatus === 'loading') return <LoadingScreen message="Loading your profile..." />;
    // The shell's guard normally redirects first; this covers a session that just ended.
    return <EmptyState title="Please log in to view your profile." />;
  }

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 960, mx: 'auto' }}>
      <ProfileHeader user={user} />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) => selectTab(next)}
          aria-label="Profile sections"
          variant="scrollable"
          allowScrollButtonsMobile
          selectionFollowsFocus
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}
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
        </Tabs>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ p: { xs: 2, sm: 3 } }}>
          {tab === 'account' && <AccountForm user={user} />}
          {tab === 'security' && <SecurityForm email={user.email} />}
        </Box>
      </Paper>
    </Stack>
  );
}
