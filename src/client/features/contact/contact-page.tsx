import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/client/components/page-container';
import { usePageTitle } from '@/client/lib/use-page-title';
import { ContactDetails } from './contact-details';
import { QueryForm } from './query-form';

/** The query form (/contact), with the site operator's contact details beside it. */
export function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Contact Us
      </Typography>
      <Typography sx={{ maxWidth: '65ch', mb: { xs: 4, md: 5 } }}>
        A question about admission, an event or the festival? Or an old resident who wants to
        reconnect? Write to us here and we will reply by e-mail, usually within a few working days.
      </Typography>
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
