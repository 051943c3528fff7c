import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { BULK_ACTIONS, type BulkAction } from '../../../shared/markbook/bulk';
import { ChoiceRadios } from './choice-radios';

/**
 * The actions, each with what it does to a cell (src/shared/markbook/bulk.ts, in words). Listed
 * from BULK_ACTIONS, not this object's keys: Storybook's docgen adds keys to exported objects.
 */
const BULK_ACTION_TEXT: Record<BulkAction, { label: string; does: string }> = {
  on_time: {
    label: 'Handed in',
    does: 'Work not in yet is marked handed in; late work stays late.',
  },
  no: {
    label: 'Not handed in',
    does: 'Work without a score is marked not handed in (missing once it is due); marked work stays as it is.',
  },
  excused: {
    label: 'Excused',
    does: 'The work is left out of every total and is never missing.',
  },
  score: {
    label: 'Give a score',
    does: 'Every chosen student not yet marked nor excused gets this score; work not in yet counts as handed in.',
  },
};

/** The bulk action, as radio buttons, and what the chosen one does. */
export function BulkActionChoice({
  action,
  onChange,
}: {
  action: BulkAction;
  onChange: (action: BulkAction) => void;
}) {
  const name = useId();
  const doesId = useId();
  return (
    <ChoiceRadios
      legend="Action"
      name={name}
      value={action}
      choices={BULK_ACTIONS.map((value) => [value, BULK_ACTION_TEXT[value].label] as const)}
      onChange={onChange}
      describedBy={doesId}
      row
      sx={{ mt: 2 }}
    >
      <FormHelperText id={doesId} sx={{ mx: 0 }}>
        {BULK_ACTION_TEXT[action].does}
      </FormHelperText>
    </ChoiceRadios>
  );
}
