/**
 * Ghost words: tesseract now and then reads a few pixels inside a large, surely read word as a word of its own,
 * a sliver of a letter's stroke read as "gam" with a quarter of the confidence ("Felicity gam Featherstone" for
 * Felicity Featherstone). No printed word lies inside another, so such a word is dropped.
 */
import type { BBox, TextLine } from '../../core/capture/types';

/** Below this confidence a word lying inside another is taken for a sliver of it. */
const GHOST_CONFIDENCE = 0.4;
/** At least this sure a word must be read to have its slivers dropped. */
const HOST_CONFIDENCE = 0.8;

const area = (b: BBox): number => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);

function insideShare(inner: BBox, outer: BBox): number {
  const w = Math.min(inner.x1, outer.x1) - Math.max(inner.x0, outer.x0);
  const h = Math.min(inner.y1, outer.y1) - Math.max(inner.y0, outer.y0);
  return w > 0 && h > 0 ? (w * h) / Math.max(1, area(inner)) : 0;
}

/** The lines without words read weakly that lie wholly inside a surely read, at least twice as tall word of theirs. */
export function withoutGhostWords(lines: readonly TextLine[]): TextLine[] {
  return lines.map((line) => {
    const words = line.words;
    if (!words || words.length < 2) return line;
    const kept = words.filter(
      (w) =>
        w.confidence >= GHOST_CONFIDENCE ||
        !words.some(
          (host) =>
            host !== w &&
            host.confidence >= HOST_CONFIDENCE &&
            host.bbox.y1 - host.bbox.y0 >= 2 * (w.bbox.y1 - w.bbox.y0) &&
            insideShare(w.bbox, host.bbox) >= 0.9,
        ),
    );
    return kept.length === words.length
      ? line
      : { ...line, text: kept.map((w) => w.text).join(' '), words: kept };
  });
}
