import { QueryClient } from '@tanstack/react-query';
import { ApiError, isBusy } from '../../lib/api/client';

/**
 * Server state for the admin area: retried twice on failure, but never a 4xx answer, nor a
 * busy one (the API client has already asked again after the wait Lectern gave: ADR 031).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          !(error instanceof ApiError && error.status < 500) && !isBusy(error) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
