/**
 * The contract table's entities and the rows only one of them has: what src/testing/fake/
 * entities.ts, roster-import.ts and work.ts say of their own (derived figures, a class's subject
 * in search, a category's name once per class, the due date's bounds, the status filter, a class
 * deleted with its rows, the roster's 40, the import, marks and progress). The rest is
 * generated (contract/steps.ts) from the bodies in contract/entities.ts.
 */
import { aClass } from '../server/testing/test-app.ts';
import { aCategory, anAssignment, aPeriod, aStudent, kids } from './entities.ts';
import { UNKNOWN, day, get, send, type Step } from './steps.ts';

type Body = Record<string, unknown>;
const post = (name: string, path: string, body?: Body) => send('POST', name, path, body);
const put = (name: string, path: string, body: Body) => send('PUT', name, path, body);
const del = (name: string, path: string) => send('DELETE', name, path);
const mark = (handedIn: string, score: string, comment = '') => ({ handedIn, score, comment });

export const specificSteps: Step[] = [
  // A class: searched by its subject's label too.
  get('classes by subject label', '/api/classes?q=MATHEM'),
  get('classes by name and room', '/api/classes?q=c-3%20ALGEBRA'),

  // A category: its name once in its class, any case.
  post(
    'a category name taken',
    '/api/categories',
    aCategory('{class:1}', { name: 'HOMEWORK AND QUIZZES', weight: 10 }),
  ),
  post(
    'the name in another class',
    '/api/categories',
    aCategory('{class:2}', { name: 'Homework and quizzes' }),
  ),
  put(
    'its own name, another case',
    '/api/categories/{category:1}',
    aCategory('{class:1}', { name: ' homework AND quizzes ' }),
  ),

  // A grading period: its name once in its class, its dates within the term of the class named.
  post('a period name taken', '/api/periods', aPeriod('{class:1}', { name: 'AUTUMN' })),
  post(
    'a period outside its term',
    '/api/periods',
    aPeriod('{class:1}', { name: 'Summer', starts: '2026-08-24', ends: '2027-01-30' }),
  ),
  post(
    'a period ending before it starts',
    '/api/periods',
    aPeriod('{class:1}', { name: 'Backwards', starts: '2026-11-02', ends: '2026-11-01' }),
  ),
  post('a period with no class', '/api/periods', aPeriod('', { starts: '1999-12-31' })),
  put(
    'a period moved, its own name in another case',
    '/api/periods/{period:1}',
    aPeriod('{class:1}', { name: ' autumn ', starts: '2026-09-07', ends: '2027-01-29' }),
  ),

  // An assignment: in one of its class's grading categories, or none.
  post(
    'an assignment in a category of its class',
    '/api/assignments',
    // Due on a day of its own: two due the same day are ordered by their ids, which the server
    // and the fake draw differently (the order of such a tie is not the contract's).
    anAssignment('{class:1}', { title: 'Homework 1', dueDate: day(5), categoryId: '{category:1}' }),
  ),
  post(
    'an assignment in another class’s category',
    '/api/assignments',
    anAssignment('{class:1}', { title: 'Homework 2', categoryId: '{category:2}' }),
  ),
  post(
    'an assignment in a category not there',
    '/api/assignments',
    anAssignment('{class:1}', { categoryId: 'nope' }),
  ),
  put(
    'its category taken away',
    '/api/assignments/{assignment:last}',
    anAssignment('{class:1}', { title: 'Homework 1', dueDate: day(5), categoryId: '' }),
  ),

  // An assignment: due within its class's term, past days too (last month's work entered late).
  post(
    'due before the term',
    '/api/assignments',
    anAssignment('{class:1}', { dueDate: '2026-08-31' }),
  ),
  // On a day of its own (a tie is ordered by ids, which the two backends draw differently).
  post(
    'due before today',
    '/api/assignments',
    anAssignment('{class:1}', { title: 'Last week’s quiz', dueDate: day(-4) }),
  ),
  post(
    'due after the term',
    '/api/assignments',
    anAssignment('{class:1}', { dueDate: '2027-02-01' }),
  ),
  get('due this week', '/api/assignments?status=week'),
  get('upcoming', '/api/assignments?status=upcoming'),
  get('overdue', '/api/assignments?status=overdue'),
  get('an unknown status', '/api/assignments?status=soon'),
  get('assignments by class name', '/api/assignments?q=biology'),
  get('assignments searched and filtered', '/api/assignments?q=essay&status=overdue'),
  get('one class’s, by status', '/api/assignments?status=upcoming&classId={class:1}'),

  // A class deleted: its rows hidden, not restored before it, counted again after.
  post(
    'a second student there',
    '/api/students',
    aStudent('{class:2}', { firstName: 'Grace', lastName: 'Hopper', studentNumber: 'G-7' }),
  ),
  del('a student of the class deleted', '/api/students/{student:2}'),
  del('an assignment of the class deleted', '/api/assignments/{assignment:2}'),
  del('a category of the class deleted', '/api/categories/{category:2}'),
  del('a period of the class deleted', '/api/periods/{period:2}'),
  del('the class deleted', '/api/classes/{class:2}'),
  get('its categories gone', '/api/categories'),
  get('its periods gone', '/api/periods'),
  get('its assignments gone', '/api/assignments'),
  get('its students gone', '/api/students'),
  get('one of them read', '/api/students/{student:3}'),
  del('one of them deleted', '/api/students/{student:3}'),
  post('an assignment set in it', '/api/assignments', anAssignment('{class:2}')),
  post('a student back before it', '/api/students/{student:2}/restore'),
  post('an assignment back before it', '/api/assignments/{assignment:2}/restore'),
  post('a category back before it', '/api/categories/{category:2}/restore'),
  post('a period back before it', '/api/periods/{period:2}/restore'),
  post('the class back', '/api/classes/{class:2}/restore'),
  post('the category back', '/api/categories/{category:2}/restore'),
  post('the period back', '/api/periods/{period:2}/restore'),
  post('the student back', '/api/students/{student:2}/restore'),
  post('the assignment back', '/api/assignments/{assignment:2}/restore'),
  get('classes count their rows', '/api/classes?sort=students&order=desc'),

  // Rosters imported at once: all or nothing.
  post('an import with mistakes', '/api/students/import', {
    classId: '{class:1}',
    students: [
      { firstName: 'Mary', lastName: 'Somerville', studentNumber: 'S-1780' },
      { firstName: '', lastName: 'x'.repeat(61) },
      { firstName: 'Ada', lastName: 'Again', studentNumber: 's-1815' },
      { firstName: 'Twice', lastName: 'Over', studentNumber: 'S-1780' },
      'not a row',
    ],
  }),
  post('an import', '/api/students/import', {
    classId: '{class:1}',
    students: [
      { firstName: ' Mary ', lastName: 'Somerville', studentNumber: 'S-1780' },
      { firstName: 'Emmy', lastName: 'Noether', notes: 'Left-handed.' },
    ],
  }),
  get('the roster imported', '/api/students?classId={class:1}'),
  get('its class counts them', '/api/classes/{class:1}'),
  post('an import too big', '/api/students/import', { classId: '{class:1}', students: kids(38) }),
  post('an import into no class', '/api/students/import', { classId: UNKNOWN, students: kids(1) }),
  post('an import of nothing', '/api/students/import', { classId: '{class:1}', students: [] }),

  // Work handed in, and marks.
  post(
    'work to mark',
    '/api/assignments',
    anAssignment('{class:2}', { title: 'Marking practice', maxPoints: '10' }),
  ),
  get('nothing handed in yet', '/api/work/{assignment:last}'),
  put('handed in late', '/api/work/{assignment:last}/{student:2}', mark('late', '')),
  put(
    'marked, with a comment',
    '/api/work/{assignment:last}/{student:3}',
    mark('no', '9', ' Neat. '),
  ),
  put('a mark over the maximum', '/api/work/{assignment:last}/{student:3}', mark('on_time', '11')),
  put(
    'a mark with mistakes',
    '/api/work/{assignment:last}/{student:3}',
    mark('maybe', '2.5', 'x'.repeat(301)),
  ),
  put(
    'a student of another class',
    '/api/work/{assignment:last}/{student:1}',
    mark('on_time', '1'),
  ),
  put('an assignment not there', `/api/work/${UNKNOWN}/{student:1}`, mark('on_time', '1')),
  get('work of no assignment', '/api/work/nope'),
  get('the marks so far', '/api/work/{assignment:last}'),
  get('its figures', '/api/assignments/{assignment:last}'),
  get('work to mark listed', '/api/assignments?status=to_mark'),
  get('nothing missing before it is due', '/api/assignments?status=missing'),
  put(
    'its due date moved into the past',
    '/api/assignments/{assignment:last}',
    anAssignment('{class:2}', { title: 'Marking practice', maxPoints: '10', dueDate: day(-2) }),
  ),
  get('all handed in: nothing missing', '/api/assignments?status=missing'),
  post(
    'a newcomer to the class',
    '/api/students',
    aStudent('{class:2}', { firstName: 'New', lastName: 'Comer', studentNumber: '' }),
  ),
  get('their work missing', '/api/assignments?status=missing'),
  get('what needs attention', '/api/assignments?status=attention'),
  get('each student’s progress', '/api/work/progress/{class:2}'),
  get('progress of no class', `/api/work/progress/${UNKNOWN}`),
  get('progress of nonsense', '/api/work/progress/nope'),

  // A roster holds 40.
  post('a class to fill', '/api/classes', aClass({ name: 'Full house', room: '' })),
  post('a roster filled', '/api/students/import', { classId: '{class:last}', students: kids(40) }),
  post('one more student', '/api/students', aStudent('{class:last}', { studentNumber: '' })),
  post('one more imported', '/api/students/import', { classId: '{class:last}', students: kids(1) }),
  get('classes by roster', '/api/classes?sort=students&order=desc'),
  get('students, a page in the middle', '/api/students?pageSize=5&page=2'),
  get('students, the last page', '/api/students?pageSize=25&page=2'),
];
