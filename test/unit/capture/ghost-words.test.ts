import { describe, expect, it } from 'vitest';
import { withoutGhostWords, withoutWordsReadTwice } from '../../../lambdas/adapters/local/ghost-words';
import type { RecognisedWord, TextLine } from '../../../lambdas/core/capture/types';

const word = (
  text: string,
  confidence: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): RecognisedWord => ({
  text,
  confidence,
  bbox: { x0, x1, y0, y1 },
});
const line = (words: RecognisedWord[]): TextLine => ({
  text: words.map((w) => w.text).join(' '),
  confidence: 0.9,
  words,
});

describe('withoutGhostWords', () => {
  it('drops a weak sliver read inside a surely read, much taller word', () => {
    const [out] = withoutGhostWords([
      line([
        word('Felicity', 0.96, 110, 278, 558, 627),
        word('gam', 0.25, 182, 231, 564, 571),
        word('Souza', 0.96, 673, 818, 566, 603),
      ]),
    ]);
    expect(out!.text).toBe('Felicity Souza');
    expect(out!.words).toHaveLength(2);
  });

  it('drops an accent read as a word across the letters below it', () => {
    const [out] = withoutGhostWords([
      line([
        word('Héctor', 0.94, 113, 363, 513, 563),
        word('Pe', 0.45, 179, 201, 489, 536),
        word('de', 0.96, 391, 479, 512, 563),
        word('Garza', 0.96, 601, 815, 513, 563),
      ]),
    ]);
    expect(out!.text).toBe('Héctor de Garza');
  });

  it('keeps a weak word under a box drawn too wide over other words, or one that only overlaps a neighbour', () => {
    const wide = line([
      word('Cork,', 0.92, 126, 329, 907, 931),
      word('T12', 0.78, 206, 249, 903, 942),
      word('X35P', 0.44, 261, 329, 907, 931),
    ]);
    const overlapping = line([
      word("what's", 0.87, 1558, 1668, 119, 142),
      word('neat', 0.49, 1632, 1672, 115, 148),
    ]);
    expect(withoutGhostWords([wide, overlapping])).toEqual([wide, overlapping]);
  });

  it('keeps a weak word beside the others, and one inside a word read no more surely', () => {
    const beside = line([word('Ana', 0.95, 0, 60, 0, 40), word('Ruiz', 0.3, 70, 140, 20, 30)]);
    const inWeak = line([word('Ana', 0.5, 0, 60, 0, 40), word('x', 0.3, 10, 20, 10, 15)]);
    expect(withoutGhostWords([beside, inWeak])).toEqual([beside, inWeak]);
  });

  it('keeps the surer of two readings of one word over the same box', () => {
    const [twice] = withoutGhostWords([
      line([
        word('Kempenaar', 0.59, 269, 378, 1607, 1630),
        word('Installatietechniek', 0.8, 384, 557, 1608, 1626),
        word('Installatictechniek', 0.75, 385, 555, 1607, 1613),
        word('B.V.,', 0.79, 565, 610, 1607, 1626),
      ]),
    ]);
    expect(twice!.text).toBe('Kempenaar Installatietechniek B.V.,');
    // (read alike and as surely, once is kept)
    const [same] = withoutGhostWords([
      line([word('C.', 0.87, 10, 40, 0, 30), word('C.', 0.87, 11, 40, 0, 30)]),
    ]);
    expect(same!.text).toBe('C.');
    // a word printed twice stands in two boxes, and two words in one box are spelled apart
    const printedTwice = line([word('Rivas', 0.9, 0, 100, 0, 30), word('Rivas', 0.7, 110, 210, 0, 30)]);
    const apart = line([word('avamnle', 0.81, 0, 100, 0, 30), word('example', 0.58, 2, 100, 0, 30)]);
    expect(withoutGhostWords([printedTwice, apart])).toEqual([printedTwice, apart]);
  });
});

describe('withoutWordsReadTwice', () => {
  // a title centred between two contact lines of another column, joined to each of them
  const title = (
    words: [string, number][],
    y0: number,
    y1: number,
    xs: [number, number][],
  ): RecognisedWord[] => words.map(([text, conf], k) => word(text, conf, xs[k]![0], xs[k]![1], y0, y1));
  const upper = [
    ...title(
      [
        ['Coordinador', 0.96],
        ['de', 0.96],
        ['Logístic', 0.92],
      ],
      645,
      677,
      [
        [105, 350],
        [365, 402],
        [429, 553],
      ],
    ),
    word('E.', 0.91, 964, 991, 625, 648),
    word('j.aguirre@penaclara.example.net', 0.85, 1003, 1698, 624, 654),
  ];
  const lower = [
    ...title(
      [
        ['oordinador', 0.92],
        ['de', 0.93],
        ['Logística', 0.96],
      ],
      654,
      678,
      [
        [133, 350],
        [390, 411],
        [449, 600],
      ],
    ),
    word('W.', 0.92, 961, 1004, 667, 692),
    word('www.penaclara.example.net', 0.91, 1020, 1698, 666, 699),
  ];

  it('keeps the words two lines read over the same print in the first, each as read the more surely', () => {
    const out = withoutWordsReadTwice([line(upper), line(lower)]);
    expect(out.map((l) => l.text)).toEqual([
      'Coordinador de Logística E. j.aguirre@penaclara.example.net',
      'W. www.penaclara.example.net',
    ]);
  });

  it('leaves lines on other rows, and a single word alike, as they are', () => {
    const below = lower.map((w) => ({ ...w, bbox: { ...w.bbox, y0: w.bbox.y0 + 40, y1: w.bbox.y1 + 40 } }));
    expect(withoutWordsReadTwice([line(upper), line(below)])).toEqual([line(upper), line(below)]);
    const one = [lower[0]!, ...lower.slice(3)];
    expect(withoutWordsReadTwice([line(upper), line(one)])).toEqual([line(upper), line(one)]);
  });
});
