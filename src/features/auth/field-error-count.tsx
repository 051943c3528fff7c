import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * After a submit with invalid fields, says how many need attention ("2 fields need attention."),
 * politely, for screen readers. The form moves focus to the first invalid field, which reads out
 * only that field's message; this tells the rest. The count is taken at each submit and not
 * while typing, so fixing a field does not talk over the person.
 */
export function FieldErrorCount() {
  const { submitCount, errors } = useFormState();
  const [said, setSaid] = useState({ at: 0, text: '' });
  if (said.at !== submitCount) {
    const n = Object.keys(errors).length;
    setSaid({
      at: submitCount,
      text: n ? `${n} field${n > 1 ? 's need' : ' needs'} attention.` : '',
    });
  }
  return (
    <Box role="status" sx={visuallyHidden}>
      {said.text}
    </Box>
  );
}
