import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRole } from '@/domain/admin-roles';
import type { AdminAccount } from '@/domain/committee-schemas';
import { formatDateTime } from '@/domain/dates';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { serverMessage } from '@/client/lib/server-message';
import { siteTimeZone } from '@/client/lib/site-settings';
import { EmailText } from '@/client/components/admin/email-text';
import { PagedTable } from '@/client/components/admin/paged-table';
import { SelectField } from '@/client/components/admin/select-field';
import { TabSection } from '@/client/components/admin/tab-heading';
import type { TableColumn } from '@/client/components/admin/table-columns';
import { useAdminSelf, useCan } from '@/client/lib/admin/admin-self';
import { useLoadErrorNotice } from '@/client/lib/admin/use-load-error-notice';
import { usePaging } from '@/client/lib/admin/use-paging';
import { useAdminSettings } from './api/get-admin-settings';
import { useAdmins } from '@/client/lib/admin/api/get-admins';
import { useResendInvitation } from './api/resend-invitation';
import { useSaveAdminSettings } from './api/save-admin-settings';
import { useUpdateAdmin, type UpdateAdminVariables } from './api/update-admin';
import { InviteDialog } from './invite-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { RefusalAlert } from '@/client/components/refusal-alert';

const LOAD_FAILED = 'The committee could not be loaded. Please try again later.';

function statusText(admin: AdminAccount): string {
  if (admin.status === 'disabled') return 'Disabled';
  if (admin.status === 'active') return 'Active';
  const until = admin.invitationExpiresAt
    ? formatDateTime(admin.invitationExpiresAt, siteTimeZone)
    : null;
  return until ? `Invited (link works until ${until})` : 'Invited';
}

interface RowActions {
  canChange: boolean;
  selfId: string;
  change: (variables: UpdateAdminVariables, done: string) => void;
  resend: (admin: AdminAccount) => void;
  resetTwoFactor: (admin: AdminAccount) => void;
}

function actionsColumn({
  selfId,
  change,
  resend,
  resetTwoFactor,
}: Omit<RowActions, 'canChange'>): TableColumn<AdminAccount> {
  return {
    place: 'actions',
    fields: [
      {
        label: 'Actions',
        render: (admin: AdminAccount) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {admin.status === 'invited' && (
              <Button
                variant="text"
                onClick={() => resend(admin)}
                aria-label={`Send the invitation to ${admin.username} again`}
              >
                Send again
              </Button>
            )}
            {admin.twoFactorEnabled && admin._id !== selfId && (
              <Button
                variant="text"
                onClick={() => resetTwoFactor(admin)}
                aria-label={`Reset two-factor sign-in of ${admin.username}`}
              >
                Reset two-factor
              </Button>
            )}
            {admin._id !== selfId && (
              <Button
                variant="outlined"
                color={admin.status === 'disabled' ? 'primary' : 'error'}
                aria-label={`${admin.status === 'disabled' ? 'Enable' : 'Disable'} ${admin.username}`}
                onClick={() =>
                  change(
                    { id: admin._id, disabled: admin.status !== 'disabled' },
                    admin.status === 'disabled'
                      ? `${admin.username} can sign in again.`
                      : `${admin.username} is disabled and signed out everywhere.`,
                  )
                }
              >
                {admin.status === 'disabled' ? 'Enable' : 'Disable'}
              </Button>
            )}
          </Box>
        ),
      },
    ],
  };
}

function columns({
  canChange,
  selfId,
  change,
  resend,
  resetTwoFactor,
}: RowActions): TableColumn<AdminAccount>[] {
  return [
    {
      place: 'title',
      minWidth: '12rem',
      fields: [
        { label: 'Username', render: (admin) => admin.username },
        {
          label: 'Email',
          render: (admin) => (admin.email ? <EmailText email={admin.email} /> : '—'),
        },
      ],
    },
    {
      minWidth: '10rem',
      fields: [
        {
          label: 'Role',
          render: (admin) =>
            canChange ? (
              <SelectField
                id={`role-${admin._id}`}
                label={`Role of ${admin.username}`}
                value={admin.role}
                options={ADMIN_ROLES.map((role) => ({
                  value: role,
                  label: ADMIN_ROLE_LABELS[role],
                }))}
                onChange={(role) =>
                  change(
                    { id: admin._id, role: role as AdminRole },
                    `${admin.username} is now ${ADMIN_ROLE_LABELS[role as AdminRole]}.`,
                  )
                }
              />
            ) : (
              ADMIN_ROLE_LABELS[admin.role]
            ),
        },
      ],
    },
    {
      minWidth: '10rem',
      fields: [
        { label: 'Status', render: statusText },
        {
          label: 'Two-factor',
          render: (admin) => `Two-factor ${admin.twoFactorEnabled ? 'on' : 'off'}`,
        },
      ],
    },
    {
      nowrap: true,
      fields: [
        {
          label: 'Last sign-in',
          render: (admin) =>
            admin.lastSignInAt ? (formatDateTime(admin.lastSignInAt, siteTimeZone) ?? '') : 'Never',
        },
      ],
    },
    ...(canChange ? [actionsColumn({ selfId, change, resend, resetTwoFactor })] : []),
  ];
}

