import { useState } from 'react';
import type { AdminUser } from '@/domain/admin-schemas';
import { MESSAGES } from '@/domain/messages';
import { useNotify } from '@/client/components/notifications';
import { isServerRefusal } from '@/client/lib/server-message';
import { useDeleteUser } from './api/delete-user';

/**
 * Deleting a person (all their registrations) after the confirmation 'Are you sure you want to delete this user?'. `onDeleted` runs
 * once they are gone (their row, and the button that had the focus, with them).
 */
export function useDeleteUserAction(onDeleted: () => void) {
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
      onDeleted();
    } catch (error) {
      // A refusal says why (money on their registrations: refund or erase instead).
      notify(isServerRefusal(error) ? error.message : MESSAGES.userDeleteFailed, 'error');
    } finally {
      setDeletingEmail(null);
    }
  };

  return { deleteUser, deletingEmail };
}
