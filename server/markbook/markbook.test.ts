import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, SchoolClass } from '../../src/shared/api-types/classes.ts';
import type { Markbook, MarkbookCell, WorkChange } from '../../src/shared/api-types/markbook.ts';
import type { Work } from '../../src/shared/api-types/work.ts';
import type { GradingCategory } from '../../src/shared/resources/categories.ts';
import { aClass, appWithTeachers, json, type Client } from '../testing/test-app.ts';

// The test app's today is 2026-11-21 (START).
const app = appWithTeachers({ grace: 'grace@markbook.test', alan: 'alan@markbook.test' });
let algebra: SchoolClass;
let homework: GradingCategory;
let tests: GradingCategory;
let essay: Assignment; // homework, due 2026-11-30, out of 20
let quiz: Assignment; // tests, moved to 2026-11-02 (past), out of 10
let alansClass: SchoolClass;
let alansAssignment: Assignment;
let book: Markbook;

const add = async (client: Client, body: Record<string, unknown>) =>
  json<Assignment>(
    await client.post('/api/assignments', { maxPoints: '20', description: '', ...body }),
  );
const idOf = (lastName: string) => book.students.find((s) => s.lastName === lastName)!.id;
const markbook = async (client = app.grace, classId = algebra.id) =>
  json<Markbook>(await client.get(`/api/markbook/${classId}`));
const cell = (b: Markbook, assignmentId: string, studentId: string) =>
  b.cells.find((c) => c.assignmentId === assignmentId && c.studentId === studentId);
const put = (assignmentId: string, studentId: string, body: Record<string, unknown>) =>
  app.grace.put(`/api/work/${assignmentId}/${studentId}`, {
    handedIn: 'no',
    score: '',
    comment: '',
    ...body,
  });

beforeAll(async () => {
  algebra = await json<SchoolClass>(await app.grace.post('/api/classes', aClass()));
  await app.grace.post('/api/students/import', {
    classId: algebra.id,
    students: [
      { firstName: 'Ada', lastName: 'Lovelace', studentNumber: 'S-1815' },
      { firstName: 'Alan', lastName: 'Turing' },
      { firstName: 'Grace', lastName: '=HYPERLINK("x")' },
    ],
  });
  const category = (name: string, weight: string, dropLowest = '0') =>
    app.grace
      .post('/api/categories', { classId: algebra.id, name, weight, dropLowest })
      .then((r) => json<GradingCategory>(r));
  homework = await category('Homework', '30');
  tests = await category('Tests', '70');
  essay = await add(app.grace, {
    title: 'Essay',
    classId: algebra.id,
    dueDate: '2026-11-30',
    categoryId: homework.id,
  });
  quiz = await add(app.grace, {
    title: 'Quiz',
    classId: algebra.id,
    dueDate: '2026-11-25',
    maxPoints: '10',
    categoryId: tests.id,
  });
  await app.grace.put(`/api/assignments/${quiz.id}`, {
    title: 'Quiz',
    classId: algebra.id,
    dueDate: '2026-11-02',
    maxPoints: '10',
    description: '',
    categoryId: tests.id,
  });
  alansClass = await json<SchoolClass>(await app.alan.post('/api/classes', aClass()));
  alansAssignment = await add(app.alan, {
    title: 'His',
    classId: alansClass.id,
    dueDate: '2026-11-30',
  });
  book = await markbook();
});

describe('GET /api/markbook/:id', () => {
  it('answers the class, its categories, assignments by due date, roster by name and cells', () => {
    expect(book.class).toMatchObject({
      id: algebra.id,
      missingPolicy: 'leave_out',
      letterScale: null,
    });
    expect(book.categories.map((g) => [g.name, g.weight])).toEqual([
      ['Homework', 30],
      ['Tests', 70],
    ]);
    expect(book.assignments.map((a) => [a.title, a.dueDate, a.categoryId])).toEqual([
      ['Quiz', '2026-11-02', tests.id],
      ['Essay', '2026-11-30', homework.id],
    ]);
    expect(book.students.map((s) => s.lastName)).toEqual(['=HYPERLINK("x")', 'Lovelace', 'Turing']);
    expect(book.cells).toEqual([]);
    expect(book.today).toBe('2026-11-21');
  });

  it('answers 404 for another teacher’s class and for what is not an id, 401 signed out', async () => {
    expect((await app.grace.get(`/api/markbook/${alansClass.id}`)).status).toBe(404);
    expect((await app.grace.get('/api/markbook/nope')).status).toBe(404);
    expect((await app.t.client().get(`/api/markbook/${algebra.id}`)).status).toBe(401);
  });
});

