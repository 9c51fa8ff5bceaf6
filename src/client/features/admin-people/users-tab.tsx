import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import type { AdminUser } from '@/domain/admin-schemas';
import { MESSAGES } from '@/domain/messages';
import { useUsers } from './api/get-users';
import { CsvButton } from '@/client/components/admin/csv-button';
import { pageOf } from '@/client/components/admin/paged-table';
import { SearchField } from '@/client/components/admin/search-field';
import { TabSection } from '@/client/components/admin/tab-heading';
import { useLoadErrorNotice } from '@/client/lib/admin/use-load-error-notice';
import { usePaging } from '@/client/lib/admin/use-paging';
import { AddUserDialog } from './add-user-dialog';
import { useRowDialog } from '@/client/components/admin/admin-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { ErasePersonDialog } from './erase-person-dialog';
import { ErasureRequests } from './erasure-requests';
import { ImportPeopleDialog } from './import-people-dialog';
import { useCan } from '@/client/lib/admin/admin-self';
import { UsersTable, type UserSort } from './users-table';

/**
 * The Users tab: one row per registrant e-mail (server paging, search and sort), with edit
 * and delete, Add User, Import from CSV and Export Users as CSV.
 */
export function UsersTab() {
  const paging = usePaging<UserSort>('name');
  const users = useUsers(paging.query);
  const edit = useRowDialog<AdminUser>();
  const [addOpen, setAddOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const erase = useRowDialog<Pick<AdminUser, 'email' | 'name'>>();
  const canWrite = useCan('registrations.write');
  const canErase = useCan('personal-data');
  const heading = useRef<HTMLHeadingElement>(null);
  useLoadErrorNotice(users.isError, users.errorUpdatedAt, MESSAGES.usersLoadFailed);

  return (
    <TabSection
      name="users"
      title="Users"
      headingRef={heading}
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <CsvButton
            label="Export Users as CSV"
            path="/admins/exports/users.csv"
            fileName="users.csv"
          />
          {canWrite && (
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => setImportOpen(true)}
            >
              Import from CSV
            </Button>
          )}
          {canWrite && (
            <Button
              variant="contained"
              startIcon={<PersonAddIcon />}
              onClick={() => setAddOpen(true)}
            >
              Add User
            </Button>
          )}
        </Box>
      }
    >
      <ErasureRequests allowed={canErase} onErase={erase.openFor} />
      <Box sx={{ mb: 2 }}>
        <SearchField
          id="user-search"
          label="Search users"
          value={paging.search}
          onChange={paging.setSearch}
        />
      </Box>
      <UsersTable
        {...pageOf(users)}
        paging={paging}
        emptyText={
          users.isError
            ? MESSAGES.usersLoadFailed
            : paging.query.q
              ? 'No users match this search.'
              : 'No registered users yet.'
        }
        onEdit={edit.openFor}
        // The deleted row took the focused Delete button with it: the focus goes to the heading.
        onDeleted={() => heading.current?.focus()}
        onErase={erase.openFor}
      />
      <EditUserDialog {...edit.props} />
      <AddUserDialog open={addOpen} onClose={() => setAddOpen(false)} />
      <ImportPeopleDialog open={importOpen} onClose={() => setImportOpen(false)} />
      <ErasePersonDialog {...erase.props} onErased={() => heading.current?.focus()} />
    </TabSection>
  );
}
