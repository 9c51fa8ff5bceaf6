import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { LanguageFormat } from '@/domain/i18n/format';
import type { Registration } from '@/domain/registration-schemas';
import type { MemberTexts } from '@/client/lib/member-texts/en';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { useFormat } from '@/client/lib/page-texts/format';
import { fill } from '@/client/lib/page-texts/fill';
import { serverMessage } from '@/client/lib/server-message';
import { useCancelRegistration } from './api/cancel-registration';

/** What cancelling this registration gives back, as this event's refund rule says. */
function consequence(
  registration: Registration,
  texts: MemberTexts['registrations'],
  format: LanguageFormat,
): string {
  if (registration.status === 'waitlisted') return texts.leaveWaitlist;
  const paid = registration.paymentStatus === 'Success' && registration.amount > 0;
  if (!paid) return texts.placeGoes;
  return registration.event.refundRule === 'full'
    ? fill(texts.refundedInFull, { amount: format.rupees(registration.amount) })
    : texts.noRefund;
}

/** Cancel registration, after a confirmation that says what happens to the place and the fee. */
export function CancelRegistrationButton({ registration }: { registration: Registration }) {
  const texts = useMemberTexts().registrations;
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const cancel = useCancelRegistration();
  const titleId = useId();
  const confirm = () =>
    cancel.mutate(registration._id, {
      onSuccess: (answer) => {
        setOpen(false);
        setDone(answer.message);
      },
    });
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {texts.cancel}
      </Button>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{texts.cancelTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {registration.event.name}: {consequence(registration, texts, format)}
          </DialogContentText>
          {cancel.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverMessage(cancel.error, texts.cancelFailed)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)}>{texts.keep}</Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={cancel.isPending}>
            {texts.confirmCancel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
