/**
 * The accent pass of the tesseract adapter (see tesseract-ocr.ts): which language model to read a card's
 * accented lines with, which lines to read again, and how the second reading is merged into the first one.
 * Pure functions, so they are unit-tested without OCR.
 */
import { boxAround } from '../../core/capture/boxes';
import { fold, similarity } from '../../core/capture/text';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import { wordsOfStrip, type StripOffset } from './card-image';

/** The language of each region whose names and words carry accents the English model drops. */
const REGION_LANGUAGE: Record<string, string> = {
  ES: 'spa',
  MX: 'spa',
  AR: 'spa',
  CO: 'spa',
  CL: 'spa',
  PE: 'spa',
  FR: 'fra',
  BE: 'fra',
  LU: 'fra',
  DE: 'deu',
  AT: 'deu',
  CH: 'deu',
  NL: 'nld',
};

/**
 * The accent model for a card, from its region clues (best-scoring region with a language of its own). Cards
 * from English-speaking regions (or with no clue) use `fallback`: Spanish carries the acute accents, tilde and
 * diaeresis of the names most often seen there (Irish fadas, Spanish and Portuguese names).
 */
export function accentLanguageFor(
  scores: Map<string, number>,
  installed: string[],
  fallback: string | null = 'spa',
): string | null {
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const top = ranked[0]?.[0];
  const lang = top ? REGION_LANGUAGE[top] : undefined;
  if (lang && installed.includes(lang)) return lang;
  return fallback && installed.includes(fallback) ? fallback : null;
}

/** A run of words of one line to read again: the line's index and its word indices. */
export interface AccentPiece {
  line: number;
  words: number[];
  box: BBox;
}

/**
 * A run's box narrowed to the rows most of its words share when the page pass drew some of them far taller (a logo
 * above the name, the next line's top read into a word's box): scaled to the accent pass's line height, a box three
 * lines tall shrinks its letters past reading.
 */
export function accentReadBox(box: BBox, words: BBox[]): BBox {
  const median = (values: number[]): number => values.sort((a, b) => a - b)[(values.length - 1) >> 1]!;
  const middleTop = median(words.map((w) => w.y0));
  const y1 = median(words.map((w) => w.y1));
  // most words of a run may be of x-height ("n Oza Pe n a"): the capitals' and accents' rows above them are kept,
  // but not a logo's, which stands far higher
  const y0 = Math.min(...words.map((w) => w.y0).filter((top) => middleTop - top <= 0.5 * (y1 - middleTop)));
  // (rows too few for a line of type are specks read as words, "nen in ees": their run is read as it was)
  const narrowed = y1 - y0 >= MIN_LINE_HEIGHT && y1 - y0 < BLOATED_BOX * (box.y1 - box.y0);
  return narrowed ? { ...box, y0, y1 } : box;
}

/** Share of a run's box height below which the rows its words share are read instead of the whole box. */
const BLOATED_BOX = 0.7;
/** Fewest rows (page pixels) of a line of type on the prepared page (small print is some 20 rows tall). */
const MIN_LINE_HEIGHT = 12;

/** Whether the page pass reads a word better: digits, email or web addresses. */
function isContactWord(text: string): boolean {
  // one stray digit in a word of letters is a misread letter ("Weif3"), not a number
  return /\d\D*\d|^\W*\d+\W*$|@|www|https?:|\.[a-z]{2,}\b/i.test(text);
}

/**
 * Runs of words worth reading again for accents: words of letters, cut at numbers, email and web addresses
 * (the page pass reads those better) and at wide gaps (two columns read as one line); at most `max` runs,
 * tallest first.
 */
export function accentCandidates(lines: TextLine[], max = 12): AccentPiece[] {
  const pieces: (AccentPiece & { h: number })[] = [];
  lines.forEach((l, line) => {
    const ws = l.words ?? [];
    let run: number[] = [];
    const flush = (): void => {
      const texts = run.map((i) => ws[i]!.text).join(' ');
      if (run.length && /\p{L}{3,}/u.test(texts)) {
        const box = boxAround(run.map((i) => ws[i]!));
        pieces.push({ line, words: run, box, h: box.y1 - box.y0 });
      }
      run = [];
    };
    ws.forEach((w, i) => {
      const prev = run.length ? ws[run[run.length - 1]!] : undefined;
      const h = w.bbox.y1 - w.bbox.y0;
      if (prev && w.bbox.x0 - prev.bbox.x1 > Math.max(2.2 * h, 24)) flush();
      if (isContactWord(w.text)) flush();
      else run.push(i);
    });
    flush();
  });
  return pieces
    .sort((a, b) => b.h - a.h)
    .slice(0, max)
    .sort((a, b) => a.line - b.line || a.words[0]! - b.words[0]!)
    .map(({ line, words, box }) => ({ line, words, box }));
}

