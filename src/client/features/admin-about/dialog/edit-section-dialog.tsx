import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useIsMutating } from '@tanstack/react-query';
import type { AboutSection } from '@/domain/about-schemas';
import { saveSectionMutationKey } from '../api/query-keys';
import { SectionForm } from './section-form';

interface EditSectionDialogProps {
  /** The section to edit; kept while the dialog closes. */
  section: AboutSection | null;
  open: boolean;
  onClose: () => void;
}

const TITLE_ID = 'edit-about-section-title';

/**
 * 'Edit About Section': the section's title and members. Full screen on phones. It cannot be
 * closed while a save is under way; Cancel (or Escape) closes it without saving.
 */
export function EditSectionDialog({ section, open, onClose }: EditSectionDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const saving = useIsMutating({ mutationKey: saveSectionMutationKey }) > 0;

  return (
    <Dialog
      open={open && section !== null}
      onClose={() => {
        if (!saving) onClose();
      }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID} component="h2" sx={{ color: 'primary.main', fontWeight: 700 }}>
        Edit About Section
      </DialogTitle>
      {section && (
        <SectionForm
          key={section.sectionType}
          section={section}
          titleId={TITLE_ID}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}
