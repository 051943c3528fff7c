import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ClassAttention } from '../../../shared/api-types/dashboard';
import { classPath, paths } from '../../../shared/paths';
import { adminApi, queryKeys } from '../admin-api';
import { useWidgetQuery } from './use-widget-query';
import { Widget } from './widget';

const listOf = (c: ClassAttention, status: 'to_mark' | 'missing') =>
  `${paths.assignments}?${new URLSearchParams({ classId: c.classId, status }).toString()}`;

/** Per class, the work waiting to be marked and the work missing, each opening its list. */
export function ByClass() {
  const classes = useWidgetQuery(queryKeys.attention, adminApi.attention);
  const waiting = classes.data?.filter((c) => c.toMark > 0 || c.missing > 0);
  return (
    <Widget
      title="To mark and missing, by class"
      busy={classes.busy}
      error={classes.failed ? 'The work by class could not be loaded.' : undefined}
      onRetry={classes.retry}
    >
      {waiting === undefined ? (
        [1, 2, 3].map((i) => <Skeleton key={i} height={40} />)
      ) : waiting.length === 0 ? (
        <Typography color="text.secondary">
          Nothing to mark and nothing missing in any class.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {waiting.map((c) => (
            <Box
              component="li"
              key={c.classId}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              {/* The class's name opens the class; its two figures open their lists. */}
              <Link
                component={RouterLink}
                to={classPath(c.classId)}
                sx={{ flex: '1 1 8rem', typography: 'body1' }}
              >
                {c.className}
              </Link>
              {/* The two links stay together: beside the name on a phone, or under it together. */}
              <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
                {c.toMark > 0 && (
                  <Button
                    size="small"
                    variant="outlined"
                    color="info"
                    component={RouterLink}
                    to={listOf(c, 'to_mark')}
                  >
                    {c.toMark} to mark
                  </Button>
                )}
                {c.missing > 0 && (
                  <Button
                    size="small"
                    variant="outlined"
                    color="warning"
                    component={RouterLink}
                    to={listOf(c, 'missing')}
                  >
                    {c.missing} missing
                  </Button>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Widget>
  );
}
