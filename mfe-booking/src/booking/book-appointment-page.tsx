import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Paper, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, APPOINTMENT_REASON_MAX_LENGTH, patientsApi, paymentApi, useAuthStore } from '@telehealth/shared-api';
import type { CheckoutSession, CheckoutSessionRequest, Doctor, PatientProfile } from '@telehealth/shared-api';
import { APPOINTMENT_MESSAGES, bookingFormSchema } from '@telehealth/shared-api/schemas';
import { EmptyState, LoadingScreen, toast } from '@telehealth/shared-ui';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../components/load-failure';
import { tomorrowIsoDay, windowDayOrNull } from '../doctors/booking-window';
import { doctorFee, doctorName, viewerTimeZone } from '../doctors/doctor-format';
import { useDoctor } from '../hooks/use-doctors';
import { useDocumentTitle } from '../hooks/use-document-title';
import { BookingCalendar } from './booking-calendar';
import { BookingDoctorCard } from './booking-doctor-card';
import { useBookingDraft } from './booking-draft';
import { bookingQueryKeys, patientProfileQuery, useAvailableSlots, usePatientProfile } from './booking-queries';
import { BookingSummary } from './booking-summary';
import { browserLocation } from './browser-location';
import { ConsultationTypeField } from './consultation-type-field';
import { EMPTY_PATIENT_DETAILS, PatientDetailsSection, toProfileInput, validatePatientDetails } from './patient-details-section';
import type { PatientDetails, PatientDetailsErrors } from './patient-details-section';
import { isBookable, type DaySlot } from './slot-times';
import { TimeSlotPicker } from './time-slot-picker';
import { HeldSlotNotice } from '../waitlist/held-slot-notice';
import { WaitlistJoinPanel } from '../waitlist/waitlist-join-panel';
import { isLive, offerRunning, useMyWaitlist, waitlistKeys } from '../waitlist/waitlist-queries';
import { ArrowBackIcon, FindDoctorIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

export const LOADING_DOCTOR_MESSAGE = 'Loading doctor information...';
export const DOCTOR_NOT_FOUND = 'Doctor not found';
export const PATIENT_PROFILE_NOT_FOUND = 'Patient profile not found.';
export const PAYMENT_FAILED = 'Payment failed. Try again.';
export const PATIENT_DETAILS_NOT_SAVED = "We couldn't save your details. Nothing was booked or charged.";
const PAGE_TITLE = 'Book an Appointment';

/** The patient has no profile to book under (spec §5): they must create one first. */
class PatientProfileMissingError extends Error {
  constructor() {
    super(PATIENT_PROFILE_NOT_FOUND);
    this.name = 'PatientProfileMissingError';
  }
}

type Failure = { kind: 'profile' } | { kind: 'details'; message: string } | { kind: 'payment'; message: string };

/** The first booking's details could not be saved as the patient's profile. */
class PatientDetailsSaveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatientDetailsSaveError';
  }
}

/** What the checkout needs; `patientDetails` when the patient's profile is created on the way. */
interface CheckoutRequest {
  userId: string;
  request: CheckoutSessionRequest;
  patientDetails: PatientDetails | null;
}

/** Saves a first booking's details as the patient's profile; one made meanwhile (another tab) is kept. */
async function createPatientProfile(details: PatientDetails): Promise<PatientProfile | null> {
  try {
    return await patientsApi.create(toProfileInput(details));
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return null;
    throw new PatientDetailsSaveError((error as Error).message);
  }
}

function PageFrame({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 3, width: '100%', maxWidth: 1200, mx: 'auto' }}>{children}</Box>;
}

function Notice({ title, description, action }: { title: string; description: string; action: { label: string; to: string } }) {
  return (
    <Paper variant="outlined">
      <EmptyState
        icon={<FindDoctorIcon />}
        title={title}
        description={description}
        action={
          <Button component={RouterLink} to={action.to} variant="contained">
            {action.label}
          </Button>
        }
      />
    </Paper>
  );
}

