import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Registration } from '@/domain/registration-schemas';
import { sharedKeys } from '@/client/lib/api/query-keys';
import { useStartPayment, type PaymentOutcome } from '@/client/lib/use-start-payment';
import type { RegistrationSuccessState } from './registration-success-state';

/**
 * Pays for a pending registration through Checkout; once paid, /success shows it with its
 * receipt. A closed Checkout leaves it pending, payable again from My Registered Events.
 */
export function usePayForRegistration() {
  const payment = useStartPayment();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pay = async (registration: Registration): Promise<PaymentOutcome> => {
    const outcome = await payment.start({ registrationId: registration._id });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.registrations });
    if (outcome.kind === 'paid') {
      const { receiptNumber, receiptUrl } = outcome.payment;
      const state: RegistrationSuccessState = {
        name: registration.name,
        email: registration.email,
        studentId: registration.studentId,
        eventName: registration.event.name,
        ...(registration.event.date ? { eventDate: registration.event.date } : {}),
        amount: registration.amount,
        registrationType: registration.registrationType,
        paymentStatus: 'Success',
        registrationId: registration._id,
        status: 'confirmed',
        ...(receiptNumber && receiptUrl
          ? { receipt: { number: receiptNumber, url: receiptUrl } }
          : {}),
      };
      await navigate('/success', { state });
    }
    return outcome;
  };
  return { available: payment.available, live: payment.live, pay };
}
