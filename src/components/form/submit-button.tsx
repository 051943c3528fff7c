import Button, { type ButtonProps } from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { useFormState } from 'react-hook-form';
import { useHydrated } from '../../lib/hydration/use-hydrated';

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** What screen readers hear while the form is busy; "‹label›, in progress" by default. */
  busyLabel?: string;
};

/**
 * The form's submit button. While the form is busy it keeps its label and colours with a spinner
 * beside it (the theme's loading look) and cannot be pressed again (`disabled`, `aria-busy`).
 *
 * In a page rendered ahead of time it is a plain button until the app has taken the page over
 * (a submit button would have the browser send the form itself, with what was typed in the
 * address); pressed before that, the form is sent by the app as soon as it has (ADR 024).
 */
export function SubmitButton({ children, busyLabel, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const hydrated = useHydrated();
  const spoken =
    busyLabel ?? (typeof children === 'string' ? `${children}, in progress` : 'In progress');
  return (
    <>
      <Button
        type={hydrated ? 'submit' : 'button'}
        // Pressed before hydration, the form is sent right after it (src/app/typed-before-hydration).
        data-submit=""
        variant="contained"
        size="large"
        loading={isSubmitting}
        aria-busy={isSubmitting}
        {...props}
      >
        {children}
      </Button>
      {/* Outside the button, so its name stays its label; always there, so the change is read. */}
      <span aria-live="polite" style={visuallyHidden}>
        {isSubmitting && spoken}
      </span>
    </>
  );
}
