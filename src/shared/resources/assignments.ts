import { ASSIGNMENT_SORTS, type Assignment } from '../api-types/classes.ts';
import { defineResource, KEEP_DELETED_MS } from '../resource/define.ts';
import {
  assignmentSchema,
  type AssignmentFormValues,
  type AssignmentSchemaOptions,
} from '../schemas/assignments.ts';

/** The work a teacher sets a class: due within the class's term, marked out of its points. */
export const assignmentResource = defineResource<
  Assignment,
  (typeof ASSIGNMENT_SORTS)[number],
  AssignmentFormValues,
  ReturnType<typeof assignmentSchema>,
  AssignmentSchemaOptions
>({
  name: 'assignments',
  path: '/assignments',
  schema: assignmentSchema,
  blank: { title: '', classId: '', dueDate: null, maxPoints: '', description: '', categoryId: '' },
  toForm: (a) => ({
    title: a.title,
    classId: a.classId,
    dueDate: a.dueDate,
    maxPoints: String(a.maxPoints),
    description: a.description,
    categoryId: a.categoryId ?? '',
  }),
  sorts: ASSIGNMENT_SORTS,
  sort: 'dueDate',
  order: 'asc',
  search: ['title', 'className'],
  labels: {
    title: 'Assignments',
    noun: 'assignment',
    newLabel: 'New assignment',
    createLabel: 'Create assignment',
    searchHint: 'Title or class',
    loadError: 'Your assignments could not be loaded.',
    name: (a) => a.title,
    created: (a) => `${a.title} set for ${a.className}.`,
    saved: (a) => `${a.title} saved.`,
  },
  draft: 'assignment',
  undoMs: KEEP_DELETED_MS,
});
