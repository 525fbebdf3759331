import { lazy, Suspense, useId } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useAuthStore } from '@telehealth/shared-api';
import { EmptyState } from '@telehealth/shared-ui';
import { useDocumentTitle } from '../hooks/use-document-title';

// Each role's view is its own chunk: a patient never downloads the doctor's form (formik, yup).
const DoctorPrescriptionsView = lazy(() => import('../doctor/doctor-prescriptions-view'));
const PatientPrescriptionsView = lazy(() => import('../patient/patient-prescriptions-view'));

/** Spec §2 headings: 'Patient Prescriptions' for doctors, 'Prescriptions' for patients. */
export const PAGE_TITLES = { doctor: 'Patient Prescriptions', patient: 'Prescriptions' } as const;

function ViewLoading() {
  return (
    <Box role="status" aria-label="Loading prescriptions..." sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

/** The /prescriptions route (spec §2 "Prescriptions"): the doctor's or the patient's view. */
export function PrescriptionsPage() {
  const titleId = useId();
  const user = useAuthStore((state) => state.user);
  const title = user?.role === 'doctor' ? PAGE_TITLES.doctor : PAGE_TITLES.patient;
  useDocumentTitle(title);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 3 }}>
      <Typography id={titleId} component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      {!user ? (
        <EmptyState title="Please sign in to see prescriptions." />
      ) : (
        <Suspense fallback={<ViewLoading />}>
          {user.role === 'doctor' ? <DoctorPrescriptionsView /> : <PatientPrescriptionsView />}
        </Suspense>
      )}
    </Box>
  );
}
