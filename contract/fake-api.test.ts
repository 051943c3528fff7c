/**
 * The stories' and unit tests' fake API (src/testing/fake-api.ts) against the real server: one
 * table of requests, run in order against both from the same empty start and the same clock;
 * every answer must be the same (status and body, ids compared by the order they appeared in).
 * A request the fake answers differently from the server (a filter it ignores, a check it
 * skips, a message of its own) fails here, naming the step.
 */
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  START,
  aClass,
  signedInTeacher,
  teacher as signUpForm,
  testApp,
  type Client,
  type TestApp,
} from '../server/testing/test-app.ts';
import { fakeAdminApi } from '../src/testing/fake-api.ts';
import { fakeAccountApi } from '../src/testing/fake-account-api.ts';
import { UNKNOWN_DEVICE } from '../server/account/sign-ins.ts';
import type { User } from '../src/shared/api-types/auth.ts';

interface Step {
  /** What the step is, in the failure message. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `{class:N}`, `{assignment:N}`, `{student:N}`: the id the Nth one created got there. */
  path: string;
  body?: Record<string, unknown>;
}

const day = (days: number) =>
  new Date(START.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const anAssignment = (classRef: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Essay: the water cycle',
  classId: classRef,
  dueDate: day(3),
  maxPoints: '20',
  description: '',
  ...overrides,
});
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const aStudent = (classRef: string, overrides: Record<string, unknown> = {}) => ({
  classId: classRef,
  firstName: 'Ada',
  lastName: 'Lovelace',
  studentNumber: 'S-1815',
  notes: 'Sits at the front.',
  ...overrides,
});

