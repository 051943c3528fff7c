import { http, HttpResponse } from 'msw';
import type { Assignment, Page, SchoolClass } from '../shared/api-types/classes';
import { assignmentSchema } from '../shared/schemas/assignments';
import { classSchema } from '../shared/schemas/classes';
import { validateAll } from '../shared/validation/rules';
import { todayIso } from '../shared/validation/short-date';
import { build } from './builders';

/**
 * A small in-memory classes and assignments API for stories and unit tests: it pages, sorts,
 * filters, validates with the shared schemas and keeps deleted rows for Undo, like the server,
 * so that a play function can create, edit, delete and undo for real.
 */
export function fakeAdminApi({
  classes = build.classes(),
  assignments = build.assignments(),
}: { classes?: SchoolClass[]; assignments?: Assignment[] } = {}) {
  const deletedClasses = new Map<string, SchoolClass>();
  const deletedAssignments = new Map<string, Assignment>();
  let nextId = 100;
  const newId = () => `f0000000-0000-4000-8000-${String((nextId += 1)).padStart(12, '0')}`;

  const page = <T>(
    items: T[],
    url: URL,
    compare: (a: T, b: T, key: string) => number,
    sort: string,
  ) => {
    const n = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('pageSize') ?? 10);
    const key = url.searchParams.get('sort') ?? sort;
    const desc = url.searchParams.get('order') === 'desc';
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
  const notFound = () =>
    HttpResponse.json({ error: 'not_found', message: 'Not found.' }, { status: 404 });
  const count = (classId: string) => assignments.filter((a) => a.classId === classId).length;
  const withCount = (c: SchoolClass) => ({ ...c, assignments: count(c.id) });

  const classFrom = (body: Record<string, unknown>, id: string): SchoolClass => ({
    id,
    name: String(body.name).trim(),
    subject: String(body.subject),
    grade: Number(body.grade),
    room: typeof body.room === 'string' && body.room !== '' ? body.room : null,
    students: Number(body.students || 0),
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
    };
  };
  const assignmentErrors = (body: Record<string, unknown>, isNew: boolean) =>
    validateAll(
      body,
      assignmentSchema({
        today: isNew ? todayIso() : undefined,
        termEndOf: (id) => classes.find((c) => c.id === id)?.termEnds,
      }),
    );

  return [
    http.get('/api/classes', ({ request }) =>
      page(
        classes.map(withCount),
        new URL(request.url),
        (a, b, k) => compare(a[k as keyof SchoolClass], b[k as keyof SchoolClass]),
        'name',
      ),
    ),
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
      if (index < 0) return notFound();
      const body = (await request.json()) as Record<string, unknown>;
      const errors = validateAll(body, classSchema);
      if (Object.keys(errors).length > 0) return invalid(errors);
      classes[index] = classFrom(body, classes[index]!.id);
      return HttpResponse.json(classes[index]);
    }),
    http.delete('/api/classes/:id', ({ params }) => {
      const index = classes.findIndex((c) => c.id === params.id);
      if (index < 0) return notFound();
      const [removed] = classes.splice(index, 1);
      deletedClasses.set(removed!.id, removed!);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/classes/:id/restore', ({ params }) => {
      const restored = deletedClasses.get(String(params.id));
      if (!restored) return notFound();
      deletedClasses.delete(restored.id);
      classes.push(restored);
      return HttpResponse.json(withCount(restored));
    }),

    http.get('/api/assignments', ({ request }) => {
      const url = new URL(request.url);
      const today = todayIso();
      const status = url.searchParams.get('status');
      const classId = url.searchParams.get('classId');
      const live = assignments.filter(
        (a) =>
          classes.some((c) => c.id === a.classId) &&
          (!classId || a.classId === classId) &&
          (status !== 'overdue' || a.dueDate < today) &&
          (status !== 'upcoming' || a.dueDate >= today),
      );
      return page(
        live,
        url,
        (a, b, k) =>
          compare(a[k as keyof Assignment], b[k as keyof Assignment]) ||
          a.dueDate.localeCompare(b.dueDate),
        'dueDate',
      );
    }),
    http.post('/api/assignments', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const errors = assignmentErrors(body, true);
      if (Object.keys(errors).length > 0) return invalid(errors);
      const created = assignmentFrom(body, newId());
      assignments.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('/api/assignments/:id', async ({ request, params }) => {
      const index = assignments.findIndex((a) => a.id === params.id);
      if (index < 0) return notFound();
      const body = (await request.json()) as Record<string, unknown>;
      const errors = assignmentErrors(body, false);
      if (Object.keys(errors).length > 0) return invalid(errors);
      assignments[index] = assignmentFrom(body, assignments[index]!.id);
      return HttpResponse.json(assignments[index]);
    }),
    http.delete('/api/assignments/:id', ({ params }) => {
      const index = assignments.findIndex((a) => a.id === params.id);
      if (index < 0) return notFound();
      const [removed] = assignments.splice(index, 1);
      deletedAssignments.set(removed!.id, removed!);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/assignments/:id/restore', ({ params }) => {
      const restored = deletedAssignments.get(String(params.id));
      if (!restored) return notFound();
      deletedAssignments.delete(restored.id);
      assignments.push(restored);
      return HttpResponse.json(restored);
    }),
  ];
}
