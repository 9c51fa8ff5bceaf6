import { useQuery } from '@tanstack/react-query';
import { booksCheckSchema } from '@/domain/books';
import { apiRequest } from '@/client/lib/api-client';
import { paymentKeys } from './query-keys';

/** `GET /api/admins/books/check`: whether the books balance, and what does not. */
export function getBooksCheck(signal?: AbortSignal) {
  return apiRequest('/admins/books/check', { auth: 'admin', schema: booksCheckSchema, signal });
}

export function useBooksCheck() {
  return useQuery({
    queryKey: [...paymentKeys.all, 'books'],
    queryFn: ({ signal }) => getBooksCheck(signal),
  });
}
