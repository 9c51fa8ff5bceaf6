import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSiteConfig } from '../lib/api/get-site-config';
import { SUPPORT_TEXTS, telHref } from './support-texts';

/** The support contact of the site configuration (fetched when the dialog first opens). */
function SupportContact() {
  const config = useSiteConfig();

  if (config.isPending) return <Typography>{SUPPORT_TEXTS.loading}</Typography>;
  if (config.isError) return <Typography>{SUPPORT_TEXTS.failed}</Typography>;

  const { name, role, phone } = config.data.support;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{SUPPORT_TEXTS.intro}</Typography>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{role}</Typography>
        <Link
          href={telHref(phone)}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 44,
            width: 'fit-content',
          }}
        >
          <PhoneIcon fontSize="small" />
          {phone}
        </Link>
      </Box>
    </>
  );
}

interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
}

export function SupportDialog({ open, onClose }: SupportDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{SUPPORT_TEXTS.title}</DialogTitle>
      <DialogContent>
        <SupportContact />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SUPPORT_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
