import { describe, expect, it } from 'vitest';
import { joinWordsCutAcrossLines } from '../../../lambdas/adapters/local/cut-lines';
import { lineOf, wordAt } from './ocr-lines';

/** A word from `x0` to `x1` on rows `y0`–`y1` (the shared helper takes its corners in another order). */
const word = (text: string, x0: number, x1: number, y0: number, y1: number, confidence = 0.9) =>
  wordAt(text, x0, y0, x1, y1, confidence);
const line = (...words: ReturnType<typeof word>[]) => lineOf(0.85, ...words);

describe('words the layout analysis cut between two lines', () => {
  it('joins a line that goes on where a word of another stops, on the same rows, into one word', () => {
    const lines = [
      line(
        word('E-mail', 99, 172, 1636, 1657),
        word('sales@brightwatersystems.example', 180, 574, 1636, 1663),
      ),
      // a speck of the cut-off ink read as "1" inside the rest of the word
      line(
        word('Website', 98, 186, 1673, 1694),
        word('http://www.brightwatersy', 194, 471, 1673, 1700, 0.6),
        word('1', 620, 625, 1673, 1680),
      ),
      line(word("'stems.example", 472, 639, 1673, 1699, 0.79)),
    ];
    const joined = joinWordsCutAcrossLines(lines);
    expect(joined.map((l) => l.text)).toEqual([
      'E-mail sales@brightwatersystems.example',
      'Website http://www.brightwatersystems.example',
    ]);
    expect(joined[1]!.words![1]!.bbox).toEqual({ x0: 194, y0: 1673, x1: 639, y1: 1700 });
    expect(joined[1]!.words![1]!.confidence).toBe(0.6);
  });

  it('leaves lines apart when a gap, other rows or a word to the left parts them', () => {
    const name = word('Marcus', 98, 292, 665, 703);
    const apart = [
      [line(name), line(word('Pham', 330, 459, 662, 702))],
      [line(name), line(word('Pham', 293, 440, 720, 760))],
      [line(name), line(word('Pham', 293, 440, 665, 703), word('CEO', 20, 80, 665, 703))],
    ];
    for (const lines of apart) expect(joinWordsCutAcrossLines(lines)).toEqual(lines);
  });
});
