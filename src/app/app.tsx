import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { routeTree } from './route-tree';

const router = createBrowserRouter(routeTree);

/** Lectern: the providers and the route tree. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
