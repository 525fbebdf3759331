import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { bindSocketToAuth, useAuthStore } from '@telehealth/shared-api';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { LoadingScreen } from '../components/loading-screen';
import { UserAvatar } from '../components/user-avatar';
import { Toaster } from '../toast/toaster';
import { createQueryClient } from './query-client';
import { StandaloneSignIn } from './standalone-sign-in';

export interface StandaloneAppProps {
  children: ReactNode;
  /** Name of the section, shown in the bar and on the sign-in card. */
  title: string;
}

function StandaloneGate({ children, title }: StandaloneAppProps) {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);

  if (status === 'loading') return <LoadingScreen />;
  if (status !== 'authenticated' || !user) return <StandaloneSignIn title={title} />;

  return (
    <>
      <AppBar position="static">
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {title}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              (standalone)
            </Typography>
          </Typography>
          <UserAvatar name={user.name} src={user.profileImage} size={32} />
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {user.name}
          </Typography>
          <Button onClick={() => void logout()}>Log out</Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        {children}
      </Box>
    </>
  );
}

/**
 * The bootstrap a remote uses to run alone (`pnpm --filter mfe-X dev`): theme, router,
 * query client, toasts, the auth store initialised from the stored token, the socket bound
 * to the session, and a sign-in form until someone is signed in.
 */
export function StandaloneApp({ children, title }: StandaloneAppProps) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    void useAuthStore.getState().initialize();
    return bindSocketToAuth();
  }, []);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <StandaloneGate title={title}>{children}</StandaloneGate>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
