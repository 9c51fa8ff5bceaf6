import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MARIGOLD } from '../../app/theme';
import { PageContainer } from '../../components/page-container';
import { landingCards, type Picture } from '../../lib/artwork';
import { usePageTitle } from '../../lib/use-page-title';

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
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {CARDS.map((card, index) => (
          <li key={card.id}>
            <Card
              component="article"
              aria-labelledby={`involve-${card.id}`}
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <Box
                component="img"
                src={card.picture.src}
                alt={card.picture.alt}
                width={card.picture.width}
                height={card.picture.height}
                // The second picture is below the fold on phones.
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: `${card.picture.width} / ${card.picture.height}`,
                  objectFit: 'cover',
                  borderBottom: `4px solid ${MARIGOLD}`,
                  bgcolor: 'grey.200',
                }}
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
      </Box>
    </PageContainer>
  );
}
