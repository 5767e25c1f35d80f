import { describe, expect, it } from 'vitest';
import {
  bestSpelling,
  forNetwork,
  hostLabels,
  printedSpellings,
  withWordRespelled,
  wordsNearKnownWords,
} from '../../../lambdas/adapters/local/known-words';
import type { RecognisedWord, TextLine } from '../../../lambdas/core/capture';
import { lineOf, wordAt } from './ocr-lines';

/** A word `w` pixels wide at (x0, y0), 30 px tall. */
const word = (text: string, x0: number, w: number, y0 = 400): RecognisedWord =>
  wordAt(text, x0, y0, x0 + w, y0 + 30, 0.9);
const line = (...words: RecognisedWord[]): TextLine => lineOf(0.8, ...words);
const spaced = (y: number, ...texts: string[]): TextLine =>
  line(...texts.map((t, k) => word(t, 100 + 200 * k, 150, y)));

/** The network knows plain letters, é and ü, as PP-OCR's character list does; not ß, ñ, ä or ö. */
const knows = (c: string): boolean => /^[\x20-\x7e]$/.test(c) || 'éáü'.includes(c);

describe('firm words: the labels of the card’s addresses', () => {
  it('takes the firm-name labels of emails and web addresses, and both halves of a hyphenated one', () => {
    expect(
      hostLabels([
        spaced(100, 'E:', 'aditya.mukherjee@kaveri.example.com'),
        spaced(140, 'W:', 'https://auental-logistik.example.org'),
        spaced(180, 'rochebrune.example'),
      ]),
    ).toEqual(['kaveri', 'auental', 'logistik', 'rochebrune']);
  });

  it('takes no label from a social profile, a short one, or dotted words that end in no domain in use', () => {
    expect(
      hostLabels([
        spaced(100, 'linkedin.com/in/kmeyer'),
        spaced(140, 'sales@acme.example'),
        spaced(180, 'Kaveri', 'Pvt.Ltd'),
      ]),
    ).toEqual([]);
  });
});

describe('firm words: which words are asked about', () => {
  it('finds a word a few slips from a label on a line without an address, with the spellings to ask', () => {
    const lines = [
      spaced(100, 'Aditya', 'Mukherjee'),
      spaced(140, 'Kavert', 'Exports', 'Lid.'),
      spaced(180, 'E:', 'aditya.mukherjee@kaveri.example.com'),
    ];
    expect(wordsNearKnownWords(lines, [])).toEqual([
      {
        line: 1,
        word: 0,
        box: { x0: 100, y0: 140, x1: 250, y1: 170 },
        room: { x0: Number.NEGATIVE_INFINITY, x1: 275 },
        spellings: ['Kaveri'],
      },
    ]);
  });

  it('leaves words that spell a label already, far from every label, or on the address lines', () => {
    const lines = [
      spaced(100, 'Kaveri', 'Exports', 'Marketing'),
      spaced(140, 'Kaverl.example', 'kaveri@kaveri.example.com'),
      spaced(180, 'WEISSDORN', 'Weißdorn'),
      spaced(220, 'www.weissdorn.example'),
    ];
    expect(wordsNearKnownWords(lines, [])).toEqual([]);
  });

  it('takes a bar or an exclamation mark at the end of a word for the l it often is', () => {
    const lines = [spaced(100, 'Avena!', 'Logistik'), spaced(140, 'info@auental-logistik.example')];
    expect(wordsNearKnownWords(lines, []).map((f) => f.spellings)).toEqual([['Aüntal', 'Auental']]);
  });

  it('finds title words a slip away (two in a long word), on lines without figures, and drops junk before them', () => {
    const titleWords = ['leiter', 'leiterin', 'vertrieb', 'chief', 'revenue', 'officer'];
    const lines = [
      spaced(100, '|.eiter', 'Vestrieh'),
      spaced(140, 'Chie!', 'Revenue', 'Officer'),
      spaced(180, 'Tel', 'Chie!', '0171', '392'),
      spaced(220, 'Leiterin', 'Vertrieb'),
      spaced(260, 'CHiEr', 'REVENUE', 'OFFICER'),
    ];
    expect(wordsNearKnownWords(lines, titleWords).map((f) => [f.line, f.word, f.spellings])).toEqual([
      [0, 0, ['|.leiter', 'leiter', '|.Leiter', 'Leiter']],
      [0, 1, ['Vertrieb']],
      [1, 0, ['Chief']],
      [4, 0, ['Chief', 'CHIEF']],
    ]);
  });
});

