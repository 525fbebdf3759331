import { useState } from 'react';
import type { MouseEvent } from 'react';
import { Box, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import type { Prescription } from '@telehealth/shared-api';
import { formatDate, visuallyHidden } from '@telehealth/shared-ui';
import { DownloadIcon, MoreVertIcon, PrintIcon } from '../components/icons';
import { doctorName, medicationWithDosage, statusOf } from '../components/prescription-format';
import { PrescriptionStatusChip } from '../components/status-chip';

export interface PrescriptionsTableProps {
  prescriptions: Prescription[];
  selectedId: string | null;
  onSelect: (prescription: Prescription) => void;
  onDownload: (prescription: Prescription) => void;
  onPrint: (prescription: Prescription) => void;
  /** What an empty table says. */
  emptyText: string;
}

// A native table styled with the theme: MUI's Table components would join every page's shared
// MUI chunk (federation/used-exports.ts) for this one screen.
const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', verticalAlign: 'middle' },
  '& th': { typography: 'body2', fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' },
  '& td': { typography: 'body2' },
  '& tbody tr[data-row]': { cursor: 'pointer' },
  '& tbody tr[data-row]:hover': { bgcolor: 'action.hover' },
  '& tbody tr[aria-current="true"]': { bgcolor: 'action.selected' },
  // On a phone the doctor and date move under the medication, so Status and Actions fit on screen.
  '& .wide-only': { display: { xs: 'none', sm: 'table-cell' } },
  '& .narrow-only': { display: { xs: 'block', sm: 'none' }, color: 'text.secondary', mt: 0.25 },
  '& .row-select': {
    all: 'unset',
    cursor: 'pointer',
    borderRadius: 0.5,
    fontWeight: 500,
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
} as const;

function ActionsMenu({
  prescription,
  onDownload,
  onPrint,
}: Pick<PrescriptionsTableProps, 'onDownload' | 'onPrint'> & { prescription: Prescription }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setAnchor(event.currentTarget);
  };
  const run = (action: (p: Prescription) => void) => {
    setAnchor(null);
    action(prescription);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${prescription.medication}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={open}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} onClick={(event) => event.stopPropagation()}>
        <MenuItem onClick={() => run(onDownload)}>
          <DownloadIcon fontSize="small" sx={{ mr: 1.5 }} />
          Download PDF
        </MenuItem>
        <MenuItem onClick={() => run(onPrint)}>
          <PrintIcon fontSize="small" sx={{ mr: 1.5 }} />
          Print
        </MenuItem>
      </Menu>
    </>
  );
}

/** Spec §2: Doctor, Date, Medication with dosage, Status, Actions; a row selects its prescription. */
export function PrescriptionsTable({ prescriptions, selectedId, onSelect, onDownload, onPrint, emptyText }: PrescriptionsTableProps) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={tableSx} aria-label="Prescriptions">
        <thead>
          <tr>
            <th scope="col" className="wide-only">
              Doctor
            </th>
            <th scope="col" className="wide-only">
              Date
            </th>
            <th scope="col">Medication</th>
            <th scope="col">Status</th>
            <th scope="col">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </th>
          </tr>
        </thead>
        <tbody>
          {prescriptions.length === 0 ? (
            <tr>
              <td colSpan={5}>
                <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {emptyText}
                </Typography>
              </td>
            </tr>
          ) : (
            prescriptions.map((prescription) => (
              // A click anywhere on the row selects it; keyboard users select with the row's
              // medication button, so the row itself needs no key handler or tab stop.
              <tr
                key={prescription._id}
                data-row=""
                aria-current={prescription._id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(prescription)}
              >
                <td className="wide-only">{doctorName(prescription)}</td>
                <td className="wide-only" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(prescription.createdAt)}
                </td>
                <td>
                  <button
                    type="button"
                    className="row-select"
                    aria-pressed={prescription._id === selectedId}
                    onClick={() => onSelect(prescription)}
                  >
                    {medicationWithDosage(prescription)}
                  </button>
                  <span className="narrow-only">
                    {doctorName(prescription)} · {formatDate(prescription.createdAt)}
                  </span>
                </td>
                <td>
                  <PrescriptionStatusChip status={statusOf(prescription)} />
                </td>
                <td style={{ textAlign: 'right' }}>
                  <ActionsMenu prescription={prescription} onDownload={onDownload} onPrint={onPrint} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </Box>
    </Box>
  );
}
