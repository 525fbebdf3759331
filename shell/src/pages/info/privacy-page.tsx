import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../app/product';
import { InfoLayout } from './info-layout';

/** Privacy Policy, with the HIPAA section the landing footer links to (#hipaa). */
export function PrivacyPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <InfoLayout title="Privacy Policy">
      <Typography component="p">
        Your health information is personal. This policy explains what {PRODUCT_NAME} collects, why, and the choices you have.
      </Typography>
      <Typography variant="h5" component="h2">
        What we collect
      </Typography>
      <Typography component="p">
        Account details (name, email, optional phone number), the profile you choose to add (for patients: date of birth, gender, blood
        group and optional notes; for doctors: specialization, qualifications, fees and availability), appointments, consultation chat and
        notes, and prescriptions.
      </Typography>
      <Typography variant="h5" component="h2">
        How we use it
      </Typography>
      <Typography component="p">
        Only to provide the service: to let you book and attend appointments, to let your doctor see what they need to treat you, and to
        keep your records available to you. We do not sell your data or use it for advertising.
      </Typography>
      <Typography variant="h5" component="h2">
        Who can see it
      </Typography>
      <Typography component="p">
        You, and the doctors you book with for the appointments you share with them. Card payments are handled by our payment provider; we
        never store your card number. Video is sent directly between you and your doctor.
      </Typography>
      <Typography variant="h5" component="h2" id="hipaa" sx={{ scrollMarginTop: 24 }}>
        HIPAA Compliance
      </Typography>
      <Typography component="p">
        We design {PRODUCT_NAME} around the safeguards of the US Health Insurance Portability and Accountability Act: access to health
        information is limited to you and your treating doctors, passwords are stored only as strong one-way hashes, and production
        deployments serve every page and call over encrypted (HTTPS) connections. A formal HIPAA compliance statement will be published here
        before the service handles protected health information in production.
      </Typography>
      <Typography variant="h5" component="h2">
        Your choices
      </Typography>
      <Typography component="p">
        You can view and update your account and profile at any time, and delete your patient profile from the Profile page. To request a
        copy or deletion of all your data, write to {SUPPORT_EMAIL}.
      </Typography>
    </InfoLayout>
  );
}
