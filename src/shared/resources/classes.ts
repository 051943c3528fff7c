import { CLASS_SORTS, type SchoolClass } from '../api-types/classes.ts';
import { defineResource, KEEP_DELETED_MS } from '../resource/define.ts';
import { classSchema, type ClassFormValues } from '../schemas/classes.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The teacher's classes (docs/product.md "Classes"). */
export const classResource = defineResource<
  SchoolClass,
  (typeof CLASS_SORTS)[number],
  ClassFormValues,
  typeof classSchema
>({
  name: 'classes',
  path: '/classes',
  schema: () => classSchema,
  blank: { name: '', subject: '', grade: '', room: '', termStarts: null, termEnds: null },
  toForm: (c) => ({
    name: c.name,
    subject: c.subject,
    grade: String(c.grade),
    room: c.room ?? '',
    termStarts: c.termStarts,
    termEnds: c.termEnds,
  }),
  sorts: CLASS_SORTS,
  sort: 'name',
  order: 'asc',
  // And the subject's label: a hook on each side (subjectsLabelled).
  search: ['name', 'room'],
  labels: {
    title: 'Classes',
    noun: 'class',
    newLabel: 'New class',
    createLabel: 'Create class',
    searchHint: 'Name, room or subject',
    loadError: 'Your classes could not be loaded.',
    name: (c) => c.name,
    created: (c) => `${c.name} created.`,
    saved: (c) => `${c.name} saved.`,
    deleteWarning: (c) => {
      const parts = [
        ...(c.students ? [plural(c.students, 'student')] : []),
        ...(c.assignments ? [plural(c.assignments, 'assignment')] : []),
      ];
      const count = c.students + c.assignments;
      return parts.length > 0
        ? `Its ${parts.join(' and ')} go${count === 1 ? 'es' : ''} with it. You can undo this right after.`
        : 'You can undo this right after.';
    },
  },
  draft: 'class',
  undoMs: KEEP_DELETED_MS,
});
