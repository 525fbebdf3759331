import { randomUUID } from 'node:crypto';
import type { BloodGroup, DoctorProfileInput, Gender } from '@telehealth/shared-api/core';
import { TIME_SLOTS, WEEK_DAYS } from '@telehealth/shared-api/core';
import { slotInstants, weekDayOf, ALL_SLOTS_MASK, effectiveWeeklySlots } from '../availability';
import type { Db } from '../db/client';
import { appointments, doctorLicences, doctors, notifications, patients, reviews, slotReservations, type UserRow } from '../db/schema';
import { appointmentMessages } from '../appointments';
import { refreshDoctorRatings } from '../reviews';
import { seedDemoPrescriptions } from './demo-prescriptions';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * The demo practice: a profile for every demo doctor (every dashboard specialty and more,
 * varied fees, experience, languages, zones and weeks), profiles for the demo patients, and
 * real reviews on completed past appointments, so that search, ratings and "New" doctors
 * look like a working product on first start.
 */

const MORNINGS = (1 << 7) - 1; // 09:00 AM – 12:00 PM
const AFTERNOONS = ALL_SLOTS_MASK & ~((1 << 9) - 1); // 01:30 PM – 05:30 PM
/** Weekly masks, Monday first. */
const WEEKDAYS_ONLY = WEEK_DAYS.map((_, day) => (day < 5 ? ALL_SLOTS_MASK : 0));
const WEEKDAY_MORNINGS = WEEK_DAYS.map((_, day) => (day < 5 ? MORNINGS : 0));
const TUE_THU_SAT_AFTERNOONS = WEEK_DAYS.map((_, day) => ([1, 3, 5].includes(day) ? AFTERNOONS : 0));
const LONG_WEEKENDS = WEEK_DAYS.map((_, day) => (day >= 4 ? ALL_SLOTS_MASK : 0));
const MON_WED_FRI = WEEK_DAYS.map((_, day) => ([0, 2, 4].includes(day) ? ALL_SLOTS_MASK & ~(1 << 6) & ~(1 << 7) : 0)); // lunch off

/** A demo doctor: the profile form's values (time zone always chosen) and its demo state. */
export interface DemoDoctorProfile extends Required<DoctorProfileInput> {
  email: string;
  /** Null: never set, the full default week. */
  weeklySlots: number[] | null;
  status?: 'active' | 'inactive';
  /** Stars of the reviews this doctor has received (none: shown as "New"). */
  reviews: number[];
}

/** Doctor accounts beyond the three printed at start (same demo password). */
export const DEMO_DIRECTORY_DOCTORS: ReadonlyArray<{ name: string; email: string }> = [
  { name: 'Arjun Mehta', email: 'arjun.mehta@demo.health' },
  { name: 'Emily Carter', email: 'emily.carter@demo.health' },
  { name: 'Kenji Watanabe', email: 'kenji.watanabe@demo.health' },
  { name: 'Fatima Al-Sayed', email: 'fatima.alsayed@demo.health' },
  { name: 'Lucas Moreau', email: 'lucas.moreau@demo.health' },
  { name: 'Grace Kim', email: 'grace.kim@demo.health' },
  { name: 'Daniel Okonkwo', email: 'daniel.okonkwo@demo.health' },
  { name: 'Sofia Rossi', email: 'sofia.rossi@demo.health' },
  { name: 'Hannah Weber', email: 'hannah.weber@demo.health' },
  { name: 'Rahul Verma', email: 'rahul.verma@demo.health' },
  { name: 'Olivia Bennett', email: 'olivia.bennett@demo.health' },
  { name: 'Mateo Fernandez', email: 'mateo.fernandez@demo.health' },
  { name: 'Aisha Rahman', email: 'aisha.rahman@demo.health' },
  { name: 'Thomas Becker', email: 'thomas.becker@demo.health' },
  { name: 'Isabella Costa', email: 'isabella.costa@demo.health' },
  { name: 'Noah Williams', email: 'noah.williams@demo.health' },
  { name: 'Priyanka Iyer', email: 'priyanka.iyer@demo.health' },
  { name: 'Chloe Dubois', email: 'chloe.dubois@demo.health' },
  { name: 'Omar Haddad', email: 'omar.haddad@demo.health' },
  { name: 'Mei Lin', email: 'mei.lin@demo.health' },
];

