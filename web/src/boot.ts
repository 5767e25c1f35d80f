/**
 * The page's only script tag (web/index.html). A prerendered page paints its HTML and CSS first and fetches the
 * app afterwards, so on a slow connection the JavaScript does not compete with the stylesheet for bandwidth;
 * the prerender step lists the page's own chunks (route, translations) in `data-preload` on #root, fetched
 * together with the app. App screens (an empty #root) start at once.
 */
import './index.css';

const root = document.getElementById('root');

function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    // rAF runs before the next frame; the timeout after it runs once that frame is painted.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 300);
  });
}

function preload(hrefs: string[]) {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

async function boot() {
  if (root?.hasChildNodes()) {
    await afterFirstPaint();
    preload((root.dataset.preload ?? '').split(' ').filter(Boolean));
  }
  await import('./main');
}

void boot();
