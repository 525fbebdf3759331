import { Box, Typography } from '@mui/material';
import { TIME_SLOTS, WEEK_DAYS } from '@telehealth/shared-api';
import type { DayAvailability, SlotTime } from '@telehealth/shared-api';
import { EmptyState } from '@telehealth/shared-ui';
import { timeZoneName, viewerTimeZone } from '../doctors/doctor-format';
import { ClockIcon, NoSlotsIcon } from '@telehealth/shared-ui/icons';

export const NO_AVAILABILITY_MESSAGE = 'No availability slots set up yet.';

export interface WeeklyScheduleProps {
  availability: readonly DayAvailability[];
  /** IANA zone the weekly slots are kept in. */
  timeZone: string;
}

function slotOrder(slot: SlotTime): number {
  const index = TIME_SLOTS.indexOf(slot.time);
  return index === -1 ? TIME_SLOTS.length : index;
}

/** The doctor's weekly availability, per day, in the doctor's own time zone (spec §2). */
export function WeeklySchedule({ availability, timeZone }: WeeklyScheduleProps) {
  const hasAvailable = availability.some((day) => day.times.some((slot) => slot.status === 'available'));
  if (!hasAvailable) return <EmptyState icon={<NoSlotsIcon />} title={NO_AVAILABILITY_MESSAGE} />;

  const byDay = new Map(availability.map((day) => [day.day, [...day.times].sort((a, b) => slotOrder(a) - slotOrder(b))]));
  const viewerZone = viewerTimeZone();

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
        <ClockIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
        <Typography variant="body2">
          Times are in the doctor's time zone: <strong>{timeZoneName(timeZone)}</strong> ({timeZone}).
          {viewerZone && viewerZone !== timeZone ? ` Your time zone is ${timeZoneName(viewerZone)}.` : ''}
        </Typography>
      </Box>
      {WEEK_DAYS.map((day) => {
        const times = byDay.get(day) ?? [];
        const open = times.filter((slot) => slot.status === 'available').length;
        const headingId = `schedule-${day.toLowerCase()}`;
        return (
          <Box component="section" key={day} aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {day}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {open === 0 ? 'No available times' : `${open} available`}
              </Typography>
            </Box>
            {times.length > 0 ? (
              <Box
                component="ul"
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))' }}
              >
                {times.map((slot) => {
                  const available = slot.status === 'available';
                  return (
                    <Box
                      component="li"
                      key={slot.time}
                      data-status={slot.status}
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
                        {slot.status}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
