import type { User } from './auth.ts';

/** Shapes of the account API (the settings page), shared by the server and the app. */

/** One successful sign-in (or sign-up) of the teacher's, as the settings page lists it. */
export interface SignIn {
  /** When, as an ISO 8601 instant; the page writes it in the reader's locale and zone. */
  at: string;
  /** The browser and system the User-Agent named ("Firefox on Windows"); never the raw text. */
  device: string;
  /** Whether it began the session this request came from. */
  current: boolean;
}

/** `GET /api/account/sign-ins`: the newest first, at most `SIGN_INS_LISTED`. */
export interface SignInsResponse {
  items: SignIn[];
}

export const SIGN_INS_LISTED = 10;

/** `PUT /api/account/profile`. */
export interface ProfileResponse {
  user: User;
}

/** `POST /api/account/password`. */
export interface PasswordChangedResponse {
  message: string;
}
