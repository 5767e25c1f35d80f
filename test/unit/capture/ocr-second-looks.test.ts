import { describe, expect, it } from 'vitest';
import {
  acceptAccentWord,
  accentCandidates,
  accentLanguageFor,
  accentReadBox,
  mergeAccentReading,
  withoutDoubledLetter,
  withoutInflatedBoxes,
  withCaseOf,
} from '../../../lambdas/adapters/local/accent-merge';
import {
  addressCount,
  addressesWithInkBefore,
  emailLinesWithoutAddress,
  isGarbled,
  isSpeck,
  keepEarlierSpelling,
  lostSeparator,
  mergeContactReading,
  onRows,
  regainsAddressStart,
  weakContactLines,
} from '../../../lambdas/adapters/local/contact-reread';
import {
  betterReading,
  readingQuality,
  withoutStrayMarks,
} from '../../../lambdas/adapters/local/tesseract-ocr';
import type { GreyImage, StripOffset } from '../../../lambdas/adapters/local/card-image';
import { regionClues, type RecognisedWord, type TextLine } from '../../../lambdas/core/capture';
import { lineOf, wordAt } from './ocr-lines';

const word = (text: string, x0: number, confidence = 0.9, y0 = 0, h = 20): RecognisedWord => ({
  text,
  confidence,
  bbox: { x0, y0, x1: x0 + text.length * 10, y1: y0 + h },
});
const line = (...words: RecognisedWord[]): TextLine => ({
  text: words.map((w) => w.text).join(' '),
  confidence: Math.min(...words.map((w) => w.confidence)),
  words,
});
/** Strip k occupies rows [100k, 100k + 50) of the stacked image, unscaled, its top at page row `pageTop`. */
const strip = (k: number, pageTop = 0): StripOffset => ({
  top: 100 * k,
  bottom: 100 * k + 50,
  left: 0,
  scale: 1,
  x0: 0,
  y0: pageTop,
});

describe('accent pass: choosing the model', () => {
  const installed = ['spa', 'fra', 'deu', 'nld'];
  it("uses the card's region language, else the fallback", () => {
    expect(
      accentLanguageFor(
        new Map([
          ['FR', 5],
          ['GB', 1],
        ]),
        installed,
      ),
    ).toBe('fra');
    expect(accentLanguageFor(new Map([['AT', 3]]), installed)).toBe('deu');
    expect(accentLanguageFor(new Map([['US', 4]]), installed)).toBe('spa');
    expect(accentLanguageFor(new Map(), installed, null)).toBeNull();
    expect(accentLanguageFor(new Map([['NL', 4]]), ['spa'])).toBe('spa');
  });

  it('reads a card whose number is printed in dotted pairs with the French model', () => {
    // "SA" is French and Spanish alike; "01.99.00.95.59" is how France prints a number
    const card = 'Bellerive & Lemaitre SA\n01.99.00.95.59\nleonie.dubois@bellerive.example.com';
    expect(accentLanguageFor(regionClues(card), installed)).toBe('fra');
    // a number in spaced pairs and "SA" say nothing; a French title and its "Port." label do
    expect(
      accentLanguageFor(
        regionClues('Logistique Clairval SA\nBenoit Moreau\nResponsable des Achats\nPort. 06 39 98 00 69'),
        installed,
      ),
    ).toBe('fra');
    expect(
      accentLanguageFor(
        regionClues('Noemie Moreau\nHautefeuille SA Cheffe de projet\n06 39 98 53 90'),
        installed,
      ),
    ).toBe('fra');
    // Dutch mobiles are printed in spaced pairs too: those stay Dutch
    expect(
      accentLanguageFor(
        regionClues('Duinzicht Horeca B.V.\n06 41 27 83 59\nsanne@duinzicht.example'),
        installed,
      ),
    ).toBe('nld');
  });
});

describe('accent pass: the rows a run is read in', () => {
  const run = { x0: 394, y0: 305, x1: 1399, y1: 483 };
  it("reads the rows most of the run's words share when the page pass drew some far taller", () => {
    // "Baptiste" took in a logo above, "Lemaitre" the top of the next line
    const words = [
      { x0: 394, y0: 370, x1: 560, y1: 445 },
      { x0: 580, y0: 305, x1: 990, y1: 451 },
      { x0: 1010, y0: 362, x1: 1399, y1: 483 },
    ];
    expect(accentReadBox(run, words)).toEqual({ x0: 394, y0: 362, x1: 1399, y1: 451 });
  });
  it("keeps the capitals' and accents' rows above a run whose words are mostly of x-height", () => {
    // "Citlali E S Pp! n Oza = Pe n a": the tilde of the ñ stands above the x-height pieces
    const words = [
      { x0: 119, y0: 603, x1: 331, y1: 656 },
      { x0: 365, y0: 604, x1: 401, y1: 655 },
      { x0: 409, y0: 616, x1: 443, y1: 656 },
      { x0: 447, y0: 612, x1: 513, y1: 681 },
      { x0: 523, y0: 616, x1: 561, y1: 654 },
      { x0: 569, y0: 616, x1: 693, y1: 656 },
      { x0: 701, y0: 630, x1: 723, y1: 640 },
      { x0: 732, y0: 604, x1: 819, y1: 656 },
      { x0: 827, y0: 616, x1: 865, y1: 654 },
      { x0: 873, y0: 616, x1: 911, y1: 656 },
    ];
    const box = { x0: 119, y0: 603, x1: 911, y1: 681 };
    expect(accentReadBox(box, words)).toEqual({ ...box, y0: 603, y1: 656 });
  });
  it('keeps the box of specks read as words, whose shared rows are too few for a line of type', () => {
    const specks = { x0: 147, y0: 338, x1: 622, y1: 366 };
    const words = [
      { x0: 147, y0: 351, x1: 190, y1: 358 },
      { x0: 200, y0: 338, x1: 230, y1: 366 },
      { x0: 240, y0: 352, x1: 300, y1: 358 },
    ];
    expect(accentReadBox(specks, words)).toBe(specks);
  });
  it('keeps the box of a run whose words agree', () => {
    const words = [
      { x0: 394, y0: 310, x1: 560, y1: 480 },
      { x0: 580, y0: 305, x1: 990, y1: 483 },
    ];
    expect(accentReadBox(run, words)).toBe(run);
  });
});