/**
 * The Committee tab: every admin with their role and status. Owners invite, change roles,
 * disable and enable, reset another admin's two-factor sign-in, and choose whether two-factor
 * sign-in is required; viewers read.
 */
export function CommitteeTab() {
  const self = useAdminSelf();
  const canChange = useCan('admins.write');
  const notify = useNotify();
  const admins = useAdmins();
  const update = useUpdateAdmin();
  const resend = useResendInvitation();
  const paging = usePaging<'username'>('username', 25);
  const [inviting, setInviting] = useState(false);
  const [resetting, setResetting] = useState<AdminAccount | null>(null);
  useLoadErrorNotice(admins.isError, admins.errorUpdatedAt, LOAD_FAILED);

  const all = admins.data ?? [];
  const start = paging.page * paging.pageSize;
  const table = columns({
    canChange,
    selfId: self._id,
    change: (variables, done) =>
      update.mutate(variables, {
        onSuccess: () => notify(done, 'success'),
        onError: (error) => notify(serverMessage(error, MESSAGES.somethingWentWrong), 'error'),
      }),
    resend: (admin) =>
      resend.mutate(admin._id, {
        onSuccess: () =>
          notify(`The invitation went to ${admin.email ?? admin.username} again.`, 'success'),
        onError: (error) => notify(serverMessage(error, MESSAGES.somethingWentWrong), 'error'),
      }),
    resetTwoFactor: setResetting,
  });

  return (
    <TabSection
      name="committee"
      title="Committee"
      actions={
        canChange && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setInviting(true)}
          >
            Invite an admin
          </Button>
        )
      }
    >
      <TwoFactorSetting canChange={canChange} />
      <PagedTable
        label="Admins"
        columns={table}
        items={all.slice(start, start + paging.pageSize)}
        rowKey={(admin) => admin._id}
        emptyText={admins.isError ? LOAD_FAILED : 'No admins yet.'}
        loading={admins.isFetching}
        total={all.length}
        paging={paging}
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <ResetTwoFactorDialog admin={resetting} onClose={() => setResetting(null)} />
    </TabSection>
  );
}

function TwoFactorSetting({ canChange }: { canChange: boolean }) {
  const notify = useNotify();
  const settings = useAdminSettings();
  const save = useSaveAdminSettings();
  const [refusal, setRefusal] = useState<string | null>(null);
  const required = settings.data?.requireTwoFactor ?? false;

  const toggle = async (requireTwoFactor: boolean) => {
    setRefusal(null);
    try {
      await save.mutateAsync({ requireTwoFactor });
      notify(
        requireTwoFactor
          ? 'Every admin must now sign in with two-factor.'
          : 'Two-factor sign-in is now each admin’s choice.',
        'success',
      );
    } catch (error) {
      setRefusal(serverMessage(error, MESSAGES.somethingWentWrong));
    }
  };

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, mb: 2, display: 'grid', gap: 1 }}>
      {canChange ? (
        <FormControlLabel
          control={
            <Switch
              checked={required}
              disabled={!settings.isSuccess || save.isPending}
              onChange={(event) => void toggle(event.target.checked)}
            />
          }
          label="Require two-factor sign-in for every admin"
        />
      ) : (
        <Typography>
          Two-factor sign-in is {required ? 'required for every admin' : 'each admin’s choice'}.
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Admins then sign in with a code from an authenticator app as well as their password.
      </Typography>
      <RefusalAlert message={refusal} />
    </Paper>
  );
}
