// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGN_INS_LISTED } from '../../shared/api-types/account';
import { renderRoutes } from '../../testing/render-routes';
import { TermsPage } from './terms-page';

describe('the terms page', () => {
  it('states the count of recent sign-ins that Settings lists and the server keeps (one count)', () => {
    renderRoutes([{ path: '/terms', element: <TermsPage /> }], '/terms');
    expect(SIGN_INS_LISTED).toBe(10);
    expect(screen.getByText(/Your recent sign-ins:/).textContent).toContain(
      'The last 10, for at most 90 days.',
    );
  });
});
