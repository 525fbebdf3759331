import { lazy, Suspense } from 'react';
import { TextField } from '@mui/material';
import type { AvailableDatePickerProps } from './available-date-picker';

// The date picker (MUI X with its own copy of the MUI parts it needs, sizes in bench/README.md)
// loads beside the doctor list instead of in front of it.
const AvailableDatePicker = lazy(async () => ({ default: (await import('./available-date-picker')).AvailableDatePicker }));

/** The "Available on" picker, with a plain disabled field while its code loads. */
export function LazyDatePicker(props: AvailableDatePickerProps) {
  return (
    <Suspense
      fallback={<TextField label="Available on" value={props.value ?? ''} disabled helperText="Doctors with a free slot that day" />}
    >
      <AvailableDatePicker {...props} />
    </Suspense>
  );
}
