import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { NumberField } from '../../../components/form/number-field';
import { TextField } from '../../../components/form/text-field';
import type { SchoolClass } from '../../../shared/api-types/classes';
import {
  categoryResource,
  categorySchema,
  type GradingCategory,
} from '../../../shared/resources/categories';
import { ListPage } from '../entity/list-page';
import { ResourceDialog } from '../entity/resource-dialog';
import type { SaveDialogProps } from '../entity/use-save-dialog';
import { categoryColumns, categoryFacts } from './category-columns';

/** Add a grading category to a class (`parentId`), or edit one. */
export function CategoryDialog(props: SaveDialogProps<GradingCategory>) {
  return (
    <ResourceDialog resource={categoryResource} {...props}>
      <TextField name="name" label="Name" rules={categorySchema.name} autoComplete="off" />
      <NumberField
        name="weight"
        label="Weight (%)"
        rules={categorySchema.weight}
        hint="Its share of the overall grade, 0 to 100"
      />
      <NumberField
        name="dropLowest"
        label="Drop the lowest"
        rules={categorySchema.dropLowest}
        hint="How many of each student’s lowest marks to leave out, 0 to 10"
      />
    </ResourceDialog>
  );
}

/** A class's grading categories (the markbook's weights), a section of the class page. */
export function GradingCategories({ cls }: { cls: SchoolClass }) {
  return (
    <ListPage
      resource={categoryResource}
      parentId={cls.id}
      section
      columns={categoryColumns}
      rowFacts={categoryFacts}
      empty={({ newButton }) => ({
        icon: <CategoryOutlined />,
        title: `No grading categories in ${cls.name} yet`,
        text: 'Group the assignments (homework, tests…) and weigh each group in the overall grade.',
        action: newButton,
      })}
      dialog={({ filters: _filters, ...props }) => <CategoryDialog {...props} />}
    />
  );
}
