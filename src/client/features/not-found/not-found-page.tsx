import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '@/client/components/page-container';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { usePageTitle } from '@/client/lib/use-page-title';

export function NotFoundPage() {
  const texts = usePageTexts().notFound;
  usePageTitle(texts.title);
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {texts.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{texts.text}</Typography>
      <Link component={RouterLink} to="/">
        {texts.home}
      </Link>
    </PageContainer>
  );
}