describe('accent pass: which words are read again', () => {
  it('takes runs of letter words and cuts them at numbers, addresses and wide gaps', () => {
    const lines = [
      line(
        word('Dr.', 0, 0.9, 0, 30),
        word('Ines', 40, 0.9, 0, 30),
        word('Carvalho', 90, 0.9, 0, 30),
        word('T.', 400),
        word('+34', 430),
        word('912', 470),
      ),
      line(word('ines@carvalho.example', 0, 0.9, 50)),
      line(word('Weif3', 0, 0.9, 100)),
      line(word('28013', 0, 0.9, 150), word('Madrid', 70, 0.9, 150)),
    ];
    const pieces = accentCandidates(lines);
    expect(pieces.map((p) => [p.line, p.words])).toEqual([
      [0, [0, 1, 2]],
      [2, [0]],
      [3, [1]],
    ]);
    expect(pieces[0]!.box).toEqual({ x0: 0, y0: 0, x1: 170, y1: 30 });
  });
});

describe('accent pass: merging the second reading', () => {
  it('accepts only accent-level differences', () => {
    expect(acceptAccentWord(word('Ibanez', 0), word('Ibáñez', 0))).toBe(true);
    expect(acceptAccentWord(word('Lumiére', 0), word('Lumière', 0))).toBe(true);
    expect(acceptAccentWord(word('Weif3', 0, 0.7), word('Weiß', 0, 0.92))).toBe(true);
    expect(acceptAccentWord(word('Gonzalo', 0), word('Gonzalo', 0))).toBe(false);
    expect(acceptAccentWord(word('Ramos', 0), word('Rames', 0))).toBe(false); // no accent: not ours to change
    expect(acceptAccentWord(word('Ibáñez', 0), word('Ibanez', 0))).toBe(false); // never removes accents
    expect(acceptAccentWord(word('Berg', 0), word('Bjørnstad', 0))).toBe(false);
    expect(acceptAccentWord(word('Kahler', 0, 0.9), word('Köhler', 0, 0.5))).toBe(false); // weak second reading
    // an accented capital the page pass read, unsure, as another capital
    expect(acceptAccentWord(word('Fabha', 0, 0.66), word('Éabha', 0, 0.62))).toBe(true);
    expect(acceptAccentWord(word('Fabha', 0, 0.9), word('Éabha', 0, 0.62))).toBe(false); // a sure page reading
    expect(acceptAccentWord(word('Farah', 0, 0.66), word('Éabha', 0, 0.62))).toBe(false); // other letters too
  });

  it('reads a letter the accent model read twice, plain and accented, once with its accent', () => {
    expect(withoutDoubledLetter('EÉabha', 'Eabha')).toBe('Éabha');
    expect(withoutDoubledLetter('ÓOscar', 'Oscar')).toBe('Óscar');
    // a word that is the page's with both letters, or that is not the page's word at all, stays as read
    expect(withoutDoubledLetter('réel', 'reel')).toBe('réel');
    expect(withoutDoubledLetter('EÉabhb', 'Eabha')).toBe('EÉabhb');
    const lines = [line(word('Dr.', 0, 0.93), word('Eabha', 40, 0.93), word("O'Mahony", 120, 0.91))];
    const merged = mergeAccentReading(
      lines,
      accentCandidates(lines),
      [strip(0, 0)],
      [word('Dr.', 0, 0.93, 5), word('EÉabha', 40, 0.53, 5), word("O'Mahony", 120, 0.91, 5)],
    );
    expect(merged[0]!.text).toBe("Dr. Éabha O'Mahony");
  });

  it('drops a quote mark a rule beside a word was read as, and judges the word by its letters', () => {
    const symbol = (text: string, confidence: number, x0: number) => ({
      text,
      confidence,
      bbox: { x0, y0: 20, x1: x0 + 20, y1: 70 },
    });
    const read = {
      text: '“Xalapeña',
      confidence: 14,
      bbox: { x0: 20, y0: 20, x1: 243, y1: 74 },
      symbols: [...'“Xalapeña'].map((c, k) => symbol(c, k === 0 ? 87 : 98 + (k % 2), 20 + 25 * k)),
    };
    const kept = withoutStrayMarks(read);
    expect(kept.text).toBe('Xalapeña');
    expect(kept.confidence).toBe(98);
    expect(kept.bbox.x0).toBe(45);
    // (a word of other marks, or one whose rest is not letters, is left as read)
    const quoted = { ...read, text: '"42"', symbols: [...'"42"'].map((c, k) => symbol(c, 90, 25 * k)) };
    expect(withoutStrayMarks(quoted)).toBe(quoted);
    const plain = { ...read, text: 'Xalapeña', symbols: read.symbols.slice(1) };
    expect(withoutStrayMarks(plain)).toBe(plain);
    // (nor a bar, which may be a capital I, nor an apostrophe, which names hold)
    for (const text of ['|Jzerman', "'Connor"]) {
      const word = { ...read, text, symbols: [...text].map((c, k) => symbol(c, 90, 25 * k)) };
      expect(withoutStrayMarks(word)).toBe(word);
    }
  });

  it('cuts a second-reading word box stretched over the words after it to its letters', () => {
    const page = [line(word('Pefaciara', 0, 0.77), word('SA', 100), word('Paseo', 130), word('de', 190))];
    const pieces = accentCandidates(page);
    // "Peñaciara" read with a box over the whole run; the words after it read with boxes of their own
    const stretched = { ...word('Peñaciara', 0, 0.9, 5), bbox: { x0: 0, y0: 5, x1: 210, y1: 25 } };
    const second = [stretched, word('SA', 100, 0.8, 5), word('Paseo', 130, 0.9, 5), word('de', 190, 0.9, 5)];
    expect(mergeAccentReading(page, pieces, [strip(0)], second)[0]!.text).toBe('Peñaciara SA Paseo de');
    expect(withoutInflatedBoxes(second)[0]!.bbox.x1).toBeLessThan(110); // short of the middle of "SA"
    // (a box as wide as its letters is left alone)
    expect(withoutInflatedBoxes(second).slice(1)).toEqual(second.slice(1));
  });

  it("keeps the page pass's letter case", () => {
    expect(withCaseOf('Solvento', 'solvento')).toBe('Solvento');
    expect(withCaseOf('GRAINNE', 'Gráinne')).toBe('GRÁINNE');
    expect(withCaseOf('de', 'de')).toBe('de');
  });

  it('replaces words by horizontal overlap within their strip and joins split words', () => {
    const lines = [
      line(word('Ines', 0, 0.9, 0, 30), word('Ibanez', 60, 0.9, 0, 30), word('T.', 300), word('912', 330)),
      line(word('Guadal', 0, 0.8, 200), word('upe', 62, 0.8, 200), word('Zuniga', 100, 0.9, 200)),
    ];
    const pieces = accentCandidates(lines);
    const offsets = [strip(0, 0), strip(1, 200)];
    const second = [
      word('Inés', 0, 0.95, 5),
      word('Ibáñez', 60, 0.95, 5),
      word('Guadalupe', 0, 0.9, 105),
      word('Zúñiga', 100, 0.93, 105),
    ];
    const merged = mergeAccentReading(lines, pieces, offsets, second);
    expect(merged[0]!.text).toBe('Inés Ibáñez T. 912');
    expect(merged[1]!.text).toBe('Guadalupe Zúñiga');
    expect(merged[1]!.words).toHaveLength(2);
    expect(lines[0]!.text).toBe('Ines Ibanez T. 912'); // input untouched
  });
});

