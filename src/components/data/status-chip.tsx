import Chip, { type ChipProps } from '@mui/material/Chip';

/**
 * Every status a chip shows, in one place: the states of one student's work, and the counts of
 * an assignment's work that wait for the teacher.
 */
export type ChipStatus =
  | 'not_handed_in'
  | 'handed_in'
  | 'late'
  | 'marked'
  | 'excused'
  | 'missing'
  | 'extended'
  | 'to_mark'
  | 'past';

/**
 * The one spec (Patterns/Status chips): small and outlined everywhere (lists, the class page,
 * reports), its colour the status's own, the same as the markbook's cells give it — missing in
 * the error colour, late in the warning colour, work waiting to be marked in the info colour,
 * marked in the success colour, and the rest (not handed in, excused, an extension, past) in
 * the text's. The word is always on the chip: colour never carries the status alone.
 */
const COLOUR: Record<ChipStatus, ChipProps['color']> = {
  not_handed_in: 'default',
  handed_in: 'info',
  to_mark: 'info',
  late: 'warning',
  marked: 'success',
  excused: 'default',
  missing: 'error',
  extended: 'default',
  past: 'default',
};

export function StatusChip({ status, label }: { status: ChipStatus; label: string }) {
  return <Chip size="small" variant="outlined" color={COLOUR[status]} label={label} />;
}
