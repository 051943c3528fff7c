/** Every route path of Lectern, in one module (PRODUCT.md's route table). */
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
} as const;

/** The sign-in page, with the page to return to afterwards (a same-site path) when there is one. */
export const loginUrl = (next?: string) =>
  next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;