describe('contact pass', () => {
  it('counts well-formed addresses', () => {
    expect(addressCount('E: a.berg@berg.example W: www.berg.example')).toBe(2);
    expect(addressCount('E: a.berg berg')).toBe(0);
    // a space beside the "@" is the engine's to close, so the line is not read again for it
    expect(addressCount('Xóchitl Zamora E. xochitl.zamora @ahuehuete.example.net')).toBe(1);
    expect(addressCount('E. ana.ruiz @ acme.example')).toBe(1);
  });

  it('re-reads labelled lines without a well-formed address and weakly read address lines', () => {
    const lines = [
      line(word('Astrid', 0), word('Berg', 70)),
      line(word('E:', 0, 0.9, 40), word('a.berg', 30, 0.9, 40), word('erg', 100, 0.9, 40)),
      line(word('a.berg@berg.example', 0, 0.95, 80)),
      line(word('www.berg.example', 0, 0.6, 120)),
      line(word('E', 0, 0.9, 160), word('astrid', 20, 0.9, 160)),
    ];
    expect(weakContactLines(lines).map((w) => w.line)).toEqual([1, 3, 4]);
  });

  it('keeps the new reading only when it holds more addresses, or as many read better', () => {
    const lines = [
      line(word('E:', 0, 0.9, 40), word('a.berg', 30, 0.9, 40), word('erg', 100, 0.9, 40)),
      line(word('www.berg.example', 0, 0.9, 120)),
    ];
    const weak = [{ line: 0 }, { line: 1 }];
    const offsets = [strip(0, 40), strip(1, 120)];
    const merged = mergeContactReading(lines, weak, offsets, [
      word('E:', 0, 0.9, 5),
      word('a.berg@berg.example', 30, 0.9, 5),
      word('www.berg.exarnple', 0, 0.4, 105),
    ]);
    expect(merged[0]!.text).toBe('E: a.berg@berg.example');
    expect(merged[1]!.text).toBe('www.berg.example');
  });

  it('keeps the earlier, accented spelling of a word the re-read only spells without its accents', () => {
    const old = [word('Željko', 0), word('Núñez', 70)];
    const fresh = [word('Zeljko', 2), word('Nunez', 72), word('zn@ponte.example', 200)];
    expect(keepEarlierSpelling(old, fresh).map((w) => w.text)).toEqual([
      'Željko',
      'Núñez',
      'zn@ponte.example',
    ]);
    // a different word, or the same word elsewhere on the line, is the re-read's own
    expect(
      keepEarlierSpelling([word('Núñez', 300)], [word('Nunez', 0), word('Nuner', 300)]).map((w) => w.text),
    ).toEqual(['Nunez', 'Nuner']);
  });

  it('a name line re-read for the address beside it keeps its accents', () => {
    const lines = [line(word('Željko', 0, 0.9, 40), word('Núñez', 70, 0.9, 40))];
    const merged = mergeContactReading(
      lines,
      [{ line: 0 }],
      [strip(0, 40)],
      [word('Zeljko', 0, 0.9, 5), word('Nunez', 70, 0.9, 5), word('zn@ponte.example', 200, 0.9, 5)],
    );
    expect(merged[0]!.text).toBe('Željko Núñez zn@ponte.example');
  });

  it("leaves out a neighbouring line's glyph ends and specks of noise cut into the strip", () => {
    expect(onRows(word('KQ', 0, 0.7, 30, 10), { x0: 0, y0: 40, x1: 100, y1: 80 })).toBe(false);
    expect(onRows(word('Ruth', 0, 0.9, 45, 30), { x0: 0, y0: 40, x1: 100, y1: 80 })).toBe(true);
    expect(isSpeck(word('—', 0, 0.2))).toBe(true);
    expect(isSpeck(word('|', 0, 0.9))).toBe(false);
    expect(isSpeck(word('a', 0, 0.1))).toBe(false);
    // the name line (page rows 40-70), grown along its ink into the address beside it; the strip starts at
    // page row 30 and so also holds the bottom of the line above it
    const lines = [line(word('Ruth', 0, 0.9, 40, 30), word('Oyelaran', 50, 0.9, 40, 30))];
    const merged = mergeContactReading(
      lines,
      [{ line: 0 }],
      [strip(0, 30)],
      [
        word('VWX', 200, 0.6, 0, 8),
        word('Ruth', 0, 0.9, 10, 30),
        word('-', 45, 0.1, 20, 5),
        word('Oyelaran', 50, 0.9, 10, 30),
        word('ruth@oyelaran.example', 200, 0.9, 12, 26),
      ],
    );
    expect(merged[0]!.text).toBe('Ruth Oyelaran ruth@oyelaran.example');
  });

  it('leaves out words another line has read, when junk from a line beside it made the line tall', () => {
    // a name (rows 0-40), a title on the left (rows 50-70) whose line also holds junk read from the descenders of
    // the address beside it (rows 30-60, on the right)
    const lines = [
      line(word('Marta', 0, 0.95, 0, 40), word('Ibarra', 70, 0.95, 0, 40)),
      line(word('marta@ibarra.exam', 400, 0.6, 30, 30), word('le.org', 580, 0.5, 30, 25)),
      line(word('Gerente', 0, 0.9, 50, 20), word('ga@', 440, 0.3, 45, 12)),
    ];
    // the re-read of the title line's box (rows 0-70) reads all three lines as one block
    const merged = mergeContactReading(
      lines,
      [{ line: 2 }],
      [strip(0, 0)],
      [
        word('Marta', 0, 0.95, 0, 40),
        word('Ibarra', 70, 0.95, 0, 40),
        word('marta@ibarra.example.org', 400, 0.9, 30, 30),
        word('Gerente', 0, 0.9, 50, 20),
      ],
    );
    expect(merged[2]!.text).toBe('Gerente ga@');
    // (a small word read from the address's descenders is no reading of the address: the address line's own
    // re-read still takes its new reading)
    const own = mergeContactReading(
      lines,
      [{ line: 1 }],
      [strip(0, 30)],
      [word('marta@ibarra.example.org', 400, 0.9, 0, 30)],
    );
    expect(own[1]!.text).toBe('marta@ibarra.example.org');
  });
});

