import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ArtworkImage } from '@/client/components/artwork-image';
import { GridList } from '@/client/components/grid-list';
import { PageContainer } from '@/client/components/page-container';
import { landingCards, type Picture } from '@/client/lib/artwork';
import { usePageTitle } from '@/client/lib/use-page-title';

interface InvolvementCard {
  id: string;
  title: string;
  text: string;
  picture: Picture;
  action: { label: string; to: string; color: 'primary' | 'secondary' };
}

const CARDS: InvolvementCard[] = [
  {
    id: 'events',
    title: 'Events',
    text: 'Cricket, kabaddi, quizzes and the sports week: see what is coming up and register on your own or with your team.',
    picture: landingCards.sports,
    action: { label: 'Explore Events', to: '/home', color: 'primary' },
  },
  {
    id: 'ganesh',
    title: 'Ganesh Chathurthi',
    text: 'Help us welcome Bappa: your gift pays for the pandal, the lamps and prasad for every resident and guest.',
    picture: landingCards.ganesh,
    action: { label: 'Donate Now', to: '/donations', color: 'secondary' },
  },
];

/** Get Involved (/events, members only): two cards, Events and Ganesh Chathurthi. */
export function GetInvolvedPage() {
  usePageTitle('Get Involved Today');
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Get Involved Today
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720 }}>
        Play, cheer, volunteer or give: there is a place for every member in the life of the hostel.
      </Typography>
      <GridList columns={{ xs: 1, md: 2 }}>
        {CARDS.map((card, index) => (
          <li key={card.id}>
            <Card
              component="article"
              aria-labelledby={`involve-${card.id}`}
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <ArtworkImage
                picture={card.picture}
                frame="card"
                // The second picture is below the fold on phones.
                eager={index === 0}
              />
              <Box
                sx={{
                  p: { xs: 2.5, md: 3 },
                  display: 'flex',
                  flexDirection: 'column',
                  flexGrow: 1,
                }}
              >
                <Typography id={`involve-${card.id}`} variant="h2" sx={{ mb: 1 }}>
                  {card.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', mb: 3, flexGrow: 1 }}>
                  {card.text}
                </Typography>
                <Button
                  component={RouterLink}
                  to={card.action.to}
                  variant="contained"
                  color={card.action.color}
                  sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' }, minWidth: { sm: 180 } }}
                >
                  {card.action.label}
                </Button>
              </Box>
            </Card>
          </li>
        ))}
      </GridList>
    </PageContainer>
  );
}
