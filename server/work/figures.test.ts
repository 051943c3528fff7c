// The figures counted as sets (ADR 030) against their per-row definitions, on random schools:
// fast-check makes two teachers' classes, rosters, assignments and work (some deleted, due dates
// around today, work handed in or not, marked or not, some by students since moved to another
// class — whose old work leaves the old class's figures, issue 23), straight into the database; every figure the API answers is then held to a plain
// JavaScript count of the same rows, written as the old correlated subqueries counted
// (server/work/counts.ts before issue 21) and as the lists' own rules say (inStatus, missingOf,
// studentProgress), with excused work and students' own due dates (issue 22). Fixed seed, a
// modest number of runs, each on fresh rows in one app.
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_STATUSES,
  type Assignment,
  type Page,
} from '../../src/shared/api-types/classes.ts';
import type { ClassAttention, DashboardSummary } from '../../src/shared/api-types/dashboard.ts';
import {
  studentProgress,
  type HandedIn,
  type StudentProgress,
} from '../../src/shared/api-types/work.ts';
import { inStatus, isoDay, missingOf } from '../../src/shared/list-query.ts';
import { assignments, classes, students, users, work } from '../db/schema.ts';
import { appWithTeachers, json, START, type Client } from '../testing/test-app.ts';

const RUNS = Number(process.env.FIGURES_RUNS ?? 20);
const SEED = 20261125;
const DAY = 24 * 3600_000;
const now = START;
const today = isoDay(now);
const dayFrom = (offset: number) => isoDay(new Date(now.getTime() + offset * DAY));

// Names that sort the same in any collation (the API orders classes by name, rosters by name).
const CLASS_NAMES = ['Algebra', 'Biology', 'Chemistry', 'Drama'];
const FIRST = ['ada', 'Ada', 'bo', 'Cy'];
const LAST = ['Ng', 'ng', 'Adams', 'Ito', 'Okafor'];

/** Deleted now and then (inside the Undo window: the row is there, hidden). */
const sometimes = fc.constantFrom(false, false, false, true);

const aClass = fc.record({
  name: fc.constantFrom(...CLASS_NAMES),
  deleted: sometimes,
  roster: fc.array(
    fc.record({
      first: fc.constantFrom(...FIRST),
      last: fc.constantFrom(...LAST),
      deleted: sometimes,
    }),
    { maxLength: 7 },
  ),
  assignments: fc.array(
    fc.record({
      // Around today, the statuses' edges included: two weeks ago, yesterday, today, a week on.
      due: fc.oneof(fc.integer({ min: -20, max: 12 }), fc.constantFrom(-15, -14, -1, 0, 7, 8)),
      maxPoints: fc.integer({ min: 1, max: 20 }),
      deleted: sometimes,
    }),
    { maxLength: 6 },
  ),
});

const aPiece = fc.record({
  assignment: fc.nat(),
  student: fc.nat(),
  // A student moved to another class since: work on their old class's assignment.
  anyClass: fc.boolean(),
  handedIn: fc.constantFrom<HandedIn>('no', 'on_time', 'late', 'on_time'),
  score: fc.option(fc.nat(25), { freq: 2 }),
  excused: fc.constantFrom(false, false, false, true),
  // The student's own due date (an extension), days from the assignment's, around today.
  extension: fc.option(fc.integer({ min: 0, max: 25 }), { freq: 3 }),
});

const aTeacher = fc.record({
  classes: fc.array(aClass, { maxLength: 4 }),
  work: fc.array(aPiece, { maxLength: 60 }),
});

type TeacherData = typeof aTeacher extends fc.Arbitrary<infer T> ? T : never;

/** One teacher's rows as inserted (ids from the database), for the reference counts. */
interface Rows {
  classes: { id: string; name: string; deleted: boolean }[];
  students: { id: string; classId: string; first: string; last: string; deleted: boolean }[];
  assignments: {
    id: string;
    classId: string;
    dueDate: string;
    maxPoints: number;
    deleted: boolean;
  }[];
  work: {
    assignmentId: string;
    studentId: string;
    handedIn: HandedIn;
    score: number | null;
    excused: boolean;
    dueDate: string | null;
  }[];
}

const app = appWithTeachers({ grace: 'grace@figures.test', ada: 'ada@figures.test' });

