import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { AdminUser } from '../../../../domain/admin-schemas';
import { PagedTable } from '../components/paged-table';
import { SortableHeader } from '../components/sortable-header';
import { TYPE_LABELS } from '../lib/labels';
import type { Paging } from '../lib/use-paging';
import { useDeleteUserAction } from './use-delete-user-action';

export type UserSort = 'name' | '-name' | 'email' | '-email' | 'registrations' | '-registrations';

interface UsersTableProps {
  paging: Paging<UserSort>;
  users: AdminUser[];
  total: number;
  loading: boolean;
  emptyText: string;
  onEdit: (user: AdminUser) => void;
  /** After a deletion, when the focused row is gone. */
  onDeleted: () => void;
}

/** The registrants, one row per e-mail, with their registrations as chips. */
export function UsersTable({
  paging,
  users,
  total,
  loading,
  emptyText,
  onEdit,
  onDeleted,
}: UsersTableProps) {
  const { deleteUser, deletingEmail } = useDeleteUserAction(onDeleted);
  const sortProps = { sort: paging.sort, onSort: paging.setSort };

  return (
    <PagedTable
      label="Users"
      columnCount={6}
      minWidth={900}
      head={
        <>
          <SortableHeader field="name" {...sortProps}>
            Name
          </SortableHeader>
          <SortableHeader field="email" {...sortProps}>
            Email
          </SortableHeader>
          <TableCell>Contact</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>Student ID</TableCell>
          <SortableHeader field="registrations" firstDirection="desc" {...sortProps}>
            Registrations
          </SortableHeader>
          <TableCell align="right">Actions</TableCell>
        </>
      }
      rows={users.map((user) => (
        <TableRow key={user.email} hover>
          <TableCell sx={{ fontWeight: 600 }}>{user.name}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.email}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.contact}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.studentId}</TableCell>
          <TableCell>
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
                  />
                </li>
              ))}
            </Box>
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
          </TableCell>
        </TableRow>
      ))}
      emptyText={emptyText}
      loading={loading}
      total={total}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
    />
  );
}
