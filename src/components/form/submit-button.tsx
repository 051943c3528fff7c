import Button, { type ButtonProps } from '@mui/material/Button';
import { useFormState } from 'react-hook-form';

/** The form's submit button: shows progress and cannot be pressed again while busy. */
export function SubmitButton({ children, ...props }: Omit<ButtonProps, 'type'>) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" loading={isSubmitting} {...props}>
      {children}
    </Button>
  );
}