describe('an assignment’s category', () => {
  it('must be one of the class’s categories, or none', async () => {
    const res = await app.grace.post('/api/assignments', {
      title: 'Wrong',
      classId: algebra.id,
      dueDate: '2026-12-01',
      maxPoints: '5',
      description: '',
      categoryId: alansAssignment.id,
    });
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toEqual({
      categoryId: 'Choose one of this class’s grading categories, or none.',
    });
    expect((await markbook()).assignments).toHaveLength(2);
  });
});

describe('excused work, extensions and history', () => {
  it('excuses and extends a student’s work, and keeps every change with old and new', async () => {
    const ada = idOf('Lovelace');
    let res = await put(quiz.id, ada, { excused: true });
    expect(res.status).toBe(200);
    expect(await json<Work>(res)).toMatchObject({ excused: true, status: 'excused' });
    res = await put(essay.id, ada, { dueDate: '2026-12-04' });
    expect(await json<Work>(res)).toMatchObject({ dueDate: '2026-12-04', excused: false });
    // The marking view sends neither: both stay as they were.
    res = await put(quiz.id, ada, { score: '7' });
    expect(await json<Work>(res)).toMatchObject({ excused: true, score: 7, handedIn: 'on_time' });
    const history = await json<WorkChange[]>(
      await app.grace.get(`/api/work/${quiz.id}/${ada}/history`),
    );
    // Newest first; one save's changes in the order handed in, score, comment, excused, due date.
    expect(history.map((h) => [h.field, h.oldValue, h.newValue])).toEqual([
      ['score', '', '7'],
      ['handed_in', 'no', 'on_time'],
      ['excused', 'false', 'true'],
    ]);
    expect(history[0]!.changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const after = await markbook();
    expect(cell(after, essay.id, ada)).toMatchObject({ dueDate: '2026-12-04', excused: false });
  });

  it('refuses an extension before the assignment’s due date or past the term, and a bad excused', async () => {
    const alan = idOf('Turing');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { dueDate: '2026-11-29' },
        { dueDate: 'Please enter a date greater than or equal to 11/30/26.' },
      ],
      [
        { dueDate: '2027-02-01' },
        { dueDate: 'Please enter a date less than or equal to 1/29/27.' },
      ],
      [{ dueDate: 'soon' }, { dueDate: 'Please enter a valid date.' }],
      [{ excused: 'yes' }, { excused: 'Choose whether the work is excused: true or false.' }],
    ];
    for (const [body, fields] of cases) {
      const res = await put(essay.id, alan, { score: '5', ...body });
      expect(res.status).toBe(400);
      expect((await json<{ fields: Record<string, string> }>(res)).fields).toEqual(fields);
    }
    expect(cell(await markbook(), essay.id, alan)).toBeUndefined();
    const history = await json<WorkChange[]>(
      await app.grace.get(`/api/work/${essay.id}/${alan}/history`),
    );
    expect(history).toEqual([]);
  });

  it('shows no history of another teacher’s work', async () => {
    const res = await app.alan.get(`/api/work/${quiz.id}/${idOf('Lovelace')}/history`);
    expect(res.status).toBe(404);
  });
});