const steps: Step[] = [
  { name: 'no classes yet', method: 'GET', path: '/api/classes' },
  { name: 'a class', method: 'POST', path: '/api/classes', body: aClass() },
  {
    name: 'a class with no room and no students',
    method: 'POST',
    path: '/api/classes',
    body: aClass({ name: 'Biology', subject: 'science', grade: '10', room: '', students: '' }),
  },
  {
    name: 'a class with mistakes',
    method: 'POST',
    path: '/api/classes',
    body: aClass({ name: '', grade: '13', termEnds: '2026-08-01' }),
  },
  { name: 'classes by name, last first', method: 'GET', path: '/api/classes?sort=name&order=desc' },
  {
    name: 'classes by students',
    method: 'GET',
    path: '/api/classes?sort=students&order=desc&pageSize=25',
  },
  { name: 'a page after the last', method: 'GET', path: '/api/classes?page=3' },
  { name: 'an unknown sort', method: 'GET', path: '/api/classes?sort=colour' },
  { name: 'an unknown page size', method: 'GET', path: '/api/classes?pageSize=7' },
  {
    name: 'a class edited',
    method: 'PUT',
    path: '/api/classes/{class:1}',
    body: aClass({ name: 'Algebra II' }),
  },
  { name: 'one class', method: 'GET', path: '/api/classes/{class:1}' },
  { name: 'one class not there', method: 'GET', path: `/api/classes/${UNKNOWN}` },
  { name: 'one class, not an id', method: 'GET', path: '/api/classes/algebra' },
  {
    name: 'a class that is not there',
    method: 'PUT',
    path: `/api/classes/${UNKNOWN}`,
    body: aClass(),
  },
  {
    name: 'an assignment this week',
    method: 'POST',
    path: '/api/assignments',
    body: anAssignment('{class:1}'),
  },
  {
    name: 'an assignment in three weeks',
    method: 'POST',
    path: '/api/assignments',
    body: anAssignment('{class:2}', { title: 'Lab report', dueDate: day(21), maxPoints: '50' }),
  },
  {
    name: 'an assignment due before today',
    method: 'POST',
    path: '/api/assignments',
    body: anAssignment('{class:1}', { dueDate: day(-2) }),
  },
  {
    name: 'an assignment in a class that is not there',
    method: 'POST',
    path: '/api/assignments',
    body: anAssignment(UNKNOWN),
  },
  { name: 'every assignment', method: 'GET', path: '/api/assignments' },
  { name: 'due this week', method: 'GET', path: '/api/assignments?status=week' },
  { name: 'upcoming', method: 'GET', path: '/api/assignments?status=upcoming' },
  { name: 'overdue', method: 'GET', path: '/api/assignments?status=overdue' },
  { name: 'an unknown status', method: 'GET', path: '/api/assignments?status=soon' },
  { name: 'one class’s', method: 'GET', path: '/api/assignments?classId={class:2}' },
  {
    name: 'by title, last first',
    method: 'GET',
    path: '/api/assignments?sort=title&order=desc',
  },
  {
    name: 'an assignment edited',
    method: 'PUT',
    path: '/api/assignments/{assignment:1}',
    body: anAssignment('{class:1}', { title: 'Essay: clouds', maxPoints: '25' }),
  },
  { name: 'a class deleted', method: 'DELETE', path: '/api/classes/{class:1}' },
  { name: 'classes without it', method: 'GET', path: '/api/classes' },
  { name: 'the deleted class read', method: 'GET', path: '/api/classes/{class:1}' },
  { name: 'assignments without its', method: 'GET', path: '/api/assignments' },
  { name: 'the class back', method: 'POST', path: '/api/classes/{class:1}/restore' },
  { name: 'back twice', method: 'POST', path: '/api/classes/{class:1}/restore' },
  { name: 'its assignments back', method: 'GET', path: '/api/assignments' },
  { name: 'an assignment deleted', method: 'DELETE', path: '/api/assignments/{assignment:2}' },
  { name: 'a class not there deleted', method: 'DELETE', path: `/api/classes/${UNKNOWN}` },
  { name: 'the assignment back', method: 'POST', path: '/api/assignments/{assignment:2}/restore' },
  { name: 'in the end', method: 'GET', path: '/api/classes' },

  // Search (q): every word, case aside, in a class's name, room or subject label, an
  // assignment's title or class name; wildcards literal; over 100 characters refused.
  {
    name: 'a class with wildcards in its name',
    method: 'POST',
    path: '/api/classes',
    body: aClass({ name: '100% Art_Studio', subject: 'art', room: '' }),
  },
  { name: 'classes searched by name', method: 'GET', path: '/api/classes?q=ALGEBRA' },
  { name: 'classes by name and room', method: 'GET', path: '/api/classes?q=b-204%20algebra' },
  { name: 'classes by subject label', method: 'GET', path: '/api/classes?q=scien' },
  { name: 'classes searched, none', method: 'GET', path: '/api/classes?q=chemistry' },
  { name: 'a literal %', method: 'GET', path: '/api/classes?q=%25' },
  { name: 'a literal _', method: 'GET', path: '/api/classes?q=t_s' },
  { name: 'a literal \\', method: 'GET', path: '/api/classes?q=%5C' },
  { name: 'a blank search', method: 'GET', path: '/api/classes?q=%20%20' },
  { name: 'matches paged', method: 'GET', path: '/api/classes?q=a&pageSize=5&page=2' },
  { name: 'a search too long', method: 'GET', path: `/api/classes?q=${'a'.repeat(101)}` },
  { name: 'assignments by title', method: 'GET', path: '/api/assignments?q=essay' },
  { name: 'assignments by class name', method: 'GET', path: '/api/assignments?q=biology' },
  {
    name: 'assignments searched and filtered',
    method: 'GET',
    path: '/api/assignments?q=essay&status=overdue',
  },
  { name: 'assignments, a literal %', method: 'GET', path: '/api/assignments?q=%25' },
  {
    name: 'assignments, a search too long',
    method: 'GET',
    path: `/api/assignments?q=${'a'.repeat(101)}`,
  },

  // Rosters.
  { name: 'no students yet', method: 'GET', path: '/api/students' },
  {
    name: 'a student',
    method: 'POST',
    path: '/api/students',
    body: aStudent('{class:1}'),
  },
  {
    name: 'a student with no number, names to trim',
    method: 'POST',
    path: '/api/students',
    body: aStudent('{class:1}', { firstName: ' alan ', lastName: 'turing', studentNumber: '' }),
  },
  {
    name: 'a student in the other class',
    method: 'POST',
    path: '/api/students',
    body: aStudent('{class:2}', { firstName: 'Grace', lastName: 'Hopper', studentNumber: 'G-7' }),
  },
  {
    name: 'a student with mistakes',
    method: 'POST',
    path: '/api/students',
    body: aStudent('{class:1}', {
      firstName: '',
      studentNumber: 'no spaces',
      notes: 'x'.repeat(501),
    }),
  },
  {
    name: 'a student in no class',
    method: 'POST',
    path: '/api/students',
    body: aStudent(''),
  },
  {
    name: 'a student in a class that is not there',
    method: 'POST',
    path: '/api/students',
    body: aStudent(UNKNOWN),
  },
  { name: 'every student', method: 'GET', path: '/api/students' },
  { name: 'one class’s roster', method: 'GET', path: '/api/students?classId={class:1}' },
  {
    name: 'by first name, last first',
    method: 'GET',
    path: '/api/students?sort=firstName&order=desc',
  },
  { name: 'by number', method: 'GET', path: '/api/students?sort=studentNumber' },
  {
    name: 'by number, last first',
    method: 'GET',
    path: '/api/students?sort=studentNumber&order=desc',
  },
  { name: 'an unknown student sort', method: 'GET', path: '/api/students?sort=age' },
  {
    name: 'a student moved to the other class',
    method: 'PUT',
    path: '/api/students/{student:2}',
    body: aStudent('{class:2}', { firstName: 'Alan', lastName: 'Turing', notes: '' }),
  },
  { name: 'a student deleted', method: 'DELETE', path: '/api/students/{student:1}' },
  { name: 'the roster without them', method: 'GET', path: '/api/students?classId={class:1}' },
  { name: 'the student back', method: 'POST', path: '/api/students/{student:1}/restore' },
  { name: 'the student back twice', method: 'POST', path: '/api/students/{student:1}/restore' },
  { name: 'a student not there', method: 'DELETE', path: `/api/students/${UNKNOWN}` },
  { name: 'a class with its roster deleted', method: 'DELETE', path: '/api/classes/{class:2}' },
  { name: 'its students gone', method: 'GET', path: '/api/students' },
  { name: 'one of them deleted too', method: 'DELETE', path: '/api/students/{student:3}' },
  {
    name: 'brought back before its class',
    method: 'POST',
    path: '/api/students/{student:3}/restore',
  },
  { name: 'the class back', method: 'POST', path: '/api/classes/{class:2}/restore' },
  { name: 'its roster back', method: 'GET', path: '/api/students' },
  { name: 'students by first name', method: 'GET', path: '/api/students?q=ada' },
  { name: 'students by both names', method: 'GET', path: '/api/students?q=hopper%20GRACE' },
  { name: 'students by number', method: 'GET', path: '/api/students?q=s-18' },
  {
    name: 'one class’s students searched',
    method: 'GET',
    path: '/api/students?q=a&classId={class:2}',
  },
  { name: 'students, a literal _', method: 'GET', path: '/api/students?q=_' },
  {
    name: 'students, a search too long',
    method: 'GET',
    path: `/api/students?q=${'a'.repeat(101)}`,
  },

  // Rosters imported at once: all or nothing.
  {
    name: 'an import with mistakes',
    method: 'POST',
    path: '/api/students/import',
    body: {
      classId: '{class:1}',
      students: [
        { firstName: 'Mary', lastName: 'Somerville', studentNumber: 'S-1780' },
        { firstName: '', lastName: 'x'.repeat(61) },
        { firstName: 'Ada', lastName: 'Again', studentNumber: 's-1815' },
        { firstName: 'Twice', lastName: 'Over', studentNumber: 'S-1780' },
        'not a row',
      ],
    },
  },
  {
    name: 'an import',
    method: 'POST',
    path: '/api/students/import',
    body: {
      classId: '{class:1}',
      students: [
        { firstName: ' Mary ', lastName: 'Somerville', studentNumber: 'S-1780' },
        { firstName: 'Emmy', lastName: 'Noether', notes: 'Left-handed.' },
      ],
    },
  },
  { name: 'the roster imported', method: 'GET', path: '/api/students?classId={class:1}' },
  { name: 'its class counts them', method: 'GET', path: '/api/classes/{class:1}' },
  { name: 'classes count their rosters', method: 'GET', path: '/api/classes?sort=students' },
  {
    name: 'an import too big',
    method: 'POST',
    path: '/api/students/import',
    body: {
      classId: '{class:1}',
      students: Array.from({ length: 38 }, (_, i) => ({ firstName: 'Kid', lastName: `No ${i}` })),
    },
  },
  {
    name: 'an import into no class',
    method: 'POST',
    path: '/api/students/import',
    body: { classId: UNKNOWN, students: [{ firstName: 'A', lastName: 'B' }] },
  },
  {
    name: 'an import of nothing',
    method: 'POST',
    path: '/api/students/import',
    body: { classId: '{class:1}', students: [] },
  },

  // Work handed in, and marks.
  {
    name: 'work to mark',
    method: 'POST',
    path: '/api/assignments',
    body: anAssignment('{class:2}', { title: 'Marking practice', maxPoints: '10' }),
  },
  { name: 'nothing handed in yet', method: 'GET', path: '/api/work/{assignment:last}' },
  {
    name: 'handed in late',
    method: 'PUT',
    path: '/api/work/{assignment:last}/{student:2}',
    body: { handedIn: 'late', score: '', comment: '' },
  },
  {
    name: 'marked, with a comment',
    method: 'PUT',
    path: '/api/work/{assignment:last}/{student:3}',
    body: { handedIn: 'no', score: '9', comment: ' Neat. ' },
  },
  {
    name: 'a mark over the maximum',
    method: 'PUT',
    path: '/api/work/{assignment:last}/{student:3}',
    body: { handedIn: 'on_time', score: '11', comment: '' },
  },
  {
    name: 'a mark with mistakes',
    method: 'PUT',
    path: '/api/work/{assignment:last}/{student:3}',
    body: { handedIn: 'maybe', score: '2.5', comment: 'x'.repeat(301) },
  },
  {
    name: 'a student of another class',
    method: 'PUT',
    path: '/api/work/{assignment:last}/{student:1}',
    body: { handedIn: 'on_time', score: '1', comment: '' },
  },
  {
    name: 'an assignment not there',
    method: 'PUT',
    path: `/api/work/${UNKNOWN}/{student:1}`,
    body: { handedIn: 'on_time', score: '1', comment: '' },
  },
  { name: 'work of no assignment', method: 'GET', path: '/api/work/nope' },
  { name: 'the marks so far', method: 'GET', path: '/api/work/{assignment:last}' },
  { name: 'work to mark listed', method: 'GET', path: '/api/assignments?status=to_mark' },
  {
    name: 'nothing missing before it is due',
    method: 'GET',
    path: '/api/assignments?status=missing',
  },
  {
    name: 'its due date moved into the past',
    method: 'PUT',
    path: '/api/assignments/{assignment:last}',
    body: anAssignment('{class:2}', {
      title: 'Marking practice',
      maxPoints: '10',
      dueDate: day(-2),
    }),
  },
  {
    name: 'all handed in: nothing missing',
    method: 'GET',
    path: '/api/assignments?status=missing',
  },
  {
    name: 'a newcomer to the class',
    method: 'POST',
    path: '/api/students',
    body: aStudent('{class:2}', { firstName: 'New', lastName: 'Comer', studentNumber: '' }),
  },
  { name: 'their work missing', method: 'GET', path: '/api/assignments?status=missing' },
  { name: 'what needs attention', method: 'GET', path: '/api/assignments?status=attention' },
  { name: 'an unknown status', method: 'GET', path: '/api/assignments?status=late' },
  { name: 'each student’s progress', method: 'GET', path: '/api/work/progress/{class:2}' },
  { name: 'progress of no class', method: 'GET', path: `/api/work/progress/${UNKNOWN}` },
  { name: 'progress of nonsense', method: 'GET', path: '/api/work/progress/nope' },
];

