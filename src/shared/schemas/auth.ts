import { defineSchema, type FieldRules } from '../validation/rules.ts';

/**
 * The auth forms' rules (docs/product.md "Screens and fields"), declared once: the forms validate
 * with them and the server enforces the very same ones. DOM-free and Node-free.
 */

export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';

/** New passwords: 12 to 128 characters, never truncated. */
export const newPasswordRules: FieldRules = { required: true, minLength: 12, maxLength: 128 };

export const confirmRules: FieldRules = {
  required: true,
  sameAs: { field: 'password', message: PASSWORDS_DO_NOT_MATCH },
};

export const emailRules: FieldRules = { required: true, email: true, maxLength: 254 };

export const signInSchema = defineSchema({
  email: emailRules,
  // Only the upper bound: a sign-in must not tell which rule an old password breaks.
  password: { required: true, maxLength: 128 },
});

export const forgotSchema = defineSchema({ email: emailRules });

export const resetSchema = defineSchema({
  password: newPasswordRules,
  confirmPassword: confirmRules,
});

export interface SignInValues {
  email: string;
  password: string;
}

export interface ForgotValues {
  email: string;
}

export interface ResetValues {
  password: string;
  confirmPassword: string;
}
