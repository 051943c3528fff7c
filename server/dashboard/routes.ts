import { and, asc, count, eq, gte, lt, lte, sum } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DashboardSummary } from '../../src/lib/api-types/dashboard.ts';
import { assignments, classes } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { SessionUser } from '../auth/sessions.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 24 * 3600_000;

/** The signed-in teacher's summary: every figure is scoped to that teacher. */
export function dashboardRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

  app.get('/summary', async (c) => {
    const teacherId = c.get('user').id;
    const now = deps.now();
    const today = iso(now);
    const inAWeek = iso(new Date(now.getTime() + 7 * DAY));
    const inTwoWeeks = iso(new Date(now.getTime() + 14 * DAY));
    const mine = eq(assignments.teacherId, teacherId);

    const [classTotals] = await db
      .select({ classes: count(), students: sum(classes.students) })
      .from(classes)
      .where(eq(classes.teacherId, teacherId));
    const [due] = await db
      .select({ n: count() })
      .from(assignments)
      .where(and(mine, gte(assignments.dueDate, today), lte(assignments.dueDate, inAWeek)));
    const [overdue] = await db
      .select({ n: count() })
      .from(assignments)
      .where(and(mine, lt(assignments.dueDate, today)));
    const upcoming = await db
      .select({
        id: assignments.id,
        title: assignments.title,
        dueDate: assignments.dueDate,
        className: classes.name,
      })
      .from(assignments)
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .where(and(mine, gte(assignments.dueDate, today), lte(assignments.dueDate, inTwoWeeks)))
      .orderBy(asc(assignments.dueDate), asc(assignments.title))
      .limit(10);

    const summary: DashboardSummary = {
      classes: classTotals?.classes ?? 0,
      students: Number(classTotals?.students ?? 0),
      dueThisWeek: due?.n ?? 0,
      overdue: overdue?.n ?? 0,
      upcoming,
    };
    return c.json(summary);
  });

  return app;
}