describe('firm words: how the card prints a label', () => {
  it('keeps the case of the word read and the accents it shares with the label', () => {
    expect(printedSpellings('Kavert', 'kaveri')).toEqual(['Kaveri']);
    expect(printedSpellings('ROCTETWUNE', 'rochebrune')).toEqual(['ROCHEBRUNE']);
    expect(printedSpellings('Pefiaclara', 'penaclara')).toEqual(['Penaclara']);
    expect(printedSpellings('Tezontíe', 'tezontle')).toEqual(['Tezontle']);
  });

  it('writes the umlaut or ß an address spells out, where the word was read a letter shorter', () => {
    expect(printedSpellings('Brockenhol', 'brueckenhof')).toEqual(['Brückenhof', 'Brueckenhof']);
    expect(printedSpellings('Weißdom', 'weissdorn')).toEqual(['Weißdorn', 'Weissdorn']);
    expect(printedSpellings('WEIBDOM', 'weissdorn')).toEqual(['WEISSDORN']);
  });
});

describe('firm words: asking the ink', () => {
  it('takes the spelling that explains the ink clearly better than the reading', () => {
    const ink = (scores: Record<string, number>) => (t: string) => scores[t] ?? -30;
    expect(bestSpelling('Kavert', ['Kaveri'], ink({ Kavert: -9, Kaveri: -0.5 }), knows)).toBe('Kaveri');
    // not clearly better: the word stays as read (a city beside a firm's name, "Eindhoven" and dijkhoven)
    expect(bestSpelling('Eindhoven', ['Dijkhoven'], ink({ Eindhoven: -1, Dijkhoven: -4 }), knows)).toBeNull();
    expect(bestSpelling('Kavert', ['Kaveri'], ink({ Kavert: -4, Kaveri: -0.5 }), knows)).toBeNull();
  });

  it('does not let a spelling with fewer letters win for the ink it leaves unexplained', () => {
    // (the network scores a text as a segment anywhere in the crop: "General" fits inside "Générale")
    const ink = (scores: Record<string, number>) => (t: string) => scores[t] ?? -30;
    expect(bestSpelling('Générale', ['General'], ink({ Générale: -12, General: 0 }), knows)).toBeNull();
    // a bar read for the l at a word's end counts as the letter: "Avena!" has as many letters as "Avenal"
    expect(bestSpelling('Avena!', ['Auental'], ink({ 'Avena!': -13, Auental: 0 }), knows)).toBe('Auental');
  });

  it('asks the network about letters it knows only, ß as the B it looks like', () => {
    expect(forNetwork('Weißdorn Mühlbach Peñaclara Schäfer', knows)).toBe(
      'WeiBdorn Mühlbach Penaclara Schafer',
    );
    const asked: string[] = [];
    bestSpelling('Weißdom', ['Weißdorn'], (t) => (asked.push(t), 0), knows);
    expect(asked).toEqual(['WeiBdom', 'WeiBdorn']);
  });

  it('replaces the one word, and asks the user to confirm it', () => {
    const l = spaced(100, 'Kavert', 'Exports');
    const respelled = withWordRespelled(l, 0, 'Kaveri');
    expect(respelled.text).toBe('Kaveri Exports');
    expect(respelled.words![0]).toMatchObject({ text: 'Kaveri', confidence: 0.84 });
    expect(respelled.words![1]).toEqual(l.words![1]);
  });
});
