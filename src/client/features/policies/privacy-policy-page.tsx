import Typography from '@mui/material/Typography';
import { fill } from '@/client/lib/page-texts/fill';
import { siteName } from '@/client/lib/site-settings';
import { ContactUsLine } from './contact-us-line';
import { PolicyPage } from './policy-page';
import { LeadItem, PolicySection } from './policy-section';
import { usePolicyTexts } from './policy-texts';

export function PrivacyPolicyPage() {
  const texts = usePolicyTexts().privacy;
  const site = { site: siteName };
  return (
    <PolicyPage title={texts.title}>
      <Typography>{fill(texts.intro, site)}</Typography>

      <PolicySection title={texts.collectTitle}>
        <ul>
          <LeadItem lead={texts.accountLead}>{texts.account}</LeadItem>
          <LeadItem lead={texts.registrationsLead}>{texts.registrations}</LeadItem>
          <LeadItem lead={texts.donationsLead}>{texts.donations}</LeadItem>
          <LeadItem lead={texts.queriesLead}>{texts.queries}</LeadItem>
        </ul>
      </PolicySection>

      <PolicySection title={texts.useTitle}>
        <Typography>{texts.use}</Typography>
      </PolicySection>

      <PolicySection title={texts.whoTitle}>
        <Typography>{fill(texts.who, site)}</Typography>
      </PolicySection>

      <PolicySection title={texts.browserTitle}>
        <Typography>{texts.browser}</Typography>
      </PolicySection>

      <PolicySection title={texts.keepTitle}>
        <Typography>{texts.keep}</Typography>
      </PolicySection>

      <PolicySection title={texts.choicesTitle}>
        <Typography>{texts.choices}</Typography>
        <ContactUsLine />
      </PolicySection>
    </PolicyPage>
  );
}
