import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/client/lib/use-page-title';
import { PageContainer } from './page-container';

interface NoticePageProps {
  /** Its heading, and the tab's title. */
  title: string;
  text: string;
  /** What the visitor can do about it (a link, a button). */
  children: ReactNode;
}

/** A page that only tells the visitor something: its title, a line of text, what to do next. */
export function NoticePage({ title, text, children }: NoticePageProps) {
  usePageTitle(title);
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      {children}
    </PageContainer>
  );
}
