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

const SPORTS: Array<{ name: string; text: string; icon: ReactNode }> = [
  {
    name: 'Cricket',
    text: 'Our oldest love. Wing-versus-wing matches on the back ground every Sunday, and a tennis-ball tournament under the lights when the monsoon ends. Teams of up to 13 players.',
    icon: <SportsCricketIcon />,
  },
  {
    name: 'Kabaddi',
    text: 'Played on the courtyard mat after evening study hours. Seniors coach first-years in the raid and the chain tackle, and the cheering can be heard across the lane.',
    icon: <SportsKabaddiIcon />,
  },
  {
    name: 'Volleyball',
    text: 'A net between the neem trees and a game that starts at six sharp. Mixed friendly matches on weekends, and a proper league during the sports week.',
    icon: <SportsVolleyballIcon />,
  },
  {
    name: 'Chess',
    text: 'Quiet but fierce. Boards are set up in the library corner all year; the hostel championship has produced two district-level players.',
    icon: <CastleIcon />,
  },
  {
    name: 'Annual Sports Week',
    text: 'Every January, classes end early and the whole hostel turns out: finals, relay races, tug of war, and a prize-giving evening with alumni as chief guests.',
    icon: <EmojiEventsIcon />,
  },
];

/** The sports page (/se). */
export function SportsPage() {
  usePageTitle('Sports Events');
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
            Sports Events
          </Typography>
          <Typography sx={{ mb: 2, fontSize: { md: '1.125rem' } }}>
            After a long day of lectures, the hostel ground comes alive. Sport is how first-years
            make friends, how seniors blow off steam before exams, and how old boys and girls come
            back to prove they still have it.
          </Typography>
          <Typography>
            Everyone plays: no trials, no fees for the everyday games, and a kit cupboard that
            alumni keep stocked. Whether you bowl leg-spin or have never held a bat, there is a
            place for you on a team.
          </Typography>
        </Box>
        <ArtworkImage
          picture={landingCards.sports}
          frame="rounded"
          priority
          sx={{ borderBottom: '6px solid', borderBottomColor: 'marigold.main' }}
        />
      </Box>

      <PageSection id="games" title="What we play">
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
                {sport.name}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{sport.text}</Typography>
            </Card>
          ))}
        </GridList>
      </PageSection>

      <CallToAction
        id="take-part"
        title="Take part"
        text="Tournaments and the sports week are announced under Hostel Sports Upcoming Events on the home page. Log in, pick an event, and register on your own or with your team."
      >
        <Button component={RouterLink} to="/" variant="contained">
          See upcoming events
        </Button>
      </CallToAction>
    </PageContainer>
  );
}
