import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace JSON under web/src/i18n/locales must have exactly the same keys (deep, array items included)
 * in en, es and de, and no value may be empty.
 */
const localesDir = fileURLToPath(new URL('../../../web/src/i18n/locales/', import.meta.url));
const languages = ['en', 'es', 'de'] as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readNamespace(language: string, file: string): Json {
  return JSON.parse(readFileSync(`${localesDir}${language}/${file}`, 'utf8')) as Json;
}

/** Leaf paths of a JSON value, e.g. "nav.signIn" or "landing.how.steps.0.title". */
function leafPaths(value: Json, prefix = ''): Map<string, Json> {
  const leaves = new Map<string, Json>();
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (const [key, child] of entries) {
      for (const [path, leaf] of leafPaths(child, prefix ? `${prefix}.${key}` : key)) leaves.set(path, leaf);
    }
    return leaves;
  }
  leaves.set(prefix, value);
  return leaves;
}

function isEmpty(value: Json): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

const namespaceFiles = [
  ...new Set(
    languages.flatMap((language) =>
      readdirSync(`${localesDir}${language}`).filter((f) => f.endsWith('.json')),
    ),
  ),
].sort();

describe('i18n keys', () => {
  it('finds the locale files', () => {
    expect(namespaceFiles.length).toBeGreaterThan(0);
  });

  describe.each(namespaceFiles)('%s', (file) => {
    it('exists in every language', () => {
      const missing = languages.filter((language) => !readdirSync(`${localesDir}${language}`).includes(file));
      expect(missing, `${file} missing for`).toEqual([]);
    });

    it('has the same keys in every language and no empty values', () => {
      const present = languages.filter((language) => readdirSync(`${localesDir}${language}`).includes(file));
      const leaves = new Map(present.map((language) => [language, leafPaths(readNamespace(language, file))]));
      const allKeys = new Set([...leaves.values()].flatMap((map) => [...map.keys()]));
      const problems: string[] = [];
      for (const language of present) {
        const map = leaves.get(language) ?? new Map<string, Json>();
        for (const key of allKeys) {
          if (!map.has(key)) problems.push(`${language}/${file}: missing "${key}"`);
          else if (isEmpty(map.get(key) ?? null)) problems.push(`${language}/${file}: empty "${key}"`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});

describe('leafPaths', () => {
  it('walks objects and arrays', () => {
    expect([...leafPaths({ a: { b: 'x', c: ['y', { d: 'z' }] } }).keys()]).toEqual([
      'a.b',
      'a.c.0',
      'a.c.1.d',
    ]);
  });
});
