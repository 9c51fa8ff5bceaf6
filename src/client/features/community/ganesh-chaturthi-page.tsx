import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GALLERY_TIMINGS } from '@/domain/constants';
import { Gallery } from '@/client/components/gallery';
import { GridList } from '@/client/components/grid-list';
import { PageContainer } from '@/client/components/page-container';
import { ganeshGallery, ganeshVideos } from '@/client/lib/artwork';
import { siteName } from '@/client/lib/site-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { PageSection } from './page-section';
import { VideoCard } from './video-card';

/** The Ganesh Chaturthi page (/gc): text, a 6-picture gallery and 5 videos. */
export function GaneshChaturthiPage() {
  usePageTitle('Ganesh Chaturthi');
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Ganesh Chaturthi
      </Typography>
      <Box sx={{ maxWidth: '70ch', mb: { xs: 5, md: 7 } }}>
        <Typography sx={{ mb: 2, fontSize: { md: '1.125rem' } }}>
          For ten days every year, the courtyard of {siteName} becomes a pandal. Ganesh Chaturthi is
          our biggest festival, and for many residents it is their first festival away from home, so
          we make sure it feels like one.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Bappa arrives to the beat of the dhol-tasha, in an eco-friendly shadu clay idol that the
          residents choose together. Each evening the whole hostel gathers for aarti, with modaks
          from the mess and a cultural programme of songs, skits and rangoli. Neighbours, teachers
          and alumni with their families come by to take darshan.
        </Typography>
        <Typography>
          On the last day we walk Bappa to the artificial immersion tank in a procession of music
          and gulal, and promise to welcome him again next year. Offerings collected during the
          festival go to the scholarship fund.
        </Typography>
      </Box>

      <PageSection id="gc-gallery" title="Pictures from the festival">
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>
          Select a picture to open it full size in a new tab.
        </Typography>
        <Gallery
          slides={ganeshGallery}
          intervalMs={GALLERY_TIMINGS.gc}
          perView={{ base: 1, md: 2 }}
          label="Pictures from the festival"
          openInNewTab
        />
      </PageSection>

      <PageSection id="gc-videos" title="Festival videos">
        <GridList columns={{ xs: 1, sm: 2, md: 3 }}>
          {ganeshVideos.map((video) => (
            <li key={video.src}>
              <VideoCard video={video} />
            </li>
          ))}
        </GridList>
      </PageSection>
    </PageContainer>
  );
}
