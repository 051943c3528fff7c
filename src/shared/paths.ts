/** Every route path of Lectern, in one module (docs/product.md's route table). */
export const paths = {
  root: '/',
  login: '/login',
  signUp: '/signup',
  forgot: '/forgot',
  reset: '/forgot/reset',
  admin: '/admin',
  dashboard: '/admin/dashboard',
  classes: '/admin/classes',
  assignments: '/admin/assignments',
  settings: '/admin/settings',
  terms: '/terms',
} as const;

/** The signed-in area: every page there is guarded by the signed-in flag (src/app/guard.ts). */
export const isSignedInArea = (pathname: string) => pathname.startsWith(paths.admin);

/** A class's page: its roster, its assignments and each student's progress. */
export const classPath = (id: string) => `${paths.classes}/${encodeURIComponent(id)}`;

/** A class's markbook: its students × its assignments, with totals (issue 22). */
export const markbookPath = (classId: string) => `${classPath(classId)}/markbook`;

/** A student's page: their work in the class, the overall grade and its working, the slip. */
export const studentPath = (classId: string, studentId: string) =>
  `${classPath(classId)}/students/${encodeURIComponent(studentId)}`;

/** A class's report: each student's overall grade and missing work, printable, and every slip. */
export const classReportPath = (classId: string) => `${classPath(classId)}/report`;

/** An assignment's marking view. */
export const markingPath = (id: string) => `${paths.assignments}/${encodeURIComponent(id)}`;

/** The sign-in page, with the page to return to afterwards (a same-site path) when there is one. */
export const loginUrl = (next?: string) =>
  next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;

/**
 * A `next` value is followed only when it is a path on this site: `/admin/x`, not
 * `//evil.example` or `https://evil.example`.
 */
export function safeNext(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return undefined;
  return next;
}
