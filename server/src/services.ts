import type { AppointmentService } from './appointments/appointment-service';
import type { AuthService } from './auth/auth-service';
import type { SessionService } from './auth/sessions';
import type { ChangeFeed } from './changes/change-feed';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { DoctorService } from './doctors/doctor-service';
import type { DoctorSearch } from './doctors/search';
import type { PatientService } from './patients/patient-service';
import type { CheckoutService } from './payments/checkout-service';
import type { PaymentProvider } from './payments/payment-provider';
import type { NotificationService } from './notifications/notification-service';
import type { Realtime } from './realtime/realtime';

/** What route modules are given: the app's services, built once in buildApp. */
export interface Services {
  config: AppConfig;
  database: Database;
  clock: Clock;
  /** What this instance writes (reservations, doctors, reviews, users), for those that keep copies. */
  changes: ChangeFeed;
  sessions: SessionService;
  auth: AuthService;
  notifications: NotificationService;
  realtime: Realtime;
  doctors: DoctorService;
  doctorSearch: DoctorSearch;
  patients: PatientService;
  /** The payment provider in use: the sandbox, or Stripe when STRIPE_SECRET_KEY is set. */
  paymentProvider: PaymentProvider;
  /** Holds, checkout sessions and fulfilment (the Stripe webhook calls fulfilByProviderSession / expireByProviderSession). */
  checkout: CheckoutService;
  appointments: AppointmentService;
}
