import { Typography } from '@mui/material';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../app/product';
import { InfoLayout } from './info-layout';

/** Terms of Service: the short, plain version users agree to when booking. */
export function TermsPage() {
  return (
    <InfoLayout title="Terms of Service">
      <Typography component="p">
        These terms govern your use of {PRODUCT_NAME}, a service that connects patients with licensed doctors for appointments, video
        consultations and prescriptions. By creating an account or booking an appointment you agree to them.
      </Typography>
      <Typography variant="h5" component="h2">
        Not for emergencies
      </Typography>
      <Typography component="p">
        {PRODUCT_NAME} is not an emergency service. If you have a medical emergency, call your local emergency number or go to the nearest
        emergency department.
      </Typography>
      <Typography variant="h5" component="h2">
        Your account
      </Typography>
      <Typography component="p">
        Keep your sign-in details private and give accurate information about yourself. Patients book for themselves; doctors must hold a
        valid licence for the services they offer and keep their profile and availability accurate.
      </Typography>
      <Typography variant="h5" component="h2">
        Appointments and payment
      </Typography>
      <Typography component="p">
        An appointment is confirmed once its payment succeeds. You can cancel a scheduled appointment from your dashboard or appointment
        list before it starts. Fees are shown before you pay.
      </Typography>
      <Typography variant="h5" component="h2">
        Medical advice
      </Typography>
      <Typography component="p">
        Medical advice comes from the doctor you consult, who is responsible for it. The AI assistant gives general information only: it
        does not diagnose or recommend treatment.
      </Typography>
      <Typography variant="h5" component="h2">
        Contact
      </Typography>
      <Typography component="p">Questions about these terms: {SUPPORT_EMAIL}.</Typography>
    </InfoLayout>
  );
}
