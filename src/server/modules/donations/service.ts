import { and, desc, eq } from 'drizzle-orm';
import type { Donation } from '@/domain/donation-schemas';
import { receiptUrlFor } from '@/domain/payments';
import type { AppContext } from '@/server/context';
import { pageOfTable } from '@/server/db/client';
import { donations, payments } from '@/server/db/schema';
import type { Page } from '@/server/http/paging';

type DonationRow = typeof donations.$inferSelect;

/** Donations begun online count once paid; one recorded by hand has no payment. */
const paid = eq(donations.paymentStatus, 'Success');

export function toDonation(
  row: DonationRow,
  payment?: { id: string; receiptNumber: string | null; refundedAmount: number } | null,
): Donation {
  const receiptNumber = payment?.receiptNumber ?? null;
  return {
    refundedAmount: payment?.refundedAmount ?? 0,
    receiptNumber,
    receiptUrl: payment && receiptNumber ? receiptUrlFor(payment.id) : null,
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    amount: row.amount,
    razorpay_payment_id: row.razorpayPaymentId,
    razorpay_order_id: row.razorpayOrderId,
    createdAt: row.createdAt.toISOString(),
  };
}

export class DonationsService {
  constructor(private readonly context: Pick<AppContext, 'database'>) {}

  /** A member's own donations, newest first. */
  async listFor(email: string): Promise<Donation[]> {
    const rows = await this.context.database.db
      .select({
        donation: donations,
        payment: {
          id: payments.id,
          receiptNumber: payments.receiptNumber,
          refundedAmount: payments.refundedAmount,
        },
      })
      .from(donations)
      .leftJoin(payments, eq(payments.donationId, donations.id))
      .where(and(eq(donations.email, email.toLowerCase()), paid))
      .orderBy(desc(donations.createdAt));
    return rows.map((row) => toDonation(row.donation, row.payment));
  }

  /** Every donation, newest first, a page at a time (admin). */
  async list(page: { page: number; pageSize: number }): Promise<Page<Donation>> {
    const { db } = this.context.database;
    const order = [desc(donations.createdAt), desc(donations.id)];
    const { rows, total } = await pageOfTable(db, donations, paid, order, page);
    return { items: rows.map((row) => toDonation(row)), total };
  }
}
