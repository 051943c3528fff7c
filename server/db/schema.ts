import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Tables as the query layer sees them; the SQL that creates them is in ./migrations.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  school: text('school'),
  teachingSince: date('teaching_since', { mode: 'string' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: at('created_at').notNull(),
});

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: at('created_at').notNull(),
  /** The absolute end: sign-in plus SESSION_MAX_HOURS, however busy the session is. */
  expiresAt: at('expires_at').notNull(),
  /** The last request that counted as activity (written at most once a minute). */
  lastSeenAt: at('last_seen_at').notNull(),
});

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});

export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: at('locked_until'),
  lastFailure: at('last_failure').notNull(),
});

export const devices = pgTable('devices', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: at('created_at').notNull(),
  lastUsedAt: at('last_used_at').notNull(),
});

export const classes = pgTable('classes', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  teacherId: uuid('teacher_id').notNull(),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  grade: integer('grade').notNull(),
  room: text('room'),
  termStarts: date('term_starts', { mode: 'string' }).notNull(),
  termEnds: date('term_ends', { mode: 'string' }).notNull(),
  /** Optional letter grades, by falling minimum percentage; null: none. */
  letterScale: jsonb('letter_scale').$type<{ letter: string; min: number }[]>(),
  /** Whether missing work counts as zero in the markbook's totals, or is left out until marked. */
  missingPolicy: text('missing_policy')
    .$type<'zero' | 'leave_out'>()
    .notNull()
    .default('leave_out'),
  createdAt: at('created_at').notNull(),
  /** Set while a deletion can still be undone; such rows are invisible everywhere else. */
  deletedAt: at('deleted_at'),
});

export const assignments = pgTable('assignments', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  teacherId: uuid('teacher_id').notNull(),
  classId: uuid('class_id').notNull(),
  title: text('title').notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  maxPoints: integer('max_points').notNull(),
  description: text('description').notNull(),
  /** Its grading category in the markbook, if any. */
  categoryId: uuid('category_id'),
  createdAt: at('created_at').notNull(),
  deletedAt: at('deleted_at'),
});

/** A class's roster: a child's names, an optional student number and the teacher's notes. */
export const students = pgTable('students', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  teacherId: uuid('teacher_id').notNull(),
  classId: uuid('class_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  studentNumber: text('student_number'),
  notes: text('notes').notNull(),
  createdAt: at('created_at').notNull(),
  deletedAt: at('deleted_at'),
  /** When the student last changed class: their work on the old class's assignments is kept
   * but no longer counted there (server/work/counts.ts, migration 0012). */
  movedAt: at('moved_at'),
});

/** A class's grading categories (the markbook). */
export const gradingCategories = pgTable('grading_categories', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  teacherId: uuid('teacher_id').notNull(),
  classId: uuid('class_id').notNull(),
  name: text('name').notNull(),
  weight: integer('weight').notNull(),
  dropLowest: integer('drop_lowest').notNull(),
  createdAt: at('created_at').notNull(),
  deletedAt: at('deleted_at'),
});

/** What a student did with an assignment: handed in or not, and the teacher's mark. */
export const work = pgTable(
  'work',
  {
    assignmentId: uuid('assignment_id').notNull(),
    studentId: uuid('student_id').notNull(),
    teacherId: uuid('teacher_id').notNull(),
    handedIn: text('handed_in').$type<'no' | 'on_time' | 'late'>().notNull(),
    score: integer('score'),
    comment: text('comment').notNull(),
    /** Left out of every total, and never missing. */
    excused: boolean('excused').notNull().default(false),
    /** The student's own due date (an extension), if any: missing and late follow it. */
    dueDate: date('due_date', { mode: 'string' }),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.studentId] })],
);

/** A teacher's recent sign-ins (ADR 027): when, and "browser on system"; nothing else. */
export const signIns = pgTable('sign_ins', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  signedInAt: at('signed_in_at').notNull(),
  device: text('device').notNull(),
  /** The session it began, while that session lasts: marks "this session". */
  sessionIdHash: text('session_id_hash'),
});

/** Every change of a mark, status or comment (the markbook's history, issue 22). */
export const workHistory = pgTable('work_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  teacherId: uuid('teacher_id').notNull(),
  assignmentId: uuid('assignment_id').notNull(),
  studentId: uuid('student_id').notNull(),
  changedAt: at('changed_at').notNull(),
  field: text('field')
    .$type<'handed_in' | 'score' | 'comment' | 'excused' | 'due_date'>()
    .notNull(),
  oldValue: text('old_value').notNull(),
  newValue: text('new_value').notNull(),
});

/** A class's grading periods (terms), for the markbook's totals per period. */
export const gradingPeriods = pgTable('grading_periods', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  teacherId: uuid('teacher_id').notNull(),
  classId: uuid('class_id').notNull(),
  name: text('name').notNull(),
  starts: date('starts', { mode: 'string' }).notNull(),
  ends: date('ends', { mode: 'string' }).notNull(),
  createdAt: at('created_at').notNull(),
  deletedAt: at('deleted_at'),
});
