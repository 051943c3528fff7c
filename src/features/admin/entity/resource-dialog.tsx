import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { useSaveDialog, type DialogResource, type SaveDialogProps } from './use-save-dialog';

/**
 * A resource's create/edit dialog (the kit, ADR 025): its title, its button and its toasts in
 * the resource's words, its draft under the list page's scope; the entity gives its fields.
 * Mount it to open it; it closes (unmounts) after a save.
 */
export function ResourceDialog<Row extends { id: string }, Form extends FieldValues>({
  resource,
  children,
  ...props
}: SaveDialogProps<Row> & { resource: DialogResource<Row, Form>; children: ReactNode }) {
  const { dialog } = useSaveDialog(resource, props);
  return <FormDialog {...dialog}>{children}</FormDialog>;
}
