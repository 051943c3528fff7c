import { eq, inArray } from 'drizzle-orm';
import { FIRST_NAMES, LAST_NAMES } from '../../src/shared/made-up-names.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import {
  assignments,
  classes,
  devices,
  gradingCategories,
  gradingPeriods,
  outbox,
  signInFailures,
  students,
  users,
  work,
} from '../db/schema.ts';
import { CLASSES, demoWork, TITLES } from './demo-data.ts';

export const DEMO_EMAIL = 'demo@lectern.school';
export const DEMO_PASSWORD = 'chalk and cheese 2026';

const DAY = 24 * 3600_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

const FIRST = FIRST_NAMES;
const LAST = LAST_NAMES;

/**
 * Creates the demo teacher afresh, with classes and assignments spread from four weeks ago to
 * seven weeks ahead of `now`, so every dashboard widget has something to show. Run again, it
 * first removes the demo teacher and everything of theirs (ON DELETE CASCADE: sessions, known
 * devices, reset links, classes and assignments, deleted ones too), their sign-in locks and
 * their mail in the outbox: what is left is exactly the demo, and every demo session has ended.
 * One transaction: on PostgreSQL a running server sees the old demo or the new one.
 */
export async function seedDemo(db: Db, now: Date) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    if (old) {
      const known = await tx
        .select({ tokenHash: devices.tokenHash })
        .from(devices)
        .where(eq(devices.userId, old.id));
      await tx
        .delete(signInFailures)
        .where(
          inArray(signInFailures.key, [
            `account:${DEMO_EMAIL}`,
            ...known.map((d) => `device:${d.tokenHash}`),
          ]),
        );
      await tx.delete(users).where(eq(users.id, old.id));
    }
    await tx.delete(outbox).where(eq(outbox.recipient, DEMO_EMAIL));
    const [teacher] = await tx
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        fullName: 'Dana Demo',
        school: 'Lectern High School',
        teachingSince: '2015-09-01',
        passwordHash,
        createdAt: now,
      })
      .returning({ id: users.id });
    return {
      ...(await addClasses(tx, teacher!.id, now)),
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    };
  });
}

async function addClasses(db: Db, teacherId: string, now: Date) {
  // The school year's first term: from the start of September to the end of January.
  const year = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const termStarts = `${year}-09-01`;
  const termEnds = `${year + 1}-01-29`;

  let assignmentCount = 0;
  let studentCount = 0;
  for (const [index, cls] of CLASSES.entries()) {
    const [row] = await db
      .insert(classes)
      .values({
        name: cls.name,
        subject: cls.subject,
        grade: cls.grade,
        room: cls.room,
        teacherId,
        termStarts,
        termEnds,
        createdAt: now,
      })
      .returning({ id: classes.id });
    const classId = row!.id;
    // The markbook: homework and tests weighted 40/60 (the lowest homework dropped), two
    // grading periods; the first class counts missing work as zero, the others leave it out.
    const [homework, tests] = await db
      .insert(gradingCategories)
      .values([
        { teacherId, classId, name: 'Homework', weight: 40, dropLowest: 1, createdAt: now },
        { teacherId, classId, name: 'Tests', weight: 60, dropLowest: 0, createdAt: now },
      ])
      .returning({ id: gradingCategories.id });
    await db.insert(gradingPeriods).values([
      {
        teacherId,
        classId,
        name: 'Autumn',
        starts: termStarts,
        ends: `${year}-10-31`,
        createdAt: now,
      },
      {
        teacherId,
        classId,
        name: 'Winter',
        starts: `${year}-11-01`,
        ends: termEnds,
        createdAt: now,
      },
    ]);
    if (index === 0)
      await db.update(classes).set({ missingPolicy: 'zero' }).where(eq(classes.id, classId));
    const roster = await db
      .insert(students)
      .values(
        Array.from({ length: cls.students }, (_, i) => ({
          teacherId,
          classId: row!.id,
          firstName: FIRST[(i * 7 + index * 3) % FIRST.length]!,
          lastName: LAST[(i * 11 + index * 5) % LAST.length]!,
          studentNumber: `S-${index + 1}${String(i + 1).padStart(3, '0')}`,
          notes: i === 3 ? 'Needs large-print handouts.' : '',
          createdAt: now,
        })),
      )
      .returning({ id: students.id });
    studentCount += roster.length;
    const titles = TITLES[index]!;
    for (const [n, title] of titles.entries()) {
      // Spread over eleven weeks around today: some overdue, some this week, most ahead.
      const offset = -24 + n * 13 + index * 3;
      const due = iso(new Date(now.getTime() + offset * DAY));
      if (due > termEnds) continue;
      const maxPoints = [10, 20, 25, 50, 100][(n + index) % 5]!;
      const [assignment] = await db
        .insert(assignments)
        .values({
          teacherId,
          classId: row!.id,
          title,
          dueDate: due,
          maxPoints,
          description: '',
          categoryId: /quiz|test/i.test(title) ? tests!.id : homework!.id,
          createdAt: now,
        })
        .returning({ id: assignments.id });
      assignmentCount += 1;
      const handedIn: Omit<typeof work.$inferInsert, 'assignmentId' | 'teacherId' | 'updatedAt'>[] =
        demoWork(roster, offset, maxPoints, index + n);
      // In the first class, a student missing the oldest work is excused from it, and one
      // missing the latest past work has an extension to five days from now.
      const absent = roster.find((s) => !handedIn.some((w) => w.studentId === s.id));
      const extendTo = iso(new Date(now.getTime() + 5 * DAY));
      if (
        index === 0 &&
        absent &&
        (n === 0 || (offset < 0 && offset >= -13 && extendTo <= termEnds))
      )
        handedIn.push({
          studentId: absent.id,
          handedIn: 'no',
          score: null,
          comment: n === 0 ? 'Away on the field trip: excused.' : 'Extension: back from illness.',
          ...(n === 0 ? { excused: true } : { dueDate: extendTo }),
        });
      if (handedIn.length > 0)
        await db.insert(work).values(
          handedIn.map((w) => ({
            ...w,
            assignmentId: assignment!.id,
            teacherId,
            updatedAt: now,
          })),
        );
    }
  }
  return { classes: CLASSES.length, assignments: assignmentCount, students: studentCount };
}
