import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPayment, AdminPaymentsQuery } from '@/domain/payments';
import type { AppContext } from '@/server/context';
import { donations, events, payments, refunds, registrations } from '@/server/db/schema';
import { containing } from '@/server/db/search';
import type { Page } from '@/server/http/paging';
import { toRefund } from './refunds';
import { toPayment } from './service';

/** Who paid: the registrant or donor, or the payment's e-mail once those are deleted. */
export const payerName = sql<string>`coalesce(${registrations.name}, ${donations.name}, ${payments.email})`;

/** What a payment paid for, as the Payments tab and the CSV show it (its event kept with it). */
export const paidFor = sql<string>`case
  when ${events.name} is not null then ${events.name} || ' (' || ${payments.registrationType} || ' registration)'
  when ${donations.purpose} is not null and ${donations.purpose} <> '' then 'Donation: ' || ${donations.purpose}
  when ${payments.purpose} = 'donation' then 'Donation'
  else 'Event fee' end`;

/** Payments an admin's search and filters pick out. */
export function paymentsFilter(query: Pick<AdminPaymentsQuery, 'q' | 'state' | 'purpose'>) {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containing(query.q);
    const match = or(
      ilike(payerName, pattern),
      ilike(payments.email, pattern),
      ilike(payments.razorpayOrderId, pattern),
      ilike(payments.razorpayPaymentId, pattern),
      ilike(payments.receiptNumber, pattern),
    );
    if (match) conditions.push(match);
  }
  if (query.state) conditions.push(eq(payments.state, query.state));
  if (query.purpose) conditions.push(eq(payments.purpose, query.purpose));
  return and(...conditions);
}

/** Every payment for the admins: newest first, paged, with its payer, purpose and refunds. */
export class PaymentsAdminService {
  constructor(private readonly context: Pick<AppContext, 'database'>) {}

  async list(query: AdminPaymentsQuery): Promise<Page<AdminPayment>> {
    const { db } = this.context.database;
    const where = paymentsFilter(query);
    const [rows, [counted]] = await Promise.all([
      db
        .select({ payment: payments, payerName, paidFor })
        .from(payments)
        .leftJoin(registrations, eq(registrations.id, payments.registrationId))
        .leftJoin(events, eq(events.id, payments.eventId))
        .leftJoin(donations, eq(donations.id, payments.donationId))
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ total: count() })
        .from(payments)
        .leftJoin(registrations, eq(registrations.id, payments.registrationId))
        .leftJoin(events, eq(events.id, payments.eventId))
        .leftJoin(donations, eq(donations.id, payments.donationId))
        .where(where),
    ]);
    const ids = rows.map((row) => row.payment.id);
    const refundRows = ids.length
      ? await db
          .select()
          .from(refunds)
          .where(inArray(refunds.paymentId, ids))
          .orderBy(refunds.createdAt)
      : [];
    return {
      items: rows.map((row) => ({
        ...toPayment(row.payment),
        email: row.payment.email,
        payerName: row.payerName,
        paidFor: row.paidFor,
        refunds: refundRows.filter((refund) => refund.paymentId === row.payment.id).map(toRefund),
      })),
      total: counted?.total ?? 0,
    };
  }
}