/** Patients who wrote the demo reviews (they can sign in too). */
export const DEMO_REVIEWER_PATIENTS: ReadonlyArray<{ name: string; email: string }> = [
  { name: 'Jordan Lee', email: 'jordan.lee@demo.health' },
  { name: 'Sam Rivera', email: 'sam.rivera@demo.health' },
  { name: 'Mia Thompson', email: 'mia.thompson@demo.health' },
];

/** A past visit the seed leaves scheduled: its doctor (no reviews yet) can still mark it completed. */
export const DEMO_HELD_VISIT = { doctor: 'kenji.watanabe@demo.health', patient: 'mia.thompson@demo.health' } as const;

export const DEMO_DOCTOR_PROFILES: readonly DemoDoctorProfile[] = [
  {
    email: 'sarah.chen@demo.health',
    specialization: 'Cardiology',
    fees: 180,
    qualification: 'MD, FACC',
    experience: 14,
    about: 'Preventive cardiologist: blood pressure, cholesterol and heart-rhythm care, with clear plans you can follow at home.',
    languages: ['English'],
    timeZone: 'America/New_York',
    weeklySlots: WEEKDAYS_ONLY,
    reviews: [5, 5, 4, 5, 5, 4],
  },
  {
    email: 'james.okafor@demo.health',
    specialization: 'General Medicine',
    fees: 60,
    qualification: 'MBBS, MRCGP',
    experience: 9,
    about: 'Family doctor for everyday illnesses, long-term conditions and check-ups. Happy to be your first point of contact.',
    languages: ['English', 'French'],
    timeZone: 'Europe/London',
    weeklySlots: null,
    reviews: [4, 5, 4],
  },
  {
    email: 'maria.garcia@demo.health',
    specialization: 'Pediatrics',
    fees: 90,
    qualification: 'MD, FAAP',
    experience: 11,
    about: 'Paediatrician for newborns to teenagers: growth, vaccinations, fevers and sleep. Parents welcome on every call.',
    languages: ['Spanish', 'English'],
    timeZone: 'Europe/Madrid',
    weeklySlots: WEEKDAY_MORNINGS,
    reviews: [5, 5, 5, 4],
  },
  {
    email: 'arjun.mehta@demo.health',
    specialization: 'Dermatology',
    fees: 55,
    qualification: 'MBBS, MD (Dermatology)',
    experience: 7,
    about: 'Acne, eczema, psoriasis and skin checks. Share clear photos before the call for the best advice.',
    languages: ['English'],
    timeZone: 'Asia/Kolkata',
    weeklySlots: null,
    reviews: [4, 4, 5],
  },
  {
    email: 'emily.carter@demo.health',
    specialization: 'Neurology',
    fees: 220,
    qualification: 'MD, PhD',
    experience: 18,
    about: 'Headache, migraine, epilepsy and memory concerns; second opinions on imaging.',
    languages: ['English'],
    timeZone: 'America/Chicago',
    weeklySlots: MON_WED_FRI,
    reviews: [5, 4],
  },
  {
    email: 'kenji.watanabe@demo.health',
    specialization: 'Orthopedics',
    fees: 170,
    qualification: 'MD, PhD',
    experience: 21,
    about: 'Joint, back and sports injuries: diagnosis, rehabilitation plans and when surgery is (and is not) needed.',
    languages: ['English'],
    timeZone: 'Asia/Tokyo',
    weeklySlots: WEEKDAYS_ONLY,
    reviews: [],
  },
  {
    email: 'fatima.alsayed@demo.health',
    specialization: 'Gynecology',
    fees: 140,
    qualification: 'MBBS, MRCOG',
    experience: 13,
    about: "Women's health at every age: cycles, contraception, pregnancy planning and menopause.",
    languages: ['English', 'French'],
    timeZone: 'Asia/Dubai',
    weeklySlots: TUE_THU_SAT_AFTERNOONS,
    reviews: [5, 5, 4, 5],
  },
  {
    email: 'lucas.moreau@demo.health',
    specialization: 'Ophthalmology',
    fees: 130,
    qualification: 'MD',
    experience: 10,
    about: 'Red or dry eyes, vision changes, and follow-up after eye surgery.',
    languages: ['French', 'English'],
    timeZone: 'Europe/Paris',
    weeklySlots: null,
    reviews: [4],
  },
  {
    email: 'grace.kim@demo.health',
    specialization: 'ENT',
    fees: 110,
    qualification: 'MD',
    experience: 6,
    about: 'Ear, nose and throat: sinus problems, hearing, tonsils and voice.',
    languages: ['English'],
    timeZone: 'America/Los_Angeles',
    weeklySlots: WEEKDAYS_ONLY,
    reviews: [],
  },
  {
    email: 'daniel.okonkwo@demo.health',
    specialization: 'Psychiatry',
    fees: 95,
    qualification: 'MBBS, FWACP',
    experience: 15,
    about: 'Anxiety, depression, sleep and ADHD; medication reviews and talking therapy plans.',
    languages: ['English'],
    timeZone: 'Africa/Lagos',
    weeklySlots: LONG_WEEKENDS,
    reviews: [5, 4, 5],
  },
  {
    email: 'sofia.rossi@demo.health',
    specialization: 'Dental',
    fees: 50,
    qualification: 'DDS',
    experience: 8,
    about: 'Tooth pain, gum problems and orthodontic questions; triage before an in-person visit.',
    languages: ['Italian', 'English'],
    timeZone: 'Europe/Rome',
    weeklySlots: WEEKDAY_MORNINGS,
    reviews: [4, 3, 4],
  },
  {
    email: 'hannah.weber@demo.health',
    specialization: 'Endocrinology',
    fees: 160,
    qualification: 'Dr. med.',
    experience: 12,
    about: 'Diabetes, thyroid and hormone disorders, with practical diet and medication guidance.',
    languages: ['German', 'English'],
    timeZone: 'Europe/Berlin',
    weeklySlots: null,
    reviews: [],
  },
  {
    email: 'rahul.verma@demo.health',
    specialization: 'Gastroenterology',
    fees: 75,
    qualification: 'MBBS, DM',
    experience: 16,
    about: 'Reflux, IBS, liver health and digestion.',
    languages: ['English'],
    timeZone: 'Asia/Kolkata',
    weeklySlots: MON_WED_FRI,
    reviews: [5],
  },
  {
    email: 'olivia.bennett@demo.health',
    specialization: 'Oncology',
    fees: 300,
    qualification: 'MD, FASCO',
    experience: 24,
    about: 'Cancer care coordination, second opinions and survivorship follow-up.',
    languages: ['English'],
    timeZone: 'America/New_York',
    weeklySlots: TUE_THU_SAT_AFTERNOONS,
    reviews: [5, 5],
  },
  {
    email: 'mateo.fernandez@demo.health',
    specialization: 'Pulmonology',
    fees: 120,
    qualification: 'MD',
    experience: 9,
    about: 'Asthma, COPD, long coughs and breathing after infections.',
    languages: ['Spanish', 'English'],
    timeZone: 'America/Sao_Paulo',
    weeklySlots: null,
    reviews: [],
  },
  {
    email: 'aisha.rahman@demo.health',
    specialization: 'General Medicine',
    fees: 45,
    qualification: 'MBBS',
    experience: 4,
    about: 'Quick help for common illnesses, prescriptions renewals and travel health.',
    languages: ['English'],
    timeZone: 'Asia/Singapore',
    weeklySlots: WEEKDAYS_ONLY,
    reviews: [4, 5],
  },
  {
    email: 'thomas.becker@demo.health',
    specialization: 'Urology',
    fees: 170,
    qualification: 'Dr. med., FEBU',
    experience: 19,
    about: "Kidney stones, prostate and bladder health, men's health.",
    languages: ['German', 'English'],
    timeZone: 'Europe/Berlin',
    weeklySlots: WEEKDAY_MORNINGS,
    reviews: [],
  },
  {
    email: 'isabella.costa@demo.health',
    specialization: 'Pediatrics',
    fees: 80,
    qualification: 'MD',
    experience: 5,
    about: 'Children and adolescent health, feeding and development questions.',
    languages: ['Spanish', 'English', 'Italian'],
    timeZone: 'Europe/Lisbon',
    weeklySlots: LONG_WEEKENDS,
    reviews: [5],
  },
  {
    email: 'noah.williams@demo.health',
    specialization: 'General Surgery',
    fees: 260,
    qualification: 'MBBS, FRACS',
    experience: 22,
    about: 'Hernias, gallbladder and pre- or post-operative consultations. Currently not taking new bookings.',
    languages: ['English'],
    timeZone: 'Australia/Sydney',
    weeklySlots: WEEKDAYS_ONLY,
    status: 'inactive',
    reviews: [4, 5],
  },
  {
    email: 'priyanka.iyer@demo.health',
    specialization: 'Radiology',
    fees: 85,
    qualification: 'MBBS, MD (Radiology)',
    experience: 10,
    about: 'Explains your X-ray, CT, MRI and ultrasound reports in plain words.',
    languages: ['English'],
    timeZone: 'Asia/Kolkata',
    weeklySlots: null,
    reviews: [],
  },
  {
    email: 'chloe.dubois@demo.health',
    specialization: 'Dermatology',
    fees: 150,
    qualification: 'MD',
    experience: 12,
    about: 'Medical and cosmetic dermatology, moles and hair loss.',
    languages: ['French', 'English'],
    timeZone: 'Europe/Paris',
    weeklySlots: TUE_THU_SAT_AFTERNOONS,
    reviews: [5, 4, 4],
  },
  {
    email: 'omar.haddad@demo.health',
    specialization: 'Cardiology',
    fees: 200,
    qualification: 'MD, FESC',
    experience: 17,
    about: 'Heart failure, palpitations and cardiac rehabilitation.',
    languages: ['English', 'French'],
    timeZone: 'Asia/Dubai',
    weeklySlots: MON_WED_FRI,
    reviews: [3, 4],
  },
  {
    email: 'mei.lin@demo.health',
    specialization: 'Psychiatry',
    fees: 130,
    qualification: 'MBBS, MMed (Psych)',
    experience: 8,
    about: 'Stress, burnout, perinatal mental health and mindfulness-based care.',
    languages: ['English'],
    timeZone: 'Asia/Singapore',
    weeklySlots: null,
    reviews: [],
  },
];

