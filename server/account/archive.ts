// papaparse is CommonJS: Node gives its exports as the default only (see server/markbook/export.ts).
// eslint-disable-next-line import-x/default
import Papa from 'papaparse';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import {
  assignments,
  classes,
  gradingCategories,
  gradingPeriods,
  signIns,
  students,
  users,
  work,
  workHistory,
} from '../db/schema.ts';
import type { Db } from '../db/database.ts';

/**
 * The teacher's data as they can take it away (issue 23): CSV files in one zip, each UTF-8 with
 * a byte-order mark (Excel reads the names right) and CRLF lines, cells a spreadsheet would run
 * as a formula prefixed with ' (papaparse's escapeFormulae, as the markbook's export). Ids are
 * kept so the files join (a student's class, a piece of work's assignment); instants are ISO
 * 8601 in UTC. Rows deleted but still in their undo time are included, marked by "Deleted at".
 */

type Cell = string | number | boolean | null;
type Table = { header: string[]; rows: Cell[][] };

const csv = ({ header, rows }: Table) =>
  `\uFEFF${Papa.unparse(
    [
      header,
      ...rows.map((r) =>
        r.map((v) => (v === null ? '' : v === true ? 'yes' : v === false ? 'no' : v)),
      ),
    ],
    { escapeFormulae: true, newline: '\r\n' },
  )}\r\n`;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const HANDED_IN = { no: 'No', on_time: 'On time', late: 'Late' } as const;

/** What each file holds, for whoever opens the zip. */
const README: Record<string, string> = {
  'account.csv': 'Your account: name, e-mail, school, teaching since, when it was made.',
  'classes.csv': 'Your classes, with their terms, letter scales and how missing work counts.',
  'students.csv': 'Every student on your rosters: names, student number, your notes, their class.',
  'student.csv': 'The student: names, student number, your notes, their class.',
  'assignments.csv': 'Your assignments: class, title, due date, points, category, description.',
  'categories.csv': 'Your grading categories: class, name, weight, how many lowest marks drop.',
  'periods.csv': 'Your grading periods: class, name, first and last day.',
  'work.csv':
    'Recorded work, one row per student and assignment: handed in, mark, excused, own due date, comment.',
  'work-history.csv':
    'Every change of a hand-in, mark, comment, excusal or due date, oldest first.',
  'sign-ins.csv': 'Your recent sign-ins: when, and the browser and system.',
};

function readme(title: string, files: string[], madeAt: Date): string {
  return [
    title,
    `Made by Lectern at ${madeAt.toISOString()} (UTC).`,
    '',
    'The files are CSV (UTF-8), one table each; ids join them (a class id, a student id, an',
    'assignment id). Rows still in their undo time after a delete have a "Deleted at".',
    '',
    ...files.map((f) => `${f}: ${README[f]}`),
    '',
  ].join('\r\n');
}

function zip(files: Record<string, Table>, title: string, madeAt: Date): Uint8Array {
  const entries: Record<string, Uint8Array> = {
    'README.txt': strToU8(readme(title, Object.keys(files), madeAt)),
  };
  for (const [name, table] of Object.entries(files)) entries[name] = strToU8(csv(table));
  // Stored at the time it was made (fflate's default would be now, per file).
  return zipSync(entries, { level: 6, mtime: madeAt });
}

