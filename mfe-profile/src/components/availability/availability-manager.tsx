import { Alert, Box, Button, Chip, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import { FormControlLabel, Stack, Switch } from '@telehealth/shared-ui/mui-extras';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorsApi, errorMessage, formatCount, WEEK_DAYS } from '@telehealth/shared-api';
import type { DayAvailability, Doctor, WeekDay } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { useId, useMemo, useRef, useState } from 'react';
import { careProfileKeys, useDoctorProfile } from '../../hooks/use-care-profile';
import { CARE_PROFILE_MESSAGES } from '../care-profile/care-profile-messages';
import { formatTimeZone } from '../doctor-profile/time-zones';
import { availableCount, fullWeek, rebaseWeek, sameWeek, withSlot, withWholeDay } from './weekly-availability';

export interface AvailabilityManagerProps {
  userId: string;
  doctor: Doctor;
}

/** The editor's week, edited from `base`: the week the server had saved at `revision`. */
interface Draft {
  revision: number;
  base: DayAvailability[];
  week: DayAvailability[];
}

const isConflict = (error: unknown) => (error as { status?: unknown } | null)?.status === 409;

/** Why saving failed, as the toast and the alert show it (spec §8). */
function failureReason(error: unknown): string {
  if ((error as { status?: unknown }).status === 404) return CARE_PROFILE_MESSAGES.doctorProfileNotFound;
  return errorMessage(error, CARE_PROFILE_MESSAGES.unknownError);
}

/**
 * Weekly availability editor: a tab per day Monday to Sunday, a switch per slot (on =
 * available, off = booked), whole-day shortcuts, and Save Availability. Saving tells the
 * patients who have booked with this doctor (the server sends them new-doctor-slot).
 */
