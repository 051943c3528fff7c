import { defineSchema } from '../validation/rules.ts';
import { todayIso } from '../validation/short-date.ts';
import { singleLine } from '../validation/single-line.ts';
import { confirmRules, emailRules, newPasswordRules } from './auth.ts';

/**
 * The sign-up form's rules, apart from ./auth.ts so that the sign-in page does not carry the
 * rules of names (../validation/single-line.ts) it never uses.
 */

/** `today` is a parameter so the server can allow for the reader's time zone. */
export function signUpSchema(today: () => string = () => todayIso()) {
  return defineSchema({
    fullName: { required: true, maxLength: 80, check: singleLine },
    email: emailRules,
    school: { maxLength: 120, check: singleLine },
    teachingSince: { minDate: '1950-01-01', maxDate: today },
    password: newPasswordRules,
    confirmPassword: confirmRules,
    acceptTerms: { required: true },
  });
}

export interface SignUpValues {
  fullName: string;
  email: string;
  school: string;
  teachingSince: string | null;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}
