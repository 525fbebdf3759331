import { AppThemeProvider, Toaster } from '@telehealth/shared-ui';

/** The toasts of the sign-in and sign-up pages, loaded with the design system when first needed. */
export default function AuthToaster() {
  return (
    <AppThemeProvider>
      <Toaster />
    </AppThemeProvider>
  );
}
