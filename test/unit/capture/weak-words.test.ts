import { describe, expect, it } from 'vitest';
import { mendWeakWords, weakLetterLines } from '../../../lambdas/adapters/local/weak-words';
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

  it('reads again only lines of letters with a weak word, and not the contact runs', () => {
    const lines = [
      line(['Chit', 0.2], ['Revenue', 0.96]),
      line(['Tel.', 0.3], ['030', 0.96], ['4512', 0.96]),
      line(['ana@tolmere', 0.3]),
      line(['Ana', 0.96], ['Belén', 0.96]),
      line(['www', 0.3], ['tolmere', 0.96]),
    ];
    expect(weakLetterLines(lines, new Set([4]))).toEqual([0]);
  });
});
