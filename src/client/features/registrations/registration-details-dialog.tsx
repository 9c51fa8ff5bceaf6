import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { GENDERS } from '@/domain/constants';
import { formatDate, formatDateTime } from '@/domain/dates';
import { cancellationOpen, canCancel, REGISTRATION_STATUS_LABELS } from '@/domain/lifecycle';
import type { Registration } from '@/domain/registration-schemas';
import { siteTimeZone } from '@/client/lib/site-settings';
import { DetailList } from '@/client/components/detail-list';
import { AddToCalendarButton } from './add-to-calendar-button';
import { CancelRegistrationButton } from './cancel-registration-button';
import { awaitsPayment, PayNowButton } from './pay-now-button';
import { TicketQr } from './ticket-qr';

/** The status in words: with the place in line, or until when a place is held. */
function statusText(registration: Registration): string {
  const label = REGISTRATION_STATUS_LABELS[registration.status];
  if (registration.status === 'waitlisted' && registration.waitlistPosition) {
    return `${label}, number ${registration.waitlistPosition}`;
  }
  const until = formatDateTime(registration.holdExpiresAt, siteTimeZone);
  if (registration.status === 'awaiting_payment' && until) {
    return `${label}: your place is held until ${until}`;
  }
  return label;
}

interface RegistrationDetailsDialogProps {
  /** The registration to show (kept while the dialog fades out). */
  registration: Registration | null;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Registration Details': name, email, contact, gender, hostel, hostel address, event, date,
 * student id, registration type, status and, for a team, its members. A confirmed one shows its
 * ticket's QR code and Add to calendar; an unpaid one Pay now; a live one Cancel registration
 * until the deadline.
 */
export function RegistrationDetailsDialog({
  registration: current,
  open,
  onClose,
}: RegistrationDetailsDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <Dialog
      open={open && current !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="registration-details-title"
    >
      <DialogTitle id="registration-details-title">Registration Details</DialogTitle>
      {current && (
        // Focusable, so a long team list can be scrolled with the keyboard.
        <DialogContent dividers tabIndex={0}>
          {current.status === 'cancelled' && (
            <Alert severity="info" role="status" sx={{ mb: 3 }}>
              Your registration is cancelled
              {current.cancelledAt ? ` (${formatDateTime(current.cancelledAt, siteTimeZone)})` : ''}
              .
            </Alert>
          )}
          {current.status === 'confirmed' && (
            <Box sx={{ mb: 3, display: 'grid', gap: 2, justifyItems: 'center' }}>
              <TicketQr registrationId={current._id} />
              {current.event.date && (
                <AddToCalendarButton registrationId={current._id} eventName={current.event.name} />
              )}
            </Box>
          )}
          <DetailList
            items={[
              { label: 'Name', value: current.name },
              { label: 'Email', value: current.email },
              { label: 'Contact', value: current.contact },
              { label: 'Gender', value: GENDERS[current.gender] },
              { label: 'Hostel', value: current.hostel },
              { label: 'Hostel address', value: current.hostelAddress },
              { label: 'Event', value: current.event.name },
              { label: 'Date', value: formatDate(current.event.date, siteTimeZone) ?? 'TBD' },
              { label: 'Student ID', value: current.studentId },
              {
                label: 'Registration type',
                value: current.registrationType === 'team' ? 'Team' : 'Individual',
              },
              { label: 'Status', value: statusText(current) },
            ]}
          />
          {awaitsPayment(current) && (
            <Box sx={{ mt: 3 }}>
              <PayNowButton registration={current} />
            </Box>
          )}
          {current.registrationType === 'team' && (
            <Box component="section" aria-labelledby="registration-team-heading" sx={{ mt: 3 }}>
              <Typography
                id="registration-team-heading"
                variant="h3"
                component="h3"
                sx={{ fontSize: '1.0625rem', mb: 1.5 }}
              >
                Team Members ({current.teamMembers.length})
              </Typography>
              {current.teamMembers.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>No team members listed.</Typography>
              ) : (
                <Box
                  component="ol"
                  sx={{
                    m: 0,
                    pl: 3,
                    display: 'grid',
                    gap: 1.25,
                    '& li::marker': { fontWeight: 700 },
                  }}
                >
                  {current.teamMembers.map((member, index) => (
                    <li key={`${member.email}-${index}`}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {member.name}
                      </Typography>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        Contact: {member.contact}
                        {member.email && (
                          <>
                            <br />
                            Email: {member.email}
                          </>
                        )}
                      </Typography>
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          )}
          {canCancel(current.status) && cancellationOpen(current.event, new Date()) && (
            <Box sx={{ mt: 3, display: 'grid', gap: 1, justifyItems: 'start' }}>
              <CancelRegistrationButton registration={current} />
            </Box>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} variant="contained" sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
