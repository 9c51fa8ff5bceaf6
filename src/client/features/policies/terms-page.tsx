import Typography from '@mui/material/Typography';
import { fill } from '@/client/lib/page-texts/fill';
import { siteName } from '@/client/lib/site-settings';
import { ContactUsLine } from './contact-us-line';
import { PolicyPage } from './policy-page';
import { PolicySection } from './policy-section';
import { usePolicyTexts } from './policy-texts';

export function TermsPage() {
  const texts = usePolicyTexts().terms;
  const site = { site: siteName };
  return (
    <PolicyPage title={texts.title}>
      <Typography>{fill(texts.intro, site)}</Typography>

      <PolicySection title={texts.whoTitle}>
        <Typography>{fill(texts.who, site)}</Typography>
      </PolicySection>

      <PolicySection title={texts.accountTitle}>
        <ul>
          <li>{texts.accountOwn}</li>
          <li>{texts.accountPassword}</li>
          <li>{texts.accountTimeout}</li>
          <li>{texts.accountSuspend}</li>
        </ul>
      </PolicySection>

      <PolicySection title={texts.eventsTitle}>
        <ul>
          <li>{texts.eventsTrue}</li>
          <li>{texts.eventsLimited}</li>
          <li>{texts.eventsChanges}</li>
          <li>{texts.eventsConduct}</li>
        </ul>
      </PolicySection>

      <PolicySection title={texts.paymentsTitle}>
        <Typography>{texts.payments}</Typography>
      </PolicySection>

      <PolicySection title={texts.fairTitle}>
        <Typography>{fill(texts.fair, site)}</Typography>
      </PolicySection>

      <PolicySection title={texts.changesTitle}>
        <Typography>{texts.changes}</Typography>
      </PolicySection>

      <PolicySection title={texts.questionsTitle}>
        <ContactUsLine />
      </PolicySection>
    </PolicyPage>
  );
}