/** /book-appointment/:doctorId?date=yyyy-MM-dd (spec §2 "Book an appointment"). */
export function BookAppointmentPage() {
  const { doctorId } = useParams();
  const role = useAuthStore((state) => state.user?.role);
  useDocumentTitle(PAGE_TITLE);

  // Spec §6: doctors see no booking.
  if (role && role !== 'patient') {
    return (
      <PageFrame>
        <Notice
          title="Booking is for patients"
          description="You are signed in as a doctor. Only patients can book and pay for appointments; your own appointments are on your dashboard."
          action={{ label: 'Go to Dashboard', to: paths.dashboard() }}
        />
      </PageFrame>
    );
  }
  if (!doctorId) {
    return (
      <PageFrame>
        <Notice
          title="Choose a doctor to book"
          description="Find a doctor first, then pick a day and a time that suit you."
          action={{ label: 'Find a Doctor', to: paths.doctors() }}
        />
      </PageFrame>
    );
  }
  return <DoctorBooking key={doctorId} doctorId={doctorId} />;
}

function DoctorBooking({ doctorId }: { doctorId: string }) {
  const doctorQuery = useDoctor(doctorId);
  const doctor = doctorQuery.data;
  const notFound = doctorQuery.error instanceof ApiError && doctorQuery.error.status === 404;
  useDocumentTitle(doctor ? `Book ${doctorName(doctor.name)}` : notFound ? DOCTOR_NOT_FOUND : null);

  let content;
  if (notFound) {
    content = (
      <Notice
        title={DOCTOR_NOT_FOUND}
        description="This doctor does not exist or is no longer listed."
        action={{ label: 'Back to doctors', to: paths.doctors() }}
      />
    );
  } else if (doctorQuery.isPending) {
    content = <LoadingScreen message={LOADING_DOCTOR_MESSAGE} minHeight={320} />;
  } else if (!doctor) {
    content = (
      <LoadFailure
        title="We couldn't load this doctor's information."
        detail={doctorQuery.error?.message}
        onRetry={() => void doctorQuery.refetch()}
        retrying={doctorQuery.isFetching}
      />
    );
  } else if (doctor.status !== 'active') {
    content = (
      <>
        <BookingDoctorCard doctor={doctor} />
        <Notice
          title="Not accepting appointments"
          description={`${doctorName(doctor.name)} is not taking new appointments at the moment.`}
          action={{ label: 'Find another doctor', to: paths.doctors() }}
        />
      </>
    );
  } else {
    content = <BookingForm doctor={doctor} />;
  }

  return (
    <PageFrame>
      <Button component={RouterLink} to={paths.doctor(doctorId)} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
        Back to doctor profile
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {PAGE_TITLE}
      </Typography>
      {content}
    </PageFrame>
  );
}

/** The date in the URL when it is a bookable day, else tomorrow (spec §2). */
function useBookingDate(): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const date = windowDayOrNull(requested) ?? tomorrowIsoDay();

  // A missing, malformed or out-of-window date is replaced in the URL, so a reload shows the
  // same day as the screen.
  useEffect(() => {
    if (requested !== date) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('date', date);
          return updated;
        },
        { replace: true },
      );
    }
  }, [requested, date, setParams]);

  const setDate = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('date', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [date, setDate];
}

