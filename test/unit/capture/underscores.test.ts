import { describe, expect, it } from 'vitest';
import {
  onPrintRows,
  restoreUnderscores,
  separatorBetween,
  underscoreBetween,
} from '../../../lambdas/adapters/local/underscores';
import type { GreyImage } from '../../../lambdas/adapters/local/card-image';
import type { BBox, TextLine } from '../../../lambdas/core/capture';

/** A white page with black rectangles [x0, y0, x1, y1) painted on it. */
function page(...rects: [number, number, number, number][]): GreyImage {
  const width = 400;
  const height = 120;
  const data = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, x1, y1] of rects)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = 0;
  return { data, width, height };
}

// two words of letters 20 px high (rows 40-60), from x 20 to 100 and from x 118 to 300
const letters: [number, number, number, number][] = [
  [20, 40, 30, 60],
  [40, 40, 60, 60],
  [70, 40, 100, 60],
  [118, 40, 140, 60],
  [150, 40, 300, 60],
];
const first: BBox = { x0: 20, y0: 40, x1: 100, y1: 60 };
const second: BBox = { x0: 118, y0: 40, x1: 300, y1: 60 };

describe('underscores read as gaps', () => {
  it('finds a thin bar under the gap between two words, at or below their foot', () => {
    expect(underscoreBetween(page(...letters, [98, 63, 120, 66]), first, second)).toBe(true);
    // (the recogniser's boxes may overlap at the gap)
    expect(underscoreBetween(page(...letters, [98, 63, 120, 66]), first, { ...second, x0: 96 })).toBe(true);
  });

  it('finds none in blank page, a dot, a hyphen at mid-height, or a rule under the whole line', () => {
    expect(underscoreBetween(page(...letters), first, second)).toBe(false);
    expect(underscoreBetween(page(...letters, [106, 56, 110, 60]), first, second)).toBe(false);
    expect(underscoreBetween(page(...letters, [102, 49, 116, 52]), first, second)).toBe(false);
    expect(underscoreBetween(page(...letters, [10, 64, 390, 66]), first, second)).toBe(false);
    // (nor a bar as thick as a letter is tall: a block of ink)
    expect(underscoreBetween(page(...letters, [98, 62, 120, 72]), first, second)).toBe(false);
  });

  it('joins the two pieces of an address whose underscore was read as a gap, and nothing else', () => {
    const line = (...texts: string[]): TextLine => {
      const boxes = [{ x0: 0, y0: 40, x1: 10, y1: 60 }, first, second];
      const words = texts.map((text, k) => ({ text, confidence: 0.9, bbox: boxes[k]! }));
      return { text: texts.join(' '), confidence: 0.9, words };
    };
    const underscored = page(...letters, [98, 63, 120, 66]);
    expect(restoreUnderscores([line('E:', 'noor', 'kamp@zee.example')], underscored)[0]!.text).toBe(
      'E: noor_kamp@zee.example',
    );
    // (not on a line without an address, nor before a word that does not go on to the "@")
    expect(restoreUnderscores([line('E:', 'noor', 'kamp')], underscored)[0]!.text).toBe('E: noor kamp');
    expect(restoreUnderscores([line('E:', 'noor', 'kamp.zee@')], page(...letters))[0]!.text).toBe(
      'E: noor kamp.zee@',
    );
  });
});

describe('faint underscores', () => {
  /** A photo's greyscale page: ink 40 on paper 235, and light grey rectangles [x0, y0, x1, y1, grey] on it. */
  function greyPage(...light: [number, number, number, number, number][]): GreyImage {
    const { data, width, height } = page(...letters);
    const grey = data.map((v) => (v === 0 ? 40 : 235));
    for (const [x0, y0, x1, y1, v] of light)
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) grey[y * width + x] = v;
    return { data: grey, width, height };
  }

  it('finds an underscore the clean page lost to its threshold on the greyscale page', () => {
    // a bar of grey 162 under the gap: blank on the clean page (which keeps under 160), ink at a lighter level
    const clean = page(...letters);
    const grey = greyPage([100, 63, 118, 66, 162]);
    expect(separatorBetween(clean, first, second)).toBeNull();
    expect(separatorBetween(clean, first, second, 2, grey)).toBe('_');
    // (but not in a blank gap, nor for a faint speck or a faint smudge as thick as the letters are tall)
    expect(separatorBetween(clean, first, second, 2, greyPage())).toBeNull();
    expect(separatorBetween(clean, first, second, 2, greyPage([106, 63, 109, 66, 162]))).toBeNull();
    expect(separatorBetween(clean, first, second, 2, greyPage([100, 62, 118, 80, 162]))).toBeNull();
    // (nor for paper a shade darker than the rest)
    expect(separatorBetween(clean, first, second, 2, greyPage([100, 63, 118, 66, 215]))).toBeNull();
  });
});

