import Abc from '@mui/icons-material/AbcOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { DialogHeading } from '../../../components/form/dialog-heading';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Form, useAppForm } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { toast } from '../../../components/toast/toast';
import type { LetterBand, Markbook } from '../../../shared/api-types/markbook';
import { LETTER_SCALE_MESSAGE, letterScale } from '../../../shared/markbook/settings';
import { LetterRows, LettersChoice, type ScaleForm } from './letter-rows';
import { markbookApi, markbookKey } from './markbook-api';

/** A common scale to start from when the class has none yet. */
const STARTING_SCALE: LetterBand[] = [
  { letter: 'A', min: 90 },
  { letter: 'B', min: 80 },
  { letter: 'C', min: 70 },
  { letter: 'D', min: 60 },
  { letter: 'F', min: 0 },
];

/**
 * The class's optional letter scale (issue 22): rows of a letter and the minimum percentage it
 * starts at, or no letter grades. Each field has the catalogue's rules; the scale as a whole is
 * the API's own check (src/shared/markbook/settings.ts), with its message. Saved with the
 * class's markbook settings; the open markbook's totals show the new letters at once.
 */
export function LetterScaleDialog({
  cls,
  onClose,
}: {
  cls: Markbook['class'];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const start = cls.letterScale ?? STARTING_SCALE;
  const form = useAppForm<ScaleForm>({
    letters: cls.letterScale ? 'scale' : 'none',
    bands: Object.fromEntries(
      start.map((b, i) => [`r${i}`, { letter: b.letter, min: String(b.min) }]),
    ),
  });
  // The rows in the order shown; a new row's key is one never used before.
  const [keys, setKeys] = useState(() => start.map((_, i) => `r${i}`));
  const next = useRef(start.length);
  const add = () => {
    const key = `r${next.current++}`;
    form.setValue(`bands.${key}`, { letter: '', min: '' });
    setKeys((now) => [...now, key]);
  };
  const remove = (key: string) => {
    setKeys((now) => now.filter((k) => k !== key));
    form.unregister(`bands.${key}`);
  };
  const letters = useWatch({ control: form.control, name: 'letters' });
  const { formError, onSubmit } = useApiSubmit(async (scale: LetterBand[] | null) => {
    // The missing-work policy as the markbook has it now (the header may have changed it).
    const book = queryClient.getQueryData<Markbook>(markbookKey(cls.id));
    const missingPolicy = book?.class.missingPolicy ?? cls.missingPolicy;
    const saved = await markbookApi.settings(cls.id, { missingPolicy, letterScale: scale });
    queryClient.setQueryData<Markbook>(
      markbookKey(cls.id),
      (old) => old && { ...old, class: saved },
    );
    toast.success(
      saved.letterScale
        ? 'Letter grades saved.'
        : 'No letter grades: totals show percentages only.',
    );
    onClose();
  });
  const { errors, isSubmitting: busy } = useFormState({ control: form.control });
  const scaleError = errors.root?.scale?.message;

  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const error = scaleError ?? formError;
  // Focus starts on the choice as it stands (a ref, not autoFocus: it runs once, on opening).
  const focusChoice = useCallback((content: HTMLElement | null) => {
    content?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);
  // The scale's message appears at the top, above rows scrolled to: it comes into view.
  const showAlert = useCallback((alert: HTMLElement | null) => {
    alert?.scrollIntoView({ block: 'nearest' });
  }, []);

  // The plain Dialog and Form, not FormDialog: another chunk for the markbook would lengthen
  // the list of chunks every page's entry carries (the public pages' size budget).
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Form
        form={form}
        aria-labelledby={titleId}
        sx={columnLayout}
        onSubmit={async (values) => {
          const scale =
            values.letters === 'none'
              ? null
              : letterScale(
                  keys.map((key) => ({
                    letter: values.bands[key]?.letter,
                    min: Number(values.bands[key]?.min),
                  })),
                );
          // Each field is fine, the scale is not (a letter or a minimum twice, none at all).
          if (scale === undefined) {
            form.setError('root.scale', { message: LETTER_SCALE_MESSAGE });
            return;
          }
          const fields = await onSubmit(scale);
          // The API names the scale as a whole: its message goes where the scale's is shown.
          if (fields?.letterScale) form.setError('root.scale', { message: fields.letterScale });
          return (
            fields &&
            Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'letterScale'))
          );
        }}
      >
        <DialogHeading id={titleId} phone={phone} onClose={onClose} disabled={busy}>
          Letter grades
        </DialogHeading>
        <DialogContent ref={focusChoice} sx={{ pt: 0 }}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert" ref={showAlert}>
                {error}
              </Alert>
            )}
            <LettersChoice control={form.control} />
            {letters === 'scale' && <LetterRows keys={keys} onAdd={add} onRemove={remove} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton size="medium">Save</SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The title and actions stay put while the rows scroll (as FormDialog lays itself out). */
const columnLayout = {
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'hidden',
} as const;

/** Opens the letter-grade editor: the markbook's header places it beside its other settings. */
export function LetterScaleButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outlined" startIcon={<Abc />} onClick={onClick} aria-haspopup="dialog">
      Letter grades
    </Button>
  );
}
