import type { SupportedLanguage } from './languages';

export { supportedLanguages, type SupportedLanguage } from './languages';

type Bundle = Record<string, unknown>;

/**
 * Every locale file (`locales/<language>/<namespace>.json`) is its own lazily loaded chunk, so a page downloads
 * only the namespaces it uses, in its own language. A new file is picked up without touching this module.
 */
const loaders = import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' });

function fileOf(language: string, namespace: string) {
  return `./locales/${language}/${namespace}.json`;
}

/** Every namespace found for English (the i18n key test makes sure the others have the same files). */
export const namespaces: readonly string[] = Object.keys(loaders)
  .map((path) => /^\.\/locales\/en\/(.+)\.json$/.exec(path)?.[1])
  .filter((namespace): namespace is string => Boolean(namespace))
  .sort();

/** What the public site renders with (site chrome, pages, toasts). */
export const publicNamespaces = ['common', 'public'] as const;

export async function loadBundle(language: SupportedLanguage | string, namespace: string): Promise<Bundle> {
  const load = loaders[fileOf(language, namespace)];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return load();
}