/** The teacher's own account (settings page): run after the table above, sign-out last. */
const NEW_PASSWORD = 'violet harbour tram ledger';
const password = (currentPassword: string, newPassword = NEW_PASSWORD, confirm = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword: confirm,
});
const accountSteps: Step[] = [
  { name: 'recent sign-ins: the sign-up’s', method: 'GET', path: '/api/account/sign-ins' },
  {
    name: 'a profile with mistakes',
    method: 'PUT',
    path: '/api/account/profile',
    body: { fullName: '  ', school: 'x'.repeat(121) },
  },
  {
    name: 'a name that is not text',
    method: 'PUT',
    path: '/api/account/profile',
    body: { fullName: 42, school: 'Yale' },
  },
  {
    name: 'a profile saved, trimmed, no school',
    method: 'PUT',
    path: '/api/account/profile',
    body: { fullName: ' Grace B. Hopper ', school: ' ' },
  },
  {
    name: 'a profile saved with a school',
    method: 'PUT',
    path: '/api/account/profile',
    body: { fullName: 'Grace Hopper', school: ' Yale ' },
  },
  {
    name: 'a wrong current password',
    method: 'POST',
    path: '/api/account/password',
    body: password('not my password'),
  },
  {
    name: 'a new password too short, and not confirmed',
    method: 'POST',
    path: '/api/account/password',
    body: password(signUpForm.password, 'short', 'other'),
  },
  {
    name: 'nothing typed',
    method: 'POST',
    path: '/api/account/password',
    body: password('', '', ''),
  },
  {
    name: 'the current password again',
    method: 'POST',
    path: '/api/account/password',
    body: password(signUpForm.password, signUpForm.password),
  },
  {
    name: 'the password changed',
    method: 'POST',
    path: '/api/account/password',
    body: password(signUpForm.password),
  },
  {
    name: 'the old password no longer current',
    method: 'POST',
    path: '/api/account/password',
    body: password(signUpForm.password, 'another long passphrase here'),
  },
  { name: 'signed out everywhere', method: 'POST', path: '/api/account/sign-out-everywhere' },
  { name: 'and signed out here too', method: 'GET', path: '/api/account/sign-ins' },
];