/**
 * `text` in the letter case of `model` where the two differ only in case pattern: ALL CAPS, Capitalised or lower
 * case as the page pass read it (the accent model sometimes reads "Solvento" as "solvento").
 */
export function withCaseOf(model: string, text: string): string {
  const letters = model.replace(/[^\p{L}]/gu, '');
  if (!letters) return text;
  if (letters === letters.toLocaleUpperCase() && letters.length > 1) return text.toLocaleUpperCase();
  const i = text.search(/\p{L}/u);
  if (/^\P{L}*\p{Lu}/u.test(model) && i >= 0)
    return text.slice(0, i) + text.charAt(i).toLocaleUpperCase() + text.slice(i + 1);
  return text;
}

/** Letters and digits only, accents removed, lower case. */
function foldLetters(s: string): string {
  return fold(s).replace(/[^\p{L}\p{N}]+/gu, '');
}

const NON_ASCII_LETTER = /[^\p{ASCII}]/u;

/**
 * Whether `second` (the accent model's reading of a word) should replace `first`: it must have a non-ASCII
 * letter and spell the same word without its accents, or be a near miss of one or two letters the English model
 * cannot produce ("Weifs"/"Weiß", "Begonia"/"Begoña", "Kahler"/"Köhler") read with good confidence, or differ
 * only by an accented capital opening it that the page pass read, unsure, as another ("Fabha"/"Éabha").
 */
export function acceptAccentWord(first: RecognisedWord, second: RecognisedWord): boolean {
  if (first.text === second.text || !NON_ASCII_LETTER.test(second.text)) return false;
  if (!/\p{L}/u.test(second.text)) return false;
  // the English model's usual readings of "ß" ("Weif3", "Weifs") spelled as the fold spells it
  let a = foldLetters(first.text);
  if (second.text.includes('ß')) a = a.replace(/[fl1it][3sd58b]|b(?=$|[^a-z])/g, 'ss');
  const b = foldLetters(second.text);
  if (!a || !b) return false;
  if (a === b) return true;
  // an accented capital opening the word, which the English model read as another capital ("Fabha" for "Éabha"),
  // the rest alike: taken even from a weak second reading where the page pass was unsure too
  const [head, ...rest] = [...second.text];
  if (
    head &&
    /^\p{Lu}$/u.test(head) &&
    NON_ASCII_LETTER.test(head) &&
    /^\p{Lu}/u.test(first.text) &&
    a.length === b.length &&
    a.length >= 4 &&
    a.slice(1) === foldLetters(rest.join('')) &&
    first.confidence < 0.8 &&
    second.confidence >= 0.5
  )
    return true;
  return (
    Math.abs(a.length - b.length) <= (a.length >= 8 ? 2 : 1) &&
    a.length >= 4 &&
    (similarity(a, b) >= 0.8 || (similarity(a, b) >= 0.7 && second.confidence >= 0.9)) &&
    second.confidence >= 0.8 &&
    second.confidence >= first.confidence - 0.1
  );
}

/**
 * The accent model's reading of a word with a letter it read twice, plain and with its accent, side by side
 * ("EÉabha" for the page's "Eabha"), read once with its accent; the reading as it was when it is not then the
 * page's word ("réel" is read right beside a page "reel").
 */
export function withoutDoubledLetter(read: string, page: string): string {
  const letters = [...read];
  for (let i = 0; i + 1 < letters.length; i++) {
    const [x, y] = [letters[i]!, letters[i + 1]!];
    // (one plain, one accented: "Ee" in "Eemstad" is two letters)
    if (NON_ASCII_LETTER.test(x) === NON_ASCII_LETTER.test(y) || foldLetters(x) !== foldLetters(y)) continue;
    const once = [...letters.slice(0, i), NON_ASCII_LETTER.test(x) ? x : y, ...letters.slice(i + 2)].join('');
    return foldLetters(once) === foldLetters(page) ? once : read;
  }
  return read;
}

