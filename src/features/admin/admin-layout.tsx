import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { forgetPageData, pageData, setPageData } from '../../lib/page-data/page-data';
import type { DayPart } from '../../shared/greeting';
import { Logo } from '../../components/brand/logo';
import { toast } from '../../components/toast/toast';
import { NetworkError } from '../../lib/api/client';
import { OFFLINE_MESSAGE } from '../../lib/api/submit-errors';
import { clearAllStorage, forgetResetToken } from '../../lib/session/flag';
import { discardDrafts } from '../../lib/drafts/drafts';
import { AccountMenu } from './account-menu';
import { adminApi, queryKeys } from './admin-api';
import { IdleWarning } from './idle-warning';
import { createQueryClient } from './query-client';
import { rememberTimeZone } from './remember-time-zone';
import { ThemeToggle } from './theme-toggle';
import { paths } from '../../shared/paths';

const DRAWER_WIDTH = 240;

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

const navItems: NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: <DashboardOutlined /> },
  { to: paths.classes, label: 'Classes', icon: <SchoolOutlined /> },
  { to: paths.assignments, label: 'Assignments', icon: <AssignmentOutlined /> },
];

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <List component="nav" aria-label="Main" sx={{ px: 1 }}>
      {navItems.map((item) => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          onClick={onNavigate}
          sx={{
            borderRadius: 2,
            '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 500 },
            '&.active .MuiListItemIcon-root': { color: 'primary.main' },
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
          <ListItemText primary={item.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** A sign-out the server did not confirm: nothing is cleared, nothing said to be over. */
export const SIGN_OUT_FAILED =
  'You are still signed in: Lectern could not sign you out. Please try again.';

function AdminFrame() {
  const theme = useTheme();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone drawer closes when the window grows past it. What shows at which width is CSS, so
  // that the page the server renders (src/prerender) is right at every width before any script
  // and hydrates with nothing to change; and this is a listener, not useMediaQuery, whose answer
  // changing right after hydration (the server's "no match" on every phone) re-rendered the
  // whole frame in one blocking task (issue 25).
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return; // jsdom, as MUI's own hook allows
    const wide = window.matchMedia(theme.breakpoints.up('md').replace(/^@media\s*/, ''));
    const close = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [theme]);
  const me = useQuery({ queryKey: queryKeys.me, queryFn: adminApi.me });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOut = async () => {
    try {
      await adminApi.signOut();
    } catch (error) {
      // Signed out only when the server says so: the session may still be live (ADR 035).
      toast.error(error instanceof NetworkError ? OFFLINE_MESSAGE : SIGN_OUT_FAILED);
      return;
    }
    clearAllStorage();
    forgetResetToken();
    // An explicit sign-out keeps nothing that was typed (lib/drafts).
    discardDrafts();
    toast.success('You have signed out.');
    // Leave first: clearing the cache under mounted screens would make them fetch again.
    await navigate(paths.login, { replace: true });
    queryClient.clear();
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Logo />
          <Box sx={{ flexGrow: 1 }} />
          <ThemeToggle />
          <AccountMenu
            user={me.data?.user}
            onSettings={() => void navigate(paths.settings)}
            onSignOut={() => void signOut()}
          />
          <IdleWarning initial={me.data?.session} onSignOut={() => void signOut()} />
        </Toolbar>
      </AppBar>
      {/* On phones the drawer is a dialog, opened by the menu button: it needs a name. */}
      <Drawer
        variant="temporary"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { 'aria-label': 'Navigation' } }}
        sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        <Navigation onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <Navigation />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Outlet context={outletContext} />
      </Box>
    </Box>
  );
}

/**
 * What the admin area's pages get from the frame (React Router's outlet context): the part of
 * the day the server greeted with, for a page it rendered (src/shared/page-data.ts).
 */
export interface AdminOutletContext {
  renderedDayPart: () => DayPart | undefined;
}
const outletContext: AdminOutletContext = { renderedDayPart: () => pageData().dayPart };

/** The admin area's frame: app bar, navigation (a drawer on phones) and the page. */
export function AdminLayout() {
  useEffect(rememberTimeZone, []);
  // Reached from a public page without leaving it (a sign-in), the page has no web font yet:
  // its starter adds them, fetched as the teacher typed, before this first frame is painted
  // (a layout effect), so the area is not drawn again in Roboto a moment later. The same call
  // as `loadWebFonts` (src/theme/fonts-ready.ts), written out: imported here as well as by the
  // chart, that module was a chunk of its own.
  useLayoutEffect(() => (window as { __lecternLoadFonts?: () => void }).__lecternLoadFonts?.(), []);
  // The page's data was for this visit of the signed-in area only: forgotten when the area is
  // left. Set again as the effect runs: React's development build runs an effect, its cleanup
  // and the effect again as the area mounts, and the dashboard's widgets, hydrated after the
  // frame (each in a Suspense boundary of its own), still read the locale the page was rendered
  // in from it.
  const [visitData] = useState(pageData);
  useEffect(() => {
    setPageData(visitData);
    return forgetPageData;
  }, [visitData]);
  // A page the server rendered signed in carries the teacher it was rendered for, and the
  // dashboard's page its answers: the app starts from the same, instead of drawing the frame
  // and the widgets without them and asking again (each answer drawn in a render of its own).
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    const { me, dashboard } = pageData();
    if (me) client.setQueryData(queryKeys.me, me);
    if (dashboard) {
      client.setQueryData(queryKeys.summary, dashboard.summary);
      client.setQueryData(queryKeys.attention, dashboard.attention);
      client.setQueryData(queryKeys.upcoming, dashboard.upcoming);
      client.setQueryData(queryKeys.weekly, dashboard.weekly);
    }
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AdminFrame />
    </QueryClientProvider>
  );
}
