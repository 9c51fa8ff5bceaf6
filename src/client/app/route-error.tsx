import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../components/page-container';
import { usePageTexts } from '../lib/page-texts/context';
import { usePageTitle } from '../lib/use-page-title';

/** Shown in place of a page that failed to load or render (often a dropped connection). */
export function RouteError() {
  const texts = usePageTexts().routeError;
  usePageTitle(texts.title);
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {texts.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{texts.text}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {texts.reload}
      </Button>
    </PageContainer>
  );
}
