import Button from '@mui/material/Button';
import { NoticePage } from '../components/notice-page';
import { usePageTexts } from '../lib/page-texts/context';

/** Shown in place of a page that failed to load or render (often a dropped connection). */
export function RouteError() {
  const texts = usePageTexts().routeError;
  return (
    <NoticePage title={texts.title} text={texts.text}>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mt: 1 }}>
        {texts.reload}
      </Button>
    </NoticePage>
  );
}
