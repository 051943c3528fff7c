import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { clockTime, spokenDuration } from '../../components/form/use-api-submit';
import { NetworkError } from '../../lib/api/client';
import { SESSION_WARNING_SECONDS, type SessionTimes } from '../../shared/api-types/auth';
import { adminApi } from './admin-api';

interface Warning {
  /** When the session ends (this browser's clock). */
  endsAt: number;
  /** The absolute end is the nearer one: staying signed in cannot push it back. */
  final: boolean;
  /** How long was left when the warning appeared: what a screen reader hears. */
  seconds: number;
}

const warningFor = (seconds: number, final: boolean): Warning => ({
  endsAt: Date.now() + seconds * 1000,
  final,
  seconds,
});

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/**
 * A few minutes before the session ends for idleness, the teacher is asked whether to stay
 * signed in (ADR 017). The server's figures decide, asked again just before warning: another
 * tab's activity may have pushed the end back. When the end comes anyway, the check's 401 takes
 * the teacher to sign in, and the page and its open form come back afterwards (lib/drafts).
 */
export function IdleWarning({
  initial,
  onSignOut,
}: {
  /** The session's figures as `/auth/me` gave them. */
  initial: SessionTimes | undefined;
  onSignOut: () => void;
}) {
  const [warning, setWarning] = useState<Warning>();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  // The safe answer has focus when the warning opens (WAI-ARIA's alert dialog pattern).
  const primary = useRef<HTMLButtonElement>(null);

  const schedule = (session: SessionTimes) => {
    clearTimeout(timer.current);
    const left = Math.min(session.idleSecondsLeft, session.secondsLeft);
    const final = session.secondsLeft <= session.idleSecondsLeft;
    if (left <= SESSION_WARNING_SECONDS) {
      setWarning(warningFor(left, final));
      setSecondsLeft(left);
      // At the end, ask once more: a 401 then signs the teacher out, or another tab's
      // activity has kept the session alive after all.
      timer.current = setTimeout(check, left * 1000 + 500);
    } else {
      setWarning(undefined);
      timer.current = setTimeout(check, (left - SESSION_WARNING_SECONDS) * 1000);
    }
  };
  const check = () => {
    adminApi.session().then(
      ({ session }) => schedule(session),
      (error: unknown) => {
        // Offline: look again in a minute. A 401 has already been handled by the app.
        if (error instanceof NetworkError) timer.current = setTimeout(check, 60_000);
      },
    );
  };

  useEffect(() => {
    if (initial) timer.current = setTimeout(() => schedule(initial), 0);
    return () => clearTimeout(timer.current);
    // Scheduled from the figures /auth/me gave; later ones come from the checks themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  // The countdown on screen.
  useEffect(() => {
    if (!warning) return;
    const tick = setInterval(() => setSecondsLeft(secondsUntil(warning.endsAt)), 1000);
    return () => clearInterval(tick);
  }, [warning]);

  const stay = () => {
    setWarning(undefined);
    adminApi.keepAlive().then(
      ({ session }) => schedule(session),
      () => check(),
    );
  };

  return (
    <Dialog
      open={warning !== undefined}
      onClose={warning?.final ? () => setWarning(undefined) : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      role="alertdialog"
      maxWidth="xs"
      slotProps={{ transition: { onEntered: () => primary.current?.focus() } }}
    >
      <DialogTitle id={`${id}-title`}>
        {warning?.final ? 'Your session is ending' : 'Are you still there?'}
      </DialogTitle>
      <DialogContent>
        {/* The time left, large, where the eye lands first (issue 24); a screen reader hears it
            once, in the description below, not every second. */}
        {warning && (
          <Box aria-hidden="true" sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
            <Typography
              component="span"
              data-testid="time-left"
              sx={{ typography: 'h2', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {clockTime(secondsLeft)}
            </Typography>
            <Typography component="span" color="text.secondary">
              {warning.final ? 'until you need to sign in again' : 'until you are signed out'}
            </Typography>
          </Box>
        )}
        <DialogContentText id={`${id}-text`}>
          {warning?.final
            ? 'For your security, a session can last only so long, however busy.'
            : 'For your security, Lectern signs you out after a while without activity.'}
          {warning && (
            <Box component="span" sx={visuallyHidden}>
              {warning.final
                ? ' You will need to sign in again in '
                : ' You will be signed out in '}
              {spokenDuration(warning.seconds)}.
            </Box>
          )}{' '}
          {warning?.final
            ? 'What you are typing will be kept.'
            : 'What you are typing will be kept. To carry on, choose Stay signed in.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {warning?.final ? (
          <Button variant="contained" onClick={() => setWarning(undefined)} ref={primary}>
            OK
          </Button>
        ) : (
          <>
            <Button onClick={onSignOut}>Sign out</Button>
            <Button variant="contained" onClick={stay} ref={primary}>
              Stay signed in
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