function overlap(a: BBox, b: BBox): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  return w <= 0 ? 0 : w / Math.max(1, Math.min(a.x1 - a.x0, b.x1 - b.x0));
}

/**
 * The words of one strip's reading with a box far wider than its letters (the recogniser may give a word a box over
 * the words after it too: "Peñaciara" over "SA. Paseo de Gracia,") cut to the width its letters take in the strip's
 * other words, from its left edge.
 */
export function withoutInflatedBoxes(words: readonly RecognisedWord[]): RecognisedWord[] {
  const letters = (w: RecognisedWord): number => [...w.text].length;
  const perLetter = words.map((w) => (w.bbox.x1 - w.bbox.x0) / Math.max(1, letters(w))).sort((a, b) => a - b);
  if (perLetter.length < 3) return [...words];
  const usual = perLetter[(perLetter.length - 1) >> 1]!;
  return words.map((w) =>
    w.bbox.x1 - w.bbox.x0 > INFLATED * usual * letters(w)
      ? { ...w, bbox: { ...w.bbox, x1: w.bbox.x0 + Math.round(1.2 * usual * letters(w)) } }
      : w,
  );
}

/** How many times the width its letters usually take a word's box must be to count as inflated. */
const INFLATED = 2;

/**
 * Merges the accent pass into the page pass: `words` are the second reading's words in stacked-strip
 * coordinates, `offsets[k]` places strip k, which holds `pieces[k]`. A page word of the piece is replaced by the
 * one second-reading word of its strip that overlaps it horizontally, when `acceptAccentWord` says so.
 */
export function mergeAccentReading(
  lines: TextLine[],
  pieces: AccentPiece[],
  offsets: StripOffset[],
  words: RecognisedWord[],
): TextLine[] {
  const out = lines.map((l) => ({ ...l, words: l.words ? [...l.words] : undefined }));
  const droppedByLine = new Map<number, Set<number>>();
  const changedLines = new Set<number>();
  pieces.forEach((piece, k) => {
    const off = offsets[k];
    const line = out[piece.line];
    if (!off || !line?.words) return;
    const inStrip = withoutInflatedBoxes(wordsOfStrip(words, off));
    const pageWords = line.words;
    const dropped = droppedByLine.get(piece.line) ?? new Set<number>();
    droppedByLine.set(piece.line, dropped);
    for (const read of inStrip) {
      // the page words this second-reading word covers (one, or a word the page pass split: "Guadal upe")
      const group = piece.words.filter((i) => {
        const b = pageWords[i]!.bbox;
        const cx = (b.x0 + b.x1) / 2;
        return cx >= read.bbox.x0 && cx <= read.bbox.x1 && overlap(b, read.bbox) >= 0.5 && !dropped.has(i);
      });
      if (!group.length) continue;
      const first = pageWords[group[0]!]!;
      const joinedText = group.map((i) => pageWords[i]!.text).join('');
      const s = { ...read, text: withoutDoubledLetter(read.text, joinedText) };
      const joined: RecognisedWord = {
        text: joinedText,
        confidence: Math.min(...group.map((i) => pageWords[i]!.confidence)),
        bbox: boxAround(group.map((i) => pageWords[i]!)),
      };
      const sameLetters =
        group.length > 1 && foldLetters(joined.text) === foldLetters(s.text) && s.confidence >= 0.7;
      if (!sameLetters && !acceptAccentWord(joined, s)) continue;
      pageWords[group[0]!] = {
        ...joined,
        text: withCaseOf(joined.text, s.text),
        confidence: Math.max(first.confidence, s.confidence),
      };
      for (const i of group.slice(1)) dropped.add(i);
      changedLines.add(piece.line);
    }
  });
  // word indices stay valid until every piece is merged; drop the joined-away words and rebuild the text last
  for (const i of changedLines) {
    const line = out[i]!;
    const dropped = droppedByLine.get(i) ?? new Set<number>();
    line.words = (line.words ?? []).filter((_, k) => !dropped.has(k));
    line.text = line.words.map((w) => w.text).join(' ');
  }
  return out;
}
