import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { GALLERY_TIMINGS } from '@/domain/constants';
import { Gallery } from '@/client/components/gallery';
import { GridList } from '@/client/components/grid-list';
import { PageContainer } from '@/client/components/page-container';
import { alumniGallery } from '@/client/lib/artwork';
import { siteName } from '@/client/lib/site-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { CallToAction } from './call-to-action';
import { PageSection } from './page-section';

const WAYS = [
  {
    title: 'Mentor a student',
    text: 'Spend an evening a month with residents who are choosing a course, preparing for interviews or writing their first CV.',
  },
  {
    title: 'Sponsor a scholarship',
    text: 'Our seven annual scholarships are funded by alumni. A batch can come together to name one after a teacher or a friend.',
  },
  {
    title: 'Come home for Alumni Day',
    text: 'Every December old residents return for a friendly cricket match, lunch in the mess and the scholarship ceremony.',
  },
];

/** The alumni connection page (/ac), with a 5-picture gallery. */
export function AlumniPage() {
  usePageTitle('Alumnus Connect');
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Alumnus Connect
      </Typography>
      <Box sx={{ maxWidth: '70ch', mb: { xs: 5, md: 7 } }}>
        <Typography sx={{ mb: 2, fontSize: { md: '1.125rem' } }}>
          Once a resident, always family. Thousands of students have lived at {siteName}, and they
          now work as teachers, doctors, engineers, farmers, officers and entrepreneurs in India and
          abroad.
        </Typography>
        <Typography>
          Many of them stay close: they answer a junior&apos;s phone call before an exam, pay a fee
          that a family cannot, or simply drop by to sit under the neem tree and tell the old
          stories. We would love to hear from you too.
        </Typography>
      </Box>

      <PageSection id="ac-gallery" title="Alumni together">
        <Gallery
          slides={alumniGallery}
          intervalMs={GALLERY_TIMINGS.alumni}
          perView={{ base: 1, md: 2 }}
          label="Alumni together"
        />
      </PageSection>

      <PageSection id="ways" title="Ways to stay connected">
        <GridList columns={{ xs: 1, md: 3 }}>
          {WAYS.map((way) => (
            <Box
              component="li"
              key={way.title}
              sx={{
                p: 3,
                borderRadius: 3,
                bgcolor: 'background.paper',
                boxShadow: 1,
                borderTop: '4px solid',
                borderTopColor: 'marigold.main',
              }}
            >
              <Typography variant="h3" sx={{ mb: 1 }}>
                {way.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{way.text}</Typography>
            </Box>
          ))}
        </GridList>
      </PageSection>

      <CallToAction
        id="reconnect"
        title="Lived here? Say hello"
        text="Tell us your batch and where life has taken you, and we will add you to the alumni list for Alumni Day invitations."
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button component={RouterLink} to="/contact" variant="contained">
            Get in touch
          </Button>
          <Button component={RouterLink} to="/donations" variant="contained" color="secondary">
            Donate Now
          </Button>
        </Box>
      </CallToAction>
    </PageContainer>
  );
}
