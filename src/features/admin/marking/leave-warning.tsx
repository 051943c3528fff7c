import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { paths } from '../../../shared/paths';

/**
 * While some marks are not saved (typed and not yet sent, in flight, or failed), leaving asks
 * first: a question inside the app, the browser's own when the tab closes or reloads.
 */
export function LeaveWarning({ unsaved }: { unsaved: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      // To sign-in, the session is over (or being ended): no save could go any more.
      nextLocation.pathname !== paths.login &&
      unsaved(),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved()) event.preventDefault();
    };
    globalThis.addEventListener('beforeunload', warn);
    return () => globalThis.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      Some marks are not saved yet. If you leave now, they are lost.
    </ConfirmDialog>
  );
}
