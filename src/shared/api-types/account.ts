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

/**
 * `GET /api/account/holdings`: what deleting the account takes with it, named in the question
 * before it goes (deleted classes and students still in their undo time included).
 */
export interface AccountHoldings {
  classes: number;
  students: number;
  assignments: number;
  /** Recorded work: hand-ins, marks and comments, one per student and assignment. */
  work: number;
}

/**
 * The teacher's data as one zip (`GET /api/account/archive`) and one child's record
 * (`GET /api/students/:id/record`): CSV files, UTF-8 with a byte-order mark, and a README.txt
 * saying what each holds (server/account/archive.ts).
 */
export const ARCHIVE_TYPE = 'application/zip';
