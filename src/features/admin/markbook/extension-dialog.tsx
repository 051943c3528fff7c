import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { DateField } from '../../../components/form/date-field';
import { Form, useAppForm } from '../../../components/form/form';
import { workSchema } from '../../../shared/schemas/work';
import type { CellValues } from './cell-values';

export interface CellTarget {
  assignmentId: string;
  studentId: string;
  label: string;
}

/** What the extension may be: from the assignment's due date to the class's term end. */
export interface ExtensionBounds {
  starts: string;
  ends: string;
}

/**
 * One student's own due date for the work (an extension), or none. The date picker greys out
 * the days the API refuses (the same rules: before the assignment's due date, after the term's
 * end) and the catalogue's messages say the bound in the short date format.
 */
export function ExtensionDialog({
  target,
  values,
  bounds,
  shortDate,
  onSave,
  onClose,
}: {
  target: CellTarget;
  values: CellValues;
  bounds: ExtensionBounds;
  shortDate: (iso: string) => string;
  onSave: (dueDate: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const form = useAppForm<{ dueDate: string | null }>({ dueDate: values.dueDate || null });
  // The API's own rule for a student's due date (the score's maximum plays no part here).
  // Saving no date is what Remove extension is for: an empty field asks for one.
  const rules = { ...workSchema(0, bounds).dueDate, required: true };
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <Form
        form={form}
        onSubmit={({ dueDate }) => {
          onSave(dueDate ?? '');
          onClose();
        }}
        aria-labelledby={`${id}-title`}
      >
        <DialogTitle id={`${id}-title`}>Extension: {target.label}</DialogTitle>
        <DialogContent>
          {/* Room for the outlined field's label, which sits on its top edge. */}
          <Box sx={{ pt: 1 }}>
            <DateField
              name="dueDate"
              label="Own due date"
              rules={rules}
              takeFocus
              hint={`From ${shortDate(bounds.starts)} to ${shortDate(bounds.ends)}. Missing and late follow this date for this student.`}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          {values.dueDate && (
            <Button
              color="error"
              onClick={() => {
                onSave('');
                onClose();
              }}
            >
              Remove extension
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