async function studentRows(db: Db, where: SQL | undefined): Promise<Table> {
  const rows = await db
    .select({
      id: students.id,
      classId: students.classId,
      className: classes.name,
      lastName: students.lastName,
      firstName: students.firstName,
      studentNumber: students.studentNumber,
      notes: students.notes,
      createdAt: students.createdAt,
      movedAt: students.movedAt,
      deletedAt: students.deletedAt,
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(where)
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  return {
    header: [
      'Student id',
      'Class id',
      'Class',
      'Last name',
      'First name',
      'Student number',
      'Notes',
      'Added at',
      'Moved class at',
      'Deleted at',
    ],
    rows: rows.map((r) => [
      r.id,
      r.classId,
      r.className,
      r.lastName,
      r.firstName,
      r.studentNumber,
      r.notes,
      iso(r.createdAt),
      iso(r.movedAt),
      iso(r.deletedAt),
    ]),
  };
}

async function workRows(db: Db, where: SQL | undefined): Promise<Table> {
  const rows = await db
    .select({
      assignmentId: work.assignmentId,
      title: assignments.title,
      studentId: work.studentId,
      lastName: students.lastName,
      firstName: students.firstName,
      handedIn: work.handedIn,
      score: work.score,
      maxPoints: assignments.maxPoints,
      excused: work.excused,
      dueDate: work.dueDate,
      comment: work.comment,
      updatedAt: work.updatedAt,
    })
    .from(work)
    .innerJoin(assignments, eq(assignments.id, work.assignmentId))
    .innerJoin(students, eq(students.id, work.studentId))
    .where(where)
    .orderBy(
      asc(assignments.dueDate),
      asc(assignments.id),
      asc(students.lastName),
      asc(work.studentId),
    );
  return {
    header: [
      'Assignment id',
      'Assignment',
      'Student id',
      'Last name',
      'First name',
      'Handed in',
      'Mark',
      'Out of',
      'Excused',
      'Own due date',
      'Comment',
      'Updated at',
    ],
    rows: rows.map((r) => [
      r.assignmentId,
      r.title,
      r.studentId,
      r.lastName,
      r.firstName,
      HANDED_IN[r.handedIn],
      r.score,
      r.maxPoints,
      r.excused,
      r.dueDate,
      r.comment,
      iso(r.updatedAt),
    ]),
  };
}

async function historyRows(db: Db, where: SQL | undefined): Promise<Table> {
  const rows = await db
    .select({
      changedAt: workHistory.changedAt,
      assignmentId: workHistory.assignmentId,
      title: assignments.title,
      studentId: workHistory.studentId,
      lastName: students.lastName,
      firstName: students.firstName,
      field: workHistory.field,
      oldValue: workHistory.oldValue,
      newValue: workHistory.newValue,
    })
    .from(workHistory)
    .innerJoin(assignments, eq(assignments.id, workHistory.assignmentId))
    .innerJoin(students, eq(students.id, workHistory.studentId))
    .where(where)
    .orderBy(asc(workHistory.changedAt), asc(workHistory.id));
  return {
    header: [
      'Changed at',
      'Assignment id',
      'Assignment',
      'Student id',
      'Last name',
      'First name',
      'What changed',
      'Was',
      'Became',
    ],
    rows: rows.map((r) => [
      iso(r.changedAt),
      r.assignmentId,
      r.title,
      r.studentId,
      r.lastName,
      r.firstName,
      r.field,
      r.oldValue,
      r.newValue,
    ]),
  };
}

/** Everything Lectern holds for the teacher, as a zip. */
export async function accountArchive(db: Db, teacherId: string, now: Date): Promise<Uint8Array> {
  const [me] = await db.select().from(users).where(eq(users.id, teacherId));
  const account: Table = {
    header: ['Name', 'E-mail', 'School', 'Teaching since', 'Account made at'],
    rows: me ? [[me.fullName, me.email, me.school, me.teachingSince, iso(me.createdAt)]] : [],
  };
  const classRows = await db
    .select()
    .from(classes)
    .where(eq(classes.teacherId, teacherId))
    .orderBy(asc(classes.name), asc(classes.id));
  const assignmentRows = await db
    .select({
      id: assignments.id,
      classId: assignments.classId,
      className: classes.name,
      title: assignments.title,
      dueDate: assignments.dueDate,
      maxPoints: assignments.maxPoints,
      category: gradingCategories.name,
      description: assignments.description,
      createdAt: assignments.createdAt,
      deletedAt: assignments.deletedAt,
    })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .leftJoin(gradingCategories, eq(gradingCategories.id, assignments.categoryId))
    .where(eq(assignments.teacherId, teacherId))
    .orderBy(asc(classes.name), asc(assignments.dueDate), asc(assignments.id));
  const categoryRows = await db
    .select({ row: gradingCategories, className: classes.name })
    .from(gradingCategories)
    .innerJoin(classes, eq(classes.id, gradingCategories.classId))
    .where(eq(gradingCategories.teacherId, teacherId))
    .orderBy(asc(classes.name), asc(gradingCategories.name));
  const periodRows = await db
    .select({ row: gradingPeriods, className: classes.name })
    .from(gradingPeriods)
    .innerJoin(classes, eq(classes.id, gradingPeriods.classId))
    .where(eq(gradingPeriods.teacherId, teacherId))
    .orderBy(asc(classes.name), asc(gradingPeriods.starts));
  const signInRows = await db
    .select({ at: signIns.signedInAt, device: signIns.device })
    .from(signIns)
    .where(eq(signIns.userId, teacherId))
    .orderBy(asc(signIns.signedInAt), asc(signIns.id));

  return zip(
    {
      'account.csv': account,
      'classes.csv': {
        header: [
          'Class id',
          'Name',
          'Subject',
          'Grade',
          'Room',
          'Term starts',
          'Term ends',
          'Letter scale',
          'Missing work',
          'Made at',
          'Deleted at',
        ],
        rows: classRows.map((c) => [
          c.id,
          c.name,
          c.subject,
          c.grade,
          c.room,
          c.termStarts,
          c.termEnds,
          c.letterScale?.map((l) => `${l.letter} from ${l.min}%`).join('; ') ?? null,
          c.missingPolicy === 'zero' ? 'Counts as zero' : 'Left out until marked',
          iso(c.createdAt),
          iso(c.deletedAt),
        ]),
      },
      'students.csv': await studentRows(db, eq(students.teacherId, teacherId)),
      'assignments.csv': {
        header: [
          'Assignment id',
          'Class id',
          'Class',
          'Title',
          'Due',
          'Out of',
          'Category',
          'Description',
          'Made at',
          'Deleted at',
        ],
        rows: assignmentRows.map((a) => [
          a.id,
          a.classId,
          a.className,
          a.title,
          a.dueDate,
          a.maxPoints,
          a.category,
          a.description,
          iso(a.createdAt),
          iso(a.deletedAt),
        ]),
      },
      'categories.csv': {
        header: [
          'Category id',
          'Class id',
          'Class',
          'Name',
          'Weight %',
          'Lowest marks dropped',
          'Deleted at',
        ],
        rows: categoryRows.map(({ row, className }) => [
          row.id,
          row.classId,
          className,
          row.name,
          row.weight,
          row.dropLowest,
          iso(row.deletedAt),
        ]),
      },
      'periods.csv': {
        header: ['Period id', 'Class id', 'Class', 'Name', 'Starts', 'Ends', 'Deleted at'],
        rows: periodRows.map(({ row, className }) => [
          row.id,
          row.classId,
          className,
          row.name,
          row.starts,
          row.ends,
          iso(row.deletedAt),
        ]),
      },
      'work.csv': await workRows(db, eq(work.teacherId, teacherId)),
      'work-history.csv': await historyRows(db, eq(workHistory.teacherId, teacherId)),
      'sign-ins.csv': {
        header: ['Signed in at', 'Browser and system'],
        rows: signInRows.map((s) => [iso(s.at), s.device]),
      },
    },
    'Your Lectern data',
    now,
  );
}

/**
 * One child's full record (for a parent's request, or a school the child moves to): their
 * details and notes, every piece of recorded work in any of the teacher's classes (a moved
 * student's old class's work too) and its history. Null when the teacher has no such student.
 */
export async function studentRecord(
  db: Db,
  teacherId: string,
  studentId: string,
  now: Date,
): Promise<{ zip: Uint8Array; name: string } | null> {
  const student = await studentRows(
    db,
    and(eq(students.teacherId, teacherId), eq(students.id, studentId)),
  );
  const row = student.rows[0];
  if (!row) return null;
  const mine = (table: typeof work | typeof workHistory) =>
    and(eq(table.teacherId, teacherId), eq(table.studentId, studentId));
  const name = `${String(row[4])} ${String(row[3])}`;
  return {
    name,
    zip: zip(
      {
        'student.csv': student,
        'work.csv': await workRows(db, mine(work)),
        'work-history.csv': await historyRows(db, mine(workHistory)),
      },
      `The Lectern record of ${name}`,
      now,
    ),
  };
}

/** `attachment` with a file name any browser reads: ASCII in `filename`, all of it in `filename*`. */
export function attachment(name: string): string {
  const safe = name.replace(/[^\p{L}\p{N} ._-]/gu, '').trim() || 'Lectern';
  const ascii = safe.replace(/[^ -~]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
