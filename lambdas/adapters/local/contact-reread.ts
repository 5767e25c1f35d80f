/**
 * A second look at weak contact lines (see tesseract-ocr.ts): a line that carries an email label, an "@" or a
 * web address but holds no well-formed address, or that the page pass read with low confidence, is read again
 * from the greyscale page on its own; the new reading replaces the line when it holds more well-formed
 * addresses, or as many with a better confidence. Pure functions, unit-tested without OCR.
 */
import { fold } from '../../core/capture/text';
import { joinSpacedDomain, repairWebText } from '../../core/capture/contacts';
import { boxAround } from '../../core/capture/boxes';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import { inkedColumns, wordsOfStrip, type GreyImage, type StripOffset } from './card-image';

const EMAIL = /[\p{L}0-9._%+-]+@[\p{L}0-9-]+(?:\.[\p{L}0-9-]+)*\.\p{L}{2,}/u;
const WEB = /(?:https?:\/\/|www\.)[\p{L}0-9-]+(?:\.[\p{L}0-9-]+)*\.\p{L}{2,}/iu;
// email labels as printed and as OCR bends them ("E-mall", "Emai1")
const EMAIL_LABEL = String.raw`(?:e|em|e-?ma[il1]{1,2}|ma[il1]{2}|correo|courriel)`;
const EMAIL_CUE = new RegExp(String.raw`@|^\W*${EMAIL_LABEL}\b|^\W*e\p{Ll}?[.:]|^\W*E\s`, 'iu');
const CONTACT_CUE = new RegExp(
  String.raw`${EMAIL_CUE.source}|\bwww\b|https?:|^\W*(?:w|web|website|sitio|url)\b\s*[.:|]`,
  'iu',
);

/**
 * Lines that should hold the lead's email when the whole card holds none well-formed: an email label or an "@"
 * without a well-formed address (at most `max`, in reading order).
 */
export function emailLinesWithoutAddress(lines: readonly TextLine[], max = 2): number[] {
  if (lines.some((l) => EMAIL.test(l.text))) return [];
  return lines
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => !!l.words?.length && EMAIL_CUE.test(l.text))
    .slice(0, max)
    .map(({ i }) => i);
}

/**
 * Lines whose address the page pass read without its first letters: print stands just before the address's word,
 * inside the room the recogniser left between it and the word before (an initial and its dot, "j.pham@" read
 * "pham@"). At most `max`, in reading order: each line, the address's word in it, and the box from the end of the
 * word before to the end of the address (what is read again).
 */
export function addressesWithInkBefore(
  lines: readonly TextLine[],
  clean: GreyImage,
  max = 2,
): { line: number; word: number; box: BBox }[] {
  const out: { line: number; word: number; box: BBox }[] = [];
  lines.forEach((l, i) => {
    const words = l.words ?? [];
    // (after a word read before it, a label: at a line's start a pictogram may stand there)
    const k = words.findIndex((w) => /^[\p{L}0-9][\p{L}0-9._-]*@/u.test(w.text));
    if (k < 1 || out.length >= max) return;
    const { bbox } = words[k]!;
    const h = bbox.y1 - bbox.y0;
    const x0 = words[k - 1]!.bbox.x1 + 2;
    const room = { x0, y0: bbox.y0, x1: bbox.x0 - 1, y1: bbox.y1 };
    if (inkColumns(clean, room) >= Math.max(2, 0.08 * h))
      out.push({ line: i, word: k, box: { ...room, x1: bbox.x1 } });
  });
  return out;
}

/** How many columns of `box` hold ink on the cleaned page. */
function inkColumns(clean: GreyImage, box: BBox): number {
  const [x0, x1, y0, y1] = [box.x0, box.x1, box.y0, box.y1].map(Math.round) as [
    number,
    number,
    number,
    number,
  ];
  return inkedColumns(clean, x0, x1, y0, y1).filter(Boolean).length;
}

/**
 * Whether `fresh` reads the same address as `old` with one to three more characters at its start ("pham@…" →
 * "j.pham@…"): the first letters the page pass lost.
 */
export function regainsAddressStart(old: string, fresh: string): boolean {
  const a = EMAIL.exec(old)?.[0];
  const b = EMAIL.exec(fresh)?.[0];
  if (!a || !b) return false;
  const extra = b.length - a.length;
  const start = b.slice(0, extra);
  // (in the address's own case: a label's capital read onto it, "E.pham@", is no initial)
  const sameCase = a === a.toLowerCase() ? start === start.toLowerCase() : start === start.toUpperCase();
  return extra >= 1 && extra <= 3 && b.endsWith(a) && /^\p{L}[._-]?\p{L}?$/u.test(start) && sameCase;
}

