import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import { headingRowSx } from '@/client/components/admin/tab-heading';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIsMutating } from '@tanstack/react-query';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { AboutSection } from '@/domain/about-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { uploadMutationKey } from '../api/query-keys';
import { useSaveAboutSection } from '../api/save-about-section';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';
import { memberCountText } from '../sections/member-count';
import { MemberFields } from './member-fields';
import {
  defaultMembers,
  EMPTY_MEMBER,
  sectionFormDefaults,
  sectionFormSchema,
  type SectionFormOutput,
} from './section-form-schema';
import { FormTextField } from '@/client/components/form-text-field';

interface SectionFormProps {
  section: AboutSection;
}

/**
 * The dialog's form: Title, then the members (Remove one only where several are allowed and
 * there is more than one; Remove all members; Add Member only where several are allowed).
 * Save closes the dialog; a failed save keeps everything as it is.
 */
export function SectionForm({ section }: SectionFormProps) {
  const notify = useNotify();
  const save = useSaveAboutSection();
  // A failed save is also said in the dialog: while it is open, the notifications are hidden
  // from screen readers with the rest of the page. The server's reason when it gave one.
  const { control, formState, body } = useDialogForm({
    resolver: zodResolver(sectionFormSchema(section.allowMultiple)),
    defaultValues: sectionFormDefaults(section),
    fields: ['title'],
    fallback: MESSAGES.sectionSaveFailed,
    submit: (input: SectionFormOutput) =>
      save.mutateAsync({ sectionType: section.sectionType, input }).catch((error: unknown) => {
        notify(MESSAGES.sectionSaveFailed, 'error');
        throw error;
      }),
    notice: () => MESSAGES.sectionSaved,
  });
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'members' });
  const uploading = useIsMutating({ mutationKey: uploadMutationKey }) > 0;
  const saving = formState.isSubmitting;
  const busy = saving || uploading;
  const { allowMultiple } = section;
  const addButton = useRef<HTMLButtonElement>(null);

  /** Removes members; the pressed button may go with them, so the focus moves to Add Member. */
  const removeMembers = (change: () => void) => {
    change();
    if (allowMultiple) window.requestAnimationFrame(() => addButton.current?.focus());
  };

  const sectionHeadingId = 'edit-about-section-members-heading';

  return (
    <FormDialogBody
      {...body}
      refusal={body.refusal && `${MESSAGES.sectionSaveFailed}: ${body.refusal}`}
      submitLabel="Save Section"
      pendingLabel="Saving..."
      waiting={uploading}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        {section.label}
        {allowMultiple ? '' : ': one member only.'}
      </Typography>
      <FormTextField
        control={control}
        name="title"
        id="edit-about-section-field-title"
        label="Title"
        disabled={busy}
      />

      <Box component="section" aria-labelledby={sectionHeadingId} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={headingRowSx(1)}>
          <Typography id={sectionHeadingId} variant="h4" component="h3">
            Members{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              ({memberCountText(fields.length)})
            </Box>
          </Typography>
          <Button
            color="error"
            onClick={() => removeMembers(() => replace(defaultMembers(allowMultiple)))}
            disabled={busy || fields.length === 0}
          >
            Remove all members
          </Button>
        </Box>

        {fields.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>
            No members in this section. Add Member adds one.
          </Typography>
        )}
        {fields.map((field, index) => (
          <MemberFields
            key={field.id}
            control={control}
            index={index}
            busy={busy}
            nameRequired={allowMultiple}
            onRemove={
              allowMultiple && fields.length > 1
                ? () => removeMembers(() => remove(index))
                : undefined
            }
          />
        ))}

        {allowMultiple && (
          <Box>
            <Button
              ref={addButton}
              variant="outlined"
              startIcon={<AddIcon aria-hidden />}
              onClick={() =>
                append({ ...EMPTY_MEMBER }, { focusName: `members.${fields.length}.name` })
              }
              disabled={busy}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              Add Member
            </Button>
          </Box>
        )}
      </Box>
    </FormDialogBody>
  );
}
