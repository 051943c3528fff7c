import Slide from '@mui/material/Slide';
import type { TransitionProps } from 'notistack';
import { useEffect, useState, type ReactElement } from 'react';

type Props = TransitionProps & { children: ReactElement };

/**
 * A toast's slide in and out (MUI's Slide, as notistack's own), which also finishes a toast
 * that is mounted already closed. That happens when a toast is leaving as a dialog opens or
 * closes: the toaster moves every toast into the dialog (or back) by mounting it again there,
 * and a transition that starts closed never reports its end, so notistack kept the toast for
 * good: unseen, holding one of the three places and taking the clicks on whatever lay under it.
 */
export function ToastSlide({ children, ...props }: Props) {
  const { onExited } = props;
  // Whether this copy started closed; fixed for its life (a state never set again).
  const [mountedClosed] = useState(!props.in);
  useEffect(() => {
    // Nothing to show or to animate: it has left.
    if (mountedClosed) onExited?.(document.body);
    // Once, for the copy that was mounted closed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (mountedClosed) return null;
  return (
    <Slide {...props} direction={props.direction ?? 'left'}>
      {children}
    </Slide>
  );
}
