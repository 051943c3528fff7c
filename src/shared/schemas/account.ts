import { defineSchema } from '../validation/rules.ts';
import { newPasswordRules, PASSWORDS_DO_NOT_MATCH } from './auth.ts';
import { signUpSchema } from './sign-up.ts';

/**
 * The settings page's rules (docs/product.md "Decisions of 2026-11-23"): the name and school
 * follow the sign-up form's rules, the new password the sign-up password's. The page and the
 * server (server/account/routes.ts) check the very same ones.
 */
const signUp = signUpSchema();

export const profileSchema = defineSchema({
  fullName: signUp.fullName,
  school: signUp.school,
});

export const changePasswordSchema = defineSchema({
  // Only the upper bound, as on sign-in: an old password may predate today's rules.
  currentPassword: { required: true, maxLength: 128 },
  newPassword: newPasswordRules,
  confirmPassword: {
    required: true,
    sameAs: { field: 'newPassword', message: PASSWORDS_DO_NOT_MATCH },
  },
});

export const WRONG_CURRENT_PASSWORD = 'This is not your current password.';
export const SAME_PASSWORD = 'This is your current password. Please choose a new one.';
export const PASSWORD_CHANGED = 'Password changed. Other sessions were signed out.';

export interface ProfileValues {
  fullName: string;
  school: string;
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Deleting the account (`POST /api/account/delete`): the password says it is the teacher. */
export const deleteAccountSchema = defineSchema({
  password: { required: true, maxLength: 128 },
});

export const WRONG_PASSWORD = 'This is not your password.';
export const ACCOUNT_DELETED = 'Your account and everything in it have been deleted.';

export interface DeleteAccountValues {
  password: string;
}
