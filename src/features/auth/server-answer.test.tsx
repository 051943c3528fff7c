// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageData } from '../../lib/page-data/page-data';
import { renderRoutes } from '../../testing/render-routes';
import { ForgotPage } from './forgot-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

/**
 * A page the server sent back for a form the browser posted itself (server/public-forms.ts):
 * its first render shows what the server said, as the server's render of it did (the browser
 * hydrates it), and a later visit to the page in the tab starts empty.
 */
const renderPage = (path: string, element: React.ReactNode) =>
  renderRoutes([{ path, element }], path);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => setPageData(undefined));

describe('a public page the server answered', () => {
  it('shows the sign-up’s messages under their fields and what was typed, once', () => {
    setPageData({
      form: {
        page: 'signUp',
        values: { fullName: 'Ama Owusu', email: 'ama at school', acceptTerms: true },
        fields: { email: 'Please enter a valid email address.' },
      },
    });
    renderPage('/signup', <SignUpPage />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ama at school');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ama Owusu');
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();

    cleanup();
    renderPage('/signup', <SignUpPage />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  });

  it('shows the sign-in’s form-level message; another page’s answer is not this one’s', () => {
    setPageData({
      form: {
        page: 'forgot',
        values: { email: 'x@school.org' },
        fields: {},
        formError: 'Not for the sign-in page.',
      },
    });
    renderPage('/login', <SignInPage />);
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    setPageData({
      form: {
        page: 'signIn',
        values: { email: 'grace@school.org' },
        fields: {},
        formError: 'The email or password is incorrect.',
      },
    });
    renderPage('/login', <SignInPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@school.org');
  });

  it('shows the forgot page’s “Check your inbox” for the address it was sent to', () => {
    setPageData({
      form: { page: 'forgot', values: { email: 'grace@school.org' }, fields: {}, done: true },
    });
    renderPage('/forgot', <ForgotPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your inbox');
    expect(screen.getByText('grace@school.org')).toBeInTheDocument();
  });
});
