import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { FormControlLabel, Switch } from '@telehealth/shared-ui/mui-extras';
import { ALL_SPECIALTIES, FEE_SLIDER, pluralNoun } from '@telehealth/shared-api';
import { formatFilterAmount } from '../doctors/doctor-format';
import { EXPERIENCE_OPTIONS, RATING_OPTIONS, SPECIALTY_OPTIONS } from '../doctors/search-filters';
import type { DoctorFilters } from '../doctors/search-filters';
import type { FilterChangeOptions } from '../hooks/use-doctor-filters';
import { LazyDatePicker } from './lazy-date-picker';
import { DoctorNameField } from './doctor-name-field';
import { FeeSlider } from './fee-slider';
import { RestartIcon } from '@telehealth/shared-ui/icons';

export interface DoctorFiltersPanelProps {
  filters: DoctorFilters;
  onChange: (change: Partial<DoctorFilters>, options?: FilterChangeOptions) => void;
  onReset: () => void;
  /** ISO 4217 code of fees, once a search answer has named it. */
  currency?: string;
}

const ANY = '';

/** Specialty, name, experience, rating, fee and date filters with Reset Filters (spec §2, §5). */
export function DoctorFiltersPanel({ filters, onChange, onReset, currency }: DoctorFiltersPanelProps) {
  // A deep link may name a specialization the list does not offer: keep it selectable.
  const specialties =
    filters.specialization && !SPECIALTY_OPTIONS.includes(filters.specialization)
      ? [...SPECIALTY_OPTIONS, filters.specialization]
      : SPECIALTY_OPTIONS;

  return (
    <Box
      component="form"
      role="search"
      aria-label="Doctor filters"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <TextField
        select
        label="Specialty"
        value={filters.specialization ?? ALL_SPECIALTIES}
        onChange={(event) => onChange({ specialization: event.target.value === ALL_SPECIALTIES ? null : event.target.value })}
      >
        {specialties.map((specialty) => (
          <MenuItem key={specialty} value={specialty}>
            {specialty}
          </MenuItem>
        ))}
      </TextField>

      <DoctorNameField
        value={filters.name}
        // Refining a typed name replaces the history entry; starting or clearing one adds an entry.
        onSearch={(name) => onChange({ name }, { replace: filters.name.trim() !== '' && name.trim() !== '' })}
      />

      <TextField
        select
        label="Experience"
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={filters.experience === null ? ANY : String(filters.experience)}
        onChange={(event) => onChange({ experience: event.target.value === ANY ? null : Number(event.target.value) })}
      >
        <MenuItem value={ANY}>Any experience</MenuItem>
        {EXPERIENCE_OPTIONS.map((years) => (
          <MenuItem key={years} value={String(years)}>
            {years}+ {pluralNoun(years, { one: 'year', other: 'years' })}
          </MenuItem>
        ))}
      </TextField>

      <TextField
        select
        label="Minimum rating"
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={filters.minRating === null ? ANY : String(filters.minRating)}
        onChange={(event) => onChange({ minRating: event.target.value === ANY ? null : Number(event.target.value) })}
      >
        <MenuItem value={ANY}>Any rating</MenuItem>
        {RATING_OPTIONS.map((rating) => (
          <MenuItem key={rating} value={String(rating)}>
            {rating.toFixed(1)} stars & up
          </MenuItem>
        ))}
      </TextField>

      <FeeSlider value={filters.maxFee} currency={currency} onCommit={(maxFee) => onChange({ maxFee })} />

      <LazyDatePicker value={filters.date} onChange={(date) => onChange({ date })} />

      <FormControlLabel
        control={<Switch checked={filters.availableNow} onChange={(_event, availableNow) => onChange({ availableNow })} />}
        label="Available now"
      />

      <Box>
        <Button type="button" variant="outlined" color="inherit" startIcon={<RestartIcon />} onClick={onReset} fullWidth>
          Reset Filters
        </Button>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75, textAlign: 'center' }}>
          Clears every filter and sets the maximum fee to {formatFilterAmount(FEE_SLIDER.resetValue, currency)}.
        </Typography>
      </Box>
    </Box>
  );
}
