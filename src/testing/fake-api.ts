import { http, HttpResponse } from 'msw';
import {
  ASSIGNMENT_SORTS,
  CLASS_SORTS,
  type Assignment,
  type Page,
  type SchoolClass,
} from '../shared/api-types/classes';
import {
  BAD_QUERY_MESSAGE,
  earliestToday,
  inStatus,
  matchesEvery,
  missingOf,
  parseListQuery,
  parseSearch,
  parseStatus,
  type ListQuery,
} from '../shared/list-query';
import { STUDENT_SORTS, type Student } from '../shared/api-types/students';
import { assignmentSchema } from '../shared/schemas/assignments';
import {
  NO_ROWS_MESSAGE,
  ROSTER_MAX,
  checkRosterRows,
  importProblemsMessage,
  rosterFullMessage,
  studentSchema,
} from '../shared/schemas/students';
import { workSchema } from '../shared/schemas/work';
import {
  workStatus,
  type HandedIn,
  studentProgress,
  type StudentProgress,
  type Work,
  type WorkSheet,
} from '../shared/api-types/work';
import { messages } from '../shared/validation/messages';
import { CLASS_NOT_YOURS, classSchema, subjectLabel } from '../shared/schemas/classes';
import { validateAll } from '../shared/validation/rules';
import { build } from './builders';

/**
 * A small in-memory classes and assignments API for stories and unit tests: it pages, sorts,
 * filters, validates with the shared schemas and keeps deleted rows for Undo, like the server,
 * so that a play function can create, edit, delete and undo for real. It reads queries with the
 * server's own code (src/shared/list-query.ts), and contract/fake-api.test.ts runs one table of
 * requests against both: where they answer differently, that test fails.
 */
