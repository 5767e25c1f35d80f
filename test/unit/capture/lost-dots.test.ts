import { describe, expect, it } from 'vitest';
import { nameSplits, restoreLostDots, specksOnFoot } from '../../../lambdas/adapters/local/lost-dots';
import type { GreyImage } from '../../../lambdas/adapters/local/card-image';
import type { BBox, TextLine } from '../../../lambdas/core/capture';

/** A rectangle [x0, y0, x1, y1) and its grey (black when left out). */
type Rect = [number, number, number, number, number?];

/** A white page with rectangles painted on it. */
function page(rects: Rect[]): GreyImage {
  const width = 600;
  const height = 160;
  const data = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, x1, y1, ink = 0] of rects)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = ink;
  return { data, width, height };
}

// "tlemaitre@rochebrune.example" as 28 letters of 20 px (a 14 px glyph and a 6 px gap), print rows 80-100, the
// letters of the local part from x 20 on
const LETTER = 20;
const word: BBox = { x0: 20, y0: 76, x1: 20 + 28 * LETTER, y1: 100 };
const glyphs = (grey = 0): Rect[] =>
  Array.from({ length: 28 }, (_, k): Rect => [20 + k * LETTER, 80, 20 + k * LETTER + 14, 100, grey]);
// a dot of 4 px on the foot in the gap after the first letter
const dotAfterFirst: Rect = [35, 96, 39, 100];

const lines = (address: string): TextLine[] => [
  { text: 'THÉO LEMAÎTRE', confidence: 0.9, words: [] },
  {
    text: address,
    confidence: 0.6,
    words: [{ text: address, confidence: 0.6, bbox: word }],
  },
];

describe('dots an address lost', () => {
  it('splits a local part only where the card prints the name: an initial or name before, names after', () => {
    expect(nameSplits('tlemaitre', ['theo', 'lemaitre'])).toEqual([1]);
    // (a name of several words may split more ways: where the speck stands decides)
    expect(nameSplits('flooropdenkamp', ['floor', 'op', 'den', 'kamp'])).toEqual([5, 7]);
    expect(nameSplits('rllorentefernandez', ['ruben', 'llorente', 'fernandez'])).toEqual([1]);
    // (the initial is that of the word printed before the surname, not any word's: "Lllewellyn" is t.llewellyn)
    expect(nameSplits('lllewellyn', ['tobias', 'llewellyn'])).toEqual([]);
    expect(nameSplits('contact', ['theo', 'lemaitre'])).toEqual([]);
  });

  it('finds a small speck on the foot of the print between two letters', () => {
    expect(specksOnFoot(page([...glyphs(), dotAfterFirst]), word)).toEqual([36.5]);
    expect(specksOnFoot(page(glyphs()), word)).toEqual([]);
  });

  it('takes no speck above the foot, under a letter, as big as a letter, or before the first letter', () => {
    // at mid-height (a hyphen's place), under a letter's overhang, a block, before the word
    expect(specksOnFoot(page([...glyphs(), [35, 86, 39, 90]]), word)).toEqual([]);
    expect(specksOnFoot(page([...glyphs(), [35, 80, 39, 84], dotAfterFirst]), word)).toEqual([]);
    expect(specksOnFoot(page([...glyphs(), [35, 88, 40, 100]]), word)).toEqual([]);
    expect(specksOnFoot(page([...glyphs(), [14, 96, 18, 100]]), word)).toEqual([]);
  });

  it('puts the dot back where the page shows it and the name allows it', () => {
    const address = 'tlemaitre@rochebrune.example';
    const restored = restoreLostDots(lines(address), page([...glyphs(), dotAfterFirst]));
    expect(restored[1]!.text).toBe('t.lemaitre@rochebrune.example');
    expect(restored[1]!.words![0]!.text).toBe('t.lemaitre@rochebrune.example');
    // no speck: an address printed without a dot stays so
    expect(restoreLostDots(lines(address), page(glyphs()))[1]!.text).toBe(address);
    // a speck where the name splits nothing (after the fifth letter, "tlema.itre") changes nothing
    const elsewhere: Rect = [115, 96, 119, 100];
    expect(restoreLostDots(lines(address), page([...glyphs(), elsewhere]))[1]!.text).toBe(address);
  });

  it('finds a blurred dot that runs into the letter before it on the clean page on the greyscale page', () => {
    const address = 'tlemaitre@rochebrune.example';
    // clean: the dot joined to the t by a bridge of ink; grey: the bridge a lighter grey than the letters and dot
    const clean = page([...glyphs(), dotAfterFirst, [34, 97, 35, 99]]);
    const grey = page([...glyphs(40), [35, 96, 39, 100, 40], [34, 97, 35, 99, 150]]);
    expect(restoreLostDots(lines(address), clean)[1]!.text).toBe(address);
    expect(restoreLostDots(lines(address), clean, grey)[1]!.text).toBe('t.lemaitre@rochebrune.example');
  });
});
