import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ArtworkImage } from '@/client/components/artwork-image';
import { GridList } from '@/client/components/grid-list';
import { PageContainer } from '@/client/components/page-container';
import { landingCards, type Picture } from '@/client/lib/artwork';
import { useEventTexts } from '@/client/lib/event-texts';
import type { EventTexts } from '@/client/lib/event-texts/en';
import { usePageTitle } from '@/client/lib/use-page-title';

type InvolvedText = keyof EventTexts['involved'];

interface InvolvementCard {
  id: string;
  title: InvolvedText;
  text: InvolvedText;
  picture: Picture;
  action: { label: InvolvedText; to: string; color: 'primary' | 'secondary' };
}

const CARDS: InvolvementCard[] = [
  {
    id: 'events',
    title: 'eventsTitle',
    text: 'eventsText',
    picture: landingCards.sports,
    action: { label: 'eventsAction', to: '/home', color: 'primary' },
  },
  {
    id: 'ganesh',
    title: 'ganeshTitle',
    text: 'ganeshText',
    picture: landingCards.ganesh,
    action: { label: 'ganeshAction', to: '/donations', color: 'secondary' },
  },
];

/** Get Involved (/events, members only): two cards, Events and Ganesh Chathurthi. */
export function GetInvolvedPage() {
  const texts = useEventTexts().involved;
  usePageTitle(texts.title);
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720 }}>{texts.intro}</Typography>
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
                  {texts[card.title]}
                </Typography>
                <Typography sx={{ color: 'text.secondary', mb: 3, flexGrow: 1 }}>
                  {texts[card.text]}
                </Typography>
                <Button
                  component={RouterLink}
                  to={card.action.to}
                  variant="contained"
                  color={card.action.color}
                  sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' }, minWidth: { sm: 180 } }}
                >
                  {texts[card.action.label]}
                </Button>
              </Box>
            </Card>
          </li>
        ))}
      </GridList>
    </PageContainer>
  );
}
