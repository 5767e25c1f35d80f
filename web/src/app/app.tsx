import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import type { AppRouter } from './router';

/** The browser app: the session around the router. Nothing waits for /config.json here (see routes.tsx). */
export function App({ router }: { router: AppRouter }) {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
