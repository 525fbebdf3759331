import { useId, useMemo, useState } from 'react';
import { Box, Card, CardContent, InputAdornment, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import type { DoctorPatient } from '@telehealth/shared-api';
import { UserAvatar } from '@telehealth/shared-ui';
import { SearchIcon } from '@telehealth/shared-ui/icons';
import { ageLabel } from '../components/patient-age';

export interface PatientListProps {
  patients: DoctorPatient[];
  selectedId: string | null;
  onSelect: (patient: DoctorPatient) => void;
}

/** Spec §2: the doctor's own patients, searchable by name (avatar, name, {email}, age or 'Age N/A'). */
export function PatientList({ patients, selectedId, onSelect }: PatientListProps) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return patients.filter((patient) => words.every((word) => patient.user_id.name.toLowerCase().includes(word)));
  }, [patients, search]);

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          My Patients
        </Typography>
        <TextField
          label="Search patients"
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
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
        {patients.length === 0 ? (
          <Typography color="text.secondary">No patients yet. Patients you have appointments with appear here.</Typography>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary">No patients match &ldquo;{search.trim()}&rdquo;.</Typography>
        ) : (
          <List aria-labelledby={titleId} disablePadding sx={{ maxHeight: 480, overflowY: 'auto', mx: -1 }}>
            {shown.map((patient) => (
              // A list item around each button: a <ul> may only hold <li> elements.
              <li key={patient._id}>
                <ListItemButton
                  selected={patient._id === selectedId}
                  aria-current={patient._id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(patient)}
                  sx={{ gap: 1.5, borderRadius: 1 }}
                >
                  <UserAvatar name={patient.user_id.name} src={patient.profileImage} />
                  <ListItemText
                    primary={patient.user_id.name}
                    secondary={
                      <Box component="span" sx={{ display: 'grid' }}>
                        <span>{patient.user_id.email}</span>
                        <span>{ageLabel(patient.date_of_birth)}</span>
                      </Box>
                    }
                  />
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
