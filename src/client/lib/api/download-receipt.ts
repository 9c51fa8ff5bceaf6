import { downloadWithToken } from './download-file';

/** Saves a receipt PDF, fetched with the member's (or admin's) token. */
export const downloadReceipt = (
  receiptUrl: string,
  fileName: string,
  auth: 'user' | 'admin' = 'user',
) => downloadWithToken(receiptUrl, fileName, 'application/pdf', auth);
