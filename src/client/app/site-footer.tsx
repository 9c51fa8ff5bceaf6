import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { pageControl } from '../lib/page-controls';
import { siteName } from '../lib/site-settings';
import { useInertUntilHydrated } from '../lib/use-hydrated';
import { POLICY_LINKS } from './nav-links';
import { useShellTexts } from '../lib/shell-texts/context';

// Loaded on first use, with the site configuration it shows.
const SupportDialog = lazy(async () => ({
  default: (await import('./support-dialog')).SupportDialog,
}));

export function SiteFooter() {
  const [supportOpen, setSupportOpen] = useState(false);
  const [supportUsed, setSupportUsed] = useState(false);
  const inertUntilHydrated = useInertUntilHydrated();
  const texts = useShellTexts();

  return (
    <Box
      component="footer"
      className="on-indigo"
      sx={{
        mt: 'auto',
        bgcolor: 'primary.dark',
        color: '#FFFFFF',
        borderTop: '4px solid',
        borderTopColor: 'marigold.main',
      }}
    >
      <Container
        sx={{
          py: 3,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box component="nav" aria-label={texts.footer.policies}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3 }}
          >
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  component={RouterLink}
                  to={link.to}
                  color="inherit"
                  sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                >
                  {texts.nav[link.text]}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<SupportAgentIcon />}
          {...pageControl('support')}
          {...inertUntilHydrated}
          onClick={() => {
            setSupportUsed(true);
            setSupportOpen(true);
          }}
        >
          {texts.footer.support}
        </Button>
      </Container>
      <Container>
        <Typography
          variant="body2"
          sx={{ py: 2, borderTop: '1px solid rgba(255, 255, 255, 0.24)' }}
        >
          © {new Date().getFullYear()} {siteName}. {texts.footer.rights}
        </Typography>
      </Container>
      {supportUsed && (
        <Suspense fallback={null}>
          <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
