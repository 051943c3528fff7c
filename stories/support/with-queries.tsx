import { QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../../src/features/admin/query-client';

/** The admin area's server state, fresh for each story. */
function Queries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Decorator for stories of admin components that read server state through React Query. */
export const withQueries: Decorator = (Story) => (
  <Queries>
    <Story />
  </Queries>
);