describe('page reading: layout analysis or sparse text', () => {
  const line = (text: string, confidence: number, y = 0, x = 0): TextLine => ({
    text,
    confidence,
    words: text.split(' ').map((t, i) => ({
      text: t,
      confidence,
      bbox: { x0: x + i * 120, y0: y, x1: x + i * 120 + 100, y1: y + 20 },
    })),
  });

  it('counts letters read with confidence and takes off those read with little', () => {
    expect(readingQuality([line('Pádraig MacNamara', 0.9), line(';,,.comnieworkseanp Partner', 0.4)])).toBe(
      16 - 22,
    );
  });

  it('replaces a garbled line by the sparse reading of the same place, and keeps the good lines', () => {
    const dense = [line('Pádraig MacNamara ;,,.comnieworkseanp', 0.46, 100), line('Partner', 0.95, 140)];
    const sparse = [
      line('Pádraig MacNamara', 0.91, 100),
      line('E p.macnamara@liffeyworks.example', 0.88, 104, 240),
      line('Partner', 0.96, 140),
    ];
    expect(betterReading(dense, sparse).map((l) => l.text)).toEqual([
      'Pádraig MacNamara',
      'E p.macnamara@liffeyworks.example',
      'Partner',
    ]);
  });

  it('keeps the web address of a weak line whose only sure sparse reading is a word beside it', () => {
    const w = (text: string, x0: number, x1: number, confidence: number) =>
      wordAt(text, x0, 914, x1, 945, confidence);
    const dense = [
      lineOf(
        0.46,
        w('W:', 94, 131, 0.9),
        w('www.', 148, 214, 0.2),
        w('trishul.example.com', 218, 500, 0.3),
        w('India', 1653, 1707, 0.9),
      ),
    ];
    const sparse = [
      lineOf(0.3, w('W:', 94, 131, 0.91), w('www.', 148, 214, 0), w('trishul.example.com', 218, 500, 0)),
      lineOf(0.96, w('India', 1653, 1707, 0.96)),
    ];
    expect(betterReading(dense, sparse).map((l) => l.text)).toEqual(['W: www. trishul.example.com', 'India']);
    // what is left of a weak line is dropped where it is no contact detail
    const junk = [
      lineOf(
        0.46,
        w('W:', 94, 131, 0.9),
        w('Ee', 148, 214, 0.2),
        w('oa', 218, 500, 0.3),
        w('India', 1653, 1707, 0.9),
      ),
    ];
    expect(betterReading(junk, sparse).map((l) => l.text)).toEqual(['India']);
  });

  it('replaces lines that share one large word between them by the sparse reading of their place', () => {
    const w = (text: string, x0: number, x1: number, y0: number, y1: number, confidence = 0.93) => ({
      text,
      confidence,
      bbox: { x0, y0, x1, y1 },
    });
    const of = (...words: RecognisedWord[]): TextLine => ({
      text: words.map((x) => x.text).join(' '),
      confidence: 0.93,
      words,
    });
    // "Wit" cut in two: "Wi" given to the line beside it, "it" kept
    const dense = [
      of(w('Wi', 306, 390, 552, 603), w('Mob.', 1331, 1403, 548, 574), w('+31', 1440, 1502, 549, 574)),
      of(w('Ilse', 94, 197, 552, 603), w('de', 218, 285, 552, 603), w('it', 375, 418, 556, 603)),
      of(w('Directeur', 94, 277, 634, 665)),
    ];
    const sparse = [
      of(w('Mob.', 1331, 1403, 548, 574), w('+31', 1440, 1502, 549, 574)),
      of(w('Ilse', 94, 198, 552, 603), w('de', 218, 286, 552, 603), w('Wit', 306, 418, 552, 603)),
      of(w('Directeur', 94, 277, 634, 665)),
    ];
    expect(betterReading(dense, sparse).map((l) => l.text)).toEqual(['Mob. +31', 'Ilse de Wit', 'Directeur']);
    // lines that do not overlap are left as they are
    expect(betterReading(dense.slice(1), sparse).map((l) => l.text)).toEqual(['Ilse de it', 'Directeur']);
  });

  it('does not let a tall junk word stretch a weak line over its neighbours, nor read a line twice', () => {
    const w = (text: string, x0: number, x1: number, y0: number, y1: number, confidence = 0.93) => ({
      text,
      confidence,
      bbox: { x0, y0, x1, y1 },
    });
    const of = (confidence: number, ...words: RecognisedWord[]): TextLine => ({
      text: words.map((x) => x.text).join(' '),
      confidence,
      words,
    });
    // a speck read as "EH", 100 px tall, beside the phone line; the address line below is read well already
    const dense = [
      of(
        0.36,
        w('EH', 93, 181, 351, 451, 0.01),
        w('+353', 953, 1028, 412, 438, 0.31),
        w('91586924', 1039, 1197, 412, 438, 0.31),
      ),
      of(0.85, w('clodagh@carrow.example', 953, 1611, 456, 489, 0.85)),
    ];
    const sparse = [
      of(0.48, w('+353', 953, 1028, 412, 438, 0.31), w('91586924', 1039, 1197, 412, 438, 0.31)),
      of(0.85, w('clodagh@carrow.example', 953, 1611, 456, 489, 0.85)),
    ];
    expect(betterReading(dense, sparse).map((l) => l.text)).toEqual([
      'EH +353 91586924',
      'clodagh@carrow.example',
    ]);
  });

  it('replaces a line whose large words the layout analysis cut into pieces, beside a column of small print', () => {
    // "Borja Castaño" fitted to the baseline of the contact line beside it; a speck read as "." above it
    const dense = [
      lineOf(
        0.88,
        wordAt('.', 219, 498, 230, 508, 0.79),
        wordAt('Correo', 936, 482, 1036, 505),
        wordAt('b.castano@brisamar.example', 1046, 480, 1427, 512, 0.91),
      ),
      lineOf(
        0.89,
        wordAt('B', 105, 499, 143, 545),
        wordAt('Oo', 144, 510, 181, 557, 0.51),
        wordAt('rj', 188, 514, 231, 560, 0.96),
        wordAt('a', 237, 513, 270, 545, 0.95),
        wordAt('C', 290, 499, 331, 545, 0.91),
        wordAt('asta', 336, 504, 455, 545, 0.95),
        wordAt('no', 460, 513, 532, 545, 0.95),
        wordAt('Correo', 936, 524, 1036, 546),
        wordAt('info@brisamar.example', 1046, 523, 1355, 554, 0.92),
      ),
    ];
    const sparse = [
      lineOf(
        0.92,
        wordAt('Correo', 936, 482, 1036, 505),
        wordAt('b.castano@brisamar.example', 1046, 480, 1427, 512, 0.91),
      ),
      lineOf(0.8, wordAt('Borja', 105, 498, 270, 560, 0.96), wordAt('Castano', 290, 499, 532, 545, 0.63)),
      lineOf(
        0.92,
        wordAt('Correo', 936, 524, 1036, 546),
        wordAt('info@brisamar.example', 1046, 523, 1355, 554, 0.92),
      ),
    ];
    expect(betterReading(dense, sparse).map((l) => l.text)).toEqual([
      '. Correo b.castano@brisamar.example',
      'Borja Castano',
      'Correo info@brisamar.example',
    ]);
    // words set apart by ordinary spaces are no pieces: the line is kept
    const spaced = [
      dense[0]!,
      lineOf(
        0.89,
        wordAt('Borja', 105, 498, 270, 560),
        wordAt('Castano', 290, 499, 532, 545),
        ...dense[1]!.words!.slice(7),
      ),
    ];
    expect(betterReading(spaced, sparse).map((l) => l.text)).toEqual([
      '. Correo b.castano@brisamar.example',
      'Borja Castano Correo info@brisamar.example',
    ]);
  });

  it('counts a piece ending in an apostrophe, and one opening with an e read as "€", as pieces of a word', () => {
    // "Loïc d'Argenson" fitted to the baseline of the address line beside it
    const address = [
      wordAt('@©', 903, 555, 938, 590, 0.78),
      wordAt('Ondine', 953, 561, 1040, 582, 0.91),
      wordAt('SA', 1076, 562, 1120, 582, 0.67),
    ];
    const dense = [
      lineOf(
        0.85,
        wordAt('Loic', 109, 510, 251, 562, 0.96),
        wordAt("d'", 275, 508, 331, 562, 0.81),
        wordAt('Arg', 336, 510, 453, 576, 0.96),
        wordAt('€nso', 460, 521, 623, 562, 0.68),
        wordAt('n', 630, 521, 666, 561, 0.92),
        ...address,
      ),
    ];
    const sparse = [
      lineOf(0.88, wordAt('Loic', 109, 510, 251, 562, 0.92), wordAt("d'Argenson", 275, 508, 666, 576, 0.83)),
      lineOf(0.8, ...address),
    ];
    expect(betterReading(dense, sparse).map((l) => l.text)).toEqual(["Loic d'Argenson", '@© Ondine SA']);
  });

  it('replaces a name set in wide capitals, read a letter or two at a time, and keeps the address beside it', () => {
    const dense = [
      lineOf(
        0.86,
        wordAt('RA', 102, 502, 191, 546, 0.96),
        wordAt('H', 202, 504, 240, 547, 0.93),
        wordAt('1)', 255, 500, 296, 559, 0.63),
        wordAt('L', 308, 505, 338, 549, 0.93),
        wordAt('AG', 371, 506, 464, 550, 0.96),
        wordAt('A', 474, 507, 517, 551, 0.96),
        wordAt('R', 528, 508, 566, 551, 0.92),
        wordAt('WA', 575, 509, 683, 553, 0.96),
        wordAt('L', 694, 510, 725, 554, 0.88),
        wordAt('@', 877, 532, 908, 563, 0.43),
        wordAt('narmada.example', 930, 536, 1202, 568, 0.91),
      ),
    ];
    const sparse = [
      lineOf(0.96, wordAt('RAHUL', 102, 502, 338, 549, 0.96), wordAt('AGARWAL', 371, 506, 725, 554, 0.96)),
    ];
    expect(betterReading(dense, sparse).map((l) => l.text)).toEqual(['RAHUL AGARWAL', 'narmada.example']);
    // (a sparse reading that reads the address again but not the pieces leaves the line whole for the later
    // passes, and so does one cut into pieces itself)
    const address = [lineOf(0.9, wordAt('narmada.example', 930, 536, 1202, 568, 0.93))];
    expect(betterReading(dense, address)).toEqual(dense);
    const inPieces = [
      lineOf(
        0.9,
        ...['RA', 'H', 'U', 'L'].map((t, k) => wordAt(t, 102 + 60 * k, 502, 150 + 60 * k, 549, 0.95)),
        wordAt('AGARWAL', 371, 506, 725, 554, 0.96),
      ),
    ];
    expect(betterReading(dense, inPieces)).toEqual(dense);
    // (capitals set apart by ordinary spaces are words: "VP IT" is kept)
    const words = [
      lineOf(0.86, wordAt('VP', 102, 502, 160, 546, 0.9), wordAt('IT', 185, 502, 230, 546, 0.9)),
    ];
    expect(betterReading(words, [lineOf(0.96, wordAt('VPIT', 102, 502, 230, 546, 0.96))])).toEqual(words);
  });

  it('reads a line of letters read as brackets glued to their neighbours again ("EXP [0] RT. \'AC 1 ON")', () => {
    const dense = [
      lineOf(
        0.79,
        wordAt('RESPONSABLE', 122, 512, 428, 540, 0.91),
        wordAt('DE', 447, 513, 500, 540, 0.95),
        wordAt('EXP', 519, 513, 597, 540, 0.95),
        wordAt('[0]', 598, 505, 632, 545, 0.33),
        wordAt('RT.', 633, 505, 688, 544, 0.77),
        wordAt("'AC", 679, 505, 737, 545, 0.68),
        wordAt('1', 742, 513, 754, 540, 0.57),
        wordAt('ON', 759, 506, 819, 541, 0.95),
      ),
    ];
    const sparse = [
      lineOf(
        0.91,
        wordAt('RESPONSABLE', 122, 512, 428, 540, 0.9),
        wordAt('DE', 447, 513, 500, 540, 0.93),
        wordAt('EXPORTACION', 519, 506, 819, 541, 0.89),
      ),
    ];
    expect(betterReading(dense, sparse).map((l) => l.text)).toEqual(['RESPONSABLE DE EXPORTACION']);
  });

  it('replaces a line otherwise read well that holds a junk word where two small lines were read as one', () => {
    const dense = [
      lineOf(
        0.61,
        wordAt('Ignacio', 105, 605, 412, 678, 0.95),
        wordAt('Beltran', 442, 604, 753, 662, 0.96),
        wordAt('HT', 1349, 606, 1390, 632, 0),
        wordAt('ea', 1477, 605, 1519, 677, 0.39),
        wordAt('42507', 1529, 605, 1698, 677, 0.69),
        wordAt('99', 1658, 600, 1700, 699, 0.69),
      ),
    ];
    const sparse = [
      lineOf(
        0.95,
        wordAt('M.', 1349, 606, 1390, 632),
        wordAt('+34', 1406, 605, 1473, 632),
        wordAt('648', 1487, 605, 1548, 632),
        wordAt('733', 1562, 605, 1623, 632),
        wordAt('512', 1637, 605, 1697, 632),
      ),
      lineOf(0.95, wordAt('Ignacio', 105, 604, 412, 678), wordAt('Beltran', 442, 600, 753, 662)),
      lineOf(
        0.95,
        wordAt('T.', 1435, 650, 1461, 676),
        wordAt('94', 1476, 650, 1516, 677),
        wordAt('425', 1529, 650, 1590, 677),
        wordAt('07', 1605, 650, 1644, 677),
        wordAt('99', 1658, 650, 1698, 677),
      ),
    ];
    expect(betterReading(dense, sparse).map((l) => l.text)).toEqual([
      'Ignacio Beltran',
      'M. +34 648 733 512',
      'T. 94 425 07 99',
    ]);
    // without the junk word the line is read well enough, and kept (its words apart by ordinary spaces: glued
    // together, as "ea 42507 99" are above, they are pieces of words, and a line of pieces is read again too)
    const clean = [
      lineOf(
        0.61,
        ...dense[0]!.words!.slice(0, 2),
        wordAt('ea', 1440, 605, 1482, 677, 0.39),
        wordAt('42507', 1529, 605, 1640, 677, 0.69),
        wordAt('99', 1658, 600, 1700, 699, 0.69),
      ),
    ];
    expect(betterReading(clean, sparse)).toEqual(clean);
  });

  it('takes even weak sparse readings of contact lines where a line read well holds junk in their place', () => {
    // a name beside a column of contacts: the page pass read the phone and email rows as one tall junk word;
    // the sparse reading reads them weakly, as the later passes will read them again
    const dense = [
      lineOf(
        0.6,
        wordAt('YOLANDA', 147, 494, 480, 546, 0.96),
        wordAt('CERVANTES', 510, 494, 888, 546, 0.74),
        wordAt('E020', 942, 481, 1300, 564, 0.23),
      ),
      lineOf(0.85, wordAt('Directora', 149, 574, 300, 607), wordAt('General', 310, 574, 420, 607)),
    ];
    const sparse = [
      lineOf(0.96, wordAt('YOLANDA', 147, 494, 480, 546), wordAt('CERVANTES', 510, 494, 888, 546)),
      lineOf(0.44, wordAt('+5242)', 950, 481, 1070, 511, 0), wordAt('188-3203', 1085, 481, 1272, 511, 0.92)),
      lineOf(
        0.53,
        wordAt('@', 942, 522, 970, 564, 0.88),
        wordAt('ycervanics@tczontle-logistica.cxample', 985, 522, 1532, 564, 0.17),
      ),
    ];
    expect(betterReading(dense, sparse).map((l) => l.text)).toEqual([
      'YOLANDA CERVANTES',
      '@ ycervanics@tczontle-logistica.cxample',
      '+5242) 188-3203',
      'Directora General',
    ]);
    // a logo beside the name, read as junk by both, stays the page pass's junk
    const logo = [sparse[0]!, lineOf(0.3, wordAt('EEF', 942, 481, 1300, 564, 0.3))];
    expect(betterReading(dense, logo)).toEqual(dense);
    // and so does one line the sparse reading reads no better in the junk's place: the later passes mend an
    // address the page pass read weakly, one read as "\villarreal@…" has lost its initial
    const one = [
      lineOf(
        0.67,
        wordAt('Lourdes', 125, 506, 400, 562, 0.96),
        wordAt('Villarreal', 420, 506, 719, 562, 0.96),
        wordAt('Ivillarreal@huasteca.example', 903, 515, 1410, 559, 0.05),
      ),
    ];
    const weakly = [
      lineOf(0.95, wordAt('Lourdes', 125, 506, 400, 562), wordAt('Villarreal', 420, 506, 719, 562)),
      lineOf(
        0.47,
        wordAt('©', 903, 515, 930, 559, 0.57),
        wordAt('\\villarreal@huasteca.example', 940, 515, 1410, 559, 0.37),
      ),
    ];
    expect(betterReading(one, weakly)).toEqual(one);
  });

  it('keeps the contact lines the sparse reading read, however weakly, in the place of a weak line it replaces', () => {
    // the page pass read a name and two small contact lines beside it as one weak line; the sparse reading reads
    // the name surely and the contacts weakly: replaced by the name alone, the contacts would be lost
    const dense = [
      lineOf(
        0.53,
        wordAt('Ignacio', 126, 508, 330, 583, 0.93),
        wordAt('Muiioz', 350, 508, 560, 583, 0.8),
        wordAt('Valdés', 580, 508, 870, 583, 0.77),
        wordAt('§', 916, 498, 940, 538, 0.1),
        wordAt('noi.', 960, 498, 1100, 538, 0.07),
        wordAt('ccampienc', 1110, 540, 1424, 580, 0.52),
      ),
    ];
    const sparse = [
      lineOf(0.5, wordAt('©', 916, 498, 940, 538, 0.23), wordAt('913883819', 950, 498, 1176, 538, 0.78)),
      lineOf(
        0.88,
        wordAt('Ignacio', 126, 508, 330, 583),
        wordAt('Munoz', 350, 508, 560, 583),
        wordAt('Valdés', 580, 508, 870, 583),
      ),
      lineOf(
        0.63,
        wordAt('©', 916, 540, 940, 580, 0.65),
        wordAt('www.tramontana.example.net', 950, 540, 1424, 580, 0.6),
      ),
    ];
    expect(betterReading(dense, sparse).map((l) => l.text)).toEqual([
      'Ignacio Munoz Valdés',
      '© 913883819',
      '© www.tramontana.example.net',
    ]);
    // but not a contact line it scarcely read: that hides the ink from the later passes, which read it better
    const scarcely = [
      sparse[1]!,
      lineOf(
        0.12,
        wordAt('HTTPS', 916, 540, 1000, 580, 0),
        wordAt('J/IGODAVARI.EXAMPLE.COM', 1010, 540, 1424, 580, 0.2),
      ),
    ];
    expect(betterReading(dense, scarcely).map((l) => l.text)).toEqual(['Ignacio Munoz Valdés']);
  });

  it('keeps a line read well whose junk word the sparse reading does not read either', () => {
    // a logo beside the number read as junk; the sparse reading splits the number and adds a digit
    const dense = [
      lineOf(
        0.68,
        wordAt('(0113)', 100, 400, 220, 430, 0.9),
        wordAt('496', 235, 400, 300, 430, 0.9),
        wordAt('0354', 315, 400, 400, 430, 0.9),
        wordAt('EERE', 900, 380, 1000, 450, 0.05),
      ),
    ];
    const sparse = [
      lineOf(
        0.9,
        wordAt('(01', 100, 400, 150, 430),
        wordAt('13)', 160, 400, 220, 430),
        wordAt('4', 225, 400, 232, 430),
        wordAt('496', 235, 400, 300, 430),
        wordAt('0354', 315, 400, 400, 430),
      ),
    ];
    expect(betterReading(dense, sparse)).toEqual(dense);
  });

  it('keeps a weak line the sparse reading does not read better', () => {
    const dense = [line('London N1 4QX', 0.47, 200)];
    expect(betterReading(dense, [line('London N1 4QX', 0.47, 200)])).toEqual(dense);
    expect(betterReading(dense, null)).toEqual(dense);
  });
});

