/** The signed-in teacher as the API returns it. */
export interface User {
  id: string;
  email: string;
  fullName: string;
  school: string | null;
  teachingSince: string | null;
}

export type ResetLinkStatus = 'valid' | 'expired' | 'used' | 'invalid';
