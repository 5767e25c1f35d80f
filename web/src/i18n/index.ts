import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  isSupportedLanguage,
  storedLanguage,
  storeLanguage,
  supportedLanguages,
  type SupportedLanguage,
} from './languages';
import { loadBundle, namespaces } from './resources';

export {
  defaultLanguage,
  isSupportedLanguage,
  LANGUAGE_STORAGE_KEY,
  type SupportedLanguage,
} from './languages';

/**
 * English is the fallback language, but on a Spanish or German page its bundles are not needed to render (the
 * i18n key test guarantees every key exists in every language): they are fetched once the page is idle after
 * start-up, or at once when something needs English sooner (a switch to English).
 */
let deferFallback = false;
/** The deferred English bundles still on their way (each removes itself once added). */
const pendingFallback = new Set<Promise<unknown>>();
const fallbackStarters: (() => void)[] = [];
let fallbackScheduled = false;

function startFallback() {
  for (const start of fallbackStarters.splice(0)) start();
}

/** Resolves once the deferred English bundles are in (starting them now if they are still waiting). */
function fallbackLoaded(): Promise<unknown> {
  startFallback();
  return Promise.all(pendingFallback);
}

function scheduleFallback() {
  if (fallbackScheduled || typeof window === 'undefined') return;
  fallbackScheduled = true;
  // requestIdleCallback is missing in some browsers (older Safari).
  const later = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(startFallback, { timeout: 5000 })
      : window.setTimeout(startFallback, 2000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (deferFallback && language === defaultLanguage && i18n.language !== defaultLanguage) {
      callback(null, {});
      const pending: Promise<unknown> = new Promise<void>((resolve) => fallbackStarters.push(resolve))
        .then(() => loadBundle(language, namespace))
        .then((bundle) => i18n.addResourceBundle(language, namespace, bundle, true, true))
        .catch(() => undefined)
        .finally(() => pendingFallback.delete(pending));
      pendingFallback.add(pending);
      scheduleFallback();
      return;
    }
    loadBundle(language, namespace).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/**
 * Starts i18next in `language` with `ns` loaded (the public site needs `common` and `public`; the app screens
 * load every namespace through `loadAllNamespaces`). Resolves once the first render can happen.
 */
export async function initI18n(
  language: SupportedLanguage,
  ns: readonly string[],
  options: { deferFallback?: boolean } = {},
): Promise<typeof i18n> {
  deferFallback = options.deferFallback ?? false;
  try {
    await start(language, ns);
  } finally {
    deferFallback = false;
  }
  return i18n;
}

async function start(language: SupportedLanguage, ns: readonly string[]) {
  if (!i18n.isInitialized) {
    await i18n
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: defaultLanguage,
        supportedLngs: [...supportedLanguages],
        ns: [...ns],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: false },
      });
  } else {
    await i18n.loadNamespaces([...ns]);
    if (i18n.language !== language) await i18n.changeLanguage(language);
  }
}

/** The auth and dashboard screens use every namespace. */
export async function loadAllNamespaces(): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

/** The language of the app screens on a fresh load: the stored choice, the browser's language, or English. */
export function appLanguage(): SupportedLanguage {
  const stored = storedLanguage();
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isSupportedLanguage(browser) ? browser : defaultLanguage;
}

/** An explicit choice (language switch, language select): remembered for later visits, then applied. */
export async function chooseLanguage(language: SupportedLanguage): Promise<void> {
  storeLanguage(language);
  await fallbackLoaded();
  await i18n.changeLanguage(language);
}

/**
 * Switches to the language of the page's URL (back and forward, links from the app screens). Synchronous when
 * the bundles are there, so the page renders in its language before the browser paints.
 */
export function followLanguage(language: SupportedLanguage): void {
  if (i18n.language === language) return;
  if (language === defaultLanguage && (pendingFallback.size || fallbackStarters.length)) {
    void fallbackLoaded().then(() => i18n.changeLanguage(language));
    return;
  }
  void i18n.changeLanguage(language);
}

/** Fetches a language's bundles without switching to it (before navigating to a page in that language). */
export async function preloadLanguage(language: SupportedLanguage): Promise<void> {
  await fallbackLoaded();
  await i18n.loadLanguages(language);
}

export default i18n;