interface Answer {
  status: number;
  body: unknown;
}

/** One backend: how it answers a request, and the ids it handed out, in order. */
interface Backend {
  send(method: string, path: string, body?: unknown): Promise<Answer>;
  ids: { class: string[]; assignment: string[]; student: string[] };
}

const read = async (response: Response): Promise<Answer> => {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
};

/** `{class:N}` → that backend's id. */
const fill = (text: string, ids: Backend['ids']) =>
  text.replace(
    /\{(class|assignment|student):(\d+|last)\}/g,
    (_, kind: keyof Backend['ids'], n: string) => {
      const id = n === 'last' ? ids[kind].at(-1) : ids[kind][Number(n) - 1];
      if (!id) throw new Error(`no ${kind} ${n} yet`);
      return id;
    },
  );

/** Ids as the backend's own names for them ("class 1"), so two backends' answers compare. */
function named(value: unknown, ids: Backend['ids']): unknown {
  const names = new Map<string, string>();
  ids.class.forEach((id, i) => names.set(id, `class ${i + 1}`));
  ids.assignment.forEach((id, i) => names.set(id, `assignment ${i + 1}`));
  ids.student.forEach((id, i) => names.set(id, `student ${i + 1}`));
  return JSON.parse(JSON.stringify(value), (_, v: unknown) =>
    typeof v === 'string' && names.has(v) ? names.get(v) : v,
  ) as unknown;
}

