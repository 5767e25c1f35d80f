import { describe, expect, it } from 'vitest';
import { mergeTallReading, tallWordRuns } from '../../../lambdas/adapters/local/tall-words';
import type { StripOffset } from '../../../lambdas/adapters/local/card-image';
import type { RecognisedWord, TextLine } from '../../../lambdas/core/capture';

const word = (
  text: string,
  x0: number,
  y0: number,
  h: number,
  confidence = 0.95,
  w = text.length * 10,
): RecognisedWord => ({
  text,
  confidence,
  bbox: { x0, y0, x1: x0 + w, y1: y0 + h },
});
const line = (...words: RecognisedWord[]): TextLine => ({
  text: words.map((w) => w.text).join(' '),
  confidence: Math.min(...words.map((w) => w.confidence)),
  words,
});
/** The one strip: the page box from (100, 400), unscaled, at the top of the stacked image. */
const strip: StripOffset = { top: 0, bottom: 80, left: 0, scale: 1, x0: 100, y0: 400 };

// "Advisor" over "Quorra Looms" read as one tall line "Qbvor Looms" beside "GmbH & Co. KG" on the lower row
const merged = (): TextLine[] => [
  line(word('Ines', 100, 340, 40), word('Vallbo', 200, 340, 40)),
  line(
    word('Qbvor', 100, 400, 60, 0.3, 80),
    word('Looms', 190, 400, 60, 0.5, 70),
    word('GmbH', 270, 432, 20),
  ),
  line(word('Logistik für Nordhessen', 100, 470, 16)),
];

describe('tall-word look: which words are read again', () => {
  it('finds weak words two lines tall beside confidently read words, as one run per line', () => {
    const runs = tallWordRuns(merged());
    expect(runs).toEqual([
      { line: 1, box: { x0: 100, y0: 400, x1: 260, y1: 460 }, band: { y0: 432, y1: 452 } },
    ]);
  });

  it('leaves square logo marks, confident words, lines without a sure word and small height differences', () => {
    const logo = line(word('@', 100, 400, 60, 0.2, 60), word('Quorra', 170, 420, 24));
    const confident = line(word('QUORRA', 100, 400, 60, 0.9, 300), word('Looms', 410, 440, 20));
    const allWeak = line(word('Qbvor', 100, 400, 60, 0.3, 200), word('Lx', 310, 430, 20, 0.4));
    const slightly = line(word('Quorra', 100, 400, 30, 0.5, 100), word('Looms', 210, 405, 20));
    expect(tallWordRuns([logo, confident, allWeak, slightly])).toEqual([]);
  });
});

describe('tall-word look: merging the block reading', () => {
  it("puts the band's row in place of the tall words and the other row on a line of its own", () => {
    const lines = merged();
    const runs = tallWordRuns(lines);
    // strip coordinates: page (x, y) is strip (x - 100, y - 400)
    const out = mergeTallReading(
      lines,
      runs,
      [strip],
      [
        word('Advisor', 0, 2, 20, 0.93, 70),
        word('Quorra', 0, 32, 20, 0.9, 80),
        word('Looms', 90, 32, 20, 0.92, 70),
        word('~', 150, 60, 10, 0.2),
      ],
    );
    expect(out.map((l) => l.text)).toEqual([
      'Ines Vallbo',
      'Advisor',
      'Quorra Looms GmbH',
      'Logistik für Nordhessen',
    ]);
    expect(out[2]!.words!.map((w) => w.bbox.x0)).toEqual([100, 190, 270]);
  });

  it('puts a row under the band after the line', () => {
    const lines = [line(word('Quorra', 100, 400, 20), word('Lxams', 200, 400, 60, 0.4, 130))];
    const runs = tallWordRuns(lines);
    const out = mergeTallReading(
      lines,
      runs,
      [strip],
      [word('Looms', 100, 2, 20, 0.9, 70), word('Weaving', 100, 34, 20, 0.9, 80)],
    );
    expect(out.map((l) => l.text)).toEqual(['Quorra Looms', 'Weaving']);
  });

  it('keeps a weakly read address, and adds no row that a line above has read already', () => {
    // a name beside a contact column: the page pass read "Mail" and the address over two rows as tall junk
    const lines = [
      line(word('Mobile', 400, 380, 20), word('+33', 470, 380, 20)),
      line(
        word('Hervé', 100, 402, 30),
        word('Mad', 400, 400, 60, 0.46, 40),
        word('hrve_nq', 450, 400, 60, 0.09, 200),
      ),
    ];
    const runs = tallWordRuns(lines);
    const out = mergeTallReading(
      lines,
      runs,
      [{ ...strip, x0: 400, y0: 375 }],
      [
        // the run's box reached up into the Mobile line, read again (strip y = page y - 375)
        word('Mobile', 0, 5, 20, 0.89, 60),
        word('+33', 70, 5, 20, 0.93, 30),
        word('Mail', 0, 30, 20, 0.92, 40),
        word('herve_nguessan@belierive.exampie.net', 50, 30, 20, 0.39, 200),
        word('/in/hervenguessan', 0, 56, 16, 0.7, 150),
      ],
    );
    expect(out.map((l) => l.text)).toEqual([
      'Mobile +33',
      'Hervé Mail herve_nguessan@belierive.exampie.net',
      '/in/hervenguessan',
    ]);
  });

  it('keeps the line when the reading has one row, or no row on the band', () => {
    const lines = merged();
    const runs = tallWordRuns(lines);
    expect(mergeTallReading(lines, runs, [strip], [word('Quorra', 0, 30, 20, 0.9)])).toEqual(lines);
    expect(
      mergeTallReading(
        lines,
        runs,
        [strip],
        [word('Advisor', 0, 0, 10, 0.9), word('Quorra', 0, 12, 10, 0.9)],
      ),
    ).toEqual(lines);
  });
});
