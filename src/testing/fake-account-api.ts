import { http, HttpResponse } from 'msw';
import type { AccountHoldings, SignIn } from '../shared/api-types/account';
import { SIGN_INS_LISTED } from '../shared/api-types/account';
import type { User } from '../shared/api-types/auth';
import {
  changePasswordSchema,
  deleteAccountSchema,
  PASSWORD_CHANGED,
  profileSchema,
  SAME_PASSWORD,
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
} from '../shared/schemas/account';
import { validateAll } from '../shared/validation/rules';
import { build } from './builders';
import { zipResponse } from './fake/zip';

/** The stories' teacher's password (and the contract test's: server/testing/test-app.ts). */
export const FAKE_PASSWORD = 'compile the ships log';

/** Recent sign-ins as a settings page shows them, newest first: this browser's, then others. */
export const someSignIns = (): SignIn[] => [
  { at: '2026-11-21T08:12:00Z', device: 'Chrome on macOS', current: true },
  { at: '2026-11-20T15:47:00Z', device: 'Safari on iOS', current: false },
  { at: '2026-11-19T07:58:00Z', device: 'Firefox on Windows', current: false },
  { at: '2026-11-17T19:03:00Z', device: 'Chrome on macOS', current: false },
  { at: '2026-11-12T12:30:00Z', device: 'Unknown device', current: false },
];

/** What the stories' teacher keeps: three classes, as the delete question names them. */
export const someHoldings = (): AccountHoldings => ({
  classes: 3,
  students: 58,
  assignments: 12,
  work: 640,
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const invalid = (fields: Record<string, string>) =>
  HttpResponse.json(
    { error: 'validation', message: 'Some fields need attention.', fields },
    { status: 400 },
  );
const signedOut = () =>
  HttpResponse.json({ error: 'unauthenticated', message: 'Please sign in.' }, { status: 401 });

/**
 * The account API (server/account/routes.ts) in memory, for stories and unit tests: it
 * validates with the shared schemas, knows the current password, saves the profile and signs
 * out everywhere or deletes the account (after either it answers 401), like the server; it
 * counts what the account holds as told (`holdings`) and sends a small archive. Not imitated: the server's
 * strength check (zxcvbn, server-only) and its sign-in limits: stories show those answers with
 * handlers of their own (`api.*.fields`, `api.*.rateLimited`). contract/fake-api.test.ts runs
 * its rows of requests against both.
 */
export function fakeAccountApi({
  user = build.user(),
  password = FAKE_PASSWORD,
  signIns = someSignIns(),
  holdings = someHoldings(),
}: { user?: User; password?: string; signIns?: SignIn[]; holdings?: AccountHoldings } = {}) {
  let current = password;
  let me = user;
  let ended = false;
  return [
    http.put('/api/account/profile', async ({ request }) => {
      if (ended) return signedOut();
      const body = (await request.json()) as Record<string, unknown>;
      const values = { fullName: text(body.fullName), school: text(body.school) };
      const errors = validateAll(values, profileSchema);
      if (Object.keys(errors).length > 0) return invalid(errors);
      const school = values.school.trim();
      me = { ...me, fullName: values.fullName.trim(), school: school === '' ? null : school };
      return HttpResponse.json({ user: me });
    }),
    http.post('/api/account/password', async ({ request }) => {
      if (ended) return signedOut();
      const body = (await request.json()) as Record<string, unknown>;
      const values = {
        currentPassword: text(body.currentPassword),
        newPassword: text(body.newPassword),
        confirmPassword: text(body.confirmPassword),
      };
      const given = values.currentPassword;
      const checked = given !== '' && given.length <= 128;
      const extra: Record<string, string> = {};
      if (checked && given !== current) extra.currentPassword = WRONG_CURRENT_PASSWORD;
      if (checked && given === current && values.newPassword === given)
        extra.newPassword = SAME_PASSWORD;
      const errors = { ...extra, ...validateAll(values, changePasswordSchema) };
      if (Object.keys(errors).length > 0) return invalid(errors);
      current = values.newPassword;
      return HttpResponse.json({ message: PASSWORD_CHANGED });
    }),
    http.post('/api/account/sign-out-everywhere', () => {
      if (ended) return signedOut();
      ended = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/account/sign-ins', () =>
      ended ? signedOut() : HttpResponse.json({ items: signIns.slice(0, SIGN_INS_LISTED) }),
    ),
    http.get('/api/account/holdings', () => (ended ? signedOut() : HttpResponse.json(holdings))),
    http.get('/api/account/archive', () =>
      ended
        ? signedOut()
        : zipResponse('Lectern data 2026-11-21.zip', {
            'README.txt': 'Your Lectern data: one CSV file for each kind of thing kept.\r\n',
            'account.csv': `Full name,Email,School\r\n${me.fullName},${me.email},${me.school ?? ''}\r\n`,
            'sign-ins.csv': ['At,Device', ...signIns.map((s) => `${s.at},${s.device}`)].join(
              '\r\n',
            ),
          }),
    ),
    http.post('/api/account/delete', async ({ request }) => {
      if (ended) return signedOut();
      const body = (await request.json()) as Record<string, unknown>;
      const values = { password: text(body.password) };
      const errors = validateAll(values, deleteAccountSchema);
      if (!errors.password && values.password !== current) errors.password = WRONG_PASSWORD;
      if (Object.keys(errors).length > 0) return invalid(errors);
      ended = true;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