/** Lines with a contact cue (an email or web label, an "@", www) that hold no well-formed address even so. */
export function contactLinesWithoutAddress(lines: readonly TextLine[]): number[] {
  return lines.flatMap((l, i) =>
    l.words?.length && CONTACT_CUE.test(l.text) && addressCount(l.text) === 0 ? [i] : [],
  );
}

/** How many well-formed addresses a line holds. */
export function addressCount(text: string): number {
  // dots the recogniser read as spaces ("HECTOR@HUASTECA EXAMPLE NET") and a space beside the "@" ("ana.ruiz
  // @acme.example") are the engine's to put back
  const t = joinSpacedDomain(repairWebText(text)).replace(/(\S)\s?@\s?(\S)/gu, '$1@$2');
  return (EMAIL.test(t) ? 1 : 0) + (WEB.test(t) ? 1 : 0);
}

/**
 * Lines worth reading again: contact cues without a well-formed address, weakly read addresses, and (when
 * `grow` is given: it widens a box along the page's ink) lines the page pass cut short.
 */
export function weakContactLines(
  lines: TextLine[],
  minConfidence = 0.8,
  grow?: (b: BBox) => BBox,
): { line: number; box: BBox & { atPageScale?: boolean } }[] {
  const out: { line: number; box: BBox & { atPageScale?: boolean } }[] = [];
  const cardHasEmail = lines.some((l) => EMAIL.test(l.text));
  lines.forEach((l, line) => {
    if (!l.words?.length) return;
    const b = boxAround(l.words);
    const grown = grow ? grow(b) : b;
    if (!CONTACT_CUE.test(l.text)) {
      const lh = b.y1 - b.y0;
      // a long line read as garble on a card without an address: often the contact line of a coloured band
      // (its box is as tall as the band, so it is read at the page's scale, and grown no further than a little:
      // past the band's end lies the table the card is on)
      if (!cardHasEmail && isGarbled(l)) {
        const x0 = Math.max(grown.x0, b.x0 - 2 * lh);
        const x1 = Math.min(grown.x1, b.x1 + 2 * lh);
        out.push({ line, box: { x0, y0: b.y0, x1, y1: b.y1, atPageScale: true } });
      }
      // a line with more ink beside it than a word gap: the page pass read only part of it
      else if (grown.x1 - grown.x0 > b.x1 - b.x0 + 2 * lh) out.push({ line, box: grown });
      return;
    }
    const conf = l.confidence ?? 1;
    const wantsEmail = EMAIL_CUE.test(l.text);
    const malformed = wantsEmail ? !EMAIL.test(l.text) : addressCount(l.text) === 0;
    if (malformed || conf < minConfidence || lostSeparator(l.text)) out.push({ line, box: grown });
  });
  return out;
}

/** A long line of several words read with little confidence ("cae COR ANAESTH RA ET AAT EAR"). */
export function isGarbled(l: TextLine, maxConfidence = 0.4): boolean {
  const words = l.words ?? [];
  if (words.length < 4 || (l.confidence ?? 1) >= maxConfidence) return false;
  const b = boxAround(words);
  return b.x1 - b.x0 >= 12 * Math.max(1, b.y1 - b.y0);
}

/**
 * An address whose long local part has no separator: the page pass often drops the small dot of
 * "oliver.fairbairn@", so such a line is read again on its own, larger.
 */
export function lostSeparator(text: string): boolean {
  const local = /([\p{L}0-9._%+-]+)@/u.exec(text)?.[1];
  return !!local && local.length >= 10 && !/[._-]/.test(local);
}

/** Whether `fresh` spells the same address as `old` with separators `old` lacks ("oliverfairbairn@" → "oliver.fairbairn@"). */
function regainsSeparator(old: string, fresh: string): boolean {
  const a = EMAIL.exec(old)?.[0];
  const b = EMAIL.exec(fresh)?.[0];
  if (!a || !b || a === b) return false;
  const separators = (s: string): number => (s.split('@')[0]!.match(/[._-]/g) ?? []).length;
  return foldLetters(a) === foldLetters(b) && separators(b) > separators(a);
}

function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

