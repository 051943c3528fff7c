import Button, { type ButtonProps } from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { useFormState } from 'react-hook-form';

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** What screen readers hear while the form is busy; "‹label›, in progress" by default. */
  busyLabel?: string;
};

/**
 * The form's submit button. While the form is busy it keeps its label and colours with a spinner
 * beside it (the theme's loading look) and cannot be pressed again (`disabled`, `aria-busy`).
 *
 * It is a submit button from the first paint: in a page rendered ahead of time, pressed before
 * the app has taken the page over, the page's starter notes the form and the app sends it as
 * soon as it has (ADR 024); with no script at all, the browser posts the form (method="post")
 * and the server answers with the page and its messages (server/public-forms.ts, ADR 038).
 */
export function SubmitButton({ children, busyLabel, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const spoken =
    busyLabel ?? (typeof children === 'string' ? `${children}, in progress` : 'In progress');
  return (
    <>
      <Button
        type="submit"
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
