import type { User } from '../lib/api-types/auth';
import type { DashboardSummary } from '../lib/api-types/dashboard';

/** Test and story data, shaped exactly like the API's answers. */
export const build = {
  user: (overrides: Partial<User> = {}): User => ({
    id: '6f1c2a9e-0000-4000-8000-000000000001',
    email: 'grace@school.org',
    fullName: 'Grace Hopper',
    school: 'Arlington High',
    teachingSince: '2012-09-03',
    ...overrides,
  }),
  emptySummary: (): DashboardSummary => ({
    classes: 0,
    students: 0,
    dueThisWeek: 0,
    overdue: 0,
    upcoming: [],
  }),
  summary: (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
    classes: 4,
    students: 97,
    dueThisWeek: 3,
    overdue: 1,
    upcoming: [
      {
        id: 'a1',
        title: 'Lab report: density',
        dueDate: '2026-11-24',
        className: 'Year 7 Science',
      },
      { id: 'a2', title: 'Essay outline', dueDate: '2026-11-26', className: 'English 9' },
      { id: 'a3', title: 'Fractions worksheet', dueDate: '2026-11-27', className: 'Mathematics 6' },
      { id: 'a4', title: 'Map of the Silk Road', dueDate: '2026-12-02', className: 'History 8' },
    ],
    ...overrides,
  }),
};
