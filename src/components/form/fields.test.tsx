// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmailField } from './email-field';
import { Form, useAppForm } from './form';
import { NumberField } from './number-field';
import { PasswordField } from './password-field';

function Harness({ children }: { children: ReactNode }) {
  const form = useAppForm<Record<string, unknown>>({ password: '', email: '', count: '' });
  return (
    <Form form={form} onSubmit={() => undefined}>
      {children}
    </Form>
  );
}

describe('fields built on TextField keep what the caller passes', () => {
  it("PasswordField runs the caller's onKeyDown, onKeyUp and onBlur besides its own", async () => {
    const onKeyDown = vi.fn();
    const onKeyUp = vi.fn();
    const onBlur = vi.fn();
    render(
      <Harness>
        <PasswordField
          name="password"
          label="Password"
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          onBlur={onBlur}
          htmlInput={{ 'data-testid': 'secret', maxLength: 64 }}
        />
      </Harness>,
    );
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'a');
    await userEvent.tab();
    // Tab goes down in the field and comes up in the next one.
    expect(onKeyDown.mock.calls.map(([event]) => (event as KeyboardEvent).key)).toEqual([
      'a',
      'Tab',
    ]);
    expect(onKeyUp.mock.calls.map(([event]) => (event as KeyboardEvent).key)).toEqual(['a']);
    expect(onBlur).toHaveBeenCalledTimes(1);
    // Its own attributes stay, the caller's are added.
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('maxlength', '64');
    expect(screen.getByTestId('secret')).toBe(input);
  });

  it('EmailField and NumberField add the caller’s input attributes to their own', () => {
    render(
      <Harness>
        <EmailField name="email" label="Email" htmlInput={{ maxLength: 254 }} />
        <NumberField
          name="count"
          label="Count"
          rules={{ min: 1, max: 40 }}
          htmlInput={{ 'data-testid': 'count' }}
        />
      </Harness>,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('maxlength', '254');
    const count = screen.getByTestId('count');
    expect(count).toHaveAttribute('inputmode', 'numeric');
    expect(count).toHaveAttribute('min', '1');
    expect(count).toHaveAttribute('max', '40');
  });
});
