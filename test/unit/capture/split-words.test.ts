import { describe, expect, it } from 'vitest';
import { mergeSplitReading, splitWordRuns } from '../../../lambdas/adapters/local/split-words';
import type { StripOffset } from '../../../lambdas/adapters/local/card-image';
import type { RecognisedWord, TextLine } from '../../../lambdas/core/capture';

/** A word `w` pixels wide at (x0, y0), `h` tall. */
const word = (text: string, x0: number, w: number, y0 = 600, h = 64, confidence = 0.93): RecognisedWord => ({
  text,
  confidence,
  bbox: { x0, y0, x1: x0 + w, y1: y0 + h },
});
const line = (...words: RecognisedWord[]): TextLine => ({
  text: words.map((w) => w.text).join(' '),
  confidence: 0.9,
  words,
});

// a display-type name read in pieces, joined with the small print of the column beside it
const splitName = (): TextLine =>
  line(
    word('Freya', 100, 238),
    word('Oo', 375, 66),
    word('ko', 446, 96),
    word('n', 552, 45),
    word('kwo', 609, 174),
    word('Email', 966, 89, 654, 27),
    word('|', 1072, 3, 654, 34),
    word('f.okonkwo@harrowgate.example.net', 1090, 618, 654, 34),
  );

describe('split-word look: which words are read again', () => {
  it('finds a name read in pieces, with the word beside it, and not the column next to it', () => {
    const runs = splitWordRuns([line(word('Harrowgate', 100, 300, 400, 40)), splitName()]);
    expect(runs).toEqual([{ line: 1, box: { x0: 100, y0: 600, x1: 783, y1: 664 }, letters: 13, pieces: 5 }]);
  });

  it('finds a capital set apart from the rest of its word, with an apostrophe read as a short letter', () => {
    const lines = [
      line(word('Henrik', 100, 200), word('N', 310, 40), word('uBbaum', 354, 210)),
      line(
        word('Freya', 100, 189, 480, 65),
        word('D', 316, 46, 480, 50),
        word('f', 368, 9, 480, 18),
        word('Souza', 385, 211, 480, 53),
      ),
      // an initial with its dot, or before a capitalised word, is no cut
      line(word('Maria', 100, 150, 700), word('J.', 260, 30, 700), word('Smith', 300, 150, 700)),
      line(word('Maria', 100, 150, 800), word('J', 260, 20, 800), word('Smith', 286, 150, 800)),
    ];
    expect(splitWordRuns(lines).map((r) => r.line)).toEqual([0, 1]);
  });

  it('keeps a sign read for a letter inside the run, so a name is not cut in two there', () => {
    // "Günther Weißenborn" in display type: "G u nth € r We I Be n b o r n", its e read as €
    const lines = [
      line(
        word('G', 106, 56),
        word('u', 171, 39),
        word('nth', 220, 116),
        { ...word('€', 343, 40), confidence: 0.64 },
        word('r', 390, 26),
        word('We', 439, 117),
        word('I', 564, 11),
        word('Be', 586, 87),
        word('n', 680, 39),
      ),
    ];
    expect(splitWordRuns(lines).map((r) => [r.box.x0, r.box.x1])).toEqual([[106, 719]]);
    // (a sign read surely is print of its own)
    const sure = [line(...lines[0]!.words!.map((w) => (w.text === '€' ? { ...w, confidence: 0.9 } : w)))];
    expect(splitWordRuns(sure).map((r) => [r.box.x0, r.box.x1])).toEqual([
      [106, 336],
      [390, 719],
    ]);
  });

  it('leaves lines of ordinary short words and numbers alone', () => {
    const lines = [
      // word gaps of a third of the height: short words, not pieces of one
      line(word('Head', 100, 90, 300, 30), word('of', 200, 30, 300, 30), word('IT', 240, 25, 300, 30)),
      line(word('T', 100, 12, 400, 24), word('+44', 120, 40, 400, 24), word('20', 166, 24, 400, 24)),
      line(word('M', 100, 20, 500, 24), word('|', 124, 3, 500, 24), word('062191', 131, 80, 500, 24)),
    ];
    expect(splitWordRuns(lines)).toEqual([]);
  });
});

