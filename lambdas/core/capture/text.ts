/** Small text helpers shared by the capture engine. */

/** Lower-case, accents removed, ß → ss: for comparing words, never for output. */
export function fold(s: string): string {
  return (
    s
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      // letters with no decomposition, as addresses spell them ("Yılmaz", "Łukasz", "Søren")
      .replace(/[ıłøđæœ]/g, (c) => FOLDED_LETTERS[c]!)
  );
}

const FOLDED_LETTERS: Record<string, string> = { ı: 'i', ł: 'l', ø: 'o', đ: 'd', æ: 'ae', œ: 'oe' };

/** Letters as OCR confuses them: l/1/I read for i and back, rn for m, vv for w, 0 for o; doubled i's are one. */
export function ocrKey(s: string): string {
  return s
    .toLowerCase()
    .replace(/[l1|!]/g, 'i')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/0/g, 'o')
    .replace(/i+/g, 'i');
}

/**
 * A host's small letters with the slips OCR makes in an address folded together: l, 1, | or ! read for i, rn for m,
 * vv for w, 0 for o, n for ri, and e, o and c for one another.
 */
export function domainOcrKey(s: string): string {
  return (
    s
      .replace(/[l1|!]/g, 'i')
      // (an n read for ri: "Bnghtwater" beside brightwater.example; first, so "Cornb" and corrib meet as "comb")
      .replace(/ri/g, 'n')
      .replace(/rn/g, 'm')
      .replace(/vv/g, 'w')
      .replace(/0/g, 'o')
      // (e, o and c read for one another: "Inishfreo" beside inishfree.example)
      .replace(/[eo]/g, 'c')
  );
}

/**
 * Whether `a` holds an "rn" where `b`, a spelling of the same word that OCR's slips may have made, holds an m
 * ("thornbury", "thombury"): small print runs an r and n together into an m far more often than large print splits
 * an m.
 */
export function moreRn(a: string, b: string): boolean {
  const rn = (s: string): number => (s.match(/rn/g) ?? []).length;
  const merged = a.replace(/rn/g, 'm');
  return (
    rn(a) > rn(b) && merged.length === b.length && [...merged].every((c, k) => c !== 'm' || b[k] === 'm')
  );
}

/** A German word with each umlaut written as its letter and an e, as addresses spell it ("Mühlbach" → Muehlbach). */
export function umlautsAsE(s: string): string {
  return s.replace(/[äÄ]/g, 'ae').replace(/[öÖ]/g, 'oe').replace(/[üÜ]/g, 'ue');
}

/** A German word as an address spells it: its umlauts with an e, its ß as ss ("mühlbach" → muehlbach). */
export function spelledAsInAddress(s: string): string {
  return umlautsAsE(s).replace(/ß/g, 'ss');
}

/**
 * Whether `longer` is `shorter` with one letter more: a letter lost or added by the recogniser. `at` says where
 * that letter may stand (by its place and the letter itself).
 */
export function oneLetterMore(
  longer: string,
  shorter: string,
  at: (k: number, letter: string) => boolean = () => true,
): boolean {
  return (
    longer.length === shorter.length + 1 &&
    [...longer].some((c, k) => at(k, c) && longer.slice(0, k) + longer.slice(k + 1) === shorter)
  );
}

/** Letters and digits only, folded. */
export function foldAlnum(s: string): string {
  return fold(s).replace(/[^a-z0-9]+/g, '');
}

/** A word key for dictionary look-ups: lower-case, dots and trailing colons removed, accents kept. */
export function wordKey(s: string): string {
  return s
    .toLowerCase()
    .replace(/[.:,;]+$/g, '')
    .replace(/\./g, '');
}

export function collapseSpaces(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export function isAllUpper(s: string): boolean {
  return /\p{Lu}/u.test(s) && !/\p{Ll}/u.test(s);
}

export function isAllLower(s: string): boolean {
  return /\p{Ll}/u.test(s) && !/\p{Lu}/u.test(s);
}

export function capitalise(word: string): string {
  return upperFirst(word.toLocaleLowerCase());
}

/**
 * `spelling` (in small letters) written in the capitals of the word it stands for: all in capitals, its first
 * letter in capitals, or as it is ("LOGISTICS", "Logistics", "logistics").
 */
export function inCaseOf(word: string, spelling: string): string {
  if (isAllUpper(word)) return spelling.toUpperCase();
  return /^\p{Lu}/u.test(word) ? upperFirst(spelling) : spelling;
}

/** A word with its first letter in capitals and the rest as it is ("saint-Aubin" → "Saint-Aubin"). */
export function upperFirst(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}

/** Escapes a string for use inside a RegExp. */
export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Longest-common-subsequence similarity of two folded strings in [0,1]. */
/** Levenshtein distance: the fewest letters inserted, dropped or changed to turn one string into the other. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

export function similarity(a: string, b: string): number {
  if (!a || !b) return 0;
  const m = a.length;
  const n = b.length;
  let prev = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i++) {
    const cur = new Array<number>(n + 1).fill(0);
    for (let j = 1; j <= n; j++) {
      cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, cur[j - 1]!);
    }
    prev = cur;
  }
  return (2 * prev[n]!) / (m + n);
}

/** True when `b` is `a` with one letter changed, dropped or added. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const i = firstDifference(short, long);
  // the rest after the one difference must match, shifted by one when the lengths differ
  return short.slice(i + (short.length === long.length ? 1 : 0)) === long.slice(i + 1);
}

/** Where two strings first differ (the shorter one's length when one starts the other). */
export function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}
