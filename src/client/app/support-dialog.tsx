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
import { useShellTexts } from '../lib/shell-texts/context';
import { telHref } from './support-texts';

/** The support contact of the site configuration (fetched when the dialog first opens). */
function SupportContact() {
  const texts = useShellTexts().support;
  const config = useSiteConfig();

  if (config.isPending) return <Typography>{texts.loading}</Typography>;
  if (config.isError) return <Typography>{texts.failed}</Typography>;

  const { name, role, phone } = config.data.support;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{texts.intro}</Typography>
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
  const texts = useShellTexts().support;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{texts.title}</DialogTitle>
      <DialogContent>
        <SupportContact />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
