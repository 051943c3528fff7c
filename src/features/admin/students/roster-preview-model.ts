import {
  checkRosterRows,
  type RosterDuplicate,
  type RosterRow,
  type RosterRowProblems,
  type RosterStudent,
} from '../../../shared/schemas/students';
import { parseRoster, type ToMatch } from './roster-csv';
import type { ColumnMap } from './roster-headers';
import { leftOutMessage } from './roster-oneroster';

/** The teacher's matching of columns, for the text whose first line it was made for. */
export interface ChosenColumns {
  headerLine: string;
  columns: ColumnMap;
}

/** A row's line in the text: the column names are line 1. */
export const lineOf = (index: number) => `line ${index + 2}`;

export const firstLine = (text: string) => text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';

export interface Preview {
  problem?: string;
  /** Columns for the teacher to match (shown while they are chosen, to change them). */
  match?: ToMatch & { columns: ColumnMap };
  rows?: RosterRow[];
  /** The rows' problems (blocking), by their place among `rows`. */
  problems: RosterRowProblems[];
  /** Rows left out: already on the roster, or repeating an earlier row. */
  duplicates: RosterDuplicate[];
  /** How many of the duplicates are already on the roster (the rest repeat a row). */
  onRoster: number;
  /** The rows sent, by their place among `rows`. */
  sent: number[];
  /** A OneRoster file's people left out, said in a sentence. */
  leftOut?: string;
}

/**
 * What the import's preview shows for a text: the rows (as the headers, or the teacher's
 * matching, read them), each row's problems (the server's, when it refused this very text),
 * the duplicates left out, and what a OneRoster file left out.
 */
export function previewOf(
  text: string,
  {
    roster,
    chosen,
    roles,
    refused,
  }: {
    roster: readonly RosterStudent[];
    chosen?: ChosenColumns;
    roles?: ReadonlyMap<string, string[]>;
    /** The server's problems for this text, by the rows' places among `rows`. */
    refused?: RosterRowProblems[];
  },
): Preview {
  const none = { problems: [], duplicates: [], onRoster: 0, sent: [] };
  const auto = parseRoster(text, { roles });
  let parsed = auto;
  let match: Preview['match'];
  if ('match' in auto) {
    const mine = chosen?.headerLine === firstLine(text) ? chosen.columns : undefined;
    const columns = mine ?? auto.match.columns;
    match = { ...auto.match, columns };
    if (columns.firstName !== undefined && columns.lastName !== undefined)
      parsed = parseRoster(text, { chosen: columns });
  }
  if ('problem' in parsed) return { ...none, problem: parsed.problem };
  if (!('rows' in parsed)) return { ...none, match };
  const checked = checkRosterRows(parsed.rows, roster, undefined, lineOf);
  const skipped = new Set(checked.duplicates.map((d) => d.row));
  const onRoster = checked.duplicates.filter((d) => d.onRoster).length;
  return {
    match,
    rows: checked.rows,
    problems: refused ?? checked.problems,
    duplicates: checked.duplicates,
    onRoster,
    sent: checked.rows.flatMap((_, index) => (skipped.has(index) ? [] : [index])),
    leftOut: parsed.leftOut && leftOutMessage(parsed.leftOut),
  };
}
