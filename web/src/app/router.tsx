import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { publicRoutes } from './routes/public';

/** Public, auth and dashboard trees; each module owns its routes. The catch-all lives in publicRoutes. */
export const router = createBrowserRouter([
  { element: <RootLayout />, children: [...authRoutes, ...dashboardRoutes, ...publicRoutes] },
]);
