import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * A dashboard widget's query, its answer drawn in a transition. TanStack Query hands its
 * answers to React through useSyncExternalStore, whose updates always render at once, in one
 * task: every widget's list or chart was drawn in a blocking task as its answer arrived, up to
 * ~200 ms each on a phone-speed CPU (issue 25). Deferred, the widget's answer is drawn by a
 * render React cuts into short tasks, leaving the page free for the teacher in between.
 * `busy` stays true until the answer is on screen (what screen readers and the visual suite's
 * readiness wait for).
 */
export function useWidgetQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  const query = useQuery({ queryKey, queryFn });
  const data = useDeferredValue(query.data);
  return {
    data,
    busy: query.isPending || data !== query.data,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