describe("underscores a serif font's feet touch, and hyphens, read as gaps", () => {
  it('finds an underscore joined to the letters beside it, at their foot or as low as a descender', () => {
    const touching = page(...letters, [96, 60, 122, 63]);
    expect(underscoreBetween(touching, first, second)).toBe(false);
    expect(separatorBetween(touching, first, second)).toBe('_');
    // (below the foot, touching a descender of the next word's first letter)
    expect(separatorBetween(page(...letters, [118, 60, 122, 70], [100, 64, 122, 66]), first, second)).toBe(
      '_',
    );
  });

  it("finds a thicker underscore as low as a descender's end, and one the second word's box took in", () => {
    expect(separatorBetween(page(...letters, [118, 60, 122, 72], [100, 64, 122, 68]), first, second)).toBe(
      '_',
    );
    // (the second word's ink starts at 152: its box took in the gap and the underscore under it)
    const taken: [number, number, number, number][] = [
      [20, 40, 100, 60],
      [152, 40, 300, 60],
    ];
    expect(separatorBetween(page(...taken, [138, 61, 150, 64]), first, second)).toBe('_');
    // not where the second word has an underscore of its own there (looked for only a line's height into it)
    expect(separatorBetween(page(...taken, [138, 61, 150, 64]), first, second, 1)).toBeNull();
  });

  it('finds a hyphen at mid-height in a narrow gap', () => {
    expect(separatorBetween(page(...letters, [102, 49, 116, 52]), first, second)).toBe('-');
  });

  it('finds neither in blank page, a dot, the tops of the next line, or a dash set apart by spaces', () => {
    expect(separatorBetween(page(...letters), first, second)).toBeNull();
    expect(separatorBetween(page(...letters, [106, 56, 110, 60]), first, second)).toBeNull();
    expect(separatorBetween(page(...letters, [95, 66, 125, 90]), first, second)).toBeNull();
    const far: BBox = { ...second, x0: 140 };
    const spaced: [number, number, number, number][] = [
      [20, 40, 100, 60],
      [140, 40, 300, 60],
    ];
    expect(separatorBetween(page(...spaced, [112, 49, 128, 52]), first, far)).toBeNull();
  });

  it("joins an address's pieces with the hyphen between them, but not a label to an address", () => {
    const line = (...texts: string[]): TextLine => {
      const boxes = [{ x0: 0, y0: 40, x1: 10, y1: 60 }, first, second];
      const words = texts.map((text, k) => ({ text, confidence: 0.9, bbox: boxes[k]! }));
      return { text: texts.join(' '), confidence: 0.9, words };
    };
    const hyphened = page(...letters, [102, 49, 116, 52]);
    expect(restoreUnderscores([line('E:', 'jasper', 'hale@zee.example')], hyphened)[0]!.text).toBe(
      'E: jasper-hale@zee.example',
    );
    expect(restoreUnderscores([line('|', 'Mail', 'hale@zee.example')], hyphened)[0]!.text).toBe(
      '| Mail hale@zee.example',
    );
    // (a label with its dot is a label too)
    expect(restoreUnderscores([line('|', 'E.', 'hale@zee.example')], hyphened)[0]!.text).toBe(
      '| E. hale@zee.example',
    );
  });
});

describe('underscores under an address given a box beyond its print', () => {
  it("looks for the underscore under the rows of the line's other words", () => {
    // the line above reaches down to row 36; the address's two words were given boxes from row 20 to 80
    const underscored = page(...letters, [98, 63, 120, 66], [20, 20, 300, 36]);
    const tall = (b: BBox): BBox => ({ ...b, y0: 20, y1: 80 });
    const words = [
      { text: 'E.', confidence: 0.9, bbox: { x0: 0, y0: 40, x1: 10, y1: 60 } },
      { text: 'noor', confidence: 0.8, bbox: tall(first) },
      { text: 'kamp@zee.example', confidence: 0.8, bbox: tall(second) },
    ];
    const line: TextLine = { text: 'E. noor kamp@zee.example', confidence: 0.85, words };
    expect(restoreUnderscores([line], underscored)[0]!.text).toBe('E. noor_kamp@zee.example');
    expect(onPrintRows(words)[1]).toEqual({ ...first, y0: 40, y1: 60 });
  });

  it('takes the rows of the nearest word, not of a column of other print the line joined', () => {
    // the title beside the address stands lower (rows 56-86); the address's first word was given rows 20-80
    const words = [
      { text: 'Marketing', confidence: 0.95, bbox: { x0: -300, y0: 56, x1: -100, y1: 86 } },
      { text: 'noor', confidence: 0.8, bbox: { ...first, y0: 20, y1: 80 } },
      { text: 'kamp@zee.example', confidence: 0.8, bbox: second },
    ];
    expect(onPrintRows(words)[1]).toEqual({ ...first, y0: 40, y1: 60 });
    const underscored = page(...letters, [98, 63, 120, 66]);
    const line: TextLine = { text: 'Marketing noor kamp@zee.example', confidence: 0.85, words };
    expect(restoreUnderscores([line], underscored)[0]!.text).toBe('Marketing noor_kamp@zee.example');
  });
});
