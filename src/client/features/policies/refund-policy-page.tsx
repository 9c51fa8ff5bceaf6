import Typography from '@mui/material/Typography';
import { fill } from '@/client/lib/page-texts/fill';
import { siteName } from '@/client/lib/site-settings';
import { ContactUsLine } from './contact-us-line';
import { PolicyPage } from './policy-page';
import { LeadItem, PolicySection } from './policy-section';
import { usePolicyTexts } from './policy-texts';

export function RefundPolicyPage() {
  const texts = usePolicyTexts().refund;
  return (
    <PolicyPage title={texts.title}>
      <Typography>{fill(texts.intro, { site: siteName })}</Typography>

      <PolicySection title={texts.shortTitle}>
        <ul>
          <li>
            <strong>{texts.processed}</strong>
          </li>
          <LeadItem lead={texts.nonRefundableLead}>{texts.nonRefundable}</LeadItem>
          <li>
            <strong>{texts.caution}</strong>
          </li>
        </ul>
      </PolicySection>

      <PolicySection title={texts.feesTitle}>
        <Typography>{texts.fees}</Typography>
        <Typography sx={{ mt: 2 }}>{texts.feesCancel}</Typography>
      </PolicySection>

      <PolicySection title={texts.hostelTitle}>
        <Typography>{texts.hostel}</Typography>
      </PolicySection>

      <PolicySection title={texts.donationsTitle}>
        <Typography>{texts.donations}</Typography>
      </PolicySection>

      <PolicySection title={texts.askTitle}>
        <Typography>{texts.ask}</Typography>
        <ContactUsLine />
      </PolicySection>
    </PolicyPage>
  );
}