const DEMO_PATIENT_PROFILES: Record<
  string,
  { dateOfBirth: string; gender: Gender; bloodGroup: BloodGroup; address: string; about: string; emergencyContact: string }
> = {
  'alex.morgan@demo.health': {
    dateOfBirth: '1990-06-15',
    gender: 'Male',
    bloodGroup: 'O+',
    address: '221 Baker Street, Springfield',
    about: 'Seasonal allergies.',
    emergencyContact: 'Jamie Morgan, +1 555 0142',
  },
  'priya.sharma@demo.health': {
    dateOfBirth: '1985-11-02',
    gender: 'Female',
    bloodGroup: 'B+',
    address: '14 Lake View Road, Pune',
    about: 'Hypothyroidism, on levothyroxine.',
    emergencyContact: 'Ravi Sharma, +91 98765 43210',
  },
  'jordan.lee@demo.health': {
    dateOfBirth: '1978-03-22',
    gender: 'Other',
    bloodGroup: 'A-',
    address: '9 Harbour Lane, Portsmouth',
    about: '',
    emergencyContact: '',
  },
  'sam.rivera@demo.health': {
    dateOfBirth: '1995-08-09',
    gender: 'Male',
    bloodGroup: 'AB+',
    address: '',
    about: 'Type 1 diabetes.',
    emergencyContact: 'Ana Rivera',
  },
  'mia.thompson@demo.health': {
    dateOfBirth: '2001-01-30',
    gender: 'Female',
    bloodGroup: 'A+',
    address: '',
    about: '',
    emergencyContact: '',
  },
};

