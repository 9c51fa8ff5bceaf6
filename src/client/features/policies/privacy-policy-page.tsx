import Typography from '@mui/material/Typography';
import { siteName } from '@/client/lib/site-settings';
import { ContactUsLine } from './contact-us-line';
import { PolicyPage } from './policy-page';
import { PolicySection } from './policy-section';

export function PrivacyPolicyPage() {
  return (
    <PolicyPage title="Privacy Policy">
      <Typography>
        {siteName} respects your privacy. This policy explains what personal information we collect,
        why we collect it and how we look after it, in keeping with India&apos;s Digital Personal
        Data Protection Act, 2023.
      </Typography>

      <PolicySection title="What we collect">
        <ul>
          <li>
            <strong>Your account:</strong> your name, e-mail address and a securely scrambled
            (hashed) form of your password. We never store the password itself.
          </li>
          <li>
            <strong>Event registrations:</strong> the details you enter, such as contact number,
            hostel, hostel address and gender, and the names and contacts of team members.
          </li>
          <li>
            <strong>Donations:</strong> your name, e-mail, phone and the amount. Card and bank
            details stay with the payment provider.
          </li>
          <li>
            <strong>Queries:</strong> what you write to us through the contact form.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="How we use it">
        <Typography>
          Only to run the community: to manage your account, organise events and teams, send you
          messages about your registrations, receipts and password resets, answer your queries and
          keep the site safe. We do not sell your information or use it for advertising.
        </Typography>
      </PolicySection>

      <PolicySection title="Who can see it">
        <Typography>
          The hostel administrators and event organisers of {siteName} see what they need to run
          events and donations. We share information with service providers (e-mail delivery and,
          later, payments) only so they can do that work for us, and with authorities only when the
          law requires it.
        </Typography>
      </PolicySection>

      <PolicySection title="Your browser">
        <Typography>
          When you log in, your browser keeps a sign-in token and the time you logged in, so the
          site knows it is you. Logging out removes them. We use no advertising or tracking cookies.
        </Typography>
      </PolicySection>

      <PolicySection title="How long we keep it">
        <Typography>
          We keep your information while your account is active and for as long as accounting rules
          require for payments and donations. After that we delete it or keep it only in a form that
          no longer identifies you.
        </Typography>
      </PolicySection>

      <PolicySection title="Your choices">
        <Typography>
          You may ask to see, correct or delete your information, or withdraw your consent, at any
          time. We will respond within a reasonable time.
        </Typography>
        <ContactUsLine />
      </PolicySection>
    </PolicyPage>
  );
}
