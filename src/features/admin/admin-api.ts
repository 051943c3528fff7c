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
  DashboardSummary,
  UpcomingAssignment,
  WeekCount,
} from '../../shared/api-types/dashboard';
import type { AssignmentFormValues } from '../../shared/schemas/assignments';
import type { ClassFormValues } from '../../shared/schemas/classes';

export interface ListParams<S extends string> {
  page: number;
  pageSize: number;
  sort: S;
  order: 'asc' | 'desc';
}

export type ClassListParams = ListParams<ClassSort>;
export type AssignmentListParams = ListParams<AssignmentSort> & {
  status: AssignmentStatus;
  classId: string;
};

const query = (params: object) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== '' && v !== undefined && v !== 'all')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const adminApi = {
  me: () => api<MeResponse>('GET', '/auth/me'),
  /** How long the session has left, without counting as activity. */
  session: () => api<SessionResponse>('GET', '/auth/session'),
  keepAlive: () => api<SessionResponse>('POST', '/auth/session/keep-alive'),
  signOut: () => api<undefined>('POST', '/auth/sign-out'),
  summary: () => api<DashboardSummary>('GET', '/dashboard/summary'),
  upcoming: () => api<UpcomingAssignment[]>('GET', '/dashboard/upcoming'),
  weekly: () => api<WeekCount[]>('GET', '/dashboard/weekly'),

  classes: (params: ClassListParams) => api<Page<SchoolClass>>('GET', `/classes?${query(params)}`),
  /** Every class, by name: the class pickers and filters (a teacher has a handful). */
  allClasses: () =>
    api<Page<SchoolClass>>('GET', '/classes?pageSize=100&sort=name&order=asc').then((p) => p.items),
  createClass: (values: ClassFormValues, signal?: AbortSignal) =>
    api<SchoolClass>('POST', '/classes', values, { signal }),
  updateClass: (id: string, values: ClassFormValues, signal?: AbortSignal) =>
    api<SchoolClass>('PUT', `/classes/${id}`, values, { signal }),
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
};

/** Query keys; a change to classes or assignments refreshes everything under `data`. */
export const queryKeys = {
  me: ['me'],
  data: ['data'],
  summary: ['data', 'dashboard', 'summary'],
  upcoming: ['data', 'dashboard', 'upcoming'],
  weekly: ['data', 'dashboard', 'weekly'],
  classes: (params: ClassListParams) => ['data', 'classes', params],
  allClasses: ['data', 'classes', 'all'],
  assignments: (params: AssignmentListParams) => ['data', 'assignments', params],
} as const;
