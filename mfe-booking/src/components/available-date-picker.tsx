import { useMemo } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS } from 'date-fns/locale/en-US';
import { bookingWindow, isInBookingWindow, parseIsoDay, toIsoDay } from '../doctors/booking-window';

export interface AvailableDatePickerProps {
  /** yyyy-MM-dd or null for any day. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * "Available on": spec §5, from today to 30 days ahead, other days disabled. Only a complete
 * day inside the window (or clearing the field) changes the search.
 */
export function AvailableDatePicker({ value, onChange }: AvailableDatePickerProps) {
  const { first, last } = useMemo(() => bookingWindow(), []);
  const date = parseIsoDay(value);

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
      <DatePicker
        label="Available on"
        value={date}
        minDate={first}
        maxDate={last}
        disablePast
        onChange={(next) => {
          if (next === null) onChange(null);
          else if (!Number.isNaN(next.getTime()) && isInBookingWindow(next)) onChange(toIsoDay(next));
        }}
        slotProps={{
          field: { clearable: true },
          textField: { fullWidth: true, helperText: 'Doctors with a free slot that day' },
          actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
