import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { DateField } from '../../src/components/form/date-field';
import { byStudentName } from '../../src/lib/i18n/names';
import { studentName } from '../../src/shared/resources/students';
import { messages } from '../../src/shared/validation/messages';
import { build } from '../../src/testing/builders';
import { browserLocale } from '../../src/lib/i18n/locale';
import { formatShortDate } from '../../src/shared/validation/short-date';
import { withForm } from '../support/form-harness';

/**
 * The pictures of the pattern pages' "Do" and "Don't" sections that no component's own story
 * shows. A Don't is drawn the wrong way on purpose, from plain MUI parts, and says in its
 * comment what is wrong; it is still accessible (labels, contrast), like every story.
 */
const meta = {
  title: "Patterns/Do and don't",
  // Pictures for the pattern pages, which show them beside their rules.
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whether two elements cover each other on screen. */
function overlap(a: Element, b: Element) {
  const r = a.getBoundingClientRect();
  const s = b.getBoundingClientRect();
  return r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom;
}

/**
 * Don't (Patterns/Toast or inline alert): a refusal of the form told in a toast, and the toast
 * laid over the dialog's own buttons. The message leaves by itself while the problem stays, and
 * meanwhile Cancel and Create class cannot be seen or pressed. Drawn as a mock dialog (a bordered
 * paper), not a modal one.
 */
export const ToastOverDialogDont: Story = {
  render: () => (
    <Box sx={{ position: 'relative', maxWidth: 480 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          New class
        </Typography>
        <Stack spacing={2.5}>
          <TextField label="Name" defaultValue="Biology 10" required autoComplete="off" />
          <TextField label="Room" helperText="Optional, such as B-204" autoComplete="off" />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button>Cancel</Button>
          <Button variant="contained">Create class</Button>
        </Stack>
      </Paper>
      <Alert
        variant="filled"
        severity="error"
        // Over Cancel and most of Create class, whose end peeks out from under it.
        sx={{ position: 'absolute', right: 72, bottom: 14, width: 360, boxShadow: 3 }}
        action={
          <IconButton size="small" color="inherit" aria-label="Close">
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        You already have a class called Biology 10.
      </Alert>
    </Box>
  ),
  play: async ({ canvas }) => {
    // What the picture is for: the toast covers the dialog's main button.
    const toast = canvas.getByRole('alert');
    await expect(overlap(toast, canvas.getByRole('button', { name: 'Create class' }))).toBe(true);
  },
};

/**
 * Don't (Patterns/Lists): a tab's list the way the class page drew it before one toolbar row.
 * A visible "Assignments" heading repeats the tab that already names the panel, and the list's
 * controls are spread over two rows: New assignment beside that heading, the search and the
 * status filter on a row of their own under it.
 */
export const TabToolbarDont: Story = {
  render: () => (
    <Box sx={{ maxWidth: 560 }}>
      <Tabs
        value="assignments"
        aria-label="Algebra I"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="students" label="Students (30)" />
        <Tab value="assignments" label="Assignments (2)" />
      </Tabs>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 3, mb: 2 }}
      >
        <Typography variant="h5" component="h2">
          Assignments
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />}>
          New assignment
        </Button>
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField
          type="search"
          size="small"
          label="Search assignments"
          placeholder="Title"
          autoComplete="off"
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField select size="small" label="Show" defaultValue="all" sx={{ width: 160 }}>
          <MenuItem value="all">All</MenuItem>
          <MenuItem value="to_mark">To mark</MenuItem>
          <MenuItem value="missing">Missing</MenuItem>
        </TextField>
      </Stack>
    </Box>
  ),
  play: async ({ canvas }) => {
    // What the picture is for: the action and the search on different rows.
    const add = canvas.getByRole('button', { name: 'New assignment' });
    const search = canvas.getByRole('searchbox', { name: 'Search assignments' });
    await expect(add.getBoundingClientRect().bottom).toBeLessThan(
      search.getBoundingClientRect().top,
    );
    await expect(canvas.getByRole('heading', { name: 'Assignments', level: 2 })).toBeVisible();
  },
};

/**
 * Don't (Patterns/Dates): one day, 4 December 2026, written three ways on one form. The hint
 * gives the stored ISO day, the field shows a long format with the month spelt out (not the
 * numeric format people type in), and the message gives the day first, which an en-US reader
 * takes for 12 April.
 */
export const MixedDateFormatsDont: Story = {
  render: () => (
    <Stack spacing={2.5} sx={{ maxWidth: 420 }}>
      <TextField
        label="Due date"
        defaultValue="Friday, December 4, 2026"
        helperText="By 2026-12-04, when the class’s term ends"
        autoComplete="off"
      />
      <TextField
        label="Own due date"
        defaultValue="12/01/2026"
        error
        helperText="Please enter a date greater than or equal to 04/12/2026."
        autoComplete="off"
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Due date' })).toHaveAccessibleDescription(
      /2026-12-04/,
    );
    await expect(canvas.getByRole('textbox', { name: 'Own due date' })).toHaveAccessibleDescription(
      /04\/12\/2026/,
    );
  },
};

/**
 * Do (Patterns/Dates): a date field in the numeric format people type, its bound said in the
 * hint before anyone meets it, in the reader's short date format ("By 1/29/27").
 */
export const DateHintDo: Story = {
  decorators: [withForm],
  parameters: { formValues: { dueDate: '2026-11-24' } },
  render: () => (
    <DateField
      name="dueDate"
      label="Due date"
      rules={{ required: true, maxDate: '2027-01-29' }}
      hint={`By ${formatShortDate('2027-01-29', browserLocale())}, when the class’s term ends`}
    />
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('group', { name: /^Due date/ });
    await expect(field.textContent?.replace(/[^\d/]/g, '')).toBe('11/24/2026');
    await expect(canvas.getByText('By 1/29/27, when the class’s term ends')).toBeVisible();
  },
};

