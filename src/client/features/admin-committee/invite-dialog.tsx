import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_ROLE_DESCRIPTIONS, ADMIN_ROLE_LABELS, ADMIN_ROLES } from '@/domain/admin-roles';
import { inviteAdminInputSchema } from '@/domain/committee-schemas';
import { FormTextField } from '@/client/components/form-text-field';
import { formDialog } from '@/client/components/admin/admin-dialog';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';
import { useInviteAdmin } from './api/invite-admin';

type InviteValues = z.input<typeof inviteAdminInputSchema>;
const FIELDS = ['username', 'email', 'role'] as const;
const NO_ONE: InviteValues = { username: '', email: '', role: 'viewer' };

const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] }));

/** An owner invites someone to the committee: username, e-mail and role; a link goes by mail. */
export const InviteDialog = formDialog(
  { id: 'invite-admin', title: 'Invite an admin' },
  InviteForm,
);

function InviteForm() {
  const invite = useInviteAdmin();
  const { control, body } = useDialogForm({
    resolver: zodResolver(inviteAdminInputSchema),
    defaultValues: NO_ONE,
    fields: FIELDS,
    submit: invite.mutateAsync,
    notice: (invited, values) => `Invitation sent to ${invited.email ?? values.email}.`,
  });
  const role = useWatch({ control, name: 'role' });

  return (
    <FormDialogBody {...body} submitLabel="Send invitation" pendingLabel="Sending…">
      <Typography>
        They get an e-mail with a link to choose their password. The link works once, for 72 hours.
      </Typography>
      <FormTextField
        control={control}
        name="username"
        id="invite-username"
        label="Username"
        autoComplete="off"
        required
        hint="Letters, digits, dots, dashes and underscores."
      />
      <FormTextField
        control={control}
        name="email"
        id="invite-email"
        label="E-mail"
        type="email"
        autoComplete="off"
        required
      />
      <FormTextField
        control={control}
        name="role"
        id="invite-role"
        label="Role"
        options={ROLE_OPTIONS}
        required
        hint={ADMIN_ROLE_DESCRIPTIONS[role]}
      />
    </FormDialogBody>
  );
}
