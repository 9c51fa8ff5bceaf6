import { z } from 'zod';

/** One thing in the books that breaks a promise, named so a treasurer can find it. */
export const bookProblemSchema = z.object({
  /** unapplied, applied-to-nothing, paid-twice, applied-but-pending, paid-without-payment,
   * refunded-but-admitted, receipt-series, receipt-mismatch, paid-at-razorpay, totals */
  kind: z.string(),
  message: z.string(),
  paymentId: z.string().optional(),
  registrationId: z.string().optional(),
  donationId: z.string().optional(),
});
export type BookProblem = z.infer<typeof bookProblemSchema>;

/** `GET /api/admins/books/check` and `npm run books:check`: whether the books balance. */
export const booksCheckSchema = z.object({
  ok: z.boolean(),
  problems: z.array(bookProblemSchema),
});
export type BooksCheck = z.infer<typeof booksCheckSchema>;
