import Event from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import type { DateFieldProps } from './date-field';
import { TextField } from './text-field';

const loadDateField = () => import('./date-field').then((m) => m.DateField);

/**
 * A date field whose picker (MUI X's and dayjs, ~75 kB gzip) is fetched when the field is
 * first used, not with the page: the sign-up page's "Teaching since", optional and often left
 * empty. Until then it is an empty outlined field with the same label, hint and calendar button;
 * focused, pressed or clicked, it fetches the picker and becomes it, focus and all (ADR 024).
 * A value already there (a draft put back) shows the picker at once.
 */
export function DeferredDateField(props: DateFieldProps) {
  const value: unknown = useWatch({ name: props.name });
  const [Picker, setPicker] = useState<ComponentType<DateFieldProps> | null>(null);
  const [used, setUsed] = useState(false);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadDateField().then((field) => setPicker(() => field));
  };
  const use = () => {
    if (!used) setUsed(true);
    load();
  };
  const empty = value === null || value === undefined || value === '';
  useEffect(() => {
    if (!empty) load();
  });

  return (
    <Box onFocus={use} onPointerDown={use}>
      {Picker ? (
        <Picker {...props} takeFocus={used && empty} />
      ) : (
        <TextField
          name={props.name}
          rules={props.rules}
          deps={props.deps}
          label={props.label}
          hint={props.hint}
          disabled={props.disabled}
          // Nothing to type into yet: the picker takes focus as soon as it is here.
          htmlInput={{ readOnly: true }}
          endAdornment={
            <InputAdornment position="end">
              <IconButton edge="end" aria-label="Choose date" disabled={props.disabled}>
                <Event />
              </IconButton>
            </InputAdornment>
          }
        />
      )}
    </Box>
  );
}
