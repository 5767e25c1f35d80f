import { describe, expect, it } from 'vitest';
import { mendWeakWords, linesWithWeakWords } from '../../../lambdas/adapters/local/weak-words';
import type { TextLine } from '../../../lambdas/core/capture';

/** A line of words read with the given confidences, side by side. */
const line = (...words: [string, number][]): TextLine => ({
  text: words.map(([t]) => t).join(' '),
  confidence: 0.8,
  words: words.map(([text, confidence], k) => ({
    text,
    confidence,
    bbox: { x0: 100 + 200 * k, y0: 100, x1: 280 + 200 * k, y1: 130 },
  })),
});

/** The network's reading of a line, every character read with probability `p`. */
const network = (text: string, p = 0.97) => ({
  text,
  confidence: p,
  charConfidences: [...text].map(() => p),
});

/** The network knows plain Latin letters, digits and common signs, not ß, ı or accented letters. */
const knows = (c: string): boolean => /^[A-Za-z0-9 .,&()/!|'’-]$/.test(c);

describe('weak words mended from the second reading of their line', () => {
  it('mends a weakly read word and leaves the well-read words as tesseract read them', () => {
    const mended = mendWeakWords(
      line(['Chit', 0.2], ['Revenue', 0.96], ['Officer', 0.95]),
      network('Chief Revenue Officer'),
      knows,
    );
    expect(mended.text).toBe('Chief Revenue Officer');
    // the mended word is asked about in the confirm step
    expect(mended.words!.map((w) => w.confidence)).toEqual([0.84, 0.96, 0.95]);
  });

  it('drops an icon read as a word when the network reads nothing there', () => {
    const mended = mendWeakWords(
      line(['!', 0], ['CHIEF', 0.96], ['REVENUE', 0.96], ['OFFICER', 0.96]),
      network('CHIEFREVENUE OFFICER'),
      knows,
    );
    expect(mended.text).toBe('CHIEF REVENUE OFFICER');
    expect(mended.words).toHaveLength(3);
  });

  it('keeps the letters the network cannot read, and the accents it does not write', () => {
    expect(
      mendWeakWords(line(['Montsorea', 0.6], ['SAS', 0.94]), network('Montsoreau SAs'), knows).text,
    ).toBe('Montsoreau SAS');
    expect(
      mendWeakWords(line(['Svenja', 0.9], ['Meißnar', 0.5]), network('Svenja MeiBner'), knows).text,
    ).toBe('Svenja Meißner');
    expect(mendWeakWords(line(['Ana', 0.48], ['Belén', 0.6]), network('Ana Belen'), knows).text).toBe(
      'Ana Belén',
    );
  });

  it('writes ñ where tesseract saw an f or fi and the network an n', () => {
    expect(
      mendWeakWords(line(['Pefaclara', 0.17], ['S.L.', 0.78]), network('Penaclara S.L.'), knows).text,
    ).toBe('Peñaclara S.L.');
    expect(
      mendWeakWords(line(['Pefiaclara', 0.2], ['S.L.', 0.78]), network('Penaclara S.L.'), knows).text,
    ).toBe('Peñaclara S.L.');
  });

  it('writes the umlaut where tesseract saw its dots as an i and the network the plain vowel', () => {
    expect(
      mendWeakWords(
        line(['Mihlbach', 0.43], ['&', 0.91], ['Pfeiffer', 0.96]),
        network('Muhlbach &Pfeiffer'),
        knows,
      ).text,
    ).toBe('Mühlbach & Pfeiffer');
    expect(mendWeakWords(line(['Peiiaclara', 0.18]), network('Penaclara'), knows).text).toBe('Peñaclara');
  });

  it('leaves the line alone when the network is unsure, or reads another line', () => {
    const weak = line(['Soluctones', 0.26], ['a', 0.96], ['medida', 0.95]);
    expect(mendWeakWords(weak, network('Soluciones a medida', 0.8), knows)).toBe(weak);
    expect(mendWeakWords(weak, network('Calle Hidalgo 3012'), knows)).toBe(weak);
    // a letter the network read unsurely is not put in
    const unsure = {
      ...network('Soluciones a medida'),
      charConfidences: [...'Soluciones a medida'].map((c, k) => (k === 5 ? 0.5 : 0.97)),
    };
    expect(mendWeakWords(weak, unsure, knows).text).toBe('Soluctones a medida');
  });

  it('keeps a word of titles or places, and the brackets of a logo', () => {
    const title = line(['Commercial', 0.65], ['Directoy', 0.73]);
    expect(mendWeakWords(title, network('Commereial Directoy'), knows)).toBe(title);
    const logo = line(['(ks)', 0.45], ['Kingsmere', 0.91], ['Systems', 0.96]);
    expect(mendWeakWords(logo, network('ks Kingsmere Systems'), knows)).toBe(logo);
  });

  it('reads again the lines with a weak word it may mend, and not the contact runs or email lines', () => {
    const lines = [
      line(['Chit', 0.2], ['Revenue', 0.96]),
      // a company before the street: its words are read again, its numbers are not mended
      line(['Albarn', 0.36], ['SL.', 0.46], ['|', 0.71], ['Calle', 0.6], ['Mayor,', 0.91], ['195', 0.95]),
      line(['Tel.', 0.96], ['030', 0.3], ['4512', 0.96]),
      line(['ana@tolmere', 0.3]),
      line(['Ana', 0.96], ['Belén', 0.96]),
      line(['www', 0.3], ['tolmere', 0.96]),
      // an address read without its "@" and dots is the engine's to piece together
      line(['HICTOR', 0.96], ['SCUAUTLA', 0.4], ['FXAMPLE', 0.5], ['ORG', 0.9]),
    ];
    expect(linesWithWeakWords(lines, new Set([5]))).toEqual([0, 1]);
  });

  it('mends the words of an address line, and leaves its numbers and separators as read', () => {
    const address = line(
      ['Albarn', 0.36],
      ['SL.', 0.46],
      ['-', 0.3],
      ['Calle', 0.6],
      ['Mayor,', 0.91],
      ['195', 0.5],
    );
    expect(mendWeakWords(address, network('Albarran S.L Calle Mayor 196'), knows).text).toBe(
      'Albarran SL. - Calle Mayor, 195',
    );
  });

  it('keeps the letters the network leaves out, its "m" for "rn", and an accented letter', () => {
    // "Pvt" read "Pv", "Hoornaar" read "Hoomaar": the network's slips, not tesseract's
    expect(mendWeakWords(line(['Narmada', 0.95], ['Pvt.', 0.5]), network('Narmada Pv.'), knows).text).toBe(
      'Narmada Pvt.',
    );
    expect(mendWeakWords(line(['Hoornaar', 0.65], ['&', 0.91]), network('Hoomaar &'), knows).text).toBe(
      'Hoornaar &',
    );
    expect(mendWeakWords(line(['Tormo', 0.5]), network('Torrno'), knows).text).toBe('Tormo');
    // (the network knows é here: tesseract saw a mark over the letter, the engine may make Köln of it)
    const knowsE = (c: string): boolean => knows(c) || c === 'é';
    expect(mendWeakWords(line(['Kéln', 0.4]), network('Koln'), knowsE).text).toBe('Kéln');
    // a letter before the word's first shared letter is a speck or an icon: it goes, as a word of its own does
    expect(mendWeakWords(line(['Colm', 0.93], ['EBrosnan', 0.5]), network('Colm Brosnan'), knows).text).toBe(
      'Colm Brosnan',
    );
    expect(mendWeakWords(line(['Director', 0.96], ['i', 0.3]), network('Director'), knows).text).toBe(
      'Director',
    );
    // and a doubled letter the network wrote once stays, wherever the alignment puts it
    expect(mendWeakWords(line(['Group', 0.96], ['LLc', 0.4]), network('Group LC'), knows).text).toBe(
      'Group LLc',
    );
    // while a letter it reads otherwise, surely, is still taken
    expect(mendWeakWords(line(['Ouay', 0.22], ['Ltd.', 0.96]), network('Quay Ltd'), knows).text).toBe(
      'Quay Ltd.',
    );
  });

  it('never puts a character of another script into a word', () => {
    const knowsAll = (): boolean => true;
    expect(
      mendWeakWords(line(['République', 0.96], ['Fi', 0.3]), network('République F口'), knowsAll).text,
    ).toBe('République Fi');
  });

  it('never puts an "@" into a word that had none', () => {
    const host = line(['tobias', 0.5], ['wierlingui', 0.3], ['brueckenhof', 0.9], ['example', 0.9]);
    expect(mendWeakWords(host, network('tobias.werlingu@brueckenhof example'), knows).text).not.toContain(
      '@',
    );
  });
});
