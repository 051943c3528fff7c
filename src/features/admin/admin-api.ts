import { api } from '../../lib/api/client';
import type { User } from '../../lib/api-types/auth';
import type { DashboardSummary } from '../../lib/api-types/dashboard';

export const adminApi = {
  me: () => api<{ user: User }>('GET', '/auth/me'),
  signOut: () => api<undefined>('POST', '/auth/sign-out'),
  summary: () => api<DashboardSummary>('GET', '/dashboard/summary'),
};

export const queryKeys = { me: ['me'], summary: ['dashboard', 'summary'] } as const;
