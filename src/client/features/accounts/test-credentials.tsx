import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { pageControl } from '@/client/lib/page-controls';
import { useInertUntilHydrated } from '@/client/lib/use-hydrated';

interface TestCredentialsProps {
  email: string;
  password: string;
  onUse: () => void;
}

/** The demo member's login (outside production only), with a button that fills the form. */
export function TestCredentials({ email, password, onUse }: TestCredentialsProps) {
  const texts = usePageTexts().account;
  return (
    <Box
      component="section"
      aria-labelledby="test-credentials-heading"
      sx={{
        mt: 3,
        p: 2,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'divider',
        borderLeft: '4px solid',
        borderLeftColor: 'marigold.main',
        bgcolor: 'background.default',
      }}
    >
      <Typography id="test-credentials-heading" variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
        {texts.testCredentials}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 1.5,
          rowGap: 0.5,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, fontFamily: 'monospace', fontSize: '0.95rem', overflowWrap: 'anywhere' },
        }}
      >
        <dt>{texts.email}</dt>
        <dd>{email}</dd>
        <dt>{texts.password}</dt>
        <dd>{password}</dd>
      </Box>
      <Button
        variant="outlined"
        size="small"
        onClick={onUse}
        sx={{ mt: 1.5 }}
        {...pageControl('use-test-credentials')}
        {...useInertUntilHydrated()}
      >
        {texts.useTestCredentials}
      </Button>
    </Box>
  );
}
