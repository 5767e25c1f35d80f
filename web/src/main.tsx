import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, isAppScreen } from './app/router';
import { appLanguage, initI18n } from './i18n';
import { languageFromPath, preferredPublicPath } from './i18n/languages';
import { publicNamespaces } from './i18n/resources';

async function start() {
  const { pathname, search, hash } = window.location;

  // A visitor who chose Spanish or German earlier gets that language's page instead of the English one.
  const preferred = preferredPublicPath(pathname, search, hash);
  if (preferred) {
    window.location.replace(preferred);
    return;
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  const appScreen = isAppScreen(window.location);
  // Public pages are in the language of their URL and need two namespaces; app screens load them all (routes.tsx).
  await initI18n(
    appScreen ? appLanguage() : languageFromPath(pathname),
    appScreen ? ['common'] : publicNamespaces,
    {
      deferFallback: !appScreen,
    },
  );
  const router = await createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Prerendered pages arrive with their HTML and hydrate, as a transition: React then yields to the browser every
  // few milliseconds instead of blocking input for the whole page. App screens (app.html) render from scratch.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
