import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Retries once when the server was unreachable or failed; a 4xx answer will not change. */
function shouldRetry(failureCount: number, error: Error): boolean {
  const transient = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
  return transient && failureCount < 1;
}

/** The app's query client: one per visit in the browser, one per page the server renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
