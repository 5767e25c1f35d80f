import { describe, expect, it } from 'vitest';
import { extractContact, linesFromText } from '../../../lambdas/core/capture';
import {
  accentsOfCardLanguage,
  companyWordsOfCardLanguage,
  welshAndIrishAccents,
} from '../../../lambdas/core/capture/accented-names';
import { ocrLines } from './ocr-lines';

const scan = (...rows: string[]) => extractContact({ lines: ocrLines(rows) }).fields.name.value;

describe("names spelled with their card's language's accents", () => {
  it('gives a Spanish, French or German card name the accents its language writes', () => {
    expect(
      scan('Rocio Fernandez', 'Directora Comercial', 'Encinar Inmobiliaria S.L.', 'Móvil +34 622 371 906'),
    ).toBe('Rocío Fernández');
    expect(scan('Helene Marchand', 'Gérante', 'Clairval SAS', 'Portable +33 6 39 98 34 38')).toBe(
      'Hélène Marchand',
    );
    expect(scan('Jurgen Muller', 'Einkäufer', 'Lindhorst GmbH', 'Mobil +49 171 3920085')).toBe(
      'Jürgen Müller',
    );
  });

  it('mends a French name whose accented letter was read as another vowel, but not a German one', () => {
    expect(accentsOfCardLanguage('Jéréme Dubois-Martin', { code: 'FR', score: 3 })).toBe(
      'Jérôme Dubois-Martin',
    );
    // (Möller is a name of its own beside Müller)
    expect(accentsOfCardLanguage('Jörg Möller', { code: 'DE', score: 3 })).toBe('Jörg Möller');
  });

  it("writes a company's words with the accents its card's language gives them, not another language's", () => {
    expect(companyWordsOfCardLanguage('Ingenieria Olivera S.A.', { code: 'ES', score: 3 })).toBe(
      'Ingeniería Olivera S.A.',
    );
    expect(companyWordsOfCardLanguage('ETUDES VAUCLAIR SAS', { code: 'FR', score: 3 })).toBe(
      'ÉTUDES VAUCLAIR SAS',
    );
    // Portuguese writes it so
    expect(companyWordsOfCardLanguage('Energia Atlântica Lda.', { code: 'PT', score: 3 })).toBe(
      'Energia Atlântica Lda.',
    );
  });

  it('writes a company word its language alone spells with accents on a card that only leans to the language', () => {
    expect(companyWordsOfCardLanguage('Ingenieria Robledo S.A.', { code: 'ES', score: 1.4 })).toBe(
      'Ingeniería Robledo S.A.',
    );
    // (a name needs the card's clues to be firm: "Jose" is written so in other languages' countries)
    expect(accentsOfCardLanguage('Jose Robledo', { code: 'ES', score: 1.4 })).toBe('Jose Robledo');
    expect(companyWordsOfCardLanguage('Ingenieria Robledo S.A.', { code: 'ES', score: 0.8 })).toBe(
      'Ingenieria Robledo S.A.',
    );
  });

  it('puts back the ñ of a surname a company is named after, where the recogniser read it as other letters', () => {
    expect(companyWordsOfCardLanguage('Ibarra & Montaiio S.L.', { code: 'ES', score: 3 })).toBe(
      'Ibarra & Montaño S.L.',
    );
    expect(companyWordsOfCardLanguage('NUNEZ & PATIFIO S.A.', { code: 'MX', score: 3 })).toBe(
      'NUNEZ & PATIÑO S.A.',
    );
    // (a surname merely without its accent may be how the firm spells itself; and the card must be Spanish)
    expect(companyWordsOfCardLanguage('Montano Logistics S.L.', { code: 'ES', score: 3 })).toBe(
      'Montano Logistics S.L.',
    );
    expect(companyWordsOfCardLanguage('Montaiio Logistics LLC', { code: 'US', score: 3 })).toBe(
      'Montaiio Logistics LLC',
    );
  });

  it('writes a Welsh name read with an acute accent with its circumflex, but puts none on a name read without', () => {
    expect(welshAndIrishAccents('Sián Hargreaves')).toBe('Siân Hargreaves');
    expect(welshAndIrishAccents('Sian Hargreaves')).toBe('Sian Hargreaves');
    // an Irish fada where it belongs stays
    expect(welshAndIrishAccents('Seán Hargreaves')).toBe('Seán Hargreaves');
  });

  it('writes the circumflex on a card whose clues name no country, or another', () => {
    // (no region clue at all; and a Spanish legal form)
    expect(scan('Sián Pryce', 'Account Director', 'sian.pryce@halcyon.example.com')).toBe('Siân Pryce');
    expect(scan('Sián Pryce', 'Directora Comercial', 'Halcyon Ibérica S.L.')).toBe('Siân Pryce');
  });

  it('knows common Mexican surnames written with accents, in a double surname too', () => {
    expect(accentsOfCardLanguage('Ana Sofia Saldivar-Montano', { code: 'MX', score: 3 })).toBe(
      'Ana Sofía Saldívar-Montaño',
    );
  });

  it('reads an ñ the recogniser read as f, fi or ii in a listed name, but no other f', () => {
    expect(accentsOfCardLanguage('Ifigo Aguirre', { code: 'ES', score: 3 })).toBe('Íñigo Aguirre');
    expect(accentsOfCardLanguage('Carlos Mufioz', { code: 'MX', score: 3 })).toBe('Carlos Muñoz');
    expect(accentsOfCardLanguage('Rafael Ortega', { code: 'ES', score: 3 })).toBe('Rafael Ortega');
  });

  it('reads an Irish name whose accented letters were misread as other vowels, other letters as listed', () => {
    expect(welshAndIrishAccents('Réisin Brosnan')).toBe('Róisín Brosnan');
    // (a name read without any accent keeps none; a letter off an accent's place is another name)
    expect(welshAndIrishAccents('Roisin Brosnan')).toBe('Roisin Brosnan');
    expect(welshAndIrishAccents('Réisim Brosnan')).toBe('Réisim Brosnan');
  });

  it('writes the accents of French names written only with them', () => {
    expect(accentsOfCardLanguage('Benedicte Le Bihan', { code: 'FR', score: 3 })).toBe('Bénédicte Le Bihan');
    // (a surname read with another accent on the listed one's letter takes the listed one)
    expect(accentsOfCardLanguage('Solène Duchène', { code: 'FR', score: 3 })).toBe('Solène Duchêne');
  });

  it('reads a ü the recogniser read as ii in a listed German name, on a German card only', () => {
    expect(accentsOfCardLanguage('Giinther Jäger', { code: 'DE', score: 3 })).toBe('Günther Jäger');
    expect(accentsOfCardLanguage('Giinther Jager', { code: 'GB', score: 3 })).toBe('Giinther Jager');
  });

  it('writes the accents in the capitals a name is printed in', () => {
    expect(accentsOfCardLanguage('JOSE HERNANDEZ', { code: 'MX', score: 3 })).toBe('JOSÉ HERNÁNDEZ');
  });

  it('leaves names alone where the card is not clearly of that language, or the word has accents of its own', () => {
    // a US card prints Hispanic names as their owners write them
    expect(scan('Jose Hernandez', 'Account Executive', 'Redtail Systems LLC', 'Mobile (312) 555-0113')).toBe(
      'Jose Hernandez',
    );
    expect(accentsOfCardLanguage('Jose Hernandez', { code: 'ES', score: 1 })).toBe('Jose Hernandez');
    expect(accentsOfCardLanguage('Martin Perez', undefined)).toBe('Martin Perez');
    // a word the recogniser read with an accent keeps the one it read (Catalan writes "Andrès")
    expect(accentsOfCardLanguage('Andrès Pérez', { code: 'ES', score: 3 })).toBe('Andrès Pérez');
    // unless it read only some of the listed spelling's, each where the list has it
    expect(accentsOfCardLanguage('Jérome Lefèvre', { code: 'FR', score: 3 })).toBe('Jérôme Lefèvre');
    // (and on a French card, one read with its accented letters as other vowels: no one writes "Jèrome")
    expect(accentsOfCardLanguage('Jèrome Lefèvre', { code: 'FR', score: 3 })).toBe('Jérôme Lefèvre');
    // a name not in the language's list is as read
    expect(accentsOfCardLanguage('Nuria Etxeberria', { code: 'ES', score: 3 })).toBe('Nuria Etxeberria');
  });

  it('leaves a typed name as the user typed it', () => {
    const r = extractContact({
      lines: linesFromText(
        'Rocio Fernandez, Directora Comercial at Encinar Inmobiliaria S.L., +34 622 371 906',
      ),
    });
    expect(r.fields.name.value).toBe('Rocio Fernandez');
  });
});

