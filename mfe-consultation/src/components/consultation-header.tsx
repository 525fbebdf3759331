import { Box, Paper, Typography } from '@mui/material';
import { formatCount } from '@telehealth/shared-api';
import type { Appointment } from '@telehealth/shared-api';
import { formatDate, UserAvatar } from '@telehealth/shared-ui';
import { CalendarIcon, ClockIcon, ExperienceIcon } from '@telehealth/shared-ui/icons';
import type { ReactNode } from 'react';

/** Spec §2 defaults. */
export const DEFAULT_REASON = 'General consultation';
export const DEFAULT_SPECIALTY = 'General Medicine';

function Fact({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 0.75, alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Box>
  );
}

/** '04:30 PM' (hh:mm a), as booked slots read. */
function clockTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = date.getHours();
  return `${pad(hours % 12 || 12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The start in the viewer's own zone when it reads differently from the booked slot (the doctor
 * is in another zone), else null: the date only when the day differs too. The appointment cards'
 * rule (mfe-booking appointment-view.ts), copied because remotes cannot import each other.
 */
export function viewerTime(appointment: Pick<Appointment, 'appointmentDate' | 'timeSlot' | 'startsAt'>): string | null {
  const start = new Date(appointment.startsAt);
  if (Number.isNaN(start.getTime()) || !appointment.timeSlot) return null;
  const date = formatDate(start);
  const time = clockTime(start);
  const sameDay = date === (formatDate(appointment.appointmentDate) || appointment.appointmentDate);
  if (sameDay && time === appointment.timeSlot) return null;
  return sameDay ? time : `${date}, ${time}`;
}

/** 'Doctor Consultation' with the patient, or 'Video Consultation' with the doctor (spec §2). */
export function ConsultationHeader({ appointment, role }: { appointment: Appointment; role: 'doctor' | 'patient' }) {
  const date = formatDate(appointment.appointmentDate) || appointment.appointmentDate;
  const local = viewerTime(appointment);
  const zone = appointment.doctorId?.timeZone;
  // The booked date and slot are in the doctor's zone: name it, and add the viewer's own time.
  const when = (
    <>
      <Fact icon={<CalendarIcon fontSize="small" />}>{date}</Fact>
      <Fact icon={<ClockIcon fontSize="small" />}>
        {appointment.timeSlot}
        {local && zone ? ` (${zone.replace(/_/g, ' ')})` : null}
      </Fact>
      {local ? <Fact>Your time: {local}</Fact> : null}
    </>
  );
  if (role === 'doctor') {
    const patient = appointment.patientId?.user_id?.name || 'Unknown Patient';
    return (
      <Paper variant="outlined" component="header" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <UserAvatar name={patient} src={appointment.patientId?.profileImage} size={56} />
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography component="h1" variant="h5">
            Doctor Consultation
          </Typography>
          <Typography variant="subtitle1">{patient}</Typography>
          <Box component="ul" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
            {when}
            <Fact>Reason: {appointment.reason?.trim() || DEFAULT_REASON}</Fact>
          </Box>
        </Box>
      </Paper>
    );
  }
  const doctor = appointment.doctorId?.user_id?.name || 'Unknown Doctor';
  const experience = appointment.doctorId?.experience ?? 0;
  return (
    <Paper variant="outlined" component="header" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <UserAvatar name={doctor} src={appointment.doctorId?.profileImage} size={56} />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="h1" variant="h5">
          Video Consultation
        </Typography>
        <Typography variant="subtitle1">Dr. {doctor}</Typography>
        <Box component="ul" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          <Fact>{appointment.doctorId?.specialization || DEFAULT_SPECIALTY}</Fact>
          {when}
          <Fact icon={<ExperienceIcon fontSize="small" />}>{formatCount(experience, { one: 'year', other: 'years' })} of experience</Fact>
        </Box>
      </Box>
    </Paper>
  );
}
