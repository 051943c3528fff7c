import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type {
  ClassAttention,
  DashboardSummary,
  UpcomingAssignment,
  WeekCount,
} from '../../src/shared/api-types/dashboard.ts';
import { assignments, classes } from '../db/schema.ts';
import { liveRows, type ClassRowTable } from '../db/owned.ts';
import { prepared } from '../db/prepared.ts';
import { figures, workFigures } from '../work/counts.ts';
import type { AppDeps } from '../deps.ts';
import type { SessionUser } from '../auth/sessions.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 24 * 3600_000;
export const WEEKS_BEFORE = 4;
export const WEEKS_AFTER = 7;

/** A live class's figures, for the summary and the per-class attention. */
interface ClassFigures extends ClassAttention {
  students: number;
  dueThisWeek: number;
}

/** The Monday of the week `date` falls in (UTC calendar days). */
function mondayOf(date: Date): Date {
  const day = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day));
}

const classFiguresOf = prepared('dashboard_class_figures', (db) => {
  const teacherId = sql.placeholder('teacherId');
  const today = sql.placeholder('today');
  const inAWeek = sql.placeholder('inAWeek');
  const { roster, handed } = workFigures(db, teacherId, today);
  const { students, handedIn, marked, exempt } = figures;
  return db
    .select({
      classId: classes.id,
      className: classes.name,
      students,
      dueThisWeek: sql<number>`(count(*) filter (where ${assignments.dueDate} between ${today} and ${inAWeek}))::int`,
      toMark: sql<number>`coalesce(sum(${handedIn} - ${marked}), 0)::int`,
      // missingOf (src/shared/list-query.ts), per assignment.
      missing: sql<number>`coalesce(sum(case when ${assignments.dueDate} < ${today}
        then greatest(0, ${students} - ${handedIn} - ${exempt}) else 0 end), 0)::int`,
    })
    .from(classes)
    .leftJoin(
      assignments,
      and(eq(assignments.classId, classes.id), liveRows(assignments, teacherId)),
    )
    .leftJoin(roster, eq(roster.classId, classes.id))
    .leftJoin(handed, eq(handed.assignmentId, assignments.id))
    .where(liveRows(classes, teacherId))
    .groupBy(classes.id, classes.name, students)
    .orderBy(asc(classes.name), asc(classes.id));
});

/** The signed-in teacher's dashboard: every figure is scoped to that teacher's live data. */
export function dashboardRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

  // The kit's live rows (server/db/owned.ts): the teacher's, not deleted, in a live class.
  const liveIn = (table: ClassRowTable, teacherId: string) =>
    and(liveRows(classes, teacherId), liveRows(table, teacherId));
  const liveAssignments = (teacherId: string) => liveIn(assignments, teacherId);

  /**
   * Every live class of the teacher's, by name, with its figures: its roster, its live
   * assignments due in the coming week, its work to mark and its missing work. One grouped
   * query on the figures counted as sets (server/work/counts.ts, ADR 030); the summary and the
   * per-class attention are both read from it. Prepared once (server/db/prepared.ts): the
   * largest single item of the database's time under the soak, planned again on every call as
   * an unnamed statement.
   */
  const classFigures = (teacherId: string, now: Date): Promise<ClassFigures[]> =>
    classFiguresOf(db).execute({
      teacherId,
      today: iso(now),
      inAWeek: iso(new Date(now.getTime() + 7 * DAY)),
    });

  app.get('/summary', async (c) => {
    const perClass = await classFigures(c.get('user').id, deps.now());
    const total = (figure: 'students' | 'dueThisWeek' | 'toMark' | 'missing') =>
      perClass.reduce((n, c) => n + c[figure], 0);
    const summary: DashboardSummary = {
      classes: perClass.length,
      students: total('students'),
      dueThisWeek: total('dueThisWeek'),
      toMark: total('toMark'),
      missing: total('missing'),
    };
    return c.json(summary);
  });

  /** Every live class, by name, with its work to mark and its missing work. */
  app.get('/attention', async (c) => {
    const perClass = await classFigures(c.get('user').id, deps.now());
    const attention: ClassAttention[] = perClass.map(({ classId, className, toMark, missing }) => ({
      classId,
      className,
      toMark,
      missing,
    }));
    return c.json(attention);
  });

  app.get('/upcoming', async (c) => {
    const teacherId = c.get('user').id;
    const now = deps.now();
    const upcoming: UpcomingAssignment[] = await db
      .select({
        id: assignments.id,
        title: assignments.title,
        dueDate: assignments.dueDate,
        className: classes.name,
      })
      .from(assignments)
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .where(
        and(
          liveAssignments(teacherId),
          gte(assignments.dueDate, iso(now)),
          lte(assignments.dueDate, iso(new Date(now.getTime() + 14 * DAY))),
        ),
      )
      .orderBy(asc(assignments.dueDate), asc(assignments.title))
      .limit(20);
    return c.json(upcoming);
  });

  app.get('/weekly', async (c) => {
    const teacherId = c.get('user').id;
    const first = mondayOf(deps.now());
    first.setUTCDate(first.getUTCDate() - 7 * WEEKS_BEFORE);
    const weeks: WeekCount[] = Array.from({ length: WEEKS_BEFORE + 1 + WEEKS_AFTER }, (_, i) => ({
      weekStart: iso(new Date(first.getTime() + i * 7 * DAY)),
      count: 0,
    }));
    const last = new Date(first.getTime() + (weeks.length * 7 - 1) * DAY);
    const rows = await db
      .select({ dueDate: assignments.dueDate })
      .from(assignments)
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .where(
        and(
          liveAssignments(teacherId),
          gte(assignments.dueDate, iso(first)),
          lte(assignments.dueDate, iso(last)),
        ),
      );
    for (const { dueDate } of rows) {
      const index = Math.floor((Date.parse(dueDate) - first.getTime()) / (7 * DAY));
      const week = weeks[index];
      if (week) week.count += 1;
    }
    return c.json(weeks);
  });

  return app;
}
