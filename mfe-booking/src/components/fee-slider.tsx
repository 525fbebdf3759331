import { useEffect, useId, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { Slider } from '@telehealth/shared-ui/mui-extras';
import { FEE_SLIDER } from '@telehealth/shared-api';
import { formatFilterAmount } from '../doctors/doctor-format';

export interface FeeSliderProps {
  /** Highest fee per session. */
  value: number;
  /** Called once the user lets go (or on each keyboard step), not on every pixel of a drag. */
  onCommit: (value: number) => void;
  /** ISO 4217 code of fees, once a search answer has named it. */
  currency: string | undefined;
}

/** Spec §5: 0 to 3000, step 10. */
export function FeeSlider({ value, onCommit, currency }: FeeSliderProps) {
  const money = (amount: number) => formatFilterAmount(amount, currency);
  const labelId = useId();
  const [draft, setDraft] = useState(value);
  // Follow the URL (Reset Filters, back/forward).
  useEffect(() => setDraft(value), [value]);

  return (
    <Box>
      <Typography id={labelId} component="p" variant="body2" sx={{ fontWeight: 500, mb: 0.5 }}>
        Maximum fee: {money(draft)} per session
      </Typography>
      <Box sx={{ px: 1.25 }}>
        <Slider
          aria-labelledby={labelId}
          value={draft}
          min={FEE_SLIDER.min}
          max={FEE_SLIDER.max}
          step={FEE_SLIDER.step}
          valueLabelDisplay="auto"
          valueLabelFormat={money}
          getAriaValueText={(fee) => `${money(fee)} per session`}
          onChange={(_event, next) => setDraft(next as number)}
          onChangeCommitted={(_event, next) => {
            if (next !== value) onCommit(next as number);
          }}
        />
      </Box>
      <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary', typography: 'caption', mt: -0.5 }}>
        <span>{money(FEE_SLIDER.min)}</span>
        <span>{money(FEE_SLIDER.max)}</span>
      </Box>
    </Box>
  );
}
