import type { LandingIconName } from './landing-icons';
import { paths } from '@telehealth/federation';

export const FEATURES: { icon: LandingIconName; title: string; text: string }[] = [
  {
    icon: 'calendar',
    title: 'Easy Appointment Booking',
    text: 'Search doctors by specialty, experience, rating and fee, see their real availability and book a time that suits you in a few clicks.',
  },
  {
    icon: 'video',
    title: 'Video Consultations',
    text: 'Meet your doctor face to face from home over a secure, private video call, with a chat beside it for links and questions.',
  },
  {
    icon: 'prescription',
    title: 'Digital Prescriptions',
    text: 'Prescriptions written during your visit land in your account, ready to view, download or print whenever you need them.',
  },
];

export const STEPS = [
  { title: 'Create Account', text: 'Sign up in a minute as a patient, or as a doctor offering consultations.' },
  { title: 'Find a Doctor', text: 'Filter by specialty, experience, rating and fee to find the right specialist.' },
  { title: 'Book Appointment', text: 'Pick a date and an open slot, choose video or in-person, and pay securely by card.' },
  { title: 'Get Care', text: 'Join your video consultation on time and receive your prescription online.' },
];

export const TESTIMONIALS = [
  {
    quote: 'I booked a dermatologist on my lunch break and had my consultation the next morning. No waiting room, no paperwork.',
    name: 'Priya Raman',
    initials: 'PR',
    role: 'Patient',
    colour: '#0369A1',
  },
  {
    quote: 'My availability, appointments and prescriptions are all in one place. I spend my time with patients, not with admin.',
    name: 'Dr. Michael Chen',
    initials: 'MC',
    role: 'Cardiologist',
    colour: '#5D4037',
  },
  {
    quote: 'Having my prescriptions on my phone made refills simple, and the video visit was as clear as being in the room.',
    name: 'Laura Gómez',
    initials: 'LG',
    role: 'Patient',
    colour: '#B45309',
  },
];

export const PLATFORM_LINKS = [
  { label: 'Find Doctors', to: paths.doctors() },
  { label: 'Book an Appointment', to: paths.bookAppointment() },
  { label: 'Prescriptions', to: paths.prescriptions() },
  { label: 'AI Assistant', to: paths.assistant() },
];

// Support pages do not exist yet: named without pretending to be links.
export const SUPPORT_ITEMS = ['Help Center', 'FAQs', 'Contact Us'];

export const LEGAL_LINKS = [
  { label: 'Terms of Service', to: paths.terms() },
  { label: 'Privacy Policy', to: paths.privacy() },
  { label: 'HIPAA Compliance', to: paths.privacy('hipaa') },
];
