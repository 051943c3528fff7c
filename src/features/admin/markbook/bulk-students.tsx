import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import type { MarkbookStudent } from '../../../shared/api-types/markbook';

/**
 * The students a bulk action is for: "All students" (checked, unchecked, or mixed when some
 * are chosen) above a checkbox per student, in the markbook's order. Two columns where there
 * is room (the list scrolls in its box); on a phone the list is as long as the class and the
 * dialog scrolls.
 */
export function BulkStudents({
  students,
  chosen,
  onChange,
}: {
  students: readonly MarkbookStudent[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
}) {
  const all = chosen.size === students.length;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <FormControl component="fieldset" fullWidth sx={{ mt: 2 }}>
      <FormLabel component="legend">Students ({chosen.size} chosen)</FormLabel>
      <FormControlLabel
        label="All students"
        control={
          <Checkbox
            checked={all}
            indeterminate={chosen.size > 0 && !all}
            onChange={(event) =>
              onChange(new Set(event.target.checked ? students.map((s) => s.id) : []))
            }
          />
        }
      />
      <Box
        sx={{
          pl: 2,
          // A grid, not CSS columns: columns of a box of bounded height overflow sideways.
          display: 'grid',
          gridTemplateColumns: { sm: '1fr 1fr' },
          alignContent: 'start',
          maxHeight: { sm: 232 },
          overflowY: { sm: 'auto' },
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {students.map((s) => (
          <FormControlLabel
            key={s.id}
            sx={{ mr: 0 }}
            label={`${s.firstName} ${s.lastName}`}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(s.id)}
                onChange={(event) => toggle(s.id, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </FormControl>
  );
}
