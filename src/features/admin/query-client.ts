import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/client';

/** Server state for the admin area: retried twice on failure, but never a 4xx answer. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
