import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { DateField } from '../../../components/form/date-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { MultilineField } from '../../../components/form/multiline-field';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { Assignment } from '../../../shared/api-types/classes';
import { assignmentResource } from '../../../shared/resources/assignments';
import { categoryResource } from '../../../shared/resources/categories';
import { EARLIEST_DUE_DATE, LATEST_DUE_DATE } from '../../../shared/schemas/assignments';
import { browserLocale } from '../../../lib/i18n/locale';
import { formatShortDate } from '../../../shared/validation/short-date';
import { adminApi, queryKeys } from '../admin-api';
import { resourceApi, resourceKeys } from '../entity/resource-api';
import { useSaveDialog, type SaveDialogProps } from '../entity/use-save-dialog';

export interface AssignmentDialogProps extends SaveDialogProps<Assignment> {
  /** The class a new assignment starts in (the list's class filter). */
  classId?: string | undefined;
}

/**
 * Create or edit an assignment. The due date falls within the chosen class's term: a new one
 * from its first day (past days too: last month's work entered late), an edited one keeps an
 * earlier date; both bounds are in the messages, in the reader's short date format.
 */
export function AssignmentDialog({ classId = '', ...props }: AssignmentDialogProps) {
  const { editing } = props;
  const classes = useQuery({ queryKey: queryKeys.allClasses, queryFn: adminApi.allClasses });
  const { form, dialog } = useSaveDialog(assignmentResource, props, { classId });
  const schema = assignmentResource.schema({
    isNew: !editing,
    termOf: (id) => {
      const cls = classes.data?.find((c) => c.id === id);
      if (cls) return { starts: cls.termStarts, ends: cls.termEnds };
      return editing?.classId === id ? { ends: editing.termEnds } : undefined;
    },
  });
  const options = (classes.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  // Say the bounds before anyone trips over them: the chosen class's term.
  const chosen = useWatch({ control: form.control, name: 'classId' });
  const start = schema.dueDate.minDate({ classId: chosen });
  const end = schema.dueDate.maxDate({ classId: chosen });
  const category = useClassCategories(chosen);
  // A category of another class (the class changed) or one deleted since is no choice: none.
  const current = useWatch({ control: form.control, name: 'categoryId' });
  const categoryIds = category.options.map((o) => o.value);
  useEffect(() => {
    if (category.loaded && current !== '' && !categoryIds.includes(current))
      form.setValue('categoryId', '');
  });
  const short = (iso: string) => formatShortDate(iso, browserLocale());
  const dueHint =
    !chosen || end === LATEST_DUE_DATE
      ? 'Choose the class first: the date must fall within its term'
      : start === EARLIEST_DUE_DATE
        ? `By ${short(end)}, when the class’s term ends`
        : `From ${short(start)} to ${short(end)}, the class’s term`;

  return (
    <FormDialog {...dialog}>
      <TextField name="title" label="Title" rules={schema.title} autoComplete="off" />
      <SelectField
        name="classId"
        label="Class"
        rules={schema.classId}
        options={options}
        deps={['dueDate']}
        hint={classes.isPending ? 'Loading your classes…' : undefined}
      />
      <DateField name="dueDate" label="Due date" rules={schema.dueDate} hint={dueHint} />
      <NumberField name="maxPoints" label="Max points" rules={schema.maxPoints} hint="1 to 1000" />
      <SelectField
        name="categoryId"
        label="Category"
        rules={schema.categoryId}
        options={[
          { value: '', label: 'None' },
          ...category.options,
          // Until the class's categories are in, the one it has is still a value of the list.
          ...(!category.loaded && current !== '' ? [{ value: current, label: '…' }] : []),
        ]}
        disabled={category.options.length === 0}
        hint={category.hint}
      />
      <MultilineField name="description" label="Description" rules={schema.description} />
    </FormDialog>
  );
}

/** The chosen class's live grading categories as choices, and what to say under the field. */
function useClassCategories(classId: string) {
  const params = { page: 1, pageSize: 50, sort: 'name', order: 'asc' } as const;
  const categories = useQuery({
    queryKey: resourceKeys(categoryResource, classId).list(params),
    queryFn: () => resourceApi(categoryResource, classId).list(params),
    enabled: classId !== '',
  });
  const options = (categories.data?.items ?? []).map((g) => ({
    value: g.id,
    label: `${g.name} (${g.weight} %)`,
  }));
  const hint =
    classId === ''
      ? 'Choose the class first'
      : categories.isPending
        ? 'Loading the class’s categories…'
        : categories.isError
          ? 'The class’s categories could not be loaded'
          : options.length === 0
            ? 'This class has no grading categories yet: add them on its Grading tab'
            : 'Optional: the group it counts in for the overall grade';
  return { options, hint, loaded: categories.isSuccess };
}
