import Box, { type BoxProps } from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  createFormControl,
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';

/** Field errors a server sent back (a 400 naming the fields), keyed by field name. */
export type ServerFieldErrors = Record<string, string>;

/**
 * What `onSubmit` may return: nothing when the submit succeeded or was handled, or the field
 * errors to show under their fields.
 */
export type SubmitResult = ServerFieldErrors | void | undefined;

/**
 * Lectern's defaults: errors appear once a field has been touched and all at once on submit; the
 * form (not the library) moves focus to the first invalid field in the order a person reads it.
 */
const OPTIONS = { mode: 'onTouched', shouldFocusError: false } as const;

/**
 * A form's methods (react-hook-form's, without `formState`): the same object on every render.
 * Whatever draws from the form's state subscribes to the part it needs (`useFormState`,
 * `useController`, `useWatch`), so a change redraws that part, not the page.
 */
export type AppForm<T extends FieldValues> = Omit<UseFormReturn<T>, 'formState'>;

/**
 * The form, made once outside any render's subscription (react-hook-form's `createFormControl`).
 * `useForm` in the page made the page a subscriber: its layout effect sets `isReady` on mount,
 * which drew the whole page again synchronously as the app took a pre-rendered form over
 * (41-70 ms at 4x CPU slowdown on /login, 69-146 on /signup; ADR 024). `<Form>` mounts the
 * library's hook in a child that draws nothing (`FormLifecycle`).
 */
export function useAppForm<T extends FieldValues>(defaultValues: DefaultValues<T>): AppForm<T> {
  const [form] = useState(() => createFormControl<T>({ defaultValues, ...OPTIONS }).formControl);
  return form;
}

/**
 * react-hook-form's `useForm` on the form made by `useAppForm`: its effects (ready, mounted,
 * validity, unmounted fields) run as before, but its re-renders redraw only this, which draws
 * nothing. The same options again: `useForm` sets the control's options from its own props.
 */
function FormLifecycle<T extends FieldValues>({ form }: { form: AppForm<T> }) {
  useForm<T>({ formControl: form, ...OPTIONS });
  return null;
}

/**
 * The form's methods for `useFormContext` without a `formState`: the context's value then never
 * changes, so no field is redrawn by another's change (each subscribes to its own state).
 */
function contextValue<T extends FieldValues>(form: AppForm<T>): UseFormReturn<T> {
  return form as UseFormReturn<T>;
}

export type FormProps<T extends FieldValues> = Omit<BoxProps<'form'>, 'onSubmit' | 'children'> & {
  form: AppForm<T>;
  onSubmit: (values: T) => Promise<SubmitResult> | SubmitResult;
  children: ReactNode;
};

const FOCUSABLE =
  'input:not([type="hidden"]):not([tabindex="-1"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first invalid field in reading order. Some fields mark a wrapper invalid (the date
 * field's group of day/month/year sections); then the first focusable part inside gets focus.
 */
function focusFirstInvalid(root: HTMLElement | null): boolean {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches(FOCUSABLE)
    ? invalid
    : (invalid.querySelector<HTMLElement>('[role="spinbutton"]') ??
      invalid.querySelector<HTMLElement>(FOCUSABLE));
  // Centred, so its label and message are in view too.
  invalid.scrollIntoView({ block: 'center' });
  (target ?? invalid).focus({ preventScroll: true });
  return true;
}

export function Form<T extends FieldValues>({ form, onSubmit, children, ...props }: FormProps<T>) {
  const ref = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  // Bumped to ask for focus on the first invalid field once the errors have rendered.
  const [focusRequest, setFocusRequest] = useState(0);
  const { isSubmitting } = useFormState({ control: form.control });

  useEffect(() => {
    if (focusRequest === 0) return;
    // Each field renders its error from its own subscription, possibly a commit or two after
    // this one: look again on the next frames until an invalid field is there.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      if (!focusFirstInvalid(ref.current) && tries < 10) {
        tries += 1;
        frame = requestAnimationFrame(attempt);
      }
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const onValid = async (values: T) => {
    // A busy form cannot be submitted twice (Enter pressed again, a double click).
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const fieldErrors = await onSubmit(values);
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        for (const [name, message] of Object.entries(fieldErrors)) {
          form.setError(name as Path<T>, { type: 'server', message });
        }
        setFocusRequest((n) => n + 1);
      }
    } finally {
      inFlight.current = false;
    }
  };
  const onInvalid = () => setFocusRequest((n) => n + 1);

  return (
    <FormProvider {...contextValue(form)}>
      <Box
        component="form"
        ref={ref}
        // Sent by the browser itself only before the app has taken a pre-rendered page over
        // (Enter in a one-field form): never with its values in the address, and the server
        // sends the page back (server/static.ts).
        method="post"
        noValidate
        aria-busy={isSubmitting}
        {...props}
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          if (inFlight.current) {
            event.preventDefault();
            return;
          }
          void form.handleSubmit(onValid, onInvalid)(event);
        }}
      >
        {children}
        {/* After the fields: its effects run after theirs, as the page's did (ADR 024). */}
        <FormLifecycle form={form} />
      </Box>
    </FormProvider>
  );
}
