import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { aboutLinkFormSchema } from '@/domain/about-schemas';
import { FormTextField } from '@/client/components/form-text-field';
import { SubjectDialog } from '@/client/components/admin/admin-dialog';
import { DialogForm } from '@/client/components/admin/dialog-form';
import { CancelButton, DialogFormActions } from '@/client/components/admin/dialog-form-actions';

export type LinkFormValues = z.output<typeof aboutLinkFormSchema>;

export interface LinkTarget {
  /** The address of the link the cursor is in; empty for a new link. */
  href: string;
  /** Nothing is selected: the link needs a text of its own. */
  needsText: boolean;
}

interface LinkDialogProps {
  /** What the dialog edits; null while it is closed. */
  target: LinkTarget | null;
  onSave: (values: LinkFormValues) => void;
  onRemove: () => void;
  onClose: () => void;
}

const ID = 'about-link';

/** Add a link, or change or remove the one the cursor is in. */
export function LinkDialog({ target, onSave, onRemove, onClose }: LinkDialogProps) {
  const editing = target !== null && target.href !== '';
  return (
    <SubjectDialog
      id={ID}
      title={editing ? 'Edit link' : 'Add link'}
      subject={target}
      onClose={onClose}
    >
      {(target) => (
        <LinkForm target={target} editing={editing} onSave={onSave} onRemove={onRemove} />
      )}
    </SubjectDialog>
  );
}

function LinkForm({
  target,
  editing,
  onSave,
  onRemove,
}: Omit<LinkDialogProps, 'onClose'> & { target: LinkTarget; editing: boolean }) {
  const { control, handleSubmit } = useForm<
    z.input<typeof aboutLinkFormSchema>,
    unknown,
    LinkFormValues
  >({
    resolver: zodResolver(aboutLinkFormSchema),
    defaultValues: { href: target.href, text: '' },
  });

  return (
    <DialogForm labelledBy={`${ID}-title`} onSubmit={handleSubmit(onSave)}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          control={control}
          name="href"
          id={`${ID}-href`}
          label="Link address"
          required
          autoFocus
          type="url"
          hint="A web address, an e-mail address, or a page of this site such as /events."
        />
        {target.needsText && (
          <FormTextField
            control={control}
            name="text"
            id={`${ID}-text`}
            label="Link text"
            hint="The words shown as the link. Left empty, the address is shown."
          />
        )}
      </DialogContent>
      <DialogFormActions>
        {editing && (
          <Button color="error" onClick={onRemove} sx={{ mr: { sm: 'auto' } }}>
            Remove link
          </Button>
        )}
        <CancelButton />
        <Button type="submit" variant="contained">
          {editing ? 'Update link' : 'Add link'}
        </Button>
      </DialogFormActions>
    </DialogForm>
  );
}
