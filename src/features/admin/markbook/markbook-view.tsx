import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { whenIdle } from '../../../lib/when-idle';
import { browserLocale } from '../../../lib/i18n/locale';
import type { Markbook } from '../../../shared/api-types/markbook';
import type { Work } from '../../../shared/api-types/work';
import { LeaveWarning } from '../marking/leave-warning';
import { useOwner } from '../use-draft-dialog';
import { CellDrafts } from './cell-drafts';
import { MarkbookDialogs, type Open } from './markbook-dialogs';
import { MarkbookGrid } from './markbook-grid';
import { MarkbookHeader } from './markbook-header';
import { historyKey, markbookApi, markbookKey } from './markbook-api';
import { MarkbookStore } from './markbook-store';
import { StudentList } from './student-list';
import { settingsOf, shortDates } from './totals';

/** The markbook once loaded: the store of its cells lives as long as the page. */
export function MarkbookView({ book }: { book: Markbook }) {
  const queryClient = useQueryClient();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const locale = browserLocale();
  const classId = book.class.id;
  const owner = useOwner();
  const [{ store, drafts }] = useState(() => {
    const kept = new CellDrafts(classId);
    const cells = new MarkbookStore(book, {
      locale,
      drafts: kept,
      save: markbookApi.saveCell,
      onSaved: (assignmentId: string, work: Work) => {
        // This page's cells are the store's; the cached markbook and every figure elsewhere
        // are read again when next shown (a new markbook object now would redraw every row).
        void queryClient.invalidateQueries({ queryKey: markbookKey(classId), refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: historyKey(assignmentId, work.studentId) });
        void queryClient.invalidateQueries({
          queryKey: ['data'],
          predicate: (query) =>
            query.queryKey[1] !== 'markbook' && query.queryKey[1] !== 'work-history',
        });
      },
    });
    // What the teacher typed before a reload or a session's end comes back: in the first
    // picture when they are already known (nothing listens to the store yet)...
    if (owner !== undefined) cells.restore(kept.claim(owner));
    return { store: cells, drafts: kept };
  });
  // ...or as soon as they are, before the browser paints. Not while rendering: restoring
  // notifies the store's subscribers, and React refuses updates made during a render.
  useLayoutEffect(() => {
    if (owner !== undefined && !drafts.claimed) store.restore(drafts.claim(owner));
  }, [owner, store, drafts]);
  // The toaster's script (notistack, the alert: one task of ~40 ms at 4× CPU slowdown) is
  // loaded and run while the browser is idle, not on the first click or key, which mounts it
  // (src/components/toast/toast-provider.tsx).
  useEffect(() => whenIdle(() => void import('../../../components/toast/toaster')), []);
  // Nothing here reads the cells: each part that does listens to the store itself, so that a
  // key typed draws the grid's row again, not the page (./markbook-grid.tsx).
  const unsaved = useCallback(() => store.unsaved(), [store]);
  const [params, setParams] = useSearchParams();
  const period = book.periods.find((p) => p.id === params.get('period')) ?? null;
  // The class's settings (the missing-work policy) come from the query, which they update.
  const settings = useMemo(() => settingsOf(book, period), [book, period]);
  const shortDate = useMemo(() => shortDates(locale), [locale]);
  const [open, setOpen] = useState<Open>(null);
  const onPeriod = useCallback(
    (id: string) => setParams(id ? { period: id } : {}, { replace: true }),
    [setParams],
  );
  const onHelp = useCallback(() => setOpen({ kind: 'help' }), []);
  const onBulk = useCallback(() => setOpen({ kind: 'bulk' }), []);
  const onImport = useCallback(() => setOpen({ kind: 'import' }), []);
  const onLetters = useCallback(() => setOpen({ kind: 'letters' }), []);

  return (
    <>
      <MarkbookHeader
        book={book}
        periodId={period?.id ?? ''}
        onPeriod={onPeriod}
        onHelp={onHelp}
        onBulk={onBulk}
        onImport={onImport}
        onLetters={onLetters}
      />
      <Failures store={store} />
      {phone ? (
        <StudentList
          book={book}
          store={store}
          settings={settings}
          shortDate={shortDate}
          onWorking={(studentId) => setOpen({ kind: 'working', studentId })}
        />
      ) : (
        <MarkbookGrid
          book={book}
          store={store}
          settings={settings}
          shortDate={shortDate}
          label={`Markbook of ${book.class.name}`}
          onWorking={(studentId) => setOpen({ kind: 'working', studentId })}
          onHistory={(assignmentId, studentId) =>
            setOpen({ kind: 'history', assignmentId, studentId })
          }
          onMenu={(assignmentId, studentId, anchor) =>
            setOpen({ kind: 'menu', assignmentId, studentId, anchor })
          }
          onHelp={() => setOpen({ kind: 'help' })}
        />
      )}
      <MarkbookDialogs
        open={open}
        setOpen={setOpen}
        book={book}
        store={store}
        settings={settings}
        locale={locale}
        shortDate={shortDate}
      />
      <Announcer store={store} />
      <LeaveWarning unsaved={unsaved} />
    </>
  );
}

/** How many marks are not saved, and why, with Retry all: drawn again only when that changes. */
function Failures({ store }: { store: MarkbookStore }) {
  const failures = useSyncExternalStore(store.subscribe, () => store.getSnapshot().failures);
  if (failures.length === 0) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => store.retryAll()}>
          Retry all
        </Button>
      }
    >
      {failures.length === 1 ? '1 mark is' : `${failures.length} marks are`} not saved:{' '}
      {failures[0]!.reason}
    </Alert>
  );
}

/** The polite live region: each save's outcome in words. */
function Announcer({ store }: { store: MarkbookStore }) {
  const announcement = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().announcement,
  );
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      <span key={announcement.n}>{announcement.text}</span>
    </Box>
  );
}
