// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmailField } from './email-field';
import { Form, useAppForm } from './form';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

const rules = { required: true } as const;

/** Counts the page's own renders and each field's commits (React's Profiler). */
function setUp() {
  const counts = { page: 0, email: 0, password: 0 };
  const submitted: unknown[] = [];
  function Page() {
    counts.page += 1;
    const form = useAppForm<{ email: string; password: string }>({ email: '', password: '' });
    return (
      <Form form={form} onSubmit={(values) => void submitted.push(values)} aria-label="Sign in">
        <Profiler id="email" onRender={() => (counts.email += 1)}>
          <EmailField name="email" label="Email" rules={rules} />
        </Profiler>
        <Profiler id="password" onRender={() => (counts.password += 1)}>
          <PasswordField name="password" label="Password" rules={rules} />
        </Profiler>
        <SubmitButton>Sign in</SubmitButton>
      </Form>
    );
  }
  render(<Page />);
  return { counts, submitted };
}

describe('a form drawn by <Form> and useAppForm', () => {
  // The form scrolls the first invalid field into view; jsdom has no layout.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });

  it('is drawn once as it mounts: the form becoming ready does not draw the page again', async () => {
    const { counts } = setUp();
    // Effects (react-hook-form's "ready" among them) and anything they schedule have run.
    await act(async () => {});
    expect(counts.page).toBe(1);
    expect(counts.email).toBe(1);
    expect(counts.password).toBe(1);
  });

  it('redraws only the field typed in, and still validates and submits the whole form', async () => {
    const { counts, submitted } = setUp();
    await act(async () => {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Both errors, from each field's own subscription.
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    const before = { ...counts };
    await user.type(screen.getByLabelText(/^Email/), 'ada@school.org');
    expect(counts.page).toBe(before.page);
    expect(counts.password).toBe(before.password);
    expect(counts.email).toBeGreaterThan(before.email);
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(submitted).toEqual([{ email: 'ada@school.org', password: 'correct horse' }]);
    expect(counts.page).toBe(1);
  });
});
