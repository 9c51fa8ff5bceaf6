import Diversity3Icon from '@mui/icons-material/Diversity3';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SchoolIcon from '@mui/icons-material/School';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ArtworkImage } from '@/client/components/artwork-image';
import { GridList } from '@/client/components/grid-list';
import { PageContainer } from '@/client/components/page-container';
import { historyPicture } from '@/client/lib/artwork';
import { siteName } from '@/client/lib/site-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { fill } from '@/client/lib/page-texts/fill';
import { PageSection } from './page-section';
import { useCommunityTexts, type CommunityTexts } from './texts';

type HistoryTexts = CommunityTexts['history'];

const STATS: Array<{ value: string; label: keyof HistoryTexts }> = [
  { value: '100+', label: 'years' },
  { value: '5,000+', label: 'students' },
  { value: '20+', label: 'districts' },
  { value: '7', label: 'scholarships' },
];

const LEGACY: Array<{ title: keyof HistoryTexts; text: keyof HistoryTexts; icon: ReactNode }> = [
  { title: 'roomTitle', text: 'roomText', icon: <SchoolIcon /> },
  { title: 'mealsTitle', text: 'mealsText', icon: <RestaurantIcon /> },
  { title: 'studyTitle', text: 'studyText', icon: <MenuBookIcon /> },
  { title: 'familyTitle', text: 'familyText', icon: <Diversity3Icon /> },
  { title: 'givingTitle', text: 'givingText', icon: <VolunteerActivismIcon /> },
];

const MILESTONES: Array<{ year: string; text: keyof HistoryTexts }> = [
  { year: '1924', text: 'milestone1924' },
  { year: '1938', text: 'milestone1938' },
  { year: '1961', text: 'milestone1961' },
  { year: '1987', text: 'milestone1987' },
  { year: '2004', text: 'milestone2004' },
  { year: '2024', text: 'milestone2024' },
];

/** The hostel legacy page (/history): stats, founding story, legacy points, milestones. */
export function HistoryPage() {
  const { history } = useCommunityTexts();
  usePageTitle(history.title);
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {history.title}
      </Typography>
      <Typography sx={{ maxWidth: '65ch', mb: { xs: 4, md: 5 }, fontSize: { md: '1.125rem' } }}>
        {fill(history.intro, { site: siteName })}
      </Typography>

      <GridList
        label={history.inNumbers}
        columns={{ xs: 2, md: 4 }}
        gap={2}
        sx={{ mb: { xs: 6, md: 8 } }}
      >
        {STATS.map((stat) => (
          <Card
            component="li"
            key={stat.value}
            sx={{
              p: { xs: 2, md: 3 },
              textAlign: 'center',
              borderTop: '4px solid',
              borderTopColor: 'marigold.main',
            }}
          >
            <Typography
              component="p"
              sx={{
                color: 'primary.main',
                fontWeight: 700,
                fontSize: { xs: '1.75rem', md: '2.5rem' },
                lineHeight: 1.2,
              }}
            >
              {stat.value}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {history[stat.label]}
            </Typography>
          </Card>
        ))}
      </GridList>

      <PageSection id="founding" title={history.foundingTitle}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box>
            <Typography sx={{ mb: 2 }}>{history.founding1}</Typography>
            <Typography sx={{ mb: 2 }}>{history.founding2}</Typography>
            <Typography>{history.founding3}</Typography>
          </Box>
          <ArtworkImage
            picture={{ ...historyPicture, alt: history.foundingPicture }}
            frame="rounded"
          />
        </Box>
      </PageSection>

      <PageSection id="legacy" title={history.standForTitle}>
        <GridList columns={{ xs: 1, md: 2 }} gap={2}>
          {LEGACY.map((point) => (
            <Box
              component="li"
              key={point.title}
              sx={{
                display: 'flex',
                gap: 2,
                p: 2.5,
                borderRadius: 3,
                bgcolor: 'background.paper',
                boxShadow: 1,
              }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  bgcolor: 'marigold.light',
                  color: 'primary.main',
                }}
              >
                {point.icon}
              </Box>
              <Box>
                <Typography variant="h3" sx={{ mb: 0.5 }}>
                  {history[point.title]}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{history[point.text]}</Typography>
              </Box>
            </Box>
          ))}
        </GridList>
      </PageSection>

      <PageSection id="milestones" title={history.milestonesTitle}>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: '70ch' }}>
          {MILESTONES.map((milestone, index) => (
            <Box
              component="li"
              key={milestone.year}
              sx={{
                position: 'relative',
                pl: 5,
                pb: index === MILESTONES.length - 1 ? 0 : 3,
                // The line of the timeline, and a marigold dot at each year.
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 9,
                  top: 8,
                  bottom: index === MILESTONES.length - 1 ? 'auto' : 0,
                  height: index === MILESTONES.length - 1 ? 0 : 'auto',
                  borderLeft: '2px solid',
                  borderColor: 'divider',
                },
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  left: 2,
                  top: 6,
                  width: 16,
                  height: 16,
                  borderRadius: '50%',
                  bgcolor: 'marigold.main',
                  border: '3px solid',
                  borderColor: 'primary.main',
                },
              }}
            >
              <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
                {milestone.year}
              </Typography>
              <Typography>{history[milestone.text]}</Typography>
            </Box>
          ))}
        </Box>
      </PageSection>

      <Box
        component="section"
        aria-labelledby="support-heading"
        sx={{
          p: { xs: 3, md: 5 },
          borderRadius: 3,
          bgcolor: 'primary.dark',
          color: '#FFFFFF',
          borderLeft: '6px solid',
          borderLeftColor: 'marigold.main',
        }}
      >
        <Typography id="support-heading" variant="h2" sx={{ color: '#FFFFFF', mb: 1.5 }}>
          {history.supportTitle}
        </Typography>
        <Typography sx={{ maxWidth: '60ch', mb: 3 }}>{history.supportText}</Typography>
        <Button
          component={RouterLink}
          to="/donations"
          variant="contained"
          color="secondary"
          size="large"
          sx={{ px: 4 }}
        >
          {history.supportUs}
        </Button>
      </Box>
    </PageContainer>
  );
}