describe('split-word look: merging the second reading', () => {
  /** The one strip: the page box from (50, 580), unscaled. */
  const strip: StripOffset = { top: 0, bottom: 100, left: 0, scale: 1, x0: 50, y0: 580 };
  const reread = (...texts: [string, number, number][]): RecognisedWord[] =>
    texts.map(([text, x, w]) => word(text, x - 50, w, 20, 64, 0.95));

  it('puts the whole words in place of the pieces and keeps the rest of the line', () => {
    const lines = [splitName()];
    const runs = splitWordRuns(lines);
    const merged = mergeSplitReading(
      lines,
      runs,
      [strip],
      reread(['Freya', 100, 238], ['Okonkwo', 375, 408]),
    );
    expect(merged[0]!.text).toBe('Freya Okonkwo Email | f.okonkwo@harrowgate.example.net');
    expect(merged[0]!.words!.map((w) => w.bbox.x0)).toEqual([100, 375, 966, 1072, 1090]);
  });

  it('keeps the pieces when the second reading is no better', () => {
    const lines = [splitName()];
    const runs = splitWordRuns(lines);
    // as many words as pieces, a weak word, or far fewer letters: each keeps the line as read
    const worse = [
      reread(['Freya', 100, 238], ['Oo', 375, 66], ['ko', 446, 96], ['n', 552, 45], ['kwo', 609, 174]),
      [...reread(['Freya', 100, 238]), { ...word('Okonkwo', 375, 408, 620), confidence: 0.4 }],
      reread(['Fr', 100, 238], ['Ok', 375, 408]),
    ];
    for (const words of worse) expect(mergeSplitReading(lines, runs, [strip], words)).toEqual(lines);
  });

  it("takes the card's language model's reading of the pieces where it is surer than the page model's", () => {
    // "Íñigo Quintana" in bold display type: the page model has no ñ, and reads the first name "ifiigo"
    const lines = [
      line(
        word('Nn', 129, 41),
        word('i', 180, 10),
        word('g', 199, 39),
        word('(0', 242, 45, 600, 64, 0.56),
        word('Quintana', 314, 331),
      ),
    ];
    const runs = splitWordRuns(lines);
    const pageModel = [
      { ...word('ifiigo', 79, 158, 20, 64), confidence: 0.72 },
      ...reread(['Quintana', 314, 331]),
    ];
    const languageModel = reread(['Íñigo', 129, 158], ['Quintana', 314, 331]);
    const merge = (byLanguage?: { offsets: StripOffset[]; words: RecognisedWord[] }): string =>
      mergeSplitReading(lines, runs, [strip], pageModel, { byLanguage })[0]!.text;
    expect(merge()).toBe('ifiigo Quintana');
    expect(merge({ offsets: [strip], words: languageModel })).toBe('Íñigo Quintana');
    // a weaker or broken reading by the language model leaves the page model's
    const weaker = languageModel.map((w) => ({ ...w, confidence: 0.71 }));
    expect(merge({ offsets: [strip], words: weaker })).toBe('ifiigo Quintana');
    expect(merge({ offsets: [strip], words: reread(['Í', 129, 20], ['ñ', 150, 20], ['igo', 170, 60]) })).toBe(
      'ifiigo Quintana',
    );
  });

  it('keeps the accents the accent pass gave a word read again with the same letters', () => {
    const lines = [
      line(
        word('Ciarán', 100, 238),
        word('Ge', 375, 66),
        word('rag', 446, 96),
        word('h', 552, 45),
        word('ty', 609, 174),
        word('Email', 966, 89, 654, 27),
      ),
    ];
    const runs = splitWordRuns(lines);
    const merged = mergeSplitReading(
      lines,
      runs,
      [strip],
      reread(['Ciaran', 100, 238], ['Geraghty', 375, 408]),
    );
    expect(merged[0]!.text).toBe('Ciarán Geraghty Email');
  });
});

