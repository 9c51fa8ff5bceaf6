import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '../../../../domain/dates';
import { formatRupees } from '../../../../domain/money';
import type { Registration } from '../../../../domain/registration-schemas';
import { siteTimeZone } from '../../../lib/site-settings';
import { genderLabel } from '../lib/labels';
import { PaymentStatusSelect } from './payment-status-select';
import { useDeleteRegistrationAction } from './use-delete-registration-action';

interface RegistrationRowProps {
  registration: Registration;
  showEvent: boolean;
  showTeam: boolean;
  /** After the deletion, when this row is gone. */
  onDeleted: () => void;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** One registration; a team's row lists each member's name, e-mail and contact. */
export function RegistrationRow({
  registration,
  showEvent,
  showTeam,
  onDeleted,
}: RegistrationRowProps) {
  const { deleteRegistration, deleting } = useDeleteRegistrationAction(onDeleted);

  return (
    <TableRow hover sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ fontWeight: 600 }}>{registration.name}</TableCell>
      <TableCell sx={nowrap}>{registration.email}</TableCell>
      <TableCell sx={nowrap}>{registration.contact}</TableCell>
      <TableCell sx={nowrap}>{registration.studentId}</TableCell>
      <TableCell>{genderLabel(registration.gender)}</TableCell>
      {showEvent && <TableCell sx={{ minWidth: 160 }}>{registration.event.name}</TableCell>}
      {showTeam && (
        <TableCell sx={{ minWidth: 260 }}>
          {registration.teamMembers.length === 0 ? (
            '—'
          ) : (
            <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {registration.teamMembers.map((member, index) => (
                <li key={`${member.email}-${index}`}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {member.name}
                  </Box>
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {member.email || '—'}
                  </Box>
                  <Box
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary', ...nowrap }}
                  >
                    {member.contact}
                  </Box>
                </li>
              ))}
            </Box>
          )}
        </TableCell>
      )}
      <TableCell align="right" sx={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
        {formatRupees(registration.amount)}
      </TableCell>
      <TableCell>
        <PaymentStatusSelect registration={registration} />
      </TableCell>
      <TableCell sx={nowrap}>{formatDate(registration.createdAt, siteTimeZone)}</TableCell>
      <TableCell align="right">
        <IconButton
          aria-label={`Delete the registration of ${registration.name} for ${registration.event.name}`}
          color="error"
          aria-disabled={deleting ? true : undefined}
          onClick={() => void deleteRegistration(registration)}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
