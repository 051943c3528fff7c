/** Shapes of the students API (a class's roster), shared by the server and the app. */

export interface Student {
  id: string;
  classId: string;
  firstName: string;
  lastName: string;
  /** The school's own number for the child, when the teacher uses one. */
  studentNumber: string | null;
  notes: string;
}

export const STUDENT_SORTS = ['lastName', 'firstName', 'studentNumber'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
