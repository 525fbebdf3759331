import { Alert, Box, Button, Typography } from '@mui/material';
import type { DateAvailability } from '@telehealth/shared-api';
import { LoadFailure } from '../components/load-failure';
import { PlaceholderBlock } from '../components/placeholder-block';
import { timeZoneName, viewerTimeZone } from '../doctors/doctor-format';
import { isBookable, localSlotTime, offeredSlots, readsDifferentlyHere, type DaySlot } from './slot-times';
import { NoSlotsIcon } from '@telehealth/shared-ui/icons';

export const NO_SLOTS_MESSAGE = 'No available slots for the selected date. Please try another date.';

export interface TimeSlotPickerProps {
  /** yyyy-MM-dd the slots are for. */
  date: string;
  /** The slots query: null data means the doctor has no slots that day. */
  slots: DateAvailability | null | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  selectedTime: string | null;
  onSelect: (time: string) => void;
  /** The doctor's zone, used while the slots have not said theirs. */
  doctorTimeZone: string;
  now?: Date;
  /** A time the waitlist holds for this patient: shown taken to others, bookable by them. */
  heldTime?: string | null;
}

/** The time-slot buttons of one day: available ones enabled, booked ones disabled; past and too-soon ones left out. */
export function TimeSlotPicker({
  date,
  slots,
  loading,
  error,
  onRetry,
  retrying,
  selectedTime,
  onSelect,
  doctorTimeZone,
  now = new Date(),
  heldTime = null,
}: TimeSlotPickerProps) {
  const canBook = (slot: DaySlot) => isBookable(slot, now) || (slot.time === heldTime && Date.parse(slot.startsAt) > now.getTime());
  if (loading) {
    return (
      <Box
        role="status"
        aria-label="Loading available times..."
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))' }}
      >
        {Array.from({ length: 6 }, (_, i) => (
          <PlaceholderBlock key={i} height={40} />
        ))}
      </Box>
    );
  }
  if (error) {
    return <LoadFailure title="We couldn't load the available times." detail={error.message} onRetry={onRetry} retrying={retrying} />;
  }

  // Past times and those inside the doctor's booking notice are not offered at all.
  const times = offeredSlots(slots, now);
  const anyBookable = times.some(canBook);
  const timeZone = slots?.timeZone ?? doctorTimeZone;
  const viewerZone = viewerTimeZone();
  const otherZone = !!viewerZone && viewerZone !== timeZone && readsDifferentlyHere(times, date);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {otherZone && times.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {`Times are in the doctor's time zone: ${timeZoneName(timeZone)} (${timeZone}). Your local time is shown under each time.`}
        </Typography>
      ) : null}
      {anyBookable ? null : (
        <Alert severity="info" icon={<NoSlotsIcon fontSize="inherit" />}>
          {NO_SLOTS_MESSAGE}
        </Alert>
      )}
      {times.length > 0 ? (
        <Box
          role="group"
          aria-label="Available times"
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))' }}
        >
          {times.map((slot) => {
            const bookable = canBook(slot);
            const selected = bookable && slot.time === selectedTime;
            const local = otherZone ? localSlotTime(slot, date) : '';
            const state = bookable ? (slot.time === heldTime ? 'Held for you' : '') : 'Booked';
            const subtitle = state || local;
            // The name starts with the visible text, word for word (WCAG 2.5.3); what is not shown follows it.
            const visible = subtitle ? `${slot.time} ${subtitle}` : slot.time;
            const label = local ? `${visible}${state ? `, ${local}` : ''} your time` : visible;
            return (
              <Button
                key={slot.time}
                type="button"
                variant={selected ? 'contained' : 'outlined'}
                aria-pressed={selected}
                aria-label={label}
                disabled={!bookable}
                onClick={() => onSelect(slot.time)}
                sx={{ flexDirection: 'column', py: 0.75, lineHeight: 1.3, textTransform: 'none' }}
              >
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {slot.time}
                </Box>{' '}
                {/* The space keeps the two lines separate words of the name (WCAG 2.5.3); full colour keeps 4.5:1. */}
                {subtitle ? (
                  <Box component="span" sx={{ fontSize: '0.75rem' }}>
                    {subtitle}
                  </Box>
                ) : null}
              </Button>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
