import Typography from '@mui/material/Typography';
import { usePageTitle } from '../lib/use-page-title';
import { PageContainer } from './page-container';

/** Placeholder of a page that a later piece of work builds. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography>This page is coming soon.</Typography>
    </PageContainer>
  );
}
