import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useIsMutating } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { AboutSection } from '@/domain/about-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { ApiError } from '@/client/lib/api-client';
import { uploadMutationKey } from '../api/query-keys';
import { useSaveAboutSection } from '../api/save-about-section';
import { DialogForm } from '@/client/components/admin/dialog-form';
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
  /** The dialog title's id, which also names the form. */
  titleId: string;
  onDone: () => void;
}

/** The server's reason for refusing the section (400), shown in the dialog beside the fields. */
function refusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 && error.message ? error.message : null;
}

/**
 * The dialog's form: Title, then the members (Remove one only where several are allowed and
 * there is more than one; Remove all members; Add Member only where several are allowed).
 * Save closes the dialog; a failed save keeps everything as it is.
 */
export function SectionForm({ section, titleId, onDone }: SectionFormProps) {
  const notify = useNotify();
  const save = useSaveAboutSection();
  // A failed save is also said in the dialog: while it is open, the notifications are hidden
  // from screen readers with the rest of the page. The server's reason when it gave one.
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const { control, handleSubmit, formState } = useForm<
    SectionFormValues,
    unknown,
    SectionFormOutput
  >({
    resolver: zodResolver(sectionFormSchema(section.allowMultiple)),
    defaultValues: sectionFormDefaults(section),
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

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ sectionType: section.sectionType, input });
      notify(MESSAGES.sectionSaved, 'success');
      onDone();
    } catch (error) {
      setFailure({ reason: refusalReason(error) });
      notify(MESSAGES.sectionSaveFailed, 'error');
    }
  });

  const sectionHeadingId = 'edit-about-section-members-heading';

  return (
    <DialogForm labelledBy={titleId} onSubmit={onSubmit}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, px: { xs: 2, sm: 3 } }}>
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

        <Box
          component="section"
          aria-labelledby={sectionHeadingId}
          sx={{ display: 'grid', gap: 2 }}
        >
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
      </DialogContent>
      {failure && (
        <Alert severity="error" sx={{ mx: { xs: 2, sm: 3 }, mt: 2 }}>
          {MESSAGES.sectionSaveFailed}
          {failure.reason ? `: ${failure.reason}` : '.'}
        </Alert>
      )}
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {saving ? 'Saving...' : 'Save Section'}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
