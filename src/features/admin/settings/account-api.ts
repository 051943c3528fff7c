import { api } from '../../../lib/api/client';
import type {
  PasswordChangedResponse,
  ProfileResponse,
  SignInsResponse,
} from '../../../shared/api-types/account';
import type { ChangePasswordValues, ProfileValues } from '../../../shared/schemas/account';

/** The signed-in teacher's own account (server/account/routes.ts). */
export const accountApi = {
  updateProfile: (values: ProfileValues) => api<ProfileResponse>('PUT', '/account/profile', values),
  changePassword: (values: ChangePasswordValues) =>
    api<PasswordChangedResponse>('POST', '/account/password', values),
  signOutEverywhere: () => api<undefined>('POST', '/account/sign-out-everywhere'),
  signIns: () => api<SignInsResponse>('GET', '/account/sign-ins'),
};

/** Not under the admin area's `data` key: a class saved elsewhere does not touch them. */
export const accountKeys = { signIns: ['account', 'sign-ins'] } as const;
