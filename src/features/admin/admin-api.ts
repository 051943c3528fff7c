import { api } from '../../lib/api/client';
import type { MeResponse, SessionResponse } from '../../shared/api-types/auth';
import type { Page, SchoolClass } from '../../shared/api-types/classes';
import type {
  ClassAttention,
  DashboardSummary,
  UpcomingAssignment,
  WeekCount,
} from '../../shared/api-types/dashboard';
import type { Student } from '../../shared/api-types/students';
import type { StudentProgress, Work, WorkSheet, WorkValues } from '../../shared/api-types/work';
import { classResource } from '../../shared/resources/classes';
import { studentResource } from '../../shared/resources/students';
import type { RosterRow } from '../../shared/schemas/students';
import { listQueryString, resourceKeys } from './entity/resource-api';

/**
 * The calls that are not a resource's list, read, create, update, delete and restore (those come
 * from the resource: entity/resource-api.ts): the account, the dashboard's figures, the class
 * pickers, a whole roster, the import, the work and its marking.
 */
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

  /** Every class, by name: the class pickers and filters (a teacher has a handful). */
  allClasses: () =>
    api<Page<SchoolClass>>(
      'GET',
      `${classResource.path}?${listQueryString({ pageSize: 100, sort: 'name', order: 'asc' })}`,
    ).then((p) => p.items),
  /** A whole roster, by name (a class holds at most 40): the export. */
  roster: (classId: string) =>
    api<Page<Student>>(
      'GET',
      `${studentResource.path}?${listQueryString({ classId, pageSize: 50, sort: 'lastName', order: 'asc' })}`,
    ).then((p) => p.items),
  importStudents: (classId: string, students: RosterRow[], signal?: AbortSignal) =>
    api<{ imported: number }>(
      'POST',
      `${studentResource.path}/import`,
      { classId, students },
      { signal },
    ),
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

/**
 * Query keys; a change to anything refreshes everything under `data`. A resource's lists and
 * records have theirs from the resource (`resourceKeys`).
 */
export const queryKeys = {
  me: ['me'],
  data: ['data'],
  summary: ['data', 'dashboard', 'summary'],
  upcoming: ['data', 'dashboard', 'upcoming'],
  weekly: ['data', 'dashboard', 'weekly'],
  attention: ['data', 'dashboard', 'attention'],
  allClasses: [...resourceKeys(classResource).all, 'all'],
  progress: (classId: string) => ['data', 'progress', classId],
  work: (assignmentId: string) => ['data', 'work', assignmentId],
} as const;
