// The soak's mixed load: 70 % reads (the dashboard's figures and attention, the lists, a class's
// page, the marking data, search, the dashboard page the server renders) and 30 % writes (marks,
// comments, hand-ins, students, assignments, the profile), each as one teacher's session from
// that teacher's own address. Every write is written down in the ledger with its outcome, so
// that the end can check in SQL that each acknowledged one is in the database. Two writes to
// the same row are never in flight at once, so the last acknowledged one is what must be there.
import type { Call, Sent } from './proxy.ts';
import { json } from './proxy.ts';

export interface SchoolClass {
  id: string;
  students: string[];
}

export interface Teacher {
  n: number;
  id: string;
  /** The address the proxy says the teacher's requests come from (X-Forwarded-For). */
  address: string;
  cookie: string;
  classes: SchoolClass[];
  assignments: { id: string; classId: string; maxPoints: number }[];
  /** Students this run added and has not deleted again, oldest first. */
  added: string[];
  busy: Set<string>;
}

type HandedIn = 'no' | 'on_time' | 'late';
interface WorkValue {
  handedIn: HandedIn;
  score: number | null;
  comment: string;
}

/** What a row must hold: the last acknowledged value, or one sent after it with no answer. */
interface Expected<T> {
  acked?: T;
  unknown: T[];
}

/** Every write the load sent, and how each ended. */
export class Ledger {
  work = new Map<string, Expected<WorkValue>>();
  profiles = new Map<string, Expected<string>>();
  students = new Map<
    string,
    { firstName: string; lastName: string; deleted: boolean | 'unknown' }
  >();
  assignments = new Map<string, string>();
  acknowledged = 0;
  unknown = 0;

  /** 2xx: done; 4xx: refused, nothing changed; anything else: it may or may not have happened. */
  static fate(sent: Sent): 'done' | 'refused' | 'unknown' {
    if (sent.kind === 'answered' && sent.status >= 200 && sent.status < 300) return 'done';
    if (sent.kind === 'answered' && sent.status >= 400 && sent.status < 500) return 'refused';
    return 'unknown';
  }

