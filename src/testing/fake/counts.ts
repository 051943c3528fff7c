import type { WorkCounts } from '../../shared/list-query';
import type { StoredWork } from './db';

/**
 * An assignment's work figures from its roster's work, as the server counts them
 * (server/work/counts.ts): excused work is in no figure but `exempt`, with the work not in whose
 * student's own due date (an extension) is today or later; neither is missing (`missingOf`).
 */
export function workCounts(
  assignment: { dueDate: string },
  students: number,
  pieces: readonly StoredWork[],
  today: string,
): Required<WorkCounts> {
  const counted = pieces.filter((w) => !w.excused);
  return {
    dueDate: assignment.dueDate,
    students,
    handedIn: counted.filter((w) => w.handedIn !== 'no').length,
    marked: counted.filter((w) => w.score !== null).length,
    exempt: pieces.filter(
      (w) => w.excused || (w.handedIn === 'no' && w.dueDate != null && w.dueDate >= today),
    ).length,
  };
}
