import {
  PAYMENT_STATUSES,
  REGISTRATION_TYPES,
  type PaymentStatus,
  type RegistrationType,
} from '../../../domain/constants';

/** What the registration form hands to /success through navigation state. */
export interface RegistrationSuccessState {
  name: string;
  email: string;
  studentId: string;
  eventName: string;
  registrationType: RegistrationType;
  /** Pending until a payment completes (the default when missing). */
  paymentStatus: PaymentStatus;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Reads the success page's navigation state, or null without one (a reload in a new tab, a typed
 * address). Missing fields show as blank; the payment status defaults to Pending.
 */
export function readRegistrationSuccessState(state: unknown): RegistrationSuccessState | null {
  if (typeof state !== 'object' || state === null) return null;
  const record = state as Record<string, unknown>;
  const fields = ['name', 'email', 'studentId', 'eventName'] as const;
  if (!fields.some((field) => text(record[field]))) return null;
  const type = REGISTRATION_TYPES.find((value) => value === record.registrationType);
  const payment = PAYMENT_STATUSES.find((value) => value === record.paymentStatus);
  return {
    name: text(record.name),
    email: text(record.email),
    studentId: text(record.studentId),
    eventName: text(record.eventName),
    registrationType: type ?? 'individual',
    paymentStatus: payment ?? 'Pending',
  };
}
