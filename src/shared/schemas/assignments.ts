import { defineSchema } from '../validation/rules.ts';
import { isIsoDate, type IsoDate } from '../validation/short-date.ts';

/**
 * The assignment form's rules (docs/product.md "Assignments"). The due date's bounds depend on
 * facts outside the form (today, and the chosen class's term end), so the schema is built from
 * them: the dialog passes the browser's today and the classes it listed, the API its own
 * lenient today and the class it looked up.
 */
/** The latest due date when no class is chosen yet (only nonsense years are refused). */
export const LATEST_DUE_DATE = '2099-12-31';

/** A category that is not one of the chosen class's live ones (checked by the API). */
export const CATEGORY_NOT_IN_CLASS = 'Choose one of this class’s grading categories, or none.';

export interface AssignmentSchemaOptions {
  /** New assignments may not be due before today; an edited one keeps its date. */
  today?: IsoDate | undefined;
  /** The term end of the class with this id, if known. */
  termEndOf: (classId: string) => IsoDate | undefined;
}

export function assignmentSchema({ today, termEndOf }: AssignmentSchemaOptions) {
  return defineSchema({
    title: { required: true, maxLength: 100 },
    classId: { required: true },
    dueDate: {
      required: true,
      minDate: today ?? '2000-01-01',
      maxDate: (values) => {
        const classId = typeof values.classId === 'string' ? values.classId : '';
        const end = classId ? termEndOf(classId) : undefined;
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