describe('contact pass: separators the page pass dropped', () => {
  const word = (text: string, x0: number, confidence = 0.9): RecognisedWord => ({
    text,
    confidence,
    bbox: { x0, y0: 100, x1: x0 + text.length * 12, y1: 124 },
  });

  it('reads again an address with a long local part and no separator', () => {
    expect(lostSeparator('E oliverfairbairn@pennine.example')).toBe(true);
    expect(lostSeparator('E oliver.fairbairn@pennine.example')).toBe(false);
    expect(lostSeparator('E ana@pennine.example')).toBe(false);
    const lines: TextLine[] = [
      {
        text: 'E oliverfairbairn@pennine.example',
        confidence: 0.92,
        words: [word('E', 0), word('oliverfairbairn@pennine.example', 30)],
      },
    ];
    expect(weakContactLines(lines).map((w) => w.line)).toEqual([0]);
  });

  it('takes the re-read that finds the dot, and keeps it', () => {
    const lines: TextLine[] = [
      {
        text: 'E oliverfairbairn@pennine.example',
        confidence: 0.92,
        words: [word('E', 0), word('oliverfairbairn@pennine.example', 30)],
      },
    ];
    const off: StripOffset = { top: 0, bottom: 60, left: 0, scale: 1, x0: 0, y0: 90 };
    const fresh = [
      { ...word('E', 0), bbox: { x0: 0, y0: 12, x1: 12, y1: 36 } },
      { ...word('oliver.fairbairn@pennine.example', 30), bbox: { x0: 30, y0: 12, x1: 414, y1: 36 } },
    ];
    expect(mergeContactReading(lines, [{ line: 0 }], [off], fresh)[0]!.text).toBe(
      'E oliver.fairbairn@pennine.example',
    );
    expect(
      keepEarlierSpelling(
        [word('oliverfairbairn@x.example', 30)],
        [word('oliver.fairbairn@x.example', 30)],
      )[0]!.text,
    ).toBe('oliver.fairbairn@x.example');
  });
});