  expect<T>(map: Map<string, Expected<T>>, key: string, value: T, sent: Sent) {
    const entry = map.get(key) ?? { unknown: [] };
    const fate = Ledger.fate(sent);
    if (fate === 'done') {
      map.set(key, { acked: value, unknown: [] });
      this.acknowledged += 1;
    } else if (fate === 'unknown') {
      map.set(key, { ...entry, unknown: [...entry.unknown, value] });
      this.unknown += 1;
    }
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const search = (words: readonly string[]) => encodeURIComponent(pick(words));
const isoDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

export interface Operation {
  name: string;
  write: boolean;
  call: Call;
  settle?: (sent: Sent) => void;
}

export interface MixContext {
  host: string;
  origin: string;
  ledger: Ledger;
}

let sequence = 0;

function headers(ctx: MixContext, teacher: Teacher, write: boolean, html = false) {
  return {
    host: ctx.host,
    cookie: teacher.cookie,
    'x-forwarded-for': teacher.address,
    'accept-encoding': 'gzip, br',
    accept: html ? 'text/html' : 'application/json',
    ...(write && { origin: ctx.origin, 'content-type': 'application/json' }),
  };
}

const get = (ctx: MixContext, teacher: Teacher, name: string, path: string, html = false) => ({
  name,
  write: false,
  call: { method: 'GET' as const, path, headers: headers(ctx, teacher, false, html) },
});

/** The reads, with their weights (of 100 requests). */
const READS: [number, (ctx: MixContext, t: Teacher) => Operation][] = [
  [12, (ctx, t) => get(ctx, t, 'summary', '/api/dashboard/summary')],
  [10, (ctx, t) => get(ctx, t, 'attention', '/api/dashboard/attention')],
  [8, (ctx, t) => get(ctx, t, 'needs attention', '/api/assignments?status=attention')],
  [5, (ctx, t) => get(ctx, t, 'classes', '/api/classes')],
  [5, (ctx, t) => get(ctx, t, 'assignments', '/api/assignments?status=all')],
  [4, (ctx, t) => get(ctx, t, 'class', `/api/classes/${pick(t.classes).id}`)],
  [4, (ctx, t) => get(ctx, t, 'roster', `/api/students?classId=${pick(t.classes).id}&pageSize=50`)],
  [4, (ctx, t) => get(ctx, t, 'progress', `/api/work/progress/${pick(t.classes).id}`)],
  [8, (ctx, t) => get(ctx, t, 'marking', `/api/work/${pick(t.assignments).id}`)],
  [
    5,
    (ctx, t) =>
      Math.random() < 0.5
        ? get(ctx, t, 'search', `/api/students?q=${search(['ada', 'chen', 'lopez', 'S-1'])}`)
        : get(
            ctx,
            t,
            'search',
            `/api/assignments?status=all&q=${search(['2', 'Class 1', 'ment 3'])}`,
          ),
  ],
  [5, (ctx, t) => get(ctx, t, 'dashboard page', '/admin/dashboard', true)],
];

function put(
  ctx: MixContext,
  t: Teacher,
  name: string,
  method: Call['method'],
  path: string,
  body?: unknown,
): Call {
  return {
    method,
    path,
    headers: headers(ctx, t, true),
    ...(body !== undefined && { body: JSON.stringify(body) }),
  };
}

/** A write to one student's work on one assignment, on a row no other write has in flight. */
function workWrite(
  ctx: MixContext,
  t: Teacher,
  kind: 'mark' | 'comment' | 'hand-in',
): Operation | undefined {
  for (let tries = 0; tries < 5; tries += 1) {
    const assignment = pick(t.assignments);
    const students = t.classes.find((c) => c.id === assignment.classId)?.students ?? [];
    if (students.length === 0) continue;
    const student = pick(students);
    const key = `${assignment.id}|${student}`;
    if (t.busy.has(key)) continue;
    t.busy.add(key);
    sequence += 1;
    const value: WorkValue =
      kind === 'hand-in'
        ? { handedIn: 'late', score: null, comment: '' }
        : {
            handedIn: 'on_time',
            score: Math.floor(Math.random() * (assignment.maxPoints + 1)),
            comment: kind === 'comment' ? `Soak comment ${sequence}` : '',
          };
    return {
      name: kind,
      write: true,
      call: put(ctx, t, kind, 'PUT', `/api/work/${assignment.id}/${student}`, value),
      settle: (sent) => {
        t.busy.delete(key);
        ctx.ledger.expect(ctx.ledger.work, key, value, sent);
      },
    };
  }
  return undefined;
}

/** A student added to the teacher's smallest class, or the oldest one added deleted again. */
function studentWrite(ctx: MixContext, t: Teacher): Operation | undefined {
  const key = `students:${t.n}`;
  if (t.busy.has(key)) return undefined;
  t.busy.add(key);
  if (t.added.length >= 2) {
    const id = t.added.shift()!;
    return {
      name: 'student',
      write: true,
      call: put(ctx, t, 'student', 'DELETE', `/api/students/${id}`),
      settle: (sent) => {
        t.busy.delete(key);
        const row = ctx.ledger.students.get(id)!;
        const fate = Ledger.fate(sent);
        if (fate === 'done') ctx.ledger.acknowledged += 1;
        if (fate === 'refused') t.added.unshift(id);
        row.deleted = fate === 'done' ? true : fate === 'refused' ? false : 'unknown';
      },
    };
  }
  const smallest = [...t.classes].sort((a, b) => a.students.length - b.students.length)[0]!;
  sequence += 1;
  const values = {
    classId: smallest.id,
    firstName: 'Soak',
    lastName: `Student ${sequence}`,
    studentNumber: `SOAK-${sequence}`,
    notes: '',
  };
  return {
    name: 'student',
    write: true,
    call: put(ctx, t, 'student', 'POST', '/api/students', values),
    settle: (sent) => {
      t.busy.delete(key);
      if (Ledger.fate(sent) !== 'done') return;
      const { id } = json<{ id: string }>(sent.answer!);
      ctx.ledger.acknowledged += 1;
      ctx.ledger.students.set(id, {
        firstName: values.firstName,
        lastName: values.lastName,
        deleted: false,
      });
      t.added.push(id);
    },
  };
}

function assignmentWrite(ctx: MixContext, t: Teacher): Operation {
  sequence += 1;
  const title = `Soak assignment ${sequence}`;
  const values = {
    title,
    classId: pick(t.classes).id,
    dueDate: isoDay(7),
    maxPoints: '20',
    description: '',
  };
  return {
    name: 'assignment',
    write: true,
    call: put(ctx, t, 'assignment', 'POST', '/api/assignments', values),
    settle: (sent) => {
      if (Ledger.fate(sent) !== 'done') return;
      ctx.ledger.acknowledged += 1;
      ctx.ledger.assignments.set(json<{ id: string }>(sent.answer!).id, title);
    },
  };
}

function profileWrite(ctx: MixContext, t: Teacher): Operation | undefined {
  const key = `profile:${t.n}`;
  if (t.busy.has(key)) return undefined;
  t.busy.add(key);
  sequence += 1;
  const fullName = `Teacher ${t.n} (${sequence})`;
  return {
    name: 'profile',
    write: true,
    call: put(ctx, t, 'profile', 'PUT', '/api/account/profile', {
      fullName,
      school: 'Lectern High',
    }),
    settle: (sent) => {
      t.busy.delete(key);
      ctx.ledger.expect(ctx.ledger.profiles, t.id, fullName, sent);
    },
  };
}

/** The writes, with their weights (of 100 requests); a write that cannot go now is a mark. */
const WRITES: [number, (ctx: MixContext, t: Teacher) => Operation | undefined][] = [
  [10, (ctx, t) => workWrite(ctx, t, 'mark')],
  [5, (ctx, t) => workWrite(ctx, t, 'comment')],
  [4, (ctx, t) => workWrite(ctx, t, 'hand-in')],
  [4, studentWrite],
  [3, assignmentWrite],
  [4, profileWrite],
];

const MIX = [...READS, ...WRITES];
const TOTAL = MIX.reduce((sum, [weight]) => sum + weight, 0);

/** The next request of the mix, for a teacher chosen at random. */
export function nextOperation(ctx: MixContext, teachers: Teacher[]): Operation {
  const teacher = pick(teachers);
  let roll = Math.random() * TOTAL;
  for (const [weight, make] of MIX) {
    roll -= weight;
    if (roll < 0)
      return make(ctx, teacher) ?? workWrite(ctx, teacher, 'mark') ?? READS[0]![1](ctx, teacher);
  }
  return READS[0]![1](ctx, teacher);
}
