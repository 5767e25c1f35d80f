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
});
