import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { adminApi, queryKeys } from '../admin-api';

/**
 * True while the page says that several of its parts failed, with Retry all: each part then
 * says only what it could not load, without a Retry of its own (one way to try again, not four).
 */
const RetriedTogether = createContext(false);

export const useRetriedTogether = () => useContext(RetriedTogether);

/**
 * The dashboard's parts that load on their own (the summary, what is coming, the weeks, the work
 * by class), seen from the page. `enabled: false`: the page only reads what the parts asked for
 * (a new teacher's page, which shows none of the widgets, asks nothing more).
 */
function useDashboardParts(summary: UseQueryResult<unknown>) {
  const upcoming = useQuery({
    queryKey: queryKeys.upcoming,
    queryFn: adminApi.upcoming,
    enabled: false,
  });
  const weekly = useQuery({ queryKey: queryKeys.weekly, queryFn: adminApi.weekly, enabled: false });
  const attention = useQuery({
    queryKey: queryKeys.attention,
    queryFn: adminApi.attention,
    enabled: false,
  });
  return [summary, upcoming, weekly, attention];
}

/**
 * Where two or more parts of the page failed to load: one alert above them, with Retry all; a
 * single failure keeps its own Retry in its place (Patterns/Empty, loading and failed).
 */
export function RetryAll({
  summary,
  children,
}: {
  summary: UseQueryResult<unknown>;
  children: ReactNode;
}) {
  const parts = useDashboardParts(summary);
  const failed = parts.filter((part) => part.isError);
  const together = failed.length >= 2;
  const busy = failed.some((part) => part.isFetching);
  return (
    <RetriedTogether value={together}>
      {together && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={busy}
              // Two words that stay together beside the message, on a phone too.
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => {
                for (const part of failed) void part.refetch();
              }}
            >
              Retry all
            </Button>
          }
        >
          {failed.length} parts of your dashboard could not be loaded.
        </Alert>
      )}
      {children}
    </RetriedTogether>
  );
}
