// papaparse is CommonJS: Node gives its exports as the default only (named imports fail at run
// time, though Vite's interop lets them pass in tests).
// eslint-disable-next-line import-x/default
import Papa from 'papaparse';
import type {
  Markbook,
  MarkbookCell,
  MarkbookPeriod,
} from '../../src/shared/api-types/markbook.ts';
import { gradeOf, letterFor } from '../../src/shared/markbook/grade.ts';

/** What a cell says in the export when it holds no score. */
function cellText(cell: MarkbookCell | undefined, due: string, today: string): string | number {
  if (cell?.excused) return 'Excused';
  if (cell && cell.score !== null) return cell.score;
  if (cell && cell.handedIn !== 'no') return cell.handedIn === 'late' ? 'Late' : 'Handed in';
  return (cell?.dueDate ?? due) < today ? 'Missing' : '';
}

/**
 * A class's markbook as CSV for a spreadsheet or the school's records system: UTF-8 with a
 * byte-order mark (Excel then reads the names right), CRLF lines, a student per row with number
 * and names, each assignment of the period (or the year) and the overall grade, rounded as the
 * markbook shows it, computed by the shared grade function. Cells that a spreadsheet would run
 * as a formula (=, +, -, @, tab, CR first) are prefixed with ' (papaparse's escapeFormulae).
 */
export function exportCsv(book: Markbook, period: MarkbookPeriod | null): string {
  const inPeriod = book.assignments.filter(
    (a) => period === null || (a.dueDate >= period.starts && a.dueDate <= period.ends),
  );
  const cells = new Map(book.cells.map((c) => [`${c.assignmentId} ${c.studentId}`, c]));
  const letters = book.class.letterScale !== null;
  const header = [
    'Student number',
    'Last name',
    'First name',
    ...inPeriod.map((a) => `${a.title} (out of ${a.maxPoints})`),
    'Overall %',
    ...(letters ? ['Letter'] : []),
  ];
  const rows = book.students.map((s) => {
    const cellOf = (assignmentId: string) => cells.get(`${assignmentId} ${s.id}`);
    const grade = gradeOf(book.assignments, cellOf, {
      categories: book.categories,
      missingPolicy: book.class.missingPolicy,
      today: book.today,
      period: period && { starts: period.starts, ends: period.ends },
    });
    return [
      s.studentNumber ?? '',
      s.lastName,
      s.firstName,
      ...inPeriod.map((a) => cellText(cellOf(a.id), a.dueDate, book.today)),
      grade.rounded ?? '',
      ...(letters ? [letterFor(grade.rounded, book.class.letterScale) ?? ''] : []),
    ];
  });
  return `\uFEFF${Papa.unparse([header, ...rows], { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
