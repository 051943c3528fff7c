import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { browserLocale } from '../../../lib/i18n/locale';
import { classPath } from '../../../shared/paths';
import { classResource } from '../../../shared/resources/classes';
import { ListPage } from '../entity/list-page';
import { columns, facts } from './class-columns';
import { ClassDialog } from './class-dialog';

/** `/admin/classes`: the teacher's classes, sorted and paged on the server. */
export function ClassesPage() {
  const locale = browserLocale();
  return (
    <ListPage
      resource={classResource}
      columns={columns(locale)}
      rowFacts={(c) => facts(c, locale)}
      rowHref={(c) => classPath(c.id)}
      empty={({ newButton }) => ({
        icon: <SchoolOutlined />,
        title: 'No classes yet',
        text: 'Add the classes you teach, with their term dates, to start setting assignments.',
        action: newButton,
      })}
      dialog={({ filters: _filters, ...props }) => <ClassDialog {...props} />}
    />
  );
}