async function insert(teacherId: string, data: TeacherData): Promise<Rows> {
  const { db } = app.t.database;
  const deletedAt = (deleted: boolean) => (deleted ? now : null);
  const rows: Rows = { classes: [], students: [], assignments: [], work: [] };
  for (const cls of data.classes) {
    const [row] = await db
      .insert(classes)
      .values({
        teacherId,
        name: cls.name,
        subject: 'math',
        grade: 9,
        room: null,
        termStarts: '2026-09-01',
        termEnds: '2027-01-29',
        createdAt: now,
        deletedAt: deletedAt(cls.deleted),
      })
      .returning({ id: classes.id });
    const classId = row!.id;
    rows.classes.push({ id: classId, name: cls.name, deleted: cls.deleted });
    if (cls.roster.length > 0) {
      const made = await db
        .insert(students)
        .values(
          cls.roster.map((s) => ({
            teacherId,
            classId,
            firstName: s.first,
            lastName: s.last,
            notes: '',
            createdAt: now,
            deletedAt: deletedAt(s.deleted),
          })),
        )
        .returning({ id: students.id });
      made.forEach(({ id }, i) => {
        const s = cls.roster[i]!;
        rows.students.push({ id, classId, first: s.first, last: s.last, deleted: s.deleted });
      });
    }
    if (cls.assignments.length > 0) {
      const made = await db
        .insert(assignments)
        .values(
          cls.assignments.map((a, i) => ({
            teacherId,
            classId,
            title: `Assignment ${i + 1}`,
            dueDate: dayFrom(a.due),
            maxPoints: a.maxPoints,
            description: '',
            createdAt: now,
            deletedAt: deletedAt(a.deleted),
          })),
        )
        .returning({ id: assignments.id });
      made.forEach(({ id }, i) => {
        const a = cls.assignments[i]!;
        rows.assignments.push({
          id,
          classId,
          dueDate: dayFrom(a.due),
          maxPoints: a.maxPoints,
          deleted: a.deleted,
        });
      });
    }
  }
  // Work on an assignment by a student of its class, or (anyClass) of any of the teacher's.
  const taken = new Set<string>();
  for (const piece of data.work) {
    if (rows.assignments.length === 0) break;
    const a = rows.assignments[piece.assignment % rows.assignments.length]!;
    const candidates = piece.anyClass
      ? rows.students
      : rows.students.filter((s) => s.classId === a.classId);
    if (candidates.length === 0) continue;
    const s = candidates[piece.student % candidates.length]!;
    if (taken.has(`${a.id}/${s.id}`)) continue;
    taken.add(`${a.id}/${s.id}`);
    const score = piece.score === null ? null : piece.score % (a.maxPoints + 1);
    const dueDate =
      piece.extension === null
        ? null
        : isoDay(new Date(Date.parse(a.dueDate) + piece.extension * DAY));
    rows.work.push({
      assignmentId: a.id,
      studentId: s.id,
      handedIn: piece.handedIn,
      score,
      excused: piece.excused,
      dueDate,
    });
  }
  if (rows.work.length > 0)
    await db
      .insert(work)
      .values(rows.work.map((w) => ({ ...w, teacherId, comment: '', updatedAt: now })));
  // A student with work on another class's assignment has moved since: the move marks them
  // (server/students/routes.ts; migration 0012 marked those moved before it).
  const classOf = new Map(rows.students.map((st) => [st.id, st.classId]));
  const classOfAssignment = new Map(rows.assignments.map((a) => [a.id, a.classId]));
  const moved = [
    ...new Set(
      rows.work
        .filter((w) => classOf.get(w.studentId) !== classOfAssignment.get(w.assignmentId))
        .map((w) => w.studentId),
    ),
  ];
  if (moved.length > 0)
    await db.update(students).set({ movedAt: now }).where(inArray(students.id, moved));
  return rows;
}

/** The figures as the old per-row definitions counted them, from the rows themselves. */
function reference(rows: Rows) {
  const liveClasses = rows.classes
    .filter((c) => !c.deleted)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
  const isLiveClass = new Set(liveClasses.map((c) => c.id));
  const liveStudent = new Set(rows.students.filter((s) => !s.deleted).map((s) => s.id));
  const classOf = new Map(rows.students.map((s) => [s.id, s.classId]));
  // rosterCount, handedInCount, markedCount: per assignment, a subquery each — of the students
  // on its class's roster now (a student moved away keeps the work, out of these figures).
  const assignmentRows = rows.assignments
    .filter((a) => !a.deleted && isLiveClass.has(a.classId))
    .map((a) => {
      const pieces = rows.work.filter(
        (w) =>
          w.assignmentId === a.id &&
          liveStudent.has(w.studentId) &&
          classOf.get(w.studentId) === a.classId,
      );
      // Excused work is in no figure; work not in, due later for its student, is not missing.
      const counted = pieces.filter((w) => !w.excused);
      return {
        ...a,
        students: rows.students.filter((s) => s.classId === a.classId && !s.deleted).length,
        handedIn: counted.filter((w) => w.handedIn !== 'no').length,
        marked: counted.filter((w) => w.score !== null).length,
        exempt: pieces.filter(
          (w) => w.excused || (w.handedIn === 'no' && w.dueDate !== null && w.dueDate >= today),
        ).length,
      };
    });
  const perClass: ClassAttention[] = liveClasses.map((c) => {
    const own = assignmentRows.filter((a) => a.classId === c.id);
    return {
      classId: c.id,
      className: c.name,
      toMark: own.reduce((n, a) => n + a.handedIn - a.marked, 0),
      missing: own.reduce((n, a) => n + missingOf(a, now), 0),
    };
  });
  const summary: DashboardSummary = {
    classes: liveClasses.length,
    students: rows.students.filter((s) => !s.deleted && isLiveClass.has(s.classId)).length,
    dueThisWeek: assignmentRows.filter((a) => a.dueDate >= today && a.dueDate <= dayFrom(7)).length,
    toMark: perClass.reduce((n, c) => n + c.toMark, 0),
    missing: perClass.reduce((n, c) => n + c.missing, 0),
  };
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const progress = new Map<string, StudentProgress[]>(
    liveClasses.map((c) => {
      const set = rows.assignments.filter((a) => a.classId === c.id && !a.deleted);
      const roster = rows.students
        .filter((s) => s.classId === c.id && !s.deleted)
        .sort(
          (a, b) =>
            byName(a.last.toLowerCase(), b.last.toLowerCase()) ||
            byName(a.first.toLowerCase(), b.first.toLowerCase()) ||
            byName(a.id, b.id),
        );
      return [
        c.id,
        roster.map((s) =>
          studentProgress(
            s.id,
            set,
            (id) => rows.work.find((w) => w.assignmentId === id && w.studentId === s.id),
            today,
          ),
        ),
      ];
    }),
  );
  return { assignmentRows, perClass, summary, progress };
}

