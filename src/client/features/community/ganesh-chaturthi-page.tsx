import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GALLERY_TIMINGS } from '@/domain/constants';
import { Gallery } from '@/client/components/gallery';
import { GridList } from '@/client/components/grid-list';
import { PageContainer } from '@/client/components/page-container';
import { ganeshGallery, ganeshVideos } from '@/client/lib/artwork';
import { fill } from '@/client/lib/page-texts/fill';
import { siteName } from '@/client/lib/site-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { PageSection } from './page-section';
import { useCommunityTexts } from './texts';
import { VideoCard } from './video-card';

const PICTURES = ['picture1', 'picture2', 'picture3', 'picture4', 'picture5', 'picture6'] as const;
const VIDEOS = ['installation', 'aarti', 'decorating', 'dholTasha', 'immersion'] as const;

/** The Ganesh Chaturthi page (/gc): text, a 6-picture gallery and 5 videos. */
export function GaneshChaturthiPage() {
  const { ganesh, video: videoTitles } = useCommunityTexts();
  usePageTitle(ganesh.title);
  const slides = ganeshGallery.map((picture, index) => ({
    ...picture,
    alt: ganesh[PICTURES[index] ?? 'picture1'],
  }));
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {ganesh.title}
      </Typography>
      <Box sx={{ maxWidth: '70ch', mb: { xs: 5, md: 7 } }}>
        <Typography sx={{ mb: 2, fontSize: { md: '1.125rem' } }}>
          {fill(ganesh.intro, { site: siteName })}
        </Typography>
        <Typography sx={{ mb: 2 }}>{ganesh.arrival}</Typography>
        <Typography>{ganesh.farewell}</Typography>
      </Box>

      <PageSection id="gc-gallery" title={ganesh.galleryTitle}>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{ganesh.galleryHint}</Typography>
        <Gallery
          slides={slides}
          intervalMs={GALLERY_TIMINGS.gc}
          perView={{ base: 1, md: 2 }}
          label={ganesh.galleryTitle}
          openInNewTab
        />
      </PageSection>

      <PageSection id="gc-videos" title={ganesh.videosTitle}>
        <GridList columns={{ xs: 1, sm: 2, md: 3 }}>
          {ganeshVideos.map((video, index) => (
            <li key={video.src}>
              <VideoCard video={video} title={videoTitles[VIDEOS[index] ?? 'installation']} />
            </li>
          ))}
        </GridList>
      </PageSection>
    </PageContainer>
  );
}
