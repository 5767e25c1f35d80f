import { describe, expect, it } from 'vitest';
import { withMarksOfWord, withPrintedMarks } from '../../../lambdas/adapters/local/accent-marks';
import type { GreyImage } from '../../../lambdas/adapters/local/card-image';
import type { RecognisedWord } from '../../../lambdas/core/capture';

/** A white page 400 by 200. */
function blank(): GreyImage {
  return { data: new Uint8Array(400 * 200).fill(255), width: 400, height: 200 };
}
function rect(page: GreyImage, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) page.data[y * page.width + x] = 0;
}
/** A stroke three pixels thick from (xa, ya) to (xb, yb). */
function stroke(page: GreyImage, xa: number, ya: number, xb: number, yb: number): void {
  const steps = Math.max(Math.abs(xb - xa), Math.abs(yb - ya));
  for (let s = 0; s <= steps; s++) {
    const x = Math.round(xa + ((xb - xa) * s) / steps);
    const y = Math.round(ya + ((yb - ya) * s) / steps);
    rect(page, x - 1, y - 1, x + 2, y + 2);
  }
}

// letters on rows 100-140 (x-height from row 112); a capital or ascender from row 100
const capital = (page: GreyImage, x: number) => rect(page, x, 100, x + 24, 140);
const small = (page: GreyImage, x: number) => rect(page, x, 112, x + 22, 140);
const stem = (page: GreyImage, x: number) => rect(page, x, 112, x + 7, 140);
const dot = (page: GreyImage, x: number) => rect(page, x, 101, x + 7, 108);
const word = (text: string, x1: number): RecognisedWord => ({
  text,
  confidence: 0.95,
  bbox: { x0: 20, y0: 100, x1, y1: 140 },
});

describe('accent marks printed over letters the recogniser read without them', () => {
  /** "Sian" with a caret over its a, three pixels thick. */
  const sianWithCaret = (): GreyImage => {
    const page = blank();
    capital(page, 20);
    stem(page, 54);
    dot(page, 54);
    small(page, 71);
    stroke(page, 74, 108, 82, 99);
    stroke(page, 82, 99, 90, 108);
    small(page, 103);
    return page;
  };

  it('reads a caret over a letter as a circumflex', () => {
    expect(withMarksOfWord(sianWithCaret(), word('Sian', 125)).text).toBe('Siân');
  });

  it('reads a bold caret whose top row its antialiasing notched as a circumflex', () => {
    const page = sianWithCaret();
    page.data[98 * page.width + 82] = 255;
    expect(withMarksOfWord(page, word('Sian', 125)).text).toBe('Siân');
  });

  it('reads a mark over a capital too', () => {
    const page = blank();
    capital(page, 20);
    stroke(page, 28, 97, 36, 89);
    small(page, 54);
    expect(withMarksOfWord(page, word('Ea', 76)).text).toBe('Éa');
  });

  it('reads an i without its dot as a dotless ı, and two dots over a letter as a diaeresis', () => {
    const page = blank();
    capital(page, 20);
    stem(page, 54);
    small(page, 71);
    rect(page, 74, 101, 80, 107);
    rect(page, 85, 101, 91, 107);
    expect(withMarksOfWord(page, word('Yie', 93)).text).toBe('Yıë');
  });

  it('reads a stroke leaning right as an acute accent and one leaning left as a grave accent', () => {
    const page = blank();
    capital(page, 20);
    small(page, 54);
    stroke(page, 60, 108, 70, 98);
    small(page, 86);
    stroke(page, 92, 98, 102, 108);
    expect(withMarksOfWord(page, word('Jee', 108)).text).toBe('Jéè');
  });

  it('reads a wave over an n as a tilde, and not a flat bar', () => {
    const page = blank();
    capital(page, 20);
    small(page, 54);
    // (a wave three pixels thick: up, down and up again)
    stroke(page, 56, 107, 61, 102);
    stroke(page, 61, 102, 70, 107);
    stroke(page, 70, 107, 75, 102);
    small(page, 86);
    expect(withMarksOfWord(page, word('Pna', 108)).text).toBe('Pña');
    const bar = blank();
    capital(bar, 20);
    small(bar, 54);
    rect(bar, 56, 103, 75, 106);
    small(bar, 86);
    expect(withMarksOfWord(bar, word('Pna', 108)).text).toBe('Pna');
  });

  it('leaves a word whose letters are read with their marks, or have none', () => {
    const page = blank();
    capital(page, 20);
    stem(page, 54);
    dot(page, 54);
    small(page, 71);
    small(page, 103);
    expect(withMarksOfWord(page, word('Sian', 125)).text).toBe('Sian');
    // a letter read with its accent keeps it
    const marked = blank();
    capital(marked, 20);
    small(marked, 54);
    stroke(marked, 60, 108, 70, 98);
    expect(withMarksOfWord(marked, word('Jé', 76)).text).toBe('Jé');
  });

  it('leaves a word whose islands are not one per character, and a mark of no clear shape', () => {
    // "an" printed with the two letters touching: two characters, one island
    const touching = blank();
    capital(touching, 20);
    rect(touching, 54, 112, 100, 140);
    stroke(touching, 60, 108, 70, 98);
    expect(withMarksOfWord(touching, word('Jan', 100)).text).toBe('Jan');
    // a long flat bar over a letter (a rule, a macron): no accent this adapter writes
    const bar = blank();
    capital(bar, 20);
    small(bar, 54);
    rect(bar, 54, 104, 76, 107);
    expect(withMarksOfWord(bar, word('Ja', 76)).text).toBe('Ja');
  });

  it('takes an i for dotless only where nothing at all stands over its stem', () => {
    // the dot joined to the stem (blur): the stem stands taller than the small letters
    const joined = blank();
    capital(joined, 20);
    rect(joined, 54, 103, 61, 140);
    small(joined, 71);
    expect(withMarksOfWord(joined, word('Yin', 93)).text).toBe('Yin');
    // the dot held by the f before it ("fi" set as a ligature)
    const ligature = blank();
    rect(ligature, 20, 100, 30, 140);
    rect(ligature, 20, 100, 61, 105);
    stem(ligature, 54);
    small(ligature, 71);
    expect(withMarksOfWord(ligature, word('fin', 93)).text).toBe('fin');
    // a dot too faint for the cleaned page, seen on the greyscale page
    const bare = blank();
    capital(bare, 20);
    stem(bare, 54);
    small(bare, 71);
    const grey = { ...bare, data: Uint8Array.from(bare.data, (v) => (v === 0 ? 40 : 230)) };
    for (let y = 101; y < 107; y++) for (let x = 55; x < 60; x++) grey.data[y * grey.width + x] = 150;
    expect(withMarksOfWord(bare, word('Yin', 93), grey).text).toBe('Yin');
    expect(withMarksOfWord(bare, word('Yin', 93)).text).toBe('Yın');
  });

  it('rewrites only the lines with a word it changed', () => {
    const page = blank();
    capital(page, 20);
    stem(page, 54);
    small(page, 71);
    const lines = [{ text: 'Yin', confidence: 0.9, words: [word('Yin', 93)] }];
    const out = withPrintedMarks(lines, page);
    expect(out[0]!.text).toBe('Yın');
    expect(withPrintedMarks(out, page)[0]).toBe(out[0]);
  });
});
