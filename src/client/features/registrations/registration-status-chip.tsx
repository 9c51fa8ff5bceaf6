import Chip from '@mui/material/Chip';
import { REGISTRATION_STATUS_LABELS } from '@/domain/lifecycle';
import type { Registration } from '@/domain/registration-schemas';

const COLORS = {
  confirmed: 'success',
  awaiting_payment: 'warning',
  waitlisted: 'info',
  cancelled: 'default',
  expired: 'default',
} as const;

/** Where a registration stands, as a chip: "Waiting list #2", "Confirmed"... */
export function RegistrationStatusChip({
  registration,
}: {
  registration: Pick<Registration, 'status' | 'waitlistPosition'>;
}) {
  const { status, waitlistPosition } = registration;
  const label =
    status === 'waitlisted' && waitlistPosition
      ? `Waiting list #${waitlistPosition}`
      : REGISTRATION_STATUS_LABELS[status];
  return (
    <Chip
      component="span"
      size="small"
      label={label}
      color={COLORS[status]}
      variant={status === 'confirmed' ? 'filled' : 'outlined'}
      sx={{
        alignSelf: 'flex-start',
        fontWeight: 600,
        // The filled green and the outlined amber are too faint for small text: darker shades.
        ...(status === 'confirmed' && { bgcolor: 'success.dark' }),
        ...(status === 'awaiting_payment' && {
          color: 'warning.dark',
          borderColor: 'warning.dark',
        }),
        ...(status === 'waitlisted' && { color: 'info.dark', borderColor: 'info.dark' }),
      }}
    />
  );
}
