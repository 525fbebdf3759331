import { Box, Button, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { doctorsApi, formatCount, TIME_SLOTS } from '@telehealth/shared-api';
import type { DateAvailability, DayAvailability, SlotTime } from '@telehealth/shared-api';
import { EmptyState } from '@telehealth/shared-ui';
import { Link as RouterLink } from 'react-router-dom';
import { bookingQueryKeys, SLOTS_STALE_MS } from '../booking/booking-queries';
import { isOffered } from '../booking/slot-times';
import { addLocalDays, bookingPath, parseIsoDay, toIsoDay } from '../doctors/booking-window';
import { timeZoneName, viewerTimeZone } from '../doctors/doctor-format';
import { useIsPatient } from '../hooks/use-is-patient';
import { LoadFailure } from './load-failure';
import { ClockIcon, NoSlotsIcon } from '@telehealth/shared-ui/icons';

/** How many days ahead the Schedule tab shows, from today. */
export const SCHEDULE_DAYS = 7;

export const NO_AVAILABILITY_MESSAGE = 'No availability slots set up yet.';

export interface WeeklyScheduleProps {
  doctorId: string;
  /** The weekly template: only says whether the doctor offers any time at all. */
  availability: readonly DayAvailability[];
  /** IANA zone the slots are kept in. */
  timeZone: string;
}

/** 'Monday, 30 Nov' for a yyyy-MM-dd day. */
function dayHeading(date: string): string {
  const day = parseIsoDay(date);
  if (!day) return date;
  return `${day.toLocaleDateString('en-US', { weekday: 'long' })}, ${day.getDate()} ${day.toLocaleDateString('en-GB', { month: 'short' })}`;
}

function slotOrder(slot: SlotTime): number {
  const index = TIME_SLOTS.indexOf(slot.time);
  return index === -1 ? TIME_SLOTS.length : index;
}

/**
 * The doctor's next days as the server has them (spec §2 Schedule, issue 24): each date's slots
 * with those already booked shown taken and past or too-soon ones left out, not the weekly template, which calls every
 * offered time available even on a day that is fully booked.
 */
export function WeeklySchedule({ doctorId, availability, timeZone }: WeeklyScheduleProps) {
  const offersTimes = availability.some((day) => day.times.some((slot) => slot.status === 'available'));
  const today = new Date();
  const dates = Array.from({ length: SCHEDULE_DAYS }, (_, i) => toIsoDay(addLocalDays(today, i)));
  const days = useQueries({
    queries: dates.map((date) => ({
      // The booking page's key: a day seen here is already loaded there.
      queryKey: bookingQueryKeys.slots(doctorId, date),
      queryFn: ({ signal }: { signal?: AbortSignal }) => doctorsApi.availableSlots(doctorId, date, signal),
      enabled: offersTimes,
      staleTime: SLOTS_STALE_MS,
      retry: 1,
    })),
  });
  if (!offersTimes) return <EmptyState icon={<NoSlotsIcon />} title={NO_AVAILABILITY_MESSAGE} />;

  const viewerZone = viewerTimeZone();
  const failed = days.filter((day) => day.isError);

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
        <ClockIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
        <Typography variant="body2">
          Times are in the doctor's time zone: <strong>{timeZoneName(timeZone)}</strong> ({timeZone}).
          {viewerZone && viewerZone !== timeZone ? ` Your time zone is ${timeZoneName(viewerZone)}.` : ''}
        </Typography>
      </Box>
      {failed.length > 0 ? (
        <LoadFailure
          title="We couldn't load this doctor's free times."
          detail={failed[0].error?.message}
          onRetry={() => failed.forEach((day) => void day.refetch())}
          retrying={failed.some((day) => day.isFetching)}
        />
      ) : null}
      {dates.map((date, index) => {
        const query = days[index];
        if (query.isError) return null;
        return <ScheduleDay key={date} doctorId={doctorId} date={date} slots={query.data} loading={query.isPending} />;
      })}
    </Box>
  );
}

function ScheduleDay({
  doctorId,
  date,
  slots,
  loading,
}: {
  doctorId: string;
  date: string;
  slots: DateAvailability | null | undefined;
  loading: boolean;
}) {
  // Doctors see no booking buttons (spec §6).
  const isPatient = useIsPatient();
  // Past times and those inside the doctor's booking notice are not offered, so not shown.
  const times = (slots?.times ?? []).filter((slot) => isOffered(slot, slots?.bookableAfter)).sort((a, b) => slotOrder(a) - slotOrder(b));
  const open = times.filter((slot) => slot.status === 'available').length;
  const headingId = `schedule-${date}`;
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={loading || undefined} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {dayHeading(date)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {loading
            ? 'Loading times...'
            : open === 0
              ? 'No available times'
              : formatCount(open, { one: 'time available', other: 'times available' })}
        </Typography>
        {open > 0 && isPatient ? (
          <Button component={RouterLink} to={bookingPath(doctorId, date)} size="small" sx={{ ml: 'auto' }}>
            Book this day
          </Button>
        ) : null}
      </Box>
      {times.length > 0 ? (
        <Box
          component="ul"
          aria-label={`Times on ${dayHeading(date)}`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))' }}
        >
          {times.map((slot) => {
            const available = slot.status === 'available';
            return (
              <Box
                component="li"
                key={slot.time}
                data-status={available ? 'available' : 'unavailable'}
                sx={{
                  border: 1,
                  borderRadius: 1.5,
                  px: 1,
                  py: 0.75,
                  borderColor: available ? 'success.main' : 'divider',
                  bgcolor: available ? '#EDF7EE' : '#F5F8FA',
                  color: available ? 'text.primary' : 'text.secondary',
                }}
              >
                <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
                  {slot.time}
                </Typography>
                <Typography
                  variant="caption"
                  component="span"
                  sx={{ display: 'block', color: available ? 'success.main' : 'text.secondary', fontWeight: available ? 700 : 400 }}
                >
                  {available ? 'available' : 'taken'}
                </Typography>
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
