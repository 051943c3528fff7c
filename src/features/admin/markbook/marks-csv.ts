import type { MarkbookAssignment } from '../../../shared/api-types/markbook';
import { folded, MAX_MARK_ROWS, type MarkImportRow } from '../../../shared/markbook/marks-import';
import { readTable } from '../students/roster-csv';
import { fieldOfHeader } from '../students/roster-headers';

export const NO_ROWS =
  'There are no students in this text: one line per student, after the line of column names.';
export const NO_STUDENT_COLUMNS =
  'The first line must name the columns: Student number, or First name and Last name, then one column per assignment named as in the markbook.';
export const NO_MARK_COLUMNS =
  'No column is named after one of this class’s assignments: name each mark column as the markbook does (its title, as the export writes it).';
export const tooManyRows = (n: number) =>
  `This text has ${n} students: import at most ${MAX_MARK_ROWS} at a time.`;
export const sameTitle = (title: string) =>
  `More than one assignment is called “${title}”: rename one, or leave its column out.`;

/**
 * What the markbook's export writes for work without a score (server/markbook/export.ts): an
 * exported file read back changes nothing there.
 */
const NO_SCORE_WORDS = ['missing', 'late', 'handed in'];

export interface MarksTable {
  rows: MarkImportRow[];
  /** The assignments read, in the file's order. */
  columns: MarkbookAssignment[];
  /** Columns that are neither a student's nor an assignment's (the export's Overall %): not read. */
  ignored: string[];
}

/** The field's placeholder: the columns, with the class's first two assignments. */
export function exampleCsv(assignments: readonly MarkbookAssignment[]) {
  const [first, second] = assignments;
  const titles = [first, second].filter((a) => a !== undefined).map((a) => a.title);
  const marks = [first && String(first.maxPoints), second && 'excused'].filter(Boolean);
  return `Student number,First name,Last name,${titles.join(',')}\nS-1001,Amara,Abbott,${marks.join(',')}`;
}

/** A mark column's assignment: by title, as typed or as the export writes it ("Quiz 1 (out of 10)"). */
function assignmentOf(header: string, assignments: readonly MarkbookAssignment[]) {
  const title = folded(header.replace(/\s*\(out of \d+\)\s*$/i, ''));
  return assignments.filter((a) => folded(a.title) === title);
}

/**
 * Marks pasted or read from a CSV file (comma, semicolon or tab separated): a first line naming
 * the columns (the student's number and names in any of the roster's languages, then the
 * assignments by title), then a student per line, each mark a score, "excused" or empty.
 */
export function readMarks(
  text: string,
  assignments: readonly MarkbookAssignment[],
): MarksTable | { problem: string } {
  const { headers, records } = readTable(text);
  const student: Partial<Record<'studentNumber' | 'firstName' | 'lastName', number>> = {};
  const columns: { index: number; assignment: MarkbookAssignment }[] = [];
  const ignored: string[] = [];
  for (const [index, header] of headers.entries()) {
    const field = fieldOfHeader(header);
    const found = assignmentOf(header, assignments);
    if (found.length > 1) return { problem: sameTitle(found[0]!.title) };
    const assignment = found[0];
    if (assignment && !columns.some((c) => c.assignment.id === assignment.id))
      columns.push({ index, assignment });
    else if (field && field !== 'notes' && student[field] === undefined) student[field] = index;
    else if (header !== '') ignored.push(header);
  }
  const named = student.firstName !== undefined && student.lastName !== undefined;
  if (student.studentNumber === undefined && !named) return { problem: NO_STUDENT_COLUMNS };
  if (columns.length === 0) return { problem: NO_MARK_COLUMNS };
  if (records.length === 0) return { problem: NO_ROWS };
  if (records.length > MAX_MARK_ROWS) return { problem: tooManyRows(records.length) };
  const cell = (record: string[], index: number | undefined) =>
    index === undefined ? '' : (record[index] ?? '');
  const rows = records.map((record) => ({
    studentNumber: cell(record, student.studentNumber),
    firstName: cell(record, student.firstName),
    lastName: cell(record, student.lastName),
    values: Object.fromEntries(
      columns.map(({ index, assignment }) => {
        const value = cell(record, index);
        return [assignment.id, NO_SCORE_WORDS.includes(folded(value)) ? '' : value];
      }),
    ),
  }));
  return { rows, columns: columns.map((c) => c.assignment), ignored };
}
