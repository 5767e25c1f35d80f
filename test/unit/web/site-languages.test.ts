import { describe, expect, it } from 'vitest';
import { isAppPath, languageFromPath, localizePath, stripLanguage } from '../../../web/src/i18n/languages';

describe('language-prefixed URLs of the public site', () => {
  it('reads the language from the prefix, English without one', () => {
    expect(languageFromPath('/')).toBe('en');
    expect(languageFromPath('/pricing')).toBe('en');
    expect(languageFromPath('/es')).toBe('es');
    expect(languageFromPath('/de/blog/real-time-lead-routing')).toBe('de');
    expect(languageFromPath('/essentials')).toBe('en');
  });

  it('strips the prefix', () => {
    expect(stripLanguage('/es')).toBe('/');
    expect(stripLanguage('/es/pricing')).toBe('/pricing');
    expect(stripLanguage('/pricing')).toBe('/pricing');
  });

  it('localizes site links, keeping the query and fragment', () => {
    expect(localizePath('/pricing', 'es')).toBe('/es/pricing');
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/#demo', 'de')).toBe('/de#demo');
    expect(localizePath('/contact?topic=demo', 'es')).toBe('/es/contact?topic=demo');
    expect(localizePath('/es/pricing', 'en')).toBe('/pricing');
    expect(localizePath('/es/pricing', 'de')).toBe('/de/pricing');
    expect(localizePath('/de', 'en')).toBe('/');
  });

  it('leaves app paths, external and relative links alone', () => {
    expect(localizePath('/auth/sign-up', 'es')).toBe('/auth/sign-up');
    expect(localizePath('/dashboard/billing', 'de')).toBe('/dashboard/billing');
    expect(localizePath('https://example.com/', 'es')).toBe('https://example.com/');
    expect(localizePath('//example.com/x', 'es')).toBe('//example.com/x');
    expect(localizePath('mailto:support@leadroute.app', 'es')).toBe('mailto:support@leadroute.app');
    expect(localizePath('#faq', 'es')).toBe('#faq');
    expect(isAppPath('/auth')).toBe(true);
    expect(isAppPath('/authors')).toBe(false);
  });
});
