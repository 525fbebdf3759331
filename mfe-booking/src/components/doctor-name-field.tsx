import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SearchIcon } from '@telehealth/shared-ui/icons';

/** How long typing must pause before the name filter searches. */
export const NAME_SEARCH_DEBOUNCE_MS = 350;

export interface DoctorNameFieldProps {
  /** The name in the URL. */
  value: string;
  /** Called with the typed name once typing pauses. */
  onSearch: (name: string) => void;
}

/** The name filter: searches as the user types, once they pause. */
export function DoctorNameField({ value, onSearch }: DoctorNameFieldProps) {
  const [draft, setDraft] = useState(value);
  const debounced = useDebouncedValue(draft, NAME_SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(value);

  useEffect(() => {
    if (debounced.trim() === lastSent.current.trim()) return;
    lastSent.current = debounced;
    onSearch(debounced);
    // onSearch changes identity with the URL; only a new debounced value should search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  // The URL changed from elsewhere (Reset Filters, back/forward): show what it says.
  useEffect(() => {
    if (value.trim() === lastSent.current.trim()) return;
    lastSent.current = value;
    setDraft(value);
  }, [value]);

  return (
    <TextField
      label="Doctor name"
      type="search"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      autoComplete="off"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
