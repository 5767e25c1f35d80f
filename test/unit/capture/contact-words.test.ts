import { describe, expect, it } from 'vitest';
import {
  contactRuns,
  mergeSecondOpinions,
  preferSecond,
  personLocalParts,
  preferSecondNumber,
  wholeLineReading,
} from '../../../lambdas/adapters/local/contact-words';
import { contactLinesWithoutAddress } from '../../../lambdas/adapters/local/contact-reread';
import { decodeCtc } from '../../../lambdas/adapters/local/second-recogniser';
import type { RecognisedWord, TextLine } from '../../../lambdas/core/capture';

/** A word `w` pixels wide at (x0, y0), 30 px tall. */
const word = (text: string, x0: number, w: number, y0 = 400, confidence = 0.9): RecognisedWord => ({
  text,
  confidence,
  bbox: { x0, y0, x1: x0 + w, y1: y0 + 30 },
});
const line = (...words: RecognisedWord[]): TextLine => ({
  text: words.map((w) => w.text).join(' '),
  confidence: 0.8,
  words,
});

describe('second opinion: which words are read again', () => {
  it('takes the address and the pieces it was broken into at its dots, not the label before it', () => {
    const runs = contactRuns([
      line(word('Orla', 100, 80, 100), word('Quinlan', 190, 150, 100)),
      line(word('E-mail', 100, 90), word('Lquinlan@h', 200, 180), word('com', 388, 50)),
    ]);
    expect(runs).toEqual([
      {
        kind: 'address',
        line: 1,
        from: 1,
        to: 3,
        box: { x0: 200, y0: 400, x1: 438, y1: 430 },
        room: { x0: 195, x1: Number.POSITIVE_INFINITY },
      },
    ]);
  });

  it('ends an address run at a number printed after the whole address', () => {
    const runs = contactRuns([
      line(
        word('+49', 100, 50),
        word('flaeger@sternwald.example.com', 160, 420),
        word('171', 590, 45),
        word('3920021', 641, 110),
      ),
    ]);
    expect(runs.map((r) => [r.kind, r.from, r.to])).toEqual([
      ['address', 1, 2],
      ['phone', 2, 4],
    ]);
  });

  it('stops at a separator and leaves lines without an address alone', () => {
    const runs = contactRuns([
      line(word('Tel.', 100, 50), word('+44', 160, 50), word('20', 216, 30)),
      line(word('www.tolmere.example', 100, 300), word('|', 405, 4), word('Leeds', 415, 80)),
    ]);
    expect(runs).toEqual([
      {
        kind: 'address',
        line: 1,
        from: 0,
        to: 1,
        box: { x0: 100, y0: 400, x1: 400, y1: 430 },
        room: { x0: Number.NEGATIVE_INFINITY, x1: 402.5 },
      },
    ]);
  });
});

describe('second opinion: which reading is kept', () => {
  it('fills an address the first recogniser could not read, when the second reads it surely', () => {
    expect(preferSecond('Lquinlan@hcom', { text: 'o.quinlan@halvard.example.com', confidence: 0.95 })).toBe(
      'o.quinlan@halvard.example.com',
    );
    expect(
      preferSecond('Lquinlan@hcom', { text: 'o.quinlan@halvard.example.com', confidence: 0.6 }),
    ).toBeNull();
  });

  it('puts back the dot after an initial that the first recogniser dropped', () => {
    expect(
      preferSecond('pmarlowe@tolmere.example.org', {
        text: 'p.marlowe@tolmere.example.org',
        confidence: 0.9,
      }),
    ).toBe('p.marlowe@tolmere.example.org');
  });

  it('keeps the first reading when the second differs in the letters of the name', () => {
    expect(
      preferSecond('matthias_lenz@vorberg.example.net', {
        text: 'marthias_lenz@vorberg.example.net',
        confidence: 0.9,
      }),
    ).toBeNull();
  });

  it('takes the host word the card reads most often, keeping the rest of the first reading', () => {
    const votes = new Map([
      ['kuehnfeld', 3],
      ['kuchnfeld', 2],
    ]);
    expect(
      preferSecond(
        'vertrieb@kuchnfeld.example.com',
        { text: 'E.vertrieb@kuehnfeld.cxample.com', confidence: 0.9 },
        votes,
      ),
    ).toBe('vertrieb@kuehnfeld.example.com');
    // a tie keeps the first recogniser's reading
    expect(
      preferSecond(
        'vertrieb@kuchnfeld.example.com',
        { text: 'vertrieb@kuehnfeld.example.com', confidence: 0.9 },
        new Map([
          ['kuehnfeld', 2],
          ['kuchnfeld', 2],
        ]),
      ),
    ).toBeNull();
  });
});

