import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { configureAmplify } from '@/lib/amplify';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { router } from './router';

type Boot = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

export function App() {
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });
  useEffect(() => {
    loadRuntimeConfig()
      .then((config) => {
        configureAmplify(config);
        setBoot({ state: 'ready' });
      })
      .catch((error: unknown) =>
        setBoot({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
  }, []);

  if (boot.state === 'loading') return null;
  if (boot.state === 'failed') {
    return (
      <main className="mx-auto max-w-lg p-8">
        <h1 className="text-xl font-semibold">Leadroute could not start</h1>
        <p className="mt-2 text-slate-600">{boot.message}</p>
      </main>
    );
  }
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
