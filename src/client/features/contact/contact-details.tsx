import HomeWorkIcon from '@mui/icons-material/HomeWork';
import MailIcon from '@mui/icons-material/Mail';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSiteConfig } from '@/client/lib/api/get-site-config';
import { usePageTexts } from '@/client/lib/page-texts/context';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ position: 'relative', pl: 4.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 700, mt: 1 }}>
        <Box
          component="span"
          aria-hidden="true"
          sx={{ position: 'absolute', left: 0, top: 12, display: 'flex', color: 'primary.main' }}
        >
          {icon}
        </Box>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

const linkSx = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

/** The site operator's contact details, from the site configuration (`GET /api/config`). */
export function ContactDetails() {
  const config = useSiteConfig();
  const texts = usePageTexts().contact;

  let body: ReactNode;
  if (config.isPending) {
    body = (
      <Box aria-busy="true">
        <Skeleton width="80%" height={32} />
        <Skeleton width="60%" height={32} />
        <Skeleton width="90%" height={64} />
      </Box>
    );
  } else if (config.isError) {
    body = <Typography>{texts.detailsFailed}</Typography>;
  } else {
    const { email, phone, address } = config.data.contact;
    body = (
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {email && (
          <Row icon={<MailIcon />} label={texts.email}>
            <Link href={`mailto:${email}`} sx={linkSx}>
              {email}
            </Link>
          </Row>
        )}
        {phone && (
          <Row icon={<PhoneIcon />} label={texts.phone}>
            <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} sx={linkSx}>
              {phone}
            </Link>
          </Row>
        )}
        {address && (
          <Row icon={<HomeWorkIcon />} label={texts.address}>
            <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
              {address}
            </Typography>
          </Row>
        )}
      </Box>
    );
  }

  return (
    <Card
      component="section"
      aria-labelledby="contact-details-heading"
      sx={{ p: { xs: 2.5, md: 4 }, borderTop: '4px solid', borderTopColor: 'marigold.main' }}
    >
      <Typography id="contact-details-heading" variant="h2" sx={{ mb: 1 }}>
        {texts.detailsHeading}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {texts.detailsIntro}
      </Typography>
      {body}
    </Card>
  );
}