describe('second opinion: asking the network which address the ink shows', () => {
  /** A stand-in for the network: how well each text explains the ink (0 at best). */
  const ink =
    (scores: Record<string, number>) =>
    (text: string): number | null =>
      scores[text] ?? -20;

  /** What preferSecond makes of tesseract's `first` reading when the network scores the ink as `scores` says. */
  const spotted = (
    first: string,
    scores: Record<string, number>,
    card: { second?: string; names?: string[]; upper?: boolean } = {},
  ): string | null =>
    preferSecond(first, { text: card.second ?? '', confidence: 0.9 }, new Map(), true, {
      names: card.names ?? [],
      upper: card.upper ?? false,
      spot: ink(scores),
    });

  it('puts back the dot after an initial when the ink shows it clearly', () => {
    expect(
      spotted('pmarlowe@tolmere.example.org', {
        'pmarlowe@tolmere.example.org': -7,
        'p.marlowe@tolmere.example.org': -0.5,
      }),
    ).toBe('p.marlowe@tolmere.example.org');
  });

  it("takes the firm's name as the card prints it when the ink shows that spelling", () => {
    const scores = { 'info@brennhoit.example.de': -6, 'info@brennholt.example.de': -0.2 };
    expect(spotted('info@brennhoit.example.de', scores, { names: ['brennholt', 'gmbh'] })).toBe(
      'info@brennholt.example.de',
    );
  });

  it('writes the local part from the name the card prints when the ink shows that spelling', () => {
    const scores = {
      'd.davesjones@kingsmere.example.net': -8,
      'd.daviesjones@kingsmere.example.net': -0.4,
    };
    const card = (name: string) =>
      preferSecond('d.davesjones@kingsmere.example.net', { text: '', confidence: 0.9 }, new Map(), true, {
        names: [],
        people: personLocalParts(name),
        upper: false,
        spot: ink(scores),
      });
    expect(card('Dylan Davies-Jones\nHead of Sales')).toBe('d.daviesjones@kingsmere.example.net');
    // a name that writes no such address leaves the reading alone
    expect(card('Morgan Price\nHead of Sales')).toBeNull();
  });

  it('prefers, of two addresses the ink shows about as well, the one the printed name writes', () => {
    // the network barely sees the narrow i: its own reading explains the ink a little better
    const scores = {
      'd.daviesiones@kingsmere.example.net': -15.7,
      'd.davesjones@kingsmere.example.net': -0.05,
      'd.daviesjones@kingsmere.example.net': -0.84,
    };
    const spottedWith = (people: string[]) =>
      preferSecond(
        'd.daviesiones@kingsmere.example.net',
        { text: 'd.davesjones@kingsmere.example.net', confidence: 0.9 },
        new Map(),
        true,
        { names: [], people, upper: false, spot: ink(scores) },
      );
    expect(spottedWith(personLocalParts('Dylan Davies-Jones'))).toBe('d.daviesjones@kingsmere.example.net');
    expect(spottedWith([])).toBe('d.davesjones@kingsmere.example.net');
    // the name's address must still explain the ink clearly better than tesseract's reading
    expect(
      preferSecond('d.daviesiones@kingsmere.example.net', { text: '', confidence: 0.9 }, new Map(), true, {
        names: [],
        people: personLocalParts('Dylan Davies-Jones'),
        upper: false,
        spot: ink({ 'd.daviesiones@kingsmere.example.net': -3, 'd.daviesjones@kingsmere.example.net': -0.5 }),
      }),
    ).toBeNull();
  });

  it('spells a local part from a name as an address writes it: accents dropped, umlauts written out', () => {
    const shapes = personLocalParts('Róisín Ní Cheallaigh\nMatthias Brückner');
    expect(shapes).toEqual(
      expect.arrayContaining([
        'roisin.nicheallaigh',
        'r.nicheallaigh',
        'roisin_ni',
        'matthias-brueckner',
        'mbruckner',
      ]),
    );
    // a local part far from every name-shaped one is not a candidate at all
    const scores = { 'sales@kingsmere.example': -9, 'roisin@kingsmere.example': 0 };
    expect(
      preferSecond('sales@kingsmere.example', { text: '', confidence: 0.9 }, new Map(), true, {
        names: [],
        people: shapes,
        upper: false,
        spot: ink(scores),
      }),
    ).toBeNull();
  });

  it("keeps tesseract's reading when no candidate explains the ink clearly better", () => {
    expect(
      spotted('pmarlowe@tolmere.example.org', {
        'pmarlowe@tolmere.example.org': -4,
        'p.marlowe@tolmere.example.org': -0.5,
      }),
    ).toBeNull();
  });

  it('does not let a shorter reading win for the ink it leaves unexplained', () => {
    const scores = {
      'bduchene@saintaubin.example': -30,
      'b.duchene@saintaubin.example': -31,
      'ene@saintaubin.example': -0.1,
    };
    expect(spotted('bduchene@saintaubin.example', scores, { second: 'ene@saintaubin.example' })).toBeNull();
  });

  it("measures the second reading against tesseract's as the engine would mend its top-level domain", () => {
    const scores = {
      'tlacroix@rochebrune.examplecom': -5.3,
      'tlacroix@rochebrune.example.com': -0.4,
      'tlacroix@rochebrune.eample.com': 0,
    };
    expect(
      spotted('tlacroix@rochebrune.examplecom', scores, { second: 'tlacroix@rochebrune.eample.com' }),
    ).toBeNull();
  });

  it('keeps a doubled letter against the votes of the network that cannot see it', () => {
    const votes = new Map([
      ['tonallingenieria', 3],
      ['tonalliingenieria', 1],
    ]);
    expect(
      preferSecond(
        'tonalliingenieria.example.com',
        { text: 'tonallingenieria.example.com', confidence: 0.95 },
        votes,
      ),
    ).toBeNull();
  });

  it('keeps a doubled letter the network cannot tell from a single one', () => {
    const scores = {
      'ximena@tonalliingenieria.example.com': -14,
      'ximena@tonallingenieria.example.com': 0,
    };
    expect(
      spotted('ximena@tonalliingenieria.example.com', scores, {
        second: 'ximena@tonallingenieria.example.com',
      }),
    ).toBeNull();
  });

  it('reads an "@" that tesseract took for a letter, when the ink shows it and the second reading has it', () => {
    const scores = {
      'bortegadmiravalle.example.com': -9,
      'bortega@miravalle.example.com': -0.2,
    };
    expect(
      spotted('bortegadmiravalle.example.com', scores, { second: 'bortega@miravalle.example.com' }),
    ).toBe('bortega@miravalle.example.com');
    // a web address printed with www is one
    const www = { 'www.miravalle.example.com': -9, 'www@miravalle.example.com': 0 };
    expect(spotted('www.miravalle.example.com', www, { second: 'www@miravalle.example.com' })).toBeNull();
  });

  it('scores a run printed in capitals in capitals', () => {
    const scores = { 'INFO@ARAVALI.EXAMPLE.ORG': -7, 'INFO@ARAVALLI.EXAMPLE.ORG': -0.3 };
    expect(
      spotted('INFO@ARAVALI.EXAMPLE.ORG', scores, { names: ['aravalli', 'textiles'], upper: true }),
    ).toBe('info@aravalli.example.org');
  });
});

