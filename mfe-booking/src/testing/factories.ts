import type { Doctor, DoctorReviews, DoctorSearchResult, DoctorSummary, Review, User } from '@telehealth/shared-api';
import { TOKEN_STORAGE_KEY, useAuthStore } from '@telehealth/shared-api';
import { useToastStore } from '@telehealth/shared-ui';

let sequence = 0;

export function doctorSummary(overrides: Partial<DoctorSummary> = {}): DoctorSummary {
  sequence += 1;
  const name = overrides.name ?? `Sarah Chen ${sequence}`;
  return {
    _id: `doctor-${sequence}`,
    user_id: { _id: `user-d${sequence}`, name, email: `doctor${sequence}@example.com` },
    name,
    specialization: 'Cardiology',
    profileImage: null,
    experience: 12,
    languages: ['English', 'Spanish'],
    fees: 750,
    qualification: 'MD, FACC',
    about: 'Cardiologist focused on prevention.',
    status: 'active',
    timeZone: 'America/New_York',
    rating: 4.8,
    reviewCount: 23,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function doctorProfile(overrides: Partial<Doctor> = {}): Doctor {
  return { ...doctorSummary(overrides), available_time_slots: [], ...overrides };
}

export function searchResult(doctors: DoctorSummary[], overrides: Partial<DoctorSearchResult> = {}): DoctorSearchResult {
  return { doctors, total: doctors.length, page: 1, limit: 12, ...overrides };
}

export function review(overrides: Partial<Review> = {}): Review {
  sequence += 1;
  return { _id: `review-${sequence}`, rating: 5, comment: 'Very thorough.', patientName: 'Jane Doe', createdAt: '2026-10-02T15:00:00.000Z', ...overrides };
}

export function reviews(list: Review[], overrides: Partial<DoctorReviews> = {}): DoctorReviews {
  const rating = list.length ? Math.round((list.reduce((t, r) => t + r.rating, 0) / list.length) * 10) / 10 : null;
  return { reviews: list, rating, reviewCount: list.length, ...overrides };
}

/** Puts a signed-in user in the one auth store, without a network call. */
export function signInAs(role: User['role'], overrides: Partial<User> = {}): User {
  const user: User = { id: 'user-1', name: role === 'doctor' ? 'Sarah Chen' : 'Alex Morgan', email: `${role}@example.com`, role, profileImage: null, phoneNumber: null, ...overrides };
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  useAuthStore.setState({ user, token: 'token-1', status: 'authenticated' });
  return user;
}

export function signOut(): void {
  localStorage.clear();
  useAuthStore.setState({ user: null, token: null, status: 'anonymous' });
  useToastStore.getState().clear();
}

/** Messages in the one toast queue. */
export function toastMessages(): string[] {
  return useToastStore.getState().toasts.map((t) => t.message);
}
