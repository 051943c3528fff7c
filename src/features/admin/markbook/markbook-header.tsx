import Checklist from '@mui/icons-material/ChecklistOutlined';
import Download from '@mui/icons-material/DownloadOutlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Keyboard from '@mui/icons-material/KeyboardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { toast } from '../../../components/toast/toast';
import {
  MISSING_POLICIES,
  MISSING_POLICY_LABELS,
  type Markbook,
  type MissingPolicy,
} from '../../../shared/api-types/markbook';
import { failureReason } from '../marking/mark-values';
import { PageHeader } from '../page-header';
import { LetterScaleButton } from './letter-scale-dialog';
import { exportUrl, markbookApi, markbookKey } from './markbook-api';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const POLICY_SENTENCES: Record<MissingPolicy, string> = {
  leave_out: 'Missing work is left out of totals until it is marked.',
  zero: 'Missing work counts as zero in totals.',
};

/**
 * The markbook's heading: the class, its missing-work policy (visible, changed here and saved
 * at once), the period the totals are for, the letter grades' scale, the keyboard help, a bulk
 * action, the marks import and the CSV export.
 */
export const MarkbookHeader = memo(function MarkbookHeader({
  book,
  periodId,
  onPeriod,
  onHelp,
  onBulk,
  onImport,
  onLetters,
}: {
  book: Markbook;
  periodId: string;
  onPeriod: (id: string) => void;
  onHelp: () => void;
  onBulk: () => void;
  onImport: () => void;
  onLetters: () => void;
}) {
  const queryClient = useQueryClient();
  const cls = book.class;
  const policy = useMutation({
    mutationFn: (missingPolicy: MissingPolicy) =>
      markbookApi.settings(cls.id, { missingPolicy, letterScale: cls.letterScale }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Markbook>(
        markbookKey(cls.id),
        (old) => old && { ...old, class: saved },
      );
      toast.success(POLICY_SENTENCES[saved.missingPolicy]);
    },
    onError: (error) =>
      toast.error(`The missing-work setting was not saved. ${failureReason(error)}`),
  });
  const shown = policy.isPending && policy.variables ? policy.variables : cls.missingPolicy;
  return (
    <PageHeader
      title={`${cls.name}: markbook`}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<Keyboard />} onClick={onHelp}>
            Keys
          </Button>
          <Button variant="outlined" startIcon={<Checklist />} onClick={onBulk}>
            Bulk action
          </Button>
          <Button variant="outlined" startIcon={<UploadFile />} onClick={onImport}>
            Import marks
          </Button>
          <Button
            variant="outlined"
            startIcon={<Download />}
            href={exportUrl(cls.id, periodId || undefined)}
            download
          >
            Export CSV
          </Button>
        </Box>
      }
    >
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {`${count(book.students.length, 'student')} · ${count(book.assignments.length, 'assignment')}`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Missing work"
          value={shown}
          disabled={policy.isPending}
          onChange={(event) => policy.mutate(event.target.value as MissingPolicy)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
          helperText={POLICY_SENTENCES[shown]}
        >
          {MISSING_POLICIES.map((p) => (
            <option key={p} value={p}>
              {MISSING_POLICY_LABELS[p]}
            </option>
          ))}
        </TextField>
        {book.periods.length > 0 && (
          <TextField
            select
            size="small"
            label="Totals for"
            value={periodId}
            onChange={(event) => onPeriod(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180, alignSelf: 'flex-start' }}
          >
            <option value="">The whole year</option>
            {book.periods.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </TextField>
        )}
        <Box sx={{ alignSelf: 'flex-start' }}>
          <LetterScaleButton onClick={onLetters} />
        </Box>
      </Box>
    </PageHeader>
  );
});
