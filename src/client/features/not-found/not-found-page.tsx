import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { NoticePage } from '@/client/components/notice-page';
import { usePageTexts } from '@/client/lib/page-texts/context';

export function NotFoundPage() {
  const texts = usePageTexts().notFound;
  return (
    <NoticePage title={texts.title} text={texts.text}>
      <Link component={RouterLink} to="/">
        {texts.home}
      </Link>
    </NoticePage>
  );
}