describe('second opinion: printed numbers', () => {
  it('finds a number of seven digits or more, with a slip, and not its label or a short number', () => {
    const runs = contactRuns([
      line(
        word('Mob.', 100, 60),
        word('+1', 170, 30),
        word('512', 206, 50),
        word('555', 262, 50),
        word('013%', 318, 70),
      ),
      line(word('Suite', 100, 70), word('210', 176, 45)),
    ]);
    expect(runs.map((r) => [r.kind, r.line, r.from, r.to])).toEqual([['phone', 0, 1, 5]]);
    // a trunk zero in brackets belongs to the number
    const french = contactRuns([
      line(
        word('Portable:', 100, 120),
        word('+33', 230, 50),
        word('(0)', 286, 40),
        word('6', 332, 14),
        word('39', 352, 30),
        word('98', 388, 30),
      ),
    ]);
    expect(french.map((r) => [r.kind, r.from, r.to])).toEqual([['phone', 1, 6]]);
  });

  it('reads a pictogram scrap before a short number with it, and takes the figures it hid', () => {
    // "☎ 061 579 643" read as a weak scrap and six digits
    const runs = contactRuns([
      line(word('q;', 100, 120, 400, 0), word('579', 236, 65), word('643', 317, 65)),
      // a word read surely before six digits is no pictogram
      line(word('Suite', 100, 70, 500), word('579', 176, 45, 500), word('643', 227, 45, 500)),
    ]);
    expect(runs.map((r) => [r.kind, r.line, r.from, r.to])).toEqual([['phone', 0, 0, 3]]);
    expect(preferSecondNumber('q; 579 643', 'L061579643', 'Limerick, V94 K98P\nTeoranta')).toBe('061579643');
    // (figures added after the number's start are another number the crop caught)
    expect(preferSecondNumber('579 643', '061579643', 'Limerick, V94 K98P\nTeoranta')).toBeNull();
  });

  it('takes the second reading when only it fits a numbering plan, keeping the plus it dropped', () => {
    expect(preferSecondNumber('+1 512 555 013%', '15125550139', 'Austin, TX')).toBe('+15125550139');
    expect(preferSecondNumber('+31 ((96-34879923', '+31(0）6-34879923', 'Utrecht')).toBe('+31(0)6-34879923');
  });

  it('counts a number in a range set aside for fiction as fitting, as the engine reads it', () => {
    expect(
      preferSecondNumber('06.39.98.71.3t', '06.39.98.71.31', 'Vauclair SARL\nMobile 06.39.98.71.3t'),
    ).toBe('06.39.98.71.31');
  });

  it('takes the second reading of a number when the ink shows it clearly better, though both fit', () => {
    // tesseract doubled a figure beside the slash: a German mobile number one digit longer still fits
    const doubled = (scores: Record<string, number>): string | null =>
      preferSecondNumber('0171/3922 00 54', '0171/392 00 54', 'Berlin', (t) => scores[t] ?? -20);
    expect(doubled({ '0171/392 00 54': 0, '0171/3922 00 54': -15.6 })).toBe('0171/392 00 54');
    // the network is hardly surer of its own reading: tesseract's stands
    expect(doubled({ '0171/392 00 54': 0, '0171/3922 00 54': -2 })).toBeNull();
    // … and it stands when the groups run together explain the ink as well
    expect(doubled({ '0171/392 00 54': 0, '0171/3922 00 54': -15, '0171/39220054': -1 })).toBeNull();
    // a crop that cut the number's end reads it shorter, and that part well
    expect(
      preferSecondNumber('0171 39220054', '0171 3922005', 'Berlin', (t) => (t === '0171 3922005' ? 0 : -21)),
    ).toBeNull();
  });

  it('keeps the first reading when it fits already, or when neither does', () => {
    expect(preferSecondNumber('+44 20 7946 0321', '+44 20 7946 0821', 'London')).toBeNull();
    expect(preferSecondNumber('«31 (0) 20 40 2074', '+3(0)620402074', 'Utrecht')).toBeNull();
    // another number the crop caught is not a reading of this one
    expect(preferSecondNumber('6 39 98 74 53', '01 99 00 30 67', 'Lyon')).toBeNull();
  });
});

