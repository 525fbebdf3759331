import { AuthPage } from './auth-page';

/** Sign up (spec §2 "Register", §5 rules, §8 texts). */
export function RegisterPage() {
  return (
    <AuthPage
      form="register"
      title="Create your account"
      subtitle="Join as a patient to book care, or as a doctor to offer consultations."
    />
  );
}
