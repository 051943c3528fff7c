import Alert, { type AlertProps } from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { useState } from 'react';

/** Every button look: the three variants, danger, busy (the theme's loading look) and disabled. */
export function Buttons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="contained">Save</Button>
      <Button variant="outlined">Preview</Button>
      <Button>Cancel</Button>
      <Button variant="contained" color="error" startIcon={<DeleteOutlined />}>
        Delete class
      </Button>
      <Button variant="outlined" color="error">
        Remove
      </Button>
      <Button variant="contained" loading>
        Saving
      </Button>
      <Button variant="outlined" loading>
        Sending
      </Button>
      <Button variant="contained" disabled>
        Disabled
      </Button>
      <IconButton aria-label="More actions">
        <MoreVert />
      </IconButton>
    </Stack>
  );
}

const severities = ['success', 'info', 'warning', 'error'] as const;
const alertVariants: NonNullable<AlertProps['variant']>[] = ['standard', 'outlined', 'filled'];

/** Each severity in each variant, on a card: every one is a container with readable text. */
export function Alerts() {
  return (
    <Card sx={{ p: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}>
        {severities.flatMap((severity) =>
          alertVariants.map((variant) => (
            <Alert key={`${severity}-${variant}`} severity={severity} variant={variant}>
              {`${severity[0]!.toUpperCase()}${severity.slice(1)}, ${variant}`}
            </Alert>
          )),
        )}
      </Box>
    </Card>
  );
}

export function Chips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip label="Year 7" />
      <Chip label="Science" variant="outlined" />
      <Chip label="Active" color="primary" />
      <Chip label="Overdue" color="error" variant="outlined" />
      <Chip label="Filter: this week" onClick={() => undefined} />
      <Chip label="Room B-204" onDelete={() => undefined} />
    </Stack>
  );
}

export function ToggleButtons() {
  const [range, setRange] = useState('week');
  return (
    <ToggleButtonGroup
      exclusive
      value={range}
      onChange={(_, value: string | null) => value && setRange(value)}
      aria-label="Range"
    >
      <ToggleButton value="day">Day</ToggleButton>
      <ToggleButton value="week">Week</ToggleButton>
      <ToggleButton value="month">Month</ToggleButton>
    </ToggleButtonGroup>
  );
}

/** An open menu on the elevated surface: the first item focused (ring), the second selected (tint). */
export function OpenMenu() {
  // The menu needs its button in the page before it can open beside it.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box sx={{ height: 200 }}>
      <Button ref={setAnchor} id="sort-button" aria-haspopup="menu" aria-expanded="true">
        Sort by
      </Button>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        variant="menu"
        slotProps={{ list: { 'aria-labelledby': 'sort-button' } }}
      >
        <MenuItem>Name</MenuItem>
        <MenuItem selected>Due date</MenuItem>
        <MenuItem>Class</MenuItem>
      </Menu>
    </Box>
  );
}

/**
 * The phone navigation: a temporary drawer over its page. It opens inside a frame of its own
 * (`contain: paint` makes the frame the box its fixed layers fill) rather than over the story.
 */
export function OpenDrawer() {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  return (
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        contain: 'paint',
        width: 560,
        height: 300,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ p: 3, pl: 36 }}>The page under the drawer.</Typography>
      {frame && (
        <Drawer
          open
          container={frame}
          slotProps={{ paper: { 'aria-label': 'Navigation', sx: { width: 256 } } }}
        >
          <Box sx={{ px: 1 }}>
            <NavList />
          </Box>
        </Drawer>
      )}
    </Box>
  );
}

/** The default avatar (initials on the theme's avatar grey), the app bar's, and an icon one. */
export function Avatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar>AL</Avatar>
      <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>GH</Avatar>
      <Avatar>
        <PersonOutlined />
      </Avatar>
    </Stack>
  );
}

/** The app's navigation list: one item selected (a tint), the others plain. */
export function NavList() {
  return (
    <List component="nav" aria-label="Main" sx={{ width: 240 }}>
      {['Dashboard', 'Classes', 'Assignments'].map((label) => (
        <ListItemButton key={label} selected={label === 'Classes'} sx={{ borderRadius: 2 }}>
          <ListItemText primary={label} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** Everything that takes keyboard focus, in tab order: buttons, a link, the toggles. */
export function Focusables() {
  const [on, setOn] = useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained">Save</Button>
        <Button variant="outlined">Preview</Button>
        <IconButton aria-label="More actions">
          <MoreVert />
        </IconButton>
        <Link href="#help">Help with classes</Link>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel control={<Checkbox />} label="Email me a copy" />
        <FormControlLabel
          control={<Switch checked={on} onChange={(_, checked) => setOn(checked)} />}
          label="Reminders"
        />
        <ToggleButtons />
      </Stack>
    </Stack>
  );
}
