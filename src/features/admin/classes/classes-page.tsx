import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Button from '@mui/material/Button';
import { EmptyState } from '../../../components/data/empty-state';
import { browserLocale } from '../../../lib/i18n/locale';
import { CLASS_SORTS, type SchoolClass } from '../../../shared/api-types/classes';
import { classPath } from '../../../shared/paths';
import { adminApi, queryKeys } from '../admin-api';
import { ListPage, type EntityList } from '../entity/list-page';
import { columns, facts } from './class-columns';
import { CLASS_DRAFT, ClassDialog } from './class-dialog';

const classList: EntityList<SchoolClass, (typeof CLASS_SORTS)[number], Record<never, string>> = {
  title: 'Classes',
  noun: 'class',
  searchHint: 'Name, room or subject',
  newLabel: 'New class',
  draft: CLASS_DRAFT,
  sort: 'name',
  order: 'asc',
  sorts: CLASS_SORTS,
  query: (params) => ({
    queryKey: queryKeys.classes(params),
    queryFn: () => adminApi.classes(params),
  }),
  loadError: 'Your classes could not be loaded.',
  rowKey: (c) => c.id,
  rowName: (c) => c.name,
  rowHref: (c) => classPath(c.id),
  remove: (c) => adminApi.deleteClass(c.id),
  restore: (c) => adminApi.restoreClass(c.id),
  deleteWarning: (c) => {
    const parts = [
      ...(c.students ? [`${c.students} student${c.students === 1 ? '' : 's'}`] : []),
      ...(c.assignments ? [`${c.assignments} assignment${c.assignments === 1 ? '' : 's'}`] : []),
    ];
    const count = c.students + c.assignments;
    return parts.length > 0
      ? `Its ${parts.join(' and ')} go${count === 1 ? 'es' : ''} with it. You can undo this right after.`
      : 'You can undo this right after.';
  },
};

/** `/admin/classes`: the teacher's classes, sorted and paged on the server. */
export function ClassesPage() {
  const locale = browserLocale();
  return (
    <ListPage
      entity={classList}
      columns={columns(locale)}
      rowFacts={(c) => facts(c, locale)}
      empty={({ pastTheEnd, setPage, newButton }) =>
        pastTheEnd ? (
          <EmptyState
            title="Nothing on this page"
            action={<Button onClick={() => setPage(1)}>Go to the first page</Button>}
          />
        ) : (
          <EmptyState icon={<SchoolOutlined />} title="No classes yet" action={newButton}>
            Add the classes you teach, with their term dates, to start setting assignments.
          </EmptyState>
        )
      }
      dialog={(props) => <ClassDialog {...props} />}
    />
  );
}
