import { STUDENT_SORTS, type Student } from '../api-types/students.ts';
import { defineResource, KEEP_DELETED_MS } from '../resource/define.ts';
import { studentSchema, type StudentFormValues } from '../schemas/students.ts';

export const studentName = (s: Pick<Student, 'firstName' | 'lastName'>) =>
  `${s.firstName} ${s.lastName}`;

/** A class's roster (ADR 026): each student belongs to one of the teacher's live classes. */
export const studentResource = defineResource<
  Student,
  (typeof STUDENT_SORTS)[number],
  StudentFormValues,
  typeof studentSchema
>({
  name: 'students',
  path: '/students',
  schema: () => studentSchema,
  blank: { firstName: '', lastName: '', studentNumber: '', notes: '' },
  toForm: (s) => ({
    firstName: s.firstName,
    lastName: s.lastName,
    studentNumber: s.studentNumber ?? '',
    notes: s.notes,
  }),
  sorts: STUDENT_SORTS,
  sort: 'lastName',
  order: 'asc',
  // A whole class on one page: a roster has at most ROSTER_MAX (40) students.
  pageSize: 50,
  search: ['firstName', 'lastName', 'studentNumber'],
  labels: {
    title: 'Students',
    noun: 'student',
    newLabel: 'New student',
    createLabel: 'Add student',
    searchHint: 'Name or student number',
    loadError: 'The roster could not be loaded.',
    name: studentName,
    created: (s) => `${studentName(s)} added to the roster.`,
    saved: (s) => `${studentName(s)} saved.`,
    deleteWarning: () =>
      'Their work and marks in this class go with them. You can undo this right after.',
  },
  draft: 'student',
  parent: 'classId',
  undoMs: KEEP_DELETED_MS,
});
