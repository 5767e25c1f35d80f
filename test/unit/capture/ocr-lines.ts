import type { TextLine } from '../../../lambdas/core/capture';

/**
 * Lines as an OCR adapter gives them: word boxes and confidences (a row's own confidence when given as
 * [text, confidence], else `conf`); the first line is the tallest, as a name usually is on a card.
 */
export function ocrLines(rows: readonly (string | [string, number])[], conf = 0.9): TextLine[] {
  return rows.map((row, i) => {
    const [text, rowConf] = typeof row === 'string' ? [row, conf] : row;
    let x = 10;
    const words = text.split(' ').map((w) => {
      const bbox = { x0: x, y0: i * 40, x1: x + w.length * 10, y1: i * 40 + (i === 0 ? 34 : 20) };
      x = bbox.x1 + 8;
      return { text: w, confidence: rowConf, bbox };
    });
    return { text, confidence: rowConf, words };
  });
}

type Word = NonNullable<TextLine['words']>[number];

/** A word with its box given in full. */
export function wordAt(
  text: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  confidence = 0.93,
): Word {
  return { text, confidence, bbox: { x0, y0, x1, y1 } };
}

/** A line of such words, read with the confidence given. */
export function lineOf(confidence: number, ...words: Word[]): TextLine {
  return { text: words.map((w) => w.text).join(' '), confidence, words };
}
