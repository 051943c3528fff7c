import { and, asc, count, eq, gte, isNull, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import type {
  ClassAttention,
  DashboardSummary,
  UpcomingAssignment,
  WeekCount,
} from '../../src/shared/api-types/dashboard.ts';
import { missingOf } from '../../src/shared/list-query.ts';
import { assignments, classes, students } from '../db/schema.ts';
import { countInClasses, liveRows, type ClassRowTable } from '../db/owned.ts';
import { handedInCount, markedCount, rosterCount } from '../work/counts.ts';
import type { AppDeps } from '../deps.ts';
import type { SessionUser } from '../auth/sessions.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 24 * 3600_000;
export const WEEKS_BEFORE = 4;
export const WEEKS_AFTER = 7;

/** The Monday of the week `date` falls in (UTC calendar days). */
function mondayOf(date: Date): Date {
  const day = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day));
}

/** The signed-in teacher's dashboard: every figure is scoped to that teacher's live data. */
export function dashboardRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

  // The kit's live rows (server/db/owned.ts): the teacher's, not deleted, in a live class.
  const liveClasses = (teacherId: string) => liveRows(classes, teacherId);
  const liveIn = (table: ClassRowTable, teacherId: string) =>
    and(liveRows(classes, teacherId), liveRows(table, teacherId));
  const liveAssignments = (teacherId: string) => liveIn(assignments, teacherId);

  app.get('/summary', async (c) => {
    const teacherId = c.get('user').id;
    const now = deps.now();
    const today = iso(now);
    const inAWeek = iso(new Date(now.getTime() + 7 * DAY));

    const [classTotals] = await db
      .select({ classes: count() })
      .from(classes)
      .where(liveClasses(teacherId));
    const [studentTotals] = await countInClasses(
      db,
      students,
      classes,
      liveIn(students, teacherId),
    );
    const [due] = await countInClasses(
      db,
      assignments,
      classes,
      and(
        liveAssignments(teacherId),
        gte(assignments.dueDate, today),
        lte(assignments.dueDate, inAWeek),
      ),
    );
    const perClass = await attention(teacherId, now);
    const summary: DashboardSummary = {
      classes: classTotals?.classes ?? 0,
      students: studentTotals?.n ?? 0,
      dueThisWeek: due?.n ?? 0,
      toMark: perClass.reduce((n, c) => n + c.toMark, 0),
      missing: perClass.reduce((n, c) => n + c.missing, 0),
    };
    return c.json(summary);
  });

  /** Every live class, by name, with its work to mark and its missing work. */
  async function attention(teacherId: string, now: Date): Promise<ClassAttention[]> {
    const rows = await db
      .select({
        classId: classes.id,
        className: classes.name,
        dueDate: assignments.dueDate,
        students: rosterCount,
        handedIn: handedInCount,
        marked: markedCount,
      })
      .from(classes)
      .leftJoin(
        assignments,
        and(eq(assignments.classId, classes.id), isNull(assignments.deletedAt)),
      )
      .where(liveClasses(teacherId))
      .orderBy(asc(classes.name), asc(classes.id));
    const perClass = new Map<string, ClassAttention>();
    for (const row of rows) {
      const entry = perClass.get(row.classId) ?? {
        classId: row.classId,
        className: row.className,
        toMark: 0,
        missing: 0,
      };
      perClass.set(row.classId, entry);
      if (row.dueDate === null) continue;
      entry.toMark += row.handedIn - row.marked;
      entry.missing += missingOf({ ...row, dueDate: row.dueDate }, now);
    }
    return [...perClass.values()];
  }

  app.get('/attention', async (c) => c.json(await attention(c.get('user').id, deps.now())));

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
