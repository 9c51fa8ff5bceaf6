import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CallToActionProps {
  /** Names the heading, so the section is a labelled region. */
  id: string;
  title: string;
  text: ReactNode;
  /** The buttons. */
  children: ReactNode;
}

/** The closing invitation of a community page, on pale marigold: what to do next, and its buttons. */
export function CallToAction({ id, title, text, children }: CallToActionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        bgcolor: 'marigold.light',
        borderLeft: '6px solid',
        borderLeftColor: 'marigold.main',
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ maxWidth: '65ch', mb: 3 }}>{text}</Typography>
      {children}
    </Box>
  );
}
