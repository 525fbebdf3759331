import { Box, Chip, FormControl, FormLabel } from '@mui/material';
import { FormControlLabel, Radio, RadioGroup } from '@telehealth/shared-ui/mui-extras';
import { CONSULTATION_TYPES, DEFAULT_CONSULTATION_TYPE } from '@telehealth/shared-api';
import type { ConsultationType } from '@telehealth/shared-api';

export interface ConsultationTypeFieldProps {
  value: ConsultationType;
  onChange: (value: ConsultationType) => void;
}

/** Video (recommended, the default) or in person (spec §9). */
export function ConsultationTypeField({ value, onChange }: ConsultationTypeFieldProps) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id="consultation-type-label" sx={{ mb: 0.5 }}>
        Consultation type
      </FormLabel>
      <RadioGroup
        aria-labelledby="consultation-type-label"
        name="consultationType"
        value={value}
        onChange={(_event, next) => onChange(next as ConsultationType)}
      >
        {CONSULTATION_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {type}
                {type === DEFAULT_CONSULTATION_TYPE ? (
                  <Chip component="span" size="small" color="primary" variant="outlined" label="Recommended" />
                ) : null}
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
