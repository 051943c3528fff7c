import { memo, useEffect, useRef } from 'react';
import type { MarkbookAssignment } from '../../../shared/api-types/markbook';
import { EMPTY, type CellView } from './cell-values';
import { cellText } from './cell-status';
import type { Editing, MarkbookStore } from './markbook-store';

export interface WorkCellProps {
  assignment: MarkbookAssignment;
  studentId: string;
  studentName: string;
  view: CellView | undefined;
  editing: Editing | null;
  active: boolean;
  pos: string;
  today: string;
  shortDate: (iso: string) => string;
  store: MarkbookStore;
}

/** The score being typed in a cell: Enter, Tab and Escape are the grid's (./markbook-grid.tsx). */
function ScoreEditor({
  editing,
  label,
  store,
}: {
  editing: Editing;
  label: string;
  store: MarkbookStore;
}) {
  const messageId = `mb-msg-${editing.assignmentId}-${editing.studentId}`;
  const input = useRef<HTMLInputElement>(null);
  // Typing goes on here: the first key is already in it, the caret after it. The focus comes in
  // the next frame, before it is drawn, not in the key's task: a focus given to an element just
  // added makes the browser compute the page's styles and layout at once, which the frame then
  // does anyway (the markbook bench at 8× CPU slowdown: 22 of a first digit's 49 ms). Keys typed
  // meanwhile go to the same text (./markbook-grid.tsx, typeAhead). Not when the focus has left
  // the grid since (the keys' help opened over it).
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const focus = () => {
      const now = el.ownerDocument.activeElement;
      const away = now && now !== el.ownerDocument.body && !now.closest('[role="grid"]');
      if (el.isConnected && now !== el && !away) el.focus();
    };
    if (typeof requestAnimationFrame !== 'function') return focus();
    const frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <>
      <input
        ref={input}
        data-editor
        aria-label={`Score for ${label}`}
        aria-invalid={editing.error !== undefined}
        aria-describedby={editing.error === undefined ? undefined : messageId}
        autoComplete="off"
        inputMode="numeric"
        value={editing.text}
        onChange={(event) =>
          store.type(editing.assignmentId, editing.studentId, event.target.value)
        }
        onFocus={(event) => {
          const end = event.currentTarget.value.length;
          event.currentTarget.setSelectionRange(end, end);
        }}
        // Going to another cell saves (a refused score stays, with its message); going
        // elsewhere (the keyboard help, the header, another window) keeps the typing as it is.
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next instanceof HTMLElement && next.closest('[role="grid"]')) store.commitEdit();
        }}
      />
      {editing.error !== undefined && (
        <span id={messageId} className="message">
          {editing.error}
        </span>
      )}
    </>
  );
}

/**
 * One student's work on one assignment: the score or the status, in words, and its save. Drawn
 * again only when its own props change: moving the tab stop redraws two cells, not a row.
 */
export const WorkCell = memo(function WorkCell(props: WorkCellProps) {
  const {
    assignment,
    studentId,
    studentName,
    view,
    editing,
    active,
    pos,
    today,
    shortDate,
    store,
  } = props;
  const values = view?.wanted ?? EMPTY;
  const text = cellText(assignment, values, today, shortDate);
  const label = `${studentName}, ${assignment.title}`;
  // An idle or saving cell's words for a screen reader are its name (aria-label), and the words
  // drawn are hidden from it; not a visually hidden element: each was an absolutely positioned
  // box more to lay out (the markbook bench at 8× CPU slowdown: a long task in 3 of 4 runs with
  // them, in none of 5 without; a key's work p50 14.5 → 12 ms). The bound is in parentheses so
  // that the name contains what is drawn, in order ("19 (out of 20), Late": Label in Name; each
  // word drawn ends in a space, as a checker reads "19" over "Late" as "19Late"). A
  // cell being typed in or whose save failed (one or two at a time) is named by its content.
  const named = !editing && view?.phase !== 'failed';
  const name = named
    ? [
        text.status === 'marked' ? `${text.main} (out of ${assignment.maxPoints})` : text.spoken,
        ...text.notes,
        ...(view?.phase === 'saving' ? ['Saving…'] : []),
      ].join(', ')
    : undefined;
  const drawn = named || undefined;
  return (
    <div
      role="gridcell"
      tabIndex={active && !editing ? 0 : -1}
      data-pos={pos}
      data-status={text.status}
      data-phase={view?.phase ?? 'idle'}
      aria-colindex={Number(pos.split(':')[1]) + 1}
      aria-label={name}
    >
      {editing ? (
        <ScoreEditor editing={editing} label={label} store={store} />
      ) : (
        <>
          <span className="main" aria-hidden>
            {`${text.main} `}
          </span>
          {!named && <span className="sr">{text.spoken}</span>}
        </>
      )}
      {text.notes.map((note) => (
        <span key={note} className="note" aria-hidden={drawn}>
          {`${note} `}
        </span>
      ))}
      {view?.phase === 'saving' && (
        <span className="note" aria-hidden={drawn}>
          Saving…
        </span>
      )}
      {view?.phase === 'failed' && (
        <>
          <span className="failed">
            Not saved<span className="sr">: {view.reason}</span>
          </span>
          <button
            type="button"
            className="retry"
            tabIndex={-1}
            aria-label={`Retry for ${label}`}
            onClick={() => store.retry(assignment.id, studentId)}
          >
            Retry
          </button>
        </>
      )}
    </div>
  );
});
