import { api } from '../../lib/api/client';
import type { MeResponse, SessionResponse } from '../../shared/api-types/auth';
import type {
  Assignment,
  AssignmentSort,
  AssignmentStatus,
  ClassSort,
  Page,
  SchoolClass,
} from '../../shared/api-types/classes';
import type {
  ClassAttention,
  DashboardSummary,
  UpcomingAssignment,
  WeekCount,
} from '../../shared/api-types/dashboard';
import type { Student, StudentSort } from '../../shared/api-types/students';
import type { StudentProgress, Work, WorkSheet, WorkValues } from '../../shared/api-types/work';
import type { AssignmentFormValues } from '../../shared/schemas/assignments';
import type { RosterRow, StudentFormValues } from '../../shared/schemas/students';
import type { ClassFormValues } from '../../shared/schemas/classes';

export interface ListParams<S extends string> {
  page: number;
  pageSize: number;
  sort: S;
  order: 'asc' | 'desc';
  /** Words every row found contains (the server's search); empty or absent: every row. */
  q?: string;
}

export type ClassListParams = ListParams<ClassSort>;
export type StudentListParams = ListParams<StudentSort> & { classId: string };
export type AssignmentListParams = ListParams<AssignmentSort> & {
  status: AssignmentStatus;
  classId: string;
};

const query = (params: object) =>
  new URLSearchParams(
    Object.entries(params)
      // A search for "all" is sent; only the status's default is left out.
      .filter(([k, v]) => v !== '' && v !== undefined && !(k === 'status' && v === 'all'))
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export type StudentValues = StudentFormValues & { classId: string };

export const adminApi = {
  me: () => api<MeResponse>('GET', '/auth/me'),
  /** How long the session has left, without counting as activity. */
  session: () => api<SessionResponse>('GET', '/auth/session'),
  keepAlive: () => api<SessionResponse>('POST', '/auth/session/keep-alive'),
  signOut: () => api<undefined>('POST', '/auth/sign-out'),
  summary: () => api<DashboardSummary>('GET', '/dashboard/summary'),
  upcoming: () => api<UpcomingAssignment[]>('GET', '/dashboard/upcoming'),
  weekly: () => api<WeekCount[]>('GET', '/dashboard/weekly'),
  attention: () => api<ClassAttention[]>('GET', '/dashboard/attention'),

  classes: (params: ClassListParams) => api<Page<SchoolClass>>('GET', `/classes?${query(params)}`),
  /** Every class, by name: the class pickers and filters (a teacher has a handful). */
  allClasses: () =>
    api<Page<SchoolClass>>('GET', '/classes?pageSize=100&sort=name&order=asc').then((p) => p.items),
  createClass: (values: ClassFormValues, signal?: AbortSignal) =>
    api<SchoolClass>('POST', '/classes', values, { signal }),
  updateClass: (id: string, values: ClassFormValues, signal?: AbortSignal) =>
    api<SchoolClass>('PUT', `/classes/${id}`, values, { signal }),
  oneClass: (id: string) => api<SchoolClass>('GET', `/classes/${encodeURIComponent(id)}`),
  deleteClass: (id: string) => api<undefined>('DELETE', `/classes/${id}`),
  restoreClass: (id: string) => api<SchoolClass>('POST', `/classes/${id}/restore`),

  assignments: (params: AssignmentListParams) =>
    api<Page<Assignment>>('GET', `/assignments?${query(params)}`),
  createAssignment: (values: AssignmentFormValues, signal?: AbortSignal) =>
    api<Assignment>('POST', '/assignments', values, { signal }),
  updateAssignment: (id: string, values: AssignmentFormValues, signal?: AbortSignal) =>
    api<Assignment>('PUT', `/assignments/${id}`, values, { signal }),
  deleteAssignment: (id: string) => api<undefined>('DELETE', `/assignments/${id}`),
  restoreAssignment: (id: string) => api<Assignment>('POST', `/assignments/${id}/restore`),

  students: (params: StudentListParams) => api<Page<Student>>('GET', `/students?${query(params)}`),
  /** A whole roster, by name (a class holds at most 40): the export. */
  roster: (classId: string) =>
    api<Page<Student>>(
      'GET',
      `/students?${query({ classId, pageSize: 50, sort: 'lastName', order: 'asc' })}`,
    ).then((p) => p.items),
  createStudent: (values: StudentValues, signal?: AbortSignal) =>
    api<Student>('POST', '/students', values, { signal }),
  updateStudent: (id: string, values: StudentValues, signal?: AbortSignal) =>
    api<Student>('PUT', `/students/${id}`, values, { signal }),
  deleteStudent: (id: string) => api<undefined>('DELETE', `/students/${id}`),
  restoreStudent: (id: string) => api<Student>('POST', `/students/${id}/restore`),
  importStudents: (classId: string, students: RosterRow[], signal?: AbortSignal) =>
    api<{ imported: number }>('POST', '/students/import', { classId, students }, { signal }),
  progress: (classId: string) =>
    api<StudentProgress[]>('GET', `/work/progress/${encodeURIComponent(classId)}`),

  /** An assignment and its class's roster, each student with their work (the marking view). */
  work: (assignmentId: string) =>
    api<WorkSheet>('GET', `/work/${encodeURIComponent(assignmentId)}`),
  /** One student's work on an assignment; the server answers with what it kept. */
  saveWork: (assignmentId: string, studentId: string, values: WorkValues) =>
    api<Work>(
      'PUT',
      `/work/${encodeURIComponent(assignmentId)}/${encodeURIComponent(studentId)}`,
      values,
    ),
};

/** Query keys; a change to classes or assignments refreshes everything under `data`. */
export const queryKeys = {
  me: ['me'],
  data: ['data'],
  summary: ['data', 'dashboard', 'summary'],
  upcoming: ['data', 'dashboard', 'upcoming'],
  weekly: ['data', 'dashboard', 'weekly'],
  attention: ['data', 'dashboard', 'attention'],
  classes: (params: ClassListParams) => ['data', 'classes', params],
  allClasses: ['data', 'classes', 'all'],
  assignments: (params: AssignmentListParams) => ['data', 'assignments', params],
  oneClass: (id: string) => ['data', 'classes', 'one', id],
  students: (params: StudentListParams) => ['data', 'students', params],
  progress: (classId: string) => ['data', 'progress', classId],
  work: (assignmentId: string) => ['data', 'work', assignmentId],
} as const;
