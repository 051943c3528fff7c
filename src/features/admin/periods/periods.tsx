import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import { DateField } from '../../../components/form/date-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/text-field';
import { browserLocale } from '../../../lib/i18n/locale';
import type { SchoolClass } from '../../../shared/api-types/classes';
import { periodResource, type GradingPeriod } from '../../../shared/resources/periods';
import { formatShortDate } from '../../../shared/validation/short-date';
import { ListPage } from '../entity/list-page';
import { useSaveDialog, type SaveDialogProps } from '../entity/use-save-dialog';
import { periodColumns, periodFacts } from './period-columns';

/** Add a grading period to a class, or edit one: both dates within the class's term. */
export function PeriodDialog({
  cls,
  ...props
}: SaveDialogProps<GradingPeriod> & { cls: SchoolClass }) {
  const { dialog } = useSaveDialog(periodResource, props);
  const schema = periodResource.schema({ term: { starts: cls.termStarts, ends: cls.termEnds } });
  const locale = browserLocale();
  const term = `${formatShortDate(cls.termStarts, locale)} – ${formatShortDate(cls.termEnds, locale)}`;
  return (
    <FormDialog {...dialog}>
      <TextField name="name" label="Name" rules={schema.name} autoComplete="off" />
      <DateField
        name="starts"
        label="Starts"
        rules={schema.starts}
        deps={['ends']}
        hint={`Within the class’s term, ${term}`}
      />
      <DateField name="ends" label="Ends" rules={schema.ends} hint="On or after its start" />
    </FormDialog>
  );
}

/** A class's grading periods (the markbook's totals per period), a section of the class page. */
export function GradingPeriods({ cls }: { cls: SchoolClass }) {
  return (
    <ListPage
      resource={periodResource}
      parentId={cls.id}
      section
      paramPrefix="period-"
      columns={periodColumns}
      rowFacts={periodFacts}
      empty={({ newButton }) => ({
        icon: <DateRangeOutlined />,
        title: `No grading periods in ${cls.name} yet`,
        text: 'Divide the term into periods (quarters, half terms…) to total the marks of each.',
        action: newButton,
      })}
      dialog={({ filters: _filters, ...props }) => <PeriodDialog cls={cls} {...props} />}
    />
  );
}
