import { asc, inArray } from 'drizzle-orm';
import { receiptUrlFor } from '@/domain/payments';
import type { RegistrationMoney } from '@/domain/registration-schemas';
import type { Database } from '@/server/db/client';
import { payments, refunds } from '@/server/db/schema';

export const noMoney = (): RegistrationMoney => ({
  paid: 0,
  paidAt: null,
  receiptNumber: null,
  receiptUrl: null,
  refunds: [],
});

/**
 * What each registration's member paid and got back, read in two queries for a whole list: the
 * applied payment (the one with a receipt) gives the amount, date and receipt; every refund of
 * any of its payments (a second payment returned in full included) is listed with its state.
 */
export async function registrationMoney(
  db: Database,
  registrationIds: string[],
): Promise<Map<string, RegistrationMoney>> {
  const found = new Map<string, RegistrationMoney>();
  if (registrationIds.length === 0) return found;
  const paymentRows = await db
    .select()
    .from(payments)
    .where(inArray(payments.registrationId, registrationIds))
    .orderBy(asc(payments.createdAt));
  const paymentIds = paymentRows.map((payment) => payment.id);
  const refundRows =
    paymentIds.length === 0
      ? []
      : await db
          .select()
          .from(refunds)
          .where(inArray(refunds.paymentId, paymentIds))
          .orderBy(asc(refunds.createdAt));
  const registrationOf = new Map(
    paymentRows.map((payment) => [payment.id, payment.registrationId]),
  );
  const entry = (registrationId: string) => {
    let money = found.get(registrationId);
    if (!money) {
      money = noMoney();
      found.set(registrationId, money);
    }
    return money;
  };
  for (const payment of paymentRows) {
    if (!payment.registrationId || !payment.receiptNumber) continue;
    const money = entry(payment.registrationId);
    money.paid += payment.amount;
    money.paidAt = payment.paidAt?.toISOString() ?? null;
    money.receiptNumber = payment.receiptNumber;
    money.receiptUrl = receiptUrlFor(payment.id);
  }
  for (const refund of refundRows) {
    const registrationId = registrationOf.get(refund.paymentId);
    if (!registrationId) continue;
    entry(registrationId).refunds.push({
      amount: refund.amount,
      status: refund.status,
      requestedAt: refund.createdAt.toISOString(),
    });
  }
  return found;
}
