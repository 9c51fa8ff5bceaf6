import CastleIcon from '@mui/icons-material/Castle';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SportsCricketIcon from '@mui/icons-material/SportsCricket';
import SportsKabaddiIcon from '@mui/icons-material/SportsKabaddi';
import SportsVolleyballIcon from '@mui/icons-material/SportsVolleyball';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ArtworkImage } from '@/client/components/artwork-image';
import { GridList } from '@/client/components/grid-list';
import { PageContainer } from '@/client/components/page-container';
import { landingCards } from '@/client/lib/artwork';
import { usePageTitle } from '@/client/lib/use-page-title';
import { CallToAction } from './call-to-action';
import { PageSection } from './page-section';
import { useCommunityTexts, type CommunityTexts } from './texts';

type SportsTexts = CommunityTexts['sports'];

const SPORTS: Array<{ name: keyof SportsTexts; text: keyof SportsTexts; icon: ReactNode }> = [
  { name: 'cricket', text: 'cricketText', icon: <SportsCricketIcon /> },
  { name: 'kabaddi', text: 'kabaddiText', icon: <SportsKabaddiIcon /> },
  { name: 'volleyball', text: 'volleyballText', icon: <SportsVolleyballIcon /> },
  { name: 'chess', text: 'chessText', icon: <CastleIcon /> },
  { name: 'sportsWeek', text: 'sportsWeekText', icon: <EmojiEventsIcon /> },
];

/** The sports page (/se). */
export function SportsPage() {
  const { sports } = useCommunityTexts();
  usePageTitle(sports.title);
  return (
    <PageContainer>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'center',
          mb: { xs: 6, md: 8 },
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {sports.title}
          </Typography>
          <Typography sx={{ mb: 2, fontSize: { md: '1.125rem' } }}>{sports.intro}</Typography>
          <Typography>{sports.everyone}</Typography>
        </Box>
        <ArtworkImage
          picture={{ ...landingCards.sports, alt: sports.picture }}
          frame="rounded"
          priority
          sx={{ borderBottom: '6px solid', borderBottomColor: 'marigold.main' }}
        />
      </Box>

      <PageSection id="games" title={sports.gamesTitle}>
        <GridList columns={{ xs: 1, sm: 2, md: 3 }}>
          {SPORTS.map((sport) => (
            <Card component="li" key={sport.name} sx={{ p: 3 }}>
              <Box
                aria-hidden="true"
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 48,
                  height: 48,
                  mb: 1.5,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'marigold.main',
                }}
              >
                {sport.icon}
              </Box>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {sports[sport.name]}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{sports[sport.text]}</Typography>
            </Card>
          ))}
        </GridList>
      </PageSection>

      <CallToAction id="take-part" title={sports.takePartTitle} text={sports.takePartText}>
        <Button component={RouterLink} to="/" variant="contained">
          {sports.seeUpcoming}
        </Button>
      </CallToAction>
    </PageContainer>
  );
}
