import { api } from '../../lib/api/client';
import type { ResetLinkStatus, User } from '../../shared/api-types/auth';
import type { ForgotValues, ResetValues, SignInValues } from '../../shared/schemas/auth';
import type { SignUpValues } from '../../shared/schemas/sign-up';

export const authApi = {
  signIn: (values: SignInValues) =>
    api<{ user: User }>('POST', '/auth/sign-in', values, { expectUnauthorized: true }),
  signUp: (values: SignUpValues) => api<{ user: User }>('POST', '/auth/sign-up', values),
  forgot: (values: ForgotValues) => api<{ message: string }>('POST', '/auth/forgot', values),
  checkReset: (token: string) =>
    api<{ status: ResetLinkStatus }>('POST', '/auth/reset/check', { token }),
  reset: (token: string, values: ResetValues) =>
    api<{ message: string }>('POST', '/auth/reset', { token, ...values }),
};
