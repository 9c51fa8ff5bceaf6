import { useState } from 'react';
import type { Registration } from '@/domain/registration-schemas';
import { useNotify } from '@/client/components/notifications';
import { isServerRefusal } from '@/client/lib/server-message';
import { useDeleteRegistration } from './api/delete-registration';

/**
 * Deleting one registration, after a confirmation. `onDeleted` runs once it is gone (its row,
 * and the button that had the focus, with it).
 */
export function useDeleteRegistrationAction(onDeleted: () => void) {
  const notify = useNotify();
  const mutation = useDeleteRegistration();
  const [deleting, setDeleting] = useState(false);

  const deleteRegistration = async (registration: Registration) => {
    if (deleting) return;
    const question = `Delete the registration of ${registration.name} for ${registration.event.name}?`;
    if (!window.confirm(question)) return;
    setDeleting(true);
    try {
      await mutation.mutateAsync(registration._id);
      notify('Registration deleted.', 'success');
      onDeleted();
    } catch (error) {
      notify(
        isServerRefusal(error)
          ? error.message
          : 'Error deleting the registration. Please try again.',
        'error',
      );
    } finally {
      setDeleting(false);
    }
  };

  return { deleteRegistration, deleting };
}
