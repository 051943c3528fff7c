/** The signed-in teacher as the API returns it. */
export interface User {
  id: string;
  email: string;
  fullName: string;
  school: string | null;
  teachingSince: string | null;
}

export type ResetLinkStatus = 'valid' | 'expired' | 'used' | 'invalid';

/**
 * How long the current session has left, in seconds counted by the server (relative, so the
 * browser's clock does not matter). The session ends at whichever comes first: the idle end
 * (`idleSecondsLeft`, pushed back by activity) or the absolute end (`secondsLeft`).
 */
export interface SessionTimes {
  /** The idle period: how long a session lasts without a request. */
  idleTimeoutSeconds: number;
  idleSecondsLeft: number;
  secondsLeft: number;
}

/** `GET /api/auth/session` and `POST /api/auth/session/keep-alive`. */
export interface SessionResponse {
  session: SessionTimes;
}

/** `GET /api/auth/me`. */
export interface MeResponse {
  user: User;
  session: SessionTimes;
}

/** The app warns this long before the idle end (ADR 017). */
export const SESSION_WARNING_SECONDS = 120;
