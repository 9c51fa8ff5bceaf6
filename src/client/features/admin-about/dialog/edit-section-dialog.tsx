import { useIsMutating } from '@tanstack/react-query';
import type { AboutSection } from '@/domain/about-schemas';
import { SubjectDialog } from '@/client/components/admin/admin-dialog';
import { saveSectionMutationKey } from '../api/query-keys';
import { SectionForm } from './section-form';

interface EditSectionDialogProps {
  /** The section to edit; kept while the dialog closes. */
  section: AboutSection | null;
  open: boolean;
  onClose: () => void;
}

const ID = 'edit-about-section';

/**
 * 'Edit About Section': the section's title and members. Full screen on phones. It cannot be
 * closed while a save is under way; Cancel (or Escape) closes it without saving.
 */
export function EditSectionDialog({ section, open, onClose }: EditSectionDialogProps) {
  const saving = useIsMutating({ mutationKey: saveSectionMutationKey }) > 0;

  return (
    <SubjectDialog
      id={ID}
      title="Edit About Section"
      subject={open && section}
      onClose={() => {
        if (!saving) onClose();
      }}
      maxWidth="md"
    >
      {(section) => <SectionForm key={section.sectionType} section={section} />}
    </SubjectDialog>
  );
}
