import { defineResource, KEEP_DELETED_MS } from '../resource/define.ts';
import { defineSchema } from '../validation/rules.ts';
import { singleLine } from '../validation/single-line.ts';

/**
 * A class's grading category (the markbook, issue 22): homework, tests… each with its weight in
 * the overall grade and how many of its lowest marks are dropped.
 */
export interface GradingCategory {
  id: string;
  classId: string;
  name: string;
  /** Its share of the overall grade, in percent of the weights that count. */
  weight: number;
  /** How many of a student's lowest marks in it are left out. */
  dropLowest: number;
}

export const CATEGORY_SORTS = ['name', 'weight'] as const;

export const categorySchema = defineSchema({
  name: { required: true, maxLength: 40, check: singleLine },
  weight: { required: true, integer: true, min: 0, max: 100 },
  dropLowest: { required: true, integer: true, min: 0, max: 10 },
});

export interface CategoryFormValues {
  name: string;
  weight: string;
  dropLowest: string;
}

/** A name given twice in one class. */
export const categoryTaken = (name: string) => `This class already has a category called ${name}.`;

export const categoryResource = defineResource<
  GradingCategory,
  (typeof CATEGORY_SORTS)[number],
  CategoryFormValues,
  typeof categorySchema
>({
  name: 'categories',
  path: '/categories',
  schema: () => categorySchema,
  blank: { name: '', weight: '', dropLowest: '0' },
  toForm: (g) => ({ name: g.name, weight: String(g.weight), dropLowest: String(g.dropLowest) }),
  sorts: CATEGORY_SORTS,
  sort: 'name',
  order: 'asc',
  search: ['name'],
  labels: {
    title: 'Grading categories',
    noun: 'category',
    newLabel: 'New category',
    createLabel: 'Add category',
    searchHint: 'Category name',
    loadError: 'The grading categories could not be loaded.',
    name: (g) => g.name,
    created: (g) => `${g.name} added.`,
    saved: (g) => `${g.name} saved.`,
  },
  draft: 'category',
  parent: 'classId',
  undoMs: KEEP_DELETED_MS,
});
