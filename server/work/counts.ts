import { sql, type SQL } from 'drizzle-orm';

/**
 * An assignment's work figures, written out in SQL for any select that has "assignments" in
 * its FROM (drizzle leaves columns of a single-table select unqualified, so inside these
 * subqueries an unqualified "id" would be the student's): its class's live roster, and the
 * work of live students handed in and marked.
 */
export const rosterCount = sql<number>`(
  select count(*)::int from students s
  where s.class_id = "assignments"."class_id" and s.deleted_at is null
)`;

const workCount = (condition: SQL) => sql<number>`(
  select count(*)::int from work w
  join students s on s.id = w.student_id and s.deleted_at is null
  where w.assignment_id = "assignments"."id" and ${condition}
)`;

export const handedInCount = workCount(sql`w.handed_in <> 'no'`);
export const markedCount = workCount(sql`w.score is not null`);
