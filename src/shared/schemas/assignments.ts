import { defineSchema } from '../validation/rules.ts';
import { isIsoDate, type IsoDate } from '../validation/short-date.ts';
import { singleLine } from '../validation/single-line.ts';

/**
 * The assignment form's rules (docs/product.md "Assignments"). The due date's bounds depend on
 * facts outside the form (the chosen class's term), so the schema is built from them: the
 * dialog passes the classes it listed, the API the class it looked up.
 */
/** The latest due date when no class is chosen yet (only nonsense years are refused). */
export const LATEST_DUE_DATE = '2099-12-31';
/** The earliest due date when no class is chosen yet, or for an edit (nonsense years only). */
export const EARLIEST_DUE_DATE = '2000-01-01';

/** A category that is not one of the chosen class's live ones (checked by the API). */
export const CATEGORY_NOT_IN_CLASS = 'Choose one of this class’s grading categories, or none.';

/** A class's term, as far as known: its first and last days. */
export interface Term {
  starts?: IsoDate | undefined;
  ends?: IsoDate | undefined;
}

export interface AssignmentSchemaOptions {
  /**
   * A new assignment is due within its class's term, past days included (a teacher enters last
   * month's work in the markbook); an edited one keeps its date, however early, up to the end.
   */
  isNew: boolean;
  /** The term of the class with this id, if known. */
  termOf: (classId: string) => Term | undefined;
}

export function assignmentSchema({ isNew, termOf }: AssignmentSchemaOptions) {
  const term = (values: Record<string, unknown>) => {
    const classId = typeof values.classId === 'string' ? values.classId : '';
    return classId ? termOf(classId) : undefined;
  };
  return defineSchema({
    title: { required: true, maxLength: 100, check: singleLine },
    classId: { required: true },
    dueDate: {
      required: true,
      minDate: (values) => {
        const start = isNew ? term(values)?.starts : undefined;
        return start && isIsoDate(start) ? start : EARLIEST_DUE_DATE;
      },
      maxDate: (values) => {
        const end = term(values)?.ends;
        return end && isIsoDate(end) ? end : LATEST_DUE_DATE;
      },
    },
    maxPoints: { required: true, integer: true, min: 1, max: 1000 },
    description: { maxLength: 2000 },
    /** One of the class's grading categories, or none (checked against the class by the API). */
    categoryId: { nullable: true },
  });
}

export interface AssignmentFormValues {
  title: string;
  classId: string;
  dueDate: string | null;
  maxPoints: string;
  description: string;
  categoryId: string;
}