export function AvailabilityManager({ userId, doctor }: AvailabilityManagerProps) {
  const queryClient = useQueryClient();
  const baseId = useId();
  const saved = useMemo(() => fullWeek(doctor.available_time_slots), [doctor.available_time_slots]);
  const [draft, setDraft] = useState<Draft>(() => ({ revision: doctor.availabilityRevision, base: saved, week: saved }));
  // A week saved since (here, in another tab, or found on a 409) becomes the base; the
  // doctor's own unsaved edits are redone on it rather than lost or saved over it.
  if (draft.revision !== doctor.availabilityRevision) {
    setDraft({ revision: doctor.availabilityRevision, base: saved, week: rebaseWeek(draft.base, draft.week, saved) });
  }
  const { week } = draft;
  const setWeek = (change: (previous: DayAvailability[]) => DayAvailability[]) =>
    setDraft((previous) => ({ ...previous, week: change(previous.week) }));
  const [day, setDay] = useState<WeekDay>(WEEK_DAYS[0]);
  const failureToastId = useRef<number | null>(null);
  const changed = !sameWeek(week, draft.base);
  // The shared client never refetches on focus; this editor does while it holds no unsaved
  // changes, so a week saved in another tab shows when the doctor comes back to this one.
  useDoctorProfile(userId, true, { refetchOnWindowFocus: changed ? false : 'always' });

  const save = useMutation({
    mutationFn: ({ availability, revision }: { availability: DayAvailability[]; revision: number }) =>
      doctorsApi.setTimeSlots(doctor._id, availability, revision),
    onMutate: () => {
      if (failureToastId.current !== null) toast.dismiss(failureToastId.current);
      failureToastId.current = null;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(careProfileKeys.doctor(userId), updated);
      toast.success(CARE_PROFILE_MESSAGES.availabilityUpdated);
    },
    onError: (error) => {
      failureToastId.current = toast.error(CARE_PROFILE_MESSAGES.availabilityFailed(failureReason(error)));
    },
    // Also how a 409 loads the week saved elsewhere.
    onSettled: () => queryClient.invalidateQueries({ queryKey: careProfileKeys.doctor(userId) }),
  });

  const current = week.find((entry) => entry.day === day) ?? week[0];
  const available = availableCount(current);
  const tabId = (weekDay: WeekDay) => `${baseId}-tab-${weekDay}`;
  const panelId = (weekDay: WeekDay) => `${baseId}-panel-${weekDay}`;

  return (
    <Stack spacing={2} component="section" aria-labelledby={`${baseId}-title`}>
      <div>
        <Typography id={`${baseId}-title`} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          Availability manager
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Switch a slot on to offer it, off to mark it booked. Times are in your time zone,{' '}
          <strong>{formatTimeZone(doctor.timeZone)}</strong>; you can change it with Update Profile.
        </Typography>
      </div>

      <Tabs
        value={day}
        onChange={(_event, next: WeekDay) => setDay(next)}
        aria-label="Days of the week"
        variant="scrollable"
        allowScrollButtonsMobile
        selectionFollowsFocus
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {week.map((entry) => (
          <Tab
            key={entry.day}
            value={entry.day}
            id={tabId(entry.day)}
            aria-controls={panelId(entry.day)}
            label={entry.day}
            sx={{ minWidth: { xs: 88, sm: 96 } }}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={panelId(current.day)} aria-labelledby={tabId(current.day)}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 1.5 }}
        >
          <Typography variant="body2" aria-live="polite">
            {current.day}: {available} of {formatCount(current.times.length, { one: 'slot', other: 'slots' })} available
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              disabled={save.isPending || available === current.times.length}
              onClick={() => setWeek((previous) => withWholeDay(previous, current.day, 'available'))}
              aria-label={`Make every ${current.day} slot available`}
            >
              All available
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              disabled={save.isPending || available === 0}
              onClick={() => setWeek((previous) => withWholeDay(previous, current.day, 'booked'))}
              aria-label={`Mark every ${current.day} slot booked`}
            >
              All booked
            </Button>
          </Stack>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            gap: 1,
          }}
        >
          {current.times.map((slot) => {
            const isAvailable = slot.status === 'available';
            return (
              <FormControlLabel
                key={slot.time}
                disabled={save.isPending}
                sx={{
                  m: 0,
                  pr: 1,
                  border: 1,
                  borderRadius: 1,
                  borderColor: isAvailable ? 'success.light' : 'divider',
                  bgcolor: isAvailable ? 'rgba(46, 125, 50, 0.06)' : 'transparent',
                }}
                control={
                  <Switch
                    checked={isAvailable}
                    color="success"
                    onChange={(_event, on) =>
                      setWeek((previous) => withSlot(previous, current.day, slot.time, on ? 'available' : 'booked'))
                    }
                    slotProps={{ input: { 'aria-label': `${current.day} ${slot.time}` } }}
                  />
                }
                label={
                  <Stack sx={{ lineHeight: 1.2 }}>
                    <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {slot.time}
                    </Typography>
                    <Typography variant="caption" component="span" color={isAvailable ? 'success.dark' : 'text.secondary'}>
                      {isAvailable ? 'Available' : 'Booked'}
                    </Typography>
                  </Stack>
                }
              />
            );
          })}
        </Box>
      </Box>

      {save.isError && (
        <Alert severity="error">
          {failureReason(save.error)}
          <br />
          {isConflict(save.error) ? CARE_PROFILE_MESSAGES.availabilityReloaded : CARE_PROFILE_MESSAGES.permissionsHint}
        </Alert>
      )}

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        {changed && <Chip label="Unsaved changes" size="small" color="warning" variant="outlined" sx={{ alignSelf: 'center' }} />}
        <Button color="inherit" disabled={!changed || save.isPending} onClick={() => setWeek(() => draft.base)}>
          Discard changes
        </Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() => save.mutate({ availability: week, revision: draft.revision })}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {save.isPending ? 'Saving…' : 'Save Availability'}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
        When you open new times, patients who have booked with you are notified.
      </Typography>
    </Stack>
  );
}
