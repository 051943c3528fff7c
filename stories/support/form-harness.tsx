import type { Decorator } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, useAppForm, type SubmitResult } from '../../src/components/form/form';
import { SubmitButton } from '../../src/components/form/submit-button';

export interface FormHarnessProps {
  defaultValues: FieldValues;
  onSubmit?: (values: FieldValues) => Promise<SubmitResult> | SubmitResult;
  children: ReactNode;
}

/** A real form around a field, with a Save button, so stories show real form behaviour. */
export function FormHarness({
  defaultValues,
  onSubmit = () => undefined,
  children,
}: FormHarnessProps) {
  const form = useAppForm(defaultValues);
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Example form" sx={{ maxWidth: 420 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {children}
        <SubmitButton>Save</SubmitButton>
      </Stack>
    </Form>
  );
}

/**
 * Wraps a field story in a form whose starting values come from `parameters.formValues`
 * (the field's name with an empty value when the story sets none).
 */
export const withForm: Decorator = (Story, { args, parameters }) => {
  const name = (args as { name?: string }).name ?? 'field';
  const defaultValues = (parameters.formValues as FieldValues | undefined) ?? { [name]: '' };
  return (
    <FormHarness defaultValues={defaultValues}>
      <Story />
    </FormHarness>
  );
};