export function fakeAdminApi({
  classes = build.classes(),
  assignments = build.assignments(),
  students = build.students(),
  work = [],
}: {
  classes?: SchoolClass[];
  assignments?: Assignment[];
  students?: Student[];
  work?: StoredWork[];
} = {}) {
  const deletedClasses = new Map<string, SchoolClass>();
  const deletedAssignments = new Map<string, Assignment>();
  const deletedStudents = new Map<string, Student>();
  let nextId = 100;
  const newId = () => `f0000000-0000-4000-8000-${String((nextId += 1)).padStart(12, '0')}`;

  const query = (url: URL) => (name: string) => url.searchParams.get(name) ?? undefined;
  const badQuery = (fields: Record<string, string>) =>
    HttpResponse.json({ error: 'bad_query', message: BAD_QUERY_MESSAGE, fields }, { status: 400 });
  const page = <T>(
    items: T[],
    list: ListQuery<string>,
    compare: (a: T, b: T, key: string) => number,
  ) => {
    const { page: n, pageSize: size, sort: key } = list;
    const desc = list.order === 'desc';
    const sorted = [...items].sort((a, b) => compare(a, b, key) * (desc ? -1 : 1));
    const body: Page<T> = {
      items: sorted.slice((n - 1) * size, n * size),
      total: items.length,
      page: n,
      pageSize: size,
    };
    return HttpResponse.json(body);
  };
  const compare = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  const invalid = (fields: Record<string, string>) =>
    HttpResponse.json(
      { error: 'validation', message: 'Some fields need attention.', fields },
      { status: 400 },
    );
  const notFound = (what: string) =>
    HttpResponse.json({ error: 'not_found', message: `No such ${what}.` }, { status: 404 });
  const count = (classId: string) => assignments.filter((a) => a.classId === classId).length;
  const rosterOf = (classId: string) => students.filter((st) => st.classId === classId);
  const withCount = (c: SchoolClass) => ({
    ...c,
    students: rosterOf(c.id).length,
    assignments: count(c.id),
  });
  const workOf = (assignmentId: string, studentId: string) =>
    work.find((w) => w.assignmentId === assignmentId && w.studentId === studentId);
  /** An assignment with its work figures, as the server counts them. */
  const withWork = (a: Assignment): Assignment => {
    const roster = rosterOf(a.classId);
    const pieces = roster.flatMap((st) => workOf(a.id, st.id) ?? []);
    const counts = {
      dueDate: a.dueDate,
      students: roster.length,
      handedIn: pieces.filter((w) => w.handedIn !== 'no').length,
      marked: pieces.filter((w) => w.score !== null).length,
    };
    return { ...a, ...counts, missing: missingOf(counts, new Date()) };
  };

  const classFrom = (body: Record<string, unknown>, id: string): SchoolClass => ({
    id,
    name: String(body.name).trim(),
    subject: String(body.subject),
    grade: Number(body.grade),
    room: typeof body.room === 'string' && body.room !== '' ? body.room : null,
    students: rosterOf(id).length,
    termStarts: String(body.termStarts),
    termEnds: String(body.termEnds),
    assignments: count(id),
  });

  const assignmentFrom = (body: Record<string, unknown>, id: string): Assignment => {
    const cls = classes.find((c) => c.id === body.classId)!;
    return {
      id,
      title: String(body.title).trim(),
      classId: cls.id,
      className: cls.name,
      termEnds: cls.termEnds,
      dueDate: String(body.dueDate),
      maxPoints: Number(body.maxPoints),
      description: typeof body.description === 'string' ? body.description : '',
      students: 0,
      handedIn: 0,
      marked: 0,
      missing: 0,
    };
  };
  // A class given, and not one of the teacher's: refused as the server says it.
  const classGiven = (body: Record<string, unknown>) =>
    body.classId !== undefined && body.classId !== null && body.classId !== '';
  const notYours = (body: Record<string, unknown>) => !classes.some((c) => c.id === body.classId);
  const assignmentErrors = (body: Record<string, unknown>, isNew: boolean) => ({
    ...validateAll(
      body,
      assignmentSchema({
        today: isNew ? earliestToday(new Date()) : undefined,
        termEndOf: (id) => classes.find((c) => c.id === id)?.termEnds,
      }),
    ),
    ...(classGiven(body) && notYours(body) ? { classId: CLASS_NOT_YOURS } : {}),
  });

  /** A student on a live class's roster (a deleted class hides its students). */
  const liveStudentIndex = (id: string) =>
    students.findIndex((st) => st.id === id && classes.some((c) => c.id === st.classId));
  const studentErrors = (body: Record<string, unknown>) => ({
    ...validateAll(body, studentSchema),
    ...(!classGiven(body)
      ? { classId: messages.required() }
      : notYours(body)
        ? { classId: CLASS_NOT_YOURS }
        : {}),
  });
  const studentFrom = (body: Record<string, unknown>, id: string): Student => {
    const number = typeof body.studentNumber === 'string' ? body.studentNumber.trim() : '';
    return {
      id,
      classId: String(body.classId),
      firstName: String(body.firstName).trim(),
      lastName: String(body.lastName).trim(),
      studentNumber: number === '' ? null : number,
      notes: typeof body.notes === 'string' ? body.notes.trim() : '',
    };
  };

  const handlers = [
    http.get('/api/classes', ({ request }) => {
      const url = new URL(request.url);
      const list = parseListQuery(query(url), CLASS_SORTS, { sort: 'name', order: 'asc' });
      if (list.fields) return badQuery(list.fields);
      const search = parseSearch(query(url));
      if (search.fields) return badQuery(search.fields);
      const found = classes.filter((c) =>
        matchesEvery(search.value, [c.name, c.room, subjectLabel(c.subject)]),
      );
      return page(found.map(withCount), list.value, (a, b, k) =>
        compare(a[k as keyof SchoolClass], b[k as keyof SchoolClass]),
      );
    }),
    http.get('/api/classes/:id', ({ params }) => {
      const found = classes.find((c) => c.id === String(params.id).toLowerCase());
      return found ? HttpResponse.json(withCount(found)) : notFound('class');
    }),
    http.post('/api/classes', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const errors = validateAll(body, classSchema);
      if (Object.keys(errors).length > 0) return invalid(errors);
      const created = classFrom(body, newId());
      classes.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('/api/classes/:id', async ({ request, params }) => {
      const index = classes.findIndex((c) => c.id === params.id);
      if (index < 0) return notFound('class');
      const body = (await request.json()) as Record<string, unknown>;
      const errors = validateAll(body, classSchema);
      if (Object.keys(errors).length > 0) return invalid(errors);
      classes[index] = classFrom(body, classes[index]!.id);
      return HttpResponse.json(classes[index]);
    }),
    http.delete('/api/classes/:id', ({ params }) => {
      const index = classes.findIndex((c) => c.id === params.id);
      if (index < 0) return notFound('class');
      const [removed] = classes.splice(index, 1);
      deletedClasses.set(removed!.id, removed!);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/classes/:id/restore', ({ params }) => {
      const restored = deletedClasses.get(String(params.id));
      if (!restored) return notFound('deleted class');
      deletedClasses.delete(restored.id);
      classes.push(restored);
      return HttpResponse.json(withCount(restored));
    }),

    http.get('/api/assignments', ({ request }) => {
      const url = new URL(request.url);
      const list = parseListQuery(query(url), ASSIGNMENT_SORTS, { sort: 'dueDate', order: 'asc' });
      const status = parseStatus(query(url));
      if (list.fields || status.fields) return badQuery({ ...list.fields, ...status.fields });
      const search = parseSearch(query(url));
      if (search.fields) return badQuery(search.fields);
      const classId = url.searchParams.get('classId');
      const live = assignments
        .map(withWork)
        .filter(
          (a) =>
            classes.some((c) => c.id === a.classId) &&
            (!classId || a.classId === classId) &&
            inStatus(status.value, a, new Date()) &&
            matchesEvery(search.value, [a.title, classes.find((c) => c.id === a.classId)!.name]),
        );
      return page(
        live,
        list.value,
        (a, b, k) =>
          compare(a[k as keyof Assignment], b[k as keyof Assignment]) ||
          a.dueDate.localeCompare(b.dueDate),
      );
    }),
    http.post('/api/assignments', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const errors = assignmentErrors(body, true);
      if (Object.keys(errors).length > 0) return invalid(errors);
      const created = assignmentFrom(body, newId());
      assignments.push(created);
      return HttpResponse.json(withWork(created), { status: 201 });
    }),
    http.put('/api/assignments/:id', async ({ request, params }) => {
      const index = assignments.findIndex((a) => a.id === params.id);
      if (index < 0) return notFound('assignment');
      const body = (await request.json()) as Record<string, unknown>;
      const errors = assignmentErrors(body, false);
      if (Object.keys(errors).length > 0) return invalid(errors);
      assignments[index] = assignmentFrom(body, assignments[index]!.id);
      return HttpResponse.json(withWork(assignments[index]));
    }),
    http.delete('/api/assignments/:id', ({ params }) => {
      const index = assignments.findIndex((a) => a.id === params.id);
      if (index < 0) return notFound('assignment');
      const [removed] = assignments.splice(index, 1);
      deletedAssignments.set(removed!.id, removed!);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/assignments/:id/restore', ({ params }) => {
      const restored = deletedAssignments.get(String(params.id));
      if (!restored) return notFound('deleted assignment');
      deletedAssignments.delete(restored.id);
      assignments.push(restored);
      return HttpResponse.json(withWork(restored));
    }),

    http.get('/api/students', ({ request }) => {
      const url = new URL(request.url);
      const list = parseListQuery(query(url), STUDENT_SORTS, { sort: 'lastName', order: 'asc' });
      if (list.fields) return badQuery(list.fields);
      const search = parseSearch(query(url));
      if (search.fields) return badQuery(search.fields);
      const classId = url.searchParams.get('classId');
      const live = students.filter(
        (st) =>
          classes.some((c) => c.id === st.classId) &&
          (!classId || st.classId === classId) &&
          matchesEvery(search.value, [st.firstName, st.lastName, st.studentNumber]),
      );
      // Names case aside, as the server sorts them; no number after every number (PostgreSQL's
      // order of nulls).
      const key = (st: Student, k: string) =>
        k === 'studentNumber'
          ? (st.studentNumber ?? '\uffff')
          : String(st[k as keyof Student]).toLowerCase();
      return page(
        live,
        list.value,
        (a, b, k) =>
          compare(key(a, k), key(b, k)) ||
          compare(a.lastName.toLowerCase(), b.lastName.toLowerCase()) ||
          compare(a.firstName.toLowerCase(), b.firstName.toLowerCase()),
      );
    }),
    http.post('/api/students', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const errors = studentErrors(body);
      if (Object.keys(errors).length > 0) return invalid(errors);
      if (rosterOf(String(body.classId)).length >= ROSTER_MAX)
        return HttpResponse.json(
          { error: 'roster_full', message: rosterFullMessage(0) },
          { status: 409 },
        );
      const created = studentFrom(body, newId());
      students.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post('/api/students/import', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (!classGiven(body) || notYours(body))
        return invalid({ classId: classGiven(body) ? CLASS_NOT_YOURS : messages.required() });
      const given = body.students;
      if (!Array.isArray(given) || given.length === 0)
        return invalid({ students: NO_ROWS_MESSAGE });
      const classId = String(body.classId);
      const room = ROSTER_MAX - rosterOf(classId).length;
      if (given.length > room)
        return HttpResponse.json(
          { error: 'roster_full', message: rosterFullMessage(room) },
          { status: 409 },
        );
      const { rows, problems } = checkRosterRows(
        given,
        rosterOf(classId).map((st) => st.studentNumber),
      );
      if (problems.length > 0)
        return HttpResponse.json(
          {
            error: 'validation',
            message: importProblemsMessage(problems.length, given.length),
            rows: problems,
          },
          { status: 400 },
        );
      const made = rows.map((row) => studentFrom({ ...row, classId }, newId()));
      students.push(...made);
      return HttpResponse.json({ imported: made.length }, { status: 201 });
    }),
    http.put('/api/students/:id', async ({ request, params }) => {
      const index = liveStudentIndex(String(params.id));
      if (index < 0) return notFound('student');
      const body = (await request.json()) as Record<string, unknown>;
      const errors = studentErrors(body);
      if (Object.keys(errors).length > 0) return invalid(errors);
      students[index] = studentFrom(body, students[index]!.id);
      return HttpResponse.json(students[index]);
    }),
    http.delete('/api/students/:id', ({ params }) => {
      const index = liveStudentIndex(String(params.id));
      if (index < 0) return notFound('student');
      const [removed] = students.splice(index, 1);
      deletedStudents.set(removed!.id, removed!);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/students/:id/restore', ({ params }) => {
      const restored = deletedStudents.get(String(params.id));
      if (!restored) return notFound('deleted student');
      if (!classes.some((c) => c.id === restored.classId))
        return HttpResponse.json(
          {
            error: 'class_deleted',
            message: 'This student’s class has been deleted: restore the class first.',
          },
          { status: 409 },
        );
      deletedStudents.delete(restored.id);
      students.push(restored);
      return HttpResponse.json(restored);
    }),

    http.get('/api/work/progress/:classId', ({ params }) => {
      if (!classes.some((c) => c.id === params.classId)) return notFound('class');
      const today = new Date().toISOString().slice(0, 10);
      const set = assignments.filter((a) => a.classId === params.classId);
      const progress: StudentProgress[] = sortedRoster(String(params.classId)).map((st) =>
        studentProgress(st.id, set, (assignmentId) => workOf(assignmentId, st.id), today),
      );
      return HttpResponse.json(progress);
    }),
    http.get('/api/work/:assignmentId', ({ params }) => {
      const assignment = liveAssignment(String(params.assignmentId));
      if (!assignment) return notFound('assignment');
      const answer: WorkSheet = {
        assignment: {
          id: assignment.id,
          title: assignment.title,
          classId: assignment.classId,
          className: assignment.className,
          dueDate: assignment.dueDate,
          maxPoints: assignment.maxPoints,
        },
        work: sortedRoster(assignment.classId).map((st) => workRow(assignment.id, st)),
      };
      return HttpResponse.json(answer);
    }),
    http.put('/api/work/:assignmentId/:studentId', async ({ request, params }) => {
      const assignment = liveAssignment(String(params.assignmentId));
      if (!assignment) return notFound('assignment');
      const student = rosterOf(assignment.classId).find((st) => st.id === params.studentId);
      if (!student) return notFound('student in this class');
      const body = (await request.json()) as Record<string, unknown>;
      const errors = validateAll(body, workSchema(assignment.maxPoints));
      if (Object.keys(errors).length > 0) return invalid(errors);
      const score =
        body.score === null || body.score === undefined || body.score === ''
          ? null
          : Number(body.score);
      const given = body.handedIn as HandedIn;
      const row: StoredWork = {
        assignmentId: assignment.id,
        studentId: student.id,
        handedIn: score !== null && given === 'no' ? 'on_time' : given,
        score,
        comment: typeof body.comment === 'string' ? body.comment.trim() : '',
      };
      const index = work.findIndex(
        (w) => w.assignmentId === row.assignmentId && w.studentId === row.studentId,
      );
      if (index < 0) work.push(row);
      else work[index] = row;
      return HttpResponse.json(workRow(assignment.id, student));
    }),
  ];
  return handlers;

  function liveAssignment(id: string) {
    return assignments.find((a) => a.id === id && classes.some((c) => c.id === a.classId));
  }
  function sortedRoster(classId: string) {
    return [...rosterOf(classId)].sort(
      (a, b) =>
        compare(a.lastName.toLowerCase(), b.lastName.toLowerCase()) ||
        compare(a.firstName.toLowerCase(), b.firstName.toLowerCase()) ||
        compare(a.id, b.id),
    );
  }
  function workRow(assignmentId: string, st: Student): Work {
    const stored = workOf(assignmentId, st.id);
    const handedIn = stored?.handedIn ?? 'no';
    const score = stored?.score ?? null;
    return {
      studentId: st.id,
      firstName: st.firstName,
      lastName: st.lastName,
      studentNumber: st.studentNumber,
      handedIn,
      score,
      comment: stored?.comment ?? '',
      status: workStatus(handedIn, score),
    };
  }
}

/** What the fake keeps of one student's work on an assignment (the server's `work` table). */
export interface StoredWork {
  assignmentId: string;
  studentId: string;
  handedIn: HandedIn;
  score: number | null;
  comment: string;
}
