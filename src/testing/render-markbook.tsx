import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../features/admin/query-client';
import { MarkbookPage } from '../features/admin/markbook/markbook-page';
import { markbookPath } from '../shared/paths';
import { renderRoutes } from './render-routes';

/**
 * Unit tests: a class's markbook page at its address, on a query client of its own (or the
 * one given), once its heading is in. The tests' fake API must already answer for the class.
 */
export async function renderMarkbook(
  cls: { id: string; name: string },
  client: QueryClient = createQueryClient(),
) {
  renderRoutes(
    [
      {
        path: '/admin/classes/:id/markbook',
        element: (
          <QueryClientProvider client={client}>
            <MarkbookPage />
          </QueryClientProvider>
        ),
      },
    ],
    markbookPath(cls.id),
  );
  await screen.findByRole('heading', { name: `${cls.name}: markbook`, level: 1 });
  return userEvent.setup();
}
