import { TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import { useMemo } from 'react';
import { timeZoneGroups } from './time-zones';

export type TimeZoneFieldProps = Omit<TextFieldProps, 'select' | 'children' | 'value'> & { value: string };

/**
 * Time zone picker: a native select of every zone the browser knows, grouped by region, so
 * typing a region or city jumps to it and phones show their own picker for ~400 entries.
 */
export function TimeZoneField({ value, slotProps, ...props }: TimeZoneFieldProps) {
  // The ~400 options as elements made once per value: the form re-renders on every keystroke
  // elsewhere, and React skips a subtree whose elements are the same objects.
  const options = useMemo(
    () =>
      timeZoneGroups([value]).map((group) => (
        <optgroup key={group.region} label={group.region}>
          {group.zones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </optgroup>
      )),
    [value],
  );
  return (
    <TextField {...props} select value={value} slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      {options}
    </TextField>
  );
}