describe('the last look for an email', () => {
  const line = (text: string) => ({
    text,
    confidence: 0.7,
    words: [{ text, confidence: 0.7, bbox: { x0: 0, y0: 0, x1: 10 * text.length, y1: 20 } }],
  });

  it('picks the lines that should hold the email when the card holds none well-formed', () => {
    const lines = [line('Noor Haddad'), line('E noor.haddad@cedar example c0m'), line('www.cedar.example')];
    expect(emailLinesWithoutAddress(lines)).toEqual([1]);
  });

  it('picks nothing when an email was read well-formed somewhere on the card', () => {
    const lines = [line('E noor@cedar example'), line('noor.haddad@cedar.example')];
    expect(emailLinesWithoutAddress(lines)).toEqual([]);
  });
});

describe('an address read without its first letters', () => {
  // a white page 400 by 60 with the label and the address's ink; "j." drawn (or not) in the room between them
  const page = (initial: boolean): GreyImage => {
    const data = new Uint8Array(400 * 60).fill(255);
    const ink = (x0: number, x1: number, y0 = 20, y1 = 40): void => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * 400 + x] = 0;
    };
    ink(10, 60);
    ink(150, 380);
    if (initial) {
      ink(124, 128, 24, 46);
      ink(132, 136, 36, 40);
    }
    return { data, width: 400, height: 60 };
  };
  const lines: TextLine[] = [
    lineOf(0.9, wordAt('E-mail', 10, 20, 60, 40), wordAt('pham@cedar-ridge.example.com', 150, 20, 380, 40)),
  ];

  it('picks the line whose address has print just before it, in the room the recogniser left', () => {
    expect(addressesWithInkBefore(lines, page(true)).map((a) => a.line)).toEqual([0]);
    expect(addressesWithInkBefore(lines, page(false))).toEqual([]);
  });

  it('takes a new reading only where it is the same address with a letter or two more at its start', () => {
    expect(regainsAddressStart('pham@cedar-ridge.example.com', 'j.pham@cedar-ridge.example.com')).toBe(true);
    expect(regainsAddressStart('pham@cedar-ridge.example.com', 'jpham@cedar-ridge.example.com')).toBe(true);
    // (not a label glued on, nor a label's capital, nor another address)
    expect(regainsAddressStart('pham@cedar-ridge.example.com', 'E.pham@cedar-ridge.example.com')).toBe(false);
    expect(regainsAddressStart('pham@cedar-ridge.example.com', 'E-mail:pham@cedar-ridge.example.com')).toBe(
      false,
    );
    expect(regainsAddressStart('pham@cedar-ridge.example.com', 'j.pham@cedar.example.com')).toBe(false);
  });
});

