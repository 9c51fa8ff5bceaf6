import { useState } from 'react';
import type { AdminUser } from '../../../../domain/admin-schemas';
import { MESSAGES } from '../../../../domain/messages';
import { useNotify } from '../../../components/notifications';
import { useDeleteUser } from '../api/delete-user';

/** Deleting a person (all their registrations) after the spec's confirmation. */
export function useDeleteUserAction() {
  const notify = useNotify();
  const mutation = useDeleteUser();
  const [deletingEmail, setDeletingEmail] = useState<string | null>(null);

  const deleteUser = async (user: AdminUser) => {
    if (deletingEmail) return;
    if (!window.confirm(MESSAGES.confirmDeleteUser)) return;
    setDeletingEmail(user.email);
    try {
      await mutation.mutateAsync(user.email);
      notify(MESSAGES.userDeleted, 'success');
    } catch {
      notify(MESSAGES.userDeleteFailed, 'error');
    } finally {
      setDeletingEmail(null);
    }
  };

  return { deleteUser, deletingEmail };
}
