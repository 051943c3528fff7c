import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router-dom';
import type { Markbook, MarkbookPeriod } from '../../../shared/api-types/markbook';

export const WHOLE_YEAR = 'The whole year';

/** The chosen grading period (`?period=<id>`), or null for the whole year. */
export function usePeriod(book: Markbook | undefined) {
  const [params, setParams] = useSearchParams();
  const id = params.get('period');
  const period = book?.periods.find((p) => p.id === id) ?? null;
  const choose = (next: string) =>
    setParams(
      (old) => {
        const p = new URLSearchParams(old);
        if (next) p.set('period', next);
        else p.delete('period');
        return p;
      },
      { replace: true },
    );
  return { period, choose };
}

export const periodName = (period: MarkbookPeriod | null) => period?.name ?? WHOLE_YEAR;

/** "Totals for": the whole year or one of the class's periods (shown only when it has any). */
export function PeriodSelect({
  book,
  period,
  onChange,
}: {
  book: Markbook;
  period: MarkbookPeriod | null;
  onChange: (id: string) => void;
}) {
  if (book.periods.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label="Totals for"
      value={period?.id ?? ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{WHOLE_YEAR}</option>
      {book.periods.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </TextField>
  );
}
