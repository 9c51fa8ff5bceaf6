import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { GALLERY_TIMINGS } from '@/domain/constants';
import { Gallery } from '@/client/components/gallery';
import { GridList } from '@/client/components/grid-list';
import { PageContainer } from '@/client/components/page-container';
import { alumniGallery } from '@/client/lib/artwork';
import { fill } from '@/client/lib/page-texts/fill';
import { siteName } from '@/client/lib/site-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { CallToAction } from './call-to-action';
import { PageSection } from './page-section';
import { useCommunityTexts } from './texts';

const PICTURES = ['picture1', 'picture2', 'picture3', 'picture4', 'picture5'] as const;

const WAYS = [
  { title: 'mentorTitle', text: 'mentorText' },
  { title: 'sponsorTitle', text: 'sponsorText' },
  { title: 'alumniDayTitle', text: 'alumniDayText' },
] as const;

/** The alumni connection page (/ac), with a 5-picture gallery. */
export function AlumniPage() {
  const { alumni } = useCommunityTexts();
  usePageTitle(alumni.title);
  const slides = alumniGallery.map((picture, index) => ({
    ...picture,
    alt: alumni[PICTURES[index] ?? 'picture1'],
  }));
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {alumni.title}
      </Typography>
      <Box sx={{ maxWidth: '70ch', mb: { xs: 5, md: 7 } }}>
        <Typography sx={{ mb: 2, fontSize: { md: '1.125rem' } }}>
          {fill(alumni.intro, { site: siteName })}
        </Typography>
        <Typography>{alumni.close}</Typography>
      </Box>

      <PageSection id="ac-gallery" title={alumni.galleryTitle}>
        <Gallery
          slides={slides}
          intervalMs={GALLERY_TIMINGS.alumni}
          perView={{ base: 1, md: 2 }}
          label={alumni.galleryTitle}
        />
      </PageSection>

      <PageSection id="ways" title={alumni.waysTitle}>
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
                {alumni[way.title]}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{alumni[way.text]}</Typography>
            </Box>
          ))}
        </GridList>
      </PageSection>

      <CallToAction id="reconnect" title={alumni.reconnectTitle} text={alumni.reconnectText}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button component={RouterLink} to="/contact" variant="contained">
            {alumni.getInTouch}
          </Button>
          <Button component={RouterLink} to="/donations" variant="contained" color="secondary">
            {alumni.donateNow}
          </Button>
        </Box>
      </CallToAction>
    </PageContainer>
  );
}
