import { describe, expect, it } from 'vitest';
import { withoutGhostWords } from '../../../lambdas/adapters/local/ghost-words';
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
