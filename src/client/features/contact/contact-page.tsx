import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/client/components/page-container';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { usePageTitle } from '@/client/lib/use-page-title';
import { ContactDetails } from './contact-details';
import { QueryForm } from './query-form';

/** The query form (/contact), with the site operator's contact details beside it. */
export function ContactPage() {
  const texts = usePageTexts().contact;
  usePageTitle(texts.title);
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ maxWidth: '65ch', mb: { xs: 4, md: 5 } }}>{texts.intro}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
          alignItems: 'start',
        }}
      >
        <QueryForm />
        <ContactDetails />
      </Box>
    </PageContainer>
  );
}
