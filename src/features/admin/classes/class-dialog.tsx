import type { SchoolClass } from '../../../shared/api-types/classes';
import { classResource } from '../../../shared/resources/classes';
import { ResourceDialog } from '../entity/resource-dialog';
import type { SaveDialogProps } from '../entity/use-save-dialog';
import { ClassFields } from './class-fields';

export type ClassDialogProps = SaveDialogProps<SchoolClass>;

/** Create or edit a class. Mount it to open it; it closes (unmounts) after a save. */
export function ClassDialog(props: ClassDialogProps) {
  return (
    <ResourceDialog resource={classResource} {...props}>
      <ClassFields />
    </ResourceDialog>
  );
}
