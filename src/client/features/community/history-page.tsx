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
import { PageSection } from './page-section';

const STATS = [
  { value: '100+', label: 'years of welcoming students' },
  { value: '5,000+', label: 'students supported' },
  { value: '20+', label: 'districts our residents come from' },
  { value: '7', label: 'annual scholarships' },
];

const LEGACY: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'A room for every deserving student',
    text: 'Admission has always gone by need and merit, never by who you know. Fees are kept low and a caution deposit is all we ask up front.',
    icon: <SchoolIcon />,
  },
  {
    title: 'Meals cooked with care',
    text: 'Two hot meals a day from our own kitchen, with festival sweets that seniors still talk about decades later.',
    icon: <RestaurantIcon />,
  },
  {
    title: 'Study first, always',
    text: 'A quiet library open till midnight, and seniors who sit with juniors before every exam season.',
    icon: <MenuBookIcon />,
  },
  {
    title: 'One family across batches',
    text: 'Residents run the festivals, the sports week and the mess committee themselves, and learn to lead by doing.',
    icon: <Diversity3Icon />,
  },
  {
    title: 'Giving back',
    text: 'Alumni fund scholarships, books and repairs, so that the next student finds the same welcome they did.',
    icon: <VolunteerActivismIcon />,
  },
];

const MILESTONES = [
  {
    year: '1924',
    text: 'Twelve students from nearby villages share a rented wada near the old market, with one cook and a borrowed lantern.',
  },
  {
    year: '1938',
    text: 'Well-wishers pool their savings to buy land; the first stone building, around a courtyard, opens to forty residents.',
  },
  {
    year: '1961',
    text: 'The library wing is added, and the first annual scholarship is given in memory of a founding member.',
  },
  {
    year: '1987',
    text: 'The alumni association is formed; the Ganesh festival in the courtyard grows into a ten-day celebration for the whole neighbourhood.',
  },
  {
    year: '2004',
    text: 'A new block doubles our rooms, and the annual sports week begins with cricket, kabaddi, volleyball and chess.',
  },
  {
    year: '2024',
    text: 'We celebrate one hundred years: seven scholarships every year, and residents from more than twenty districts.',
  },
];

/** The hostel legacy page (/history): stats, founding story, legacy points, milestones. */
export function HistoryPage() {
  usePageTitle('Our Legacy');
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Our Legacy
      </Typography>
      <Typography sx={{ maxWidth: '65ch', mb: { xs: 4, md: 5 }, fontSize: { md: '1.125rem' } }}>
        For a hundred years {siteName} has been a first home in the city for students who came with
        a tin trunk, a few rupees and a big dream. This is their story, and yours.
      </Typography>

      <GridList
        label="The hostel in numbers"
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
              {stat.label}
            </Typography>
          </Card>
        ))}
      </GridList>

      <PageSection id="founding" title="How it all began">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box>
            <Typography sx={{ mb: 2 }}>
              In the 1920s, boys from farming families who won a place at the city&apos;s colleges
              had nowhere they could afford to stay. A handful of teachers and traders decided to
              change that. They rented a small wada near the market, hired a cook, and took in
              twelve students on the promise that each would one day help another.
            </Typography>
            <Typography sx={{ mb: 2 }}>
              That promise became the hostel&apos;s rule. Seniors taught juniors, old boys sent
              money orders for fees, and when the first building around the courtyard went up in
              1938, much of it was paid for by former residents in small instalments.
            </Typography>
            <Typography>
              Today the hostel welcomes young men and women from across the state. The courtyard,
              the neem tree and the evening aarti are still here, and so is the promise.
            </Typography>
          </Box>
          <ArtworkImage picture={historyPicture} frame="rounded" />
        </Box>
      </PageSection>

      <PageSection id="legacy" title="What we stand for">
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
                  {point.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{point.text}</Typography>
              </Box>
            </Box>
          ))}
        </GridList>
      </PageSection>

      <PageSection id="milestones" title="Milestones">
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
              <Typography>{milestone.text}</Typography>
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
          Help the next student find a home
        </Typography>
        <Typography sx={{ maxWidth: '60ch', mb: 3 }}>
          Every scholarship, every repaired room and every festival is paid for by people who once
          lived here, and by friends who believe in what we do. A gift of any size helps.
        </Typography>
        <Button
          component={RouterLink}
          to="/donations"
          variant="contained"
          color="secondary"
          size="large"
          sx={{ px: 4 }}
        >
          Support Us
        </Button>
      </Box>
    </PageContainer>
  );
}