/** Every figure the API answers the teacher, against the reference. */
async function expectFigures(client: Client, rows: Rows) {
  const expected = reference(rows);
  expect(await json(await client.get('/api/dashboard/summary'))).toEqual(expected.summary);
  expect(await json(await client.get('/api/dashboard/attention'))).toEqual(expected.perClass);

  type Figures = Pick<Assignment, 'id' | 'students' | 'handedIn' | 'marked' | 'missing'>;
  const answered = ({ id, students, handedIn, marked, missing }: Figures): Figures => ({
    id,
    students,
    handedIn,
    marked,
    missing,
  });
  const figuresOf = (a: (typeof expected.assignmentRows)[number]): Figures =>
    answered({ ...a, missing: missingOf(a, now) });
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
  for (const status of ASSIGNMENT_STATUSES) {
    const page = await json<Page<Assignment>>(
      await client.get(`/api/assignments?status=${status}&pageSize=100`),
    );
    const members = expected.assignmentRows.filter((a) => inStatus(status, a, now));
    expect({ status, total: page.total }).toEqual({ status, total: members.length });
    expect(page.items.map(answered).sort(byId)).toEqual(members.map(figuresOf).sort(byId));
  }
  // Page by page, each page's figures counted for its own assignments only: the same figures.
  const paged: Figures[] = [];
  for (let n = 1; (n - 1) * 5 < expected.assignmentRows.length; n += 1)
    paged.push(
      ...(
        await json<Page<Assignment>>(
          await client.get(`/api/assignments?status=all&pageSize=5&page=${n}`),
        )
      ).items.map(answered),
    );
  expect(paged.sort(byId)).toEqual(expected.assignmentRows.map(figuresOf).sort(byId));
  // One assignment read on its own, and one class's list: the figures of just those rows.
  const one = expected.assignmentRows[0];
  if (one) {
    expect(answered(await json(await client.get(`/api/assignments/${one.id}`)))).toEqual(
      figuresOf(one),
    );
    const ofClass = await json<Page<Assignment>>(
      await client.get(`/api/assignments?classId=${one.classId}&status=attention&pageSize=100`),
    );
    expect(ofClass.items.map(answered).sort(byId)).toEqual(
      expected.assignmentRows
        .filter((a) => a.classId === one.classId && inStatus('attention', a, now))
        .map(figuresOf)
        .sort(byId),
    );
  }
  for (const [classId, progress] of expected.progress)
    expect(await json(await client.get(`/api/work/progress/${classId}`))).toEqual(progress);
}

describe('the figures, counted as sets', () => {
  it('are the per-row definitions’ on random schools of two teachers', async () => {
    const { db } = app.t.database;
    const ids = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['grace@figures.test', 'ada@figures.test']));
    const idOf = (email: string) => ids.find((u) => u.email === email)!.id;
    const grace = idOf('grace@figures.test');
    const ada = idOf('ada@figures.test');
    await fc.assert(
      fc.asyncProperty(aTeacher, aTeacher, async (graceData, adaData) => {
        // Fresh rows for each run: a class takes its students, assignments and work with it.
        await db.delete(classes).where(inArray(classes.teacherId, [grace, ada]));
        const graceRows = await insert(grace, graceData);
        const adaRows = await insert(ada, adaData);
        await expectFigures(app.grace, graceRows);
        await expectFigures(app.ada, adaRows);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 120_000);
});
