import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Link from '@mui/material/Link';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { LanguageFormat } from '@/domain/i18n/format';
import { mapSearchUrl } from '@/domain/event-links';
import { cancellationOpen, canCancel } from '@/domain/lifecycle';
import type { MyRegistration, Registration } from '@/domain/registration-schemas';
import { AnswersList } from '@/client/components/answers-list';
import { DetailList } from '@/client/components/detail-list';
import type { MemberTexts } from '@/client/lib/member-texts/en';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { useFormat } from '@/client/lib/page-texts/format';
import { fill } from '@/client/lib/page-texts/fill';
import { siteTimeZone } from '@/client/lib/site-settings';
import { CalendarButtons } from './calendar-buttons';
import { statusLabel } from './registration-status-chip';
import { CancelRegistrationButton } from './cancel-registration-button';
import { awaitsPayment, PayNowButton } from './pay-now-button';
import { DetailsSection, RegistrationMoney } from './registration-money';
import { TicketQr } from './ticket-qr';

/** The status in words: with the place in line, or until when a place is held. */
function statusText(
  registration: Registration,
  texts: MemberTexts['registrations'],
  format: LanguageFormat,
): string {
  const label = statusLabel(registration.status, texts);
  if (registration.status === 'waitlisted' && registration.waitlistPosition) {
    return fill(texts.waitlistNumber, { label, position: registration.waitlistPosition });
  }
  const until = format.dateTime(registration.holdExpiresAt, siteTimeZone);
  if (registration.status === 'awaiting_payment' && until) {
    return fill(texts.heldUntil, { label, until });
  }
  return label;
}

const GENDER_KEYS = { M: 'genderM', F: 'genderF', O: 'genderO' } as const;

interface RegistrationDetailsDialogProps {
  /** The registration to show (kept while the dialog fades out). */
  registration: MyRegistration | null;
  open: boolean;
  onClose: () => void;
}

/** The event's place, linked to a map search; '—' without one. */
function Place({ location }: { location: string }) {
  if (!location) return '—';
  return (
    <Link href={mapSearchUrl(location)} target="_blank" rel="noopener noreferrer">
      {location}
    </Link>
  );
}

/**
 * 'Registration Details', the member's hub for one registration: when and where, the ticket
 * (QR and code) and Add to calendar once confirmed, Pay now while unpaid, what was paid with its
 * receipt and refunds, the details registered with (team included), and Cancel registration
 * until the deadline.
 */
export function RegistrationDetailsDialog({
  registration: current,
  open,
  onClose,
}: RegistrationDetailsDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const texts = useMemberTexts().registrations;
  const { common } = usePageTexts();
  const format = useFormat();
  const cancelledAt = format.dateTime(current?.cancelledAt, siteTimeZone);

  return (
    <Dialog
      open={open && current !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="registration-details-title"
    >
      <DialogTitle id="registration-details-title">{texts.detailsTitle}</DialogTitle>
      {current && (
        // Focusable, so a long team list can be scrolled with the keyboard.
        <DialogContent dividers tabIndex={0}>
          {current.status === 'cancelled' && (
            <Alert severity="info" role="status" sx={{ mb: 3 }}>
              {cancelledAt ? fill(texts.cancelledOn, { date: cancelledAt }) : texts.cancelled}
            </Alert>
          )}
          {awaitsPayment(current) && (
            <Box sx={{ mb: 3 }}>
              <PayNowButton registration={current} />
            </Box>
          )}
          {current.status === 'confirmed' && (
            <Box sx={{ mb: 3, display: 'grid', gap: 2, justifyItems: 'center' }}>
              <TicketQr registrationId={current._id} />
              <CalendarButtons registration={current} />
            </Box>
          )}
          <DetailList
            items={[
              { label: texts.event, value: current.event.name },
              {
                label: texts.date,
                value: format.eventWhen(current.event.date, siteTimeZone) ?? texts.tbd,
              },
              { label: texts.where, value: <Place location={current.event.location} /> },
              { label: texts.status, value: statusText(current, texts, format) },
              { label: texts.name, value: current.name },
              { label: texts.email, value: current.email },
              { label: texts.contact, value: current.contact },
              { label: texts.gender, value: texts[GENDER_KEYS[current.gender]] },
              { label: texts.hostel, value: current.hostel },
              { label: texts.hostelAddress, value: current.hostelAddress },
              { label: texts.studentId, value: current.studentId },
              {
                label: texts.type,
                value: current.registrationType === 'team' ? texts.team : texts.individual,
              },
            ]}
          />
          {current.event.questions.length > 0 && (
            <DetailsSection id="registration-answers-heading" title={texts.answers}>
              <AnswersList registration={current} />
            </DetailsSection>
          )}
          <RegistrationMoney registration={current} />
          {current.registrationType === 'team' && (
            <DetailsSection
              id="registration-team-heading"
              title={fill(texts.teamMembers, { count: current.teamMembers.length })}
            >
              {current.teamMembers.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>{texts.noTeamMembers}</Typography>
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
                        {fill(texts.memberContact, { contact: member.contact })}
                        {member.email && (
                          <>
                            <br />
                            {fill(texts.memberEmail, { email: member.email })}
                          </>
                        )}
                      </Typography>
                    </li>
                  ))}
                </Box>
              )}
            </DetailsSection>
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
          {common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
