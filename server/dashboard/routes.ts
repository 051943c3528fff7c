import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type {
  ClassAttention,
  DashboardAnswers,
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

/**
 * The dashboard's figures for a teacher: every figure is scoped to that teacher's live data. Read
 * by the dashboard's endpoints, and by the server's render of the dashboard page
 * (server/signed-in-page.ts), which sends them in the page so that the app starts from them.
 */
export function dashboardReader({ db }: Pick<AppDeps, 'db'>) {
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

  const summaryOf = (perClass: ClassFigures[]): DashboardSummary => {
    const total = (figure: 'students' | 'dueThisWeek' | 'toMark' | 'missing') =>
      perClass.reduce((n, c) => n + c[figure], 0);
    return {
      classes: perClass.length,
      students: total('students'),
      dueThisWeek: total('dueThisWeek'),
      toMark: total('toMark'),
      missing: total('missing'),
    };
  };

  /** Every live class, by name, with its work to mark and its missing work. */
  const attentionOf = (perClass: ClassFigures[]): ClassAttention[] =>
    perClass.map(({ classId, className, toMark, missing }) => ({
      classId,
      className,
      toMark,
      missing,
    }));

  /** The next fourteen days' live assignments, soonest first (at most 20). */
  const upcoming = (teacherId: string, now: Date): Promise<UpcomingAssignment[]> =>
    db
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

  /** Live assignments due per week, four weeks back to seven ahead. */
  const weekly = async (teacherId: string, now: Date): Promise<WeekCount[]> => {
    const first = mondayOf(now);
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
    return weeks;
  };

  return {
    summary: async (teacherId: string, now: Date) => summaryOf(await classFigures(teacherId, now)),
    attention: async (teacherId: string, now: Date) =>
      attentionOf(await classFigures(teacherId, now)),
    upcoming,
    weekly,
    /** All four, the per-class figures counted once for the summary and the attention. */
    all: async (teacherId: string, now: Date): Promise<DashboardAnswers> => {
      // Side by side, as the app's four requests were: the page waits for the slowest, not the sum.
      const [perClass, soon, weeks] = await Promise.all([
        classFigures(teacherId, now),
        upcoming(teacherId, now),
        weekly(teacherId, now),
      ]);
      return {
        summary: summaryOf(perClass),
        attention: attentionOf(perClass),
        upcoming: soon,
        weekly: weeks,
      };
    },
  };
}

/** The signed-in teacher's dashboard's endpoints. */
export function dashboardRoutes(deps: AppDeps) {
  const read = dashboardReader(deps);
  const app = new Hono<{ Variables: { user: SessionUser } }>();
  app.get('/summary', async (c) => c.json(await read.summary(c.get('user').id, deps.now())));
  app.get('/attention', async (c) => c.json(await read.attention(c.get('user').id, deps.now())));
  app.get('/upcoming', async (c) => c.json(await read.upcoming(c.get('user').id, deps.now())));
  app.get('/weekly', async (c) => c.json(await read.weekly(c.get('user').id, deps.now())));
  return app;
}
