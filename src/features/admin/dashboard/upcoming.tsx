import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocale } from '../../../lib/i18n/locale';
import { formatShortDate } from '../../../shared/validation/short-date';
import { adminApi, queryKeys } from '../admin-api';
import { useWidgetQuery } from './use-widget-query';
import { Widget } from './widget';

/** The next fourteen days' assignments, soonest first. */
export function Upcoming() {
  const upcoming = useWidgetQuery(queryKeys.upcoming, adminApi.upcoming);
  const locale = useLocale();
  return (
    <Widget
      title="Coming up in the next two weeks"
      busy={upcoming.busy}
      error={upcoming.failed ? 'The coming assignments could not be loaded.' : undefined}
      onRetry={upcoming.retry}
    >
      {upcoming.data === undefined ? (
        [1, 2, 3].map((i) => <Skeleton key={i} height={48} />)
      ) : upcoming.data.length === 0 ? (
        <Typography color="text.secondary">Nothing is due in the next two weeks.</Typography>
      ) : (
        <List dense disablePadding>
          {upcoming.data.map((a) => (
            <ListItem key={a.id} disableGutters>
              <ListItemText
                primary={a.title}
                secondary={`${a.className} · due ${formatShortDate(a.dueDate, locale)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Widget>
  );
}
