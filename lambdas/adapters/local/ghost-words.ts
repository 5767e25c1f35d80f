/**
 * Ghost words: tesseract now and then reads a few pixels of a large, surely read word as a word of its own, a
 * sliver of a letter's stroke ("Felicity gam Featherstone") or an accent above it ("Héctor Pe de la Garza" for
 * Héctor de la Garza), with half the confidence or less. Two printed words of one line never share their width, so
 * a weak word lying across another's is dropped. Nor do they share their box: a word read twice over the same ink,
 * as the merges of two looks sometimes leave it ("Installatietechniek Installatictechniek"), keeps its surer reading.
 */
import { editDistance, fold } from '../../core/capture/text';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';

/** Below this confidence a word lying across another is taken for a sliver of it. */
const GHOST_CONFIDENCE = 0.5;
/** At least this sure a word must be read to have its slivers dropped. */
const HOST_CONFIDENCE = 0.8;
/** How much of a sliver's width lies within its host's (a word beside another may overlap it a little). */
const WITHIN = 0.95;

/** How much of `inner`'s width lies within `outer`'s, where the two share some height. */
function widthWithin(inner: BBox, outer: BBox): number {
  const w = Math.min(inner.x1, outer.x1) - Math.max(inner.x0, outer.x0);
  const h = Math.min(inner.y1, outer.y1) - Math.max(inner.y0, outer.y0);
  return w > 0 && h > 0 ? w / Math.max(1, inner.x1 - inner.x0) : 0;
}

/** The lines without words read weakly that lie across the width of a surely read word of theirs. */
export function withoutGhostWords(lines: readonly TextLine[]): TextLine[] {
  return lines.map((line) => {
    const words = line.words;
    if (!words || words.length < 2) return line;
    // (a host whose box also spans another word read surely is a box drawn too wide, "Cork," over "T12 X35P")
    const hosts = words.filter(
      (h) =>
        h.confidence >= HOST_CONFIDENCE &&
        !words.some((o) => o !== h && o.confidence >= GHOST_CONFIDENCE && widthWithin(o.bbox, h.bbox) >= 0.5),
    );
    const kept = words.filter(
      (w, i) =>
        (w.confidence >= GHOST_CONFIDENCE ||
          !hosts.some((host) => host !== w && widthWithin(w.bbox, host.bbox) >= WITHIN)) &&
        !words.some(
          (other, j) =>
            j !== i &&
            readsTheSameWord(other, w) &&
            (other.confidence > w.confidence || (other.confidence === w.confidence && j < i)),
        ),
    );
    return kept.length === words.length
      ? line
      : { ...line, text: kept.map((w) => w.text).join(' '), words: kept };
  });
}

/** How much of each other's width two readings of one word share at least. */
const SAME_BOX = 0.8;

/** Whether two words read the same ink: nearly one box, one spelling but for a slip (two in long words). */
function readsTheSameWord(a: RecognisedWord, b: RecognisedWord): boolean {
  if (widthWithin(a.bbox, b.bbox) < SAME_BOX || widthWithin(b.bbox, a.bbox) < SAME_BOX) return false;
  const x = fold(a.text);
  const y = fold(b.text);
  const shorter = Math.min(x.length, y.length);
  return editDistance(x, y) <= (shorter >= 8 ? 2 : shorter >= 4 ? 1 : 0);
}

/** How much of the shorter of two words' heights their rows share, for them to be on one line of print. */
const SAME_ROWS = 0.6;

/**
 * Whether `a` and `b` read one printed word: on the same rows, across much of the narrower one's width, spelt
 * alike but for a slip or a letter lost at an end ("Coordinador" and "oordinador", "Logístic" and "Logística").
 */
function readsOneWord(a: RecognisedWord, b: RecognisedWord): boolean {
  const rows = Math.min(a.bbox.y1, b.bbox.y1) - Math.max(a.bbox.y0, b.bbox.y0);
  const shorter = Math.min(a.bbox.y1 - a.bbox.y0, b.bbox.y1 - b.bbox.y0);
  if (shorter <= 0 || rows < SAME_ROWS * shorter) return false;
  if (Math.max(widthWithin(a.bbox, b.bbox), widthWithin(b.bbox, a.bbox)) < 0.3) return false;
  const x = fold(a.text);
  const y = fold(b.text);
  if (!/\p{L}/u.test(x) || !/\p{L}/u.test(y)) return false;
  return editDistance(x, y) <= Math.max(x.length, y.length) / 4;
}

/**
 * Two lines that read the same words of one line of print: a look that cut a line of another column beside them
 * joins the print between two of its lines to each ("Coordinador de Logístic E. j.aguirre@…" and "oordinador de
 * Logística W. www.…" for a title centred between two contact lines). The words both lines open with read twice,
 * two or more in a row, stay in the first line, each as read the more surely, and leave the second.
 */
export function withoutWordsReadTwice(lines: readonly TextLine[]): TextLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const first = out[i]!.words ?? [];
    const second = out[i + 1]!.words ?? [];
    const twice = openingReadTwice(first, second);
    if (!twice) continue;
    const kept = first.map((w, k) => (k < twice && second[k]!.confidence > w.confidence ? second[k]! : w));
    const left = second.slice(twice);
    out[i] = { ...out[i]!, text: kept.map((w) => w.text).join(' '), words: kept };
    out[i + 1] = { ...out[i + 1]!, text: left.map((w) => w.text).join(' '), words: left };
  }
  return out.filter((l) => !l.words || l.words.length > 0);
}

/** How many words two lines open with that read the same printed words, when two or more; else 0. */
function openingReadTwice(first: readonly RecognisedWord[], second: readonly RecognisedWord[]): number {
  let n = 0;
  while (n < first.length && n < second.length && readsOneWord(first[n]!, second[n]!)) n++;
  return n >= 2 ? n : 0;
}
