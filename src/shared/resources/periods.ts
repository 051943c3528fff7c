import { defineResource, KEEP_DELETED_MS } from '../resource/define.ts';
import { defineSchema } from '../validation/rules.ts';
import { isIsoDate, type IsoDate } from '../validation/short-date.ts';
import { singleLine } from '../validation/single-line.ts';

/**
 * A class's grading period (the markbook, issue 22): a named part of its term (autumn term,
 * quarter 2…) whose marks can be totalled on their own.
 */
export interface GradingPeriod {
  id: string;
  classId: string;
  name: string;
  starts: IsoDate;
  ends: IsoDate;
}

export const PERIOD_SORTS = ['starts', 'name'] as const;

/** Only nonsense years are refused while no class's term is known. */
const EARLIEST = '2000-01-01';
const LATEST = '2099-12-31';

export interface PeriodSchemaOptions {
  /** The class's term, when known (the dialog's class, the class the API looked up). */
  term?: { starts: IsoDate; ends: IsoDate } | undefined;
}

/**
 * A period's rules: both dates within the class's term, and its end on or after its start, said
 * as the class term's own dates say it (a minimum date bound on the other field).
 */
export function periodSchema({ term }: PeriodSchemaOptions = {}) {
  const first = term?.starts ?? EARLIEST;
  const last = term?.ends ?? LATEST;
  return defineSchema({
    name: { required: true, maxLength: 40, check: singleLine },
    starts: { required: true, minDate: first, maxDate: last },
    ends: {
      required: true,
      minDate: (values) => {
        const start = values.starts;
        return isIsoDate(start) && start > first ? start : first;
      },
      maxDate: last,
    },
  });
}

export interface PeriodFormValues {
  name: string;
  starts: string | null;
  ends: string | null;
}

/** A name given twice in one class. */
export const periodTaken = (name: string) =>
  `This class already has a grading period called ${name}.`;

export const periodResource = defineResource<
  GradingPeriod,
  (typeof PERIOD_SORTS)[number],
  PeriodFormValues,
  ReturnType<typeof periodSchema>,
  PeriodSchemaOptions
>({
  name: 'periods',
  path: '/periods',
  schema: periodSchema,
  blank: { name: '', starts: null, ends: null },
  toForm: (p) => ({ name: p.name, starts: p.starts, ends: p.ends }),
  sorts: PERIOD_SORTS,
  sort: 'starts',
  order: 'asc',
  search: ['name'],
  labels: {
    title: 'Grading periods',
    noun: 'grading period',
    newLabel: 'New grading period',
    createLabel: 'Add grading period',
    searchHint: 'Period name',
    loadError: 'The grading periods could not be loaded.',
    name: (p) => p.name,
    created: (p) => `${p.name} added.`,
    saved: (p) => `${p.name} saved.`,
  },
  draft: 'period',
  parent: 'classId',
  undoMs: KEEP_DELETED_MS,
});
