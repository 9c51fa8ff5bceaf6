import Chip from '@mui/material/Chip';
import type { RegistrationStatus } from '@/domain/lifecycle';
import type { Registration } from '@/domain/registration-schemas';
import type { MemberTexts } from '@/client/lib/member-texts/en';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { fill } from '@/client/lib/page-texts/fill';

const STATUS_KEYS = {
  confirmed: 'statusConfirmed',
  awaiting_payment: 'statusAwaitingPayment',
  waitlisted: 'statusWaitlisted',
  cancelled: 'statusCancelled',
  expired: 'statusExpired',
} as const satisfies Record<RegistrationStatus, keyof MemberTexts['registrations']>;

/** A registration's status in the page's words ("Confirmed", "Waiting list"...). */
export const statusLabel = (status: RegistrationStatus, texts: MemberTexts['registrations']) =>
  texts[STATUS_KEYS[status]];

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
  const texts = useMemberTexts().registrations;
  const { status, waitlistPosition } = registration;
  const label =
    status === 'waitlisted' && waitlistPosition
      ? fill(texts.chipWaitlist, { position: waitlistPosition })
      : statusLabel(status, texts);
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