/** Eight of Algebra I's students from the fixture world, among them the names that sort badly. */
const someStudents = () => {
  const wanted = [
    'Abbott',
    'Baker',
    'Dubois-Lefèvre',
    'Evans',
    'García Márquez',
    'Ødegård',
    'van der Berg',
    'Walsh',
  ];
  const algebra = build.classes()[0]!;
  return build
    .students()
    .filter((s) => s.classId === algebra.id && wanted.includes(s.lastName))
    .filter((s, i, all) => all.findIndex((t) => t.lastName === s.lastName) === i);
};

/**
 * Do (Patterns/Names): first name then last name, each with the student number under it, sorted
 * by last name in the reader's alphabet — "van der Berg" with the v's, Ødegård where English puts
 * Ø (with the O's).
 */
export const NamesDo: Story = {
  render: () => (
    <List aria-label="Students" dense sx={{ maxWidth: 360 }}>
      {someStudents()
        .sort(byStudentName('en-US'))
        .map((s) => (
          <ListItem key={s.id} disableGutters>
            <ListItemText primary={studentName(s)} secondary={s.studentNumber || '—'} />
          </ListItem>
        ))}
    </List>
  ),
  play: async ({ canvas }) => {
    const names = canvas
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.firstChild?.textContent);
    await expect(names.at(-1)).toMatch(/Walsh$/);
    await expect(names.findIndex((n) => /van der Berg$/.test(n ?? ''))).toBe(names.length - 2);
    await expect(names.every((n) => !n?.includes(','))).toBe(true);
  },
};

/**
 * Don't (Patterns/Names): "Last, First" in one list (the next screen writes "First Last"), and
 * sorted by code points: every capital before "van der Berg", Ødegård after z.
 */
export const NamesDont: Story = {
  render: () => (
    <List aria-label="Students" dense sx={{ maxWidth: 360 }}>
      {someStudents()
        .map((s) => `${s.lastName}, ${s.firstName}`)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .map((name) => (
          <ListItem key={name} disableGutters>
            <ListItemText primary={name} />
          </ListItem>
        ))}
    </List>
  ),
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('listitem').map((li) => li.textContent);
    await expect(names.at(-1)).toMatch(/^Ødegård, /);
    await expect(names.at(-2)).toMatch(/^van der Berg, /);
  },
};

/** A weight with its hint (or none), and one refused with `message`: the validation-copy pair. */
function WeightFields({ hint, message }: { hint?: string; message: string }) {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 420 }}>
      <TextField label="Weight" defaultValue="" helperText={hint} autoComplete="off" />
      <TextField
        label="Weight of Tests"
        defaultValue="120"
        error
        helperText={message}
        autoComplete="off"
      />
    </Stack>
  );
}

/**
 * Do (Patterns/Validation copy): the bound in the hint, in a teacher's words, before anything is
 * typed; a refused value gets the catalogue's message, word for word, in place of the hint.
 */
export const ValidationCopyDo: Story = {
  render: () => (
    <WeightFields hint="Its share of the overall grade, 0 to 100" message={messages.max(100)} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Weight' })).toHaveAccessibleDescription(
      'Its share of the overall grade, 0 to 100',
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Weight of Tests' }),
    ).toHaveAccessibleDescription('Please enter a value less than or equal to 100.');
  },
};

/**
 * Don't (Patterns/Validation copy): no hint, so the limit is learnt by tripping over it, and a
 * message of our own words instead of the catalogue's ("Must be 100 or less!" is not the spec's
 * "Please enter a value less than or equal to 100.").
 */
export const ValidationCopyDont: Story = {
  render: () => <WeightFields message="Must be 100 or less!" />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Weight of Tests' }),
    ).toHaveAccessibleDescription('Must be 100 or less!');
  },
};

/**
 * Don't (Patterns/Empty, loading and failed): a spinner in an empty box where a list of rows will
 * come (the page jumps when they arrive, and nothing says what is loading), and three widgets
 * that failed together, each with "Something went wrong" and a Retry of its own, where the page's
 * one alert with Retry all says what could not be loaded.
 */
export const EmptyLoadingFailedDont: Story = {
  render: () => (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Paper variant="outlined" sx={{ height: 120, display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Loading" />
      </Paper>
      {['Coming up', 'Assignments per week', 'By class'].map((title) => (
        <Paper key={title} variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small">
                Retry
              </Button>
            }
          >
            Something went wrong.
          </Alert>
        </Paper>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(3);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

/**
 * Don't (Patterns/Forms in dialogs): a form dialog drawn its own way — a page-sized title, the
 * actions on the left under a body that scrolls them away (no divider, nothing pinned), and the
 * server's refusal at the top of the body, out of sight of the button that was pressed. Drawn as
 * a mock dialog (a bordered paper), not a modal one.
 */
export const FormDialogDont: Story = {
  render: () => (
    <Paper
      variant="outlined"
      role="group"
      aria-label="New student (drawn the wrong way)"
      sx={{ maxWidth: 420, p: 3 }}
    >
      <Typography variant="h1" component="h2" sx={{ mb: 2 }}>
        New student
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        This class is full: 40 students at most.
      </Alert>
      <Stack spacing={2.5}>
        <TextField label="First name" defaultValue="Hugo" autoComplete="off" />
        <TextField label="Last name" defaultValue="García Márquez" autoComplete="off" />
        <TextField label="Student number" defaultValue="S-1041" autoComplete="off" />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
        <Button variant="contained">Add student</Button>
        <Button>Cancel</Button>
      </Stack>
    </Paper>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'New student' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('García Márquez');
  },
};
