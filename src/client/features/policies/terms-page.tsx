import Typography from '@mui/material/Typography';
import { siteName } from '@/client/lib/site-settings';
import { ContactUsLine } from './contact-us-line';
import { PolicyPage } from './policy-page';
import { PolicySection } from './policy-section';

export function TermsPage() {
  return (
    <PolicyPage title="Terms and Conditions">
      <Typography>
        Welcome to the website of {siteName}. These terms explain how you may use the site, its
        events and its services. By using the site you agree to them, so please read them once. They
        are written in plain language; if anything is unclear, just ask us.
      </Typography>

      <PolicySection title="Who we are">
        <Typography>
          {siteName} is a community of present and past residents of a student hostel, run by its
          association together with its alumni and senior students. This website shares news of the
          hostel, lets members register for events and will accept donations that support students.
        </Typography>
      </PolicySection>

      <PolicySection title="Your account">
        <ul>
          <li>Sign up with your own name and an e-mail address that you can read.</li>
          <li>
            Keep your password to yourself. You are responsible for what is done with your account,
            so log out on shared computers.
          </li>
          <li>For your safety you are logged out automatically a short while after logging in.</li>
          <li>
            We may suspend an account that is misused, for example to register people without their
            consent.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Events and registrations">
        <ul>
          <li>
            Register only with details that are true and complete. For team events, add team members
            only with their permission.
          </li>
          <li>
            Places can be limited and registrations close at the deadline shown on each event.
          </li>
          <li>
            Organisers may change the date, venue or format of an event when they must, and will
            tell registered members as early as they can.
          </li>
          <li>
            Please follow the instructions of organisers and hostel staff at every event, and treat
            fellow participants with respect.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Payments and donations">
        <Typography>
          Amounts are in Indian rupees (₹). Online payment is not live yet; when it is, payments
          will be handled by a secure payment provider and we will never see your card or bank
          details. Refunds follow our Refund Policy.
        </Typography>
      </PolicySection>

      <PolicySection title="Using the site fairly">
        <Typography>
          Please do not try to break into the site or other people&apos;s accounts, overload it, or
          post anything unlawful, hurtful or misleading through its forms. Photographs and writing
          on the site belong to {siteName} or to the people who shared them; ask us before reusing
          them.
        </Typography>
      </PolicySection>

      <PolicySection title="Changes to these terms">
        <Typography>
          We may update these terms as the site grows. The version on this page is the one that
          applies. These terms are governed by the laws of India.
        </Typography>
      </PolicySection>

      <PolicySection title="Questions">
        <ContactUsLine />
      </PolicySection>
    </PolicyPage>
  );
}