async function run(backend: Backend, step: Step): Promise<Answer> {
  const path = fill(step.path, backend.ids);
  const body = step.body && (JSON.parse(fill(JSON.stringify(step.body), backend.ids)) as object);
  const answer = await backend.send(step.method, path, body);
  const created = answer.body as { id?: string } | null;
  if (step.method === 'POST' && answer.status === 201 && created?.id) {
    const kind = step.path.includes('assignments')
      ? 'assignment'
      : step.path.includes('students')
        ? 'student'
        : 'class';
    backend.ids[kind].push(created.id);
  }
  // Students made by an import are named in the order a roster lists them.
  if (step.method === 'GET' && step.path.startsWith('/api/students') && answer.status === 200) {
    for (const { id } of (answer.body as { items: { id: string }[] }).items)
      if (!backend.ids.student.includes(id)) backend.ids.student.push(id);
  }
  return { status: answer.status, body: named(answer.body, backend.ids) };
}

describe('the fake API answers as the server does', () => {
  let t: TestApp;
  let teacher: Client;
  beforeAll(async () => {
    t = await testApp();
    teacher = await signedInTeacher(t, 'contract@school.org');
    // The fake reads the browser's clock for "today"; the server, its own (START).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('for every request of the table, in order', async () => {
    const server: Backend = {
      ids: { class: [], assignment: [], student: [] },
      send: async (method, path, body) => read(await teacher.request(method, path, body)),
    };
    // The account's answers carry the teacher and their sign-up's sign-in: the fake starts
    // from the same.
    const me = ((await (await teacher.get('/api/auth/me')).json()) as { user: User }).user;
    const handlers = [
      ...fakeAdminApi({ classes: [], assignments: [] }),
      ...fakeAccountApi({
        user: me,
        password: signUpForm.password,
        signIns: [{ at: START.toISOString(), device: UNKNOWN_DEVICE, current: true }],
      }),
    ];
    const fake: Backend = {
      ids: { class: [], assignment: [], student: [] },
      send: async (method, path, body) => {
        const request = new Request(`http://localhost${path}`, {
          method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        });
        try {
          const response = await getResponse(handlers, request, { baseUrl: 'http://localhost' });
          if (!response) return { status: 0, body: 'the fake API has no handler for this' };
          return await read(response);
        } catch (error) {
          // In a story, MSW would answer 500: here, the difference is reported with the rest.
          return { status: 500, body: `the fake API threw: ${String(error)}` };
        }
      },
    };
    const differences: string[] = [];
    for (const step of [...steps, ...accountSteps]) {
      const expected = await run(server, step);
      const actual = await run(fake, step);
      try {
        expect(actual).toEqual(expected);
      } catch {
        differences.push(
          `${step.name} (${step.method} ${step.path}):\n  server ${JSON.stringify(expected)}\n  fake   ${JSON.stringify(actual)}`,
        );
      }
    }
    expect(differences.join('\n\n')).toBe('');
  });
});
