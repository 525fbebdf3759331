import { IconTile } from '@telehealth/shared-ui';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { ALL_SPECIALTIES, BOOKING_WINDOW_DAYS } from '@telehealth/shared-api';
import { useNavigate } from 'react-router-dom';
import { bookingWindow, parseIsoDay, toIsoDay, windowDayOrNull } from '../doctors/booking-window';
import { SPECIALTY_OPTIONS } from '../doctors/search-filters';
import { FindDoctorIcon, SearchIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

/**
 * The patient dashboard's "Find a Doctor by date and specialty" (spec §2): opens the doctor
 * search with the chosen specialty and day. A native date input keeps the dashboard light;
 * the search page has the full picker.
 */
export function FindDoctorForm() {
  const navigate = useNavigate();
  const titleId = useId();
  const { first, last } = useMemo(() => bookingWindow(), []);
  const [specialty, setSpecialty] = useState<string>(ALL_SPECIALTIES);
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (specialty !== ALL_SPECIALTIES) params.set('specialization', specialty);
    if (date) {
      const day = windowDayOrNull(date);
      if (!day) {
        setDateError(parseIsoDay(date) ? `Choose a day from today to ${BOOKING_WINDOW_DAYS} days ahead.` : 'Enter a valid date.');
        return;
      }
      params.set('date', day);
    }
    navigate(paths.doctors(params));
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <IconTile>
            <FindDoctorIcon />
          </IconTile>
          <Box>
            <Typography id={titleId} variant="h6" component="h2">
              Find a Doctor
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Pick a specialty and the day you want to be seen.
            </Typography>
          </Box>
        </Box>
        <Box
          component="form"
          role="search"
          aria-labelledby={titleId}
          noValidate
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr auto' }, alignItems: 'start' }}
        >
          <TextField select label="Specialty" value={specialty} onChange={(event) => setSpecialty(event.target.value)}>
            {SPECIALTY_OPTIONS.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Date"
            type="date"
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setDateError(null);
            }}
            error={!!dateError}
            helperText={dateError ?? `Today to ${BOOKING_WINDOW_DAYS} days ahead`}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: toIsoDay(first), max: toIsoDay(last) } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SearchIcon />}
            sx={{ height: 56, gridColumn: { sm: '1 / -1', md: 'auto' } }}
          >
            Find Doctors
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