describe('accents read as another accent, or only some of them', () => {
  it('gives a French or German listed name its accent where another was read on that letter', () => {
    expect(accentsOfCardLanguage('Gaélle Chevalier', { code: 'FR', score: 3 })).toBe('Gaëlle Chevalier');
    expect(accentsOfCardLanguage('Jürgen Mûller', { code: 'DE', score: 3 })).toBe('Jürgen Müller');
  });

  it('leaves a Spanish card\'s other accent alone: Catalan writes "Àngel" and "Mònica"', () => {
    expect(accentsOfCardLanguage('Àngel Puig', { code: 'ES', score: 3 })).toBe('Àngel Puig');
  });

  it('gives an Irish name read with some of its fadas the rest, on a card from anywhere', () => {
    expect(welshAndIrishAccents('Róisin Kavanagh')).toBe('Róisín Kavanagh');
    expect(welshAndIrishAccents('RÓISIN KAVANAGH')).toBe('RÓISÍN KAVANAGH');
    // read without any, it is as read: written so in English-language use too
    expect(welshAndIrishAccents('Roisin Kavanagh')).toBe('Roisin Kavanagh');
  });

  it('writes the fada of "Ní" and "Uí" before the lenited surname they take', () => {
    expect(welshAndIrishAccents('Aoife Ni Bhriain')).toBe('Aoife Ní Bhriain');
    expect(welshAndIrishAccents('AOIFE NI CHONAILL')).toBe('AOIFE NÍ CHONAILL');
    expect(welshAndIrishAccents('Maire Ui Mhurchu')).toBe('Maire Uí Mhurchu');
    // not before a word without the lenition's h
    expect(welshAndIrishAccents('Ni Hao')).toBe('Ni Hao');
  });
});
