import { useMemo } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS } from 'date-fns/locale/en-US';
import { bookingWindow, isInBookingWindow, parseIsoDay, toIsoDay } from '../doctors/booking-window';

export interface BookingCalendarProps {
  /** yyyy-MM-dd, inside the booking window. */
  value: string;
  onChange: (value: string) => void;
  /** Id of the heading that names the calendar. */
  labelledBy?: string;
}

/**
 * The booking calendar (spec §5): today to BOOKING_WINDOW_DAYS ahead, every other day
 * disabled. MUI X's calendar grid is keyboard operable (arrows, Page Up/Down, Home/End).
 */
export function BookingCalendar({ value, onChange, labelledBy }: BookingCalendarProps) {
  const { first, last } = useMemo(() => bookingWindow(), []);
  // One Date per day: a new object on every render reads as a new value and sends the calendar
  // back to that value's month while the patient browses another.
  const selected = useMemo(() => parseIsoDay(value), [value]);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
      <DateCalendar
        aria-labelledby={labelledBy}
        value={selected}
        minDate={first}
        maxDate={last}
        disablePast
        views={['day']}
        onChange={(next: Date | null) => {
          if (next && !Number.isNaN(next.getTime()) && isInBookingWindow(next)) onChange(toIsoDay(next));
        }}
        sx={{ width: '100%', maxWidth: 360, mx: 0, height: 'auto' }}
      />
    </LocalizationProvider>
  );
}
