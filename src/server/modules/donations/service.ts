import { count, desc, eq } from 'drizzle-orm';
import type { Donation } from '../../../domain/donation-schemas';
import type { AppContext } from '../../context';
import { donations } from '../../db/schema';

type DonationRow = typeof donations.$inferSelect;

export function toDonation(row: DonationRow): Donation {
  return {
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
      .select()
      .from(donations)
      .where(eq(donations.email, email.toLowerCase()))
      .orderBy(desc(donations.createdAt));
    return rows.map(toDonation);
  }

  /** Every donation, newest first, a page at a time (admin). */
  async list(page: {
    page: number;
    pageSize: number;
  }): Promise<{ items: Donation[]; total: number }> {
    const { db } = this.context.database;
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(donations)
        .orderBy(desc(donations.createdAt), desc(donations.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      db.select({ total: count() }).from(donations),
    ]);
    return { items: rows.map(toDonation), total: counted?.total ?? 0 };
  }
}
