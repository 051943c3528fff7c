import { api } from '../../../lib/api/client';
import { downloadFile } from '../../../lib/api/download';
import type {
  AccountHoldings,
  PasswordChangedResponse,
  ProfileResponse,
  SignInsResponse,
} from '../../../shared/api-types/account';
import type {
  ChangePasswordValues,
  DeleteAccountValues,
  ProfileValues,
} from '../../../shared/schemas/account';

/** The signed-in teacher's own account (server/account/routes.ts). */
export const accountApi = {
  updateProfile: (values: ProfileValues) => api<ProfileResponse>('PUT', '/account/profile', values),
  changePassword: (values: ChangePasswordValues) =>
    api<PasswordChangedResponse>('POST', '/account/password', values),
  signOutEverywhere: () => api<undefined>('POST', '/account/sign-out-everywhere'),
  signIns: () => api<SignInsResponse>('GET', '/account/sign-ins'),
  holdings: () => api<AccountHoldings>('GET', '/account/holdings'),
  /** Every class, roster, work, mark, comment and sign-in of the teacher's, as a zip. */
  downloadArchive: () => downloadFile('/account/archive', 'Lectern data.zip'),
  deleteAccount: (values: DeleteAccountValues) => api<undefined>('POST', '/account/delete', values),
  /** One child's full record (details, notes, every piece of work and its history), as a zip. */
  downloadStudentRecord: (studentId: string) =>
    downloadFile(`/students/${encodeURIComponent(studentId)}/record`, 'Student record.zip'),
};

/** Not under the admin area's `data` key: a class saved elsewhere does not touch them. */
export const accountKeys = {
  signIns: ['account', 'sign-ins'],
  holdings: ['account', 'holdings'],
} as const;