function BookingForm({ doctor }: { doctor: Doctor }) {
  const user = useAuthStore((state) => state.user);
  const queryClient = useQueryClient();
  const [date, setDate] = useBookingDate();
  const draft = useBookingDraft(doctor._id, date);
  const slotsQuery = useAvailableSlots(doctor._id, date);
  // Loaded ahead so Book Appointment does not wait for it, and so a patient without a profile is
  // asked for its details here, before pressing Book (issue 24).
  const profileQuery = usePatientProfile(user?.id);
  const needsProfile = profileQuery.data === null;
  const [patientDetails, setPatientDetails] = useState<PatientDetails>(EMPTY_PATIENT_DETAILS);
  const [patientErrors, setPatientErrors] = useState<PatientDetailsErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const now = new Date();
  // The waitlist: a time held for this patient on this day (its notification's link leads here), or their place in line.
  const waitlist = useMyWaitlist(user?.role === 'patient');
  const waitlistEntry = waitlist.data?.find((entry) => entry.doctorId === doctor._id && entry.date === date && isLive(entry)) ?? null;
  const offer = waitlistEntry && offerRunning(waitlistEntry, now.getTime()) ? waitlistEntry : null;
  const heldTime = offer?.offeredTime ?? null;
  const selectable = (slot: DaySlot) => isBookable(slot, now) || (slot.time === heldTime && Date.parse(slot.startsAt) > now.getTime());
  const selectedSlot = slotsQuery.data?.times.find((slot) => slot.time === draft.time && selectable(slot)) ?? null;
  const dayIsFull = !!slotsQuery.data && slotsQuery.data.times.length > 0 && !slotsQuery.data.times.some(selectable);
  const { setTime } = draft;
  // The held time is chosen for the patient when they arrive (once per offer).
  const chosenOffer = useRef<string | null>(null);
  useEffect(() => {
    if (!offer?.offeredTime || chosenOffer.current === offer.id) return;
    chosenOffer.current = offer.id;
    setTime(offer.offeredTime);
  }, [offer?.id, offer?.offeredTime, setTime]);
  const selectedTime = selectedSlot?.time ?? null;
  const slotZone = slotsQuery.data?.timeZone ?? doctor.timeZone;
  const viewerZone = viewerTimeZone();

  // Taken by the first submit until its checkout fails: the validation below awaits, so a
  // double click would otherwise start two checkouts, the second replacing the first.
  const submitLock = useRef(false);
  const checkout = useMutation<CheckoutSession, Error, CheckoutRequest>({
    mutationFn: async ({ userId, request, patientDetails: details }) => {
      if (details) {
        const created = await createPatientProfile(details);
        if (created) queryClient.setQueryData(bookingQueryKeys.patientProfile(userId), created);
        else await queryClient.invalidateQueries({ queryKey: bookingQueryKeys.patientProfile(userId) });
      }
      const profile = await queryClient.fetchQuery(patientProfileQuery(userId));
      if (!profile?._id) throw new PatientProfileMissingError();
      return paymentApi.createCheckoutSession(request);
    },
    onSuccess: (session) => {
      setRedirecting(true);
      try {
        browserLocation.assign(session.url);
      } catch (error) {
        submitLock.current = false;
        setRedirecting(false);
        setFailure({ kind: 'payment', message: (error as Error).message });
        toast.error(PAYMENT_FAILED);
      }
    },
    onError: (error) => {
      submitLock.current = false;
      if (error instanceof PatientDetailsSaveError) {
        setFailure({ kind: 'details', message: error.message });
        toast.error(PATIENT_DETAILS_NOT_SAVED);
        return;
      }
      if (error instanceof PatientProfileMissingError) {
        setFailure({ kind: 'profile' });
        toast.error(PATIENT_PROFILE_NOT_FOUND);
        return;
      }
      setFailure({ kind: 'payment', message: error.message });
      toast.error(PAYMENT_FAILED);
      // 409: the slot was taken (or held) by someone else meanwhile; show the day as it is now.
      if (error instanceof ApiError && error.status === 409) {
        draft.setTime(null);
        void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.slots(doctor._id, date) });
      }
    },
  });

  const processing = checkout.isPending || redirecting;

  const changeDate = (next: string) => {
    if (next === date) return;
    draft.setTime(null);
    setFailure(null);
    setDate(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing || submitLock.current) return;
    submitLock.current = true;
    const values = { date, time: selectedTime ?? '', consultationType: draft.consultationType, reason: draft.reason };
    const detailErrors = needsProfile ? await validatePatientDetails(patientDetails) : {};
    setPatientErrors(detailErrors);
    if (!user || !selectedTime || !(await bookingFormSchema.isValid(values)) || Object.keys(detailErrors).length > 0) {
      submitLock.current = false;
      toast.error(APPOINTMENT_MESSAGES.incomplete);
      return;
    }
    setFailure(null);
    checkout.mutate({
      userId: user.id,
      patientDetails: needsProfile ? patientDetails : null,
      request: {
        doctorId: doctor._id,
        date,
        time: selectedTime,
        consultationType: draft.consultationType,
        reason: draft.reason.trim(),
        userId: user.id,
        doctorName: doctor.name,
        price: doctorFee(doctor.fees),
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Book an appointment"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <BookingDoctorCard doctor={doctor} />

        <Card component="section" aria-labelledby="booking-when-title">
          <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, md: 3 } }}>
            <Typography id="booking-when-title" variant="h6" component="h2">
              Choose a date and time
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'auto minmax(0, 1fr)' },
                alignItems: 'start',
              }}
            >
              <Box sx={{ display: 'flex', justifyContent: { xs: 'center', sm: 'flex-start' } }}>
                <BookingCalendar value={date} onChange={changeDate} labelledBy="booking-when-title" />
              </Box>
              <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3">
                  Available times
                </Typography>
                {offer ? (
                  <HeldSlotNotice
                    key={offer.id}
                    offer={offer}
                    onEnd={() => {
                      void queryClient.invalidateQueries({ queryKey: waitlistKeys.mine });
                      void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.slots(doctor._id, date) });
                    }}
                  />
                ) : null}
                <TimeSlotPicker
                  date={date}
                  slots={slotsQuery.data}
                  loading={slotsQuery.isPending}
                  error={slotsQuery.isError ? slotsQuery.error : null}
                  onRetry={() => void slotsQuery.refetch()}
                  retrying={slotsQuery.isFetching}
                  selectedTime={selectedTime}
                  onSelect={(time) => {
                    setFailure(null);
                    draft.setTime(time);
                  }}
                  doctorTimeZone={doctor.timeZone}
                  now={now}
                  heldTime={heldTime}
                />
                {dayIsFull && user?.role === 'patient' ? (
                  <WaitlistJoinPanel
                    doctorId={doctor._id}
                    doctorName={doctor.name}
                    date={date}
                    entry={waitlistEntry}
                    loading={waitlist.isPending}
                  />
                ) : null}
              </Box>
            </Box>
          </CardContent>
        </Card>

        <Card component="section" aria-labelledby="booking-details-title">
          <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, md: 3 } }}>
            <Typography id="booking-details-title" variant="h6" component="h2">
              Consultation details
            </Typography>
            <ConsultationTypeField value={draft.consultationType} onChange={draft.setConsultationType} />
            <TextField
              label="Reason for visit"
              placeholder="Briefly describe your symptoms or the reason for this appointment"
              multiline
              minRows={3}
              value={draft.reason}
              onChange={(event) => draft.setReason(event.target.value.slice(0, APPOINTMENT_REASON_MAX_LENGTH))}
              helperText={`${draft.reason.length}/${APPOINTMENT_REASON_MAX_LENGTH}`}
              slotProps={{ htmlInput: { maxLength: APPOINTMENT_REASON_MAX_LENGTH }, formHelperText: { sx: { textAlign: 'right' } } }}
              fullWidth
            />
          </CardContent>
        </Card>

        {needsProfile ? (
          <PatientDetailsSection
            value={patientDetails}
            errors={patientErrors}
            disabled={processing}
            onChange={(next) => {
              setPatientDetails(next);
              setPatientErrors({});
              setFailure(null);
            }}
          />
        ) : null}
      </Box>

      <Box sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 88 } }}>
        {failure?.kind === 'profile' ? (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={paths.profile()} color="inherit" size="small">
                Create profile
              </Button>
            }
          >
            {`${PATIENT_PROFILE_NOT_FOUND} Create your patient profile before booking.`}
          </Alert>
        ) : null}
        {failure?.kind === 'details' ? (
          <Alert severity="error">
            {PATIENT_DETAILS_NOT_SAVED}
            {failure.message ? ` ${failure.message}` : ''}
          </Alert>
        ) : null}
        {failure?.kind === 'payment' ? (
          <Alert severity="error">
            {PAYMENT_FAILED}
            {failure.message && failure.message !== PAYMENT_FAILED ? ` ${failure.message}` : ''}
          </Alert>
        ) : null}
        <BookingSummary
          doctor={doctor}
          date={date}
          time={selectedTime}
          timeZoneLabel={viewerZone && viewerZone !== slotZone ? slotZone : null}
          consultationType={draft.consultationType}
          disabled={!selectedTime || processing}
          processing={processing}
        />
      </Box>
    </Box>
  );
}
