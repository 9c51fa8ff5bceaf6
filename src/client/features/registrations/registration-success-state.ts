import {
  PAYMENT_STATUSES,
  REGISTRATION_TYPES,
  type PaymentStatus,
  type RegistrationType,
} from '@/domain/constants';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@/domain/lifecycle';

/** What the registration form hands to /success through navigation state. */
export interface RegistrationSuccessState {
  name: string;
  email: string;
  studentId: string;
  eventName: string;
  registrationType: RegistrationType;
  /** Pending until a payment completes (the default when missing). */
  paymentStatus: PaymentStatus;
  /** The receipt of the payment just made. */
  receipt?: { number: string; url: string };
  /** For Add to calendar; missing in state written by older pages. */
  registrationId?: string;
  /** Confirmed unless the member joined the waiting list (or still has to pay). */
  status?: RegistrationStatus;
  waitlistPosition?: number;
  /** When the event starts (ISO), shown with its time. */
  eventDate?: string;
  /** The fee; 0 for a free event, whose payment status then says so. */
  amount?: number;
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
  const receipt = record.receipt as Record<string, unknown> | undefined;
  const status = REGISTRATION_STATUSES.find((value) => value === record.status);
  const position = record.waitlistPosition;
  const amount = record.amount;
  return {
    ...(text(record.registrationId) ? { registrationId: text(record.registrationId) } : {}),
    ...(status ? { status } : {}),
    ...(typeof position === 'number' && position > 0 ? { waitlistPosition: position } : {}),
    ...(receipt && text(receipt.number) && text(receipt.url)
      ? { receipt: { number: text(receipt.number), url: text(receipt.url) } }
      : {}),
    ...(text(record.eventDate) ? { eventDate: text(record.eventDate) } : {}),
    ...(typeof amount === 'number' && amount >= 0 ? { amount } : {}),
    name: text(record.name),
    email: text(record.email),
    studentId: text(record.studentId),
    eventName: text(record.eventName),
    registrationType: type ?? 'individual',
    paymentStatus: payment ?? 'Pending',
  };
}

/**
 * The payment status as the member's texts name it: a free event has nothing to pay, a place on
 * the waiting list nothing to pay yet; otherwise Pending or Success, as the page always said.
 */
export function paymentStatusKey(
  state: RegistrationSuccessState,
): 'payFree' | 'payWaitlisted' | 'payPending' | 'paySuccess' {
  if (state.amount === 0) return 'payFree';
  if (state.status === 'waitlisted') return 'payWaitlisted';
  return state.paymentStatus === 'Success' ? 'paySuccess' : 'payPending';
}
