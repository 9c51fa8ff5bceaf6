import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ArtworkImage } from '@/client/components/artwork-image';
import { GridList } from '@/client/components/grid-list';
import { landingCards, type Picture } from '@/client/lib/artwork';
import { useShellTexts } from '@/client/lib/shell-texts/context';

interface ExploreCard {
  to: string;
  title: 'sportsTitle' | 'ganeshTitle' | 'alumniTitle';
  text: 'sportsText' | 'ganeshText' | 'alumniText';
  picture: Picture;
}

/** Their words are the landing page's shell texts, in the page's language. */
const CARDS: ExploreCard[] = [
  { to: '/se', title: 'sportsTitle', text: 'sportsText', picture: landingCards.sports },
  { to: '/gc', title: 'ganeshTitle', text: 'ganeshText', picture: landingCards.ganesh },
  { to: '/ac', title: 'alumniTitle', text: 'alumniText', picture: landingCards.alumni },
];

/**
 * The three cards of the landing page: Sports Events, Ganesh Chaturthi, Alumnus Connect. The
 * title is the link, stretched over the whole card, so the card's name is just its title.
 */
export function ExploreCards() {
  const { landing } = useShellTexts();
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
                  {landing[card.title]}
                </Link>
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{landing[card.text]}</Typography>
            </Box>
          </Card>
        </li>
      ))}
    </GridList>
  );
}
