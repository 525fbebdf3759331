import { AuthPage } from './auth-page';

/** Sign in (spec §2 "Login", texts of §8). */
export function LoginPage() {
  return <AuthPage form="login" title="Welcome back" subtitle="Sign in to manage your appointments and consultations." />;
}
