import { visuallyHidden } from '@telehealth/shared-ui';
import { Box, Button, Card, CardContent, Chip, Divider, Typography } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import type { Doctor } from '@telehealth/shared-api';
import { useId, useMemo, useState } from 'react';
import { formatTimeZone } from '../doctor-profile/time-zones';
import { AvailabilityManager } from './availability-manager';
import { BookingNoticeField } from './booking-notice-field';
import { availableCount, fullWeek } from './weekly-availability';
import { EventAvailableOutlinedIcon, ExpandLessIcon, ExpandMoreIcon } from '@telehealth/shared-ui/icons';

const AVAILABLE_CHIP = { color: 'success.dark', borderColor: 'success.light', bgcolor: 'rgba(46, 125, 50, 0.08)' } as const;
const BOOKED_CHIP = { color: 'text.secondary', borderColor: 'divider', textDecoration: 'line-through' } as const;

/**
 * The doctor's weekly availability: per day the times with their status, and the Manage
 * Availability toggle that shows the availability manager in place of the list.
 */
export function AvailabilityCard({ userId, doctor }: { userId: string; doctor: Doctor }) {
  const [managing, setManaging] = useState(false);
  const titleId = useId();
  const managerId = useId();
  const week = useMemo(() => fullWeek(doctor.available_time_slots), [doctor.available_time_slots]);

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 2 }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <EventAvailableOutlinedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <div>
              <Typography id={titleId} variant="h6" component="h3">
                Weekly Availability
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Times in {formatTimeZone(doctor.timeZone)}
              </Typography>
            </div>
          </Stack>
          <Button
            variant={managing ? 'contained' : 'outlined'}
            onClick={() => setManaging((open) => !open)}
            aria-expanded={managing}
            aria-controls={managing ? managerId : undefined}
            endIcon={managing ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          >
            Manage Availability
          </Button>
        </Stack>

        <BookingNoticeField userId={userId} doctor={doctor} />

        {managing ? (
          <Box id={managerId}>
            <Divider sx={{ mb: 2 }} />
            <AvailabilityManager userId={userId} doctor={doctor} />
          </Box>
        ) : (
          <Stack component="ul" spacing={1.5} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {week.map((entry) => {
              const count = availableCount(entry);
              return (
                <Box
                  component="li"
                  key={entry.day}
                  sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '150px 1fr' }, gap: 1, alignItems: 'start' }}
                >
                  <div>
                    <Typography variant="subtitle2" component="h4">
                      {entry.day}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {count} of {entry.times.length} available
                    </Typography>
                  </div>
                  <Box
                    component="ul"
                    aria-label={`${entry.day} times`}
                    sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
                  >
                    {entry.times.map((slot) => (
                      <li key={slot.time}>
                        <Chip
                          size="small"
                          variant="outlined"
                          label={
                            <>
                              {slot.time}
                              <Box component="span" sx={visuallyHidden}>
                                {` ${slot.status}`}
                              </Box>
                            </>
                          }
                          sx={{ fontVariantNumeric: 'tabular-nums', ...(slot.status === 'available' ? AVAILABLE_CHIP : BOOKED_CHIP) }}
                        />
                      </li>
                    ))}
                  </Box>
                </Box>
              );
            })}
          </Stack>
        )}
        {!managing && (
          <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} aria-hidden>
            <Chip size="small" variant="outlined" label="Available" sx={AVAILABLE_CHIP} />
            <Chip size="small" variant="outlined" label="Booked" sx={BOOKED_CHIP} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