describe('PUT /api/markbook/:id/settings', () => {
  it('sets the missing-work policy and a letter scale, sorted by minimum', async () => {
    const res = await app.grace.put(`/api/markbook/${algebra.id}/settings`, {
      missingPolicy: 'zero',
      letterScale: [
        { letter: 'B', min: 80 },
        { letter: 'A', min: 90 },
        { letter: 'C', min: 0 },
      ],
    });
    expect(res.status).toBe(200);
    expect(await json<Markbook['class']>(res)).toMatchObject({
      missingPolicy: 'zero',
      letterScale: [
        { letter: 'A', min: 90 },
        { letter: 'B', min: 80 },
        { letter: 'C', min: 0 },
      ],
    });
  });

  it('refuses a bad policy or scale with its message and changes nothing', async () => {
    const bad: [Record<string, unknown>, string[]][] = [
      [{ missingPolicy: 'maybe', letterScale: null }, ['missingPolicy']],
      [{ missingPolicy: 'zero', letterScale: [{ letter: 'A', min: 101 }] }, ['letterScale']],
      [
        {
          missingPolicy: 'zero',
          letterScale: [
            { letter: 'A', min: 5 },
            { letter: 'A', min: 1 },
          ],
        },
        ['letterScale'],
      ],
      [{ missingPolicy: 'zero', letterScale: [{ letter: '=1+1', min: 5 }] }, ['letterScale']],
      [{ missingPolicy: 'zero', letterScale: 'A' }, ['letterScale']],
    ];
    for (const [body, fields] of bad) {
      const res = await app.grace.put(`/api/markbook/${algebra.id}/settings`, body);
      expect(res.status).toBe(400);
      expect(Object.keys((await json<{ fields: object }>(res)).fields)).toEqual(fields);
    }
    expect((await markbook()).class.letterScale).toHaveLength(3);
    const alans = await app.alan.put(`/api/markbook/${algebra.id}/settings`, {
      missingPolicy: 'leave_out',
      letterScale: null,
    });
    expect(alans.status).toBe(404);
    expect((await markbook()).class.missingPolicy).toBe('zero');
  });
});

describe('bulk changes and Undo', () => {
  it('gives every unmarked student a score, and the restore puts back exactly what was there', async () => {
    const before = await markbook();
    const ids = before.students.map((s) => s.id);
    const res = await app.grace.post(`/api/markbook/${algebra.id}/bulk`, {
      assignmentId: quiz.id,
      studentIds: ids,
      action: 'score',
      score: 6,
    });
    expect(res.status).toBe(200);
    const answer = await json<{ cells: MarkbookCell[]; before: MarkbookCell[] }>(res);
    // Ada was marked (and excused): left alone.
    expect(answer.cells.map((c) => c.studentId).sort()).toEqual(
      [idOf('Turing'), idOf('=HYPERLINK("x")')].sort(),
    );
    expect(answer.cells.every((c) => c.score === 6 && c.handedIn === 'on_time')).toBe(true);
    expect(answer.before.every((c) => c.score === null && c.handedIn === 'no')).toBe(true);
    const undo = await app.grace.post(`/api/markbook/${algebra.id}/restore`, {
      cells: answer.before,
    });
    expect(undo.status).toBe(200);
    const after = await markbook();
    const strip = (b: Markbook) =>
      b.students.map((s) => {
        const c = cell(b, quiz.id, s.id);
        return [s.id, c?.score ?? null, c?.handedIn ?? 'no', c?.excused ?? false];
      });
    expect(strip(after)).toEqual(strip(before));
  });

  it('marks handed in without making late work on time, and excuses', async () => {
    const alan = idOf('Turing');
    await put(essay.id, alan, { handedIn: 'late' });
    const res = await app.grace.post(`/api/markbook/${algebra.id}/bulk`, {
      assignmentId: essay.id,
      studentIds: [alan, idOf('Lovelace')],
      action: 'on_time',
    });
    const answer = await json<{ cells: MarkbookCell[] }>(res);
    expect(answer.cells.map((c) => [c.studentId, c.handedIn])).toEqual([
      [idOf('Lovelace'), 'on_time'],
    ]);
    const excuse = await app.grace.post(`/api/markbook/${algebra.id}/bulk`, {
      assignmentId: essay.id,
      studentIds: [alan],
      action: 'excused',
    });
    expect((await json<{ cells: MarkbookCell[] }>(excuse)).cells[0]).toMatchObject({
      excused: true,
      handedIn: 'late',
    });
  });

  it('refuses another class’s student, a bad action or score, and changes nothing', async () => {
    const before = await markbook();
    const cases: [Record<string, unknown>, number, string[]][] = [
      [
        { assignmentId: quiz.id, studentIds: [alansClass.id], action: 'excused' },
        400,
        ['studentIds'],
      ],
      [{ assignmentId: quiz.id, studentIds: [], action: 'excused' }, 400, ['studentIds']],
      [{ assignmentId: quiz.id, studentIds: [idOf('Turing')], action: 'delete' }, 400, ['action']],
      [
        { assignmentId: quiz.id, studentIds: [idOf('Turing')], action: 'score', score: 11 },
        400,
        ['score'],
      ],
      [
        { assignmentId: quiz.id, studentIds: [idOf('Turing')], action: 'score', score: '1; drop' },
        400,
        ['score'],
      ],
      [
        { assignmentId: alansAssignment.id, studentIds: [idOf('Turing')], action: 'excused' },
        404,
        [],
      ],
    ];
    for (const [body, status, fields] of cases) {
      const res = await app.grace.post(`/api/markbook/${algebra.id}/bulk`, body);
      expect(res.status).toBe(status);
      if (fields.length)
        expect(Object.keys((await json<{ fields: object }>(res)).fields)).toEqual(fields);
    }
    const restore = await app.grace.post(`/api/markbook/${algebra.id}/restore`, {
      cells: [
        {
          assignmentId: quiz.id,
          studentId: idOf('Turing'),
          handedIn: 'no',
          score: 99,
          excused: false,
          dueDate: null,
          comment: '',
        },
      ],
    });
    expect(restore.status).toBe(400);
    expect(await markbook()).toEqual(before);
  });
});

