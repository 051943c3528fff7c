/** The shape of `GET /api/dashboard/summary`, shared by the server and the app. */
export interface DashboardSummary {
  classes: number;
  students: number;
  /** Assignments due from today to seven days from now. */
  dueThisWeek: number;
  /** Work handed in and not marked yet. */
  toMark: number;
  /** Work not handed in once its due date has passed. */
  missing: number;
}

/** `GET /api/dashboard/attention`: every class, by name, with its work to mark and missing. */
export interface ClassAttention {
  classId: string;
  className: string;
  toMark: number;
  missing: number;
}

/** `GET /api/dashboard/upcoming`: the next fourteen days' assignments, soonest first. */
export interface UpcomingAssignment {
  id: string;
  title: string;
  dueDate: string;
  className: string;
}

/** `GET /api/dashboard/weekly`: assignments due per week (weeks start on Monday). */
export interface WeekCount {
  /** The Monday the week starts on, ISO. */
  weekStart: string;
  count: number;
}

/**
 * Everything the dashboard shows, as its four endpoints answer it: sent in the dashboard's page
 * by the server that renders it (src/shared/page-data.ts), for the app to start from.
 */
export interface DashboardAnswers {
  summary: DashboardSummary;
  attention: ClassAttention[];
  upcoming: UpcomingAssignment[];
  weekly: WeekCount[];
}
