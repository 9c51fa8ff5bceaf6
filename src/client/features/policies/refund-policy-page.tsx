import Typography from '@mui/material/Typography';
import { siteName } from '@/client/lib/site-settings';
import { ContactUsLine } from './contact-us-line';
import { PolicyPage } from './policy-page';
import { PolicySection } from './policy-section';

export function RefundPolicyPage() {
  return (
    <PolicyPage title="Refund Policy">
      <Typography>
        This policy explains when money paid to {siteName} can be returned and how long it takes. We
        keep it simple and fair, because most of what you pay goes straight into events and the
        upkeep of the hostel.
      </Typography>

      <PolicySection title="In short">
        <ul>
          <li>
            <strong>Approved refunds are processed within 7 to 14 working days.</strong>
          </li>
          <li>
            <strong>Event and hostel payments are generally non-refundable.</strong> The exception
            is your own event registration: cancel it from My Registered Events before the event's
            registration deadline and a fee paid online comes back in full, unless the event says it
            gives no refund.
          </li>
          <li>
            <strong>The caution deposit is refundable on vacating the hostel.</strong>
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Event fees">
        <Typography>
          Event fees pay for venues, equipment, prizes and refreshments that are arranged in
          advance, so they are generally not refunded if you cannot attend. If an event is cancelled
          by the organisers, or a fee was charged twice by mistake, we will refund it.
        </Typography>
        <Typography sx={{ mt: 2 }}>
          You can cancel your own registration from My Registered Events until the event's
          registration deadline. Your place then goes to the next person on the waiting list, and a
          fee you paid online is refunded in full, automatically, unless the event says it gives no
          refund (its organisers will have spent the money in advance). After the deadline, please
          write to us. A payment that reaches us after the time to pay has run out and the place has
          gone is refunded in full.
        </Typography>
      </PolicySection>

      <PolicySection title="Hostel payments and the caution deposit">
        <Typography>
          Hostel charges cover the period they are paid for and are generally not refunded. The
          caution deposit is different: it is returned when you vacate the hostel, after the room
          has been handed over and any dues or damages have been settled.
        </Typography>
      </PolicySection>

      <PolicySection title="Donations">
        <Typography>
          Donations are gifts to the community and are not normally refunded. If you donated the
          wrong amount or donated twice by mistake, tell us within 7 days and we will set it right.
        </Typography>
      </PolicySection>

      <PolicySection title="How to ask for a refund">
        <Typography>
          Tell us your name, the e-mail address you used, what the payment was for, the amount and
          the date. Once a refund is approved, the amount is returned to the original payment method
          within 7 to 14 working days; your bank may take a little longer to show it.
        </Typography>
        <ContactUsLine />
      </PolicySection>
    </PolicyPage>
  );
}
