import { useSyncExternalStore } from 'react';
import type { Markbook, MarkbookStudent } from '../../../shared/api-types/markbook';
import type { GradeSettings } from '../../../shared/markbook/grade';
import { BulkDialog } from './bulk-dialog';
import { CellMenu } from './cell-menu';
import { ExtensionDialog } from './extension-dialog';
import { HistoryDialog } from './history-dialog';
import { ImportDialog } from './import-dialog';
import { KeysDialog } from './keys-dialog';
import { LetterScaleDialog } from './letter-scale-dialog';
import type { MarkbookStore } from './markbook-store';
import { studentGrade } from './totals';
import { WorkingDialog } from './working-dialog';

/** Which of the markbook's dialogs (or the cell menu) is open. */
export type Open =
  | null
  | { kind: 'help' }
  | { kind: 'bulk'; assignmentId?: string }
  | { kind: 'import' }
  | { kind: 'letters' }
  | { kind: 'working'; studentId: string }
  | { kind: 'history'; assignmentId: string; studentId: string }
  | { kind: 'extension'; assignmentId: string; studentId: string }
  | { kind: 'menu'; assignmentId: string; studentId: string; anchor: HTMLElement };

/**
 * The markbook's dialogs: keys, a total's working, a cell's menu, history and extension, the
 * bulk action, the marks import and the letter grades.
 */
export function MarkbookDialogs({
  open,
  setOpen,
  book,
  store,
  settings,
  locale,
  shortDate,
}: {
  open: Open;
  setOpen: (open: Open) => void;
  book: Markbook;
  store: MarkbookStore;
  settings: GradeSettings;
  locale: string;
  shortDate: (iso: string) => string;
}) {
  const close = () => setOpen(null);
  if (open === null) return <KeysDialog open={false} onClose={close} />;
  if (open.kind === 'help') return <KeysDialog open onClose={close} />;
  if (open.kind === 'bulk')
    return (
      <BulkDialog
        book={book}
        store={store}
        assignmentId={open.assignmentId}
        locale={locale}
        onClose={close}
      />
    );
  if (open.kind === 'import')
    return <ImportDialog book={book} store={store} locale={locale} onClose={close} />;
  if (open.kind === 'letters') return <LetterScaleDialog cls={book.class} onClose={close} />;
  if (open.kind === 'working') {
    const student = book.students.find((s) => s.id === open.studentId);
    if (!student) return null;
    return (
      <StudentWorking
        book={book}
        student={student}
        store={store}
        settings={settings}
        onClose={close}
      />
    );
  }
  const { assignmentId, studentId } = open;
  const target = { assignmentId, studentId, label: store.label(assignmentId, studentId) };
  const values = store.values(assignmentId, studentId);
  if (open.kind === 'menu')
    return (
      <CellMenu
        anchor={open.anchor}
        values={values}
        onSet={(patch) => store.set(assignmentId, studentId, patch)}
        onExtension={() => setOpen({ kind: 'extension', assignmentId, studentId })}
        onHistory={() => setOpen({ kind: 'history', assignmentId, studentId })}
        onBulk={() => setOpen({ kind: 'bulk', assignmentId })}
        onClose={close}
      />
    );
  if (open.kind === 'extension') {
    const assignment = book.assignments.find((a) => a.id === assignmentId);
    if (!assignment) return null;
    return (
      <ExtensionDialog
        target={target}
        values={values}
        bounds={{ starts: assignment.dueDate, ends: book.class.termEnds }}
        shortDate={shortDate}
        onSave={(dueDate) => store.set(assignmentId, studentId, { dueDate })}
        onClose={close}
      />
    );
  }
  return (
    <HistoryDialog
      assignmentId={assignmentId}
      studentId={studentId}
      label={target.label}
      locale={locale}
      shortDate={shortDate}
      onRestore={(patch) => store.set(assignmentId, studentId, patch)}
      onClose={close}
    />
  );
}

/** A student's total with its working, kept up to date as their marks are saved. */
function StudentWorking({
  book,
  student,
  store,
  settings,
  onClose,
}: {
  book: Markbook;
  student: MarkbookStudent;
  store: MarkbookStore;
  settings: GradeSettings;
  onClose: () => void;
}) {
  const { rows } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const grade = studentGrade(book, rows.get(student.id), settings);
  return <WorkingDialog book={book} student={student} grade={grade} onClose={onClose} />;
}
