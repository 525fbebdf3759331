import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@telehealth/federation';
import { appointmentsApi, errorMessage, prescriptionsApi, PRESCRIPTION_MESSAGES } from '@telehealth/shared-api';
import type { DoctorPatient } from '@telehealth/shared-api';
import { EmptyState, ErrorCard, formatDate, toast, UserAvatar } from '@telehealth/shared-ui';
import { AddIcon } from '@telehealth/shared-ui/icons';
import { ageLabel } from '../components/patient-age';
import { prescriptionKeys, useDoctorPatients, usePatientPrescriptions } from '../hooks/prescription-queries';
import { useLivePrescriptions } from '../hooks/use-live-prescriptions';
import { useOwnDoctorProfile } from '../hooks/use-own-profile';
import { LazyPrintView } from '../print/lazy-print-view';
import { PatientList } from './patient-list';
import { PrescriptionHistory } from './prescription-history';
import { optionalNumber } from './prescription-form-values';
import type { PrescriptionFormFields } from './prescription-form-values';
import { RenewalRequestsPanel } from './renewal-requests-panel';

// formik and the form load when the doctor opens it.
const PrescriptionForm = lazy(() => import('./prescription-form'));

/** The query parameter the consultation and the appointment cards link with (spec §2 route table). */
export const APPOINTMENT_PARAM = 'appointmentId';

/** A patient as the list shows them; from the appointment when the list does not (yet) hold them. */
type SelectedPatient = Pick<DoctorPatient, '_id' | 'user_id' | 'date_of_birth' | 'profileImage'>;

interface CreatePanelProps {
  patient: SelectedPatient;
  doctorId: string;
  /** The appointment the prescription is written from (`?appointmentId=`), when it is this patient's. */
  appointment: { id: string; label: string } | null;
  openAtStart: boolean;
}

function CreatePanel({ patient, doctorId, appointment, openAtStart }: CreatePanelProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(openAtStart);
  const [error, setError] = useState<string | null>(null);

  const create = async (values: PrescriptionFormFields) => {
    setError(null);
    try {
      await prescriptionsApi.create({
        doctorId,
        patientId: patient._id,
        appointmentId: appointment?.id,
        medication: values.medication.trim(),
        dosage: values.dosage.trim(),
        instructions: values.instructions.trim(),
        quantity: optionalNumber(values.quantity) ?? undefined,
        refills: optionalNumber(values.refills) ?? undefined,
      });
      toast.success(PRESCRIPTION_MESSAGES.created);
      setOpen(false);
    } catch (failure) {
      const reason = errorMessage(failure);
      toast.error(reason === PRESCRIPTION_MESSAGES.doctorNotFound ? reason : PRESCRIPTION_MESSAGES.createFailed);
      setError(reason);
      throw failure;
    } finally {
      void queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <UserAvatar name={patient.user_id.name} src={patient.profileImage} size={48} />
          <Box sx={{ mr: 'auto' }}>
            <Typography id={titleId} variant="h6" component="h2">
              {patient.user_id.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[patient.user_id.email, ageLabel(patient.date_of_birth)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          {!open ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
              New Prescription
            </Button>
          ) : null}
        </Box>
        {appointment ? <Alert severity="info">{`Linked to the appointment of ${appointment.label}.`}</Alert> : null}
        {open ? (
          <Suspense fallback={<Typography color="text.secondary">Loading the form...</Typography>}>
            <PrescriptionForm
              submitLabel="Create Prescription"
              pendingLabel="Creating..."
              onSubmit={create}
              onCancel={() => {
                setOpen(false);
                setError(null);
              }}
              error={error}
            />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The doctor's 'Patient Prescriptions' (spec §2): own patients, the create form, history, renewal requests. */
export default function DoctorPrescriptionsView() {
  useLivePrescriptions();
  const [searchParams] = useSearchParams();
  const appointmentId = searchParams.get(APPOINTMENT_PARAM);
  const doctor = useOwnDoctorProfile();
  const doctorId = doctor.data?._id ?? null;
  const patients = useDoctorPatients(doctorId);
  const appointment = useQuery({
    queryKey: ['prescriptions', 'appointment', appointmentId ?? ''],
    queryFn: ({ signal }) => appointmentsApi.byId(appointmentId!, signal),
    enabled: !!appointmentId && !!doctorId,
    retry: false,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // `?appointmentId=` preselects that appointment's patient (until the doctor picks another).
  const appointmentPatientId = appointment.data?.patientId?._id ?? null;
  useEffect(() => {
    if (appointmentPatientId) setSelectedId((current) => current ?? appointmentPatientId);
  }, [appointmentPatientId]);

  const fromList = patients.data?.find((p) => p._id === selectedId) ?? null;
  const selected: SelectedPatient | null =
    fromList ??
    (appointment.data && selectedId === appointmentPatientId
      ? {
          _id: appointment.data.patientId._id,
          user_id: {
            _id: appointment.data.patientId.user_id?._id ?? '',
            name: appointment.data.patientId.user_id?.name ?? 'Unknown Patient',
            email: '',
          },
          date_of_birth: null,
          profileImage: appointment.data.patientId.profileImage ?? null,
        }
      : null);
  const history = usePatientPrescriptions(selected?._id);
  const linkedAppointment =
    appointment.data && selected && selected._id === appointmentPatientId
      ? { id: appointment.data._id, label: `${formatDate(appointment.data.startsAt)} at ${appointment.data.timeSlot}` }
      : null;

  if (doctor.isPending) return <Typography color="text.secondary">Loading your patients...</Typography>;
  if (doctor.isError) return <ErrorCard message={errorMessage(doctor.error)} onRetry={() => void doctor.refetch()} />;
  if (!doctor.data) {
    return (
      <EmptyState
        title={PRESCRIPTION_MESSAGES.doctorNotFound}
        description="Create your doctor profile to write prescriptions."
        action={
          <Button component={RouterLink} to={paths.profile()} variant="contained">
            Go to Profile
          </Button>
        }
      />
    );
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(280px, 4fr) minmax(0, 8fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        {patients.isError && !patients.data ? (
          <ErrorCard message="Failed to load your patients" onRetry={() => void patients.refetch()} />
        ) : patients.isPending ? (
          <Typography color="text.secondary">Loading your patients...</Typography>
        ) : (
          <PatientList patients={patients.data} selectedId={selectedId} onSelect={(p) => setSelectedId(p._id)} />
        )}
        <RenewalRequestsPanel />
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {appointment.isError ? (
          <Alert severity="warning">{`The appointment could not be loaded: ${errorMessage(appointment.error)}`}</Alert>
        ) : null}
        {selected ? (
          <>
            <CreatePanel
              key={selected._id}
              patient={selected}
              doctorId={doctor.data._id}
              appointment={linkedAppointment}
              openAtStart={!!linkedAppointment}
            />
            <PrescriptionHistory
              patientName={selected.user_id.name}
              prescriptions={history.data}
              error={history.error}
              onRetry={() => void history.refetch()}
              myDoctorId={doctor.data._id}
            />
          </>
        ) : appointmentId && appointment.isPending ? (
          <Typography color="text.secondary">Loading the appointment...</Typography>
        ) : (
          <Card>
            <CardContent>
              <EmptyState
                title="Select a patient"
                description="Choose one of your patients to write a prescription and see their history."
              />
            </CardContent>
          </Card>
        )}
      </Box>
      <LazyPrintView />
    </Box>
  );
}
