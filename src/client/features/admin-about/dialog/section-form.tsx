import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIsMutating } from '@tanstack/react-query';
import { useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { AboutSection } from '@/domain/about-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { uploadMutationKey } from '../api/query-keys';
import { useSaveAboutSection } from '../api/save-about-section';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useFormRefusal } from '@/client/lib/use-form-refusal';
import { memberCountText } from '../sections/member-count';
import { MemberFields } from './member-fields';
import {
  defaultMembers,
  EMPTY_MEMBER,
  sectionFormDefaults,
  sectionFormSchema,
  type SectionFormOutput,
  type SectionFormValues,
} from './section-form-schema';
import { FormTextField } from '@/client/components/form-text-field';

interface SectionFormProps {
  section: AboutSection;
  onDone: () => void;
}

/**
 * The dialog's form: Title, then the members (Remove one only where several are allowed and
 * there is more than one; Remove all members; Add Member only where several are allowed).
 * Save closes the dialog; a failed save keeps everything as it is.
 */
export function SectionForm({ section, onDone }: SectionFormProps) {
  const notify = useNotify();
  const save = useSaveAboutSection();
  const { control, handleSubmit, setError, formState } = useForm<
    SectionFormValues,
    unknown,
    SectionFormOutput
  >({
    resolver: zodResolver(sectionFormSchema(section.allowMultiple)),
    defaultValues: sectionFormDefaults(section),
  });
  // A failed save is also said in the dialog: while it is open, the notifications are hidden
  // from screen readers with the rest of the page. The server's reason when it gave one.
  const { refusal, refuse, clear } = useFormRefusal(
    setError,
    ['title'],
    MESSAGES.sectionSaveFailed,
  );
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

  const onSubmit = handleSubmit(async (input) => {
    clear();
    try {
      await save.mutateAsync({ sectionType: section.sectionType, input });
      notify(MESSAGES.sectionSaved, 'success');
      onDone();
    } catch (error) {
      refuse(error);
      notify(MESSAGES.sectionSaveFailed, 'error');
    }
  });

  const sectionHeadingId = 'edit-about-section-members-heading';

  return (
    <FormDialogBody
      onSubmit={onSubmit}
      refusal={refusal && `${MESSAGES.sectionSaveFailed}: ${refusal}`}
      submitting={saving}
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
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
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
