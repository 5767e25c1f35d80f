/**
 * Languages and language-prefixed URLs of the public site (no i18next here: the server entry, the client entry
 * and the links all use it). English pages live at `/pricing`, Spanish at `/es/pricing`, German at `/de/pricing`.
 */
export const supportedLanguages = ['en', 'es', 'de'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

export const defaultLanguage: SupportedLanguage = 'en';
/** Languages with a URL prefix; the default language has none. */
export const prefixedLanguages = ['es', 'de'] as const satisfies readonly SupportedLanguage[];

/** Where an explicit choice (the language switch, the app's language select) is remembered. */
export const LANGUAGE_STORAGE_KEY = 'leadroute.lang';

/** Open Graph locales per language. */
export const ogLocales: Record<SupportedLanguage, string> = { en: 'en_US', es: 'es_ES', de: 'de_DE' };

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Paths of the client-rendered app (never prefixed, never prerendered). */
const APP_PREFIXES = ['/auth', '/dashboard', '/api', '/dev'];

export function isAppPath(pathname: string): boolean {
  return APP_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The language a public URL is in: its prefix, or English. */
export function languageFromPath(pathname: string): SupportedLanguage {
  const first = pathname.split('/')[1];
  return (prefixedLanguages as readonly string[]).includes(first ?? '')
    ? (first as SupportedLanguage)
    : defaultLanguage;
}

/** The path without its language prefix: `/es/pricing` → `/pricing`, `/de` → `/`. */
export function stripLanguage(pathname: string): string {
  const language = languageFromPath(pathname);
  if (language === defaultLanguage) return pathname || '/';
  const rest = pathname.slice(language.length + 1);
  return rest === '' ? '/' : rest;
}

/**
 * A site-relative link target in `language`: `/pricing` → `/es/pricing`, `/#demo` → `/es#demo`, `/` → `/es`.
 * App paths (/auth, /dashboard…), external URLs, mail/tel links and relative targets are returned unchanged.
 */
export function localizePath(to: string, language: SupportedLanguage): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const match = /^([^?#]*)(.*)$/.exec(to);
  const pathname = match?.[1] || '/';
  const suffix = match?.[2] ?? '';
  if (isAppPath(pathname)) return to;
  const base = stripLanguage(pathname);
  if (language === defaultLanguage) return `${base}${suffix}`;
  return `${base === '/' ? `/${language}` : `/${language}${base}`}${suffix}`;
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** localStorage where there is one (not on the server, nor in the Node unit tests). */
const storage = () => (globalThis as { localStorage?: KeyValueStorage }).localStorage;

/** The stored explicit choice, if any (never throws: storage may be blocked). */
export function storedLanguage(): SupportedLanguage | null {
  try {
    const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: SupportedLanguage): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or blocked storage: the URL still carries the language.
  }
}

/**
 * Where a visitor with a stored choice should go instead of an English (unprefixed) public URL: the same page in
 * their language. Null when no redirect applies (no choice, English chosen, an app path, or already prefixed).
 */
export function preferredPublicPath(pathname: string, search = '', hash = ''): string | null {
  if (isAppPath(pathname) || languageFromPath(pathname) !== defaultLanguage) return null;
  const stored = storedLanguage();
  if (!stored || stored === defaultLanguage) return null;
  return localizePath(`${pathname}${search}${hash}`, stored);
}
