import Add from '@mui/icons-material/Add';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/data/empty-state';
import { adminApi, queryKeys } from '../admin-api';
import { PageHeader } from '../page-header';
import { SummaryCards } from './summary-cards';
import { Upcoming } from './upcoming';
import { Weekly } from './weekly';

function greeting(now: Date, name: string | undefined) {
  const hour = now.getHours();
  const part = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  return name ? `${part}, ${name.split(' ')[0]}` : part;
}

/**
 * The dashboard: a greeting, the four figures, what is coming up and the weeks ahead. Each
 * widget loads, fails and retries on its own; a new teacher gets a first step instead.
 */
export function DashboardPage() {
  const me = useQuery({ queryKey: queryKeys.me, queryFn: adminApi.me });
  const summary = useQuery({ queryKey: queryKeys.summary, queryFn: adminApi.summary });
  const newTeacher = summary.data?.classes === 0;
  // Side by side on wide screens, the list first. One above the other on narrower ones, the
  // chart first: its room is known before it loads, the list's is not, and a list that grows
  // moves nothing under it. The page's order is the order on screen.
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={greeting(new Date(), me.data?.user.fullName)}
        documentTitle="Dashboard"
        gutter={false}
      />
      <SummaryCards summary={summary} />
      {newTeacher ? (
        <EmptyState
          icon={<AutoStoriesOutlined />}
          title="Your dashboard is ready"
          action={
            <Button
              variant="contained"
              startIcon={<Add />}
              component={RouterLink}
              to="/admin/classes?new=1"
            >
              Add your first class
            </Button>
          }
        >
          As you add classes and set assignments, this is where you will see what is due, what is
          overdue and how your weeks look.
        </EmptyState>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          {wide
            ? [<Upcoming key="upcoming" />, <Weekly key="weekly" />]
            : [<Weekly key="weekly" />, <Upcoming key="upcoming" />]}
        </Box>
      )}
    </Stack>
  );
}
