import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ArtworkImage } from '@/client/components/artwork-image';
import { GridList } from '@/client/components/grid-list';
import { landingCards, type Picture } from '@/client/lib/artwork';

interface ExploreCard {
  to: string;
  title: string;
  text: string;
  picture: Picture;
}

const CARDS: ExploreCard[] = [
  {
    to: '/se',
    title: 'Sports Events',
    text: 'Cricket under the evening sun, kabaddi in the courtyard and a sports week the whole hostel waits for.',
    picture: landingCards.sports,
  },
  {
    to: '/gc',
    title: 'Ganesh Chaturthi',
    text: 'Ten days of aarti, marigolds, dhol-tasha and prasad: our biggest festival of the year.',
    picture: landingCards.ganesh,
  },
  {
    to: '/ac',
    title: 'Alumnus Connect',
    text: 'Former residents who mentor, sponsor scholarships and still come home every December.',
    picture: landingCards.alumni,
  },
];

/**
 * The three cards of the landing page: Sports Events, Ganesh Chaturthi, Alumnus Connect. The
 * title is the link, stretched over the whole card, so the card's name is just its title.
 */
export function ExploreCards() {
  return (
    <GridList columns={{ xs: 1, md: 3 }}>
      {CARDS.map((card) => (
        <li key={card.to}>
          <Card
            sx={{
              position: 'relative',
              height: '100%',
              transition: 'box-shadow 150ms, transform 150ms',
              '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
            }}
          >
            <ArtworkImage picture={card.picture} frame="card" />
            <Box sx={{ p: 2.5 }}>
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                <Link
                  component={RouterLink}
                  to={card.to}
                  underline="hover"
                  sx={{
                    color: 'inherit',
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 44,
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                  }}
                >
                  {card.title}
                </Link>
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{card.text}</Typography>
            </Box>
          </Card>
        </li>
      ))}
    </GridList>
  );
}