const REVIEW_TEXT: Record<number, string[]> = {
  5: [
    'Listened carefully and explained everything clearly.',
    'Excellent: thorough, kind and on time.',
    'Felt genuinely cared for. Highly recommend.',
  ],
  4: ['Very helpful advice, the call started a few minutes late.', 'Good consultation, clear next steps.', 'Knowledgeable and friendly.'],
  3: ['Helpful, but the appointment felt rushed.', 'OK overall; I had to ask for the follow-up plan.'],
};

/**
 * Writes the demo profiles, past appointments and reviews for the freshly created demo users
 * (`created`, from the same transaction). Dates are relative to `now`.
 */
export async function seedDemoCare(db: Db, created: UserRow[], now: Date): Promise<void> {
  const userByEmail = new Map(created.map((user) => [user.email, user]));

  const patientRows = Object.entries(DEMO_PATIENT_PROFILES)
    .filter(([email]) => userByEmail.has(email))
    .map(([email, profile]) => ({ id: randomUUID(), userId: userByEmail.get(email)!.id, ...profile }));
  if (patientRows.length > 0) await db.insert(patients).values(patientRows);

  const doctorRows = DEMO_DOCTOR_PROFILES.filter((profile) => userByEmail.has(profile.email)).map((profile) => ({
    id: randomUUID(),
    userId: userByEmail.get(profile.email)!.id,
    specialization: profile.specialization,
    fees: profile.fees,
    qualification: profile.qualification,
    experience: profile.experience,
    about: profile.about,
    languages: profile.languages,
    timeZone: profile.timeZone,
    weeklySlots: profile.weeklySlots,
    status: profile.status ?? ('active' as const),
    // The demo practice's doctors have had their licences checked.
    verification: 'verified' as const,
    reviews: profile.reviews,
  }));
  if (doctorRows.length === 0) return;
  await db.insert(doctors).values(doctorRows.map(({ reviews: _reviews, ...row }) => row));
  // Their licences as checked, so each prescription names one (marked as demo licences).
  const licenceExpiry = new Date(now.getTime() + 2 * 365 * 86_400_000).toISOString().slice(0, 10);
  await db.insert(doctorLicences).values(
    doctorRows.map((doctor, index) => ({
      doctorId: doctor.id,
      licenceNumber: `DEMO-${String(10_001 + index)}`,
      issuingAuthority: 'Demo Medical Council',
      expiresOn: licenceExpiry,
      submittedAt: now,
      decidedAt: now,
    })),
  );

  // Each review belongs to a completed appointment of its patient, at one of the doctor's slots.
  const appointmentRows: (typeof appointments.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  if (patientRows.length > 0) {
    doctorRows.forEach((doctor, doctorIndex) => {
      doctor.reviews.forEach((rating, reviewIndex) => {
        const patient = patientRows[(doctorIndex + reviewIndex) % patientRows.length]!;
        const daysAgo = 4 + doctorIndex * 3 + reviewIndex * 11;
        const date = new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
        const masks = effectiveWeeklySlots(doctor.weeklySlots);
        const mask = masks[WEEK_DAYS.indexOf(weekDayOf(date))] || masks.find((m) => m > 0) || ALL_SLOTS_MASK;
        const slot = TIME_SLOTS.findIndex((_, index) => (mask >> index) & 1);
        const startsAt = slotInstants(date, doctor.timeZone)[Math.max(0, slot)]!;
        const appointmentId = randomUUID();
        appointmentRows.push({
          id: appointmentId,
          doctorId: doctor.id,
          patientId: patient.id,
          appointmentDate: date,
          timeSlot: TIME_SLOTS[Math.max(0, slot)]!,
          startsAt,
          status: 'completed',
          reason: 'Consultation',
          roomId: randomUUID(),
        });
        const texts = REVIEW_TEXT[rating] ?? REVIEW_TEXT[4]!;
        reviewRows.push({
          doctorId: doctor.id,
          patientId: patient.id,
          appointmentId,
          rating,
          comment: texts[(doctorIndex + reviewIndex) % texts.length]!,
          createdAt: new Date(startsAt.getTime() + 2 * 3_600_000),
        });
      });
    });
  }
  if (appointmentRows.length > 0) {
    await db.insert(appointments).values(appointmentRows);
    await db.insert(reviews).values(reviewRows);
    await refreshDoctorRatings(db);
    const demoPatientIds = new Set(
      DEMO_ACCOUNTS.filter((account) => account.role === 'patient').flatMap((account) =>
        patientRows.filter((row) => row.userId === userByEmail.get(account.email)?.id).map((row) => row.id),
      ),
    );
    await seedDemoPrescriptions(db, appointmentRows, demoPatientIds);
  }

  // A few upcoming appointments between the demo accounts, so both dashboards show a working
  // practice on first start. Each holds its slot like a booked appointment does.
  const upcoming: Array<{
    patient: string;
    doctor: string;
    daysAhead: number;
    slotIndex: number;
    consultationType: (typeof appointments.$inferInsert)['consultationType'];
    reason: string;
  }> = [
    {
      patient: 'alex.morgan@demo.health',
      doctor: 'sarah.chen@demo.health',
      daysAhead: 2,
      slotIndex: 2,
      consultationType: 'Video Consultation',
      reason: 'Follow-up on blood pressure readings',
    },
    {
      patient: 'alex.morgan@demo.health',
      doctor: 'james.okafor@demo.health',
      daysAhead: 6,
      slotIndex: 4,
      consultationType: 'In-person Consultation',
      reason: 'Recurring headaches in the afternoon',
    },
    {
      patient: 'priya.sharma@demo.health',
      doctor: 'sarah.chen@demo.health',
      daysAhead: 3,
      slotIndex: 5,
      consultationType: 'Video Consultation',
      reason: 'Palpitations after exercise',
    },
  ];
  const ownedBy = <T extends { userId: string }>(rows: T[], email: string) => rows.find((row) => row.userId === userByEmail.get(email)?.id);
  const upcomingRows: (typeof appointments.$inferInsert)[] = [];
  const notificationRows: (typeof notifications.$inferInsert)[] = [];
  for (const [index, booking] of upcoming.entries()) {
    const patientId = ownedBy(patientRows, booking.patient)?.id;
    const doctor = ownedBy(doctorRows, booking.doctor);
    if (!patientId || !doctor) continue;
    const masks = effectiveWeeklySlots(doctor.weeklySlots);
    // The first day on or after `daysAhead` on which the doctor works, at one of their slots.
    for (let ahead = booking.daysAhead; ahead < booking.daysAhead + 7; ahead += 1) {
      const date = new Date(now.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
      const mask = masks[WEEK_DAYS.indexOf(weekDayOf(date))] ?? 0;
      const offered = TIME_SLOTS.map((_, index) => index).filter((index) => (mask >> index) & 1);
      if (offered.length === 0) continue;
      const slot = offered[Math.min(booking.slotIndex, offered.length - 1)]!;
      upcomingRows.push({
        id: randomUUID(),
        doctorId: doctor.id,
        patientId,
        appointmentDate: date,
        timeSlot: TIME_SLOTS[slot]!,
        startsAt: slotInstants(date, doctor.timeZone)[slot]!,
        status: 'scheduled',
        consultationType: booking.consultationType,
        reason: booking.reason,
        roomId: randomUUID(),
      });
      // What the booking told each of them, as if it was booked a few hours ago.
      const bookedAt = new Date(now.getTime() - (index + 1) * 3 * 3_600_000);
      const when = { date, time: TIME_SLOTS[slot]!, timeZone: doctor.timeZone };
      notificationRows.push(
        {
          userId: userByEmail.get(booking.doctor)!.id,
          message: appointmentMessages.createdForDoctor(userByEmail.get(booking.patient)!.name, when),
          type: 'appointment',
          createdAt: bookedAt,
        },
        {
          userId: userByEmail.get(booking.patient)!.id,
          message: appointmentMessages.createdForPatient(userByEmail.get(booking.doctor)!.name, when),
          type: 'appointment',
          isRead: true,
          createdAt: bookedAt,
        },
      );
      break;
    }
  }
  // And one visit held two or more days ago that its doctor has not marked completed yet, so that
  // Mark Complete and the review after it can be tried for real (the e2e booking journey does).
  const heldPatientId = ownedBy(patientRows, DEMO_HELD_VISIT.patient)?.id;
  const heldDoctor = ownedBy(doctorRows, DEMO_HELD_VISIT.doctor);
  if (heldPatientId && heldDoctor) {
    const masks = effectiveWeeklySlots(heldDoctor.weeklySlots);
    for (let ago = 2; ago < 9; ago += 1) {
      const date = new Date(now.getTime() - ago * 86_400_000).toISOString().slice(0, 10);
      const mask = masks[WEEK_DAYS.indexOf(weekDayOf(date))] ?? 0;
      const slot = TIME_SLOTS.findIndex((_, index) => (mask >> index) & 1);
      if (slot < 0) continue;
      upcomingRows.push({
        id: randomUUID(),
        doctorId: heldDoctor.id,
        patientId: heldPatientId,
        appointmentDate: date,
        timeSlot: TIME_SLOTS[slot]!,
        startsAt: slotInstants(date, heldDoctor.timeZone)[slot]!,
        status: 'scheduled',
        consultationType: 'Video Consultation',
        reason: 'Persistent cough for two weeks',
        roomId: randomUUID(),
      });
      break;
    }
  }
  if (notificationRows.length > 0) await db.insert(notifications).values(notificationRows);
  if (upcomingRows.length > 0) {
    await db.insert(appointments).values(upcomingRows);
    await db.insert(slotReservations).values(
      upcomingRows.map((row) => ({
        doctorId: row.doctorId,
        startsAt: row.startsAt as Date,
        kind: 'appointment' as const,
        appointmentId: row.id!,
      })),
    );
  }
}
