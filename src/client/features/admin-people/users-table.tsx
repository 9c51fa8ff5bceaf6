import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useNotify } from '@/client/components/notifications';
import { exportPersonData } from './api/export-person-data';
import { useCan } from '@/client/lib/admin/admin-self';
import type { AdminUser } from '@/domain/admin-schemas';
import { PagedTable, type TablePage } from '@/client/components/admin/paged-table';
import { contactColumn, personColumn } from '@/client/components/admin/person-column';
import type { TableColumn } from '@/client/components/admin/table-columns';
import { TYPE_LABELS } from '@/client/lib/admin/labels';
import type { Paging } from '@/client/lib/admin/use-paging';
import { useDeleteUserAction } from './use-delete-user-action';

export type UserSort = 'name' | '-name' | 'email' | '-email' | 'registrations' | '-registrations';

interface UsersTableProps extends TablePage<AdminUser> {
  paging: Paging<UserSort>;
  emptyText: string;
  onEdit: (user: AdminUser) => void;
  /** After a deletion, when the focused row is gone. */
  onDeleted: () => void;
  /** An owner erasing a person at their request. */
  onErase: (user: AdminUser) => void;
}

/** The registrants, one row per e-mail, with their registrations as chips. */
export function UsersTable({ paging, onEdit, onDeleted, onErase, ...list }: UsersTableProps) {
  const { deleteUser, deletingEmail } = useDeleteUserAction(onDeleted);
  const notify = useNotify();
  const canWrite = useCan('registrations.write');
  const canErase = useCan('personal-data');
  const exportData = (user: AdminUser) =>
    exportPersonData(user.email).catch(() =>
      notify('Their data could not be downloaded. Please try again.', 'error'),
    );

  const columns: TableColumn<AdminUser>[] = [
    personColumn({ sortable: true }),
    contactColumn(),
    {
      fields: [
        {
          label: 'Registrations',
          render: (user) => <RegistrationChips user={user} />,
          sort: { field: 'registrations', kind: 'number', firstDirection: 'desc' },
        },
      ],
    },
  ];
  if (canWrite || canErase) {
    columns.push({
      place: 'actions',
      align: 'right',
      fields: [
        {
          label: 'Actions',
          render: (user) => (
            <>
              {canWrite && (
                <>
                  <IconButton
                    aria-label={`Edit ${user.name} (${user.email})`}
                    color="primary"
                    onClick={() => onEdit(user)}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete ${user.name} (${user.email})`}
                    color="error"
                    aria-disabled={deletingEmail === user.email ? true : undefined}
                    onClick={() => void deleteUser(user)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </>
              )}
              {canErase && (
                <>
                  <Tooltip title="Export their data" describeChild>
                    <IconButton
                      aria-label={`Export all data of ${user.name} (${user.email})`}
                      color="primary"
                      onClick={() => void exportData(user)}
                    >
                      <FileDownloadOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Erase their data" describeChild>
                    <IconButton
                      aria-label={`Erase all data of ${user.name} (${user.email})`}
                      color="error"
                      onClick={() => onErase(user)}
                    >
                      <PersonOffOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </>
          ),
        },
      ],
    });
  }

  return (
    <PagedTable
      {...list}
      label="Users"
      columns={columns}
      rowKey={(user) => user.email}
      sort={{ value: paging.sort, onChange: paging.setSort }}
      paging={paging}
    />
  );
}

/** A person's registrations: the event and the type, wrapping onto more lines when long. */
function RegistrationChips({ user }: { user: AdminUser }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      {user.registrations.map((registration) => (
        <li key={registration._id}>
          <Chip
            size="small"
            variant="outlined"
            label={`${registration.event.name} · ${TYPE_LABELS[registration.registrationType]}`}
            sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          />
        </li>
      ))}
    </Box>
  );
}