/** Letters and digits only, accents removed, lower case. */
function foldLetters(s: string): string {
  return fold(s).replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * `fresh` with the earlier spelling of each word it reads the same but for accents and case, at the same place
 * (over half of the narrower box in common): the re-read uses the English model, and the earlier words may carry
 * the accents the accent pass restored ("François" is not undone to "Francois" when a name line is re-read for
 * the address beside it).
 */
export function keepEarlierSpelling(old: RecognisedWord[], fresh: RecognisedWord[]): RecognisedWord[] {
  // accents and case only: punctuation the re-read found ("oliver.fairbairn@") is kept
  const spelling = (s: string): string => fold(s).replace(/\s+/g, '');
  return fresh.map((w) => {
    const key = spelling(w.text);
    if (!foldLetters(w.text)) return w;
    const same = old.find((o) => {
      const common = Math.min(o.bbox.x1, w.bbox.x1) - Math.max(o.bbox.x0, w.bbox.x0);
      const narrower = Math.max(1, Math.min(o.bbox.x1 - o.bbox.x0, w.bbox.x1 - w.bbox.x0));
      return common / narrower > 0.5 && spelling(o.text) === key;
    });
    return same && same.text !== w.text ? { ...w, text: same.text } : w;
  });
}

/** A weakly read word without a letter or digit: a speck of noise or a rule read as "-" or "|". */
export function isSpeck(w: RecognisedWord): boolean {
  return w.confidence < 0.5 && !/[\p{L}\p{N}]/u.test(w.text);
}

/** Whether the vertical middle of `w` lies within the rows of `band`. */
export function onRows(w: RecognisedWord, band: BBox): boolean {
  const cy = (w.bbox.y0 + w.bbox.y1) / 2;
  return cy >= band.y0 && cy <= band.y1;
}

/**
 * Whether another line than `own` has read the word `w`: words of that line cover at least half of it, each lying
 * at least half within it (a small word read from another line's descenders is not that line's reading of `w`;
 * two words a line read where `w` is one are).
 */
function readByAnotherLine(w: RecognisedWord, lines: readonly TextLine[], own: number): boolean {
  const area = (b: BBox): number => Math.max(1, (b.x1 - b.x0) * (b.y1 - b.y0));
  const common = (a: BBox, b: BBox): number =>
    Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) *
    Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
  return lines.some((l, i) => {
    if (i === own) return false;
    const inside = (l.words ?? []).filter(
      (o) => /[\p{L}\d]/u.test(o.text) && common(o.bbox, w.bbox) >= 0.5 * area(o.bbox),
    );
    return inside.reduce((sum, o) => sum + common(o.bbox, w.bbox), 0) >= 0.5 * area(w.bbox);
  });
}

/**
 * Replaces each re-read line by its new reading (`words` in stacked-strip coordinates, strip k holding
 * `picked[k]`; words whose middle lies off the line's rows are a neighbouring line's and left out, as are
 * specks) when that reading holds more well-formed addresses (not counting one another line holds already), or as
 * many with a better mean confidence.
 */
export function mergeContactReading(
  lines: TextLine[],
  picked: { line: number }[],
  offsets: StripOffset[],
  words: RecognisedWord[],
): TextLine[] {
  const out = [...lines];
  picked.forEach((p, k) => {
    const off = offsets[k];
    const old = out[p.line];
    if (!off || !old?.words?.length) return;
    const band = boxAround(old.words);
    const fresh = wordsOfStrip(words, off)
      // the strip reaches a little above and below the line: glyph ends of the neighbouring lines cut into it
      // read as words ("TOU WU VT" under a phone line) whose middle lies off the line's own rows; and where the
      // line's box is tall (junk read from the descenders of a line beside it), words another line has read
      .filter((w) => onRows(w, band) && !isSpeck(w) && !readByAnotherLine(w, lines, p.line))
      .sort((a, b) => a.bbox.x0 - b.bbox.x0);
    if (!fresh.length) return;
    const text = fresh.map((w) => w.text).join(' ');
    // an address another line holds already was read from the neighbouring line the strip cut into
    const elsewhere = (address: string | undefined): boolean =>
      !!address && lines.some((l, i) => i !== p.line && l.text.toLowerCase().includes(address.toLowerCase()));
    const gainedElsewhere =
      (!EMAIL.test(old.text) && elsewhere(EMAIL.exec(text)?.[0])) ||
      (!WEB.test(old.text) && elsewhere(WEB.exec(text)?.[0]));
    const before = addressCount(old.text);
    const after = gainedElsewhere ? before : addressCount(text);
    const oldConf = mean(old.words.map((w) => w.confidence));
    const newConf = mean(fresh.map((w) => w.confidence));
    if (
      after > before ||
      (after === before && after > 0 && newConf > oldConf + 0.05) ||
      (after === before && regainsSeparator(old.text, text))
    ) {
      const words = keepEarlierSpelling(old.words, fresh);
      out[p.line] = { text: words.map((w) => w.text).join(' '), confidence: newConf, words };
    }
  });
  return out;
}