describe('second opinion: merging into the page reading', () => {
  it('does not fill a line whose address the engine can join from its pieces', () => {
    const lines = [
      line(
        word('E-mail', 100, 90),
        word('mvega@tolmere', 200, 220),
        word('example', 428, 110),
        word('com', 544, 50),
      ),
    ];
    const run = contactRuns(lines)[0]!;
    expect(
      mergeSecondOpinions(lines, [{ run, text: 'n.mvega@tolmere.example.com', confidence: 0.97 }]),
    ).toEqual(lines);
  });

  it('replaces an unreadable run with the sure reading, flagged for confirmation, and keeps the rest', () => {
    const lines = [
      line(word('Halvard', 100, 160, 100), word('Logistics', 270, 190, 100)),
      line(word('E-mail', 100, 90), word('Lquinlan@h', 200, 180), word('©', 388, 20)),
    ];
    const run = contactRuns(lines)[0]!;
    const merged = mergeSecondOpinions(lines, [
      { run, text: 'o.quinlan@halvard.example.com', confidence: 0.96 },
    ]);
    expect(merged[1]!.text).toBe('E-mail o.quinlan@halvard.example.com ©');
    expect(merged[1]!.words!.map((w) => w.text)).toEqual(['E-mail', 'o.quinlan@halvard.example.com', '©']);
    expect(merged[1]!.words![1]!.confidence).toBeLessThan(0.85);
    expect(merged[0]).toBe(lines[0]);
  });

  it("does not take the end of another line's address, read where the crop reached it, for a web address", () => {
    const lines = [
      line(word('ceallaigh@corrib.example.com', 1237, 454, 669)),
      line(word('Head', 111, 92, 696), word('wwwcorrib.example.com', 1311, 379, 691)),
    ];
    const run = contactRuns(lines).find((r) => r.line === 1)!;
    expect(run).toBeDefined();
    // (the network finds the other line's ink in the crop explained best by what it read)
    const spot = (t: string): number => (t === 'llaigh@corrib.example.com' ? 0 : -20);
    const ghost = mergeSecondOpinions(lines, [
      { run, text: 'llaigh@corrib.example.com', confidence: 0.95, spot },
    ]);
    expect(ghost[1]!.text).toBe('Head wwwcorrib.example.com');
    // (an address read whole, as the other line prints it, is a reading of the run's own ink)
    const emailRun = [
      line(word('ceallaigh@corrib.example.com', 1237, 454, 669)),
      line(word('E.', 1200, 30, 720), word('ceallaigh@corrib', 1240, 300, 720)),
    ];
    const own = contactRuns(emailRun).find((r) => r.line === 1)!;
    expect(
      mergeSecondOpinions(emailRun, [
        { run: own, text: 'ceallaigh@corrib.example.com', confidence: 0.95 },
      ])[1]!.text,
    ).toBe('E. ceallaigh@corrib.example.com');
  });

  it('asks the network about an address read with gaps for its dots', () => {
    const lines = [
      line(word('Harriet', 100, 140, 100), word('Mcintyre', 250, 160, 100)),
      line(
        word('E-mail', 100, 90),
        word('harnet_montyre@raaltmarsh-analytics', 200, 520),
        word('example', 728, 110),
        word('com', 844, 50),
      ),
    ];
    const run = contactRuns(lines)[0]!;
    const spot = (t: string): number =>
      ({
        'harnet_montyre@raaltmarsh-analytics.example.com': -14,
        'harriet_mcintyre@raaltmarsh-analytics.example.com': -3,
      })[t] ?? -30;
    const merged = mergeSecondOpinions(lines, [
      { run, text: 'harriet_mcintyre@raaltmarsh-analytics.example.com', confidence: 0.6, spot },
    ]);
    expect(merged[1]!.text).toBe('E-mail harriet_mcintyre@raaltmarsh-analytics.example.com');
  });

  it('lets the company line vote for the host the second recogniser read', () => {
    const lines = [
      line(word('Brennholt', 100, 180, 100), word('GmbH', 290, 90, 100)),
      line(word('E.', 100, 30), word('info@brennhoit.example.de', 140, 400)),
    ];
    const run = contactRuns(lines)[0]!;
    const merged = mergeSecondOpinions(lines, [{ run, text: 'info@brennholt.example.de', confidence: 0.9 }]);
    expect(merged[1]!.text).toBe('E. info@brennholt.example.de');
    // a company with an umlaut votes for the domain that writes it out
    const umlaut = [
      line(word('Kühnfeld', 100, 180, 100), word('GmbH', 290, 90, 100)),
      line(word('E.', 100, 30), word('info@kuehnfeld.example.de', 140, 400)),
    ];
    const kept = mergeSecondOpinions(umlaut, [
      { run: contactRuns(umlaut)[0]!, text: 'info@kuhnfeld.example.de', confidence: 0.9 },
    ]);
    expect(kept[1]!.text).toBe('E. info@kuehnfeld.example.de');
    // without the company line, one reading against one: the first recogniser's stands
    const alone = mergeSecondOpinions(
      [lines[1]!],
      [{ run: { ...run, line: 0 }, text: 'info@brennholt.example.de', confidence: 0.9 }],
    );
    expect(alone[0]!.text).toBe('E. info@brennhoit.example.de');
  });
});

