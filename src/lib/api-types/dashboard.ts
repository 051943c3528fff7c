/** The shape of `GET /api/dashboard/summary`, shared by the server and the app. */
export interface DashboardSummary {
  classes: number;
  students: number;
  /** Assignments due from today to seven days from now. */
  dueThisWeek: number;
  /** Assignments whose due date has passed. */
  overdue: number;
  /** The next fourteen days' assignments, soonest first (at most ten). */
  upcoming: { id: string; title: string; dueDate: string; className: string }[];
}