describe('split-word look: pieces with marks in them', () => {
  // "Citlali Espinoza-Peña" in bold display type: "i" read as "!", the hyphen as "="
  const boldName = (): TextLine =>
    line(
      word('Citlali', 119, 212, 603, 53, 0.88),
      word('E', 365, 36, 604, 51),
      word('S', 409, 34, 616, 40, 0.77),
      word('Pp!', 447, 66, 612, 69, 0.48),
      word('n', 523, 38, 616, 38, 0.86),
      word('Oza', 569, 124, 616, 40, 0.48),
      word('=', 701, 22, 630, 10, 0.41),
      word('Pe', 732, 87, 604, 52, 0.96),
      word('n', 827, 38, 616, 38, 0.88),
      word('a', 873, 38, 616, 40, 0.96),
      word('C.', 966, 30, 647, 24),
    );
  const strip: StripOffset = { top: 0, bottom: 100, left: 0, scale: 1, x0: 300, y0: 580 };

  it('reads weak scraps with a mark for a letter or a hyphen as pieces, so the run is not cut there', () => {
    const runs = splitWordRuns([boldName()]);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.box.x0).toBe(365);
    expect(runs[0]!.box.x1).toBe(911);
    // (surely read, such marks cut the run as before)
    const sure = line(...boldName().words!.map((w) => ({ ...w, confidence: 0.9 })));
    expect(splitWordRuns([sure])).toEqual([]);
  });

  it('reads a piece with a one for an l as a piece', () => {
    const runs = splitWordRuns([
      line(
        word('An', 105, 98, 570, 89),
        word('n', 213, 38, 582, 39),
        word('el', 259, 62, 568, 54),
        word('1es', 332, 103, 582, 40),
        word('Sm', 466, 111, 569, 90),
        word('it', 588, 51, 572, 50),
      ),
    ]);
    expect(runs.map((r) => [r.box.x0, r.box.x1])).toEqual([[105, 639]]);
  });

  it("drops a scrap of the word before the run that the strip's margin took in, and takes the accent pass's accents", () => {
    const lines = [boldName()];
    const runs = splitWordRuns(lines);
    const reread = [
      { text: 'i', confidence: 0.9, bbox: { x0: 20, y0: 24, x1: 30, y1: 76 } },
      { text: 'Espinoza-Pena', confidence: 0.93, bbox: { x0: 66, y0: 24, x1: 611, y1: 101 } },
    ];
    const accentRead = [
      { text: 'Citlali', confidence: 0.95, bbox: { x0: 119, y0: 603, x1: 331, y1: 656 } },
      { text: 'Espinoza-Peña', confidence: 0.95, bbox: { x0: 367, y0: 602, x1: 911, y1: 681 } },
    ];
    expect(mergeSplitReading(lines, runs, [strip], reread, { accentRead })[0]!.text).toBe(
      'Citlali Espinoza-Peña C.',
    );
    // (an accented word elsewhere on the line lends nothing)
    const elsewhere = [{ ...accentRead[1]!, bbox: { x0: 367, y0: 900, x1: 911, y1: 960 } }];
    expect(mergeSplitReading(lines, runs, [strip], reread, { accentRead: elsewhere })[0]!.text).toBe(
      'Citlali Espinoza-Pena C.',
    );
  });
});

describe('split-word look: weak whole words and scraps for letters', () => {
  it('reads a weak g read as a zero as a piece, so the run takes the whole surname', () => {
    const runs = splitWordRuns([
      line(
        word('F', 123, 39, 509, 53),
        word('reya', 168, 149, 520, 57),
        word('Foth', 341, 151, 506, 56),
        word('e', 499, 37, 520, 42),
        word('ri', 542, 40, 506, 55),
        word('n', 591, 37, 520, 42, 0.75),
        word('0', 635, 38, 520, 57, 0.36),
        word('h', 681, 37, 506, 55),
        word('am', 724, 101, 520, 42),
        word('freya@thornbury.example.com', 963, 478, 523, 34),
      ),
    ]);
    expect(runs.map((r) => [r.box.x0, r.box.x1])).toEqual([[123, 825]]);
  });

  it('takes one word read over many pieces however weakly, but not two weak words', () => {
    const lines = [
      line(
        word('M', 371, 57, 568, 51),
        word('e', 436, 41, 580, 40),
        word('I', 485, 13, 581, 38, 0.41),
        word('B', 508, 41, 566, 54, 0.62),
        word('n', 557, 39, 580, 39),
        word('e', 603, 41, 580, 40),
        word('r', 652, 29, 580, 39),
      ),
    ];
    const runs = splitWordRuns(lines);
    const strip: StripOffset = { top: 0, bottom: 100, left: 0, scale: 1, x0: 300, y0: 540 };
    const one = [{ text: 'MeiBBner', confidence: 0.29, bbox: { x0: 71, y0: 26, x1: 381, y1: 80 } }];
    expect(mergeSplitReading(lines, runs, [strip], one)[0]!.text).toBe('MeiBBner');
    const two = [
      { text: 'Mei', confidence: 0.29, bbox: { x0: 71, y0: 26, x1: 200, y1: 80 } },
      { text: 'Bner', confidence: 0.29, bbox: { x0: 210, y0: 26, x1: 381, y1: 80 } },
    ];
    expect(mergeSplitReading(lines, runs, [strip], two)).toEqual(lines);
  });
});
