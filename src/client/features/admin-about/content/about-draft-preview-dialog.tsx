import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { sanitizeAboutHtml } from '@/client/lib/sanitize-about-html';
import { boxedAboutContentSx } from '@/client/components/about-content-styles';
import { AdminDialog } from '@/client/components/admin/admin-dialog';
import { DialogFormActions } from '@/client/components/admin/dialog-form-actions';

/**
 * Preview About Page: the text as it stands in the editor, saved or not, cleaned by the same
 * sanitizer as the page, so the committee sees its draft before anyone else does.
 */
export function AboutDraftPreviewDialog({
  html,
  open,
  onClose,
}: {
  html: string;
  open: boolean;
  onClose: () => void;
}) {
  const clean = useMemo(() => (open ? sanitizeAboutHtml(html) : ''), [html, open]);
  return (
    <AdminDialog
      id="about-draft-preview"
      title="Preview of the About page"
      open={open}
      onClose={onClose}
      maxWidth="md"
    >
      <DialogContent dividers>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          Your text as the About page will show it. Changes not saved yet are included: visitors see
          them once you choose Save Changes.
        </Typography>
        <Box
          role="region"
          aria-label="About page draft"
          tabIndex={0}
          sx={[boxedAboutContentSx, { p: 2 }]}
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      </DialogContent>
      <DialogFormActions>
        <Button onClick={onClose}>Close</Button>
      </DialogFormActions>
    </AdminDialog>
  );
}