describe('second recogniser: CTC decoding', () => {
  it('collapses repeated frames, drops blanks, and keeps a doubled letter split by a blank', () => {
    const characters = ['a', 'b', 'l'];
    // frames: a a blank l blank l b
    const best = [1, 1, 0, 3, 0, 3, 2];
    const probabilities = new Float32Array(best.length * 4);
    best.forEach((k, t) => {
      for (let c = 0; c < 4; c++) probabilities[t * 4 + c] = c === k ? 0.9 : 0.1 / 3;
    });
    const reading = decodeCtc(probabilities, best.length, 4, characters);
    expect(reading.text).toBe('allb');
    expect(reading.charConfidences).toHaveLength(4);
    expect(reading.confidence).toBeCloseTo(0.9);
  });
});

describe('second opinion: contact lines garbled past their runs', () => {
  const garbled = line(
    word('www', 100, 60),
    word('brueckenho!', 180, 200),
    word('9', 390, 10),
    word('example', 410, 120),
    word('com', 540, 50),
  );

  it('picks the lines whose label, "@" or www promises an address they do not hold', () => {
    const lines = [
      line(word('Björn', 100, 90), word('Großmann', 200, 160)),
      garbled,
      line(word('E-mail:', 100, 90), word('akui', 200, 60)),
      line(word('www.brueckenhof.example.com', 100, 400)),
    ];
    expect(contactLinesWithoutAddress(lines)).toEqual([1, 2]);
  });

  it("takes the whole line's second reading when it holds an address, read surely, as one word to confirm", () => {
    const mended = wholeLineReading(garbled, { text: 'www.brueckenhof.example.com', confidence: 0.96 });
    expect(mended?.text).toBe('www.brueckenhof.example.com');
    expect(mended?.words).toHaveLength(1);
    expect(mended!.confidence).toBeLessThan(0.85);
    expect(mended!.words![0]!.bbox).toEqual({ x0: 100, y0: 400, x1: 590, y1: 430 });
  });

  it('keeps the line when the second reading is unsure or holds no address either', () => {
    expect(wholeLineReading(garbled, { text: 'www.brueckenhof.example.com', confidence: 0.7 })).toBeNull();
    expect(wholeLineReading(garbled, { text: 'wwwbrueckenho9examplecom', confidence: 0.95 })).toBeNull();
    // a line of several items, the network's reading of one of them no better than tesseract's
    const items = 'EIbram.vandijkseemstad.example.org E.|contact@cemstad.example.org W|www.e';
    expect(wholeLineReading(garbled, { text: items, confidence: 0.9 })).toBeNull();
  });
});
