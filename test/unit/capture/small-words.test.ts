import { describe, expect, it } from 'vitest';
import { mergeSmallReading, smallWordRuns } from '../../../lambdas/adapters/local/small-words';
import type { StripOffset } from '../../../lambdas/adapters/local/card-image';
import type { RecognisedWord, TextLine } from '../../../lambdas/core/capture';
import { lineOf, wordAt } from './ocr-lines';

/** A word `w` pixels wide at (x0, y0), `h` tall. */
const word = (
  text: string,
  x0: number,
  w: number,
  y0: number,
  h: number,
  confidence: number,
): RecognisedWord => wordAt(text, x0, y0, x0 + w, y0 + h, confidence);
const line = (...words: RecognisedWord[]): TextLine => lineOf(0.7, ...words);

// a name in display type, joined with the phone number of the column beside it, read as junk
const nameWithNumber = (): TextLine =>
  line(
    word('Whitney', 91, 379, 439, 89, 0.96),
    word('Larkin', 498, 290, 443, 63, 0.91),
    word('@', 852, 47, 465, 47, 0.81),
    word('si2sssoiis', 922, 262, 472, 31, 0.21),
  );

describe('small-print look: which words are read again', () => {
  it('finds the small words beside large type, from the first small word, when one of them was read weakly', () => {
    expect(smallWordRuns([nameWithNumber()])).toEqual([
      { line: 0, box: { x0: 852, y0: 465, x1: 1184, y1: 512 }, confidence: 0.51 },
    ]);
  });

  it('leaves alone small words read surely, short weak marks, and lines of one size', () => {
    const lines = [
      line(
        word('Whitney', 91, 379, 439, 89, 0.96),
        word('@', 852, 47, 465, 47, 0.3),
        word('312.555.0115', 922, 262, 472, 31, 0.93),
      ),
      line(
        word('Head', 100, 90, 300, 30, 0.4),
        word('of', 200, 30, 300, 30, 0.3),
        word('Sales', 240, 90, 300, 30, 0.2),
      ),
      // no large word read surely: nothing to say the small words were read at the wrong size
      line(word('Whitney', 91, 379, 439, 89, 0.6), word('si2sssoiis', 922, 262, 472, 31, 0.21)),
    ];
    expect(smallWordRuns(lines)).toEqual([]);
  });
});

describe('small-print look: merging the second reading', () => {
  /** The one strip: the page box from (800, 450), unscaled. */
  const strip: StripOffset = { top: 0, bottom: 100, left: 0, scale: 1, x0: 800, y0: 450 };
  const reread = (...texts: [string, number, number, number][]): RecognisedWord[] =>
    texts.map(([text, x, w, confidence]) => word(text, x - 800, w, 20, 40, confidence));

  it('puts the surer reading in place of the small words and keeps the large ones', () => {
    const lines = [nameWithNumber()];
    const merged = mergeSmallReading(
      lines,
      smallWordRuns(lines),
      [strip],
      reread(['@', 852, 47, 0.92], ['312.555.0115', 922, 262, 0.95]),
    );
    expect(merged[0]!.text).toBe('Whitney Larkin @ 312.555.0115');
    expect(merged[0]!.words!.map((w) => w.bbox.x0)).toEqual([91, 498, 852, 922]);
  });

  it('keeps the accents of a word read again with the same letters', () => {
    const lines = [
      line(
        word('Ana', 91, 200, 439, 89, 0.96),
        word('Albarrán', 852, 140, 472, 31, 0.3),
        word('&', 1000, 20, 472, 31, 0.4),
        word('Gutierrez', 1030, 160, 472, 31, 0.2),
      ),
    ];
    const strip: StripOffset = { top: 0, bottom: 100, left: 0, scale: 1, x0: 800, y0: 450 };
    const merged = mergeSmallReading(
      lines,
      smallWordRuns(lines),
      [strip],
      [
        word('Albarran', 52, 140, 20, 40, 0.95),
        word('&', 200, 20, 20, 40, 0.95),
        word('Gutiérrez', 230, 160, 20, 40, 0.95),
      ],
    );
    expect(merged[0]!.text).toBe('Ana Albarrán & Gutiérrez');
  });

  it('keeps the line when the second reading is unsure too, and drops a scrap of the large word beside the run', () => {
    const lines = [nameWithNumber()];
    const runs = smallWordRuns(lines);
    expect(
      mergeSmallReading(lines, runs, [strip], reread(['@', 852, 47, 0.7], ['3l2.5S5', 922, 262, 0.6])),
    ).toEqual(lines);
    const merged = mergeSmallReading(
      lines,
      runs,
      [strip],
      reread(['n', 780, 8, 0.4], ['@', 852, 47, 0.95], ['312.555.0115', 922, 262, 0.95]),
    );
    expect(merged[0]!.text).toBe('Whitney Larkin @ 312.555.0115');
  });
});
