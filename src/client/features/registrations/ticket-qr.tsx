import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { useTicket } from './api/get-ticket';

const SIZE = 220;

/** The ticket's QR code, to show at the gate, with its code written under it. */
export function TicketQr({ registrationId }: { registrationId: string }) {
  const texts = useMemberTexts().registrations;
  const ticket = useTicket(registrationId, true);
  return (
    <Box
      component="section"
      aria-labelledby="ticket-heading"
      sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}
    >
      <Typography id="ticket-heading" variant="h3" component="h3" sx={{ fontSize: '1.0625rem' }}>
        {texts.ticket}
      </Typography>
      {ticket.data ? (
        <>
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.data.qrSvg)}`}
            alt={texts.ticketAlt}
            width={SIZE}
            height={SIZE}
            sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1 }}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {texts.ticketCode}{' '}
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {ticket.data.code}
            </Box>
          </Typography>
        </>
      ) : ticket.isError ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {texts.ticketFailed}
        </Typography>
      ) : (
        <Skeleton
          variant="rectangular"
          width={SIZE}
          height={SIZE}
          aria-label={texts.ticketLoading}
        />
      )}
    </Box>
  );
}
