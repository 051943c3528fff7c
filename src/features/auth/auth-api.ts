import { api } from '../../lib/api/client';
import type { ResetLinkStatus, User } from '../../shared/api-types/auth';
import type {
  ForgotValues,
  ResetValues,
  SignInValues,
  SignUpValues,
} from '../../shared/schemas/auth';

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
