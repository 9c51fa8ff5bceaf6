import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageSectionProps {
  /** Names the heading, so the section is a labelled region. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled part of a community page, with the pages' vertical rhythm. */
export function PageSection({ id, title, children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 6, md: 8 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
