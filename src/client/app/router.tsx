import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '#client/features/errors/not-found-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

/** Routes are lazy so the signed-in areas load as their own chunks (DESIGN.md §11). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      children: [
        {
          path: '/',
          lazy: async () => ({ Component: (await import('#client/features/marketing/home-page.tsx')).HomePage }),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
