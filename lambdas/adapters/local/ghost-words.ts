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
