/**
 * Turns input lines into segments: OCR lines are cut where words are far apart (two columns read as one line)
 * and every line is cut at visual separators (|, ·, •, wide gaps). Typed paragraphs are numbered so a note's
 * introducer and signature blocks can be told apart from the lead's.
 */
import type { TextLine } from './types';

export interface Segment {
  text: string;
  /** Index of the source line. */
  line: number;
  /** Paragraph (blank-line separated block) of typed text; 0 for OCR. */
  para: number;
  /** Recogniser confidence in [0,1] (1 for typed text). */
  conf: number;
  /** Median word height in pixels (0 when unknown). */
  height: number;
  /** Whether the text came from OCR (lines with word boxes). */
  ocr: boolean;
}

const SEPARATORS = /\s{3,}|\s*[|¦•·]\s*|\t+/;
/** "E |.brouwer@…": a bar glued to an address's initial and dot is its letter l, not a separator. */
const BAR_FOR_INITIAL_L = /(^|\s)\|\.(?=\p{L}[\p{L}0-9._-]*@)/gu;

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Cuts an OCR line into column pieces where the gap between words exceeds a multiple of the word height. */
function splitByGaps(line: TextLine): { text: string; conf: number; height: number }[] {
  // lone punctuation the recogniser made of specks between words ("Ana . Ruiz") is not text
  const words = (line.words ?? []).filter((w) => !/^[.,;:'"`~_^°]+$/.test(w.text));
  if (!words.length) return [{ text: line.text, conf: line.confidence ?? 1, height: 0 }];
  const heights = words.map((w) => w.bbox.y1 - w.bbox.y0);
  const h = median(heights);
  const pieces: { words: typeof words }[] = [{ words: [] }];
  let prev: (typeof words)[number] | null = null;
  for (const w of words) {
    if (prev && w.bbox.x0 - prev.bbox.x1 > Math.max(2.2 * h, 24)) pieces.push({ words: [] });
    pieces[pieces.length - 1]!.words.push(w);
    prev = w;
  }
  return pieces
    .filter((p) => p.words.length)
    .map((p) => {
      const conf = p.words.reduce((a, w) => a + w.confidence, 0) / p.words.length;
      return {
        text: p.words.map((w) => w.text).join(' '),
        conf,
        height: median(p.words.map((w) => w.bbox.y1 - w.bbox.y0)),
      };
    });
}

export function buildSegments(lines: TextLine[]): Segment[] {
  const out: Segment[] = [];
  let para = 0;
  let lastBlank = false;
  lines.forEach((line, i) => {
    const ocr = !!line.words?.length;
    if (!line.text.trim()) {
      if (!lastBlank) para++;
      lastBlank = true;
      return;
    }
    lastBlank = false;
    for (const piece of splitByGaps(line)) {
      const text = ocr ? piece.text.replace(BAR_FOR_INITIAL_L, '$1l.') : piece.text;
      for (const part of text.split(SEPARATORS)) {
        const text = part.replace(/\s+/g, ' ').trim();
        if (!text || /^[\W_]+$/u.test(text)) continue;
        out.push({ text, line: i, para: ocr ? 0 : para, conf: piece.conf, height: piece.height, ocr });
      }
    }
  });
  return out;
}
