import type { RouteObject } from 'react-router-dom';
import { redirect } from 'react-router-dom';
import { leaveLoginWhenSignedIn, leaveWhenSignedIn, loginAreaFallback, requireFlag } from './guard';
import { paths } from '../shared/paths';
import { RouteError } from './route-error';
import { RootLayout } from './root-layout';

/**
 * The whole route tree. Each feature area is its own chunk, fetched on first visit; the guard
 * loaders are not lazy, so they decide before any chunk loads or anything renders.
 */
export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.root, loader: loginAreaFallback },
      {
        path: paths.login,
        loader: leaveLoginWhenSignedIn,
        lazy: () =>
          import('../features/auth/sign-in-page').then((m) => ({ Component: m.SignInPage })),
      },
      {
        path: paths.signUp,
        loader: leaveWhenSignedIn,
        lazy: () =>
          import('../features/auth/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
      },
      {
        path: paths.forgot,
        loader: leaveWhenSignedIn,
        lazy: () =>
          import('../features/auth/forgot-page').then((m) => ({ Component: m.ForgotPage })),
      },
      {
        path: paths.reset,
        lazy: () => import('../features/auth/reset-page').then((m) => ({ Component: m.ResetPage })),
      },
      // Public, signed in or not: no guard.
      {
        path: paths.terms,
        lazy: () => import('../features/auth/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: paths.admin,
        loader: requireFlag,
        // Checked on every navigation inside the admin area, not only on entering it.
        shouldRevalidate: () => true,
        lazy: () =>
          import('../features/admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
        children: [
          { index: true, loader: () => redirect(paths.dashboard) },
          {
            path: 'dashboard',
            lazy: () =>
              import('../features/admin/dashboard/dashboard-page').then((m) => ({
                Component: m.DashboardPage,
              })),
          },
          {
            path: 'classes',
            lazy: () =>
              import('../features/admin/classes/classes-page').then((m) => ({
                Component: m.ClassesPage,
              })),
          },
          {
            path: 'classes/:id',
            lazy: () =>
              import('../features/admin/classes/class-page').then((m) => ({
                Component: m.ClassPage,
              })),
          },
          {
            path: 'classes/:id/markbook',
            lazy: () =>
              import('../features/admin/markbook/markbook-page').then((m) => ({
                Component: m.MarkbookPage,
              })),
          },
          {
            path: 'classes/:id/students/:studentId',
            lazy: () =>
              import('../features/admin/report/student-page').then((m) => ({
                Component: m.StudentPage,
              })),
          },
          {
            path: 'classes/:id/report',
            lazy: () =>
              import('../features/admin/report/class-report-page').then((m) => ({
                Component: m.ClassReportPage,
              })),
          },
          {
            path: 'assignments',
            lazy: () =>
              import('../features/admin/assignments/assignments-page').then((m) => ({
                Component: m.AssignmentsPage,
              })),
          },
          {
            path: 'assignments/:id',
            lazy: () =>
              import('../features/admin/marking/marking-page').then((m) => ({
                Component: m.MarkingPage,
              })),
          },
          {
            path: 'settings',
            lazy: () =>
              import('../features/admin/settings/settings-page').then((m) => ({
                Component: m.SettingsPage,
              })),
          },
        ],
      },
      { path: '*', loader: loginAreaFallback },
    ],
  },
];