describe('contact pass: the contact line of a coloured band', () => {
  // the band's edges read with its small print: a long, tall line of weak words
  const garble = (): TextLine =>
    line(
      word('cae', 325, 0.25, 967, 70),
      word('COR', 624, 0.13, 967, 70),
      word('ANAESTH', 697, 0.16, 967, 70),
      word('RA', 933, 0.37, 967, 70),
      word('ET', 1020, 0.32, 967, 70),
      word('EAR', 1254, 0.34, 967, 70),
    );

  it('reads a long garbled line again at the page scale, grown two line heights at most, when the card has no address', () => {
    const lines = [line(word('HÉCTOR', 0), word('VILLARREAL', 80)), garble()];
    // the band's ink reaches the card's edge, and past it the table
    const grow = (b: { x0: number; y0: number; x1: number; y1: number }) =>
      b.y0 === 967 ? { x0: 0, y0: 967, x1: 1481, y1: 1037 } : b;
    expect(weakContactLines(lines, 0.8, grow)).toEqual([
      { line: 1, box: { x0: 185, y0: 967, x1: 1424, y1: 1037, atPageScale: true } },
    ]);
    // with an address on the card, garble is left alone (a logo, a pattern)
    const withAddress = [...lines, line(word('hector@huasteca.example.net', 0, 0.95, 1100))];
    expect(weakContactLines(withAddress, 0.8).map((w) => w.line)).toEqual([]);
    // a short weak line is no band's contact line
    expect(
      isGarbled(line(word('cae', 0, 0.2), word('COR', 40, 0.2), word('RA', 80, 0.2), word('ET', 120, 0.2))),
    ).toBe(false);
  });

  it('counts addresses whose dots the recogniser read as spaces, in capitals too', () => {
    expect(addressCount('C. HECTOR_HERNANDEZ@HUASTECA EXAMPLENET | Web WWW HUASTECA EXAMPLE NET')).toBe(2);
    expect(addressCount('cae COR ANAESTH RA ET AAT EAR')).toBe(0);
  });

  it('takes no re-read whose new address is the next line’s, read where the strip cut into it', () => {
    const lines = [
      line(word('Freya', 0, 0.96, 40), word("D'Souza", 70, 0.9, 40), word('+44', 200, 0.6, 40)),
      line(word('E', 0, 0.9, 80), word('freya.dsouza@saltmarsh.example.com', 20, 0.92, 80)),
    ];
    const merged = mergeContactReading(
      lines,
      [{ line: 0 }],
      [strip(0, 40)],
      [
        word('Freya', 0, 0.9, 5),
        word('D', 70, 0.9, 5),
        word('f', 80, 0.5, 5),
        word('Souza', 90, 0.9, 5),
        word('freya.dsouza@saltmarsh.example.com', 150, 0.9, 10),
      ],
    );
    expect(merged[0]!.text).toBe("Freya D'Souza +44");
  });
});
