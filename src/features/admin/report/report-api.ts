import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { Markbook } from '../../../shared/api-types/markbook';

/**
 * The class's markbook (`GET /api/markbook/:classId`): the student page and the class report
 * read the same answer as the markbook, under the same key (any save elsewhere refreshes it).
 */
export function useMarkbook(classId: string) {
  return useQuery({
    queryKey: ['data', 'markbook', classId],
    queryFn: () => api<Markbook>('GET', `/markbook/${encodeURIComponent(classId)}`),
  });
}
