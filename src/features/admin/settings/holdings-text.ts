import type { AccountHoldings } from '../../../shared/api-types/account';

/** "1 class", "3 classes": a count with its noun. */
export const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "a, b and c". */
function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * What deleting the account takes with it, in one sentence: "Your account goes, with your 3
 * classes, their 58 students, 12 assignments and 640 pieces of recorded work (hand-ins, marks
 * and comments)." What there is none of is left unsaid.
 */
export function holdingsText({ classes, students, assignments, work }: AccountHoldings): string {
  const parts: string[] = [];
  if (classes > 0) parts.push(`your ${counted(classes, 'class', 'classes')}`);
  if (students > 0)
    parts.push(
      `${classes === 0 ? 'your' : classes === 1 ? 'its' : 'their'} ${counted(students, 'student', 'students')}`,
    );
  if (assignments > 0)
    parts.push(
      `${parts.length === 0 ? 'your ' : ''}${counted(assignments, 'assignment', 'assignments')}`,
    );
  if (work > 0)
    parts.push(
      `${parts.length === 0 ? 'your ' : ''}${counted(work, 'piece', 'pieces')} of recorded work (hand-ins, marks and comments)`,
    );
  if (parts.length === 0) return 'Your account goes. It holds no classes or work yet.';
  return `Your account goes, with ${listed(parts)}.`;
}