describe('GET /api/markbook/:id/export.csv', () => {
  it('is UTF-8 with a BOM and CRLF, formula-safe, with the totals the grade function gives', async () => {
    const res = await app.grace.get(`/api/markbook/${algebra.id}/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Student number,Last name,First name,Quiz (out of 10),Essay (out of 20),Overall %,Letter',
    );
    // A name a spreadsheet would run as a formula starts with a quote.
    expect(lines[1]).toMatch(/^,"'=HYPERLINK\(""x""\)",Grace,/);
    // Missing work counts as zero in this class now; Alan's essay is excused (late, unmarked),
    // so Tests (0 of 10) is all that counts: 0 %, letter C (from 0).
    expect(lines[3]).toBe(',Turing,Alan,Missing,Excused,0,C');
    // Ada's quiz is excused and her essay not yet marked: nothing counts.
    expect(lines[2]).toBe('S-1815,Lovelace,Ada,Excused,Handed in,,');
    expect(lines.at(-1)).toBe('');
  });

  it('answers 404 for an unknown period and another teacher’s class', async () => {
    expect((await app.grace.get(`/api/markbook/${algebra.id}/export.csv?period=x`)).status).toBe(
      404,
    );
    expect((await app.alan.get(`/api/markbook/${algebra.id}/export.csv`)).status).toBe(404);
  });
});

describe('POST /api/markbook/:id/import', () => {
  it('refuses the lot when any row has a problem, naming each row’s, and changes nothing', async () => {
    const before = await markbook();
    const res = await app.grace.post(`/api/markbook/${algebra.id}/import`, {
      rows: [
        { studentNumber: 's-1815', values: { [essay.id]: '18' } },
        { firstName: 'Nobody', lastName: 'Here', values: { [essay.id]: '5' } },
        { firstName: 'alan', lastName: 'TURING', values: { [essay.id]: '21', [quiz.id]: 'ex' } },
        { studentNumber: 'S-1815', values: { [quiz.id]: '3' } },
        { firstName: 'Al\u0000', lastName: 'x', values: {} },
      ],
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      error: 'validation',
      message: '4 of 5 rows need attention; nothing was imported.',
      rows: [
        { row: 1, fields: { student: 'No student in this class is called Nobody Here.' } },
        { row: 2, fields: { [essay.id]: 'Please enter a value less than or equal to 20.' } },
        { row: 3, fields: { student: 'This student is on an earlier row too.' } },
        {
          row: 4,
          fields: {
            firstName: 'Remove the control characters (such as NUL or escape) from this field.',
          },
        },
      ],
    });
    expect(await markbook()).toEqual(before);
  });

  it('imports scores and excused work by number or by name, and Undo puts back what was there', async () => {
    const before = await markbook();
    const res = await app.grace.post(`/api/markbook/${algebra.id}/import`, {
      rows: [
        { studentNumber: 'S-1815', values: { [essay.id]: '18', [quiz.id]: '' } },
        {
          firstName: ' Alan ',
          lastName: 'turing',
          values: { [essay.id]: 'Excused', [quiz.id]: '9' },
        },
      ],
    });
    expect(res.status).toBe(200);
    const answer = await json<{ changes: number; cells: MarkbookCell[]; before: MarkbookCell[] }>(
      res,
    );
    expect(answer.changes).toBe(3);
    const after = await markbook();
    expect(cell(after, essay.id, idOf('Lovelace'))).toMatchObject({
      score: 18,
      handedIn: 'on_time',
    });
    expect(cell(after, essay.id, idOf('Turing'))).toMatchObject({ excused: true });
    expect(cell(after, quiz.id, idOf('Turing'))).toMatchObject({ score: 9 });
    const history = await json<WorkChange[]>(
      await app.grace.get(`/api/work/${quiz.id}/${idOf('Turing')}/history`),
    );
    expect(history[0]).toMatchObject({ field: 'score', newValue: '9' });
    await app.grace.post(`/api/markbook/${algebra.id}/restore`, { cells: answer.before });
    const undone = await markbook();
    const strip = (b: Markbook) =>
      b.cells
        .map(({ assignmentId, studentId, score, excused, handedIn }) => ({
          assignmentId,
          studentId,
          score,
          excused,
          handedIn,
        }))
        .sort((x, y) => (x.assignmentId + x.studentId < y.assignmentId + y.studentId ? -1 : 1));
    // Cells that were not there before are back to nothing recorded.
    expect(
      strip(undone).filter(
        (c) =>
          c.score !== null ||
          c.excused ||
          c.handedIn !== 'no' ||
          cell(before, c.assignmentId, c.studentId),
      ),
    ).toEqual(strip(before));
  });

  it('refuses columns that are not the class’s assignments, bad shapes and empty files', async () => {
    const bad: Record<string, unknown>[] = [
      { rows: [] },
      { rows: 'x' },
      { rows: [{ studentNumber: 5, values: {} }] },
      { rows: [{ studentNumber: 'S-1815', values: { [alansAssignment.id]: '1' } }] },
      { rows: [{ studentNumber: 'S-1815', values: { [essay.id]: '' } }] },
    ];
    for (const body of bad) {
      const res = await app.grace.post(`/api/markbook/${algebra.id}/import`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const alans = await app.alan.post(`/api/markbook/${algebra.id}/import`, {
      rows: [{ studentNumber: 'S-1815', values: { [essay.id]: '1' } }],
    });
    expect(alans.status).toBe(404);
  });
});

describe('a student moved to another class', () => {
  it('keeps their work, out of the old class’s markbook and figures, and on the new roster', async () => {
    const from = await json<SchoolClass>(
      await app.grace.post('/api/classes', aClass({ name: 'Moved from' })),
    );
    const to = await json<SchoolClass>(
      await app.grace.post('/api/classes', aClass({ name: 'Moved to' })),
    );
    const [stays, moves] = await Promise.all(
      ['Stays', 'Moves'].map(async (lastName) =>
        json<{ id: string }>(
          await app.grace.post('/api/students', { classId: from.id, firstName: 'Kid', lastName }),
        ),
      ),
    );
    const task = await add(app.grace, {
      classId: from.id,
      title: 'Before the move',
      dueDate: '2026-11-30',
    });
    for (const s of [stays!, moves!])
      expect((await put(task.id, s.id, { handedIn: 'on_time', score: '15' })).status).toBe(200);
    const figures = async () =>
      json<Assignment>(await app.grace.get(`/api/assignments/${task.id}`));
    expect(await figures()).toMatchObject({ students: 2, handedIn: 2, marked: 2 });

    const moved = await app.grace.put(`/api/students/${moves!.id}`, {
      classId: to.id,
      firstName: 'Kid',
      lastName: 'Moves',
    });
    expect(moved.status).toBe(200);
    expect(await figures()).toMatchObject({ students: 1, handedIn: 1, marked: 1 });
    const old = await markbook(app.grace, from.id);
    expect(old.students.map((s) => s.id)).toEqual([stays!.id]);
    expect(old.cells.map((c) => c.studentId)).toEqual([stays!.id]);
    expect((await markbook(app.grace, to.id)).students.map((s) => s.id)).toEqual([moves!.id]);
    // The work itself is kept: moved back, it counts again.
    await app.grace.put(`/api/students/${moves!.id}`, {
      classId: from.id,
      firstName: 'Kid',
      lastName: 'Moves',
    });
    expect(await figures()).toMatchObject({ students: 2, handedIn: 2, marked: 2 });
    expect(cell(await markbook(app.grace, from.id), task.id, moves!.id)).toMatchObject({
      score: 15,
    });
  });
});
