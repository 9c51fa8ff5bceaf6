import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

interface FormPageProps {
  title: string;
  intro: ReactNode;
  form: ReactNode;
  /** What the visitor reads beside the form: to its right on wide screens, below it on phones. */
  aside: ReactNode;
}

/** A page whose work is one form (contact, donation): its heading and intro, then the form. */
export function FormPage({ title, intro, form, aside }: FormPageProps) {
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ maxWidth: '65ch', mb: { xs: 4, md: 5 } }}>{intro}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
          alignItems: 'start',
        }}
      >
        {form}
        {aside}
      </Box>
    </PageContainer>
  );
}
