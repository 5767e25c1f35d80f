import { describe, expect, it } from 'vitest';
import { extractContact, properCaseName, type TextLine } from '../../../lambdas/core/capture';
import { lineOf, ocrLines, wordAt } from './ocr-lines';
import { noteValues } from './read-note';
import {
  hyphenReadAsDot,
  joinDomainByCard,
  joinGappedHosts,
  joinSpacedDomain,
  repairDomainByCardWords,
  repairDigitSlips,
  repairEmailText,
  repairTopLevelDomain,
  repairWebText,
  restoreCutLocalParts,
  type EmailFound,
} from '../../../lambdas/core/capture/contacts';
import {
  localAfterLostInitial,
  localOneSlipFromName,
  localWithLostDoubledLetter,
  localWithLostNamePart,
  localWithoutLostAt,
  localWithLetterReadAsTwo,
  misreadGenericMailbox,
  repairLocalByName,
  repairWordsByDomain,
} from '../../../lambdas/core/capture/email-rules';
import {
  completedFromDomain,
  completedWordsFromDomain,
  formDotReadAsComma,
  recaseCompany,
  repairCompanyWords,
  repairLegalSuffix,
  repairLegalSuffixes,
  nameEndingForm,
  stripJunkPrefix,
  withoutEchoedFormLetter,
  withCompanyWordCapitalMended,
  withFormWrapped,
  withoutStrayAccents,
  withAccentsPrintedElsewhere,
  withoutMarksAfterForm,
  withFormOfGarbledLine,
  withWordsOfDomainBefore,
} from '../../../lambdas/core/capture/company-rules';
import {
  joinSplitNameWords,
  repairEszett,
  repairMcI,
  repairLetterGlyphs,
  repairNameByEmail,
  repairOpeningI,
  surnameFromBrokenPieces,
  umlautsOfGermanCard,
  eszettLostWhole,
  withoutOpeningQuote,
  withoutSmallEchoes,
  withoutTrailingSpecks,
  withFirstNameFromAddress,
} from '../../../lambdas/core/capture/name-rules';
import { repairTitleWords, withTitleWordCompleted } from '../../../lambdas/core/capture/title-rules';
import { titleWordWithAccents } from '../../../lambdas/core/capture/dictionaries';
import { numbersMendedBySibling } from '../../../lambdas/core/capture/phone-rules';
import { buildSegments, joinLetterSpaced, type Segment } from '../../../lambdas/core/capture/segments';
import { joinPiecesOfOneRow, spacedGluedTitle } from '../../../lambdas/core/capture/text-lines';
import { looksLikeAddress } from '../../../lambdas/core/capture/postal-address';

const scan = (...rows: (string | [string, number])[]) =>
  Object.fromEntries(
    Object.entries(extractContact({ lines: ocrLines(rows) }).fields).map(([k, f]) => [k, f.value]),
  );

describe('addresses the recogniser split or glued', () => {
  it('reads a bar glued to an initial and its dot as the letter l', () => {
    const r = scan('Lotte Vermeer', 'Inkoper', 'Zandvoort Bloem B.V.', 'E |.vermeer@zandbloem.example');
    expect(r.email).toBe('l.vermeer@zandbloem.example');
    // with no dot: the initial glued to the surname
    expect(
      scan('Loïc Dubois-Martin', 'Directeur Commercial', 'E-mail |duboismartin@ondine.example.net').email,
    ).toBe('lduboismartin@ondine.example.net');
    // a bar between two items, glued to the one before, is a separator
    expect(
      scan('Loïc Dubois-Martin', 'Directeur Commercial', '+33 6 39 98 00 64|duboismartin@ondine.example.net')
        .email,
    ).toBe('duboismartin@ondine.example.net');
  });

  it('joins two lower-case words before an address when they stand alone in their piece', () => {
    const r = scan(
      'Ravi Menon',
      'Partner',
      'Kaveri Spices Pvt. Ltd.',
      'Email | ravi menon@kaveri.example.com',
    );
    expect(r.email).toBe('ravi.menon@kaveri.example.com');
    // prose words before an address are not part of it
    expect(scan('Ravi Menon', 'Partner', 'write to ravi@kaveri.example.com').email).toBe(
      'ravi@kaveri.example.com',
    );
  });

  it('takes a lone "@" beside a whole address for the pictogram it is', () => {
    const r = scan('Anouk Lefebvre', 'Directrice', 'Tél. +33 1 42 68 53 00 @ a.lefebvre@marais.example.fr');
    expect(r.email).toBe('a.lefebvre@marais.example.fr');
    expect(r.phone).toBe('+33 1 42 68 53 00');
  });

  it('joins a domain broken by gaps when the card prints the joined host elsewhere', () => {
    const card = 'ciara@lisheen example.ie sales@lisheen.example.ie';
    expect(joinDomainByCard('ciara@lisheen example.ie', card)).toBe('ciara@lisheen.example.ie');
    expect(joinDomainByCard('B. ohara@lisheen- foods .example.ie', 'www.lisheen-foods.example.ie')).toBe(
      'B. ohara@lisheen-foods.example.ie',
    );
    // a domain cut at its end, printed whole elsewhere on the card
    expect(joinDomainByCard('E anna.roth@kessel-technik.example.c', 'www.kessel-technik.example.com')).toBe(
      'E anna.roth@kessel-technik.example.com',
    );
    // a speck beside a dot read as a letter of its own, where the card prints the host without it
    const web = 'E anselm.kray@brackwater-tools. example.c org W www.brackwater-tools.example.org';
    expect(joinDomainByCard('E anselm.kray@brackwater-tools. example.c org', web)).toBe(
      'E anselm.kray@brackwater-tools.example.org',
    );
    expect(joinDomainByCard('E anselm.kray@brackwater-tools. example.c org', 'no host here')).toBe(
      'E anselm.kray@brackwater-tools. example.c org',
    );
    // nothing to confirm it: left alone
    expect(joinDomainByCard('ciara@lisheen example.ie', 'ciara@lisheen example.ie')).toBe(
      'ciara@lisheen example.ie',
    );
  });

  it('drops a one-letter label glued to the address of an all-caps card', () => {
    expect(repairLocalByName('e.yolanda.quiroga', 'Yolanda Quiroga')).toBe('yolanda.quiroga');
    // an initial of the lead's own name is no label
    expect(repairLocalByName('e.quiroga', 'Elena Quiroga')).toBeNull();
    // nor is a letter after the line's own label: there it is the initial, and the name line is misread
    expect(repairLocalByName('e.quinlan', 'Fabha Quinlan', 'E-mail: ')).toBeNull();
    expect(repairLocalByName('e.quinlan', 'Fabha Quinlan')).toBe('quinlan');
  });

  it('drops a pictogram read as a letter or two and a dot before an address that writes the name', () => {
    // before the whole first name, or before the first name's initial
    expect(repairLocalByName('i.katrin.oberhauser', 'Katrin Oberhauser')).toBe('katrin.oberhauser');
    expect(repairLocalByName('cc.t.lindqvist', 'Tove Lindqvist')).toBe('t.lindqvist');
    // an initial of the lead's own name stays, and so do two initials of two name words
    expect(repairLocalByName('k.oberhauser', 'Katrin Oberhauser')).toBeNull();
    expect(repairLocalByName('jm.paredes', 'Juan Manuel Paredes')).toBeNull();
    // (nor is a letter before a part that does not write the name taken off)
    expect(repairLocalByName('i.sales', 'Katrin Oberhauser')).toBeNull();
  });

  it('puts back the start of an address in capitals that a gap cut off', () => {
    expect(repairLocalByName('do', 'Leandro Benítez', 'Email: LEAN ')).toBeNull();
    expect(repairLocalByName('ro', 'Leandro Benítez', 'Email: LEAND ')).toBe('leandro');
  });

  it("drops an initial read twice, a pictogram's bar before it, where the rest writes the name", () => {
    expect(repairLocalByName('llschaefer', 'Lea-Sophie Schäfer')).toBe('lschaefer');
    expect(repairLocalByName('llewellyn.jones', 'Llewellyn Jones')).toBeNull();
  });

  it('puts back a first name set apart before the address with its o read as a zero', () => {
    expect(
      scan('XÓCHITL ARRIAGA ESPINOZA, MBA', 'Jefa de Proyecto', 'y0CHITL ARRIAGAESPINOZA@XALAPENA EXAMPLE')
        .email,
    ).toBe('xochitl.arriagaespinoza@xalapena.example');
  });

  it('reads an initial I and its dot read as one L, where the rest writes the name', () => {
    expect(repairLocalByName('lbeltrandominguez', 'Ignacio Beltrán Domínguez')).toBe('i.beltrandominguez');
    expect(repairLocalByName('lbeltran', 'Luis Beltrán')).toBeNull();
  });

  it('mends one confused letter in a piece of the local part by the name', () => {
    expect(repairLocalByName('mieke.vandam', 'Mieke van Dam')).toBeNull();
    expect(repairLocalByName('micke.vandam', 'Mieke van Dam')).toBe('mieke.vandam');
    // (a name word spelled as an address spells its umlaut)
    expect(repairLocalByName('ocmer.dressler', 'Ömer Dreßler')).toBe('oemer.dressler');
    // (a b read as h, its bowl left open)
    expect(repairLocalByName('svenja-nusshaum', 'Svenja Nußbaum')).toBe('svenja-nussbaum');
  });

  it('mends two slips in a long piece of the local part by the name', () => {
    // an l read as i, and a t whose crossbar was lost read as i
    expect(repairLocalByName('ursula.yilmaziuedike', 'Ursula Yılmaz-Lüdtke')).toBe('ursula.yilmazluedtke');
    // (a short piece gets one at most)
    expect(repairLocalByName('ursula.iuedike', 'Ursula Lüdtke')).toBeNull();
  });

  it('puts back a thin letter lost inside a piece of the local part', () => {
    expect(repairLocalByName('anhoa_dominguez', 'Ainhoa Domínguez')).toBe('ainhoa_dominguez');
    // (another letter lost is no slip of the print: "ana" may be printed so)
    expect(repairLocalByName('ana_dominguez', 'Anna Domínguez')).toBeNull();
  });

  it('drops a consonant a speck added at the end of the surname in the address', () => {
    expect(repairLocalByName('doerte.nussbaumg', 'Dörte Nußbaum')).toBe('doerte.nussbaum');
    // a vowel is more likely the surname's end the name line lost, and an initial one the address adds
    expect(repairLocalByName('iortega', 'Íñigo Orteg')).toBeNull();
    expect(repairLocalByName('santosm', 'Maria Santos')).toBeNull();
  });

  it('drops a letter names hardly ever double from a part that is far from the name as read', () => {
    // the initial alone matches nothing, so the whole part looks far from the name
    expect(repairLocalByName('d.ijjzerman', 'Daan IJzerman')).toBe('d.ijzerman');
    // a doubled letter names do double is left: it may be printed so
    expect(repairLocalByName('d.ijzermann', 'Daan IJzerman')).toBeNull();
  });
});

describe('web addresses as OCR garbles them', () => {
  it('mends the scheme, the www and a top-level domain split off by a gap', () => {
    expect(repairWebText('Online: hitps://kestrel.example. net')).toBe('Online: https://kestrel.example.net');
    expect(repairWebText('W https:/Awvww.kestrel.example.com/')).toBe('W https://www.kestrel.example.com/');
    expect(repairWebText('vvww.kestrel.example')).toBe('www.kestrel.example');
    // (a slash read as an l, and a gap after the host's dot)
    expect(repairWebText('S. https:l/kestrel. example')).toBe('S. https://kestrel.example');
    // (an l after the colon with no slash after it is the host's own)
    expect(repairWebText('http:lindeboom.example')).toBe('http:lindeboom.example');
    // (a scheme whose colon and slashes were read as a dot before the www)
    expect(repairWebText('Website htps.www.bluefin.example.org')).toBe(
      'Website https://www.bluefin.example.org',
    );
    // (a host's dot read as a euro sign, not a price)
    expect(repairWebText('Clairval SAS clairval€ example.org')).toBe('Clairval SAS clairval.example.org');
    expect(repairWebText('Preis 120€ netto')).toBe('Preis 120€ netto');
    // (not a word that only ends so before a web address)
    expect(repairWebText('Partnership. www.bluefin.example.org')).toBe(
      'Partnership. www.bluefin.example.org',
    );
    expect(repairWebText('www.kestrel.example')).toBe('www.kestrel.example');
    expect(repairWebText('Online: www kestrel example')).toBe('Online: www.kestrel.example');
    expect(repairWebText('see www kestrel shop')).toBe('see www kestrel shop');
  });

  it('takes the better-read spelling when the address and the web address disagree by a slip', () => {
    const r = scan(
      'Divya Raman',
      'Head of Sales',
      'Nilgiri Weaves Pvt. Ltd.',
      ['divya@nilgiri.example', 0.7],
      ['Web nilgirii.example', 0.6],
    );
    expect(r.website).toBe('nilgiri.example');
    expect(r.company).toBe('Nilgiri Weaves Pvt. Ltd.');
  });
});

describe('all-caps cards and glued labels', () => {
  it('joins two capitalised words before an address on an all-caps card', () => {
    const r = scan('Granite Ridge', 'MARISA OKAFOR', 'Sales Lead', 'MARISA OKAFOR@RIDGE. EXAMPLE.ORG');
    expect(r.email).toBe('marisa.okafor@ridge.example.org');
  });

  it('reads a number whose one-letter label is glued to it', () => {
    expect(scan('Joost Hendriks', 'Adviseur', 'Polder B.V.', 'T020- 615 44 09').phone).toBe(
      '+31 20 615 4409',
    );
  });

  it('mends a scheme garbled to "hteps:/"', () => {
    expect(repairWebText('Website hteps:/kestrel.example')).toBe('Website https://kestrel.example');
  });
});

describe('numbers with a letter read for a digit', () => {
  it('reads S, o, l and B inside digit groups as digits', () => {
    expect(repairDigitSlips('Mobile 08S 751 6126')).toBe('Mobile 085 751 6126');
    expect(repairDigitSlips('T. +1 512 555 o114.')).toBe('T. +1 512 555 0114.');
    expect(repairDigitSlips('Cel. §5-6966-3948')).toBe('Cel. 55-6966-3948');
    // postcodes and words keep their letters
    expect(repairDigitSlips('Dublin 2, D02 R1Y4')).toBe('Dublin 2, D02 R1Y4');
    expect(repairDigitSlips('SE1 7JJ London')).toBe('SE1 7JJ London');
  });

  it("reads a labelled number's last group of two such letters as its digits", () => {
    expect(repairDigitSlips('M. o171 392 00 Is')).toBe('M. 0171 392 00 15');
    // (and a 11 read as one u after a trunk "(0)")
    expect(repairDigitSlips('T +44 (0)u3 496 0702')).toBe('T +44 (0)113 496 0702');
    // a word after a number with no label stays a word
    expect(repairDigitSlips('Since 1990 so')).toBe('Since 1990 so');
    expect(repairDigitSlips('Hafen 12 20 Is')).toBe('Hafen 12 20 Is');
  });
});

describe('names and companies', () => {
  it('reads a lone 0 between name words as the Irish Ó, and a leading l among capitals as I', () => {
    expect(scan('Saoirse 0 Dálaigh', 'Director', 'Burren Stone Ltd').name).toBe('Saoirse Ó Dálaigh');
    expect(scan('Lakshmi lyengar', 'Director', 'Kaveri Spices Pvt. Ltd.').name).toBe('Lakshmi Iyengar');
  });

  it("joins a word's end split off as a short capitalised piece with a slip, as the address spells it", () => {
    expect(joinSplitNameWords('Martín Aguir Tre', new Set(['martin', 'aguirre']))).toBe('Martín Aguirre');
    // two names the address spells exactly as one word stay two ("Mary Lou" with marylou@)
    expect(joinSplitNameWords('Mary Lou Jones', new Set(['marylou', 'jones']))).toBe('Mary Lou Jones');
    expect(joinSplitNameWords('Martín Aguir Tre', new Set(['ventas']))).toBe('Martín Aguir Tre');
  });

  it('joins a surname read in pieces, a letter lost or misread between them, as the address spells it', () => {
    const kuijpers = new Set(['pieterjan', 'kuijpers']);
    expect(joinSplitNameWords('Pieter-Jan Kui 1] pers', kuijpers)).toBe('Pieter-Jan Kuijpers');
    expect(joinSplitNameWords('Geert LJ zerman', new Set(['geert', 'ijzerman']))).toBe('Geert IJzerman');
    expect(joinSplitNameWords('Grégoire Ba nn ai re', new Set(['gregoire', 'bonnaire']))).toBe(
      'Grégoire Bonnaire',
    );
    // two words the address runs together stay two, and so do a particle or an initial before the surname
    const runTogether = new Set(['nuria', 'dominguezmunoz']);
    expect(joinSplitNameWords('Nuria Domínguez Muñoz', runTogether)).toBe('Nuria Domínguez Muñoz');
    expect(joinSplitNameWords('NURIA DOMÍNGUEZ MUÑOZ [', runTogether)).toBe('NURIA DOMÍNGUEZ MUÑOZ [');
    expect(joinSplitNameWords('Fionn Ó Briain', new Set(['fionn', 'obriain']))).toBe('Fionn Ó Briain');
  });

  it('joins a surname read in pieces with a speck and one more letter misread ("Bai 1 acloug h")', () => {
    const barraclough = new Set(['freya', 'barraclough']);
    expect(joinSplitNameWords('Freya Bai 1 acloug h', barraclough)).toBe('Freya Barraclough');
    // (not its first letter: the pieces must open the word the address spells)
    expect(joinSplitNameWords('Freya Dai 1 acloug h', barraclough)).toBe('Freya Dai 1 acloug h');
  });

  it('reads an initial whose capital has its lower-case shape as a capital ("s. Mukherjee")', () => {
    const r = scan(
      'Dr. s. Mukherjee',
      'Export Manager',
      'The Godavari Group Pvt. Ltd.',
      'T. (022) 4186 2943',
    );
    expect(r.name).toBe('S. Mukherjee');
    // a lower-case letter of another shape is no initial read in the wrong case
    expect(scan('r. Mukherjee', 'Export Manager', 'The Godavari Group Pvt. Ltd.').name).toBeNull();
  });

  it('spells a name word with the doubled letter the lead address shows', () => {
    const r = scan(['Morgan Kilaris', 0.6], 'Analyst', 'Ashgrove Inc.', 'morgan.killaris@ashgrove.example');
    expect(r.name).toBe('Morgan Killaris');
  });

  it('takes the legal name the card prints elsewhere over its wordmark, in the wordmark spelling', () => {
    const r = scan(
      'KESTRAVA',
      'Dina Shah',
      'Operations Manager',
      'dina@kestrava.example',
      'Kestrava Foods Pvt. Ltd. - Unit 12, Ring Road',
    );
    expect(r.company).toBe('Kestrava Foods Pvt. Ltd.');
    const slip = scan(
      'Kestrava',
      'Dina Shah',
      'Operations Manager',
      'dina@kestrava.example',
      'Kestrawa Foods Pvt. Ltd. - Unit 12, Ring Road',
    );
    expect(slip.company).toBe('Kestrava Foods Pvt. Ltd.');
  });

  it("knows the Irish 'Teo.' and does not take a country line for a title", () => {
    expect(scan('Niall Breen', 'Managing Director', 'CARRAIG LOGISTICS TEO.').company).toMatch(
      /^Carraig Logistics Teo\.$/i,
    );
    const r = scan('12 Mill Lane', 'Leeds LS1 4AB', 'UK', 'Owen Price', 'Managing Director', 'Kirkgate Ltd');
    expect(r.title).toBe('Managing Director');
  });
});

/** Words laid out left to right from (text, gap before it) pairs, 40 px tall, 30 px per letter. */
function laidOut(parts: [string, number][]): NonNullable<TextLine['words']> {
  let x = 0;
  return parts.map(([text, gap]) => {
    const x0 = x + gap;
    x = x0 + 30 * text.length;
    return { text, confidence: 0.9, bbox: { x0, y0: 0, x1: x, y1: 40 } };
  });
}

describe('letter-spaced print', () => {
  it('joins letters read one by one into words, breaking where the gap is a word space', () => {
    const words = laidOut([
      ['M', 0],
      ['a', 12],
      ['r', 11],
      ['e', 12],
      ['k', 11],
      ['No', 36],
      ['wak', 10],
      ['|', 14],
    ]);
    expect(joinLetterSpaced(words, 40).map((w) => w.text)).toEqual(['Marek', 'Nowak', '|']);
  });

  it('reads a 0 between spaced capitals as their O, but not a 0 beside digits', () => {
    const name = laidOut([
      ['M', 0],
      ['A', 10],
      ['D', 10],
      ['I', 10],
      ['S', 10],
      ['0', 10],
      ['N', 10],
    ]);
    expect(joinLetterSpaced(name, 40).map((w) => w.text)).toEqual(['MADISON']);
    const number = laidOut([
      ['T', 0],
      ['0', 10],
      ['8', 10],
    ]);
    expect(joinLetterSpaced(number, 40).map((w) => w.text)).toEqual(['T', '0', '8']);
  });

  it('reads a "(0)" between spaced letters as their o, in the case of the small letters beside it', () => {
    const name = laidOut([
      ['Th', 0],
      ['é', 7],
      ['(0)', 2],
      ['B', 24],
      ['(0)', 2],
      ['n', 6],
      ['n', 10],
      ['a', 7],
      ['i', 10],
      ['re', 10],
    ]);
    expect(joinLetterSpaced(name, 50).map((w) => w.text)).toEqual(['Théo', 'Bonnaire']);
  });

  it("joins a spaced name's words across a hyphen read with the letter before it", () => {
    const words = laidOut([
      ['M', 0],
      ['A', 10],
      ['R', 10],
      ['I', 10],
      ['E-', 10],
      ['C', 30],
      ['L', 10],
      ['A', 10],
      ['I', 10],
      ['R', 10],
      ['E', 10],
    ]);
    expect(joinLetterSpaced(words, 40).map((w) => w.text)).toEqual(['MARIE-CLAIRE']);
  });

  it("joins a spaced name's letters across an apostrophe read with one of them", () => {
    const words = laidOut([
      ['TADHG', 0],
      ['D', 40],
      ["'A", 12],
      ['RC', 11],
      ['Y', 12],
    ]);
    expect(joinLetterSpaced(words, 40).map((w) => w.text)).toEqual(['TADHG', "D'ARCY"]);
  });

  it('leaves short words in normal spacing alone', () => {
    const words = laidOut([
      ['Rosa', 0],
      ['Y', 14],
      ['DE', 14],
      ['LA', 14],
      ['Vega', 14],
    ]);
    expect(joinLetterSpaced(words, 40).map((w) => w.text)).toEqual(['Rosa', 'Y', 'DE', 'LA', 'Vega']);
  });

  it('reads a bar among spaced capitals as I', () => {
    const words = laidOut([
      ['A', 0],
      ['|', 10],
      ['S', 10],
      ['L', 10],
      ['|', 10],
      ['N', 10],
      ['G', 10],
    ]);
    expect(joinLetterSpaced(words, 40).map((w) => w.text)).toEqual(['AISLING']);
  });
});

describe('more slips in names, titles and domains', () => {
  it('reads a capital I among lower-case letters of a name as l, except after Mc', () => {
    expect(scan('PauI Winter', 'Director', 'Frostline Ltd').name).toBe('Paul Winter');
    expect(scan('Ewan McIntosh', 'Director', 'Frostline Ltd').name).toBe('Ewan McIntosh');
  });

  it("gives the surname back the last letter its line lost, from the lead's address", () => {
    expect(repairNameByEmail('Rahul Agarwa', ['rahul.agarwal'])).toBe('Rahul Agarwal');
    // a letter other than a thin l or i only when the address was read better than the name
    expect(repairNameByEmail('Meera Venkatara', ['meera.venkataram'], true)).toBe('Meera Venkataram');
    expect(repairNameByEmail('Dwayne Castellano', ['d.castellanog'])).toBe('Dwayne Castellano');
    // only the surname, and the print outranks an address slip on a first name
    expect(repairNameByEmail('Jordan Okafor', ['jordane.okafor'])).toBe('Jordan Okafor');
    // a round last letter too, where the card prints the longer surname again (a profile handle)
    const handle = 'linkedin.com/in/priya-ramsbottomwhitcombe';
    expect(repairNameByEmail('Priya Ramsbottom-Whitcomb', ['priya.ramsbottomwhitcombe'], false, handle)).toBe(
      'Priya Ramsbottom-Whitcombe',
    );
    expect(repairNameByEmail('Priya Ramsbottom-Whitcomb', ['priya.ramsbottomwhitcombe'])).toBe(
      'Priya Ramsbottom-Whitcomb',
    );
  });

  it('mends a capital read as a look-alike where the address gives only the initial before the surname', () => {
    expect(repairNameByEmail('Eeatrix Hargreaves', ['b.hargreaves'])).toBe('Beatrix Hargreaves');
    expect(repairNameByEmail('Fabha Quinlan', ['equinlan'])).toBe('Eabha Quinlan');
    // (an initial no slip makes of the capital is another person's, or another name)
    expect(repairNameByEmail('Laura Quinlan', ['e.quinlan'])).toBe('Laura Quinlan');
  });

  it("puts back the apostrophe of a D' or O' surname the address runs together, not after a middle initial", () => {
    expect(repairNameByEmail('Felicity Featherstone-D Souza', ['felicity.featherstonedsouza'])).toBe(
      "Felicity Featherstone-D'Souza",
    );
    expect(repairNameByEmail('Aoife O Brien', ['aoife.obrien'])).toBe("Aoife O'Brien");
    expect(repairNameByEmail('John D Souza', ['jdsouza'])).toBe('John D Souza');
    expect(repairNameByEmail('John D Souza', ['john.d.souza'])).toBe('John D Souza');
  });

  it("joins a particle's letters read apart where the address runs them into the surname", () => {
    expect(repairNameByEmail('Benedicte L E Bihan', ['benedicte.lebihan'])).toBe('Benedicte Le Bihan');
    expect(repairNameByEmail('Anna L E Bihan', ['anna.bihan'])).toBe('Anna L E Bihan');
  });

  it('mends a small letter of a name read as one OCR confuses it with, as the address spells the word', () => {
    expect(repairNameByEmail('Whithey Yamamoto', ['whitney.yamamoto'])).toBe('Whitney Yamamoto');
    expect(repairNameByEmail('Wiekke Schäfer', ['wiebke_schaefer'])).toBe('Wiebke Schäfer');
    // letters no recogniser confuses are the writer's own spelling, and short words are left alone
    expect(repairNameByEmail('Maria Smith', ['marie.smith'])).toBe('Maria Smith');
    expect(repairNameByEmail('Lech Nowak', ['lecn.nowak'])).toBe('Lech Nowak');
  });

  it('mends the words of a name whose surname the address completed', () => {
    expect(repairNameByEmail('Thiis Vi', ['thijs.visser'])).toBe('Thijs Visser');
  });

  it("mends a ß read as 'fi' and a D read as P from the lead's address", () => {
    expect(repairNameByEmail('Jonas Blofifeld', ['jonas.blossfeld'])).toBe('Jonas Bloßfeld');
    expect(repairNameByEmail('Pamini Rao', ['damini.rao'])).toBe('Damini Rao');
    // a name the address does not spell stays as printed
    expect(repairNameByEmail('Pamela Rao', ['p.rao'])).toBe('Pamela Rao');
  });

  it('does not take a slogan in sentence case for the title', () => {
    const r = scan('Frostline Ltd Cleaner air, better business', 'Paul Winter', 'Sales Manager');
    expect(r.title).toBe('Sales Manager');
  });

  it('puts back the dot an example domain lost before its top-level domain', () => {
    expect(repairTopLevelDomain('frostline.examplenet')).toBe('frostline.example.net');
    expect(repairTopLevelDomain('frostline.examplennet')).toBe('frostline.example.net');
    expect(repairTopLevelDomain('frostline.example.com')).toBe('frostline.example.com');
  });

  it('reads a dot between two words the card prints side by side in a host as the hyphen it was', () => {
    const card = 'Kingsmere Analytics Ltd\nBEATRIX BARRACLOUGH';
    expect(hyphenReadAsDot('kingsmere.analytics.example.net', card)).toBe('kingsmere-analytics.example.net');
    // (a host's own end after a word, a www, or words the card does not print side by side stay)
    expect(hyphenReadAsDot('kingsmere.example.net', `${card}\nkingsmere example net`)).toBe(
      'kingsmere.example.net',
    );
    expect(hyphenReadAsDot('www.kingsmere.example', card)).toBe('www.kingsmere.example');
    expect(hyphenReadAsDot('mail.kingsmere.com', card)).toBe('mail.kingsmere.com');
    expect(
      scan(
        'Kingsmere Analytics Ltd',
        'BEATRIX BARRACLOUGH',
        '€. beatrix.barraclough@kingsmere.analytics.example.net',
      ).email,
    ).toBe('beatrix.barraclough@kingsmere-analytics.example.net');
  });

  it('completes an example domain cut after its first letters, but no top-level domain that starts so', () => {
    expect(repairTopLevelDomain('redtail.ex')).toBe('redtail.example');
    expect(repairTopLevelDomain('www.redtail.exam')).toBe('www.redtail.example');
    expect(repairTopLevelDomain('REDTAIL.EXA')).toBe('REDTAIL.EXAMPLE');
    // (.exposed is a domain of its own; and a word is no host's end)
    expect(repairTopLevelDomain('redtail.exposed')).toBe('redtail.exposed');
    expect(repairTopLevelDomain('redtail.exams')).toBe('redtail.exams');
  });

  it('reads an example domain with a confusion besides another slip ("cxmple", "cxamgle", "exaniple")', () => {
    expect(repairTopLevelDomain('www.hautefeuille.cxmple')).toBe('www.hautefeuille.example');
    expect(repairTopLevelDomain('blucfin.cxamgle.com')).toBe('blucfin.example.com');
    expect(repairTopLevelDomain('auental.exaniple.com')).toBe('auental.example.com');
    // not a label two slips from it with no confusion among them
    expect(repairTopLevelDomain('acme.sample.com')).toBe('acme.sample.com');
  });

  it('drops a thin stroke read after a top-level domain', () => {
    expect(repairTopLevelDomain('www.tezontle.examplel')).toBe('www.tezontle.example');
    expect(repairTopLevelDomain('acme.com1')).toBe('acme.com');
    // a domain as read stays, even where a shorter one hides inside it
    expect(repairTopLevelDomain('acme.cl')).toBe('acme.cl');
    expect(repairTopLevelDomain('acme.coml')).toBe('acme.com');
  });

  it("drops a web address's closing slash read as a y after the commonest endings only", () => {
    expect(repairTopLevelDomain('www.eemstad.example.comy')).toBe('www.eemstad.example.com');
    expect(repairTopLevelDomain('eemstad.exampley')).toBe('eemstad.example');
    // a y that ends a domain of its own stays
    expect(repairTopLevelDomain('acme.city')).toBe('acme.city');
    expect(repairTopLevelDomain('acme.party')).toBe('acme.party');
  });
});

describe('ß and umlauts', () => {
  it("mends ß and umlauts the recogniser misread, when the lead's address spells them", () => {
    expect(repairNameByEmail('Hannelore StrauS-Meifner', ['h.straussmeissner'])).toBe(
      'Hannelore Strauß-Meißner',
    );
    expect(repairNameByEmail('Björn ORmann', ['b.ossmann'])).toBe('Björn Oßmann');
    expect(repairNameByEmail('Jens Kriiger', ['jens.krueger'])).toBe('Jens Krüger');
    // a real f stays when the address has it
    expect(repairNameByEmail('Greta Hoffmann', ['greta.hoffmann'])).toBe('Greta Hoffmann');
  });

  it('reads a doubled capital B between lower-case letters as ß', () => {
    expect(scan('Uwe Großkopf', 'Geschäftsführer', 'Kaltenbach & GroBBkopf GmbH').company).toBe(
      'Kaltenbach & Großkopf GmbH',
    );
  });

  it('reads a lone capital B before a consonant as ß in a company, as in a name, but not a brand', () => {
    expect(scan('Tobias Ritter', 'Leiter Vertrieb', 'Mühlbach & OBwald GmbH').company).toBe(
      'Mühlbach & Oßwald GmbH',
    );
    expect(scan('Tobias Ritter', 'Leiter Vertrieb', 'JetBrains GmbH').company).toBe('JetBrains GmbH');
  });
});

describe('a slanted line read as two', () => {
  const word = (text: string, x0: number, y0: number, x1: number, y1: number) =>
    wordAt(text, x0, y0, x1, y1, 0.9);
  const line = (...words: ReturnType<typeof word>[]): TextLine => lineOf(0.9, ...words);

  it('joins a line the recogniser cut where the slant took it, and the word cut at the seam', () => {
    const lines = [
      line(word('Jasper', 100, 400, 260, 450), word('Llewellyn', 280, 400, 520, 450)),
      line(
        word('Kingsmere', 989, 576, 1124, 605),
        word('&', 1133, 581, 1151, 604),
        word('Feathersto', 1161, 583, 1299, 609),
      ),
      line(
        word('ne', 1300, 593, 1333, 611),
        word('Ltd.', 1342, 590, 1387, 613),
        word('-', 1396, 604, 1411, 607),
        word('53', 1418, 593, 1448, 615),
        word('King', 1457, 594, 1512, 623),
        word('Street', 1521, 596, 1596, 621),
      ),
      line(
        word('Key', 100, 640, 160, 670),
        word('Account', 170, 640, 290, 670),
        word('Manager', 300, 640, 430, 670),
      ),
    ];
    expect(extractContact({ lines }).fields.company.value).toBe('Kingsmere & Featherstone Ltd.');
    // a line below another, starting where the one above ends, is a line of its own
    const below = [lines[0]!, line(word('Hoofd', 520, 460, 600, 490), word('Inkoop', 610, 460, 700, 490))];
    expect(buildSegments(below).map((g) => g.text)).toEqual(['Jasper Llewellyn', 'Hoofd Inkoop']);
  });

  it("puts back a line's last word that the recogniser read after everything else", () => {
    const lines = [
      line(word('Hoornaar', 80, 400, 250, 440), word('B.V.', 262, 400, 340, 440)),
      line(
        word('Pieter-Jan', 480, 90, 780, 140),
        word('op', 800, 100, 860, 140),
        word('den', 880, 90, 980, 130),
      ),
      line(word('Commercial', 480, 160, 640, 185), word('Director', 652, 160, 780, 185)),
      line(
        word('E', 480, 400, 495, 420),
        word('|', 500, 400, 505, 420),
        word('p.opdenkamp@hoornaar.example.com', 512, 400, 900, 420),
      ),
      line(
        word('Westerkade', 480, 520, 600, 540),
        word('234', 610, 520, 650, 540),
        word('Amsterdam', 660, 520, 780, 540),
      ),
      line(word('Kamp', 1000, 90, 1130, 130)),
    ];
    const r = extractContact({ lines }).fields;
    expect(r.name.value).toBe('Pieter-Jan op den Kamp');
    expect(r.title.value).toBe('Commercial Director');
    // a word far beyond a line's end, or below it, stays a line of its own
    const apart = [lines[1]!, line(word('Kamp', 1300, 90, 1430, 130))];
    expect(buildSegments(apart).map((g) => g.text)).toEqual(['Pieter-Jan op den', 'Kamp']);
  });

  it("cuts a line where a second column's left edge, begun by lines read apart, lies in a wide gap", () => {
    const lines = [
      line(
        word('T.', 938, 432, 970, 459),
        word('+34', 988, 431, 1057, 459),
        word('964770778', 1072, 430, 1304, 458),
      ),
      line(word('C.', 940, 482, 970, 506), word('ainhoa@penaclara.example.net', 983, 475, 1600, 511)),
      line(
        word('Ainhoa', 103, 534, 294, 577),
        word('Fernández', 312, 531, 592, 575),
        word('Peñalosa', 611, 529, 858, 572),
        word('Energía', 941, 547, 1050, 586),
        word('Peñaclara', 1061, 546, 1198, 597),
        word('S.A.,', 1209, 551, 1270, 576),
        word('Calle', 1282, 550, 1352, 573),
        word('Mayor', 1363, 549, 1450, 572),
      ),
      line(
        word('Responsable', 104, 608, 373, 652),
        word('de', 390, 608, 439, 642),
        word('Marketing', 456, 607, 679, 649),
        word('46006', 940, 589, 1027, 612),
        word('Valencia', 1036, 589, 1155, 611),
      ),
    ];
    expect(buildSegments(lines).map((g) => g.text)).toEqual([
      'T. +34 964770778',
      'C. ainhoa@penaclara.example.net',
      'Ainhoa Fernández Peñalosa',
      'Energía Peñaclara S.A., Calle Mayor',
      'Responsable de Marketing',
      '46006 Valencia',
    ]);
    const r = extractContact({ lines }).fields;
    expect(r.name.value).toBe('Ainhoa Fernández Peñalosa');
    expect(r.company.value).toBe('Energía Peñaclara S.A.');
    // one line starting there is no column: the same gap elsewhere keeps the line whole
    expect(buildSegments([lines[2]!, lines[3]!]).map((g) => g.text)[0]).toBe(
      'Ainhoa Fernández Peñalosa Energía Peñaclara S.A., Calle Mayor',
    );
  });
});

describe('phone labels and separators misread', () => {
  it("takes a label closing the cell before, after that cell's own number, for the next number", () => {
    const card = ['REDTAIL CONSULTING LLC', 'DWAYNE KOWALCZYK MBA', 'Key Account Manager'];
    expect(scan(...card, 'P| 212555 0159 - M| 212.555.0126').phone).toBe('+1 212 555 0126');
    // (a word that is no label there labels nothing)
    expect(scan(...card, 'P| 212555 0159 - Main| 212.555.0126').phone).toBe('+1 212 555 0159');
    // (also after a pictogram read as a sign between the number and the label)
    expect(scan(...card, 'O | (212) 555 0159 « M. | +1 212 555 0126').phone).toBe('+1 212 555 0126');
  });

  it('does not take a house number and postcode read as one for a phone', () => {
    const card = ['Matthias Jäger-Meißner', 'Leiter Vertrieb', 'BRÜCKENHOF WERKZEUGE AG'];
    expect(
      scan(...card, 'Lindenstraße 77 - 20496 Hamburg', 'T | 040 66969991 | EF. | 040/66969 430').phone,
    ).toBe('+49 40 66969991');
  });

  it('reads a number printed with its STD code and a hyphen as Indian on a card that points to India', () => {
    const card = ['Godavari Exports Ltd.', 'Siddharth Deshpande', 'Senior Software Engineer'];
    expect(scan(...card, 'P| 020-46544541', 'F. | 020 2639 9756').phone).toBe('+91 20 4654 4541');
    // printed the London way, on the same card, it is a London number
    expect(scan(...card, 'P| 020 4654 4541').phone).toBe('+44 20 4654 4541');
    // and on a card nothing points to India, the hyphen alone says nothing
    expect(scan('Siddharth Deshpande', 'Senior Software Engineer', 'P| 020-46544541').phone).toBe(
      '+44 20 4654 4541',
    );
  });

  it('takes a label read with one slip for the label ("Coil" for Cell), and a degree sign between digits for a dash', () => {
    expect(scan('Megan Carter', 'Buyer', 'Tek: +1.512-555-0109', 'Cell: +1.512°555.0120').phone).toBe(
      '+1 512 555 0120',
    );
    expect(scan('Megan Carter', 'Buyer', 'Phane: 303 5550123 | Coil: 303-555-0149').phone).toBe(
      '+1 303 555 0149',
    );
    // a word two slips from every label says nothing
    expect(scan('Megan Carter', 'Buyer', 'Phane: 303 5550123 | Cool: 303-555-0149').phone).toBe(
      '+1 303 555 0123',
    );
  });

  it('takes no lone letter before a phone label for a mobile label (a misread pictogram), but a word', () => {
    const lines = ['Konark Exports LLP', 'Dr. Arvind Sengupta', 'HEAD OF CUSTOMER SUCCESS'];
    expect(scan(...lines, '$C P +91-80-62324889', '0 Mob. +91-91971-77469').phone).toBe('+91 91971 77469');
    expect(scan(...lines, 'Cell phone +91-80-62324889', 'Tel. +91-91971-77469').phone).toBe(
      '+91 80 6232 4889',
    );
  });

  it('reads "Col" or "Cal" before a number as Cel, its e misread', () => {
    expect(
      scan('Fernando Zamora Olvera', 'Ejecutivo de Cuentas', 'Tino. (33) 9141-8480', 'Col 33-8326-9639')
        .phone,
    ).toBe('+52 33 8326 9639');
  });

  it('reads "1:" between a number and a web address as the web label, not a figure of the number', () => {
    expect(
      scan('JOOST HOEKSTRA', 'Inkoper', 'Veldhoek & Smit B.V.', 'T. 010 496 1415 1: veldhoek.example.com'),
    ).toMatchObject({ phone: '+31 10 496 1415', website: 'veldhoek.example.com' });
  });

  it('reads an asterisk opening a number before a country code as its plus', () => {
    expect(
      scan('Jule Jäger', 'Geschäftsführerin', 'Sternwald Anlagenbau GmbH', 'M: *49 174 392 0099').phone,
    ).toBe('+49 174 3920099');
  });
});

describe('addresses that spell umlauts out', () => {
  it("matches an address to a name whose umlauts it spells with an e, and mends it by the name's spelling", () => {
    const r = scan('Dörte Brückner', 'Leiterin Vertrieb', 'E d brucckner@muehlbach.example.com');
    expect(r.email).toBe('d.brueckner@muehlbach.example.com');
    // the lead's own address, not a shorter reading of it, where the card prints both
    expect(
      scan(
        'Ömer Meißner',
        'Einkäufer',
        'meissner@eichwerk.example | W | eichwerk.example',
        'T| (089) 99998231 | E|oemer.meissner@eichwerk.example',
      ).email,
    ).toBe('oemer.meissner@eichwerk.example');
  });
});

describe('an initial lost before its dot', () => {
  it("puts the first name's initial back before a dot an address was read starting with", () => {
    expect(localAfterLostInitial('ortegaaguirre', 'Rocío Ortega Aguirre', 'E. ')).toBe('r.ortegaaguirre');
    expect(localAfterLostInitial('ortegaaguirre', 'Rocío Ortega Aguirre', 'Correo: ')).toBe(
      'r.ortegaaguirre',
    );
    // a word before the dot is the first name set apart, not a lost initial
    expect(localAfterLostInitial('mukherjee', 'Mohammed Mukherjee', 'E. MOHAMMED ')).toBeNull();
    // nor is a local part that does not spell the surname
    expect(localAfterLostInitial('ventas', 'Rocío Ortega Aguirre', 'E. ')).toBeNull();
    expect(
      scan('Rocío Ortega Aguirre', 'Consultora Senior', 'E. .ortegaaguirre@tramontana.example').email,
    ).toBe('r.ortegaaguirre@tramontana.example');
  });
});

describe('pieces the recogniser set apart', () => {
  it("puts back the first name's initial or the first name split off the address", () => {
    expect(localWithLostNamePart('hoffmann', 'Greta Hoffmann', 'E. g ', '')).toBe('g.hoffmann');
    // (the first name cut in two by a gap, its end left on the address)
    expect(localWithLostNamePart('i.pillai', 'Nandini Pillai', 'nandin ', '')).toBe('nandini.pillai');
    expect(localWithLostNamePart('i.pillai', 'Nandini Pillai', 'manda ', '')).toBeNull();
    expect(localWithLostNamePart('byrne', 'Cillian Byrne', 'E ', ' cillian')).toBe('cillian.byrne');
    // (its first letters lost where a crop cut the line, the rest and the separator left)
    expect(localWithLostNamePart('us.stclair', 'Marcus St. Clair', 'E | ', '')).toBe('marcus.stclair');
    expect(localWithLostNamePart('cus_stclair', 'Marcus St. Clair', '', '')).toBe('marcus_stclair');
    // (the first name's initial is no cut: "m.stclair" writes the name as it is)
    expect(localWithLostNamePart('m.stclair', 'Marcus St. Clair', 'E | ', '')).toBeNull();
    // a capital before the address is its label, not an initial; an address with the first name is whole
    expect(localWithLostNamePart('hoffmann', 'Emil Hoffmann', 'E ', '')).toBeNull();
    expect(localWithLostNamePart('greta.hoffmann', 'Greta Hoffmann', 'E. g ', '')).toBeNull();
    // … but a capital no label is read as is the initial ("J osswald@"); one a pictogram is read as is not
    expect(localWithLostNamePart('osswald', 'Jule Oßwald', 'J ', '')).toBe('j.osswald');
    expect(localWithLostNamePart('osei', 'Olivia Osei', 'O ', '')).toBeNull();
    // a card giving the first name as its initial only: the initial is in the surname too ("pillai" holds an a)
    expect(localWithLostNamePart('pillai', 'A. Pillai', 'Email a ', '')).toBe('a.pillai');
    expect(localWithLostNamePart('a.pillai', 'A. Pillai', 'Email a ', '')).toBeNull();
    // the first name before the address, its dot read as a space and one letter misread
    expect(localWithLostNamePart('gallagher', 'Eimear Gallagher', 'E-mail eimcar ', '')).toBe(
      'eimear.gallagher',
    );
    expect(localWithLostNamePart('gallagher', 'Eimear Gallagher', 'E-mail contact ', '')).toBeNull();
    // … its first letter read as a digit
    expect(localWithLostNamePart('olvera', 'Ximena Olvera', '1imena ', '')).toBe('ximena.olvera');
    expect(localWithLostNamePart('olvera', 'Ximena Olvera', 'tel 01234 ', '')).toBeNull();
  });

  it('reads a © between the words of an all-caps Irish name as Ó', () => {
    expect(scan('SEÁN © DÚILL', 'Head of Finance', 'Moy Foods Ltd').name).toBe('Seán Ó Dúill');
    // (not before a scrap with no vowel, a pictogram before a web address's piece)
    expect(
      scan('Dr Tobias Pemberton-Okonkwo © Ps -examp', 'Commercial Director', 'Thornbury Systems Ltd').name,
    ).toBe('Tobias Pemberton-Okonkwo');
  });

  it('reads a small o among the capitals of a name as the capital it is', () => {
    expect(scan('Lindeboom B.V.', 'DAAN oP DEN KAMP', 'Teamleider Klantenservice').name).toBe(
      'Daan op den Kamp',
    );
  });

  it('completes a long legal form cut at its end, without repeating it', () => {
    expect(repairLegalSuffix('Kornfeld Anlagen UG (haftungsbesct')).toBe(
      'Kornfeld Anlagen UG (haftungsbeschränkt)',
    );
    expect(repairLegalSuffix('Kornfeld Anlagen UG (haftungsbeschränkt)')).toBe(
      'Kornfeld Anlagen UG (haftungsbeschränkt)',
    );
  });

  it('reads a small letter after a form printed whole as a speck, not as the end of a longer form', () => {
    expect(repairLegalSuffix('Marlowe Analytics Ltd. a )')).toBe('Marlowe Analytics Ltd. a )');
    expect(scan('Marlowe Analytics Ltd. a )', 'HEAD OF FINANCE', 'Bristol BS1 7GN').company).toBe(
      'Marlowe Analytics Ltd.',
    );
    // (without the dot that closes a form, the letter may be its own: "Ltd a" for Ltda.)
    expect(repairLegalSuffix('Marlowe Comercial Ltd a')).toBe('Marlowe Comercial Ltda.');
  });

  it("mends a first word read in small letters, its capital misread, by the card's domain", () => {
    expect(repairWordsByDomain('pijkhoven B.V.', ['dijkhoven'])).toBe('dijkhoven B.V.');
    // (a word further on, or a capital read as one, is left to the other rules)
    expect(repairWordsByDomain('Bouw pijkhoven B.V.', ['dijkhoven'])).toBe('Bouw pijkhoven B.V.');
    expect(repairWordsByDomain('Pijkhoven B.V.', ['dijkhoven'])).toBe('Pijkhoven B.V.');
  });

  it('mends two letters misread in a long brand word by the card domain', () => {
    expect(repairWordsByDomain('The Summattine Group LLC', ['summitline'])).toBe('The Summitline Group LLC');
    expect(repairWordsByDomain('Hantowgate Capital Ltd.', ['harrowgate', 'capital'])).toBe(
      'Harrowgate Capital Ltd.',
    );
    // (a short word, one whose ends differ, or three letters apart, is left)
    expect(repairWordsByDomain('Corrib Ltd', ['cornib'])).toBe('Corrib Ltd');
    expect(repairWordsByDomain('Summitlinz Group', ['summitline'])).toBe('Summitlinz Group');
    expect(repairWordsByDomain('Sunnattine Group', ['summitline'])).toBe('Sunnattine Group');
  });

  it('mends a lost or misread ß in a company word by the card domain', () => {
    expect(repairWordsByDomain('Grofkopf GmbH', ['grosskopf'])).toBe('Großkopf GmbH');
    expect(repairWordsByDomain('Grokopf GmbH', ['grosskopf'])).toBe('Großkopf GmbH');
    expect(repairWordsByDomain('Hoffmann GmbH', ['hoffmann'])).toBe('Hoffmann GmbH');
  });

  it('reads "BY." after a company name as B.V., its V read as a Y, but not a credit line\'s "BY"', () => {
    expect(repairLegalSuffixes('Zeewolde Advies BY. - Markisteast 103')).toBe(
      'Zeewolde Advies B.V. - Markisteast 103',
    );
    expect(repairLegalSuffix('Brugwater B.Y.')).toBe('Brugwater B.V.');
    expect(repairLegalSuffix('DESIGNED BY')).toBe('DESIGNED BY');
    expect(repairLegalSuffix('Zeewolde BV')).toBe('Zeewolde BV');
  });

  it('reads "Ss L" after a name in capitals as S.L., its first dot read as an s', () => {
    expect(repairLegalSuffixes('CIERVANA Ss L | DIRECTORA COMERCIAL')).toBe(
      'CIERVANA S.L. | DIRECTORA COMERCIAL',
    );
    // (not after a word in small letters: "Class L" is no form)
    expect(repairLegalSuffix('Class L')).toBe('Class L');
  });

  it('reads "8 V" after a capitalised word as B.V., its B read as an eight and its dots lost', () => {
    expect(repairLegalSuffixes('Hoekveld Techniek 8 V - Industrieweg 12')).toBe(
      'Hoekveld Techniek B.V. - Industrieweg 12',
    );
    // (not after a number or a word in small letters: a hall and its row, a size)
    expect(repairLegalSuffix('Halle 12 8 V')).toBe('Halle 12 8 V');
    expect(repairLegalSuffix('gate 8 V')).toBe('gate 8 V');
  });

  it('reads a legal form with a v read as u, or a two-letter dotted form with a digit in it', () => {
    expect(repairLegalSuffix('Narmada Textiles Put. Ltd.')).toBe('Narmada Textiles Pvt. Ltd.');
    expect(repairLegalSuffix('Consultora Tolsa 8.1')).toBe('Consultora Tolsa S.L.');
    // (undotted, or without a digit, it may be a word or a version)
    expect(repairLegalSuffix('Tolsa Studio 21')).toBe('Tolsa Studio 21');
    expect(repairLegalSuffix('Tolsa Media 2.0')).toBe('Tolsa Media 2.0');
    expect(repairLegalSuffix('Tolsa Consulting SL')).toBe('Tolsa Consulting SL');
  });

  it('puts a legal form in capitals in its usual case when the name before it is put in proper case', () => {
    expect(recaseCompany('HARROWGATE LTD.')).toBe('Harrowgate Ltd.');
    // its dots as printed
    expect(recaseCompany('MOHER LTD')).toBe('Moher Ltd');
    expect(recaseCompany('REDBROOK LLP')).toBe('Redbrook LLP');
    // a name kept in capitals keeps its form as printed
    expect(recaseCompany('IBM LTD')).toBe('IBM LTD');
  });

  it('parts a legal form glued to the name a card domain spells, its space and dots lost', () => {
    expect(repairWordsByDomain('© HARROWGATELTD.', ['harrowgate'])).toBe('© HARROWGATE LTD.');
    expect(repairWordsByDomain('RedbrookLLP', ['redbrook'])).toBe('Redbrook LLP');
    // not a word that merely goes on past the label
    expect(repairWordsByDomain('Bluefinance', ['bluefin'])).toBe('Bluefinance');
    expect(
      scan('Tamsin Hargreaves', 'Head of Sales', '© HARROWGATELTD.', 'W. www.harrowgate.example').company,
    ).toBe('Harrowgate Ltd.');
  });

  it('completes a company word cut short before its legal form by the label of a domain it starts', () => {
    expect(repairWordsByDomain('Études Rocheb SAS', ['rochebrune'])).toBe('Études Rochebrune SAS');
    expect(repairWordsByDomain('Tonal S. de RL. de CV.', ['tonalli'])).toBe('Tonalli S. de RL. de CV.');
    // not a label that runs the word and another word of the line together
    expect(repairWordsByDomain('Energía Encinar S.L.', ['encinarenergia'])).toBe('Energía Encinar S.L.');
    // nor a word before something other than a legal form
    expect(repairWordsByDomain('Rocheb Sabine', ['rochebrune'])).toBe('Rocheb Sabine');
  });
});

describe('titles read from small print', () => {
  it('mends a title word one slip away from a known one, in its own case', () => {
    const r = scan('Freya Whitcombe', 'Principal Consultan', 'Fernhill Capital Ltd');
    expect(r.title).toBe('Principal Consultant');
    expect(scan('Freya Whitcombe', 'Commercia) Director', 'Fernhill Capital Ltd').title).toBe(
      'Commercial Director',
    );
    expect(scan('Ute Berger', 'Letterin Einkauf', 'Fernhill GmbH').title).toBe('Leiterin Einkauf');
  });

  it('mends a title word whose umlaut was lost or read as an ampersand', () => {
    expect(scan('Ute Berger', 'Einkuferin', 'Fernhill GmbH').title).toBe('Einkäuferin');
    expect(scan('Ute Berger', 'Eink&ufer', 'Fernhill GmbH').title).toBe('Einkäufer');
  });
});

describe('round three of card slips', () => {
  it('takes a © beside an address the line holds whole for a pictogram', () => {
    const r = scan(
      'Cian Ward',
      'Director',
      'Moy Data Ltd',
      'M. +353 86 555 0360 © E. cian.ward@moydata.example.com',
    );
    expect(r.email).toBe('cian.ward@moydata.example.com');
    expect(r.phone).toBe('+353 86 555 0360');
  });

  it('puts back the dot before an example domain, and knows French greeting mailboxes', () => {
    expect(repairTopLevelDomain('vauclairexample.com')).toBe('vauclair.example.com');
    expect(repairTopLevelDomain('encinarexample')).toBe('encinar.example');
    expect(scan('Ana Roux', 'Directrice', 'Rivel SARL', 'bonjour@rivel.example').email).toBeNull();
  });

  it('mends legal forms read with a slip or glued to the name', () => {
    expect(repairLegalSuffix('Ingeniería Tlaloc S. A. PLL. de C.V.')).toBe(
      'Ingeniería Tlaloc S.A.P.I. de C.V.',
    );
    expect(repairLegalSuffix('MIRADOR S.L.U.')).toBe('MIRADOR S.L.U.');
    expect(repairLegalSuffix('MIRADORS.L.U.')).toBe('MIRADOR S.L.U.');
    // a name that ends in the letters of an undotted form is a name
    expect(repairLegalSuffix('ING. GONZALO PEÑALOSA')).toBe('ING. GONZALO PEÑALOSA');
    expect(scan('Energía Brisamar S.L.', 'ING. GONZALO PEÑALOSA', 'Business Development Manager').name).toBe(
      'Gonzalo Peñalosa',
    );
  });

  it('keeps "The" of a company after a quote mark or in capitals', () => {
    expect(scan('Ava Lund', 'Head of Sales', '“The Harbourview Group LLC').company).toBe(
      'The Harbourview Group LLC',
    );
    expect(scan('Ava Lund', 'Head of Sales', 'THE HARBOURVIEW GROUP LLC').company).toMatch(
      /^The Harbourview Group LLC$/i,
    );
  });

  it('mends a t read for the I of a name in the address', () => {
    expect(repairLocalByName('anil.tyer', 'Anil Iyer')).toBe('anil.iyer');
  });
});

describe('numbers on photographed cards', () => {
  it('prefers the mobile of two unlabelled numbers, drama ranges included', () => {
    const r = scan(
      'Freya Holt',
      'Director of Marketing',
      'Kingsway Ltd',
      '+44 (0)117 496 0098',
      '+44 (0) 7700 900117',
    );
    expect(r.phone).toBe('+44 7700 900117');
  });

  it('drops a stray + before a national number, and takes a lone F-labelled number when it is the only one', () => {
    expect(scan('Léa Morel', 'Acheteuse', 'Rivel SA', '+ 04.65.71.99.87').phone).toBe('+33 4 65 71 99 87');
    expect(
      scan('Gurpreet Rao', 'Procurement Lead', 'Kaveri Private Limited', 'F +91 114592 1402').phone,
    ).toBe('+91 11 4592 1402');
    // beside a phone, a fax stays a fax
    expect(
      scan(
        'Gurpreet Rao',
        'Procurement Lead',
        'Kaveri Private Limited',
        'T +91 11 4592 1400',
        'F +91 11 4592 1402',
      ).phone,
    ).toBe('+91 11 4592 1400');
  });
});

describe('round four of card slips', () => {
  it('mends a capital read as its look-alike in a name, by the lead address', () => {
    expect(repairNameByEmail('Jesper Eakker', ['jesper.bakker'])).toBe('Jesper Bakker');
    // a look-alike capital and a ß read as B in one word
    expect(repairNameByEmail('Ute CBmann', ['ute.ossmann'])).toBe('Ute Oßmann');
    // no address that spells the other letter: the name is kept
    expect(repairNameByEmail('Jesper Eakker', ['info'])).toBe('Jesper Eakker');
  });

  it('drops a letter the recogniser added to a long piece of the address, but not one of a doubled pair', () => {
    expect(repairLocalByName('siobhian_keane', 'Siobhan Keane')).toBe('siobhan_keane');
    expect(repairLocalByName('mkillaris', 'Morgan Kilaris')).toBeNull();
    // an address that spells an umlaut out is right as it is
    expect(repairLocalByName('juergen.boehm', 'Jürgen Böhm')).toBeNull();
  });

  it('folds letters with no decomposition the way addresses spell them', () => {
    const r = scan('Deniz Yıldırım', 'Satış Müdürü', 'Ilgaz Makine A.Ş.', 'deniz.yildirim@ilgaz.example');
    expect(r.email).toBe('deniz.yildirim@ilgaz.example');
    expect(repairLocalByName('soren.lokke', 'Søren Løkke')).toBeNull();
  });

  it('finds a legal form followed by a dash and the address on the same line', () => {
    const r = scan('Marta Ibáñez', 'Gerente', 'Conservas Lebrija S.L.- C/ Real 14, 41740 Lebrija');
    expect(r.company).toBe('Conservas Lebrija S.L.');
  });

  it('mends a legal form glued to the name or misread with a $, before an address after a comma', () => {
    expect(repairLegalSuffix('TlaxcoS.deR.L.de C.V.')).toBe('Tlaxco S. de R.L. de C.V.');
    const r = scan(
      'TLAXCO',
      'Ana Ruiz',
      'Directora',
      'Papelera Tlaxco $.A. de CV., Av. Juárez 120, Puebla',
      'ana@tlaxco.example',
    );
    expect(r.company).toBe('Papelera Tlaxco S.A. de C.V.');
  });

  it('joins a capitalised web address split at a dot, and cuts a line where the print size changes', () => {
    expect(repairWebText('WWW.PINAR-AGRO. EXAMPLE')).toBe('WWW.PINAR-AGRO.EXAMPLE');
    // no joining across a sentence in mixed case
    expect(repairWebText('Pinar Agro S.A. Com')).toBe('Pinar Agro S.A. Com');
    const big = (text: string, x0: number, x1: number) => ({
      text,
      confidence: 0.93,
      bbox: { x0, y0: 100, x1, y1: 150 },
    });
    const small = (text: string, x0: number, x1: number) => ({
      text,
      confidence: 0.93,
      bbox: { x0, y0: 135, x1, y1: 163 },
    });
    const lines: TextLine[] = [
      ...ocrLines(['Agropecuaria Pinar S.A. de C.V.', 'E-mail: TERESA@PINAR-AGRO.EXAMPLE']),
      {
        text: 'TERESA QUIÑONES Web: WWW.PINAR-AGRO. EXAMPLE',
        confidence: 0.93,
        words: [
          big('TERESA', 10, 200),
          big('QUIÑONES', 225, 500),
          small('Web:', 580, 660),
          small('WWW.PINAR-AGRO.', 690, 1000),
          small('EXAMPLE', 1015, 1170),
        ],
      },
      ...ocrLines(['Gerente de Ventas']).map((l) => ({
        ...l,
        words: l.words!.map((w) => ({ ...w, bbox: { ...w.bbox, y0: 200, y1: 230 } })),
      })),
    ];
    const f = extractContact({ lines }).fields;
    expect(f.name.value).toBe('Teresa Quiñones');
    expect(f.website.value).toBe('www.pinar-agro.example');
  });
});

describe('round five of card slips', () => {
  it('reads a number whose + was read as 4, or whose label was read as a digit', () => {
    expect(scan('Lucie Arnaud', 'Acheteuse', 'Bellerive SARL', 'M. 433612345678').phone).toBe(
      '+33 6 12 34 56 78',
    );
    expect(
      scan('Lucie Arnaud', 'Acheteuse', 'Bellerive SAS', '1 0145678901 | lucie@bellerive.example').phone,
    ).toBe('+33 1 45 67 89 01');
  });

  it('takes the spelling of a domain the card prints as a word when address and web address disagree', () => {
    const r = scan(
      'KORAPUT',
      'Anil Rao',
      'Director',
      'Koraput Pvt. Ltd.',
      ['E-mail anil@koraput.example', 0.7],
      ['Online korapu.example', 0.72],
    );
    expect(r.email).toBe('anil@koraput.example');
    expect(r.website).toBe('koraput.example');
  });

  it('reads pictograms read as @ or © as separators, but not an @ before a domain or a © inside a name', () => {
    const r = scan(
      'Jonas Weber @ ©171/5550123',
      'Projektleiter',
      'Falkner Werkzeuge GmbH',
      'jonas.weber@falkner.example',
    );
    expect(r.name).toBe('Jonas Weber');
    expect(r.phone).toBe('+49 171 5550123');
    expect(scan('Ana Ruiz', 'Gerente', 'C. ana.ruiz @ tolsa.example.net').email).toBe(
      'ana.ruiz@tolsa.example.net',
    );
    // (the domain's dot may end the word after the "@")
    expect(scan('BRAM VAN DEN BROEK', 'Brugwater Advies B.V.', 'bram_broek @ brugwater. example').email).toBe(
      'bram_broek@brugwater.example',
    );
  });

  it('keeps a particle of a name printed in capitals ("VAN \'T")', () => {
    expect(scan("MAAIKE VAN 'T WOUD", 'INKOPER', 'Dijkwerk B.V.', 'm.vantwoud@dijkwerk.example').name).toBe(
      "Maaike van 't Woud",
    );
  });

  it('ends a number at a spaced dash once it is whole, but not a number written with one', () => {
    expect(
      scan('Dana Holt', 'Procurement Lead', 'Cedar Bay Inc.', 'Cell 503-555-0146 - 0 (503) 555-0110').phone,
    ).toBe('+1 503 555 0146');
    expect(scan('Noor Smit', 'Adviseur', 'Kempen B.V.', 'Tel. 030 - 568 72 09').phone).toBe(
      '+31 30 568 7209',
    );
  });

  it('reads two pictograms glued together as one, and a misread "www." as www.', () => {
    expect(scan('Clarisse Vernet', 'Directrice Achats', 'Maison Vernet SAS', '©@ 0639981144').phone).toBe(
      '+33 6 39 98 11 44',
    );
    expect(scan('Ada Lund', 'Buyer', 'Nordvik AB', 'wwiw.nordvik.example.com').website).toBe(
      'www.nordvik.example.com',
    );
  });

  it('keeps a lower-case wordmark before its legal form, and drops a bare host with no real top-level domain', () => {
    const r = scan('Kayla Moss', 'Buyer', 'brightfork Inc.', 'kayla@brightfork.example', 'ork.exam');
    expect(r.company).toBe('Brightfork Inc.');
    expect(r.website).toBeNull();
  });
});

describe('addresses whose @ or dots the recogniser lost', () => {
  it('drops the letters an @ was read as, when what is left spells the name', () => {
    expect(localWithoutLostAt('jordaned', 'Jordan A. DeLuca')).toBe('jordan');
    expect(localWithoutLostAt('ursulatt', 'Ursula von Stetten')).toBe('ursula');
    // a local part that spells the name already, or no name at all, is left alone
    expect(localWithoutLostAt('jordan', 'Jordan DeLuca')).toBeNull();
    expect(localWithoutLostAt('salesed', 'Jordan DeLuca')).toBeNull();
    const r = scan(
      'Jordan DeLuca',
      'Talent Lead',
      'Granite Bay Inc.',
      'Email jordanedgranitebay example',
      'Online: www granitebay example',
    );
    expect(r.email).toBe('jordan@granitebay.example');
  });

  it('mends a domain label the card prints as a word, only towards the likelier spelling', () => {
    expect(
      repairDomainByCardWords('iindeboom-logistiek.example', 'LINDEBOOM\nLindeboom Logistiek B.V.'),
    ).toBe('lindeboom-logistiek.example');
    // "rn" may be printed: a card word read with "m" does not overrule it
    expect(repairDomainByCardWords('thornbury-media.example', 'Thombury Media LLP')).toBe(
      'thornbury-media.example',
    );
    // … while small print runs its r and n into an m: a card word printed with them mends the address
    expect(repairDomainByCardWords('thombury.example.com', 'Thornbury LLP')).toBe('thornbury.example.com');
    // two words of a line read far more surely, run together in the other order (the firm's name first)
    expect(
      repairDomainByCardWords(
        'montsoreauembaliages.example.com',
        'Emballages Montsoreau SARL',
        'Emballages Montsoreau SARL',
      ),
    ).toBe('montsoreauemballages.example.com');
  });

  it('keeps a top-level domain the recogniser set apart on the address line', () => {
    const lines = ocrLines(['Noor Visser', 'Inkoper', 'Dijkveld Logistiek B.V.']);
    lines.push({
      text: 'E n.visser@dijkveld. example',
      confidence: 0.7,
      words: [
        { text: 'E', confidence: 0.8, bbox: { x0: 10, y0: 200, x1: 22, y1: 222 } },
        { text: 'n.visser@dijkveld.', confidence: 0.5, bbox: { x0: 40, y0: 200, x1: 330, y1: 222 } },
        { text: 'example', confidence: 0.85, bbox: { x0: 400, y0: 200, x1: 520, y1: 222 } },
      ],
    });
    expect(extractContact({ lines }).fields.email.value).toBe('n.visser@dijkveld.example');
  });
});

describe('round six of card slips', () => {
  it('reads I, l and i read for one another in a name by the address, but not towards a misread spelling', () => {
    expect(repairNameByEmail('lise de Wit', ['ilse.wit'])).toBe('Ilse de Wit');
    expect(repairNameByEmail('Iise de Wit', ['ilse.wit'])).toBe('Ilse de Wit');
    // a well-read name keeps its spelling
    expect(repairNameByEmail('Nicola Ferri', ['nicoia.ferri'])).toBe('Nicola Ferri');
    expect(repairLocalByName('ilse.wit', 'Iise de Wit')).toBeNull();
  });

  it('joins a capital set apart from its word when the address spells it, and a ß read as RR', () => {
    expect(joinSplitNameWords('I se Hoekstra', new Set(['ilse', 'hoekstra']))).toBe('Ilse Hoekstra');
    expect(joinSplitNameWords('A na Ruiz', new Set(['ana', 'ruiz']))).toBe('Ana Ruiz');
    expect(joinSplitNameWords('I se Hoekstra', new Set(['hoekstra']))).toBe('I se Hoekstra');
    expect(repairNameByEmail('Karl-Heinz ORRwald', ['karlheinz.osswald'])).toBe('Karl-Heinz Oßwald');
  });

  it('keeps an initial before an all-caps surname, and drops a bar read as I before the title', () => {
    const r = scan('F. KRISHNAMURTHY', 'I Partner', 'Trishul Pvt. Ltd.');
    expect(r.name).toBe('F. Krishnamurthy');
    expect(r.title).toBe('Partner');
  });

  it('reads a misread first initial glued to the address as that initial, not as a label', () => {
    expect(repairLocalByName('c.osullivan', "Éabha O'Sullivan")).toBe('e.osullivan');
    expect(repairLocalByName('e.zamora', 'Xochitl Zamora')).toBe('zamora');
  });
});

describe('round seven of card slips', () => {
  it('reads a web address behind a misread one-letter label, but not behind another field label', () => {
    expect(scan('Léonie Morel', 'Acheteuse', 'Groupe Lisière SA', 'S. lisiere.example').website).toBe(
      'lisiere.example',
    );
    expect(
      scan('Léonie Morel', 'Acheteuse', 'Groupe Lisière SA', '; E. leonie.mo brandkran. 1').website,
    ).toBeNull();
  });

  it('mends "Lid." to Ltd. and a company word one letter short of the domain, capitalised before the rest', () => {
    const r = scan(
      '£7) kaveriiab Infotech Lid.',
      'Arvind Rao',
      'Export Manager',
      'arvind@kaverilab-infotech.example',
    );
    expect(r.company).toBe('Kaverilab Infotech Ltd.');
  });

  it('gives a company the first word its line cut off, from the card domain', () => {
    const r = scan(
      'BALLYBEG',
      'Colm Deasy',
      'Head of Finance',
      'Email colm@ballybeg-robotics.example.com',
      '‘lybeg Robotics Teoranta',
    );
    expect(r.company).toBe('Ballybeg Robotics Teoranta');
  });
});

describe('round eight of card slips', () => {
  it('reads an office label read as a zero as the label, in the region the card names', () => {
    const r = scan(
      'Brittany DeLuca',
      'Sales Director',
      'Prairie Point Analytics Inc.',
      '0 212-555-0146',
      'F. (212) 555-0118',
      'bdeluca@prairiepoint-analytics.example.com 2612 Market Street',
      'New York, NY 10095',
    );
    expect(r.phone).toBe('+1 212 555 0146');
  });

  it('mends "Led" at the end of a company to Ltd, and leaves the word inside a name alone', () => {
    expect(repairLegalSuffix('Fernleigh Systems Led')).toBe('Fernleigh Systems Ltd');
    expect(repairLegalSuffix('Fernleigh Systems Lid')).toBe('Fernleigh Systems Ltd');
    expect(repairLegalSuffix('Led Lighting Partners')).toBe('Led Lighting Partners');
    // with a logo glyph read after it, the company still wins over the address
    const r = scan(
      'Old Quay Capital Lid (7)',
      'Tamsin Davies-Jones',
      'Export Manager',
      '+44 (0)7700 900 311',
      '115 Wharf Road sales@oldquaycapital.example',
      'Bristol BS2 7QX https://oldquaycapital.example',
    );
    expect(r.company).toBe('Old Quay Capital Ltd');
  });

  it('puts back the dots of an address and a web address printed in capitals', () => {
    const r = scan(
      'LOURDES MONTAÑO-ARRIAGA',
      'Responsable de Exportación',
      'Logística Zacatal S.A. de C.V.',
      'Celular (55) 2475-0383',
      'Email LOURDES_ARRIAGA@ZACATAL-LOGISTICA EXAMPLE',
      'WWW.ZACATAL-LOGISTICA EXAMPLE',
    );
    expect(r.email).toBe('lourdes_arriaga@zacatal-logistica.example');
    expect(r.website).toBe('www.zacatal-logistica.example');
  });

  it('joins every spaced label of a web address, but not a short word after it', () => {
    expect(repairWebText('web www.mezquital example org')).toBe('web www.mezquital.example.org');
    expect(repairWebText('www.acme example')).toBe('www.acme.example');
    expect(repairWebText('www.acme in Berlin')).toBe('www.acme in Berlin');
    expect(repairWebText('www.acme.example IN')).toBe('www.acme.example IN');
    expect(repairWebText('Web WWW HUASTECA EXAMPLE NET')).toBe('Web WWW.HUASTECA.EXAMPLE.NET');
  });

  it('takes no address from a web address that ends in another address’s domain', () => {
    const r = scan(
      'Yolanda Cervantes-Olvera',
      'Gerente de Ventas',
      'Tecnologías Mezquital S.A. de C.V.',
      'E-mail yolanda olvers merquital example.org',
      'web www.mezquital example org',
    );
    expect(r.email).not.toBe('www.mezquital@example.org');
    expect(r.website).toBe('www.mezquital.example.org');
  });

  it('joins a host whose end labels the recogniser set apart with gaps, and stops at the next word', () => {
    expect(joinGappedHosts('f.mulder@eemstad. example net Stavonsplein 192')).toBe(
      'f.mulder@eemstad.example.net Stavonsplein 192',
    );
    expect(joinGappedHosts('Web www.auental. example. net')).toBe('Web www.auental.example.net');
    // "example" itself read in pieces after the host's dot
    expect(joinGappedHosts('E. hola@tezontle.exa m ple. com')).toBe('E. hola@tezontle.example.com');
    expect(joinGappedHosts('W www.lindhorst.exam, ple.net')).toBe('W www.lindhorst.example.net');
    expect(joinGappedHosts('Web: ALBARRAN.EXAM PLE.COM')).toBe('Web: ALBARRAN.EXAMPLE.COM');
    // a label broken after its hyphen by a gap
    expect(joinGappedHosts('© harowgate- logistics. example')).toBe('© harowgate-logistics. example');
    expect(
      scan('Harrowgate Logistics Ltd.', 'Tamsin Davies-Jones', 'Partner', [
        '© harowgate- logistics. example',
        0.42,
      ]).website,
    ).toBe('harrowgate-logistics.example');
    // a host's end read a second time after a gap is the same host, not a longer one
    expect(joinGappedHosts('www.larchmont-tools.example.net example net')).toBe(
      'www.larchmont-tools.example.net example net',
    );
    expect(joinGappedHosts('www.larchmont-tools. example net example net')).toBe(
      'www.larchmont-tools.example.net example net',
    );
    expect(joinGappedHosts('@larchmont-tools example net net')).toBe('@larchmont-tools.example.net net');
    // (a word broken so before more words is left: "well- known firm")
    expect(joinGappedHosts('a well- known firm')).toBe('a well- known firm');
    // (only pieces that join into that label: after another, the comma is the sentence's)
    expect(joinGappedHosts('see www.acme.co, ple and more')).toBe('see www.acme.co, ple and more');
    expect(joinGappedHosts('www.acme.co m is new')).toBe('www.acme.co m is new');
    expect(joinGappedHosts('caoimhe@slaney.cxample com')).toBe('caoimhe@slaney.example.com');
    expect(repairTopLevelDomain('thornbury-media.cxample.net')).toBe('thornbury-media.example.net');
    // a word after the address, or a capitalised one, is no label of it
    expect(joinGappedHosts('www.acme in Berlin')).toBe('www.acme in Berlin');
    expect(joinGappedHosts('www.mezquital.example.org Co')).toBe('www.mezquital.example.org Co');
    expect(joinGappedHosts('anna@acme.example.com')).toBe('anna@acme.example.com');
  });

  it("reads a web address garbled past reading after its label in the middle of a line, by the card's email", () => {
    const r = scan('Vauclair SARL', 'Dr Jean-Baptiste Le Bihan', 'Attaché commercial', [
      'Mail: jeanbaptiste lebihan@vauclair example com | Web: https /vauclair example com J linkedin. com/in/jb',
      0.6,
    ]);
    expect(r.email).toBe('jeanbaptiste.lebihan@vauclair.example.com');
    expect(r.website).toBe('vauclair.example.com');
  });

  it('takes a Dutch or Italian team mailbox for no one’s own address', () => {
    const r = scan('Sanne de Vries', 'Inkoper', 'Lindeboom B.V.', 'verkoop@lindeboom.example.com');
    expect(r.email).toBeNull();
  });

  it('reads the capital I after Mc that the recogniser read as l, in the name and its address', () => {
    const r = scan(
      'Gareth Mclntyre-D’Souza',
      'Head of Sales',
      'Thornbury Ltd',
      'g.mclntyredsouza@thornbury.example',
    );
    expect(r.name).toBe('Gareth McIntyre-D’Souza');
    expect(r.email).toBe('g.mcintyredsouza@thornbury.example');
    expect(repairMcI('Fiona McLean, mclean@')).toBe('Fiona McLean, mclean@');
  });

  it('reads a ß the recogniser read as l where the address spells it ss', () => {
    expect(repairNameByEmail('Jörg Nulbaum', ['joerg.nussbaum'])).toBe('Jörg Nußbaum');
    // an l the address spells as an l stays one
    expect(repairNameByEmail('Karl Müller', ['karl.mueller'])).toBe('Karl Müller');
  });

  it('mends each part of a double surname by the address on its own', () => {
    expect(repairNameByEmail('Anneliese Schulze-Vlierling', ['anneliese.wierling'])).toBe(
      'Anneliese Schulze-Wierling',
    );
  });

  it('reads numbers whose first digit, label or country code the recogniser misread', () => {
    // "s" for 5 opening a group
    expect(
      scan(
        'Kayla Castellano',
        'Sales Lead',
        'Redtail Inc.',
        'Austin, TX 78756 - USA',
        'Direct: s12.555.0159 | E-mail: kc@redtail.example.com',
      ).phone,
    ).toBe('+1 512 555 0159');
    // a label glued to a bracketed trunk code
    expect(
      scan('Jonas Weber', 'Einkauf', 'Isar Technik GmbH', '1(089) 99998730', '80027 München').phone,
    ).toBe('+49 89 99998730');
    // an office label and its bar read as two digits before a national number that is too long with them
    expect(
      scan("Ruairí D'Arcy 01 019216967", 'E. | ruairi.darcy@moher.example.com', 'Moher Robotics Teoranta')
        .phone,
    ).toBe('+353 1 921 6967');
    // the bracket of "(0)" read as a 1, though the number as read fits Germany's pager range
    expect(scan('Jörg Meißner', '+49 (0169 90009 743', 'Weißdorn GmbH').phone).toBe('+49 69 90009743');
    expect(scan('Jörg Meißner', '+49 (0)69 90009 743', 'Weißdorn GmbH').phone).toBe('+49 69 90009743');
    // an open bracket closed later is read as printed
    expect(scan('Jörg Meißner', '+49 (0151) 2345 6789', 'Weißdorn GmbH').phone).toBe('+49 1512 3456789');
    // a country code one digit off the card's own, and not when the printed code is the card's
    expect(
      scan('Farah Iyer', 'CTO', 'Saptagiri Pvt. Ltd.', 'Mob: +97 84466 59322', 'Bengaluru, Karnataka 560060')
        .phone,
    ).toBe('+91 84466 59322');
    expect(
      scan('Anouk Smit', 'Inkoper', 'Dijkhoven B.V.', '+31 (0)6-3095530', '2589 CJ Den Haag').phone,
    ).toMatch(/^\+31/);
    // a code that fits no plan as printed, with nothing but the number pointing to its country
    expect(
      scan(
        'Nayeli Ruelas-Olvera',
        'Responsable de Marketing',
        'Tel. +53 (55) 9098-2743',
        'Tezontle S.A. de C.V.',
      ).phone,
    ).toBe('+52 55 9098 2743');
    // a number valid as printed too, when the card points clearly elsewhere and nothing but the number to its code
    expect(
      scan(
        'Marisol Arriaga',
        'Ejecutiva de Cuentas',
        'Tino. +62 33 2219 7955',
        'Col. Obispado, 44630 Guadalajara, Jal.',
      ).phone,
    ).toBe('+52 33 2219 7955');
  });

  it('reads a name with a stray bracket, a Dutch IJ read as lJ, and a bar among spaced capitals', () => {
    expect(
      scan(
        'Veldhoek Software B.V.',
        "Drs. Floor van [ 't Hof",
        'Chief Revenue Officer',
        'E-mail fvanthof@veldhoek.example.net',
      ).name,
    ).toBe("Floor van 't Hof");
    expect(scan('Ir. Wouter lJzerman', 'Partner', 'Veldhoek B.V.', 'Tel. 040 549 1514').name).toBe(
      'Wouter IJzerman',
    );
  });

  it('reads the bar between a one-letter label and its number, read as a 1, as no digit', () => {
    const fr = (line: string) => scan('Jean Dupont', 'Ingénieur commercial', 'Bellerive SAS', line).phone;
    expect(fr('T105 36 49 82 57')).toBe('+33 5 36 49 82 57');
    // (after the label's dot too)
    const nl = scan(
      'Floor de Groot',
      'Account Executive',
      'Dijkhoven Logistiek B.V.',
      'T.1020- 5813633',
    ).phone;
    expect(nl).toBe('+31 20 581 3633');
    // a 1 the number needs stays
    expect(scan('Ava Lund', 'Head of Sales', 'Acme Inc.', 'T1 415 555 0123').phone).toBe('+1 415 555 0123');
  });

  it('reads a name after a speck read as an opening quote mark, and keeps a quoted tagline quoted', () => {
    expect(scan('‘NOOR VAN DEN BROEK', 'Accountmanager', 'Eemstad & Brouwer B.V.').name).toBe(
      'Noor van den Broek',
    );
    expect(withoutOpeningQuote('‘NOOR VAN DEN BROEK')).toBe('NOOR VAN DEN BROEK');
    expect(withoutOpeningQuote('“Vakwerk met visie”')).toBe('“Vakwerk met visie”');
    expect(withoutOpeningQuote("'t Hof Advies")).toBe("'t Hof Advies");
  });

  it('reads an all-caps Irish legal form as a clue to the country of the numbers', () => {
    expect(scan('CORRIB', "CATHAL O'SULLIVAN", 'Partner', 'CORRIB TEORANTA', 'M: 087 383 8046').phone).toBe(
      '+353 87 383 8046',
    );
  });

  it('gives a short first name the letter its address opens with, but not a longer one', () => {
    expect(scan("Oïc d'Argenson", 'Bellerive & Moreau SAS', 'E. loic@bellerive.example').name).toBe(
      "Loïc d'Argenson",
    );
    expect(scan('Wouter de Groot', 'Lindeboom B.V.', 'ewouter.degroot@lindeboom.example').name).toBe(
      'Wouter de Groot',
    );
    // (an umlaut opening it, read as a pictogram, which the address spells with an e)
    expect(scan('Eichwerk Anlagenbau AG', '(0) MER OSSWALD oemer.osswald@eichwerk.example.net').name).toBe(
      'Ömer Osswald',
    );
    expect(scan('Eichwerk Anlagenbau AG', 'MER OSSWALD mer.osswald@eichwerk.example.net').name).toBe(
      'Mer Osswald',
    );
  });

  it('takes no web address from a scrap of the email address cut where the line wrapped', () => {
    const r = scan(
      'Rory Okonkwo-MacLeod',
      'Account Executive',
      'E-mail rory.okonkwomacleod@kingsmere.example.com',
      'ingsmere.example.c',
      'Kingsmere Logistics LLP',
    );
    expect(r.website).toBeNull();
  });

  it('reads a title word opening with a Q the recogniser took for an O', () => {
    expect(
      scan('Eichwerk Anlagenbau GmbH', 'Gerd Jäger', 'Qperations Manager', 'gjaeger@eichwerk.example.com')
        .title,
    ).toBe('Operations Manager');
  });

  it('drops a label letter glued before the initial of an address, and a speck before a title', () => {
    expect(
      scan(
        'Ilse Kuijpers Mob. +316 1537 9046',
        'Operations Manager Ei.kuijpers@eemstad.example',
        'Eemstad Advies B.V.',
      ).email,
    ).toBe('i.kuijpers@eemstad.example');
    expect(scan('Emma Kuijpers', 'Operations Manager', 'emma.kuijpers@eemstad.example').email).toBe(
      'emma.kuijpers@eemstad.example',
    );
    expect(
      scan('ITZAYANA PEÑA MBA', 'i. Gerente de Ventas', 'Correo itzayana.pena@cuautla.example').title,
    ).toBe('Gerente de Ventas');
  });

  it('mends more slips: several letters in a digit group, Lud, a doubled dot, a title word missing its first letter', () => {
    expect(
      scan('Íñigo Carrasco', 'Coordinador', 'Peñaclara S.L.U.', 'Mov. | 0034 629 so1 882', '08094 Barcelona')
        .phone,
    ).toBe('+34 629 50 18 82');
    expect(repairLegalSuffix('Moher Labs Lud')).toBe('Moher Labs Ltd');
    expect(
      scan('Shauna Kowalczyk', 'Cedar Ridge Capital Inc.', 'shauna..kowalczyk@cedar-ridge.example').email,
    ).toBe('shauna.kowalczyk@cedar-ridge.example');
    expect(scan('Clémence Mercier', 'anaging Director', 'Montsoreau & Lacroix SAS').title).toBe(
      'Managing Director',
    );
  });

  it('takes the confidently read one of two readings of an address', () => {
    const r = extractContact({
      lines: ocrLines([
        ['G tinther 13 We ifenb H Or | stuentherweissenborn@brueckenhof.example', 0.57],
        ['guenther.weissenborn@brueckenhof.example', 0.9],
        ['Export Manager', 0.9],
        ['Brückenhof Maschinenbau GmbH', 0.94],
      ]),
    });
    expect(r.fields.email.value).toBe('guenther.weissenborn@brueckenhof.example');
  });
});

describe('round eleven of card slips', () => {
  it('never takes a mobile label for the company', () => {
    const r = scan('Mobiltelefon +49 (0)171 482 00 19', 'Henrike Albers', 'Einkaufsleiterin');
    expect(r.company).toBeNull();
    expect(r.phone).toBe('+49 171 4820019');
  });

  it('reads a 5 whose bar ran into its stem ("$"), and a stray 0 before a US number grouped as the US writes it', () => {
    expect(scan('Ana Ruiz Olvera', 'Gerente', 'T. | +52 $581234567', 'ana@tepeyac.example').phone).toBe(
      '+52 55 8123 4567',
    );
    expect(
      scan('Jordan Pike', 'Export Manager', 'Kestrel Works LLC', '0312.555.0177', 'jpike@kestrel.example')
        .phone,
    ).toBe('+1 312 555 0177');
  });

  it('reads "Pvt." as an Indian clue even when the legal form after it is misread', () => {
    expect(
      scan('R. Iyer', 'Commercial Director', 'Tel. 080 4215 1633', 'Godavari Infotech Pvt. Lid - Plot 14')
        .phone,
    ).toBe('+91 80 4215 1633');
  });

  it("restores the Dutch article 't, and completes a surname cut short from the address", () => {
    expect(scan('Floor van t Veld', 'Inkoper', 'floor.vantveld@dijkzicht.example').name).toBe(
      "Floor van 't Veld",
    );
    expect(repairNameByEmail('Jörg von der H', ['joerg.vonderhagen'])).toBe('Jörg von der Hagen');
    // not when the last word is a whole surname
    expect(repairNameByEmail('Jörg Hagen', ['joerg.hagenbeck'])).toBe('Jörg Hagen');
  });

  it('keeps the capital I of McIntyre inside a double surname', () => {
    expect(
      scan('Moira Lennox-McIntyre', 'Sales Director', 'moira.lennoxmcintyre@quayside.example').name,
    ).toBe('Moira Lennox-McIntyre');
  });

  it('prefers a printed role to a department alone beside a logo', () => {
    expect(
      scan('IT', 'Paloma Reyes', 'Business Development Manager', 'Grupo Ixtapa S.A. de C.V.').title,
    ).toBe('Business Development Manager');
    // (with specks read round it)
    expect(
      scan('[IT', 'ZEEWOLDE', 'Geert Visser', 'Teamleider Klantenservice', 'Zeewolde Advies B.V.').title,
    ).toBe('Teamleider Klantenservice');
    // (the Spanish TI beside the name, over a role a line further off)
    expect(
      scan(
        'Whitney Carmichael ® whitney-carmichael@summitline.example',
        ['a TI © hello@summitline.example', 0.52],
        'Head of Finance ® summitline.example',
        'The Summitline Group Inc.',
      ).title,
    ).toBe('Head of Finance');
  });

  it('joins an initial set apart before an address when the card gives the first name as that initial', () => {
    expect(
      scan(
        'K. Banerjee',
        'Commercial Director',
        'E: k banerjee@trishula.example.com',
        'Trishula Infotech Pvt. Ltd.',
      ).email,
    ).toBe('k.banerjee@trishula.example.com');
  });
  it('reads a title word with one slip as the word it is, also a German compound by its ending', () => {
    expect(scan('Svenja Roth', 'Projektieiterin', 'Lindauer Werke AG').title).toBe('Projektleiterin');
    expect(scan('Ruud Smit', 'Operations Manaaer', 'Eemhof B.V.').title).toBe('Operations Manager');
  });

  it("moves a misread accent to the vowel the card's domain spells", () => {
    expect(repairWordsByDomain('Consultores Albarrén S.L.', ['albarranconsultores'])).toBe(
      'Consultores Albarrán S.L.',
    );
    // a word the domain spells as read stays
    expect(repairWordsByDomain('Hernández Logística', ['hernandezlogistica'])).toBe('Hernández Logística');
  });
  it('reads an S read as 8 opening a legal form, a title word with an opened a, and the Irish Ní read as Nf', () => {
    expect(scan('Luis Ortega', 'Director', 'Tecnologías Ocotlán 8. de R.L. de C.V.').company).toBe(
      'Tecnologías Ocotlán S. de R.L. de C.V.',
    );
    expect(scan('Luis Ortega', 'Gerente de Operuciones', 'Ocotlán S.A.').title).toBe(
      'Gerente de Operaciones',
    );
    expect(scan('Aoife Nf Chonaill', 'Director', 'Aran Labs Ltd').name).toBe('Aoife Ní Chonaill');
  });
  it('reads glyphs printed like letters: 0 for O, ] for J, and a double surname broken at its hyphen', () => {
    expect(scan('Callum Reid', 'VP, Partnerships', '0ld Harbour Media Ltd').company).toBe(
      'Old Harbour Media Ltd',
    );
    expect(scan('MORWENNA EVANS- -] ONES', 'CTO', 'm.evansjones@tregarth.example').name).toBe(
      'Morwenna Evans-Jones',
    );
  });

  it('reads a plus read as 1 before a country code the card points to', () => {
    expect(
      scan('Rodrigo Ruiz', 'Gerente', 'Grupo Atoyac S. de R.L. de C.V.', 'J © 1522227296133').phone,
    ).toBe('+52 222 729 6133');
  });

  it('drops a letter read twice in a name part when the address, read better, spells it without', () => {
    expect(repairNameByEmail('Rupert Fotheringham-Mclintyre', ['rfotheringhammcintyre'], true)).toBe(
      'Rupert Fotheringham-McIntyre',
    );
  });

  it("takes no profile for the website when the profile site's name was misread, and no slogan for the title", () => {
    expect(
      scan('Sietse Mulder', 'Inkoper', 'E-mail smulder@lindewerf.example - finkedin.com/in/sietse-mulder')
        .website,
    ).toBeNull();
    expect(
      scan('Technik, die verbindet', 'Günther Roth', 'Teamleiter Kundenservice', 'Eichwald GmbH').title,
    ).toBe('Teamleiter Kundenservice');
  });
  it("spells an address's domain as the printed umlaut word when only an l and an i differ, before the website is matched to it", () => {
    expect(repairDomainByCardWords('muehibach.example.org', 'Mühlbach GmbH\nTobias Roth')).toBe(
      'muehlbach.example.org',
    );
    const r = scan(
      'Tobias Roth',
      'Einkäufer',
      'Mühlbach GmbH',
      ['E-Mail troth@muehibach.example.org', 0.45],
      'https://muehlbach.example.org',
    );
    expect(r.email).toBe('troth@muehlbach.example.org');
    expect(r.website).toBe('muehlbach.example.org');
  });
  it('spells a domain as the printed umlaut word when an e was read as c, or a letter was added', () => {
    const card = 'Mühlbach AG\nMaximilian von Stetten';
    expect(repairDomainByCardWords('muchlbach.example', card)).toBe('muehlbach.example');
    expect(repairDomainByCardWords('muchibach.example', card)).toBe('muehlbach.example');
    expect(repairDomainByCardWords('muechlbach.example', card)).toBe('muehlbach.example');
    // an address that spells the word without its e, or another word, stays as read
    expect(repairDomainByCardWords('muhlbach.example', card)).toBe('muhlbach.example');
    expect(repairDomainByCardWords('muehlberg.example', card)).toBe('muehlberg.example');
    const r = scan(
      'Maximilian von Stetten',
      'Referent Unternehmenskommunikation',
      'Mühlbach AG',
      'mvonstetten@muchlbach.example',
      'www.muchlbach.example',
    );
    expect(r.email).toBe('mvonstetten@muehlbach.example');
    expect(r.website).toBe('www.muehlbach.example');
  });
  it('reads the last group of a number with several slips ("07700 goo109")', () => {
    expect(repairDigitSlips('M. 07700 goo109')).toBe('M. 07700 900109');
    // a word after a number stays a word
    expect(repairDigitSlips('Stand 114 goods')).toBe('Stand 114 goods');
  });
  it('keeps a word printed on lines read far more surely than the address, and mends the address to it', () => {
    const r = scan(
      ['Kaveri', 0.96],
      ['HARPREET SINGH', 0.93],
      ['Head of Finance', 0.96],
      ['Email: HSINGH@KAVERL.EXAMPLE', 0.62],
      ['Web: WWW.KAVERL.EXAMPLE', 0.6],
      ['The Kaveri Group Pvt. Ltd., Unit 12, Cyber Park', 0.94],
    );
    expect(r).toMatchObject({
      company: 'The Kaveri Group Pvt. Ltd.',
      email: 'hsingh@kaveri.example',
      website: 'www.kaveri.example',
    });
    // an address read as surely as the word keeps its own letters
    expect(repairDomainByCardWords('kaverl.example', 'Kaveri Group', '')).toBe('kaverl.example');
  });
  it("mends an address's domain glued to its end, and towards a word the card prints twice", () => {
    const r = scan(
      ['The Godavari Group Pvt. Ltd.', 0.96],
      ['R. DESHPANDE', 0.93],
      ['Email R_DESHPANDE@GODAVARLEXAMPLE.NET', 0.77],
    );
    expect(r.email).toBe('r_deshpande@godavari.example.net');
    expect(
      repairDomainByCardWords('saptagirl.example.com', 'SAPTAGIRI\nSAPTAGIRI INFOTECH PRIVATE LIMITED'),
    ).toBe('saptagiri.example.com');
  });
  it("proposes the name an address spells when the card's name went unread, to be confirmed", () => {
    const r = extractContact({
      lines: ocrLines(['BE', 'Export Manager', '(083) 339 7636', 'clodagh geraghty@carrowmore.example.com']),
    });
    expect(r.fields.name).toMatchObject({ value: 'Clodagh Geraghty', needsConfirmation: true });
    // a team box names nobody
    expect(scan('Export Manager', 'sales.team@carrowmore.example.com').name).toBeNull();
    // (a word of it the card prints with an ó read as a 6 takes the accent: "X6chitl")
    expect(
      scan('Zacatal S.A. de C.V.', 'X6chitl Cazares', 'Correo xochitl.cazares@zacatal.example.org').name,
    ).toBe('Xóchitl Cázares');
    // an initial the card prints before the surname, its dot read as a speck ("G * KULKARNI")
    const initialled = (nameLine: string) =>
      extractContact({
        lines: ocrLines([
          'Email: g.kulkarni@trishul.example',
          nameLine,
          'Managing Director',
          'Trishul Textiles Private Limited',
        ]),
      }).fields.name;
    expect(initialled('G * KULKARNI')).toMatchObject({ value: 'G. Kulkarni', needsConfirmation: true });
    // (another letter before the surname is no initial of the address's)
    expect(initialled('R * KULKARNI').value).toBeNull();
  });

  it('reads a comma before the end of an address as its dot, and drops a quote mark glued before a name', () => {
    expect(scan('Hervé Chevalier', 'Mob. 06 39 98 06 35 herve.chevalier@rochebrune.example,com').email).toBe(
      'herve.chevalier@rochebrune.example.com',
    );
    expect(scan('‘Uriel Zamora Ortiz', 'Director General', 'Energía Tonalli S.A.').name).toBe(
      'Uriel Zamora Ortiz',
    );
  });
  it("reads an IJ whose bar was read twice, and a first name's thin letter lost when the address has it", () => {
    expect(scan('Dr. Eline I1Jzerman', 'Projectmanager', 'eijzerman@veldzicht.example.org').name).toBe(
      'Eline IJzerman',
    );
    expect(repairNameByEmail('Ise Visser', ['ilse.visser'])).toBe('Ilse Visser');
    // a capital read as a look-alike where the address gives the initial before all the family names
    expect(repairNameByEmail('Eorja Quintana Etxeberria', ['bquintanaetxeberria'])).toBe(
      'Borja Quintana Etxeberria',
    );
    // a small letter confused in a word with accents, which are kept
    expect(repairNameByEmail('Íñigc Peñalosa', ['inigo_penalosa'])).toBe('Íñigo Peñalosa');
    // an umlaut whose dots were read as one mark, where the address spells it with an e
    expect(repairNameByEmail('Dórte Nußbaum', ['doerte.nussbaum'])).toBe('Dörte Nußbaum');
    expect(repairNameByEmail('Dórte Nußbaum', ['dorte.nussbaum'])).toBe('Dórte Nußbaum');
    // a letter that is not thin is no slip of the print
    expect(repairNameByEmail('Ana Visser', ['anna.visser'])).toBe('Ana Visser');
  });
  it('drops a letter added at the end of a surname when the better-read address has none, and joins a 1 set apart before a title word', () => {
    expect(repairNameByEmail('Arvind Kulkarnit', ['arvind.kulkarni'], true)).toBe('Arvind Kulkarni');
    expect(scan('Sietse ter Horst', 'Hoofd 1 nkoop', 'Eemhof Bouw B.V.').title).toBe('Hoofd Inkoop');
  });
  it('reads "Lt" read as 12 in Ltd, and § read for the S opening a legal form', () => {
    expect(repairLegalSuffix('Kaveri 12d.')).toBe('Kaveri Ltd.');
    expect(repairLegalSuffix('Logistica Huasteca §. de RL de CV.')).toBe(
      'Logistica Huasteca S. de R.L. de C.V.',
    );
  });

  it("takes a company's first word read in small letters when the card's domain spells it", () => {
    expect(
      scan('old Quay Ltd all', 'REGIONAL SALES MANAGER', 'DR EWAN ASHBY', 'Email: eashby@oldquay.example')
        .company,
    ).toBe('Old Quay Ltd');
    // a small word the domain does not spell stays out
    expect(scan('new Harbour Ltd', 'Ewan Ashby', 'eashby@harbour.example').company).toBe('Harbour Ltd');
  });

  it('reads a three-letter legal form with a digit read for a letter, and leaves a number before a form alone', () => {
    expect(repairLegalSuffix('Juniper Row Media L1.C')).toBe('Juniper Row Media LLC');
    expect(repairLegalSuffix('Room 101 Inc')).toBe('Room 101 Inc');
  });
});

describe('round twelve of card slips', () => {
  it('reads a web address whose dots were read with gaps after them, or whose www was read "vrww"', () => {
    const r = scan(
      'Wiebke Tamm',
      'Leiterin Vertrieb',
      'Hallstein Fördertechnik GmbH',
      'E wiebke@hallstein.example.com',
      'W vrww. hallstein. example. com',
    );
    expect(r.website).toBe('www.hallstein.example.com');
  });

  it('leaves a sentence ending after an address in prose alone', () => {
    const r = extractContact({
      lines: [
        { text: 'Priya Nair, buyer at Lantern Foods. Their site is lanternfoods.example. Call her Monday.' },
      ],
    });
    expect(r.fields.website.value).toBe('lanternfoods.example');
  });

  it('reads a scheme whose colon was misread, with the top-level domain set apart by a gap', () => {
    const r = scan(
      'Niamh Colgan',
      'Account Manager',
      'Quarry Lane Analytics Ltd',
      ['E niamhcolgan@quarrylane.example.org', 0.5],
      ['W. httpsy//quarrylane.example org', 0.5],
    );
    expect(r.website).toBe('quarrylane.example.org');
    expect(r.email).toBe('niamhcolgan@quarrylane.example.org');
  });

  it('reads a www glued to the host, and a host whose first label a gap set apart where the address spells it', () => {
    expect(
      scan(
        'Sanne de Wit',
        'Inkoper',
        'Brinkhorst B.V.',
        'E sdewit@brinkhorst.example.nl',
        'W wwwbrinkhorst.example.nl',
      ).website,
    ).toBe('www.brinkhorst.example.nl');
    expect(
      scan(
        'Jonas Feld',
        'Prokurist',
        'Kestrelmoor AG',
        'E: jonas@kestrelmoor.example.com',
        'W: https, kestrelmoor example.com',
      ).website,
    ).toBe('kestrelmoor.example.com');
  });

  it('mends an address one letter away from the one way the name writes it, on a weakly read line', () => {
    const r = scan(
      ['Henrike Albers', 0.95],
      ['Key Account Manager', 0.95],
      ['E halbars@lindqvist.example', 0.6],
    );
    expect(r.email).toBe('halbers@lindqvist.example');
    expect(scan(['Oksana Petrenko', 0.95], 'Buyer', ['okzana.petrenko@dnipro.example', 0.6]).email).toBe(
      'oksana.petrenko@dnipro.example',
    );
  });

  it('leaves an address alone that is read well, matches no way of writing the name, or the card spells again', () => {
    // read as surely as the name: the name may be the one misread
    expect(scan(['Oksana Petrenko', 0.95], 'Buyer', ['okzana.petrenko@dnipro.example', 0.95]).email).toBe(
      'okzana.petrenko@dnipro.example',
    );
    // a profile path on the card spells the address's letters: the name line lost a letter
    expect(
      scan(
        ['Priya Deshpand', 0.95],
        'Principal Consultant',
        ['priya.deshpande@sahyadri.example', 0.5],
        'in/priyadeshpande',
      ).email,
    ).toBe('priya.deshpande@sahyadri.example');
    // one letter from two ways of writing it (m.stclair, mstclair): nothing to choose between
    expect(scan(['Malik St. Clair', 0.95], 'Partner', ['mostclair@redfern.example', 0.5]).email).toBe(
      'mostclair@redfern.example',
    );
  });

  it('takes a label between bars for the number after it', () => {
    const r = scan(
      'Dana Whitlock',
      'Principal',
      'T|+1.415.555.0133 | M | +1 (415) 555-0178 | E. | dana@whitlock.example',
    );
    expect(r.phone).toBe('+1 415 555 0178');
  });

  it('writes a name taken from the address with the accents the card prints in a part-read name line', () => {
    const r = scan(['Hélène |', 0.8], 'Responsable Achats', ['helene.marchand@clairval.example.fr', 0.8]);
    expect(r.name).toBe('Hélène Marchand');
  });

  it('reads a © before a scarcely read word as an icon, not as the Irish Ó', () => {
    const words = [
      ['Inés', 0.95],
      ['Ortega', 0.95],
      ['Salinas', 0.95],
      ['©', 0.7],
      ['Pzcoeu', 0.02],
    ] as const;
    let x = 0;
    const line: TextLine = {
      text: words.map(([w]) => w).join(' '),
      confidence: 0.7,
      words: words.map(([text, confidence]) => {
        const bbox = { x0: x, y0: 0, x1: x + text.length * 12, y1: 24 };
        x = bbox.x1 + 12;
        return { text, confidence, bbox };
      }),
    };
    const r = extractContact({
      lines: [line, ...ocrLines(['Jefa de Compras', 'ines.ortega@salinas.example'])],
    });
    expect(r.fields.name.value).toBe('Inés Ortega Salinas');
  });

  it('mends a company word whose ß or ñ was misread, by the domain', () => {
    expect(repairWordsByDomain('FlieBbaurn GmbH', ['fliessbaum'])).toBe('Fließbaum GmbH');
    expect(repairWordsByDomain('Cerámicas Bafuelos S.L.', ['banuelos'])).toBe('Cerámicas Bañuelos S.L.');
  });

  it('takes no grade alone for the title ("[sr]" in a logo)', () => {
    const r = scan(
      'Qualität seit 1952',
      ['[sr]', 0.5],
      'Dr. Hanna Vogt',
      ['Geschäftsführerin', 0.8],
      'Vogt Lacke GmbH',
    );
    expect(r.title).toBe('Geschäftsführerin');
  });

  it.each([
    [
      'a host ending in a top-level domain in use',
      ['@ | mdupin@belcastel-industries.example.com', 0.9] as const,
      ['W. | www.belcastel-industries.example.conv', 0.95] as const,
      'mdupin@belcastel-industries.example.com',
      'www.belcastel-industries.example.com',
    ],
    [
      'the longer of two hosts where one is the other cut short at its end',
      ['E. poppy.okonkwo@redbrookfoods.example.com', 0.6] as const,
      ['W. redbrookfoods.example.co', 0.84] as const,
      'poppy.okonkwo@redbrookfoods.example.com',
      'redbrookfoods.example.com',
    ],
  ])('gives the address and the web address %s', (_, emailLine, webLine, email, website) => {
    const r = scan('Margaux Dupin', 'Responsable Achats', [...emailLine], [...webLine]);
    expect(r.email).toBe(email);
    expect(r.website).toBe(website);
  });

  it('mends a long title word one letter from a title word beside one read as printed, but no slogan word', () => {
    expect(repairTitleWords('Commercial Directoy')).toBe('Commercial Director');
    expect(repairTitleWords('Chief Pevenue Officer')).toBe('Chief Revenue Officer');
    expect(repairTitleWords('Detail matters')).toBe('Detail matters');
  });

  it('completes a long title word cut at its end, where one title word goes on so', () => {
    expect(repairTitleWords('Geschäftsführ')).toBe('Geschäftsführer');
    expect(
      scan('Maximilian Brandt', 'Geschäftsführ Mail m.brandt@eichwerk.example', 'Eichwerk GmbH').title,
    ).toBe('Geschäftsführer');
    // (a word a letter or two short of no title word, or of several, stays as read)
    expect(repairTitleWords('Schatzmeis')).toBe('Schatzmeis');
  });

  it('reads a B between small letters of a title as ß, and an o as the a of a title word', () => {
    expect(repairTitleWords('StraBenbauleiterin')).toBe('Straßenbauleiterin');
    expect(repairTitleWords('Asesoro Comercial')).toBe('Asesora Comercial');
    // (a capital B that starts a word stays)
    expect(repairTitleWords('Head of Business Development')).toBe('Head of Business Development');
  });

  it('knows the Dutch adjectives before "Directeur", so a slip in one is mended, but not German "Technische"', () => {
    expect(repairTitleWords('Financiecl Directeur')).toBe('Financieel Directeur');
    expect(repairTitleWords('Algemcen Directeur')).toBe('Algemeen Directeur');
    expect(repairTitleWords('Technische Leiterin')).toBe('Technische Leiterin');
  });

  it("mends a letter the recogniser added to the address's domain, by the company read far more surely", () => {
    const r = scan(
      ['Corrib Ltd', 0.96],
      ['Fiachra Kenny', 0.95],
      ['Head of Sales', 0.95],
      ['fiachra.kenny@corrrib.example.net', 0.7],
    );
    expect(r.email).toBe('fiachra.kenny@corrib.example.net');
  });

  it('reads a lone capital B before a consonant inside a name word as ß, but not in McBride or O Brien', () => {
    expect(scan('Jörg OBwald', 'Einkäufer', 'Tel. +49 30 2312 5231').name).toBe('Jörg Oßwald');
    expect(scan('Ciara McBride', 'Buyer', 'Tel. 01 555 0192').name).toBe('Ciara McBride');
    expect(scan('Sean OBrien', 'Buyer', 'Tel. 01 555 0192').name).toBe('Sean OBrien');
  });

  it('drops the accented i of the Irish "Ní" read once more as a letter of its own', () => {
    expect(scan('Clodagh Ní i Cheallaigh', 'Account Manager', 'M. 087 143 0329').name).toBe(
      'Clodagh Ní Cheallaigh',
    );
  });

  it('reads the article after "de" whose l was read as a 1', () => {
    expect(scan('Uriel de 1a Garza', 'Gerente de Operaciones', 'Tel. +52 33 6980 8016').name).toBe(
      'Uriel de la Garza',
    );
  });

  it('puts back the apostrophe of an elided particle lost or read twice ("dArgenson", "d\'’Argenson")', () => {
    expect(scan('Bénédicte dArgenson', 'Responsable Marketing', 'Tél. 04 65 71 50 00').name).toBe(
      "Bénédicte d'Argenson",
    );
    expect(scan("Léonie d'’Argenson", 'Cheffe de projet', 'Tél. 04 65 71 50 00').name).toBe(
      "Léonie d'Argenson",
    );
    expect(scan("Léonie d'Argenson", 'Cheffe de projet', 'Tél. 04 65 71 50 00').name).toBe(
      "Léonie d'Argenson",
    );
  });

  it('reads a capital R before a consonant inside a name word as ß, but not before a vowel', () => {
    expect(scan('Ömer ORwald Mobil: 0171 3920054', 'Leiter Marketing').name).toBe('Ömer Oßwald');
    expect(scan('Jörg ORRwald', 'Leiter Marketing', 'Mobil: 0171 3920054').name).toBe('Jörg Oßwald');
    expect(scan('Fiona McRae', 'Buyer', 'Tel. 01 555 0192').name).toBe('Fiona McRae');
  });

  it('reads a ß whose strokes were read as f and R, or f and 3, in a name', () => {
    expect(scan('Dipl.-Ing. Svenja NufRbaum', 'Referentin', 'Tel. +49 40 66969483').name).toBe(
      'Svenja Nußbaum',
    );
    expect(scan('Maximilian Of3iwald, MBA', 'Prokurist', 'M. 0171/392 00 02').name).toBe('Maximilian Oßwald');
    expect(repairEszett('Weif3dorn GmbH')).toBe('Weißdorn GmbH');
  });

  it('reads the Dutch IJ whose I was read as a one', () => {
    expect(repairOpeningI('Anouk 1Jzerman')).toBe('Anouk IJzerman');
    expect(repairOpeningI('Stand 1J')).toBe('Stand 1J');
  });

  it("reads an @ before a web address as a pictogram, not as an address's", () => {
    const r = scan(
      'Vindhya Textiles Pvt. Ltd.',
      'akulkarni@vindhya.example',
      'ADITYA KULKARNI @ www.vindhya.example',
      'Partner',
    );
    expect(r.name).toBe('Aditya Kulkarni');
    expect(r.website).toBe('www.vindhya.example');
  });

  it('keeps two large name words together across the gap an unread letter left, beside small contact print', () => {
    const word = (text: string, x0: number, x1: number, h: number) => ({
      text,
      confidence: 0.95,
      bbox: { x0, y0: 100, x1, y1: 100 + h },
    });
    const line: TextLine = {
      text: 'Eoin Briain T: +353 1 473 6117',
      confidence: 0.95,
      words: [
        word('Eoin', 114, 271, 66),
        word('Briain', 369, 577, 66),
        word('T:', 1403, 1432, 22),
        word('+353', 1446, 1518, 24),
        word('1', 1533, 1543, 22),
        word('473', 1556, 1610, 24),
        word('6117', 1620, 1686, 24),
      ],
    };
    const r = extractContact({
      lines: [...ocrLines(['Carrowmore Media DAC']), line, ...ocrLines(['Regional Sales Manager'])],
    });
    expect(r.fields.name.value).toBe('Eoin Briain');
  });

  it('drops a bar read on the last stroke of a letter it overlaps, but keeps a bar printed between words', () => {
    const word = (text: string, x0: number, x1: number) => ({
      text,
      confidence: 0.95,
      bbox: { x0, y0: 570, x1, y1: 611 },
    });
    const nameLine = (bar: ReturnType<typeof word>): TextLine => ({
      text: 'DAAN | HOEKSTRA',
      confidence: 0.95,
      words: [word('DAAN', 117, 284), bar, word('HOEKSTRA', 313, 651)],
    });
    const card = (line: TextLine) =>
      extractContact({
        lines: [
          ...ocrLines(['DIJKHOVEN MEDIA N.V.']),
          line,
          ...ocrLines(['Hoofd Inkoop', 'E-mail hoekstra@dijkhoven-media.example.com']),
        ],
      }).fields.name.value;
    // the bar lies on the N of DAAN: widely spaced capitals, one name
    expect(card(nameLine(word('|', 276, 283)))).toBe('Daan Hoekstra');
    // a bar in the gap between the words separates them
    expect(card(nameLine(word('|', 296, 300)))).not.toBe('Daan Hoekstra');
  });

  it("keeps a company word's capital where the host read beside it differs there (e read as c in small print)", () => {
    expect(repairWordsByDomain('Eichwerk Logistik GmbH', ['cichwerk'])).toBe('Eichwerk Logistik GmbH');
    // a slip in the small letters still takes the host's spelling
    expect(repairWordsByDomain('Summitiine Foods LLC', ['summitline'])).toBe('Summitline Foods LLC');
  });

  it("drops a letter a speck added inside a company word that the card's host spells without it", () => {
    expect(repairWordsByDomain('Aucental GmbH', ['auental'])).toBe('Auental GmbH');
    // (one more letter at the end is a host cut short, and a short word may well be another)
    expect(repairWordsByDomain('Granitebay Inc.', ['graniteba'])).toBe('Granitebay Inc.');
    expect(repairWordsByDomain('Moher Teo.', ['mohe'])).toBe('Moher Teo.');
  });

  it('reads a © before a (misread) label and a number as a pictogram, not as the Irish Ó', () => {
    expect(
      scan('Günther von der Heyde © For +49 89 99998 397', 'Technischer Leiter', 'Lindhorst GmbH').name,
    ).toBe('Günther von der Heyde');
  });

  it('mends an umlaut misread in a company word by the domain, and a domain e read as c by a word printed twice', () => {
    expect(repairWordsByDomain('Miihlbach GmbH', ['muehlbach'])).toBe('Mühlbach GmbH');
    expect(repairWordsByDomain('Mouhlbach & Schulze-Wierling GmbH', ['muehlbach'])).toBe(
      'Mühlbach & Schulze-Wierling GmbH',
    );
    expect(repairDomainByCardWords('cemstad.example', 'EEMSTAD\nEEMSTAD & MULDER B.V.')).toBe(
      'eemstad.example',
    );
    expect(repairDomainByCardWords('cemstad.example', 'EEMSTAD & MULDER B.V.')).toBe('cemstad.example');
  });

  it('joins a domain broken by gaps without a dot after its hyphen', () => {
    expect(
      scan('Vikram Mukherjee', 'Engineer', 'NARMADA PHARMA LLP', [
        'vikram.mukherjee@narmada- pharma example net',
        0.4,
      ]).email,
    ).toBe('vikram.mukherjee@narmada-pharma.example.net');
  });

  it('reads an I read as l after an initial ("N. lyer")', () => {
    expect(scan('N. lyer', 'Product Manager', 'E-mail | n.iyer@kaveri.example.com').name).toBe('N. Iyer');
  });

  it('reads "Ld." after Pvt. as Ltd.', () => {
    expect(repairLegalSuffix('Narmada Infotech Pvt. Ld.')).toBe('Narmada Infotech Pvt. Ltd.');
  });

  it('reads a web address printed in capitals with its scheme', () => {
    expect(
      scan(
        'TREVOR SCHAEFER',
        'Operations Manager',
        'TREVOR.SCHAEFER@BRIGHTWATER.EXAMPLE.ORG',
        'HTTPS://BRIGHTWATER.EXAMPLE.ORG',
      ).website,
    ).toBe('brightwater.example.org');
  });

  it('reads two letters between digit groups as digits only after a phone label or a country code', () => {
    expect(repairDigitSlips('Teléfono 96 868 os 78')).toBe('Teléfono 96 868 05 78');
    expect(repairDigitSlips('Planta 12 so 34')).toBe('Planta 12 so 34');
    expect(repairDigitSlips('+91 BO 2847 7756 g.iyer@aravalli.example.com')).toBe(
      '+91 80 2847 7756 g.iyer@aravalli.example.com',
    );
    expect(scan('Gurpreet Iyer', 'Aravalli Agro Foods Pvt. Ltd.', '+91 BO 2847 7756').phone).toBe(
      '+91 80 2847 7756',
    );
  });

  it('reads a title word in capitals whose umlaut was lost, and writes it with the umlaut', () => {
    expect(scan('Björn Hauser', ['EINKAUFER', 0.66], 'Falkenried GmbH').title).toBe('Einkäufer');
  });

  it('reads a title word whose umlaut or accent was read as another accent, and writes it as spelled', () => {
    expect(
      scan('Hanna Kessler', 'Einkáuferin', 'Falkenried GmbH', 'hanna.kessler@falkenried.example').title,
    ).toBe('Einkäuferin');
    expect(titleWordWithAccents('produccíon')).toBe('producción');
    // (a compound keeps its own first part; a word spelled right is no repair)
    expect(titleWordWithAccents('geschäftsfuhrerin')).toBe('geschäftsführerin');
    expect(titleWordWithAccents('einkäuferin')).toBeNull();
  });

  it('reads a ß read as "fS" in a name, by the address', () => {
    expect(repairNameByEmail('Björn MeifSner', ['bjoern.meissner'])).toBe('Björn Meißner');
  });

  it('takes the hyphenated domain whose every piece the card prints as a word', () => {
    const r = scan(
      ['Róisín Fitzpatrick', 0.9],
      'Account Executive',
      ['Inishfree Foods Ltd', 0.93],
      ['E. roisin@inishfree-foods.example.net', 0.87],
      ['W. inishiree-foods.example.net', 0.92],
    );
    expect(r.email).toBe('roisin@inishfree-foods.example.net');
    expect(r.website).toBe('inishfree-foods.example.net');
  });

  it('reads "example" with several letters OCR confuses misread, and WWW glued to a host in capitals', () => {
    expect(
      scan(
        'Jasper Quinn',
        'Director',
        ['jasper.quinn@thornfield.example.net', 0.9],
        ['www.thornfield.cxampic.net', 0.5],
      ).website,
    ).toBe('www.thornfield.example.net');
    expect(
      scan(
        'JÖRG VON STETTEN',
        'Technischer Leiter',
        'JOERG.VONSTETTEN@WEISSDORN.EXAMPLE.NET',
        'WWWWEISSDORN.EXAMPLE.NET',
      ).website,
    ).toBe('www.weissdorn.example.net');
  });

  it('mends an umlaut read as i in a company word, by the domain', () => {
    expect(repairWordsByDomain('Mihlbach & Pfeiffer GmbH', ['muehlbach'])).toBe('Mühlbach & Pfeiffer GmbH');
  });

  it('mends an address whose rn was read as m, by the name read more surely', () => {
    expect(
      scan(['Megan Van Horn', 0.9], 'Partner', [
        'Office: +1.303.555.0143 | Email: megan.vanhom@bluefin.example.org',
        0.56,
      ]).email,
    ).toBe('megan.vanhorn@bluefin.example.org');
  });

  it("mends an address's letter lost just before its dot, by the name read more surely", () => {
    const card = ['Xóchitl Villarreal Arriaga', 'Socia Directora', 'Logística Tonalli SA. de C.V,'];
    expect(scan(...card, ['xochit. arriaga@tonalli.example.com', 0.15]).email).toBe(
      'xochitl.arriaga@tonalli.example.com',
    );
    // an address that starts at its underscore lost its start, not a letter: the name before it is that start
    expect(
      scan('DRS. ANOUK SMIT', 'Brugwater B.V.', ['ANOUK _SMIT@BRUGWATER. EXAMPLE.COM', 0.16]).email,
    ).toBe('anouk_smit@brugwater.example.com');
  });

  it('takes a number that fits a numbering plan over a misread one that fits none', () => {
    const r = scan(
      'Freya Barraclough',
      'Product Marketing Manager',
      'Office +44 (0)121 496 0855',
      ['Fax E-mail +44 freya 121 bamaclough@kingsmere.example.org 496 0392', 0.6],
      'E-mail freya.barraclough@kingsmere.example.org',
    );
    expect(r.phone).toBe('+44 121 496 0855');
  });

  it("takes the address's domain for a labelled web line garbled past reading", () => {
    const r = scan(
      'Vikram Mehta',
      'Business Development Manager',
      'Kaveri Pvt. Ltd.',
      'E-mail vmehta@kaveri.example.com',
      'Website kaveri le.com',
    );
    expect(r.website).toBe('kaveri.example.com');
    expect(
      scan('Vikram Mehta', 'Partner', 'E-mail vmehta@kaveri.example.com', 'Website coming soon').website,
    ).toBeNull();
  });

  it('reads a garbled web line past its scheme and www, and stops where the domain ends', () => {
    const lines = ocrLines([
      'Tamsin Llewellyn',
      'Business Development Manager',
      'E. tamsin-llewellyn@oldquay.example',
      'W | hitps:/Amwww.oldquay.example/   Birmingham B3 5QX',
    ]);
    const r = extractContact({ lines }).fields;
    expect(r.website.value).toBe('www.oldquay.example');
    expect(r.address?.value).toContain('Birmingham B3 5QX');
    // its first letter lost
    expect(
      scan(
        'Annelies Kuijpers',
        'Key Account Manager',
        'E. a.kuijpers@lindeboom.example',
        'Web. https / indeboom example',
      ).website,
    ).toBe('lindeboom.example');
    // its first letter misread, after a label of two words ("Sitio web")
    const huasteca = ['Rodrigo Arriaga', 'Coordinador de Logística', 'Ingeniería Huasteca S.A. de C.V.'];
    expect(
      scan(
        ...huasteca,
        'Email: r.arriaga@huasteca-ingenieria.example.org | Sitio web: htips.//Muasteca-ingemnera example. org',
      ).website,
    ).toBe('huasteca-ingenieria.example.org');
    // its www read "waw" and its o a zero
    const oldQuay = [
      'Bethan Ramsbottom',
      'Partner',
      'Old Quay Ltd.',
      'Email | b.ramsbottom@oldquay.example.org',
    ];
    expect(scan(...oldQuay, 'Online | waw 0ldguay example olg').website).toBe('oldquay.example.org');
    // after the address on its line, a separator between
    expect(
      scan(
        'Eleanor Pemberton',
        'Talent Acquisition Lead',
        'P +44 117 496 0531 - E. eleanor@saltmarsh.example.com - W. salimarsh example com',
      ).website,
    ).toBe('saltmarsh.example.com');
    // (a line spelling another domain is not the address's)
    expect(scan(...oldQuay, 'Online | waw brightwave example org').website).toBeNull();
    // the line cut after the domain's first label, its scheme before it
    const moher = ['Aisling Fitzpatrick', 'Partner', 'Moher & McGrath DAC'];
    expect(scan(...moher, '+353 (0)86 606 8727 | aisling@moher.example | hips//moher').website).toBe(
      'moher.example',
    );
    expect(scan(...moher, '+353 (0)86 606 8727 | aisling@moher.example | hips//moh').website).toBeNull();
    // after an address read whole on its line, its scheme first
    const corrib = ['Corrib Logistics Ltd', 'Dr. Colm McGrath', 'Chief Revenue Officer'];
    expect(
      scan(
        ...corrib,
        'M. +353 86 4156404 colm.mcgrath@corrib-logistics.example.net https //comib logistics example net',
      ).website,
    ).toBe('corrib-logistics.example.net');
    // … or past the separator after it, its label first
    expect(
      scan(...corrib, 'Mail colm@corrib-logistics.example.net - Internet corrib logistics exampie net')
        .website,
    ).toBe('corrib-logistics.example.net');
  });

  it("completes a bare host whose last dot was read as a gap when that makes the address's domain", () => {
    const veldhoek = ['Floor van den Broek', 'Eigenaar', 'Veldhoek Advies B.V.'];
    expect(
      scan(...veldhoek, '+31 (0)40 - 5937617 | fvandenbroek@veldhoek.example.com | veldhoek.example com')
        .website,
    ).toBe('veldhoek.example.com');
    // (a word after a host that makes no domain of the card's is not its end)
    expect(
      scan(...veldhoek, 'fvandenbroek@veldhoek.example.com | www.veldhoek.example and more').website,
    ).toBe('www.veldhoek.example');
  });

  it('writes the name with the accents another reading of the card gives the same letters', () => {
    const r = scan(
      'TEZONTLE',
      'Marisol Peña-Montaño',
      'Marisol Pena-Montano ® montano@tezontle.example.com',
      'Jefa de Proyecto',
    );
    expect(r.name).toBe('Marisol Peña-Montaño');
  });

  it('mends a legal form with a slip when the address follows it on the line', () => {
    expect(repairLegalSuffixes('Fernleigh Led. - 56 Wharf Road')).toBe('Fernleigh Ltd. - 56 Wharf Road');
    // (a pin before the street read as a § stands between the two, "S.L." read with digits)
    expect(repairLegalSuffixes('Ingeniería Albarrán 5.1. § Paseo de Gracia')).toBe(
      'Ingeniería Albarrán S.L. § Paseo de Gracia',
    );
    expect(repairLegalSuffix('Encinar & Peñalosa §.L., Calle Mayor, 88')).toBe(
      'Encinar & Peñalosa S.L., Calle Mayor, 88',
    );
    expect(
      scan(
        'Bethan Pryce',
        'Director of Marketing',
        'b.pryce@fernleigh.example.com',
        'Fernleigh Led. - $6 Wharf Road',
        'Leeds LS1 4AB',
      ).company,
    ).toBe('Fernleigh Ltd.');
  });

  it('takes a role read well over specks scarcely read as a title word', () => {
    const r = scan(
      'MOHER',
      ['DIRECTOR OF MARKETING', 0.96],
      ['° Vd °', 0.01],
      ['Sinéad Quinlan', 0.94],
      'Moher Ltd',
    );
    expect(r.title).toBe('Director of Marketing');
  });

  it('gives the name the lead\'s address spells when the only "name" read is the company\'s', () => {
    const r = scan(
      '@) CEDAR RIDGE',
      'D WwW AY N E PHAM (=) dwayne.pham@cedar-ridge.example.com',
      'Managing Director',
      'Cedar Ridge Analytics Inc.',
    );
    expect(r.name).toBe('Dwayne Pham');
  });

  it('reads a § opening a long digit group as 5', () => {
    expect(repairDigitSlips('Mobiel: 06 - §4360321')).toBe('Mobiel: 06 - 54360321');
  });
});

describe('round thirteen of card slips', () => {
  it("takes a shared mailbox read one letter off for no person's address, unless it spells the lead", () => {
    const shared = scan(
      'Joaquín Llorente',
      'Procurement Lead',
      'Tramontana S.L.',
      'Móvil: 0034 639 738 083',
      'E. inffo@tramontana.example 48073 Bilbao',
    );
    expect(shared.email).toBeNull();
    expect(scan('Maik Brenner', 'Einkauf', 'Isar Technik GmbH', 'maik@isar.example').email).toBe(
      'maik@isar.example',
    );
    expect(misreadGenericMailbox('inffo')).toBe(true);
    expect(misreadGenericMailbox('ventaz')).toBe(true);
    // a letter dropped from a short box is a person's name, and the box itself is not misread
    expect(misreadGenericMailbox('ola')).toBe(false);
    expect(misreadGenericMailbox('info')).toBe(false);
    expect(misreadGenericMailbox('ines')).toBe(false);
  });

  it('parts a line at a pictogram between print of two sizes, but reads an Irish Ó between name words', () => {
    /** One line of words with their own heights, placed left to right. */
    const row = (y: number, ...words: [string, number][]): TextLine => {
      let x = 10;
      const ws = words.map(([text, h]) => {
        const bbox = { x0: x, y0: y + 40 - h, x1: x + text.length * h * 0.5, y1: y + 40 };
        x = bbox.x1 + 12;
        return { text, confidence: 0.92, bbox };
      });
      return { text: ws.map((w) => w.text).join(' '), confidence: 0.92, words: ws };
    };
    const name = (lines: TextLine[]) => extractContact({ lines }).fields.name.value;
    const card = (nameRow: TextLine): TextLine[] => [
      row(0, ['Miravalle', 30], ['S.A.', 30]),
      row(60, ['©', 20], ['34946211715', 18]),
      nameRow,
      row(180, ['Ejecutivo', 22], ['de', 22], ['Cuentas', 22]),
    ];
    expect(
      name(
        card(
          row(
            120,
            ['Ing.', 36],
            ['Gonzalo', 36],
            ['Valdés-Domínguez', 38],
            ['©', 22],
            ['Paseo', 18],
            ['de', 18],
            ['Gracia,', 18],
            ['195', 18],
          ),
        ),
      ),
    ).toBe('Gonzalo Valdés-Domínguez');
    expect(name(card(row(120, ['Gonzalo', 36], ['Valdés', 36], ['©', 22], ['miravalle.example', 18])))).toBe(
      'Gonzalo Valdés',
    );
    expect(name(card(row(120, ['SEÁN', 36], ['©', 34], ['BRIAIN', 36])))).toBe('Seán Ó Briain');
  });

  it('keeps a word read before an address that has separators of its own out of it', () => {
    const r = scan(
      'Anneliese Oßwald-Meißner',
      'Head of Customer Success',
      'Mühlbach Anlagenbau GmbH & Co. KG ® movensre anneliese.osswaldmeissner@muehlbach.example',
    );
    expect(r.email).toBe('anneliese.osswaldmeissner@muehlbach.example');
    // two words alone before a bare local part are still one address whose dot was lost
    expect(scan('Aditya Krishnamurthy', 'CTO', '@ aditya krishnamurthy@saptagiri.example').email).toBe(
      'aditya.krishnamurthy@saptagiri.example',
    );
  });
});

describe('slips seen on fresh stand-in cards (round 19)', () => {
  it("reads a digit opening an address's local part as the first name's initial", () => {
    expect(repairLocalByName('1.degroot', 'Lieke de Groot')).toBe('l.degroot');
    expect(repairLocalByName('1.kuijpers', 'Ilse Kuijpers')).toBe('i.kuijpers');
    expect(repairLocalByName('0.brien', 'Orla Brien')).toBe('o.brien');
    // a digit that no initial of the name explains stays
    expect(repairLocalByName('1.degroot', 'Anna de Groot')).toBeNull();
    const r = scan(
      'Lieke de Groot',
      'Accountmanager',
      'Eemstad & Brouwer B.V.',
      '® 1.degroot@eemstad.example.com',
    );
    expect(r.email).toBe('l.degroot@eemstad.example.com');
  });

  it('doubles a letter the address holds once where the surer name line prints it twice', () => {
    const r = scan('Tecnologías Encinar S.A.', ['MARTIN VALDÉS ETXEBERRIA', 0.93], 'Gerente de Operaciones', [
      'E. mvaldesetxeberia@encinar.example.org',
      0.8,
    ]);
    expect(r.email).toBe('mvaldesetxeberria@encinar.example.org');
    expect(localWithLostDoubledLetter('m.lorentequintana', 'Montserrat Llorente Quintana')).toBe(
      'm.llorentequintana',
    );
    // not from a name misread itself, nor for a short part
    expect(localWithLostDoubledLetter('dvandenbroek', 'Daan van den BROoEK')).toBeNull();
    expect(localWithLostDoubledLetter('a.hal', 'Anna Hall')).toBeNull();
  });

  it('keeps a phone number the page pass read into an address line out of its domain', () => {
    const r = scan(
      'Aurélien Chevalier',
      ['Aurélien Chevalier @ eurclien.chevalier@montsorean. 0353019027 example', 0.4],
      'Directeur Commercial',
      'Montsoreau SAS',
      'aurelien.chevalier@montsoreau.example',
    );
    expect(r.phone).toBe('+33 3 53 01 90 27');
    expect(r.email).toBe('aurelien.chevalier@montsoreau.example');
  });

  it("completes an address whose domain the line lost from the card's web address", () => {
    const r = scan(
      'Rodrigo Arriaga Espinoza, MBA',
      'RESPONSABLE DE MARKETING',
      'Grupo Mezquital S.A. de C.V.',
      ['Email rodrigo@mezquitd', 0.6],
      'Web mezquital.example.com',
    );
    expect(r.email).toBe('rodrigo@mezquital.example.com');
    // (cut right after the name the web address starts with)
    expect(
      scan(
        'Hugo Fotheringham',
        'Redbrook & Pemberton PLC',
        ['E. | hugo.fotheringham@redbrook', 0.75],
        'W. | redbrook.example',
      ).email,
    ).toBe('hugo.fotheringham@redbrook.example');
    // (cut early, a letter of its start misread, beside a scrap of another address read whole)
    expect(
      scan(
        'Inmaculada Carrasco',
        'Export Manager',
        ['C. inmaculada_carrasco@ofive', 0.45],
        ['Web vera @ollvera-energia.example', 0.32],
        ['— www.olivera-energia. example', 0.4],
      ).email,
    ).toBe('inmaculada_carrasco@olivera-energia.example');
    // a handle, or a host too unlike the web address's, is no address of it
    expect(
      scan('Rodrigo Arriaga', 'Grupo Mezquital S.A.', 'rodrigo@zacatal', 'Web mezquital.example.com').email,
    ).toBeNull();
  });

  it('mends a misread .example, a shared mailbox\'s lost "@", and a domain letter the company line reads surely', () => {
    expect(repairTopLevelDomain('carrowmore.cxample')).toBe('carrowmore.example');
    expect(repairTopLevelDomain('aravalli-engineering.eample.com')).toBe('aravalli-engineering.example.com');
    const r = scan(
      "Clodagh O'Sullivan",
      'Account Executive',
      'The Carrowmore Group Ltd',
      ['cosullivan@carrowmore.cxample Ba', 0.43],
      ['© EF contacticarrowmore.example ©', 0.31],
    );
    expect(r.email).toBe('cosullivan@carrowmore.example');
    expect(r.website).toBeNull();
    // (also when the person's own address went unread: the company line names the box's domain)
    expect(
      scan("Clodagh O'Sullivan", 'The Carrowmore Group Ltd', ['I contactecarrowmore.example', 0.18]).website,
    ).toBeNull();
    expect(scan('Ana Ruiz', 'Sales Lead', 'www.salesforce.com').website).toBe('www.salesforce.com');
    // a label "Ww." read before the web address is no second "www."
    expect(
      scan('Jordan McAllister', 'E jmcallister@juniperrow.example', ['| Ww. www. juniperrow.cxample', 0.45])
        .website,
    ).toBe('www.juniperrow.example');
    expect(
      repairDomainByCardWords('mezauital.example', 'Mezquital S.A. de C.V.', 'Mezquital S.A. de C.V.'),
    ).toBe('mezquital.example');
    // a host has no accents: the company's "Peñaclara" is no misreading of the address's penaclara
    expect(repairDomainByCardWords('penaclara.example', 'Peñaclara S.L.', 'Peñaclara S.L.')).toBe(
      'penaclara.example',
    );
    // three l's are a misread of the printed word's "lli"
    expect(repairDomainByCardWords('aravalll.example.net', 'Aravalli Pvt. Ltd.')).toBe(
      'aravalli.example.net',
    );
    // besides an e read as c
    expect(repairDomainByCardWords('iczontle.example', 'Tezontle', 'Tezontle')).toBe('tezontle.example');
    expect(repairDomainByCardWords('iczontie.example', 'Tezontle', 'Tezontle')).toBe('iczontie.example');
  });

  it('never takes a street named as one word, or an Eircode with a misread digit, for the company', () => {
    const nl = scan(
      'Geert van Dijk',
      'Hoofd Inkoop',
      'E-mail g.vandijk@eemstad.example.com',
      'Industrieweg 158',
      '5684 GH Eindhoven',
    );
    expect(nl.company).toBeNull();
    const ie = scan('Róisín Quinlan', 'Head of Finance', '32 Dock Road', ['Limerick, H?1 R65W', 0.67]);
    expect(ie.company).toBeNull();
    expect(looksLikeAddress('Gartenstraße 12a')).toBe(true);
    expect(looksLikeAddress('Dublin 5, DO2 X9F5')).toBe(true);
    // a street word inside a company's name, without a house number, is no address
    expect(looksLikeAddress('Rheinweg Consulting GmbH')).toBe(false);
  });

  it('reads an accent German never writes as an umlaut on a card clearly from Germany', () => {
    const r = scan(
      'Matthias Scháfer',
      'Einkäufer',
      'matthias@falkenried-anlagenbau.example.com',
      'Falkenried Anlagenbau UG (haftungsbeschrénkt)',
      'Tel. 089 99998907',
    );
    expect(r.name).toBe('Matthias Schäfer');
    expect(r.company).toBe('Falkenried Anlagenbau UG (haftungsbeschränkt)');
    // not where the clues are weak, nor on another country's card
    expect(umlautsOfGermanCard('Ramón Ibáñez', { code: 'DE', score: 0.7 })).toBe('Ramón Ibáñez');
    expect(umlautsOfGermanCard('Ramón Ibáñez', { code: 'ES', score: 3 })).toBe('Ramón Ibáñez');
  });

  it('drops small letters that only repeat the capital before them in a word in capitals', () => {
    expect(withoutSmallEchoes('FLOoOoR van Dijk')).toBe('FLOOR van Dijk');
    expect(withoutSmallEchoes('McDONALD')).toBe('McDONALD');
    expect(
      scan(['Daan van den BROoEK', 0.8], 'Accountmanager', 'dvandenbroek@lindeboom.example.com').name,
    ).toBe('Daan van den Broek');
  });

  it("takes a shared mailbox with a letter lost for no person's address", () => {
    expect(misreadGenericMailbox('ontakt')).toBe(true);
    // (a short box with a letter lost may be a person's: "ola")
    expect(misreadGenericMailbox('ola')).toBe(false);
    expect(
      scan('Gisela Heyde', 'Leiterin Vertrieb', 'Auental GmbH', ['ontakt@auental.example', 0.6]).email,
    ).toBeNull();
  });

  it('drops an email label read into the address with a dot of its own', () => {
    expect(repairLocalByName('email.jordan.kowalczyk', 'Jordan Kowalczyk')).toBe('jordan.kowalczyk');
    // a box whose first piece is a label but whose rest is not the name stays
    expect(repairLocalByName('mail.box', 'Jordan Kowalczyk')).toBeNull();
    // a label read with a slip, but not a word of the name one slip from a label
    expect(repairLocalByName('nail.noor.vandenbroek', 'Noor van den Broek')).toBe('noor.vandenbroek');
    expect(repairLocalByName('neil.smith', 'Neil Smith')).toBeNull();
  });

  it('reads a "(0)" before a number that prints its own trunk 0 as a pictogram', () => {
    const r = scan(
      'Wiebke Meißner-Jäger',
      'Geschäftsführerin',
      ['(0) 0174/3920083', 0.74],
      '20548 Hamburg',
      'Germany',
    );
    expect(r.phone).toBe('+49 174 3920083');
  });

  it('reads a Dutch ij whose j lost its tail, and drops a dot read beside an underscore', () => {
    expect(repairLocalByName('marloes.kuiipers', 'Marloes Kuijpers')).toBe('marloes.kuijpers');
    expect(repairNameByEmail('Thiis Visser', ['thijs.visser'])).toBe('Thijs Visser');
    expect(scan('Madison Delgado', 'Account Executive', 'madison._delgado@brightwater.example').email).toBe(
      'madison_delgado@brightwater.example',
    );
  });

  it("drops a logo's specks read as a kept abbreviation in mixed case before a company", () => {
    expect(stripJunkPrefix('Ii Logística Brisamar S.L.')).toBe('Logística Brisamar S.L.');
    // in capitals it is the abbreviation it spells
    expect(stripJunkPrefix('AG Bauwerk')).toBe('AG Bauwerk');
  });

  it("drops a logo's mark read as a capital before a wordmark printed in small letters", () => {
    expect(stripJunkPrefix('O montferrand sa')).toBe('montferrand sa');
    // (not before a short word, nor before a capitalised name that goes on in small letters)
    expect(stripJunkPrefix('A tad')).toBe('A tad');
    expect(stripJunkPrefix('O montferrand Conseil')).toBe('O montferrand Conseil');
  });

  it('reads a legal form glued to the name with a speck read as one dot more', () => {
    expect(repairLegalSuffix('SERVICIOS MARBELLAS.L..')).toBe('SERVICIOS MARBELLA S.L.');
    expect(repairLegalSuffix('Ostrava s.r.o..')).toBe('Ostrava s.r.o.');
  });

  it("respells words a domain's label runs together by its letters", () => {
    expect(repairWordsByDomain('Prairic Point Inc.', ['prairiepoint'])).toBe('Prairie Point Inc.');
    expect(repairWordsByDomain('Oid Quay Labs LLP', ['oldquay'])).toBe('Old Quay Labs LLP');
    // a capital is read more surely than a host's small letter
    expect(repairWordsByDomain('Eichwerk Anlagen', ['cichwerkanlagen'])).toBe('Eichwerk Anlagen');
  });

  it('reads "01d" opening a company line as Old', () => {
    expect(scan('FELICITY RAMSBOTTOM', 'Procurement Lead', ['01d Quay Ltd.', 0.88]).company).toBe(
      'Old Quay Ltd.',
    );
  });

  it('keeps a capital read small before the "&" of a company name', () => {
    const r = scan(
      "Méabh D'Arcy",
      'Sales Director',
      'meabh.darcy@carrowmore.example.com',
      '© carrowmore & MacEntee DAC, 63 Castle Street',
      'Cork, V94 R30W, Ireland',
    );
    expect(r.company).toBe('Carrowmore & MacEntee DAC');
    // … also the first part of a compound whose later part kept its capital
    expect(
      scan(
        '(7) saint-Aubin & Chevalier SARL',
        "Jérôme d'Argenson 0199 00 20 05",
        'jerome@saintaubin.example.com',
        'Attaché commercial www.saintaubin.example.com',
      ).company,
    ).toBe('Saint-Aubin & Chevalier SARL');
    // … or between two capitalised words of the name
    expect(scan('Garrett Carmichael', 'Sales Director', '£7 The cedar Ridge Group LLC').company).toBe(
      'The Cedar Ridge Group LLC',
    );
    // a word whose capital has a shape of its own is not taken for one read small
    expect(scan('Ana Ruiz', 'Directora', 'ventas & Ruiz S.L.').company).toBe('Ruiz S.L.');
    expect(scan('Ana Ruiz', 'Directora', 'Grupo ventas Ruiz S.L.').company).toBe('Ruiz S.L.');
  });

  it('keeps a first word read small with its capital misread before the "&", where the domain spells it', () => {
    const card = ['Orla Brennan', 'HEAD OF CUSTOMER SUCCESS', 'T: 061 551 501'];
    expect(
      scan(...card, 'E. obrennan@ardmore.example.org', 'trdmore & Keane DAC - 114 Harbour Square').company,
    ).toBe('Ardmore & Keane DAC');
    // (a word the domain does not spell is none of the name)
    expect(
      scan(...card, 'E. obrennan@keane.example.org', 'trdmore & Keane DAC - 114 Harbour Square').company,
    ).toBe('Keane DAC');
  });

  it('keeps a company word read without its accent at the start of the name', () => {
    const r = scan(
      'Dr. Joaquín Fernández',
      'Jefe de Proyecto',
      'Logistica Cierzo S.A.',
      'Teléfono 917 366 063',
    );
    expect(r.company).toBe('Logística Cierzo S.A.');
  });
});

describe('slips seen on fresh stand-in cards (round 20)', () => {
  it('reads an L or an I in an address as the card prints it in capitals, alone or in words run together', () => {
    expect(
      repairDomainByCardWords('brugwateriogistiek.example.org', 'BRUGWATER LOGISTIEK B.V.\nProjectmanager'),
    ).toBe('brugwaterlogistiek.example.org');
    expect(repairDomainByCardWords('ka1ver.example', 'Anna Berg\nKALVER')).toBe('kalver.example');
    // small letters may be misread themselves; so may other letters in capitals
    expect(repairDomainByCardWords('brugwateriogistiek.example', 'Brugwater Logistiek B.V.')).toBe(
      'brugwateriogistiek.example',
    );
    expect(repairDomainByCardWords('thornbury-media.example', 'THOMBURY MEDIA LLP')).toBe(
      'thornbury-media.example',
    );
  });

  it('reads a scheme whose t was read as u ("hueps://")', () => {
    expect(repairWebText('W: hueps://carrowmore.example')).toBe('W: https://carrowmore.example');
    expect(
      scan(
        'Ciarán Kavanagh',
        'Senior Software Engineer',
        'CARROWMORE TEORANTA',
        "'W: hueps://carrowmore. example",
      ).website,
    ).toBe('carrowmore.example');
  });

  it('drops a pictogram read as a capital before a host the card prints as a word', () => {
    const card = ['Thijs de Groot', 'Projectmanager', 'Veldhoek B.V.', 'Tel. 040 - 520 59 83'];
    expect(scan(...card, 'Iveldhoek.example').website).toBe('veldhoek.example');
    // a capital before a host that is no word of the card is prose, as before
    expect(scan(...card, 'Iveldwerk.example').website).toBeNull();
    // (any capital, before the host of the card's own addresses)
    const mail = 't.degroot@veldhoek-bouw.example -';
    expect(scan(...card, `${mail} Xveldhoek-bouw.example`).website).toBe('veldhoek-bouw.example');
    expect(scan(...card, `${mail} Xveldwerk-bouw.example`).website).toBeNull();
  });

  it('drops the E of an email label glued on without its dot', () => {
    expect(repairLocalByName('eharpreet.mukherjee', 'Harpreet Mukherjee')).toBe('harpreet.mukherjee');
    // an E that is the name's own initial stays
    expect(repairLocalByName('emma.johnson', 'Emma Johnson')).toBeNull();
    expect(repairLocalByName('eharpreet.mukherjee', 'Eharpreet Mukherjee')).toBeNull();
  });

  it("takes no Dutch postcode's letters for a company, and ends a company at its legal form before a street", () => {
    const r = scan(
      'Jolien Mulder, MSc',
      'Eemstad & Visser B.V.-Stationsplein 97',
      'Accountmanager 2598 AB Den Haag, The Netherlands',
      'E jolien@eemstad.example',
    );
    expect(r.company).toBe('Eemstad & Visser B.V.');
    expect(
      scan('Jolien Mulder', 'Accountmanager', 'Stationsplein 97', '2598 AB Den Haag').company,
    ).toBeNull();
  });

  it('reads a French é before a last consonant and mute e as the è French spells there', () => {
    const card = [
      'Responsable des Achats',
      'Distribution Montsoreau SAS',
      'E. slebihan@montsoreau.example.net',
    ];
    expect(scan('Soléne Le Bihan', ...card).name).toBe('Solène Le Bihan');
    expect(scan('Thérése Lefévre', ...card).name).toBe('Thérèse Lefèvre');
    // an é elsewhere stays, and so does a Spanish one before a last consonant
    expect(scan('Hélène Désirée Vélez', ...card).name).toBe('Hélène Désirée Vélez');
    expect(scan('Andrés Jiménez', ...card).name).toBe('Andrés Jiménez');
  });

  it('puts back the dot an address lost before its last label', () => {
    const card = ['Jordan DeLuca', 'Head of Finance', 'Brightwater Media Corp.'];
    expect(scan(...card, 'jordan@brightwaterexample').email).toBe('jordan@brightwater.example');
    expect(scan(...card, 'E. jordan@brightwaterexamplecom').email).toBe('jordan@brightwater.example.com');
    expect(scan(...card, 'jordan@brightwatercom').email).toBe('jordan@brightwater.com');
    // a domain that holds its dot is left as it is
    expect(scan(...card, 'jordan@netcom.de').email).toBe('jordan@netcom.de');
  });
});

describe('slips seen on fresh stand-in cards (round 21)', () => {
  it("keeps the host most of the card's addresses spell and its words run together, over a misread one", () => {
    const r = scan(
      'Jasper MacLeod',
      'Procurement Lead',
      'Harrowgate Labs Ltd',
      'jasper.macleod@harrowgatelabs.example.com',
      'contact@harrowgatclabs.example.com',
      ['https: //harrowgatelabs.example.com', 0.46],
    );
    expect(r.company).toBe('Harrowgate Labs Ltd');
    expect(r.website).toBe('harrowgatelabs.example.com');
    expect(r.email).toBe('jasper.macleod@harrowgatelabs.example.com');
  });

  it('puts a first name set apart back before a local part that keeps its underscore', () => {
    expect(localWithLostNamePart('_smit', 'Anouk Smit', 'ANOUK ', '')).toBe('anouk_smit');
    expect(localWithLostNamePart('smit', 'Anouk Smit', 'ANOUK ', '')).toBe('anouk.smit');
  });

  it('joins a surname broken where its double l was read as a bracket or a capital I', () => {
    const pieces = new Set(['itzayana', 'villarreal']);
    expect(joinSplitNameWords('Itzayana Vi [ larreal', pieces)).toBe('Itzayana Villarreal');
    expect(joinSplitNameWords('Itzayana Vi Iarreal', pieces)).toBe('Itzayana Villarreal');
    // two words the address runs together stay two words
    expect(joinSplitNameWords('Anouk Van Iersel', new Set(['anouk', 'vaniersel']))).toBe('Anouk Van Iersel');
  });
  it('reads a labelled host whose dots were read as spaces', () => {
    const card = ['RUPERT FOTHERINGHAM', 'EXPORT MANAGER', 'M +44 (0)7700 900 657'];
    expect(scan(...card, 'W redbrook example').website).toBe('redbrook.example');
    expect(scan(...card, 'Sitio web tramontana example').website).toBe('tramontana.example');
    expect(scan(...card, 'Internet: redbrook example com').website).toBe('redbrook.example.com');
    // words after a label that end in a two-letter word are no host
    expect(scan(...card, 'Web: diseño de').website).toBeNull();
  });

  it("reads www's dot read as a colon, and each gap after a host's dot", () => {
    expect(repairWebText('Online hutp:/Awww: redtail. example. com')).toBe(
      'Online http://www.redtail.example.com',
    );
  });

  it("reads a colon inside an address's local part as its dot, but not a label's colon", () => {
    const card = ['Tyler St. Clair', 'Product Marketing Manager', 'Redtail Systems LLC'];
    expect(scan(...card, 'E-mail tyler:stclair@redtail.example.com').email).toBe(
      'tyler.stclair@redtail.example.com',
    );
    expect(scan(...card, 'mail:tyler@redtail.example.com').email).toBe('tyler@redtail.example.com');
  });
  it("joins a host's pieces set apart by gaps after a hyphen and a dot, and drops a speck before its end", () => {
    expect(repairWebText('Sitio web WWW.PENACLARA- TECNOLOGIAS EXAMPLE COM')).toBe(
      'Sitio web WWW.PENACLARA-TECNOLOGIAS.EXAMPLE.COM',
    );
    expect(repairWebText('061 391 430 + carrowmore. example')).toBe('061 391 430 + carrowmore.example');
    expect(repairWebText('W ex trwverk. example org')).toBe('W ex trwverk.example.org');
    // a sentence's end before a word is left alone
    expect(repairWebText('Ships worldwide. Example orders welcome')).toBe(
      'Ships worldwide. Example orders welcome',
    );
    const card = ['MARTÍN BELTRÁN', 'Director General', 'Tecnologías Peñaclara S.L.'];
    expect(scan(...card, 'E-mail MARTIN_BELTRAN@PENACLARA-TECNOLOGIAS EXAMPLE (COM').email).toBe(
      'martin_beltran@penaclara-tecnologias.example.com',
    );
  });
  it("mends a title's short first word before Account, and a French elision that lost its apostrophe", () => {
    expect(repairTitleWords('Kev Account Manager')).toBe('Key Account Manager');
    expect(repairTitleWords('ey Account Manager')).toBe('Key Account Manager');
    expect(repairTitleWords('KEV ACCOUNT MANAGER')).toBe('KEY ACCOUNT MANAGER');
    expect(repairTitleWords('REY ACCOUNT MANAGER')).toBe('KEY ACCOUNT MANAGER');
    expect(repairTitleWords('Chargé daffaires')).toBe("Chargé d'affaires");
    // words that are already right stay
    expect(repairTitleWords('Key Account Manager')).toBe('Key Account Manager');
    expect(repairTitleWords('Directeur des ventes')).toBe('Directeur des ventes');
  });
  it('reads a last label "ong" as .org', () => {
    expect(repairTopLevelDomain('zeewolde.cxample.ong')).toBe('zeewolde.example.org');
    expect(repairTopLevelDomain('ACME.ONG')).toBe('ACME.ORG');
  });
  it("keeps the next address's local part out of a spaced domain, and reads the bare host after it", () => {
    const r = scan(
      'Eleanor Llewellyn',
      'KEY ACCOUNT MANAGER',
      'Redbrook Systems Ltd',
      '+44 (0) 7700 900553 eleanor.llewellyn@redbrook.example info@redbrook.example redbrook example',
    );
    expect(r.email).toBe('eleanor.llewellyn@redbrook.example');
    expect(r.website).toBe('redbrook.example');
    // a bare "word example" that is no host of the card stays words
    expect(scan('Eleanor Llewellyn', 'Redbrook Systems Ltd', 'for example').website).toBeNull();
  });

  it('reads a scheme that lost its colon and a host end with a stroke read as one more letter', () => {
    expect(repairWebText('Sitio web https //www mezquital exampile/')).toBe(
      'Sitio web https://www.mezquital.example/',
    );
    expect(repairWebText('W. | http//www.thornbury.example.org')).toBe(
      'W. | http://www.thornbury.example.org',
    );
  });

  it('prefers a web address printed with its scheme to a bare scrap of another line', () => {
    const r = scan(
      'Ewan Featherstone',
      'Account Executive',
      'Thornbury Ltd.',
      'E.| ewan feath yexample.org',
      'W. | https://thombury.example.org',
      'E. | info@thornbury.example.org',
    );
    expect(r.website).toBe('thornbury.example.org');
  });
  it('reads a capital B before the "ler" that ends a name word as ß', () => {
    expect(repairEszett('Lea-Sophie Oßwald-DreBler')).toBe('Lea-Sophie Oßwald-Dreßler');
    expect(repairEszett('Jonas GeBler')).toBe('Jonas Geßler');
    // a B that begins a syllable stays
    expect(repairEszett('Marie LeBlanc')).toBe('Marie LeBlanc');
    expect(repairEszett('Anne DeBlois')).toBe('Anne DeBlois');
  });
  it('puts back a ß lost whole on a German card where the address spells it', () => {
    const german = { code: 'DE', score: 3 };
    expect(eszettLostWhole('Karl-Heinz Meiner', ['karlheinz.meissner'], german)).toBe('Karl-Heinz Meißner');
    expect(eszettLostWhole('Jule Jäger-Meiner', ['jule.jaeger-meissner'], german)).toBe('Jule Jäger-Meißner');
    // not on a card of another region, where an s lost is likelier ("Rusell" for Russell)
    expect(eszettLostWhole('Tom Rusell', ['tom.russell'], { code: 'GB', score: 3 })).toBe('Tom Rusell');
    // nor where the name as read is in the address already
    expect(eszettLostWhole('Anna Gross', ['anna.gross'], german)).toBe('Anna Gross');
    const lead = scan(
      'Büro +49 (0) 69 90009148',
      ['E-Mail karlheinz.meissner@auental.example', 0.73],
      ['Prof. Dr. Karl-Heinz Meiner', 0.74],
      'VP, Partnerships',
      'Auental GmbH - Gartenweg 77',
      '60145 Frankfurt am Main, Deutschland',
    );
    expect(lead.name).toBe('Karl-Heinz Meißner');
  });
  it('reads an f and an l before another l inside a word as ß', () => {
    expect(repairEszett('Günther Drefller-Oßwald')).toBe('Günther Dreßler-Oßwald');
    expect(repairEszett('Weifllinger GmbH')).toBe('Weißlinger GmbH');
    // one l after the f is a spelling
    expect(repairEszett('Anna Pfleger')).toBe('Anna Pfleger');
    expect(repairEszett('Schafflinie')).toBe('Schafflinie');
  });
});

describe('words whose box tells nothing of their print size', () => {
  const word = (text: string, x0: number, x1: number, y0: number, y1: number) => ({
    text,
    confidence: 0.92,
    bbox: { x0, y0, x1, y1 },
  });

  it('does not cut a line at a word the recogniser gave a box a few rows tall', () => {
    const company = [
      word('Eichwerk', 991, 1113, 153, 172),
      // the recogniser's box for "Werkzeuge" covers six rows of its print
      word('Werkzeuge', 1127, 1245, 171, 177),
      word('Holz', 1270, 1330, 153, 172),
    ];
    const lines: TextLine[] = [
      {
        text: 'Gisela Jäger',
        confidence: 0.95,
        words: [word('Gisela', 120, 300, 276, 330), word('Jäger', 320, 480, 276, 330)],
      },
      { text: 'Geschäftsführerin', confidence: 0.92, words: [word('Geschäftsführerin', 120, 500, 350, 372)] },
      { text: company.map((w) => w.text).join(' '), confidence: 0.92, words: company },
      {
        text: 'gisela@eichwerk.example',
        confidence: 0.92,
        words: [word('gisela@eichwerk.example', 120, 500, 400, 422)],
      },
    ];
    expect(extractContact({ lines }).fields.company.value).toBe('Eichwerk Werkzeuge Holz');
    // a word of a truly smaller print still marks the column break
    company[1] = word('Werkzeuge', 1127, 1245, 160, 170);
    expect(extractContact({ lines }).fields.company.value).not.toBe('Eichwerk Werkzeuge Holz');
  });
  it("does not cut a web address's end off at a wide gap the recogniser left between its labels", () => {
    const site = [
      word('Sitio', 829, 891, 603, 628),
      word('web', 899, 950, 603, 628),
      word('WWW.PENACLARA-TECNOLOGIAS', 975, 1455, 599, 639),
      word('EXAMPLE', 1554, 1622, 604, 626),
      word('COM', 1629, 1680, 604, 626),
    ];
    const lines: TextLine[] = [
      {
        text: 'Martín Beltrán',
        confidence: 0.95,
        words: [word('Martín', 120, 300, 276, 330), word('Beltrán', 320, 480, 276, 330)],
      },
      {
        text: 'Director General',
        confidence: 0.92,
        words: [word('Director', 120, 300, 350, 372), word('General', 310, 450, 350, 372)],
      },
      { text: site.map((w) => w.text).join(' '), confidence: 0.9, words: site },
    ];
    expect(extractContact({ lines }).fields.website.value).toBe('www.penaclara-tecnologias.example.com');
  });
});

describe('hosts and addresses pieced together from the rest of the card', () => {
  it('reads a bare host whose dot was read as a space when the card prints its name in capitals', () => {
    const card = ['Nandini Banerjee', 'Head of Finance', 'Konark Pvt. Ltd.', 'Tel. +91-20-68176460'];
    const r = scan(...card, ['E. | nandini banerjeedkonark example.org', 0.66], 'W | konark example.org');
    expect(r.website).toBe('konark.example.org');
    // (and the address beside it, its "@" read as a letter and glued on, is the person's at that host)
    expect(r.email).toBe('nandini.banerjee@konark.example.org');
    // a label the card prints nowhere else stays apart
    expect(scan('Nandini Banerjee', 'Head of Finance', 'W | kanpur example.org').website).not.toBe(
      'kanpur.example.org',
    );
  });

  it('keeps a word between a web label and a whole host out of the host', () => {
    const card = ['Jérôme Duchêne', 'Ingénierie Montsoreau SAS', 'Mail jduchene@montsoreau.example'];
    expect(scan(...card, 'Site woh montsoreau.example').website).toBe('montsoreau.example');
    expect(scan(...card, 'Site web montsoreau.example').website).toBe('montsoreau.example');
    // (while a host's end after the gap is the host's: "Web: montsoreau example.com")
    expect(scan(...card, 'Web: montsoreau example.com').website).toBe('montsoreau.example.com');
  });

  it("completes an address cut inside a long host name from the card's web address", () => {
    const r = scan(
      'Dr. Derek Kowalczyk',
      'Brightwater Capital Inc.',
      '(617)555-0172',
      ['capital example.net', 0.76],
      ['dkowalczyk@brightwate', 0.49],
      ['www brightwater-capital example net', 0.62],
    );
    expect(r.email).toBe('dkowalczyk@brightwater-capital.example.net');
    // (the host's end after its hyphen is no address: "brightwater-" is not a local part)
    expect(r.website).toBe('www.brightwater-capital.example.net');
  });

  it('puts a labelled address together when its "@" was lost and a name the card prints starts its host', () => {
    expect(
      scan('Eline Brouwer', 'Sales Director', 'Zeewolde Media N.V,', 'E. cline.brouwerzeewolde.example.org')
        .email,
    ).toBe('eline.brouwer@zeewolde.example.org');
    // (its "@" read as a letter, and each dot as a gap or lost, in small letters or capitals)
    expect(
      scan('DR. MEENAKSHI AGARWAL', 'PARTNER', 'Narmada Pvt. Ltd.', 'Email meenakshiénarmada example').email,
    ).toBe('meenakshi@narmada.example');
    expect(
      scan(
        'POPPY FEATHERSTONE',
        'Key Account Manager',
        'Saltmarsh Labs PLC “E-mail PFEATHERSTONEGSALTMARSH- LABS.EXAMPLE',
      ).email,
    ).toBe('pfeatherstone@saltmarsh-labs.example');
    // (behind a label read with a slip, "il" read as one "d"; the host it was rebuilt from is no web address)
    const misread = scan('PILAR DE LA FUENTE', 'Miravalle S.L.', 'WhatsApp 691 829 511', [
      'Emad pilarimiravalle.example',
      0.3,
    ]);
    expect([misread.email, misread.website]).toEqual(['pilar@miravalle.example', null]);
    // (a first name that looks like such a label opens no address)
    expect(scan('Emad Haddad', 'Miravalle S.L.', 'Emad pilar.miravalle').email).toBeNull();
    // words after the label, or a host the card names nowhere else, are no address
    expect(scan('Eline Brouwer', 'Zeewolde Media N.V,', 'E. contact us zeewolde example').email).toBeNull();
    expect(scan('Eline Brouwer', 'Sales Director', 'E. cline.brouwerzeewolde.example.org').email).toBeNull();
  });

  it("reads a bare host with its .example misread, and spells it as the card's words do without their accents", () => {
    const card = ['TEZONTLE', 'YOLANDA CERVANTES', 'Directora General', 'Logística Tezontle S.A. de C.V.'];
    expect(scan(...card, ['© tezontle-logistica.cxample', 0.56]).website).toBe('tezontle-logistica.example');
    // (a host's end read alone, after an address's lost "@", names no host)
    expect(scan(...card, ['fm). guptaaravalli cxample.com', 0.26]).website).toBeNull();
    // of two readings of one host, the one whose pieces the card prints ("Logística Tezontle") wins
    const r = scan(
      ...card,
      ['@ y.cervantes@tezontle-logistica.example', 0.53],
      ['© tezontie-logistica.example', 0.56],
    );
    expect(r.website).toBe('tezontle-logistica.example');
    expect(r.email).toBe('y.cervantes@tezontle-logistica.example');
  });

  it("gives an address the inner label it lost when more of the card's addresses spell the host with it", () => {
    const card = [
      'Arq. Fernando Arriaga Zamora',
      'Ejecutivo de Cuentas',
      'INGENIERÍA MEZQUITAL S.A. DE C.V.',
    ];
    const r = scan(
      ...card,
      'C. | fernando_zamora@mezquital-ingenieria org',
      ['C. | ventas@mezquital-ingenieria.example.org', 0.92],
      'W. | www.mezquital-ingenieria.example.org',
    );
    expect(r.email).toBe('fernando_zamora@mezquital-ingenieria.example.org');
    // one spelling each is no majority: the address keeps its own
    expect(
      scan(...card, 'fernando_zamora@mezquital-ingenieria.org', 'W. | www.mezquital-ingenieria.example.org')
        .email,
    ).toBe('fernando_zamora@mezquital-ingenieria.org');
  });

  it("reads no address into a number before a handle whose name is near the card's host", () => {
    const r = scan(
      'Dr. Malik Castellano',
      'The Bluefin Group LLC',
      ['C 12125550171 © W | www.bluefin.example.org', 0.41],
      ['Tel. 1-212-555-0192 F|+12125550135 @bluelin_hq @malikcastel', 0.48],
    );
    expect(r.email).toBeNull();
    expect(r.website).toBe('www.bluefin.example.org');
  });

  it("spells a web address's host as the card's words read far more surely, and joins it when its dot was a gap", () => {
    const card = [
      'Floor de Groot',
      'Account Executive',
      ['Dijkhoven Logistiek B.V.', 0.91] as [string, number],
    ];
    // a letter lost in the host, its dot read as a gap
    expect(scan(...card, ['1] dikhoven-logistiek example.com', 0.7]).website).toBe(
      'dijkhoven-logistiek.example.com',
    );
    // (a host read as surely as the words keeps its letters: the company line may be the misread one)
    expect(scan(...card, ['www.dikhoven-logistiek.example.com', 0.9]).website).toBe(
      'www.dikhoven-logistiek.example.com',
    );
  });

  it('keeps an initial before a surname whose capital I was read as an l, where a label would be dropped', () => {
    const lead = scan(
      'Mob +91 6596722826',
      'Online https://kaveri.example.org',
      ['M. lyer', 0.87],
      'Sales Director',
    );
    expect(lead.name).toBe('M. Iyer');
    expect(lead.phone).toBe('+91 6596 722 826');
  });

  it('joins an initial in capitals set apart from the rest of a labelled address', () => {
    expect(repairEmailText('E. A. BONNAIRE@SAINTAUBIN.EXAMPLE.COM')).toBe(
      'E. A.BONNAIRE@SAINTAUBIN.EXAMPLE.COM',
    );
    const lead = scan(
      'AMÉLIE BONNAIRE',
      'KEY ACCOUNT MANAGER',
      ['E. A. BONNAIRE@SAINTAUBIN.EXAMPLE.COM', 0.78],
      'E. COMMERCIAL@SAINTAUBIN.EXAMPLE.COM',
    );
    expect(lead.email).toBe('a.bonnaire@saintaubin.example.com');
  });

  it('reads a title word in capitals with an F read as an E', () => {
    expect(repairTitleWords('BEDRIJESLEIDER')).toBe('BEDRIJFSLEIDER');
    expect(repairTitleWords('LEITER EINKAUE')).toBe('LEITER EINKAUF');
    // in small letters an e is no f
    expect(repairTitleWords('Bedrijesleider')).toBe('Bedrijesleider');
  });

  it('parts two numbers whose labels were lost where the second opens with its area code in brackets', () => {
    const lead = scan(
      'Sternwald Maschinenbau GmbH & Co. KG',
      'KARL-HEINZ DRESSLER-MEISSNER, MBA',
      'Leiter Vertrieb',
      ["' (0171) 3920067 (069) 90009652", 0.55],
    );
    expect(lead.phone).toBe('+49 171 3920067');
    // the brackets after a country code or a few digits are the number's own
    expect(scan('Anna Berg', 'Tel. +49 (0) 40 66969354').phone).toBe('+49 40 66969354');
    expect(scan('Anna Berg', 'Office +1 (404) 555-0171').phone).toBe('+1 404 555 0171');
  });

  it('glues no social handle set apart after a web address to it as an address', () => {
    const lead = scan(
      'G. Sengupta',
      'The Vindhya Group LLP',
      'E-mail sengupta@vindhya.example.org Online vindhya.example.org @vindhyaofficial',
    );
    expect(lead.website).toBe('vindhya.example.org');
    expect(lead.email).toBe('sengupta@vindhya.example.org');
    // an address's "@" set apart before its domain is still joined
    expect(repairEmailText('E: anna.berg @example.org')).toBe('E: anna.berg@example.org');
  });

  it("cuts junk read onto RFC 2606's .example", () => {
    expect(repairTopLevelDomain('kaveri.examplenosarvlgiavrianpe')).toBe('kaveri.example');
    // a real domain's end is kept
    expect(repairTopLevelDomain('acme.community')).toBe('acme.community');
    const lead = scan(
      'DR. M. AGARWAL',
      ['m.agarwal@kaveri.example', 0.91],
      ['8 m.agarwal@kaveri.examplenosarvlgiavrianpe', 0.48],
      'Kaveri Private Limited',
    );
    expect(lead.email).toBe('m.agarwal@kaveri.example');
  });

  it("keeps a company word's l where its domain, read in small print, has an i", () => {
    expect(repairWordsByDomain('Ingeniería Tezontle S.A.P.I. de C.V.', ['tezontie'])).toBe(
      'Ingeniería Tezontle S.A.P.I. de C.V.',
    );
    // the other way round, an i read for the domain's l, is mended
    expect(repairWordsByDomain('Ingeniería Tezontie S.A.P.I. de C.V.', ['tezontle'])).toBe(
      'Ingeniería Tezontle S.A.P.I. de C.V.',
    );
  });

  it('reads a top-level domain with its t read as an l', () => {
    expect(repairTopLevelDomain('oldquay.example.nel')).toBe('oldquay.example.net');
    expect(repairTopLevelDomain('OLDQUAY.EXAMPLE.NEL')).toBe('OLDQUAY.EXAMPLE.NET');
    // a domain as read is kept: Poland's is no misread Portugal's
    expect(repairTopLevelDomain('acme.pl')).toBe('acme.pl');
  });

  it('gives a wordmark taken for the company the legal form its garbled legal line prints after a near miss of it', () => {
    expect(withFormOfGarbledLine('ZACATAL', ['Zocatd SA. de CV, Calle Hidalgo 2955. Piso 6'])).toBe(
      'ZACATAL S.A. de C.V.',
    );
    // a line whose word before the form is another name's lends nothing
    expect(withFormOfGarbledLine('ZACATAL', ['Tonalli S.A. de C.V.'])).toBe('ZACATAL');
    const lead = scan(
      'T.(81) 3732 6943',
      ['C. u.bustamante@zacatal.example', 0.78],
      'W. zacatal.example',
      'LIC. URIEL BUSTAMANTE',
      'Managing Director',
      'ZACATAL',
      ['Zocatd SA. de CV, Calle Hidalgo 2955. Piso 6', 0.68],
      ['Col Obispado. 69582 Mucenrey. NL, Meaco', 0.36],
    );
    expect(lead.company).toBe('Zacatal S.A. de C.V.');
  });

  it('ends a company at its legal form when only signs and digits follow it', () => {
    expect(withoutMarksAfterForm('FALKENRIED GMBH 17%')).toBe('FALKENRIED GMBH');
    expect(withoutMarksAfterForm('Lindeboom B.V. |')).toBe('Lindeboom B.V.');
    expect(withoutMarksAfterForm('Acme Ltd (UK)')).toBe('Acme Ltd (UK)');
    expect(withoutMarksAfterForm('Studio 54 GmbH')).toBe('Studio 54 GmbH');
    const lead = scan('Web falkenried.example.net FALKENRIED GMBH 17%', 'JULE GROSSMANN', [
      'Einkäuferin',
      0.03,
    ]);
    expect(lead.company).toBe('Falkenried GmbH');
  });

  it('takes no pictogram before a number, or before a label and its number, for an "@"', () => {
    expect(repairEmailText('Bluefin Inc. O® T. 415.555.0182')).toBe('Bluefin Inc. O® T. 415.555.0182');
    expect(repairEmailText('O® 415.555.0182')).toBe('O® 415.555.0182');
    expect(repairEmailText('anna.berg ® example.org')).toBe('anna.berg@example.org');
    const lead = scan('Bluefin Inc. O® T. 415.555.0182', 'F 4155550110', 'Jordan Schaefer');
    expect(lead.phone).toBe('+1 415 555 0182');
  });

  it('joins a domain across gaps after its dots, but not junk read after a whole domain', () => {
    expect(repairEmailText('anna@domain. example. net')).toBe('anna@domain.example.net');
    expect(repairEmailText('anna@acme.com. au')).toBe('anna@acme.com.au');
    expect(repairEmailText('Wn marcus.okafor@cedarridge.example.org. iky')).toBe(
      'Wn marcus.okafor@cedarridge.example.org. iky',
    );
    expect(
      scan('Marcus J. Okafor', 'Business Development Manager', [
        'Wn marcus.okafor@cedarridge.example.org. iky',
        0.34,
      ]).email,
    ).toBe('marcus.okafor@cedarridge.example.org');
  });

  it("joins an address's local part across a gap after its dot in capitals, or a gap in a piece set apart by dashes", () => {
    expect(repairEmailText('Correo: MARTIN. FERNANDEZ@TRAMONTANA.EXAMPLE')).toBe(
      'Correo: MARTIN.FERNANDEZ@TRAMONTANA.EXAMPLE',
    );
    // a label's dot is no local part's
    expect(repairEmailText('EMAIL. FERNANDEZ@TRAMONTANA.EXAMPLE')).toBe(
      'EMAIL. FERNANDEZ@TRAMONTANA.EXAMPLE',
    );
    const line =
      'T +3120 694 3745 - M +31 (0)6 35 47 78 53 - geert hof@lindeboom.example - lindeboom example';
    expect(scan('Projectmanager', 'Lindeboom Advies BV.', [line, 0.78]).email).toBe(
      'geert.hof@lindeboom.example',
    );
  });

  it('mends .example glued on with a letter misread, or with its start lost', () => {
    expect(repairTopLevelDomain('burrencxample.net')).toBe('burren.example.net');
    expect(repairTopLevelDomain('vauclairexample.com')).toBe('vauclair.example.com');
    expect(repairTopLevelDomain('moher.ple')).toBe('moher.example');
    expect(repairTopLevelDomain('LINDEBOOM-SOFTWARE.PLE')).toBe('LINDEBOOM-SOFTWARE.EXAMPLE');
    // a host whose name only ends like it is left alone
    expect(repairTopLevelDomain('bigsample.com')).toBe('bigsample.com');
    expect(repairTopLevelDomain('examples.com')).toBe('examples.com');
  });

  it('takes the underscore another reading of the address prints over a dot put in for a gap', () => {
    const card = ['Inmaculada Muñoz Valdés', 'Chief Revenue Officer', 'Logística Brisamar S.L.'];
    const r = scan(
      ...card,
      ['inmaculada_valdes @brisamar-1', 0.79],
      ['inmaculada valdes @brisamar-logistica.example.net', 0.73],
    );
    expect(r.email).toBe('inmaculada_valdes@brisamar-logistica.example.net');
    // a profile path spelled so is no reading of the address
    expect(scan(...card, 'E. inmaculada valdes@brisamar.example.net', '/in/inmaculada_valdes').email).toBe(
      'inmaculada.valdes@brisamar.example.net',
    );
  });

  it("finds where a company line's name starts when a logo's letter before it is one of its legal form's", () => {
    const r = scan(
      'A Eichwerk AG',
      ['Tobias Krämer-Bach', 0.63],
      'Projektleiter',
      'Mob. (0171) 3920067',
      'E. tkraemerbach@eichwerk.example',
    );
    expect(r.company).toBe('Eichwerk AG');
  });

  it('gives an address cut inside its local part the whole local part another reading of it holds', () => {
    const card = ['Industries Vauclair SAS', 'Timothée Bonnaire', 'Chef de projet'];
    const r = scan(
      ...card,
      ['E. timothee.bonnaire@vauclair-industries.cXampic-oig', 0.6],
      ['nnaire@vauclair-industries.example.org', 0.66],
    );
    expect(r.email).toBe('timothee.bonnaire@vauclair-industries.example.org');
    // one that starts after the other's dot may be an address of its own
    const address = (value: string, seg: number): EmailFound => {
      const [local, domain] = value.split('@') as [string, string];
      return { value, local, domain, generic: false, seg, start: 0, end: value.length, conf: 0.9 };
    };
    const segment = (text: string, line: number): Segment => ({
      text,
      line,
      para: 0,
      conf: 0.9,
      height: 20,
      ocr: true,
    });
    const own = [address('bonnaire@vauclair.example.org', 1)];
    restoreCutLocalParts(own, [segment('E. t.bonnaire@vauclair.example.org', 0), segment(own[0]!.value, 1)]);
    expect(own[0]!.local).toBe('bonnaire');
  });

  it('reads a host after a pictogram read as a digit and a letter, set apart by a gap', () => {
    const card = ['Études Hautefeuille SAS', 'Jérôme Giraud', '@: jgiraud@hautefeuille-etudes.example.com'];
    expect(scan(...card, ['Gérant 8S. hautefeuille-etudes.example.com', 0.76]).website).toBe(
      'hautefeuille-etudes.example.com',
    );
    // (a number's digits before a garbled mailbox are no pictogram of a host)
    expect(scan(...card, ['12. kontaktiamuehibach. example', 0.1]).website).not.toBe(
      'kontaktiamuehibach.example',
    );
  });

  it('mends a slip in an address by the name when a handle on the card spells the slipped part as the name does', () => {
    const card = [
      'TRAMONTANA',
      ['Montserrat Gutiérrez-Llorente', 0.9] as [string, number],
      'Alimentos Tramontana S.A.',
    ];
    const address: [string, number] = ['Correo: monfserrat.gutierrezllorente@tramontana.example.com', 0.77];
    expect(scan(...card, address, ['@montserratgutier', 0.91]).email).toBe(
      'montserrat.gutierrezllorente@tramontana.example.com',
    );
    // without it, a name line read hardly more surely than the address leaves the address as read
    expect(scan(...card, address).email).toBe('monfserrat.gutierrezllorente@tramontana.example.com');
  });
});

describe('names and addresses cut or split by the recogniser', () => {
  it("completes a surname cut two letters short where the line went on, from the address's spelling", () => {
    const r = scan(
      'Blackwater Systems DAC',
      'M Mob | 083 683 9247',
      'Fionn Geragh FCA',
      'E-mail | fgeraghty@blackwater-systems.example',
      'Senior Software Engineer',
    );
    expect(r.name).toBe('Fionn Geraghty');
    // two digits, or a "jr", an address adds are not the surname's
    expect(scan('Mario Rossi', 'Sales Manager', 'mrossi22@acme.example').name).toBe('Mario Rossi');
    expect(scan('Mario Rossi', 'Sales Manager', 'mrossijr@acme.example').name).toBe('Mario Rossi');
    // a surname the address does not go on from stays as read
    expect(
      scan('Blackwater Systems DAC', 'Fionn Geragh', 'E-mail | fionn@blackwater-systems.example').name,
    ).toBe('Fionn Geragh');
  });

  it("reads a name's last l set apart as a capital I back into the name, when the address spells it", () => {
    const lines = ['Glenbeigh Foods Ltd', 'cathal.macentee@glenbeighfoods.example.com', 'VP, Partnerships'];
    expect(scan('Catha I MacEntee', ...lines).name).toBe('Cathal MacEntee');
    // (an address without the first name says nothing of it)
    expect(
      scan('Catha I MacEntee', 'Glenbeigh Foods Ltd', 'c.macentee@glenbeighfoods.example.com').name,
    ).not.toBe('Cathal MacEntee');
  });

  it('reads an initial read as a zero as an o, and takes no web address read before an "@" for a box', () => {
    expect(scan('Prokurist', 'Eichwerk AG', '0.grossmannosswald@eichwerk.example').email).toBe(
      'o.grossmannosswald@eichwerk.example',
    );
    expect(
      scan('Marisol Saldívar', 'Product Manager', 'E. W. https:/xalapena.example.net @xalapena.example.net')
        .email,
    ).toBeNull();
  });
});

describe('numbers read by a sibling number on the card', () => {
  it('mends a group read with a digit too many, as the valid number beside it prints that group', () => {
    const rows = ['Dana Whitcombe', 'Mobile: 312 5575 0144', 'Office: (312) 555-0100', 'Chicago, IL 60601'];
    expect(scan(...rows).phone).toBe('+1 312 555 0144');
    // (a guess: flagged for the user to confirm)
    expect(extractContact({ lines: ocrLines(rows) }).fields.phone.needsConfirmation).toBe(true);
    expect(extractContact({ lines: ocrLines(rows.slice(2)) }).fields.phone.needsConfirmation).toBe(false);
    expect(numbersMendedBySibling('312 5575 0144', ['(312) 555-0100'], () => true)).toEqual(['312 555 0144']);
    // (a group two digits off, or a sibling of another shape, says nothing)
    expect(numbersMendedBySibling('312 55775 0144', ['(312) 555-0100'], () => true)).toEqual([]);
    expect(numbersMendedBySibling('312 5575 0144', ['555 0100'], () => true)).toEqual([]);
  });

  it('gives a number whose area code was garbled the area code of the sibling it shares the exchange with', () => {
    const r = scan('Imogen Castell', 'Direct: xr1 496 0718', 'Fax: 0161 496 0000', 'Manchester M1 1AA');
    expect(r.phone).toBe('+44 161 496 0718');
    expect(numbersMendedBySibling('496 0718', ['0161 496 0000'], () => true)).toEqual(['0161 496 0718']);
    // (not when the groups after the shared one differ in length)
    expect(numbersMendedBySibling('496 07189', ['0161 496 0000'], () => true)).toEqual([]);
  });

  it('leaves a valid number as read, and returns only valid readings', () => {
    const r = scan('Imogen Castell', 'Mobile: 07700 900 123', 'Tel: 0161 496 0000', 'Manchester M1 1AA');
    expect(r.phone).toBe('+44 7700 900123');
    expect(numbersMendedBySibling('312 5575 0144', ['(312) 555-0100'], () => false)).toEqual([]);
  });
});

describe('domains that run the words of a surely read line together', () => {
  it('mends a one-letter slip in a domain that runs two words of the company line together', () => {
    const company = 'Hollow Brook & Finch LLC';
    // an r read as n, on a line read far less surely than the company's
    expect(repairDomainByCardWords('hollownrook.example.com', company, company)).toBe(
      'hollowbrook.example.com',
    );
    expect(
      scan(
        ['Hollow Brook & Finch LLC', 0.95],
        ['Priya Natarajan', 0.95],
        ['priya@hollowbnook.example.com', 0.5],
        ['www.hollowbnook.example.com', 0.5],
      ),
    ).toMatchObject({ email: 'priya@hollowbrook.example.com', website: 'www.hollowbrook.example.com' });
  });

  it('is not mended towards a company line that itself reads an e as c', () => {
    const company = 'Stonic Gate Inc. 120 Elm Street';
    expect(repairDomainByCardWords('stoniegate.example.com', company, company)).toBe(
      'stoniegate.example.com',
    );
  });
});

describe('a web address read right but for its end, beside an address whose domain was misread', () => {
  it("mends the web address's end before the two domains are weighed, so the host the card prints as words wins", () => {
    // (every line read alike: no line is read surely enough to mend the domain by its words alone)
    const r = scan(
      ['HAGEDORN WERKZEUGBAU GMBH', 0.8],
      ['Katrin Brandt', 0.8],
      ['Projektleiterin', 0.8],
      ['k.brandt@hagedom-uerkzeugbau.example', 0.8],
      ['hagedorn-werkzeugbau.examole', 0.8],
    );
    expect(r).toMatchObject({
      website: 'hagedorn-werkzeugbau.example',
      email: 'k.brandt@hagedorn-werkzeugbau.example',
    });
  });

  it('takes the address beside it on the same line as the surer reading when nothing else tells them apart', () => {
    const r = scan('Ruairi Moran', 'Sales Director', 'Corrib Freight Ltd', [
      'E r.moran@bluefin.example.com W. www blucfin.cxamgle.com',
      0.4,
    ]);
    expect(r).toMatchObject({ website: 'bluefin.example.com', email: 'r.moran@bluefin.example.com' });
  });
});

describe('a web address whose "www" the recogniser garbled', () => {
  const card = ['Nora Quinlan', 'Account Director', 'Harrowfield Ltd', 'nora@harrowfield.example.com'];

  it('reads a letter or two read before "ww" as the www they are part of', () => {
    expect(scan(...card, ['oww.harrowfield.example.com', 0.3]).website).toBe('www.harrowfield.example.com');
    expect(scan(...card, ['http://imww.harrowfield.example.com', 0.3]).website).toBe(
      'www.harrowfield.example.com',
    );
    // (another first label stays as printed)
    expect(scan(...card, 'news.harrowfield.example.com').website).toBe('news.harrowfield.example.com');
  });
});

describe('generic words of a company name read with an OCR slip', () => {
  it('takes the generic word a company word reads as once e, o and c, l and i, rn and m are undone', () => {
    expect(repairCompanyWords('Ashcombe Logisties Ltd')).toBe('Ashcombe Logistics Ltd');
    expect(repairCompanyWords('HALLORAN SYSTOMS')).toBe('HALLORAN SYSTEMS');
    expect(repairCompanyWords('Greupe Fabre SAS')).toBe('Groupe Fabre SAS');
    expect(repairCompanyWords('Lindqvist Consuitores S.L.')).toBe('Lindqvist Consultores S.L.');
  });

  it('leaves generic words as printed, short words, and words a slip away from no generic word', () => {
    expect(repairCompanyWords('Aubrac Logistik GmbH')).toBe('Aubrac Logistik GmbH');
    expect(repairCompanyWords('Capita Media Ltd')).toBe('Capita Media Ltd');
    expect(repairCompanyWords('Ondine Techno SAS')).toBe('Ondine Techno SAS');
  });

  it('mends such a word in a piece of a domain too, spelled as a host spells it', () => {
    expect(repairDomainByCardWords('ashcombe-logisties.example.com', 'Ashcombe Ltd')).toBe(
      'ashcombe-logistics.example.com',
    );
    expect(repairDomainByCardWords('aubrac-logistik.example', 'Aubrac GmbH')).toBe('aubrac-logistik.example');
    expect(repairDomainByCardWords('tezontle-logistica.example', 'Tezontle')).toBe(
      'tezontle-logistica.example',
    );
  });

  it('mends the company field of a scanned card', () => {
    expect(
      scan('Ashcombe Logisties Ltd', 'Tom Reyes', 'Operations Manager', 'tom@ashcombe.example.com').company,
    ).toBe('Ashcombe Logistics Ltd');
  });
});

describe('an address that spells an umlaut the name line lost', () => {
  it('keeps the vowel and e the address writes for an umlaut, and still mends another slip', () => {
    expect(localOneSlipFromName('jschaefer', 'Jonas Schafer', '')).toBeNull();
    expect(localOneSlipFromName('mmueller', 'Mia Muller', '')).toBeNull();
    expect(localOneSlipFromName('jschafler', 'Jonas Schafer', '')).toBe('jschafer');
  });
});

describe('an E label glued to an address that starts with the e of a first name', () => {
  it('drops the label when the rest writes the name and the whole does not', () => {
    expect(repairLocalByName('eemcintyre', 'Ewan McIntyre')).toBe('emcintyre');
    // (e + surname is itself a way of writing Eva Emerson's name)
    expect(repairLocalByName('eemerson', 'Eva Emerson')).toBeNull();
  });
});

describe('a fax label read with another vowel', () => {
  it('reads "Fox" and "Fex" as Fax, so the number under it is not taken for the phone', () => {
    for (const label of ['Fox', 'Fex']) {
      const r = scan(
        'Dana Whitfield',
        'Finance Director',
        'Ashgrove Inc.',
        `${label} +1 312 555 0177`,
        'Office +1 312 555 0142',
      );
      expect(r.phone).toBe('+1 312 555 0142');
    }
  });
});

describe('a one-letter mobile label whose dot was read as a thin letter', () => {
  it('reads "Mi." as M., so its number beats the office line above it', () => {
    const phone = (label: string) =>
      scan(
        'Lourdes Montaño',
        'Coordinadora de Logística',
        '® i+. (81) 7229-9201',
        `{1 ${label} +52 (81) 3752-9029`,
      ).phone;
    expect(phone('Mi.')).toBe('+52 81 3752 9029');
    // (undotted, the letters may be a word's)
    expect(phone('Mi')).toBe('+52 81 7229 9201');
  });
});

describe('a Mexican legal form whose first letter was lost', () => {
  it('reads "de R.L. de C.V." as S. de R.L. de C.V., the only form it ends', () => {
    expect(repairLegalSuffix('Grupo Tlaloc de R.L. de C.V.')).toBe('Grupo Tlaloc S. de R.L. de C.V.');
    expect(repairLegalSuffix('Grupo Tlaloc S. de R.L. de C.V.')).toBe('Grupo Tlaloc S. de R.L. de C.V.');
    expect(scan('Ana Ruiz', 'Gerente de Ventas', 'Grupo Tlaloc de R.L. de C.V.').company).toBe(
      'Grupo Tlaloc S. de R.L. de C.V.',
    );
  });
});

describe('Spanish company names that open with a word titles use too', () => {
  it('keeps "Comercial", "Técnica" or "Distribuidora" that opens the company line', () => {
    for (const company of [
      'Comercial Ibérica S.L.',
      'Distribuidora Comercial Tlaloc S.A.',
      'Técnica Nervión S.L.',
    ])
      expect(scan('Ana Ruiz', 'Gerente de Ventas', company).company).toBe(company);
  });

  it('still reads "Comercial en Tlaloc S.A." as a role held at the company', () => {
    expect(scan('Ana Ruiz', 'Comercial en Tlaloc S.A.')).toMatchObject({
      title: 'Comercial',
      company: 'Tlaloc S.A.',
    });
  });
});

describe("an address whose end's o or l was read as a digit", () => {
  it('reads "….example.0rg" and "….c0m" with their letters', () => {
    expect(scan('Meera Pillai', 'Operations Manager', 'E. meera.pillai@konark.example.0rg').email).toBe(
      'meera.pillai@konark.example.org',
    );
    expect(scan('Meera Pillai', 'Operations Manager', 'meera@konark-labs.c0m').email).toBe(
      'meera@konark-labs.com',
    );
  });
});

describe('a name line the recogniser ran into the column beside it', () => {
  it('ends the name at its degree and drops a web label read after it', () => {
    expect(
      scan(
        'Cedar Vale Systems Corp.',
        'Mobile (415) 555-0176',
        'Dana Kowalski MBA Online www.cedar-vale.example',
        'Managing Director',
      ),
    ).toMatchObject({ name: 'Dana Kowalski', website: 'www.cedar-vale.example' });
    // a degree ends the name even with a word of no label after it
    expect(scan('Dana Kowalski MBA Portfolio', 'Managing Director', 'Cedar Vale Systems Corp.').name).toBe(
      'Dana Kowalski',
    );
  });

  it('keeps a two-letter name word that degrees also spell', () => {
    expect(scan('Lin Ma Wei', 'Managing Director', 'Cedar Vale Systems Corp.').name).toBe('Lin Ma Wei');
  });

  it("reads the O' of an Irish surname read as a zero or after a bracket", () => {
    for (const read of ['(0 Mahony', '(O Mahony', "0'Mahony", "(0) 'Mahony", "(O) 'Mahony"])
      expect(
        scan(
          'Slane & Boyle Teoranta',
          `Aoife ${read} MSc Email aomahony@slaneboyle.example`,
          'Procurement Lead',
        ).name,
      ).toBe("Aoife O'Mahony");
    expect(scan('AOIFE (0 MAHONY', 'Procurement Lead', 'Slane & Boyle Teoranta').name).toBe("Aoife O'Mahony");
    // not a "(0" among a letter-spaced name's letters: that is its o (the boxes as a photo's reading gave them)
    const spaced = (
      [
        ['|', 123, 513, 135, 555],
        ['L', 151, 512, 182, 555],
        ['S', 193, 511, 227, 555],
        ['E', 242, 511, 273, 554],
        ['H', 314, 510, 352, 553],
        ['(0', 362, 504, 409, 575],
        ['E', 423, 509, 454, 551],
        ['K', 469, 508, 509, 551],
        ['S', 519, 506, 552, 551],
        ['T', 562, 507, 601, 549],
        ['RA', 613, 506, 703, 549],
        ['E', 945, 535, 958, 555],
        ['|', 978, 535, 980, 560],
        ['ILSE.HOEKSTRA@DIJKHOVEN.EXAMPLE.ORG', 995, 520, 1686, 562],
      ] as const
    ).map(([text, x0, y0, x1, y1]) => wordAt(text, x0, y0, x1, y1, 0.85));
    const lines = [
      lineOf(0.88, wordAt('Dijkhoven', 119, 405, 405, 458)),
      lineOf(0.8, ...spaced),
      lineOf(0.9, wordAt('EIGENAAR', 121, 580, 311, 606)),
    ];
    expect(extractContact({ lines }).fields.name.value).toBe('Ilse Hoekstra');
  });
});

describe("company words mended by the card's domain", () => {
  it('mends an accented word against the part of a domain that runs it and another company word together', () => {
    expect(
      scan(
        'Lucía Ortega',
        'Responsable de Compras',
        'Conservas Peñablanca S.L.',
        'E. lucia.ortega@penablancaconservas.example.com',
      ).company,
    ).toBe('Conservas Peñablanca S.L.');
    expect(
      scan(
        'Lucía Ortega',
        'Responsable de Compras',
        'Conservas Peñabianca S.L.',
        'E. lucia.ortega@penablancaconservas.example.com',
      ).company,
    ).toBe('Conservas Peñablanca S.L.');
  });

  it('takes the letters a wordmark and the domain agree on over a company line read otherwise', () => {
    const card = (company: string, mark: string) =>
      scan('Héctor Zamora', 'Director de Ventas', mark, 'hector.zamora@tlacotl.example', [company, 0.7])
        .company;
    expect(card('Tlacott S.A. de C.V.', 'Tlacotl')).toBe('Tlacotl S.A. de C.V.');
    // one reading alone is not enough: without the wordmark the line is as read
    expect(card('Tlacott S.A. de C.V.', 'Ventas y Servicio')).toBe('Tlacott S.A. de C.V.');
  });

  it('leaves an accented word the domain spells as it is', () => {
    expect(repairWordsByDomain('Hernández Logística', ['hernandezlogistica', 'logistica'])).toBe(
      'Hernández Logística',
    );
  });
});

describe('a web address cut short or read with a gap and a comma', () => {
  it("completes a web address cut at a dot from the card's address domain", () => {
    expect(
      scan('Meera Iyer', 'Commercial Director', 'E: meera.iyer@konkantrade.example', 'W. www.konkantrade.')
        .website,
    ).toBe('www.konkantrade.example');
  });

  it('leaves a whole web address that differs from the address domain alone', () => {
    expect(
      scan('Meera Iyer', 'Commercial Director', 'E: meera.iyer@konkan-trade.example', 'W. www.konkan.com')
        .website,
    ).toBe('www.konkan.com');
  });

  it('reads "www. host,example.com" as one web address', () => {
    expect(
      scan(
        'Jule Brandt',
        'Principal Consultant',
        'E: jule@eibenhof.example.com | W: www. eibenhof,example.com',
      ).website,
    ).toBe('www.eibenhof.example.com');
  });
});

describe('an address cut at the end of its line on a tilted photo', () => {
  it('joins the rest of its domain read as the next line, when the card prints its words', () => {
    expect(
      scan(
        'GODAVARI SPICES PRIVATE LIMITED',
        'Anjali Rao',
        'Export Manager',
        'M. 081690 88480 E. anjali@godav',
        ['ari-spices_ example, com', 0.2],
      ).email,
    ).toBe('anjali@godavari-spices.example.com');
  });

  it('leaves the cut address alone when the joined domain spells nothing the card prints', () => {
    expect(
      scan(
        'GODAVARI SPICES PRIVATE LIMITED',
        'Anjali Rao',
        'Export Manager',
        'M. 081690 88480 E. anjali@godav',
        ['xyz-foods_ example, com', 0.2],
      ).email,
    ).not.toBe('anjali@godavxyz-foods.example.com');
  });
});

describe('a lone two-letter title', () => {
  it('takes two letters not in capitals for specks, not for a title', () => {
    expect(
      scan(
        'Corrib Freight Ltd',
        ['4 Vd -', 0.49],
        'Aoife Ní Bhriain',
        'Eyre Square, Galway, H91 X30W',
        'Head of Finance',
      ).title,
    ).toBe('Head of Finance');
  });

  it('keeps one printed in capitals, as the Swedish VD is', () => {
    expect(scan('Anna Lindqvist', 'VD', 'Norrsken Logistik AB').title).toBe('VD');
  });
});

describe('a large name read in pieces of its words', () => {
  const card = (...name: [string, number, number][]) =>
    extractContact({
      lines: [
        lineOf(0.92, ...name.map(([text, x0, x1]) => wordAt(text, x0, 493, x1, 546, 0.95))),
        lineOf(0.92, wordAt('Responsable', 96, 575, 330, 613), wordAt('des', 345, 575, 406, 605)),
        lineOf(0.96, wordAt('Industries', 97, 631, 295, 659), wordAt('Ondine', 309, 631, 449, 659)),
        lineOf(0.91, wordAt('t.bonnaire@ondine-industries.example.org', 967, 690, 1664, 720)),
      ],
    }).fields.name.value;

  it('joins pieces a gap far narrower than a word space parts', () => {
    expect(card(['Th', 94, 184], ['eo', 191, 279], ['Bonnai', 311, 562], ['re', 572, 644])).toBe(
      'Theo Bonnaire',
    );
  });

  it('leaves words a word space apart, and a short word after a capitalised one', () => {
    expect(card(['Theo', 94, 279], ['de', 300, 350], ['Bonnaire', 372, 644])).toBe('Theo de Bonnaire');
  });
});

describe("a company word read with m for the domain's rn", () => {
  it('takes the letters the domain spells', () => {
    expect(repairWordsByDomain('Thombury & Davies Ltd', ['thornbury'])).toBe('Thornbury & Davies Ltd');
    expect(repairWordsByDomain('Hombury Ltd', ['thornbury'])).toBe('Hombury Ltd');
  });

  it("keeps a company word's rn against a domain read with an m, whichever the card spells more often", () => {
    expect(repairWordsByDomain('Thornbury LLP', ['thombury'])).toBe('Thornbury LLP');
    expect(
      scan(
        'DYLAN D’SOUZA',
        'PRINCIPAL CONSULTANT',
        'Thornbury LLP',
        'Email: ddsouza@thombury.example.com',
        'Email: sales@thombury.example.com',
      ),
    ).toMatchObject({ company: 'Thornbury LLP', email: 'ddsouza@thornbury.example.com' });
  });
});

describe('a letter before the dot of an address that no word of the name starts with', () => {
  it('keeps a letter no label is: the initial of a first name read with another capital', () => {
    expect(repairLocalByName('b.hargreaves', 'Eeatrix Hargreaves')).toBeNull();
    expect(
      scan('Eeatrix Hargreaves, PhD', 'Operations Manager', 'Email b.hargreaves@thornbury.example.com').email,
    ).toBe('b.hargreaves@thornbury.example.com');
  });

  it("still drops a label's letter glued on", () => {
    expect(repairLocalByName('e.xochitl.zamora', 'Xochitl Zamora')).toBe('xochitl.zamora');
  });
});

describe("a logo's monogram before the company name", () => {
  it('drops capitals that spell the initials of the words after them', () => {
    expect(stripJunkPrefix('LA LOGÍSTICA ALBARRÁN S.L.')).toBe('LOGÍSTICA ALBARRÁN S.L.');
    expect(stripJunkPrefix('GTS Global Tech Services')).toBe('Global Tech Services');
  });

  it('keeps a first word that spells no initials of the words after it', () => {
    expect(stripJunkPrefix('LA Rochelle Conseil SARL')).toBe('LA Rochelle Conseil SARL');
    expect(stripJunkPrefix('GTS Tech Services')).toBe('GTS Tech Services');
  });

  it("reads the initials of a hyphenated name's parts, and a monogram that spells a legal form is no form", () => {
    expect(stripJunkPrefix('SA Saint-Aubin SAS')).toBe('Saint-Aubin SAS');
    // the form that ends the name is the company's; one in pieces stays whole
    expect(nameEndingForm('SA Saint-Aubin SAS')?.[1]).toBe('SAS');
    expect(nameEndingForm('S.A. de C.V.')?.index).toBe(0);
    expect(nameEndingForm('Grupo Tonalli S.A. de C.V.')?.[1]).toMatch(/^S\.A\./);
    expect(
      scan(
        'SA Saint-Aubin SAS',
        'Dr Loïc Giraud',
        'Responsable Marketing',
        'loic.giraud@saintaubin.example.net',
      ).company,
    ).toBe('Saint-Aubin SAS');
  });
});

describe('a surname read in pieces with a speck for two of its letters', () => {
  it('joins it as the address spells it, the address writing the initial before it too', () => {
    expect(joinSplitNameWords('ANNELIES KU 1) PERS', new Set(['akuijpers']))).toBe('ANNELIES Kuijpers');
    expect(joinSplitNameWords('Annelies Ku 1) pers', new Set(['annelies', 'kuijpers']))).toBe(
      'Annelies Kuijpers',
    );
  });

  it('leaves pieces that spell another word than the address', () => {
    expect(joinSplitNameWords('ANNELIES KU 1) PERS', new Set(['akoppers', 'jansen']))).toBe(
      'ANNELIES KU 1) PERS',
    );
  });
});

describe('name lines with a stray capital, a street, or a gap after a hyphen', () => {
  it('drops a lone capital after a full name, but keeps a middle initial', () => {
    // (a degree's first letter set apart from the rest of it, "Nuria Aguirre K | BA")
    expect(scan('Nuria Aguirre K', 'SOCIA DIRECTORA', '08038 Barcelona, España').name).toBe('Nuria Aguirre');
    expect(scan('Nuria M. Aguirre', 'Socia Directora', 'Olivera S.A.').name).toBe('Nuria M. Aguirre');
  });

  it('takes no street for a name', () => {
    expect(
      scan('I; M , Baner Road', 'Co-Founder & CTO', 'Kaveri Agro Foods Private Limited').name,
    ).toBeNull();
  });

  it('joins a double first name read with a gap after its hyphen', () => {
    expect(scan('Jean- Baptiste Morel', 'Export Manager', 'Bellerive SAS').name).toBe('Jean-Baptiste Morel');
  });
});

describe("a name from a profile's address", () => {
  it('reads the name from "in/first-last" when no name line was read, to be confirmed', () => {
    const r = extractContact({
      lines: ocrLines([
        'in/pooja-menon Kaveri Agro Foods Private Limited',
        'Co-Founder & CTO',
        '+91-22-60000873',
      ]),
    });
    expect(r.fields.name.value).toBe('Pooja Menon');
    expect(r.fields.name.needsConfirmation).toBe(true);
  });

  it("skips a profile's own id after the name, and takes no name from a slug of three words", () => {
    const nameOf = (slug: string) =>
      extractContact({ lines: ocrLines([slug, 'Co-Founder & CTO', '+91-22-60000873']) }).fields.name.value;
    expect(nameOf('in/pooja-menon-4a5b21')).toBe('Pooja Menon');
    expect(nameOf('in/jean-baptiste-morel')).toBeNull();
  });
});

describe('Dutch IJ, a rarely doubled letter, and ri read as n', () => {
  it('writes the Dutch digraph IJ as one capital letter before a consonant, not before a vowel', () => {
    expect(properCaseName('PIETER-JAN IJZERMAN')).toBe('Pieter-Jan IJzerman');
    expect(properCaseName('IJEOMA OKAFOR')).toBe('Ijeoma Okafor');
  });

  it('drops a letter names never double from an address piece the name spells once, but not a doubled l', () => {
    expect(repairLocalByName('pieterjan.ijjzerman', 'Pieter-Jan IJzerman')).toBe('pieterjan.ijzerman');
    expect(repairLocalByName('killaris', 'Kilaris')).toBeNull();
  });

  it("mends a company word read with n for its domain's ri", () => {
    expect(repairWordsByDomain('Bnghtwater Capital LLC', ['brightwater'])).toBe('Brightwater Capital LLC');
  });
});

describe("an address's host against a web address read with gaps for its dots", () => {
  it("does not count the web address's own pieces as words the card prints", () => {
    const r = extractContact({
      lines: ocrLines([
        ['© The Brightwater Group Inc.', 0.82],
        ['Partner', 0.96],
        ['Email alyssa.osei@brightwater.exampie', 0.36],
        ['website boghtwater example', 0.75],
      ]),
    });
    expect(r.fields.email.value).toBe('alyssa.osei@brightwater.example');
    expect(r.fields.website.value).toBe('brightwater.example');
  });

  it("mends a company word read with o for its domain's e", () => {
    expect(repairWordsByDomain('Inishfreo Systems Teoranta', ['inishfree'])).toBe(
      'Inishfree Systems Teoranta',
    );
  });
});

describe('an address piece that runs name words together, read with a slip', () => {
  it('is mended as the run of the name words spells it', () => {
    expect(repairLocalByName('tyler.vanhom', 'Tyler Van Horn')).toBe('tyler.vanhorn');
  });

  it("leaves an initial before the run, and a letter at a piece's end, as read", () => {
    expect(repairLocalByName('rdelrio', 'Rodrigo del Río')).toBeNull();
  });
});

describe('a recognised word with a space of its own', () => {
  it('is read without it: a pictogram " @" still parts a title from the handle beside it', () => {
    const title = lineOf(
      0.68,
      wordAt('Business', 369, 605, 498, 629, 0.96),
      wordAt('Development', 510, 604, 705, 635, 0.96),
      wordAt('Manager', 716, 605, 850, 634, 0.39),
      wordAt(' @', 893, 614, 922, 643, 0.39),
      wordAt('@brittanyschaef', 935, 617, 1127, 642, 0.72),
    );
    const r = extractContact({
      lines: [
        lineOf(0.85, wordAt('Brittany', 369, 540, 520, 580), wordAt('Schaefer', 540, 540, 720, 580)),
        title,
        lineOf(0.93, wordAt('Summitline', 369, 660, 520, 690), wordAt('Foods', 530, 660, 600, 690)),
      ],
    });
    expect(r.fields.title.value).toBe('Business Development Manager');
  });
});

describe("a first name's initial or the first name set apart before the address", () => {
  it('joins an initial l read as a capital I with its dot', () => {
    expect(localWithLostNamePart('mulder', 'Lieke Mulder', 'E-mail I. ', '')).toBe('l.mulder');
    // (not another capital with a dot: that is a label)
    expect(localWithLostNamePart('mulder', 'Emma Mulder', 'E. ', '')).toBeNull();
  });

  it('joins an initial read as a digit', () => {
    expect(localWithLostNamePart('mcgrath', 'Sinéad McGrath', 'SINÉAD MCGRATH MBA 5 ', '')).toBe('s.mcgrath');
    expect(localWithLostNamePart('mcgrath', 'Aoife McGrath', 'T. 021 4555 ', '')).toBeNull();
  });

  it('joins the first name with the separator it was read with', () => {
    expect(localWithLostNamePart('munoz', 'Araceli Muñoz', 'Correo: araceli_ ', '')).toBe('araceli_munoz');
  });
});

describe('a legal form S.L. read as "S.il"', () => {
  it('is written S.L., and its "il" is no clue of Israel for the number', () => {
    expect(repairLegalSuffix('Alimentos Brisamar S.il')).toBe('Alimentos Brisamar S.L.');
    expect(repairLegalSuffix('ALIMENTOS BRISAMAR S.IL')).toBe('ALIMENTOS BRISAMAR S.L.');
    const r = scan(
      'Ana Belén Fernández',
      'Partner',
      'Alimentos Brisamar S.il',
      '740 409 297',
      'anabelen.fernandez@brisamar.example',
    );
    expect(r).toMatchObject({ company: 'Alimentos Brisamar S.L.', phone: '+34 740 40 92 97' });
  });
});

describe('a web address whose www is read with a letter of a garbled scheme, and a path after it', () => {
  it('is written with its www', () => {
    const r = scan(
      'Joaquín Llorente',
      'Director Comercial',
      '@ htps:/mww.brisamar.example.com/',
      'joaquin@brisamar.example.com',
    );
    expect(r.website).toBe('www.brisamar.example.com');
  });
});

describe('a hyphenated host whose words a company line prints, each read with a slip', () => {
  it('takes the words of the line read far more surely, however short a piece', () => {
    expect(repairDomainByCardWords('cedar-ndge.example', '', 'Cedar Ridge Inc.')).toBe('cedar-ridge.example');
    // (an rr run together into an m, but not an m the line prints read as rr)
    expect(repairDomainByCardWords('comib-logistics.example.net', '', 'Corrib Logistics Ltd')).toBe(
      'corrib-logistics.example.net',
    );
    expect(repairDomainByCardWords('corrib-logistics.example.net', '', 'Comib Logistics Ltd')).toBe(
      'corrib-logistics.example.net',
    );
  });

  it('keeps a host whose words are not the words of that line', () => {
    expect(repairDomainByCardWords('cedar-hill.example', '', 'Cedar Ridge Inc.')).toBe('cedar-hill.example');
    expect(repairDomainByCardWords('cedar-ridge.example', '', 'Cedar Ridge Inc.')).toBe(
      'cedar-ridge.example',
    );
  });

  it('mends the website of a card that prints no address', () => {
    const r = scan('Derek Schaefer', 'Cedar Ridge Inc.', 'COMMERCIAL DIRECTOR', [
      'W www cedar-ndge.example',
      0.4,
    ]);
    expect(r.website).toBe('cedar-ridge.example');
  });
});

describe('a title word one letter from a title word', () => {
  it('is mended beside title words read as printed ("Talent Aciuisition Lead")', () => {
    expect(repairTitleWords('Talent Aciuisition Lead')).toBe('Talent Acquisition Lead');
  });
});

describe('a capital L inside a name read as an l and a dot', () => {
  it('is a capital L ("Shauna Del.uca")', () => {
    const r = scan('Shauna Del.uca', 'PROCUREMENT LEAD', 'E s.deluca@cedarridge.example.net');
    expect(r.name).toBe('Shauna DeLuca');
  });

  it('is not a label glued to what follows, nor a host', () => {
    expect(repairLetterGlyphs('Tel.fax 030 1234')).toBe('Tel.fax 030 1234');
    expect(repairLetterGlyphs('Dal.example.com')).toBe('Dal.example.com');
  });
});

describe("a company's first word read from its middle where the line broke", () => {
  it("is spelled whole by the card's domain, with the words the card prints before it", () => {
    expect(
      completedFromDomain(
        'rrpakkingen B.V.',
        ['brugwater-verpakkingen.example.org'],
        'Brugwater Ver\nrrpakkingen B.V. - Stationsplein 263-B',
      ),
    ).toBe('Brugwater Verpakkingen B.V.');
  });

  it('is left as read when the card does not print the words before it, or the domain spells no such word', () => {
    expect(
      completedFromDomain('rrpakkingen B.V.', ['brugwater-verpakkingen.example.org'], 'rrpakkingen B.V.'),
    ).toBe('rrpakkingen B.V.');
    expect(
      completedFromDomain('rrpakkingen B.V.', ['smit.example.org'], 'Brugwater Ver\nrrpakkingen B.V.'),
    ).toBe('rrpakkingen B.V.');
  });
});

describe('a local part with the first name set apart before it', () => {
  it('is not mended by a slip when putting the first name back already writes the name', () => {
    const card: TextLine[] = [
      lineOf(
        0.95,
        wordAt('Yolanda', 100, 100, 300, 150, 0.95),
        wordAt('Montaño', 320, 100, 500, 150, 0.96),
        wordAt('Olvera', 520, 100, 700, 150, 0.96),
      ),
      lineOf(0.93, wordAt('Directora', 100, 170, 250, 195), wordAt('Comercial', 260, 170, 420, 195)),
      lineOf(
        0.8,
        wordAt('Emad', 137, 1384, 216, 1408, 0.8),
        wordAt('yolanda', 233, 1376, 352, 1419, 0.77),
        wordAt('montanoolvera@tonalli.example.org', 357, 1376, 875, 1419, 0.84),
      ),
    ];
    expect(extractContact({ lines: card }).fields.email.value).toBe(
      'yolanda.montanoolvera@tonalli.example.org',
    );
  });
});

describe('a mobile label read with its v and i as one w', () => {
  it('still marks the mobile ("Mowt." for Móvil)', () => {
    const r = scan(
      'Yolanda Olvera',
      'Directora Comercial',
      'Ofcina (33) 4098 0196',
      'Mowt. (33) 6899-2447',
      'yolanda.olvera@tonalli.example.org',
    );
    expect(r.phone).toBe('+52 33 6899 2447');
  });
});

describe("a legal form's first letter read twice, once as a digit", () => {
  it('drops the digit ("Zacatal 5 S. A. de C.V.")', () => {
    expect(withoutEchoedFormLetter('Zacatal 5 S.A. de C.V.', ['zacatal.example.com'])).toBe(
      'Zacatal S.A. de C.V.',
    );
    expect(withoutEchoedFormLetter('Hoornaar 8 B.V.', [])).toBe('Hoornaar B.V.');
    const r = scan(
      'Yolanda Olvera',
      'Responsable de Marketing',
      'Zacatal 5 S. A. de C.V.',
      'yolanda.olvera@zacatal.example.com',
    );
    expect(r.company).toBe('Zacatal S.A. de C.V.');
  });

  it("keeps a digit of the name: one the card's domain has, or one before another letter", () => {
    expect(withoutEchoedFormLetter('Canal 5 S.A.', ['canal5.example'])).toBe('Canal 5 S.A.');
    expect(withoutEchoedFormLetter('Grupo 5 B.V.', [])).toBe('Grupo 5 B.V.');
  });
});

describe('a round pictogram read as a letter in brackets', () => {
  it('parts a large name from a small address line beside it', () => {
    const r = extractContact({
      lines: [
        lineOf(
          0.88,
          wordAt('Lourdes', 96, 480, 330, 540),
          wordAt('Espinoza', 350, 480, 600, 540),
          wordAt('Ochoa', 620, 480, 800, 540),
          wordAt('(0)', 852, 530, 888, 562, 0.6),
          wordAt('Av.', 906, 540, 950, 562, 0.61),
          wordAt('Insurgentes', 960, 540, 1120, 562),
          wordAt('Sur', 1130, 540, 1180, 562),
          wordAt('585,', 1190, 540, 1250, 562),
        ),
        lineOf(
          0.93,
          wordAt('Ejecutiva', 96, 580, 250, 610),
          wordAt('de', 260, 580, 290, 610),
          wordAt('Cuentas', 300, 580, 440, 610),
        ),
      ],
    });
    expect(r.fields.name.value).toBe('Lourdes Espinoza Ochoa');
  });

  it('is part of a number between print of one size ("+44 (0) 161 496 0487")', () => {
    const r = scan('Jasper Barraclough', 'Head of Finance', 'Tel +44 (0) 161 496 0487');
    expect(r.phone).toBe('+44 161 496 0487');
  });
});

describe('a company word cut at its end, its rest read as a line of its own', () => {
  it('is spelled whole by the domain where the card prints the rest', () => {
    expect(
      completedWordsFromDomain(
        'Old Q Ltd',
        ['old-quay.example'],
        'Old Q Ltd Web www.old-quay.example/\nuay Ltd.',
      ),
    ).toBe('Old Quay Ltd');
  });

  it('is left as read where the card does not print the rest, or the words do not match the domain', () => {
    expect(completedWordsFromDomain('Old Q Ltd', ['old-quay.example'], 'Old Q Ltd')).toBe('Old Q Ltd');
    expect(completedWordsFromDomain('J Smith Ltd', ['smith-builders.example'], 'J Smith Ltd\nuilders')).toBe(
      'J Smith Ltd',
    );
  });
});

describe('a surname in capitals read in pieces, a letter of it as a digit', () => {
  it('is joined as the address spells it, with the initial before it', () => {
    expect(joinSplitNameWords('SUBRAMANI 1A N', new Set(['subramanian']))).toBe('SUBRAMANIAN');
    const r = scan('P. SUBRAMANI 1A N', 'Principal Consultant', 'p.subramanian@trishul.example.com');
    expect(r.name).toBe('P. Subramanian');
  });

  it('leaves two names, an initial and an elided particle as read', () => {
    expect(joinSplitNameWords('ANNA MARIA', new Set(['annamaria']))).toBe('ANNA MARIA');
    expect(joinSplitNameWords("GRÁINNE O'BRIEN", new Set(['grainne']))).toBe("GRÁINNE O'BRIEN");
    expect(joinSplitNameWords('MEGAN R. LARKIN', new Set(['megan']))).toBe('MEGAN R. LARKIN');
  });
});

describe('an address whose rn the recogniser read as m, beside a wordmark in capitals', () => {
  it('takes the capitals, which print RN apart from M, and the company its ß from the mended domain', () => {
    expect(repairDomainByCardWords('weissdom-anlagenbau.example', 'O WEISSDORN\nWeidorn Anlagenbau AG')).toBe(
      'weissdorn-anlagenbau.example',
    );
    const r = scan(
      'Tobias Lüdtke',
      ['O WEISSDORN', 0.67],
      'Teamleiter Kundenservice',
      ['Weidorn Anlagenbau AG', 0.69],
      ['Mail tobias.luedtke@weissdom-anlagenbau.example', 0.76],
    );
    expect(r).toMatchObject({
      company: 'Weißdorn Anlagenbau AG',
      email: 'tobias.luedtke@weissdorn-anlagenbau.example',
    });
  });

  it('keeps an address that spells the capitals already, or differs from them otherwise', () => {
    expect(repairDomainByCardWords('weissdorn.example', 'WEISSDORN')).toBe('weissdorn.example');
    expect(repairDomainByCardWords('weissdam.example', 'WEISSDORN')).toBe('weissdam.example');
  });
});

describe("a local part of the first name's initial and the surname, one letter confused", () => {
  it('is mended to the way the name writes it ("miynchhayes" for Méabh Lynch-Hayes)', () => {
    expect(repairLocalByName('miynchhayes', 'Méabh Lynch-Hayes')).toBe('mlynchhayes');
    expect(repairLocalByName('mlynchhayes', 'Méabh Lynch-Hayes')).toBeNull();
  });
});

describe('a whole number read with several slips among its digits', () => {
  it('is read as digits where it gives nine or more ("si25ss.0133" for 512.555.0133)', () => {
    expect(repairDigitSlips('Granite Bay = si25ss.0133')).toBe('Granite Bay = 512555.0133');
    const r = scan(
      'Tamika Larkin',
      'Sales Director',
      'Granite Bay Media LLC',
      'Granite Bay = si25ss.0133',
      'Austin, TX 78713',
    );
    expect(r.phone).toBe('+1 512 555 0133');
  });

  it('leaves words, and a short reference, as read', () => {
    expect(repairDigitSlips('Suite B78 sss')).toBe('Suite B78 sss');
    expect(repairDigitSlips('Ref s1234o')).toBe('Ref s1234o');
  });
});

describe('more card slips: an honorific, a comma in a number, a ß in capitals, a lost "de"', () => {
  it('reads "Or" opening a name line as the honorific Dr', () => {
    expect(repairLetterGlyphs('Or Tobias Ramsbottom')).toBe('Dr Tobias Ramsbottom');
    expect(scan('Or Tobias Ramsbottom', 'Product Marketing Manager', 'Redbrook Ltd.').name).toBe(
      'Tobias Ramsbottom',
    );
    // (a word "Or" in a line is no honorific)
    expect(repairLetterGlyphs('Call Or Email Today')).toBe('Call Or Email Today');
  });

  it("reads a comma between an international number's groups as its dot", () => {
    expect(repairDigitSlips('01 +1212,555.0100')).toBe('01 +1212.555.0100');
    expect(scan('Kayla Pham', 'Commercial Director', 'Prairie Point LLC', '01 +1212,555.0100').phone).toBe(
      '+1 212 555 0100',
    );
  });

  it('reads three strokes in capitals after a capital as a ß ("ORBRwald")', () => {
    expect(repairEszett('Mühlbach & ORBRwald AG')).toBe('Mühlbach & Oßwald AG');
  });

  it('puts back the Spanish "de" between a role\'s head and the noun of its field', () => {
    expect(repairTitleWords('Responsable Exportación')).toBe('Responsable de Exportación');
    expect(repairTitleWords('JEFA COMPRAS')).toBe('JEFA DE COMPRAS');
    expect(repairTitleWords('Responsable Comercial')).toBe('Responsable Comercial');
  });
});

describe('a wordmark in capitals spelling SS beside a legal name read with one glyph there', () => {
  it('gives the legal name with a ß', () => {
    const r = scan(
      'Dörte Nußbaum',
      'Geschäftsführerin',
      'WEISSDORN',
      'E doerte.nussbaum@weissdorn.example.com',
      ['Weildom GmbH & Co. KG, Am Hafen 27', 0.78],
      '80539 München, Germany',
    );
    expect(r.company).toBe('Weißdorn GmbH & Co. KG');
  });

  it('mends a Mc name whose capital I was read as a small l with a gap, and a name broken after its hyphen', () => {
    const r = extractContact({
      lines: ocrLines([
        'Fiona Mcl nnes- Carmichael',
        'Head of Client Services',
        'Ardgowan Partners Ltd.',
        'fiona.carmichael@ardgowan.example',
      ]),
    });
    expect(r.fields.name.value).toBe('Fiona McInnes-Carmichael');
  });
});

describe('card slips seen on session 30 seeds', () => {
  it('mends a legal form read with a small letter when a logo glyph follows it', () => {
    expect(
      scan(
        'Ramiro Tapia',
        'Gerente de Planta',
        ['Aceros Tlaxcala S.A. de C.v. (8)', 0.8],
        'Móvil +52 (222) 761 8245',
      ).company,
    ).toBe('Aceros Tlaxcala S.A. de C.V.');
  });

  it("mends a company word whose ri was read as n, beside the card's domain", () => {
    expect(
      scan(
        'Orla Ní Bhriain',
        'Managing Director',
        'E-mail meabh@tarrib.example.org',
        ['Tarnb Ltd 4 Quay Street', 0.84],
        'Galway, Ireland',
      ).company,
    ).toBe('Tarrib Ltd');
  });

  it("mends an address one letter off the name where the address's own word was read far less surely", () => {
    const lines = [
      ...ocrLines(['Aoibhe Brosnan', 'Partner', 'Moher Logistics Teo.']),
      lineOf(
        0.84,
        wordAt('M.', 10, 130, 30, 150, 0.9),
        wordAt('(086)', 40, 130, 90, 150, 0.95),
        wordAt('999', 100, 130, 130, 150, 0.96),
        wordAt('4761', 140, 130, 180, 150, 0.92),
        wordAt('E.', 200, 130, 215, 150, 0.9),
        wordAt('aoibho-brosnan@moher.example.com', 225, 130, 520, 150, 0.37),
      ),
    ];
    expect(extractContact({ lines }).fields.email.value).toBe('aoibhe-brosnan@moher.example.com');
    // (read as surely as its line, the address stands)
    lines[3]!.words![5]!.confidence = 0.9;
    expect(extractContact({ lines }).fields.email.value).toBe('aoibho-brosnan@moher.example.com');
  });

  it('joins a surname in capitals read in two pieces with its umlaut lost, as the address spells it', () => {
    expect(
      scan('ANNE-KATRIN MOL LER annekatrin.moeller@hafenkontor.example', 'Prokuristin', 'HAFENKONTOR GMBH')
        .name,
    ).toBe('Anne-Katrin Möller');
  });

  it("restores a first name's lost first letter where the card spells it whole twice", () => {
    const r = scan(
      'Arcos Villalba Ruiz',
      'Jefe de Compras',
      'Grupo Levantina S.A.',
      'Correo: marcos@levantina.example',
      '@marcosvillalba',
    );
    expect(r.name).toBe('Marcos Villalba Ruiz');
    // (spelled once, in the address only, the name as read stands)
    expect(
      scan(
        'Arcos Villalba Ruiz',
        'Jefe de Compras',
        'Grupo Levantina S.A.',
        'Correo: marcos@levantina.example',
      ).name,
    ).toBe('Arcos Villalba Ruiz');
  });

  it("reads a comma before a web address's end as its dot", () => {
    expect(
      scan('Bethan Hale', 'Head of Finance', 'CARRICK LLP', ['W www.carrick.example,org', 0.63]).website,
    ).toBe('www.carrick.example.org');
  });
});

describe('a title read run together with its neighbours', () => {
  it('spaces a title read without its spaces, only when every piece is a title word or joins them', () => {
    expect(spacedGluedTitle('HeadofFinance')).toBe('Head of Finance');
    expect(spacedGluedTitle('SalesDirector')).toBe('Sales Director');
    expect(spacedGluedTitle('McDonald')).toBeNull();
    expect(spacedGluedTitle('BrightWater')).toBeNull();
  });

  it('cuts a line after a legal form when a title follows it, and joins an ending set apart before a title', () => {
    expect(
      scan(
        'Dr. Tyler LaRue',
        'Summitline LLC HeadofFinance',
        '212-555-0113',
        'tyler.larue@summitline.example.com',
      ),
    ).toMatchObject({ company: 'Summitline LLC', title: 'Head of Finance' });
    expect(
      scan('TECHNISCH ER LEITER', 'Maximilian Meißner', 'E-Mail maximilian-meissner@auental.example.com')
        .title,
    ).toBe('Technischer Leiter');
  });
});

describe('a generic company word with its first letters garbled into capitals', () => {
  it('takes the listed word whose rest it spells', () => {
    expect(repairCompanyWords('PJRobiliaria Tramontana S.L.')).toBe('Inmobiliaria Tramontana S.L.');
    expect(repairCompanyWords('ABConsulting Ltd')).toBe('ABConsulting Ltd');
  });
});

describe('a legal form the layout wrapped onto a line of its own', () => {
  it('completes a company ending in the first word of a two-word form', () => {
    expect(withFormWrapped('Saptagiri Software Pvt', ['Saptagiri Software Pvt.', 'Ltd.'])).toBe(
      'Saptagiri Software Pvt. Ltd.',
    );
    expect(withFormWrapped('Saptagiri Software Pvt', ['Saptagiri Software Pvt'])).toBe(
      'Saptagiri Software Pvt',
    );
    expect(withFormWrapped('Kaveri Software Ltd.', ['Ltd.'])).toBe('Kaveri Software Ltd.');
    expect(
      scan(
        'Saptagiri Software Pvt.',
        'Prof. Kavitha Sharma',
        'Head of Customer Success',
        'Ltd.',
        'O: +91 (20) 4209 8389',
      ).company,
    ).toBe('Saptagiri Software Pvt. Ltd.');
  });
});

describe('German letters read as others, mended where the card or the word says so', () => {
  it('reads an inner R, S or fS of a title word as ß, but not where no title word results', () => {
    expect(repairTitleWords('AuRendienstmitarbeiter')).toBe('Außendienstmitarbeiter');
    expect(repairTitleWords('AufSendienstmitarbeiter')).toBe('Außendienstmitarbeiter');
    // a brand's inner capital is no ß
    expect(repairTitleWords('HubSpot Administrator')).toBe('HubSpot Administrator');
  });

  it("gives a name the umlaut its address spells with an e, and keeps the address's spelling", () => {
    const r = scan(
      'AUENTAL',
      'Jule Oßwald-Ludtke MBA',
      'Prokuristin',
      'E. josswaldluedtke@auental.example.org',
    );
    expect(r.name).toBe('Jule Oßwald-Lüdtke');
    expect(r.email).toBe('josswaldluedtke@auental.example.org');
    // an address that spells the vowel alone leaves the name as read
    expect(scan('Jule Ludtke', 'Prokuristin', 'E. jule.ludtke@auental.example.org').name).toBe('Jule Ludtke');
  });

  it('reads a ß read as "ll" in a name where the address spells ss', () => {
    const r = scan(
      'Svenja OBwald-Weillenborn',
      'TECHNISCHE LEITERIN',
      'Mail: svenja-weissenborn@falkenried-anlagenbau.example.org',
    );
    expect(r.name).toBe('Svenja Oßwald-Weißenborn');
    // (a name that spells ll, with an address that does too, is as printed)
    expect(scan('Svenja Weillen', 'Prokuristin', 'svenja.weillen@x.example.org').name).toBe('Svenja Weillen');
  });

  it('joins an Ö read as a zero set apart from the rest of its word, as the address spells it', () => {
    const r = scan('0 mer Meißner', 'Teamleiter Kundenservice', 'E. oemer@falkenried.example.com');
    expect(r.name).toBe('Ömer Meißner');
    expect(scan('0 mer Meißner', 'Teamleiter', 'E. omer@falkenried.example.com').name).toBe('Omer Meißner');
  });
});

describe('legal forms with a letter lost or glued', () => {
  it('puts back the lost first letter of a two-letter dotted form where only one form ends so', () => {
    expect(repairLegalSuffixes('Logística Miravalle .L., Calle Mayor, 84')).toBe(
      'Logística Miravalle S.L., Calle Mayor, 84',
    );
    // ".V." ends both B.V. and N.V.
    expect(repairLegalSuffixes('Lindeboom Techniek .V.')).toBe('Lindeboom Techniek .V.');
  });

  it('sets apart a "Pvt." glued to the name and reads "LID." in capitals as LTD.', () => {
    // (the two-word form takes its usual spelling)
    expect(repairLegalSuffix('GODAVARIPVT. LID.')).toBe('GODAVARI Pvt. Ltd.');
    expect(repairLegalSuffix('KAVERI LID.')).toBe('KAVERI LTD.');
    expect(
      scan('(©) GODAVARIPVT. LID.', 'K. Nair', 'OPERATIONS MANAGER', 'E. k_nair@godavari.example.com')
        .company,
    ).toBe('Godavari Pvt. Ltd.');
  });

  it('ends a company at a pictogram read as a sign in brackets before it', () => {
    const r = scan(
      'uriel@huasteca.example.org',
      'LIC. URIEL BUSTAMANTE (6) Huasteca S. de R.L. de C.V. - Blvd. Díaz Ordaz 1207',
      'Business Development Manager',
    );
    expect(r.company).toBe('Huasteca S. de R.L. de C.V.');
  });
});

describe('slips mended by what else the card prints', () => {
  it('reads a generic company word of an English card without the accent another model read into it', () => {
    expect(withoutStrayAccents('Glenbeigh Logístics DAC', { code: 'IE' })).toBe('Glenbeigh Logistics DAC');
    // a Spanish card's word keeps it, and so does a word no list holds
    expect(withoutStrayAccents('Logística Miravalle S.L.', { code: 'ES' })).toBe('Logística Miravalle S.L.');
    expect(withoutStrayAccents('Ó Briain Logistics', { code: 'IE' })).toBe('Ó Briain Logistics');
  });

  it('mends each piece of a local part by the name, and a piece a confused letter from name words run together', () => {
    expect(repairLocalByName('nandint.lyer', 'Nandini Iyer')).toBe('nandini.iyer');
    expect(repairLocalByName('t.iebihan', 'Théo Le Bihan')).toBe('t.lebihan');
    // (a piece that is the name's words as written stays)
    expect(repairLocalByName('t.lebihan', 'Théo Le Bihan')).toBeNull();
  });

  it("mends an f read as l in a domain by the card's word printed with an umlaut", () => {
    expect(repairDomainByCardWords('brueckenhol.example', 'Brückenhof GmbH & Co. KG')).toBe(
      'brueckenhof.example',
    );
    expect(repairDomainByCardWords('brueckenhol.example', 'Brückenhaus GmbH')).toBe('brueckenhol.example');
  });
});

describe('addresses and names mended by the card on fresh seeds', () => {
  it("reads a hyphen before RFC 2606's label as the dot it stands for", () => {
    expect(repairEmailText('E-mail ochoaarriaga@tezontle-alimentos-example.net')).toBe(
      'E-mail ochoaarriaga@tezontle-alimentos.example.net',
    );
    expect(repairEmailText('ana@acme-examples.net')).toBe('ana@acme-examples.net');
  });

  it("finds an unlabelled address whose '@' was read as letters, on a line shaped like a local part", () => {
    const r = scan(
      'Zeewolde & Smit N.V.',
      'JOLIEN OP DEN KAMP MSC',
      'EIGENAAR',
      'M +31(0)6-12014476',
      'Jolien_kampad zeewolde. example',
    );
    expect(r.email).toBe('jolien_kamp@zeewolde.example');
    // (a line of two words is no address)
    expect(scan('Zeewolde & Smit N.V.', 'Jolien op den Kamp', 'Kamp zeewolde. example').email).toBeNull();
  });

  it('takes a mixed-case web address after a scheme, and mends its host by a word the card prints twice', () => {
    const r = scan('Lieke de Groot', 'Lindeboom B.V.,', 'LinDEBooM', '1| hitps:/Mindeboom.example.com');
    expect(r.website).toBe('lindeboom.example.com');
    // (prose with a capital and no scheme is no web address)
    expect(scan('Lieke de Groot', 'Lindeboom B.V.', 'Lindeboom Ltd.Com').website).toBeNull();
  });

  it("mends a brand's word two slips from its wordmark and domain, not a title word beside a generic one", () => {
    expect(
      scan(
        'VAUCLAIR',
        'Jean-Baptiste Dubois-Martin',
        'Chef de projet',
        'www.vauclair.example.com',
        'Vauciar SA',
      ).company,
    ).toBe('Vauclair SA');
    expect(
      scan(
        'Peñaclara',
        'Rocío Domínguez',
        'penaclara.example.org',
        'Alimentos Pedaciara S.L. | Calle Mayor, 81',
      ).company,
    ).toBe('Alimentos Peñaclara S.L.');
    const consultant = scan(
      'Moher',
      'Róisín Ní Bhriain',
      'Principal Consultant',
      'Moher Consulting Ltd',
      'www.moher-consulting.example/',
    );
    expect(consultant.title).toBe('Principal Consultant');
  });

  it('mends a slip in one half of a double surname in the local part', () => {
    expect(repairLocalByName('jeanbaptiste_marntin', 'Jean-Baptiste Dubois-Martin')).toBe(
      'jeanbaptiste_martin',
    );
    // (and the first name's initial before the surname, "miynchhayes" for Méabh Lynch-Hayes)
    expect(repairLocalByName('miynchhayes', 'Méabh Lynch-Hayes')).toBe('mlynchhayes');
  });

  it("reads a colon between an international number's area code and the rest as a hyphen, not in a time", () => {
    expect(
      scan('Nandini Agarwal', 'Direct +91-22:44820923 - Email nandini.agarwal@narmada.example.org').phone,
    ).toBe('+91 22 4482 0923');
    expect(repairDigitSlips('Mo-Fr 08:00-18:00')).toBe('Mo-Fr 08:00-18:00');
  });

  it("gives an English card's company no accent read elsewhere on the card", () => {
    expect(withAccentsPrintedElsewhere('Aravalli Pvt. Ltd.', 'Aravallí', { code: 'IN' })).toBe(
      'Aravalli Pvt. Ltd.',
    );
    expect(withAccentsPrintedElsewhere('Penaclara S.L.', 'Peñaclara', { code: 'ES' })).toBe('Peñaclara S.L.');
  });
});

describe('a Dutch card, a pictogram between a name and a host, and a web address cut at both ends', () => {
  it('reads a Dutch card\'s number as Dutch when its title is Dutch, though "Directeur" is French too', () => {
    const r = scan('Noor Hoekstra', 'Commercieel Directeur', 'Lindeboom B.V.', '© M. 06 40 57 71 90');
    expect(r.phone).toBe('+31 6 40577190');
    // (or its firm's words are: "Logistiek", its legal form garbled, and a title in English)
    const dutchFirm = scan(
      'Samen verder',
      'Brugwater Logistiek N.. V.',
      'Ilse de Wit',
      'Principal Consultant',
      'T. 010-3821993',
    );
    expect(dutchFirm.phone).toBe('+31 10 382 1993');
  });

  it('takes an "@" set apart between a word in capitals and a host in small letters for a pictogram', () => {
    const r = scan(
      'DRS. FLOOR OP DEN KAMP @ zeewolde.example',
      'Senior Software Engineer',
      '2 fopdenkamp@zeewolde.example',
    );
    expect(r.name).toBe('Floor op den Kamp');
    expect(r.website).toBe('zeewolde.example');
    expect(repairEmailText('JOHN @ ACME.COM')).toBe('JOHN@ACME.COM');
  });

  it("gives a web address held inside the address's domain from within its first label that domain", () => {
    const r = scan(
      'DWAYNE CASTELLANO',
      'Email dwayne@granitebay.example.com',
      'Online www. itebay.example.',
      'Granite Bay & Castellano Inc.',
    );
    expect(r.website).toBe('www.granitebay.example.com');
    // (a host the address's domain holds from a dot on is a host of its own, no cut reading)
    expect(scan('Ana Ruiz', 'ana@shop.acme.example', 'www.acme.example').website).toBe('www.acme.example');
  });
});

describe('labels and labels of a host lost or misread', () => {
  it('takes a long label read with a slip for the label it is, not for a company', () => {
    const r = scan(
      'Matthias Yılmaz',
      'Principal Consultant',
      'Mobiitelefon 0174 3920069',
      'E-Mail matthias.yilmaz@lindhorst.example.com',
    );
    expect(r.company).toBeNull();
    expect(r.phone).toBe('+49 174 3920069');
    // (a title word a short label is a slip from stays a title word)
    expect(scan('Anna Weber', 'Sales Director', 'anna@weber.example').title).toBe('Sales Director');
  });

  it('takes the longer of two web address readings where more of the card spells it, though the shorter ends in use', () => {
    const r = scan(
      'Emballages Ondine SAS',
      'Théo Lacroix Mail theo_lacroix@ondine-emballages.example.org',
      'Web www.ondine-emballages.example.o',
      'Wel www.ondine-emballages.example.org',
    );
    expect(r.website).toBe('www.ondine-emballages.example.org');
    // (alone, a host that ends in "example" is whole)
    expect(scan('Théo Lacroix', 'Web www.ondine.example').website).toBe('www.ondine.example');
  });
});

describe('slips seen on fresh cards (stop 34)', () => {
  it('keeps a generic company word read small after a capitalised word of the name', () => {
    const r = scan(
      'Jolien van Leeuwen',
      'Accountmanager',
      'Kempenaar installatietechniek B.V. - Marktstraat 27 - 1021 KL Amsterdam',
      'E-mail jvanleeuwen@kempenaar-installatietechniek.example.com',
    );
    expect(r.company).toBe('Kempenaar Installatietechniek B.V.');
  });

  it("mends a company word one slip from a label two of the card's addresses spell", () => {
    const rows = (company: string, web = 'W www.olivera.example.org') =>
      scan('Dra. Ana Belén del Río', 'Socia Directora', 'E ana_rio@olivera.example.org', web, company);
    expect(rows('Olivers S.L.U. - Calle del Carmen, 217').company).toBe('Olivera S.L.U.');
    // (one address alone is one reading against the company line's)
    expect(rows('Olivers S.L.U. - Calle del Carmen, 217', 'Calle del Carmen').company).toBe('Olivers S.L.U.');
    // a letter no host can write is put back before any such mend ("Pefiaclara" beside penaclara twice)
    expect(
      scan(
        'Íñigo Aguirre',
        'Email i.aguirre@penaclara.example.com',
        'Sitio web penaclara.example.com',
        'Pefiaclara S.L. - Avda. de la Constitución, 203',
      ).company,
    ).toBe('Peñaclara S.L.');
  });

  it("mends an address's l read as t, and a Dutch ij read as u, where the name shows them", () => {
    expect(
      scan('Inmaculada Gutiérrez Peñalosa', 'Directora', 'E inmacutada.gutierrezpenalosa@miravalle.example')
        .email,
    ).toBe('inmaculada.gutierrezpenalosa@miravalle.example');
    expect(scan('Noor IJzerman', 'Inkoper', 'E noor.uzerman@eemstad.example.net').email).toBe(
      'noor.ijzerman@eemstad.example.net',
    );
    // (a t the name spells stays: "tatiana" is not "latiana")
    expect(scan('Tatiana Lanz', 'Inkoper', 'E tatiana.lanz@eemstad.example.net').email).toBe(
      'tatiana.lanz@eemstad.example.net',
    );
  });

  it("ends a name where the next word scarcely shares its rows (the next column's line below it)", () => {
    // (the boxes as a photo's reading gave them)
    const lines = [
      lineOf(
        0.95,
        wordAt('Distribution', 125, 143, 574, 197),
        wordAt('Ondine', 599, 143, 861, 197),
        wordAt('SAS', 890, 144, 1030, 197),
      ),
      lineOf(
        0.9,
        wordAt('M.', 867, 555, 913, 584),
        wordAt('06', 931, 550, 967, 598),
        wordAt('39', 983, 555, 1015, 584),
        wordAt('98', 1031, 550, 1063, 598),
        wordAt('46', 1079, 550, 1111, 598),
        wordAt('63', 1128, 554, 1166, 584),
      ),
      lineOf(
        0.89,
        wordAt('@', 867, 614, 892, 641),
        wordAt('AURELIEN.CHEVALIER@ONDINE-DISTRIBUTION.EXAMPLE', 906, 614, 1664, 641),
      ),
      lineOf(
        0.9,
        wordAt('AURÉLIEN', 122, 622, 440, 660),
        wordAt('CHEVALIER', 467, 622, 819, 660),
        wordAt('S.', 867, 659, 898, 689, 0.82),
        wordAt('WWW.ONDINE-DISTRIBUTION.EXAMPLE', 918, 659, 1662, 689),
      ),
      lineOf(0.95, wordAt('Account', 125, 697, 284, 732), wordAt('Executive', 298, 697, 484, 732)),
    ];
    const r = extractContact({ lines }).fields;
    expect(r.name.value).toBe('Aurélien Chevalier');
    expect(r.website.value).toBe('www.ondine-distribution.example');
  });

  it('reads a bar and dot set apart before an address as an initial, "da" in a legal form as de, and "Cll" as cell', () => {
    expect(
      scan('Dr Léonie Duchêne', 'Responsable Marketing', 'Coumel |. duchene@bellerive. exampile.com').email,
    ).toBe('l.duchene@bellerive.example.com');
    // (a bar set apart on both sides is a separator)
    expect(
      scan('Dr Léonie Duchêne', 'Responsable Marketing', 'Fax 03 53 01 37 62 | duchene@bellerive.example.com')
        .email,
    ).toBe('duchene@bellerive.example.com');
    expect(
      scan('Citlali Villarreal Zamora', 'Asesora Comercial', 'Zacatal SA. da CV, Calle Hidalgo 427, Piso 13')
        .company,
    ).toBe('Zacatal S.A. de C.V.');
    expect(
      scan(
        'Cody Pham',
        'Head of Customer Success',
        'Summitline Foods LLC',
        'T 303.555.0130 + Cll 303-555-0141',
      ).phone,
    ).toBe('+1 303 555 0141');
  });

  it('finds an address behind an "Email" label cut short, its "@" read as a letter and a gap inside its name', () => {
    const rows = (line: string) =>
      scan(
        '© MEZQUITAL',
        'LOURDES OLVERA SALDÍVAR',
        'COORDINADORA DE LOGÍSTICA',
        'Grupo Mezquital S.A. de C.V.',
        line,
      );
    expect(rows('Oficina (81) 1043-8698 | Ema LOLVERASALDIVARGME ZQUITAL EXAMPLE').email).toBe(
      'lolverasaldivar@mezquital.example',
    );
    // (a first name "Ema" opening a line is no label)
    expect(rows('Ema Ruiz Mezquital').email).toBeNull();
  });

  it("takes the address's domain for a garbled web address after it on its line, its scheme and third letter misread", () => {
    const rows = (line: string) =>
      scan('Wiebke von der Heyde', 'Head of Customer Success', 'BRÜCKENHOF GMBH', line);
    expect(rows('Mail w.vonderheyde@brueckenhof.example Internet httns:/brieckenhofexamolal').website).toBe(
      'brueckenhof.example',
    );
    // (letters far from the domain's are no reading of it)
    expect(
      rows('Mail w.vonderheyde@brueckenhof.example Internet httns:/bravomarketingdesk').website,
    ).toBeNull();
  });

  it('finds a labelled address in capitals whose "@" was lost in a gap, its domain printed in the web address', () => {
    const card = ['CEDAR RIDGE', 'JORDAN T. DELUCA', 'Key Account Manager', 'Cedar Ridge Capital LLC'];
    expect(
      scan(...card, 'E. JORDAN DELUCA CEDARRIDGE-CAPITAI. EXAMPLE COM', 'W CEDARRIDGE-CAPITAL.EXAMPLE.COM')
        .email,
    ).toBe('jordan.deluca@cedarridge-capital.example.com');
    // (unlabelled, a name beside the host is no address)
    expect(scan(...card, 'JORDAN DELUCA CEDARRIDGE-CAPITAL.EXAMPLE.COM').email).toBeNull();
  });

  it('drops a pictogram read weakly as letters between a name and a number in smaller print', () => {
    // (the boxes as a photo's reading gave them)
    const nameLine = (pictogram: number) =>
      lineOf(
        0.91,
        wordAt('Rubén', 133, 429, 314, 519, 0.96),
        wordAt('Dominguez', 331, 432, 642, 533, 0.94),
        wordAt('Aguirre', 656, 432, 879, 554, 0.91),
        wordAt('Ps', 921, 441, 968, 527, pictogram),
        wordAt('968', 992, 488, 1050, 518, 0.96),
        wordAt('84', 1060, 488, 1099, 518, 0.95),
        wordAt('47', 1109, 489, 1148, 518, 0.95),
        wordAt('96', 1158, 489, 1197, 518, 0.95),
      );
    const rest = [
      lineOf(0.92, wordAt('Asesor', 132, 560, 266, 593), wordAt('Comercial', 280, 559, 479, 594)),
    ];
    const r = extractContact({ lines: [nameLine(0.68), ...rest] }).fields;
    expect(r.name.value).toBe('Rubén Dominguez Aguirre');
    expect(r.phone.value?.replace(/\D/g, '')).toContain('968844796');
  });

  it('reads a comma for the dot of a local part, and a first name set apart behind a glued E label', () => {
    expect(
      scan(
        'Inmaculada Castaño Fernández',
        'Coordinadora',
        'Email inmaculada,castanofernandez@brisamar.example.com',
      ).email,
    ).toBe('inmaculada.castanofernandez@brisamar.example.com');
    // (a comma between two items stays one)
    expect(scan('Ana Ruiz', 'Directora', 'Sevilla,ana@brisamar.example.com').email).not.toContain('sevilla');
    expect(scan('Lea-Sophie Lüdtke', 'Einkäuferin', 'Eleasophie luedtke@brueckenhof.example.com').email).toBe(
      'leasophie.luedtke@brueckenhof.example.com',
    );
  });

  it('reads "8.V." as B.V., and a web address after a garbled scheme with no label as the address\'s domain', () => {
    expect(
      scan('Joost Hoekstra', 'Principal Consultant', 'Hoornaar Media 8.V. - Stationsplein 41').company,
    ).toBe('Hoornaar Media B.V.');
    const card = [
      'Ing. Martín Carrasco Muñoz',
      'Responsable de Exportación',
      'mcarrascomunoz@albarran.example.com',
    ];
    expect(scan(...card, 'hips Halbatran example com').website).toBe('albarran.example.com');
    // (a line whose letters are not the domain's is none)
    expect(scan(...card, 'hips Hallmark Studio').website).toBeNull();
  });

  it('reads a web address whose label was read twice over as the host once', () => {
    expect(
      scan('Méabh Brosnan', 'Glenbeigh Media Ltd Web: glenbeigh-media.glenbeigh-media.example.com').website,
    ).toBe('glenbeigh-media.example.com');
    // (a label that opens the next is another)
    expect(scan('Méabh Brosnan', 'Web: media.media-group.example.com').website).toBe(
      'media.media-group.example.com',
    );
  });

  it("takes a role beside the name over a logo's letters printed larger than the name", () => {
    // (the boxes as a styled card's reading gave them)
    const lines = (logoTop: number) => [
      lineOf(
        0.9,
        wordAt('GM', 94, logoTop, 197, 198, 0.84),
        wordAt('People', 1449, 132, 1537, 160),
        wordAt('first.', 1545, 132, 1595, 155),
        wordAt('Always.', 1604, 132, 1700, 160),
      ),
      lineOf(0.94, wordAt('MÉABH', 103, 557, 371, 615), wordAt('BROSNAN', 419, 568, 795, 615)),
      lineOf(
        0.95,
        wordAt('TALENT', 98, 645, 239, 670),
        wordAt('ACQUISITION', 250, 645, 494, 676),
        wordAt('LEAD', 512, 645, 605, 670),
      ),
      lineOf(
        0.95,
        wordAt('Glenbeigh', 100, 696, 319, 735),
        wordAt('Media', 338, 696, 465, 727),
        wordAt('Ltd', 484, 695, 549, 727),
      ),
    ];
    expect(extractContact({ lines: lines(95) }).fields.title.value).toBe('Talent Acquisition Lead');
  });

  it("takes a role beside the name over the company's initials printed as its monogram", () => {
    const card = (company: string) =>
      scan(
        ['VP', 0.7],
        'Rahul Gupta',
        'Co-Founder & CTO',
        company,
        'M. 71089 40140',
        'E. rahul@vindhya-pharma.example',
      ).title;
    expect(card('Vindhya Pharma Pvt. Ltd.')).toBe('Co-Founder & CTO');
  });

  it('reads the French "Télécopie" as a fax label', () => {
    const r = scan(
      'Dr Solène Lacroix',
      'ATTACHÉE COMMERCIALE',
      'Standard: 04 65 71 98 16',
      'Télécopie: 04 65 71 05 33',
    );
    expect(r.phone).toBe('+33 4 65 71 98 16');
  });

  it('mends a web host read weakly beside its label by the company line read far more surely', () => {
    // (the boxes as a photo's reading gave them)
    const lines = (hostConf: number) => [
      lineOf(0.95, wordAt('Cathal', 621, 462, 860, 515, 0.96), wordAt('Quinlan', 887, 463, 1178, 526, 0.95)),
      lineOf(0.93, wordAt('Principal', 694, 544, 868, 576), wordAt('Consultant', 892, 545, 1107, 570, 0.94)),
      lineOf(0.93, wordAt('Slaney', 799, 594, 914, 626, 0.89), wordAt('DAC', 926, 594, 1000, 620, 0.96)),
      lineOf(
        0.56,
        wordAt('Mobile:', 533, 678, 638, 699, 0.95),
        wordAt('0857279570', 651, 679, 830, 698, 0.84),
        wordAt('|', 850, 679, 853, 701, 0.67),
        wordAt('Website:', 873, 678, 995, 699, 0.89),
        wordAt('sluney.example.com', 1007, 678, 1266, 704, hostConf),
      ),
    ];
    expect(extractContact({ lines: lines(0.6) }).fields.website.value).toBe('slaney.example.com');
    // (read as surely as the company line, the host is as printed)
    expect(extractContact({ lines: lines(0.93) }).fields.website.value).toBe('sluney.example.com');
  });
});

describe('slips seen on fresh cards (stop 35)', () => {
  it('keeps a "The" that a speck read as a tilde is glued to', () => {
    const r = scan(
      'Eleanor MacLeod',
      'Co-Founder & CTO',
      '~The Kingsmere Group LLP',
      'Mob. 07700 900780',
      'E. emacleod@kingsmere.example',
    );
    expect(r.company).toBe('The Kingsmere Group LLP');
  });

  it('reads Ltd misread as "Lid" after Pvt. though the address goes on, "Lad" at the end, and "CmbH" as GmbH', () => {
    const company = (line: string) =>
      scan('Fatima Agarwal', 'Principal Consultant', 'Mob 61490 35811', line).company;
    expect(company('The Aravalli Group Pvt. Lid. 4th Floor, Trade Centre, Anna Salai')).toBe(
      'The Aravalli Group Pvt. Ltd.',
    );
    expect(repairLegalSuffix('The Carrowmore Group Lad')).toBe('The Carrowmore Group Ltd');
    expect(repairLegalSuffixes('Falkenried CmbH - Gartenweg 18')).toBe('Falkenried GmbH - Gartenweg 18');
    // a word that only ends like a form is left alone
    expect(repairLegalSuffix('Lads and Lasses')).toBe('Lads and Lasses');
  });

  it('takes the "@" read as a letter off a recovered address that has an "E." label glued on too', () => {
    expect(localWithoutLostAt('e.fernando.bustamanteg', 'Fernando Bustamante')).toBe('fernando.bustamante');
    // (an e that starts a word of the name is the name's own initial, not a label)
    expect(localWithoutLostAt('e.garciag', 'Elena García')).toBe('e.garcia');
  });

  it('joins a local part a gap cut in two when together they write the name', () => {
    expect(repairLocalByName('bramanian', 'Rohan Subramanian', 'E-mail rohan.su ')).toBe('rohan.subramanian');
    // a word before the address that does not complete the name stays apart
    expect(repairLocalByName('subramanian', 'Rohan Subramanian', 'E-mail contact ')).toBeNull();
  });

  it("takes the web address's host for an address domain that lost its hyphen and its end", () => {
    const r = scan(
      'KARL-HEINZ DRESSLER',
      'Export Manager',
      'KARLHEINZ.DRESSLER@EICHWERKWERKZEUGE.EXAMPLE',
      'WWW.EICHWERK-WERKZEUGE.EXAMPLE.COM',
    );
    expect(r.email).toBe('karlheinz.dressler@eichwerk-werkzeuge.example.com');
  });

  it('joins two lines the recogniser returned for one row of print, in reading order', () => {
    const lines = (rightPieceAt: number) => [
      lineOf(0.95, wordAt('Björn', 118, 1180, 260, 1225), wordAt('Jäger', 275, 1180, 420, 1225)),
      lineOf(0.93, wordAt('Technischer', 118, 1240, 290, 1262), wordAt('Leiter', 300, 1240, 380, 1262)),
      lineOf(
        0.93,
        wordAt('E-Mail', 118, 1560, 200, 1580),
        wordAt('b.jaeger@sternwald.example.com', 210, 1560, 600, 1580),
      ),
      // (the row's right piece first, as it came)
      lineOf(
        0.9,
        wordAt('GmbH', rightPieceAt, 1630, rightPieceAt + 114, 1647),
        wordAt('Friedri', rightPieceAt + 131, 1629, rightPieceAt + 236, 1635, 0.5),
        wordAt('71', rightPieceAt + 245, 1630, rightPieceAt + 270, 1647),
      ),
      lineOf(0.93, wordAt('Sternwald', 118, 1630, 215, 1647), wordAt('Werkzeuge', 223, 1630, 334, 1652)),
      lineOf(0.9, wordAt('50720', 117, 1660, 179, 1677), wordAt('Köln', 187, 1660, 229, 1677)),
    ];
    expect(extractContact({ lines: lines(341) }).fields.company.value).toBe('Sternwald Werkzeuge GmbH');
    // a piece a column's width away is another column's line
    expect(joinPiecesOfOneRow(lines(900))).toHaveLength(6);
    expect(joinPiecesOfOneRow(lines(341))).toHaveLength(5);
  });

  it('puts a label the recogniser read as a line of its own back before its number on the row', () => {
    const lines = [
      lineOf(0.95, wordAt('Valeria', 109, 417, 267, 474), wordAt('Montemayor', 304, 417, 700, 474)),
      lineOf(0.93, wordAt('Directora', 112, 508, 337, 541), wordAt('Comercial', 365, 508, 600, 541)),
      lineOf(0.6, wordAt('Teléfono', 466, 904, 592, 930)),
      // (the cut label stands in the gap between the row's two numbers)
      lineOf(0.9, wordAt('lular', 990, 906, 1056, 930)),
      lineOf(
        0.8,
        wordAt('0', 577, 918, 591, 923),
        wordAt('+52', 606, 906, 666, 930),
        wordAt('(33)', 680, 906, 739, 934),
        wordAt('4764-0979', 751, 906, 916, 930),
        wordAt('|', 950, 916, 951, 919),
        wordAt('+52', 1068, 906, 1127, 930),
        wordAt('3333026262', 1142, 906, 1333, 930),
      ),
    ];
    const joined = joinPiecesOfOneRow(lines);
    // (the "0" a pictogram left under the label's box is a scrap of it)
    expect(joined.map((l) => l.text)).toContain('Teléfono +52 (33) 4764-0979 | lular +52 3333026262');
    // (and "lular" is what the cut left of Celular: the mobile is the lead's number)
    expect(extractContact({ lines }).fields.phone.value).toBe('+52 33 3302 6262');
  });

  it('takes the reading of an address printed twice whose end is a domain in use, over one garbled past any', () => {
    const r = scan(
      'Jean-Baptiste Duchêne',
      'Directeur Général',
      'HAUTEFEUILLE SARL',
      '| Mail jeanbaptiste_duchene@hautefeuille.examnie',
      '46 avenue Victor Hugo',
      '| Jeanbaptiste_duchene@hautefeuille.example.org',
    );
    expect(r.email).toBe('jeanbaptiste_duchene@hautefeuille.example.org');
  });

  it('reads a name with a dash glued before it, and a title after a pictogram that opens its line', () => {
    expect(
      scan(
        '—CLODAGH DOYLE',
        'Managing Director',
        'Slaney Foods Teoranta',
        '00353 87 787 1365 - doyle@slaney.example.net',
      ).name,
    ).toBe('Clodagh Doyle');
    expect(
      scan("© CHARGE D'AFFAIRES", 'Jean-Baptiste Bonnaire', 'Groupe Clairval SAS', 'Moh. 06 39 98 58 16')
        .title,
    ).toBe("Chargé D'affaires");
  });

  it('reads an "@" misread as a 3 on a labelled line, a dot of the domain read as a gap after it', () => {
    const email = (line: string) =>
      scan('Dr. Tamika Yamamoto', 'Senior Software Engineer', 'Granite Bay Inc.', 'C: (303) 555-0110', line)
        .email;
    expect(email('E: tamika 3 granitebay example.org')).toBe('tamika@granitebay.example.org');
    // with gaps alone, which gap is the "@" is unclear
    expect(email('E: john smith example.org')).toBeNull();
  });

  it('takes no name from a line the recogniser could scarcely read, however tall its junk', () => {
    const lines = (junkConf: number) => [
      lineOf(0.9, wordAt('Direct:', 131, 470, 250, 500), wordAt('+44 (0) 117 496 0900', 260, 470, 600, 500)),
      lineOf(
        0.81,
        wordAt('BEATRIX', 131, 520, 297, 548, 0.93),
        wordAt('FEATHERSTONE-HARGREAVES', 311, 521, 891, 557, 0.36),
        wordAt('Fax:', 1011, 512, 1095, 546, 0.94),
        wordAt('+44 117 496 0940', 1113, 514, 1474, 551, 0.95),
      ),
      lineOf(
        junkConf,
        wordAt('PR', 1018, 563, 1046, 610, junkConf),
        wordAt('ATHERS', 1049, 563, 1125, 610, junkConf),
        wordAt('TOMEHARGRE', 1131, 563, 1266, 610, junkConf),
        wordAt('AVES', 1269, 563, 1324, 610, junkConf),
      ),
      lineOf(
        0.93,
        wordAt('Co-Founder', 131, 620, 300, 650),
        wordAt('&', 310, 620, 330, 650),
        wordAt('CTO', 340, 620, 400, 650),
      ),
      lineOf(
        0.93,
        wordAt('Fernleigh', 131, 680, 280, 710),
        wordAt('Foods', 290, 680, 380, 710),
        wordAt('Ltd', 390, 680, 440, 710),
      ),
    ];
    expect(extractContact({ lines: lines(0.1) }).fields.name.value).toBe('Beatrix Featherstone-Hargreaves');
  });

  it('takes two letters read side by side inside a surname out where the surer address spells it without', () => {
    expect(repairNameByEmail("Fionn O'Mahoqony", ['fionn.omahony'], true)).toBe("Fionn O'Mahony");
    // (not where the name line was read as surely)
    expect(repairNameByEmail("Fionn O'Mahoqony", ['fionn.omahony'], false)).toBe("Fionn O'Mahoqony");
    // a name the address shortens at its end is as printed
    expect(repairNameByEmail('Marianne Weber', ['marian.weber'], true)).toBe('Marianne Weber');
  });

  it('reads "Mww." right after a garbled scheme as www.', () => {
    expect(
      scan(
        'Anouk Kuijpers',
        'Key Account Manager',
        'W hitps:/Mww.brugwater-installatietechniek.example. com/',
      ).website,
    ).toBe('www.brugwater-installatietechniek.example.com');
  });

  it("keeps a number's groups together whatever boxes of two sizes the recogniser gave them", () => {
    const lines = [
      lineOf(
        0.8,
        wordAt('Blackwater', 141, 400, 400, 440),
        wordAt('Logistics', 410, 400, 640, 440),
        wordAt('Ltd', 650, 400, 720, 440),
      ),
      lineOf(
        0.72,
        wordAt('Dr.', 141, 558, 222, 604, 0.96),
        wordAt('Donal', 249, 559, 427, 605, 0.95),
        wordAt('Mac', 454, 561, 577, 608, 0.92),
        wordAt('Carthaigh', 600, 562, 910, 621, 0.91),
        wordAt('+35387', 1390, 582, 1469, 627, 0.42),
        wordAt('126', 1530, 582, 1583, 608, 0.42),
        wordAt('6590', 1600, 561, 1672, 631, 0.92),
      ),
      lineOf(0.95, wordAt('carthaigh@blackwater-logistics.example', 1000, 660, 1672, 690)),
    ];
    expect(extractContact({ lines }).phoneE164).toBe('+353871266590');
  });

  it('reads a first name opening "lise" or "Iise" as Ilse: names open with Il, not Ii', () => {
    expect(
      scan('lise Brouwer Mobiel 06 49 14 85 92', 'Inkoper', 'E-mail ibrouwer@lindeboom.example.com').name,
    ).toBe('Ilse Brouwer');
    expect(scan('Iise op den Kamp', 'Inkoper').name).toBe('Ilse op den Kamp');
  });

  it('mends title words: a letter lost inside a long compound, a letter too many, a ß read as "fl"', () => {
    expect(repairTitleWords('Bedrifsleider')).toBe('Bedrijfsleider');
    expect(repairTitleWords('HOOFED INKOOP')).toBe('HOOFD INKOOP');
    expect(repairTitleWords('Auflendienstmitarbeiter')).toBe('Außendienstmitarbeiter');
    // a word OCR slips make a title word is mended by them first ("Responsabie" is no Italian "Responsabile")
    expect(repairTitleWords('Responsabie Marketing')).toBe('Responsable Marketing');
    // an "fl" that makes no title word stays
    expect(repairTitleWords('Pflegeleiter')).toBe('Pflegeleiter');
    // a first letter lost from a word of five, beside a title word read as printed
    expect(repairTitleWords('sesor Comercial')).toBe('Asesor Comercial');
    expect(repairTitleWords('sesor')).toBe('sesor');
  });

  it('reads a ß read as "fl" in a name the address spells with ss', () => {
    expect(repairNameByEmail('Svenja Meiflner-Oßwald', ['svenja.meissnerosswald'])).toBe(
      'Svenja Meißner-Oßwald',
    );
  });

  it("drops a logo's mark read as letters far taller than the company line they open", () => {
    const lines = (mark: string, markTop: number) => [
      lineOf(
        0.78,
        wordAt(mark, 95, markTop, 196, 217, 0.84),
        wordAt('Fernleigh', 221, 145, 505, 198, 0.91),
        wordAt('PLC', 525, 146, 641, 188, 0.96),
      ),
      lineOf(0.91, wordAt('Rory', 95, 260, 200, 300), wordAt('Fotheringham', 210, 260, 480, 300)),
      lineOf(
        0.96,
        wordAt('Product', 95, 320, 230, 345),
        wordAt('Marketing', 240, 320, 400, 345),
        wordAt('Manager', 410, 320, 560, 345),
      ),
      lineOf(
        0.91,
        wordAt('E:', 95, 400, 120, 425),
        wordAt('rfotheringham@fernleigh.example.com', 130, 400, 600, 425),
      ),
    ];
    expect(extractContact({ lines: lines('FEd', 120) }).fields.company.value).toBe('Fernleigh PLC');
    // an article given a taller box is the name's own
    expect(extractContact({ lines: lines('The', 120) }).fields.company.value).toBe('The Fernleigh PLC');
  });

  it('reads a comma for the dot before a Mexican form\'s "de", and drops a speck read as an initial before one', () => {
    expect(repairLegalSuffixes('Tezontle S.A, de C.V. + Av. Insurgentes Sur 2607')).toBe(
      'Tezontle S.A. de C.V. + Av. Insurgentes Sur 2607',
    );
    // (or among a form's dotted capitals; a comma after a whole form stays)
    expect(repairLegalSuffixes('Alimentos Encinar S.L,U. | Calle Mayor, 116')).toBe(
      'Alimentos Encinar S.L.U. | Calle Mayor, 116',
    );
    expect(repairLocalByName('i.a.lebihan', 'Aurélien Le Bihan')).toBe('a.lebihan');
    // (an initial that is the name's own stays)
    expect(repairLocalByName('a.lebihan', 'Aurélien Le Bihan')).toBeNull();
  });

  it('drops a speck read as a dot before a word in capitals, and reads "1IJ" as the Dutch IJ', () => {
    expect(
      scan(
        'TRAMONTANA',
        'BORJA .PENALOSA X info@tramontana.example',
        'Asesor Comercial',
        'Grupo Tramontana S.L.',
      ).name,
    ).toBe('Borja Peñalosa');
    // (a host's end set apart keeps its dot)
    expect(repairLetterGlyphs('WWW.ACME .COM')).toBe('WWW.ACME .COM');
    expect(repairOpeningI('Kempenaar & 1IJzerman B.V.')).toBe('Kempenaar & IJzerman B.V.');
  });

  it('reads "GmbH & Ce. KG" as GmbH & Co. KG wherever its line goes on', () => {
    expect(repairLegalSuffixes('Auental GmbH & Ce. KG Friedrichstrae 100 — 60058 Frankfurt am Main')).toBe(
      'Auental GmbH & Co. KG Friedrichstrae 100 — 60058 Frankfurt am Main',
    );
    // (a bullet or a middle dot set apart parts the company from the address as a dash does)
    expect(repairLegalSuffixes('Fernleigh Led. · 56 Wharf Road')).toBe('Fernleigh Ltd. · 56 Wharf Road');
  });

  it('mends an address by the name: a t read as l, a thin first letter lost; and "ORBwald" is Oßwald', () => {
    expect(repairLocalByName('garrelt.castellano', 'Garrett Castellano')).toBe('garrett.castellano');
    expect(repairLocalByName('jzerman', 'Geert IJzerman')).toBe('ijzerman');
    expect(repairLocalByName('ijzerman', 'Geert IJzerman')).toBeNull();
    expect(repairEszett('Matthias ORBwald')).toBe('Matthias Oßwald');
  });

  it('keeps a number apart from a pictogram read with an @ in it', () => {
    expect(scan('FERNANDO ZAMORA PEÑA', 'Consultor Senior', 'Q@ +52815522 8686').phone).toBe(
      '+52 81 5522 8686',
    );
    // an address whose @ a gap set apart is joined still
    expect(scan('Anna Berg', 'anna @ acme.example').email).toBe('anna@acme.example');
  });

  it("reads a line that spells the address's domain but for one slip and its dots as the web address", () => {
    const lines = (webLine: string) =>
      scan(
        'Eichwerk GmbH',
        'Jule Nußbaum',
        'Prokuristin',
        'Tel. 0221/4710-865',
        'j.nussbaum@eichwerk.example.com',
        webLine,
      ).website;
    expect(lines('© cichwerk examplecom')).toBe('eichwerk.example.com');
    // two slips, or more than the domain on the line, are not enough without a label
    expect(lines('© cichwark examplecom')).toBeNull();
    expect(lines('© cichwerk examplecom Köln')).toBeNull();
    // or its first label whole with its dot, the rest garbled from its first letters on
    expect(lines('eichwerk.exarh')).toBe('eichwerk.example.com');
    // (a host of its own, its end not the domain's, is read as printed)
    expect(lines('eichwerk.berlin')).toBe('eichwerk.berlin');
    // the line of an address with a one-letter local part is that address, not a web address one slip from it
    expect(
      scan('N. Deshpande', 'Konark Private Limited', 'n@konark.example', 'hello@konark. example').website,
    ).toBeNull();
  });

  it('drops a round logo read as a sign in brackets opening the company line, and reads "N.v." as N.V.', () => {
    const company = (line: string) =>
      scan(
        line,
        'Jolien van Leeuwen, MBA',
        'Accountmanager',
        'M. 06 1057 7282',
        'E jolien@veldhoek.example.com',
      ).company;
    expect(company('(7) Veldhoek N.v.')).toBe('Veldhoek N.V.');
    expect(repairLegalSuffix('Brugwater b.v.')).toBe('Brugwater B.V.');
    // (a form printed as it should be, or undotted, is left as printed)
    expect(repairLegalSuffix('Zeewolde N.V.')).toBe('Zeewolde N.V.');
    expect(repairLegalSuffix('Zeewolde Nv')).toBe('Zeewolde Nv');
  });

  it("mends a host that runs a company's words together, read with OCR's slips, by the company read far more surely", () => {
    const card = 'Sternwald Anlagenbau GmbH\nleasophie vonstetten@stemwaldaniagenbau example';
    expect(repairDomainByCardWords('stemwaldaniagenbau.example', card, 'Sternwald Anlagenbau GmbH')).toBe(
      'sternwaldanlagenbau.example',
    );
    // (not where the company's line was read no more surely than the address)
    expect(repairDomainByCardWords('stemwaldaniagenbau.example', card, '')).toBe(
      'stemwaldaniagenbau.example',
    );
  });

  it('reads a small a read as g at the end of a title word, and mends a word beside one it mended', () => {
    expect(repairTitleWords('Directorg Comercial')).toBe('Directora Comercial');
    // a word mended anchors the word beside it: a first letter lost from a word of five
    expect(repairTitleWords('sesor Comercia')).toBe('Asesor Comercial');
    // (a word that is a title word as read is left alone)
    expect(repairTitleWords('Strategy Manager')).toBe('Strategy Manager');
  });

  it('drops a LinkedIn handle read beside the title, and takes no misread LinkedIn host for the web address', () => {
    expect(repairTitleWords('RESPONSABLE DE EXPORTACIÓN /infjoaquinmunozbeltran')).toBe(
      'RESPONSABLE DE EXPORTACIÓN',
    );
    expect(repairTitleWords('Sales Director in/rahulagarwal')).toBe('Sales Director');
    // (a title word that only opens so stays)
    expect(repairTitleWords('head of infrastructure')).toBe('head of infrastructure');
    const website = (line: string) =>
      scan('Jan de Vries', 'Inkoper', 'jan@brugwater.example.nl', line).website;
    expect(website('hinkedin.com/in/jandevries')).toBeNull();
    expect(website('hinkedin.com jandevries')).toBeNull();
    expect(website('www.brugwater.example.nl')).toBe('www.brugwater.example.nl');
  });

  it('reads an initial l, i or o read as a digit before its dot in an address', () => {
    expect(repairLocalByName('1.weissenborn', 'Lea-Sophie Weißenborn')).toBe('l.weissenborn');
    // (by the first name's initial where the surname was misread in the name: "Weienborn")
    expect(repairLocalByName('1.weissenborn', 'Lea-Sophie Weienborn')).toBe('l.weissenborn');
    expect(repairLocalByName('1.castro', 'Ines Castro')).toBe('i.castro');
    expect(repairLocalByName('0.brien', 'Orla Brien')).toBe('o.brien');
    // (not where the name opens with another letter)
    expect(repairLocalByName('1.castro', 'Ana Castro')).toBeNull();
  });

  it('reads an S read as 5 opening a Mexican form, and puts back the Ltd. an Indian "Pvt." lost', () => {
    expect(repairLegalSuffix('Cuautla 5. de RL. de CV')).toBe('Cuautla S. de R.L. de C.V.');
    expect(repairLegalSuffix('The Saptagiri Group Pvt.')).toBe('The Saptagiri Group Pvt. Ltd.');
    expect(repairLegalSuffix('The Saptagiri Group Pvt. Ltd.')).toBe('The Saptagiri Group Pvt. Ltd.');
    // (a 5 that is part of a name is no S: "Canal 5" has no form after it)
    expect(repairLegalSuffix('Canal 5')).toBe('Canal 5');
  });
});

describe('a wordmark: its mark read as signs, its legal form in small letters', () => {
  const word = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 0.9) =>
    wordAt(text, x0, y0, x1, y1, conf);
  const line = (...words: ReturnType<typeof word>[]): TextLine => lineOf(0.9, ...words);
  const rest = [
    line(
      word('Tél.', 110, 300, 170, 327),
      word('+33', 180, 300, 230, 327),
      word('536493387', 240, 300, 420, 327),
    ),
    line(word('Loïc', 110, 360, 230, 430), word("d'Argenson", 250, 360, 560, 430)),
    line(word('Courriel', 110, 470, 220, 504), word('loic.dargenson@clairval.example', 235, 470, 700, 504)),
  ];

  it('drops a tall mark read as a sign and a digit, and gives the form its capitals', () => {
    const mark = line(
      word('{7', 110, 134, 220, 244, 0.68),
      word('Clairval', 250, 167, 459, 212, 0.48),
      word('sas', 477, 170, 584, 212),
    );
    expect(extractContact({ lines: [mark, ...rest] }).fields.company.value).toBe('Clairval SAS');
    // the same sign in the line's own print size is kept with it
    const small = line(
      word('{7', 200, 167, 240, 212),
      word('Clairval', 250, 167, 459, 212),
      word('sas', 477, 170, 584, 212),
    );
    expect(buildSegments([small]).map((g) => g.text)).toEqual(['{7 Clairval sas']);
  });

  it('gives a bare form in small letters its capitals on a card only', () => {
    expect(recaseCompany('Clairval sas', true)).toBe('Clairval SAS');
    expect(recaseCompany('Redbrook ltd', true)).toBe('Redbrook Ltd');
    // typed text keeps its case ("inc." in Québec), and a company all in small letters is another rule's
    expect(recaseCompany('Clairval sas')).toBe('Clairval sas');
    expect(recaseCompany('Laboratoires Boréalis inc.', true)).toBe('Laboratoires Boréalis inc.');
    expect(recaseCompany('clairval sas', true)).toBe('clairval sas');
  });
});

describe('a form or a name letter read with a stray sign', () => {
  it("puts back a dotted form's last dot read as a comma, so the legal line beats the wordmark", () => {
    const r = scan(
      'Carrowmore',
      'Fionn Geraghty',
      'Chief Revenue Officer',
      'Carrowmore & McGrath Teo, | Unit 24, 35 Dock Road',
      'Email | fionn.geraghty@carrowmore.example.com',
    );
    expect(r.company).toBe('Carrowmore & McGrath Teo.');
    expect(formDotReadAsComma('Carrowmore & McGrath Teo,')).toBe('Carrowmore & McGrath Teo.');
    // (a form that is one without its dot, or a word that is none, keeps its comma)
    expect(formDotReadAsComma('Redbrook Ltd,')).toBe('Redbrook Ltd,');
    expect(formDotReadAsComma('Dublin, Galway,')).toBe('Dublin, Galway,');
  });

  it('reads a backslash between the letters of a dotted form as nothing', () => {
    expect(repairLegalSuffix('Hoornaar B.\\V.')).toBe('Hoornaar B.V.');
    expect(
      scan('Noor Mulder, MSc', 'Projectmanager', 'Hoornaar B.\\V.', 'E | noor@hoornaar.example').company,
    ).toBe('Hoornaar B.V.');
  });

  it('reads an Irish Ó whose accent was read as a bracket beside it', () => {
    expect(scan('Tadhg 0) Ceallaigh', 'Head of Customer Success', 'Corrib Media DAC').name).toBe(
      'Tadhg Ó Ceallaigh',
    );
    // (in brackets both sides it is no Ó)
    expect(scan('KAYLA (0) SEI', 'Managing Director', 'Prairie Point Logistics LLC').name).not.toBe(
      'Kayla Ó Sei',
    );
  });
});

describe('web addresses and hosts with a slip of their own', () => {
  it("drops letters a scheme's slash was read as before a whole www", () => {
    expect(repairWebText('Website https:/Mmwww.konark.example.com/')).toBe(
      'Website https://www.konark.example.com/',
    );
    // (one slash read so, before the host's own letters, is left to the rules for a www misread)
    expect(repairWebText('https:/Mwww')).toBe('https://Mwww');
  });

  it("reads a label's end read twice before the dot as one label", () => {
    expect(repairWebText('Website www.oldquay. example ple.com')).toBe('Website www.oldquay.example.com');
    // (two words of a line are left as they are)
    expect(repairWebText('www.oldquay.example.com sample ple.com')).toBe(
      'www.oldquay.example.com sample ple.com',
    );
  });

  it('takes no host after an Email label and a word for a web address', () => {
    const card = [
      'Tamika A. Hutchins',
      'Partner',
      'Mobile +1-212-555-0106',
      'E-mail | tamika@bluefin-analytics.example.net',
    ];
    expect(scan(...card, 'E-mall | hello bluefin-analytics.example.net').website).toBeNull();
    expect(scan(...card, 'Email hello bluefin-analytics.example.net').website).toBeNull();
    // (a host under a Web label, or printed alone, is one)
    expect(scan(...card, 'Web | bluefin-analytics.example.net').website).toBe(
      'bluefin-analytics.example.net',
    );
  });

  it('reads a Dutch IJ read in small letters opening a name word', () => {
    expect(scan('DIJKHOVEN', "Annelies van 't Hof MBA", 'Inkoper', 'Dijkhoven & ljzerman B.V.').company).toBe(
      'Dijkhoven & IJzerman B.V.',
    );
    // (not a word whose lj opens a vowel, nor inside an address)
    expect(repairOpeningI('ljubica ljzerman@acme.example')).toBe('ljubica ljzerman@acme.example');
  });
});

describe('an address or title line with one more slip', () => {
  it("mends a u read as v in an address's initial, and a letter lost at its end", () => {
    expect(repairLocalByName('vochoa', 'Uriel Ochoa')).toBe('uochoa');
    expect(repairLocalByName('cody.vanhor', 'Cody R. Van Horn')).toBe('cody.vanhorn');
    // (not where two name words go on so, nor a short piece)
    expect(repairLocalByName('ana.mart', 'Ana Marta Martí')).toBeNull();
  });

  it('drops specks read as digits and small letters after a title in capitals', () => {
    expect(withoutTrailingSpecks('CONSULTOR SENIOR 8 8 re')).toBe('CONSULTOR SENIOR');
    expect(scan('Rubén Domínguez Aguirre', 'CONSULTOR SENIOR 8 8 re', 'Móvil +34 727 74 04 59').title).toBe(
      'Consultor Senior',
    );
    // (a line in capitals that ends in a number of its own keeps it, as does one in mixed case)
    expect(withoutTrailingSpecks('DOCK ROAD 5')).toBe('DOCK ROAD 5');
    expect(withoutTrailingSpecks('Calle Mayor 5')).toBe('Calle Mayor 5');
  });
});

describe("a role's head of four letters misread before its connector", () => {
  it('mends it by the slips titles are read with, and the field after it by that anchor', () => {
    expect(repairTitleWords('Jeta de Provecto')).toBe('Jefa de Proyecto');
    // (a word of four not before a connector, or one that mends to no title word, is left)
    expect(repairTitleWords('Jeta Proyecto')).toBe('Jeta Proyecto');
    expect(repairTitleWords('Casa de Campo')).toBe('Casa de Campo');
  });
});

describe('a ß read as a capital R after a capital', () => {
  it('reads it as ß before a consonant and small letters', () => {
    expect(repairEszett('Sternwald & ORwald GmbH')).toBe('Sternwald & Oßwald GmbH');
    // (a capital R before a vowel, or in a word of capitals, is an R)
    expect(repairEszett('McRae & ORourke Ltd')).toBe('McRae & ORourke Ltd');
    expect(repairEszett('BERLIN')).toBe('BERLIN');
  });
});

describe('addresses with a stray dot, an r and i run together, or two readings misread in two places', () => {
  it('drops a dot that opens or closes a local part', () => {
    expect(
      scan('Uriel Montaño', 'Responsable de Exportación', 'E-mail: uriel_montano.@tezontle.example.org')
        .email,
    ).toBe('uriel_montano@tezontle.example.org');
  });

  it('reads an n in an address as the r and i of the name', () => {
    expect(repairLocalByName('unel_montano', 'Uriel Montaño')).toBe('uriel_montano');
  });

  it("takes a host's name from the reading the card prints and its end from the one in use", () => {
    const r = scan(
      ['Ingeniería Tramontana S.A.', 0.93],
      ['Ana Belén Llorente a.llorente@tramontana-ingeniena.example.net', 0.74],
      ['Coordinadorg de Logística www.tramontana-ingenieria.exampie.ner', 0.58],
    );
    expect(r.email).toBe('a.llorente@tramontana-ingenieria.example.net');
    expect(r.website).toBe('www.tramontana-ingenieria.example.net');
  });
});

describe('a web address glued to the line before it, or cut inside its first label', () => {
  it('sets a web address apart where its scheme is glued to the text before it', () => {
    expect(repairWebText('Port. 06 30 98 00 62 giraudexamplehttpjww.hautefeuille-industries.example')).toBe(
      'Port. 06 30 98 00 62 giraudexample http://ww.hautefeuille-industries.example',
    );
    // (a word that only holds "http" is left)
    expect(repairWebText('see the httpd.conf.example file')).toBe('see the httpd.conf.example file');
  });

  it("completes a web address cut inside its first label from the address's domain", () => {
    const r = scan('Orla Ní Cheallaigh', 'Key Account Manager', 'E. cheallaigh@glenbeigh-media.example', [
      'hups://www.glenbeigh',
      0.3,
    ]);
    expect(r.website).toBe('www.glenbeigh-media.example');
  });
});

describe('a "VP," opening a title read with a slip', () => {
  it('reads "VE" or "VPE" before a title field as "VP,"', () => {
    expect(repairTitleWords('VE Partnerships')).toBe('VP, Partnerships');
    expect(repairTitleWords('VPE PARTNERSHIPS')).toBe('VP, PARTNERSHIPS');
    // (not before more words, nor before a word no title holds)
    expect(repairTitleWords('VE Partnerships Lead')).toBe('VE Partnerships Lead');
    expect(repairTitleWords('VE Day')).toBe('VE Day');
  });
});

describe("a wordmark's legal form from a legal line read worse", () => {
  it("takes the form after words that open with the wordmark's letter and are about as long", () => {
    expect(withFormOfGarbledLine('Saint-Aubin', ['Sart Ades SAS 104 ques ea Charrors'])).toBe(
      'Saint-Aubin SAS',
    );
    // (or after its last letters opening the line, its start cut off)
    expect(withFormOfGarbledLine('Brückenhof', ['f GmbH - Lind fe 72'])).toBe('Brückenhof GmbH');
    // (not after words of another letter, nor after another word's end)
    expect(withFormOfGarbledLine('Montsoreau', ['Vig Mores vems SAS 112 qu des Chervore'])).toBe(
      'Montsoreau',
    );
    expect(withFormOfGarbledLine('Weißdorn', ['ge GmbH, Fi'])).toBe('Weißdorn');
  });
});

describe('a letter lost at the end of a surname or the start of an address piece', () => {
  it("completes a surname from the address after the first name's initial", () => {
    expect(repairNameByEmail('Íñigo Orteg', ['iortega'], true)).toBe('Íñigo Ortega');
    // (where the address was read better than the name line; not after another letter than the initial)
    expect(repairNameByEmail('Íñigo Orteg', ['xortega'], true)).toBe('Íñigo Orteg');
  });

  it("puts back a thin letter opening an address's second piece", () => {
    expect(repairLocalByName('daan.jzerman', 'Daan IJzerman')).toBe('daan.ijzerman');
    // (not where the piece is a name word as it is)
    expect(repairLocalByName('daan.zerman', 'Daan Zerman')).toBeNull();
  });
});

describe('letters of a name or a form read as others', () => {
  it("reads two l's read as one capital H between vowels", () => {
    expect(scan('Siân LleweHyn', 'Head of Finance', 'Tel. 0161 496 0702').name).toBe('Siân Llewellyn');
    // (a capital after a particle or a prefix is the name's own)
    expect(scan('Jan DeHaan', 'Inkoper', 'Tel. 010 479 55 87').name).toBe('Jan DeHaan');
  });

  it("reads a Dutch IJ whose J's hook was read as a 3", () => {
    expect(repairOpeningI('Brugwater & 13zerman B.V.')).toBe('Brugwater & IJzerman B.V.');
    expect(repairOpeningI('Unit 13 zerman')).toBe('Unit 13 zerman');
  });

  it('reads an Indian "Pvt." that lost its v before a misread Ltd', () => {
    expect(repairLegalSuffix('The Saptagiri Group Pt Lid')).toBe('The Saptagiri Group Pvt. Ltd');
    expect(repairLegalSuffix('The Saptagiri Group Put. Ltd.')).toBe('The Saptagiri Group Pvt. Ltd.');
  });

  it('mends a German title whose first letter was lost', () => {
    expect(repairTitleWords('echnischer Leiter')).toBe('Technischer Leiter');
  });

  it('reads an l read as a t in a title word', () => {
    expect(repairTitleWords('REGIONAL SATES MANAGER')).toBe('REGIONAL SALES MANAGER');
    expect(repairTitleWords('Regional Sates Manager')).toBe('Regional Sales Manager');
  });

  it("puts back a title word's last g read as a 9 and set apart", () => {
    expect(repairTitleWords('Director of Marketin 9')).toBe('Director of Marketing');
    expect(repairTitleWords('MANAGIN 9 DIRECTOR')).toBe('MANAGING DIRECTOR');
    // (a 9 after a whole word is no letter of it)
    expect(repairTitleWords('Director 9')).toBe('Director 9');
  });
});

describe("addresses whose @ was misread, and what they tell the line's web address", () => {
  it('finds an address whose host an l read as i, before its web label on one line', () => {
    const r = scan(
      ['FREYA ASHBY-COLE', 0.89],
      'Talent Acquisition Lead',
      'The Redbrook Group LLP',
      ['M +44 (0)7700 900 558 E treya-coleQredbrook exampie.net W redbrook example net', 0.74],
      ['O +44 (0)117 496 0744 EB sales@redbrook example net', 0.7],
    );
    expect(r.email).toBe('freya-cole@redbrook.example.net');
    expect(r.website).toBe('redbrook.example.net');
  });

  it('writes a double-barrelled surname by either half', () => {
    expect(localOneSlipFromName('treya-cole', 'Freya Ashby-Cole', '')).toBe('freya-cole');
    // (a half on its own is a way of writing the name: nothing is added to it)
    expect(
      scan('Inmaculada Quintana-Ortega', 'Directora General', 'Grupo Encinar S.L.', 'ortega@encinar.example')
        .email,
    ).toBe('ortega@encinar.example');
  });

  it('reads a recovered address less its lost "@" with one letter misread in the name', () => {
    expect(localWithoutLostAt('jesus.montanohermandezsa', 'Jesús Montaño-Hernández')).toBe(
      'jesus.montanohernandez',
    );
    // (a short one is as near other names: left alone)
    expect(localWithoutLostAt('jasonad', 'Jesús Montaño-Hernández')).toBeNull();
  });
});

describe('a domain the card prints in two spellings', () => {
  it('takes the spelling with rn where the other has an m, though the card prints both', () => {
    const r = scan(
      ['Thornbury', 0.95],
      'ELEANOR OKONKWO',
      'BUSINESS DEVELOPMENT MANAGER',
      'E. eleanor@thombury.example.com',
      'W. www.thombury.example.com',
      ['Thombury LLP Unit 28, 57 King Street', 0.72],
    );
    expect(r.email).toBe('eleanor@thornbury.example.com');
    expect(r.website).toBe('www.thornbury.example.com');
    expect(r.company).toBe('Thornbury LLP');
    // (only where the rn is all that differs: "Fernletgh" is no spelling of femleigh)
    expect(repairDomainByCardWords('femleigh.example.org', 'Fernletgh Capital Ltd')).toBe(
      'femleigh.example.org',
    );
  });
});

describe('a web address after a label abbreviated to its capital', () => {
  it('reads "S.rochebrune.example" (Site) as the web address', () => {
    const r = scan(
      'Ingénierie Rochebrune SAS',
      'DR LÉONIE LE BIHAN',
      'M. +33639985102 | S.rochebrune.example',
    );
    expect(r.website).toBe('rochebrune.example');
    // (another field's label glued on says the rest is no web address, and a small initial is an address's)
    expect(scan('Rochebrune SAS', 'Léonie Le Bihan', 'E.leonie.rochebrune.example').website).toBeNull();
    expect(scan('Rochebrune SAS', 'Léonie Le Bihan', 'l.lebihan.rochebrune.example').website).toBeNull();
  });
});

describe('a number glued to its label', () => {
  it('reads a number after a capital label whose bar was read as a j or an l', () => {
    const r = scan('Rahul Subramanian', 'HEAD OF FINANCE', ['Tj011-61204803', 0.24], 'Konark Pvt. Ltd.');
    expect(r.phone).toBe('+91 11 6120 4803');
    expect(scan('Rahul Subramanian', 'Konark Pvt. Ltd.', 'Tl011-61204803').phone).toBe('+91 11 6120 4803');
  });
});

describe("an address's first name set apart by its dot read as a long dash", () => {
  it('joins "madison — carmichael@" for Madison Carmichael', () => {
    const r = scan('Brightwater Consulting Inc.', 'Madison Carmichael', 'Account Executive', [
      'E-mail | madison — carmichael@brightwater.example.com | Web | brightwater.example.com',
      0.62,
    ]);
    expect(r.email).toBe('madison.carmichael@brightwater.example.com');
    // (a word there that is not the first name is left apart)
    expect(
      scan('Madison Carmichael', ['E-mail | sales — carmichael@brightwater.example.com', 0.62]).email,
    ).toBe('carmichael@brightwater.example.com');
  });
});

describe("a company's first word misread", () => {
  it('reads "rhe" or "Tne" opening a company line as The', () => {
    expect(scan('Tamsin Whitcombe', 'Operations Manager', 'rhe Redbrook Group PLC').company).toBe(
      'The Redbrook Group PLC',
    );
    expect(scan('Tamsin Whitcombe', 'Operations Manager', 'TNE REDBROOK GROUP PLC').company).toBe(
      'The Redbrook Group PLC',
    );
    // (a word of the line before the name is no article: "Rhe" stays out only where it is no slip of The)
    expect(scan('Tamsin Whitcombe', 'Operations Manager', 'cto Redbrook Group PLC').company).toBe(
      'Redbrook Group PLC',
    );
    // … its T lost, maybe after a pictogram
    expect(scan('Harpreet Agarwal', 'Regional Sales Manager', 'he Vindhya Group LLP').company).toBe(
      'The Vindhya Group LLP',
    );
    expect(
      scan("Dwayne O'Connor", 'Key Account Manager', '@ he Bluefin Group LLC, 718 Elm Avenue').company,
    ).toBe('The Bluefin Group LLC');
    // (not after a word: "Ask he Bluefin" is no article)
    expect(scan("Dwayne O'Connor", 'Key Account Manager', 'Ask he Bluefin Group LLC').company).toBe(
      'Bluefin Group LLC',
    );
  });

  it('sets apart a legal form glued to the word before it, but not an Inc that ends a word', () => {
    expect(scan('GLENBEIGH', 'Aisling Brosnan', 'Co-Founder & CTO', 'THE GLENBEIGH GROUPLTD').company).toBe(
      'The Glenbeigh Group Ltd',
    );
    expect(repairLegalSuffix('Harbour GroupGmbH')).toBe('Harbour Group GmbH');
    expect(repairLegalSuffix('Acme Zinc')).toBe('Acme Zinc');
  });

  it("puts back a letter lost inside a company's word where the card's domain spells it", () => {
    const r = scan(
      'Beatrix Ramsbottom-MacLeod',
      'Commercial Director',
      'Od Quay Lad. - Unit 28, 17 Wharf Road - Birmingham B1 2RD',
      'Telephone: 0121 496 0995 - Web: http://www.oldquay.example',
    );
    expect(r.company).toBe('Old Quay Ltd.');
    // (a label only one letter longer than a short run is too near too many: "Bay Co" beside bayco1)
    expect(repairWordsByDomain('Od Quay', ['oldquays'])).toBe('Od Quay');
  });
});

describe("a surname the lead's address spells with letters more or fewer", () => {
  it('gives a long surname back a last letter of any shape but a round one, which may be the "@" misread', () => {
    expect(repairNameByEmail('Marcus Kowalczy', ['marcus.kowalczyk'])).toBe('Marcus Kowalczyk');
    expect(repairNameByEmail('Dwayne Castellano', ['d.castellanog'])).toBe('Dwayne Castellano');
    // (a short one keeps to the thin letters)
    expect(repairNameByEmail('Ewan Ashb', ['ewan.ashby'])).toBe('Ewan Ashb');
  });

  it('drops a thin letter read after a short surname where the address was read better', () => {
    expect(repairNameByEmail('ETHAN OSEIL', ['ethan.osei'], true)).toBe('ETHAN OSEI');
    expect(repairNameByEmail('ETHAN OSEIL', ['ethan.osei'], false)).toBe('ETHAN OSEIL');
    // (a round letter there is no bar: "OSEIO" is left for the other rules)
    expect(repairNameByEmail('Ethan Oseio', ['ethan.osei'], true)).toBe('Ethan Oseio');
  });

  it('puts back two letters lost where the recogniser joined the pieces either side of them', () => {
    // (the name line in large type, its pieces' boxes touching, above the lines of ordinary print)
    const lines = [
      lineOf(
        0.96,
        wordAt('Dr.', 119, -131, 202, -49),
        wordAt('Vikram', 219, -135, 431, -54),
        wordAt('Aga', 445, -131, 555, -73),
        wordAt('al', 556, -140, 680, -64),
      ),
      ...ocrLines(['Account Executive', 'E vikram.agarwal@konark.example.com']),
    ];
    expect(extractContact({ lines }).fields.name.value).toBe('Vikram Agarwal');
    // (a short address piece is too near other names to say which letters were lost)
    expect(repairNameByEmail('Ana Rios', ['ana.riosxy'])).toBe('Ana Rios');
  });
});

describe('a title word read in two pieces', () => {
  it('joins "Mari keting" and "Mana ger" into the title word they spell, a letter read in the gap or not', () => {
    expect(repairTitleWords('Leiter Mari keting')).toBe('Leiter Marketing');
    expect(repairTitleWords('Sales Mana ger')).toBe('Sales Manager');
    // (after a title word too, which must not take the first piece for itself)
    expect(repairTitleWords('Sales mana ger')).toBe('Sales manager');
    expect(
      scan(
        'Auental & Weißenborn GmbH & Co. KG',
        'Dr. Jörg Jäger F 069/90009 723',
        'E joerg-jaeger@auental.example.org',
        'Leiter Mari keting W http://www.auental.example.org',
      ).title,
    ).toBe('Leiter Marketing');
    // (pieces that are words of a title themselves stay apart: "Director Sales" is no "Directorsales")
    expect(repairTitleWords('Head of Sales ales')).toBe('Head of Sales ales');
  });
});

describe('German title words misread', () => {
  it('mends an m read for rn, an n for ri, and a speck over a vowel or after the title', () => {
    expect(repairTitleWords('Referentin Untemehmenskommunikation')).toBe(
      'Referentin Unternehmenskommunikation',
    );
    expect(repairTitleWords('Prokunst')).toBe('Prokurist');
    expect(repairTitleWords('Referent Unternehmenskömmunikation?')).toBe(
      'Referent Unternehmenskommunikation',
    );
    // (a word the slips make no title word of stays as read)
    expect(repairTitleWords('Prokunstwerk')).toBe('Prokunstwerk');
    expect(repairTitleWords('Leiterin Öffentlichkeitsarbeit')).toBe('Leiterin Öffentlichkeitsarbeit');
  });
});

describe('more slips from the fortieth round of blind cards', () => {
  it('reads a LinkedIn link whose host and path were both misread as no website', () => {
    const r = scan(
      'Jolien ter Horst',
      'Accountmanager',
      'Brugwater Techniek B.V.',
      'E. jolien.terhorst@brugwater-techniek.example.net',
      ['tinkedun.com/injolen-terhorst', 0.3],
    );
    expect(r.website).toBeNull();
    // (a host far from LinkedIn's name keeps its path: "lindenhof.com/info")
    expect(scan('Jolien ter Horst', 'Lindenhof B.V.', 'lindenhof.com/info').website).toBe(
      'lindenhof.com/info',
    );
  });

  it('reads a Dutch IJ whose bar was read twice in a name printed in capitals', () => {
    expect(repairOpeningI('SIETSE I1JZERMAN')).toBe('SIETSE IJZERMAN');
    // (not before a vowel: "I1JA" is no Dutch IJ)
    expect(repairOpeningI('I1JA')).toBe('I1JA');
    expect(
      scan(
        'Dijkhoven B.V.',
        'SIETSE I1JZERMAN, MSC',
        'Commercieel Directeur',
        'E-mail sietse.ijjzerman@dijkhoven.example',
      ),
    ).toMatchObject({ name: 'Sietse IJzerman', email: 'sietse.ijzerman@dijkhoven.example' });
  });

  it('drops specks read as two words before a company name', () => {
    expect(stripJunkPrefix('Ve 7 Hoornaar B.V.')).toBe('Hoornaar B.V.');
    // (a lone small word before a word in small letters stays)
    expect(stripJunkPrefix('Ve 7 hoornaar')).toBe('Ve 7 hoornaar');
  });

  it('reads a capital R inside small letters before "ler" as ß', () => {
    expect(repairEszett('Jule Oßwald-DreRler')).toBe('Jule Oßwald-Dreßler');
    expect(repairEszett('Anna Reisler')).toBe('Anna Reisler');
  });
});

describe('an address with one letter read as two', () => {
  it('reads "nt" for m in a long local part where the name line was read far more surely', () => {
    expect(localWithLetterReadAsTwo('adontinguezaguirre', 'Ana Belén Domínguez-Aguirre')).toBe(
      'adominguezaguirre',
    );
    const r = scan(['ANA BELÉN DOMÍNGUEZ-AGUIRRE', 0.94], 'Jefa de Compras', 'Consultores Brisamar S.L.', [
      'E-mail adontinguezaguirre@brisamar.example.com',
      0.7,
    ]);
    expect(r.email).toBe('adominguezaguirre@brisamar.example.com');
    // (not towards a name read with a slip of its own: "Castafio" is Castaño, which the address spells right)
    expect(localWithLetterReadAsTwo('gonzalo.castano', 'Gonzalo Domínguez Castafio')).toBeNull();
    // (nor in a short part, where other names are as near)
    expect(localWithLetterReadAsTwo('rnia', 'Mia Wong')).toBeNull();
  });
});

describe('a domain a word with a ß spells, read with a letter lost', () => {
  it('mends "wessdom" beside Weißdorn to weissdorn', () => {
    expect(repairDomainByCardWords('wessdom.example', 'Weißdorn GmbH & Co. KG\nUrsula Weißenborn')).toBe(
      'weissdorn.example',
    );
    // (a short word is too near others: "Weiß" does not make "wess" weiss)
    expect(repairDomainByCardWords('wesso.example', 'Weißo GmbH')).toBe('wesso.example');
  });
});

describe("a web address whose www and host's dot were both misread", () => {
  it('reads "hitp:/ivww.aravall example" as www.aravall.example, then mends the host by the card', () => {
    expect(repairWebText('Website hitp:/ivww.aravall example')).toBe('Website http://www.aravall.example');
    const r = scan('ARAVALLI', 'Prof. Kavitha Nair', 'Aravalli Pvt. Ltd.', [
      'Website hitp:/ivww.aravall example',
      0.71,
    ]);
    expect(r.website).toBe('www.aravalli.example');
    // (a gap before a word that is no domain's end is left alone)
    expect(repairWebText('ivww.aravall station')).toBe('ivww.aravall station');
  });
});

describe('an address behind a pictogram read as letters, its "@" read as a letter', () => {
  it('reads "Ml MATTHIASGMUEHLBACH EXAMPLE" beside MÜHLBACH GMBH as matthias@muehlbach.example', () => {
    const card = (line: string) =>
      scan(
        'MÜHLBACH GMBH',
        'MATTHIAS OSSWALD-JÄGER',
        [line, 0.71],
        'Stott 0174 392 00 13',
        'Teamleiter Kundenservice',
      );
    expect(card('Ml MATTHIASGMUEHLBACH EXAMPLE').email).toBe('matthias@muehlbach.example');
    // (a web address's www glued on is no local part)
    expect(card('W wwwmuehlbach example').email).toBeNull();
  });
});

describe('a company word garbled at one end beside a word its domain spells', () => {
  it("takes the domain's other label for it, where that alone shares a long end with it", () => {
    expect(repairWordsByDomain('tmeshfree Foods DAC', ['inishfree', 'foods'])).toBe('Inishfree Foods DAC');
    expect(repairWordsByDomain('inmobskana Tramontana SL.', ['tramontana', 'inmobiliaria'])).toBe(
      'Inmobiliaria Tramontana SL.',
    );
    // (with no word of the line the domain spells, nothing says the domain is this company's)
    expect(repairWordsByDomain('tmeshfree Group DAC', ['inishfree', 'foods'])).toBe('tmeshfree Group DAC');
  });
});

describe('a web label glued to the www after it', () => {
  it('sets "Websiteww.thombury.example.org" apart as the label and www.thombury.example.org', () => {
    expect(repairWebText('Websiteww.thombury.example.org')).toBe('Website www.thombury.example.org');
    expect(repairWebText('WEBW.REDTAIL.EXAMPLE')).toBe('WEB WWW.REDTAIL.EXAMPLE');
    const r = scan('Harriet Barraclough', 'Thornbury Analytics PLC', [
      'Websiteww.thombury.example.org',
      0.84,
    ]);
    expect(r.website).toBe('www.thornbury.example.org');
    // (a host that merely opens with the label's letters is left alone)
    expect(repairWebText('webworks.example.org')).toBe('webworks.example.org');
  });
});

describe('slips from the forty-first round of blind cards', () => {
  it("keeps an address's spelled-out umlaut against a company line read without it, and gives the line the umlaut", () => {
    expect(
      repairDomainByCardWords('muehlbach.example', 'Muhlbach GmbH & Co. KG', 'Muhlbach GmbH & Co. KG'),
    ).toBe('muehlbach.example');
    // (another letter added is still the address's slip: "monher" beside "Moher Ltd")
    expect(repairDomainByCardWords('monher.example', 'Moher Ltd', 'Moher Ltd')).toBe('moher.example');
    const r = scan(
      'Ömer Brückner',
      'Regional Sales Manager',
      ['Muhlbach GmbH & Co. KG', 0.83],
      'Mob. 0171 392 00 37',
      ['oemer@muehlbach.example', 0.87],
      '10992 Berlin',
    );
    expect(r).toMatchObject({ company: 'Mühlbach GmbH & Co. KG', email: 'oemer@muehlbach.example' });
  });

  it('reads an Indian "Pt." before a Ltd read right as Pvt.', () => {
    expect(repairLegalSuffix('Aravalli Pharma Pt. Ltd.')).toBe('Aravalli Pharma Pvt. Ltd.');
    // (or "Pv.", its t lost, before a Ltd read with a slip)
    expect(repairLegalSuffixes('Trishul Pv. Lid. - Plot No. 79, Nariman Point')).toBe(
      'Trishul Pvt. Ltd. - Plot No. 79, Nariman Point',
    );
  });

  it('reads an undotted form of capitals with its last letter read small as the form', () => {
    expect(repairLegalSuffix('The Cedar Ridge Group LLc')).toBe('The Cedar Ridge Group LLC');
    // (a word that only ends in those letters is no form)
    expect(repairLegalSuffix('Cedar Ridge Gallc')).toBe('Cedar Ridge Gallc');
  });

  it('completes a surname cut short after another surname the address runs into it', () => {
    expect(repairNameByEmail('Itzayana Ochoa Olve', ['itzayana.ochoaolvera'])).toBe('Itzayana Ochoa Olvera');
    // (a four-letter surname alone is too short to take two letters from the address)
    expect(repairNameByEmail('Ana Olve', ['ana.olvera'])).toBe('Ana Olve');
  });
});

describe('a thin initial and its dot read as one l before the surname', () => {
  it('reads "lllewellyn@" beside Tobias Llewellyn as t.llewellyn', () => {
    expect(repairLocalByName('lllewellyn', 'Tobias Llewellyn')).toBe('t.llewellyn');
    // (a round initial is not read so: "lmoreau" beside Grégoire Moreau is left for the other rules)
    expect(repairLocalByName('lmoreau', 'Grégoire Moreau')).not.toBe('g.moreau');
  });
});

describe("a web address's scheme set apart from its host", () => {
  it('is never the company ("W. | HTTPS WWW.INISHFREE EXAMPLE")', () => {
    const r = scan(
      'CAOIMHE LYNCH-HAYES',
      'Sales Director',
      'M. | +353 (0)87 768 4970',
      'E | CLYNCHHAYES@INISHFREE EXAMPLE',
      ['W. | HTTPS WWW.INISHFREE EXAMPLE', 0.5],
    );
    expect(r.company).toBeNull();
    expect(r.website).toBe('www.inishfree.example');
  });
});

describe('slips from the forty-second round of blind cards', () => {
  it('gives a wordmark of two words the legal form of a line that misreads its first word', () => {
    expect(withFormOfGarbledLine('PRAIRIE POINT', ['Prawns Point Inc. 2649 Market Stood'])).toBe(
      'PRAIRIE POINT Inc.',
    );
    // (another company's form: its later word is not the wordmark's)
    expect(withFormOfGarbledLine('PRAIRIE POINT', ['Prairie Hill Inc.'])).toBe('PRAIRIE POINT');
    // (the same words with a form are the company's line itself, left to the company's choice)
    expect(withFormOfGarbledLine('Prairie Point', ['Prairie Point Inc.'])).toBe('Prairie Point');
  });
  it('mends an address piece whose i and l were each read as the other', () => {
    expect(repairLocalByName('lise.terhorst', 'Ilse ter Horst')).toBe('ilse.terhorst');
    // (a Lise's address is as printed)
    expect(repairLocalByName('lise.terhorst', 'Lise ter Horst')).toBeNull();
  });
  it("joins an address's domain read with a gap for its dot before a dash that parts it from the next item", () => {
    expect(joinSpacedDomain('E-mail AMUNOZORTEGA@BRISAMAR EXAMPLENET - Web WWW.BRISAMAR.EXAMPLE.NET')).toBe(
      'E-mail AMUNOZORTEGA@BRISAMAR.EXAMPLENET - Web WWW.BRISAMAR.EXAMPLE.NET',
    );
  });
  it('reads a cell that is an address with its "@" lost, where the letters before the domain hold the name', () => {
    const r = scan(
      'VELDHOEK',
      'Wouter van Leeuwen',
      'Accountmanager',
      'Veldhoek Verpakkingen B.V.',
      'Mob. +31 (0)6-53366122 | w.vanleeuwenveldhoek.example | in/woutervanleeuwen',
    );
    expect(r.email).toBe('w.vanleeuwen@veldhoek.example');
    expect(r.website).toBeNull();
    // (a host run together from the company's words is a web address)
    const site = scan(
      'Anika Rao',
      'Konark Engineering Pvt. Ltd.',
      'Mob. +91 98450 12345 | s.konarkengineering.example',
    );
    expect(site.email).toBeNull();
  });
  it('reads a capital C before the rest of a label two addresses agree on as the G the label opens with', () => {
    expect(repairWordsByDomain('Clenbeigh & Brosnan DAC', ['glenbeigh'], new Set(['glenbeigh']))).toBe(
      'Glenbeigh & Brosnan DAC',
    );
    // (a label read once may be the misread one)
    expect(repairWordsByDomain('Clenbeigh & Brosnan DAC', ['glenbeigh'])).toBe('Clenbeigh & Brosnan DAC');
  });
  it('joins an address read as two lines side by side at its underscore, and takes the first name it spells', () => {
    const lines = [
      ...ocrLines(['«vuiaua Peñalosa Etxeberria', 'Socia Directora', 'Alimentos Albarrán S.L.U.']),
      lineOf(0.26, wordAt('E-mail', 672, 613, 734, 630), wordAt('inmaculada_', 742, 613, 868, 634, 0)),
      lineOf(0.17, wordAt('_etxeberria@albarran.example.com', 864, 612, 1206, 634, 0.17)),
      ...ocrLines(['Web albarran.example.com']).map((l) => ({
        ...l,
        words: l.words!.map((w) => ({ ...w, bbox: { ...w.bbox, y0: w.bbox.y0 + 700, y1: w.bbox.y1 + 700 } })),
      })),
    ];
    const r = extractContact({ lines }).fields;
    expect(r.email.value).toBe('inmaculada_etxeberria@albarran.example.com');
    expect(r.name.value).toBe('Inmaculada Peñalosa Etxeberria');
    // (the first name comes from the address, not the print: the user confirms it)
    expect(r.name.needsConfirmation).toBe(true);
  });

  it('adds a first name from the address only where a garbled word stands before the surnames', () => {
    expect(withFirstNameFromAddress('Peñalosa Etxeberria', '«vuiaua ', ['inmaculada_etxeberria'])).toBe(
      'Inmaculada Peñalosa Etxeberria',
    );
    expect(withFirstNameFromAddress('Peñalosa Etxeberria', '', ['inmaculada_etxeberria'])).toBe(
      'Peñalosa Etxeberria',
    );
    // (a word read as printed is no garble, "CEO"; nor an honorific)
    expect(withFirstNameFromAddress('Maria Lopez', 'CEO ', ['ana_lopez'])).toBe('Maria Lopez');
    expect(withFirstNameFromAddress('Peñalosa Etxeberria', 'Madrid ', ['inmaculada_etxeberria'])).toBe(
      'Peñalosa Etxeberria',
    );
    expect(withFirstNameFromAddress('Peñalosa Etxeberria', 'Dra. ', ['inmaculada_etxeberria'])).toBe(
      'Peñalosa Etxeberria',
    );
  });

  it('reads an exclamation mark inside a name in capitals as its I', () => {
    expect(repairLetterGlyphs('NAYEL!I HERNÁNDEZ SALDÍVAR')).toBe('NAYELI HERNÁNDEZ SALDÍVAR');
    expect(repairLetterGlyphs('NAY!LA ORTEGA')).toBe('NAYILA ORTEGA');
    expect(repairLetterGlyphs('LET US TALK!')).toBe('LET US TALK!');
  });
  it('takes no title from an address cut short, nor a company from two letters of a line scarcely read', () => {
    const lines = [
      lineOf(
        0.86,
        wordAt('Kingsmere', 229, 138, 448, 215),
        wordAt('Robotics', 461, 164, 633, 199),
        wordAt('PLC', 646, 165, 737, 199),
      ),
      lineOf(
        0.95,
        wordAt('Dr', 122, 564, 192, 604),
        wordAt('Ewan', 210, 563, 357, 605),
        wordAt('Llewellyn', 376, 561, 633, 617),
      ),
      lineOf(0.87, wordAt('E.', 1229, 613, 1250, 634), wordAt('sales@kings', 1258, 612, 1388, 638)),
      lineOf(
        0.85,
        wordAt('E.', 1112, 578, 1134, 599),
        wordAt('ewan_llewellyn@kingsmere-robotics.example.net', 1140, 576, 1673, 603),
      ),
      lineOf(
        0.8,
        wordAt('Head', 123, 631, 189, 656),
        wordAt('of', 198, 632, 226, 657),
        wordAt('Customer', 232, 632, 359, 657),
        wordAt('Success', 367, 633, 468, 656),
        wordAt('Whi', 1303, 648, 1453, 667, 0.52),
        wordAt('leet', 1455, 616, 1677, 677, 0.47),
      ),
    ];
    expect(extractContact({ lines }).fields.title.value).toBe('Head of Customer Success');
    const scrap = scan('Sales Director', 'C (415) 555.0163', ['Dl cww@eedarridge, mimn s EXMple. com', 0.13]);
    expect(scrap.company).toBeNull();
  });
  it("completes a title's last word cut short from the same title read again, or from its rest beside it", () => {
    const again = [
      lineOf(0.92, wordAt('Technischer', 121, 634, 319, 661), wordAt('Lei', 327, 634, 376, 661)),
      lineOf(0.9, wordAt('echnischer', 137, 640, 319, 662), wordAt('Leiter', 327, 636, 425, 662)),
    ];
    expect(withTitleWordCompleted('Technischer Lei', again)).toBe('Technischer Leiter');
    const slanted = [
      lineOf(0.62, wordAt('RKOOP', 403, 238, 541, 277)),
      lineOf(0.75, wordAt('ADVISEUR', 131, 251, 331, 294), wordAt('VE', 347, 247, 397, 280)),
    ];
    expect(withTitleWordCompleted('ADVISEUR VE', slanted)).toBe('ADVISEUR VERKOOP');
    // (a title word that ends the title stays; so does a cut word no reading completes)
    expect(withTitleWordCompleted('Technischer Leiter', again)).toBe('Technischer Leiter');
    expect(withTitleWordCompleted('ADVISEUR VE', slanted.slice(1))).toBe('ADVISEUR VE');
  });
  it("joins a host's first l set apart and read as a capital I, where the card prints the word it spells", () => {
    const card =
      'Lindhorst Werkzeuge UG (haftungsbeschränkt)\nHead of Customer Success I indhorst.example.com';
    expect(joinDomainByCard('Head of Customer Success I indhorst.example.com', card)).toBe(
      'Head of Customer Success lindhorst.example.com',
    );
    // (not where the card prints the host's own word: an I before it is a word of its own)
    const own = 'Indhorst GmbH\nI indhorst.example.com';
    expect(joinDomainByCard('I indhorst.example.com', own)).toBe('I indhorst.example.com');
  });
});

describe('slips from the forty-third round of cards', () => {
  it("takes a labelled web address read only from inside a label of the card's address domain as that domain", () => {
    const card = ['Maximilian von der Heyde | Tel. 069/90009-117', '| E. maximilian@lindhorst.example.net'];
    const r = scan(...card, ['Außendienstmitarbeiter W ple.net', 0.73], 'Lindhorst AG');
    expect(r.website).toBe('lindhorst.example.net');
    // (not a host that is the domain's end after a dot, nor one without a label)
    expect(scan(...card, 'W example.net', 'Lindhorst AG').website).not.toBe('lindhorst.example.net');
    expect(scan(...card, 'ple.net', 'Lindhorst AG').website).not.toBe('lindhorst.example.net');
  });
  it("sets a web address glued after an address's end apart from it, where it is the address's host again", () => {
    expect(repairEmailText('W: anna@weissdorn-anlagenbau.examplo.comweissdorn-anlagenbau.example.com')).toBe(
      'W: anna@weissdorn-anlagenbau.examplo.com weissdorn-anlagenbau.example.com',
    );
    // (a longer word after the end is no host over again)
    expect(repairEmailText('anna@acme.comacmefoo.com')).toBe('anna@acme.comacmefoo.com');
    const r = scan(
      'Anneliese Yılmaz',
      'Leiterin Marketing',
      'E. anneliese.yilmaz@weissdorn-anlagenbau.example.com',
      ["'W: anneliese.yilmaz@weissdorn-anlagenbau.examplo.comweissdorn-anlagenbau.example.com", 0.59],
    );
    expect(r.website).toBe('weissdorn-anlagenbau.example.com');
  });
  it('puts no address together from a scrap of a line that is only the end of a host the card prints whole', () => {
    const r = scan(
      'Ruud Mulder',
      'TEAMLEIDER KLANTENSERVICE',
      ['Mobiel 06 - 32949799 | E-mail nnd.', 0.84],
      ['ple.com | Internet brugwater.example.com', 0.85],
    );
    expect(r.email).toBeNull();
    expect(r.website).toBe('brugwater.example.com');
  });
  it('mends a host with two letters misread towards a long word the card prints twice, far more surely', () => {
    const card = 'Falkenried\nJule Oßwald\nFalkenried Maschinenbau GmbH & Co. KG';
    expect(repairDomainByCardWords('talkensied.example.net', card, card)).toBe('falkenried.example.net');
    // (not towards a word printed once, nor towards a short one)
    const once = 'Jule Oßwald\nFalkenried Maschinenbau GmbH & Co. KG';
    expect(repairDomainByCardWords('talkensied.example.net', once, once)).toBe('talkensied.example.net');
    const short = 'Brandel\nBrandel GmbH';
    expect(repairDomainByCardWords('brandes.example.net', short, short)).toBe('brandel.example.net');
    expect(repairDomainByCardWords('trandes.example.net', short, short)).toBe('trandes.example.net');
  });
  it("mends a card line's opening company word whose capital was read as a small letter", () => {
    const card = ['Jérôme de Villeneuve', 'Chef de projet', 'Tél. 04.65.71.99.93'];
    expect(scan(['sroupe Rochebrune SARL', 0.83], ...card).company).toBe('Groupe Rochebrune SARL');
    // (a word in small letters no company word ends so is left as read, and so is a line in small letters)
    expect(withCompanyWordCapitalMended('sxyzab Rochebrune SARL')).toBe('sxyzab Rochebrune SARL');
    expect(withCompanyWordCapitalMended('sroupe rochebrune')).toBe('sroupe rochebrune');
  });
  it('mends a generic company word whose l between two i was read as one more i', () => {
    expect(repairCompanyWords('Inmobiiaria Brisamar S.A.')).toBe('Inmobiliaria Brisamar S.A.');
    // (a letter short with no such i is no slip of that kind)
    expect(repairCompanyWords('Inmobiaria Brisamar S.A.')).toBe('Inmobiaria Brisamar S.A.');
  });
  it('drops a pictogram read as a digit and an underscore before an address the card spells elsewhere', () => {
    const card = ['CARROWMORE CAPITAL TEO.', 'Operations Manager', 'in/meabh-osullivan'];
    const r = scan(...card, '2 3_meabh.osullivan@carrowmore.example.com');
    expect(r.email).toBe('meabh.osullivan@carrowmore.example.com');
    // (an address nothing else on the card spells is left as read)
    expect(
      scan('CARROWMORE CAPITAL TEO.', 'Operations Manager', '3_meabh@carrowmore.example.com').email,
    ).toBe('3_meabh@carrowmore.example.com');
  });
  it("takes a name from the address with the card's own spelling of a word whose first letter was lost", () => {
    const card = ['CARROWMORE CAPITAL TEO.', 'Operations Manager', 'Limerick, V94 RB7TW'];
    const r = scan(...card, ['éabh 0 »Sullivan', 0.73], 'meabh.osullivan@carrowmore.example.com');
    expect(r.name).toBe("Méabh O'Sullivan");
  });
  it('takes an "@" and a colon before a whole address for its label, not a lost "@" after the number before it', () => {
    const card = ['JEAN-BAPTISTE LACROIX', 'Responsable Marketing', 'Fax: 04.65.71.48.51'];
    const r = scan(...card, 'Tél. +33 4.65.71.67.01 @: jb.lacroix@clairval.example.net');
    expect(r.phone).toBe('+33 4 65 71 67 01');
    expect(r.email).toBe('jb.lacroix@clairval.example.net');
  });
  it('reads "ead" opening a title before "of" as Head, its first letter lost', () => {
    expect(scan('Borja Domínguez', 'ead of Finance', 'Encinar S.L.').title).toBe('Head of Finance');
    expect(scan('Borja Domínguez', 'EAD OF FINANCE', 'Encinar S.L.').title).toMatch(/^head of finance$/i);
  });
  it('reads a square bracket inside a name in capitals as its J, or drops it beside the J it was read with', () => {
    expect(repairLetterGlyphs('SVEN]JA JÄGER')).toBe('SVENJA JÄGER');
    expect(repairLetterGlyphs('BEN]AMIN KRAUSE')).toBe('BENJAMIN KRAUSE');
    const r = scan(
      'FALKENRIED',
      ['SVEN]JA JÄGER', 0.74],
      'PRODUCT MARKETING MANAGER',
      'Falkenried Technik GmbH',
    );
    expect(r.name).toBe('Svenja Jäger');
    // (a bracket after a word is no letter of it)
    expect(repairLetterGlyphs('MÜLLER] GMBH')).toBe('MÜLLER] GMBH');
  });
  it('reads a word opening "j" and a consonant after a first name as the Dutch IJ, its I lost', () => {
    expect(repairOpeningI('Bram jzerman')).toBe('Bram IJzerman');
    const r = scan('Hoornaar B.V.', ['Bram jzerman', 0.69], 'Directeur', 'E b.ijzerman@hoornaar.example');
    expect(r.name).toBe('Bram IJzerman');
    // (not a word of its own, nor one a vowel follows: "Jr", "jazz")
    expect(repairOpeningI('Bram jr.')).toBe('Bram jr.');
    expect(repairOpeningI('Bram jazz')).toBe('Bram jazz');
  });
  it('joins a host whose dots were read as gaps where a bar sets it apart from its web label', () => {
    const card = ['Hélène Chevalier', 'Montsoreau SAS', 'Mobile +33 6 39 98 60 39'];
    expect(scan(...card, 'Site | montsoreau example net').website).toBe('montsoreau.example.net');
    expect(scan(...card, 'Web | montsoreau example com').website).toBe('montsoreau.example.com');
    // (only a host's end after the gap: a word after a label is no host)
    expect(scan(...card, 'Web | diseño de').website).toBeNull();
  });
});

describe('the region of a card whose Mexican legal form was garbled', () => {
  it('reads a national number as Mexican where "de CV" without its dots closes the form', () => {
    const r = extractContact({
      lines: ocrLines([
        'MAURICIO OLVERA',
        'SENIOR SOFTWARE ENGINEER',
        'M. (442) 579-3641',
        'C. OLVERA@ZACATAL.EXAMPLE.COM',
        ['Grupo Zacaal § de R11 de CV. Bivd Dar Ordag 1099', 0.55],
      ]),
    });
    expect(r.phoneE164).toBe('+524425793641');
    // (with no such clue the same number is read as printed in North America)
    const plain = extractContact({
      lines: ocrLines(['MAURICIO OLVERA', 'SENIOR SOFTWARE ENGINEER', 'M. (442) 579-3641']),
    });
    expect(plain.phoneE164).toBe('+14425793641');
  });
});

describe('slips from the forty-fourth round of cards', () => {
  it('puts back a capital initial set apart before an address printed in capitals, but not a label letter', () => {
    const card = ['DR. JOOST BROUWER', 'HOOFD INKOOP', 'Lindeboom & Visser B.V.', '+31 6 10503460'];
    expect(scan(...card, 'J. BROUWER@LINDEBOOM.EXAMPLE.NET').email).toBe('j.brouwer@lindeboom.example.net');
    // (an E or M there is the label; before an address in small letters so is a capital a pictogram is read as)
    expect(scan(...card, 'E. BROUWER@LINDEBOOM.EXAMPLE.NET').email).toBe('brouwer@lindeboom.example.net');
    expect(scan(...card, 'J. brouwer@lindeboom.example.net').email).toBe('j.brouwer@lindeboom.example.net');
    expect(scan(...card, 'M. brouwer@lindeboom.example.net').email).toBe('brouwer@lindeboom.example.net');
  });
  it('puts back a first name set apart before an address with one of its letters lost', () => {
    const r = scan('Dr. Brittany J. DeLuca', 'Talent Acquisition Lead', 'Redtail Foods Corp.', [
      'Cell: +1 (212) 555-0173 Email: brttany deluca@redtail-foods.example',
      0.79,
    ]);
    expect(r.email).toBe('brittany.deluca@redtail-foods.example');
  });
});

describe('a name with its ß read as a 3', () => {
  it('reads a 3 after a vowel among the small letters of a name word as ß', () => {
    const r = scan(
      'Brückenhof Technik GmbH',
      ['Ursula Mei3ner', 0.78],
      'Vertriebsleiterin E umeissner@brueckenhof.example',
      'Am Hafen 45a',
      '60862 Frankfurt am Main',
    );
    expect(r.name).toBe('Ursula Meißner');
  });
});

describe('legal names with a letter misread as strokes', () => {
  it("reads GmbH with its H read as 'li', and keeps the whole legal name over the wordmark", () => {
    const r = scan(
      'Brückenhof',
      'Günther Meißner',
      'Vertriebsleiter',
      'M. +49 (0)171 392 00 65 + E guenther.meissner@brueckenhof.example.org',
      'W www.brueckenhof.example.org',
      'Brückenhof & Schäfer Gmbli | Schillerplatz 43 | 60412 Frankfurt am Main',
    );
    expect(r.company).toBe('Brückenhof & Schäfer GmbH');
  });
  it("reads a Dutch IJ read as 'ljJ' as IJ", () => {
    const r = scan(
      'a.terhorst@lindeboom.example.com',
      'Anouk ter Horst',
      'Hoofd Inkoop',
      ['Lindeboom & ljJzerman N.V.', 0.77],
      'LINDEBOOM',
      'Samen verder',
    );
    expect(r.company).toBe('Lindeboom & IJzerman N.V.');
  });
});

describe('a wordmark taken for a name', () => {
  it("takes no name from a firm's name the card prints with its legal form, however tall", () => {
    // (a row of words `height` px tall at row y)
    const row = (text: string, conf: number, y: number, height: number): TextLine => {
      let x = 10;
      const words = text.split(' ').map((w) => {
        const word = wordAt(w, x, y, x + w.length * height * 0.6, y + height, conf);
        x = word.bbox.x1 + height * 0.3;
        return word;
      });
      return lineOf(conf, ...words);
    };
    const lines = [
      row('BUSINESS DEVELOPMENT MANAGER', 0.96, 0, 20),
      row('Anneliese Weißenborn', 0.73, 40, 24),
      row('Weißdorn GmbH', 0.53, 80, 20),
      row('T. +49 (0)40 66969 857', 0.93, 120, 20),
      row('WEISSDORN Y', 0.57, 160, 70),
    ];
    expect(extractContact({ lines }).fields.name.value).toBe('Anneliese Weißenborn');
  });
});

describe("a company word misread where the card's wordmark and its domain agree", () => {
  it('mends a word of the legal name towards a wordmark that starts the domain', () => {
    const r = scan(
      ['KESTREVALE', 0.91],
      ['Imogen Falkner-Reid', 0.92],
      ['Operations Director', 0.96],
      ['T. +44 161 496 0213', 0.93],
      ['E: falkner@kestrevalelabs.example.com', 0.88],
      ['Kestsevale Labs Ltd, 14 Mill Lane', 0.84],
      ['Manchester M1 2AB', 0.6],
    );
    expect(r.company).toBe('Kestrevale Labs Ltd');
  });
  it("mends a short word read with 'ri' as 'm' where the wordmark is read more surely than the address", () => {
    const r = scan(
      ['{J (087)827 4410', 0.87],
      ['DORRIG', 0.92],
      ['£2 sbyrne@dorrig.example.com', 0.72],
      ['Siobhan Byrne © Domg & Keane Ltd - 8 Quay Street', 0.9],
      ['Cork, T12 X5R2', 0.72],
      ['ACCOUNT MANAGER', 0.96],
    );
    expect(r.company).toBe('Dorrig & Keane Ltd');
  });
  it('mends a ß read as a B with a slip on each side of it, where the wordmark spells it SS', () => {
    const r = scan(
      ['GRIESSBACH', 0.9],
      ['Jürgen Albrecht', 0.95],
      ['Leiter Einkauf', 0.96],
      ['+49 (0) 711 5550 3321', 0.95],
      ['albrecht@griessbach-werkzeuge.example', 0.88],
      ['GrleBbach Werkzeuge AG — Hafenstraße 12', 0.56],
      ['70173 Stuttgart', 0.73],
    );
    expect(r.company).toBe('Grießbach Werkzeuge AG');
  });
  it('mends a hyphenated name read with two slips, where the wordmark and the addresses spell it', () => {
    const r = scan(
      ['SAINT-CLOUET', 0.91],
      ['Margaux Lefèvre', 0.91],
      ["Chargée d'affaires", 0.87],
      ['0261918113', 0.95],
      ['margaux.lefevre@saintclouet.example.net', 0.58],
      ['info@saintclouet.example.net', 0.89],
      ['www.saintclouet.example.net', 0.85],
      ['Satot- Clouet SAS — 16 rue Victor Hugo', 0.64],
      ['44000 Nantes', 0.47],
    );
    expect(r.company).toBe('Saint-Clouet SAS');
  });
});

describe('a name and its address, each mended where the other was read the surer', () => {
  const card = (nameConf: number, addressConf: number) => [
    lineOf(0.8, wordAt('Tobias', 10, 0, 80, 34, 0.95), wordAt('Riedei', 90, 0, 170, 34, nameConf)),
    ...ocrLines(['Key Account Manager', 'Mobile +49 171 5550 284']).map((l, i) => ({
      ...l,
      words: l.words!.map((w) => ({ ...w, bbox: { ...w.bbox, y0: 60 + i * 40, y1: 80 + i * 40 } })),
    })),
    lineOf(
      addressConf,
      wordAt('E-Mail', 10, 140, 70, 160, 0.93),
      wordAt('t.riedel@holzwerk-nord.example', 80, 140, 400, 160, addressConf),
    ),
  ];
  it("takes the address's letter where the name's word was read far less surely", () => {
    const r = extractContact({ lines: card(0.58, 0.9) }).fields;
    expect(r.name.value).toBe('Tobias Riedel');
    expect(r.email.value).toBe('t.riedel@holzwerk-nord.example');
  });
  it("keeps the name's letter where it was read as surely as the address", () => {
    const r = extractContact({ lines: card(0.95, 0.9) }).fields;
    expect(r.name.value).toBe('Tobias Riedei');
  });
  it('reads a Q at the end of a surname in capitals as the O its address spells', () => {
    const r = scan('MORGAN HALE LLP', 'ANNA PELLEGRINQ', 'PARTNER', 'Mobile 212 555 0148', [
      'anna.pellegrino@morganhale.example',
      0.84,
    ]);
    expect(r.name).toBe('Anna Pellegrino');
  });
  it('takes the first name from the address where its last piece runs the surnames together', () => {
    expect(withFirstNameFromAddress('Ibarra Peñalosa', 'lucia ', ['lucia.ibarrapenalosa'])).toBe(
      'Lucia Ibarra Peñalosa',
    );
    // (the surnames must be the name's: a piece that runs other words together names someone else)
    expect(withFirstNameFromAddress('Ibarra Peñalosa', 'lucia ', ['lucia.ibarramendez'])).toBe(
      'Ibarra Peñalosa',
    );
  });
});

describe('a surname the recogniser broke into letters and scraps', () => {
  it("is the address's piece its letters spell", () => {
    expect(surnameFromBrokenPieces('Chiamaka Nw A Ch Ukwu', ['chiamaka.nwachukwu'])).toBe(
      'Chiamaka Nwachukwu',
    );
    // (after the first name's initial the address runs into it)
    expect(surnameFromBrokenPieces('Aurélie D G UeRIN', ['adguerin'])).toBe('Aurélie Dguerin');
    const r = scan(
      'HALVERSTONE ANALYTICS LTD.',
      ['CHIAMAKA NW A CH UKWU chiamaka_nwachukwu@halverstone.example.com', 0.8],
      'Head of Finance',
      'Tel. 0161 496 0044',
    );
    expect(r.name).toBe('Chiamaka Nwachukwu');
  });
  it('leaves a name whose short words are initials or particles, or a word that spells the piece itself', () => {
    expect(surnameFromBrokenPieces('Derek J. Yamamoto', ['dyamamoto'])).toBe('Derek J. Yamamoto');
    expect(surnameFromBrokenPieces('Derek J Yamamoto', ['dyamamoto'])).toBe('Derek J Yamamoto');
    expect(surnameFromBrokenPieces('Ana de la Fuente', ['ana.delafuente'])).toBe('Ana de la Fuente');
    // (pieces that spell no piece of the address stay as read)
    expect(surnameFromBrokenPieces('Chiamaka Nw A Ch Ukwu', ['info'])).toBe('Chiamaka Nw A Ch Ukwu');
  });
});

describe("an address's numbers run together", () => {
  it('rank below a labelled number when they stand between a street word and the town', () => {
    const card = ['Auental', 'Dipl.-Ing. Jule Pfeiffer', 'Leiterin Marketing'];
    const r = scan(...card, 'Auental GmbH - Industriestrafic 9420709 Hamburg', 'Fon +49 40 66969 348');
    expect(r.phone).toBe('+49 40 66969348');
    // (the town in a cell of its own)
    expect(
      scan(...card, 'Auental GmbH - Industriestrafic 9420709  Hamburg', 'Fon +49 40 66969 348').phone,
    ).toBe('+49 40 66969348');
    // (with no other number on the card it is still taken, to be confirmed)
    expect(scan(...card, 'Auental GmbH - Industriestrafic 9420709 Hamburg').phone).toBe('+49 9420 709');
  });
});

describe('a colon read inside a number', () => {
  it('is a gap or a dot after a plus or a phone label, in a run of nine digits or more', () => {
    const cedar = ['Alyssa St. Clair', 'Regional Sales Manager'];
    expect(scan(...cedar, 'Cedar Ridge Consulting Inc. | +1:212:555.0110').phone).toBe('+1 212 555 0110');
    const tramontana = ['Rubén Carrasco', 'Consultor Senior', 'Servicios Tramontana S.L.'];
    expect(scan(...tramontana, 'Tel. 9:34 483 140').phone).toBe('+34 934 48 31 40');
    // (a time of day is no number: opening hours beside a number keep it whole)
    expect(scan(...tramontana, 'Tel. 934 483 140', 'Lun-Vie 9:00-17:30').phone).toBe('+34 934 48 31 40');
    expect(scan(...tramontana, 'Horario 9:00 - 14:00 17:00').phone).toBeNull();
  });
});

describe('a letter no host can write, misread in a company word', () => {
  it("is put back where the domain spells it: an umlaut's dots read as an i, an ñ read as a d", () => {
    expect(repairWordsByDomain('Briuckenhof & Großmann GmbH & Co. KG', ['brueckenhof'])).toBe(
      'Brückenhof & Großmann GmbH & Co. KG',
    );
    expect(repairWordsByDomain('Pedaclara S.A.', ['penaclara'])).toBe('Peñaclara S.A.');
    // (towards no label, nothing)
    expect(repairWordsByDomain('Pedaclara S.A.', ['pedaclara'])).toBe('Pedaclara S.A.');
    expect(repairWordsByDomain('Briuckenhof GmbH', ['weissdorn'])).toBe('Briuckenhof GmbH');
  });
});

describe("a company's first word lost from its line", () => {
  it('is the word the card prints apart that the domain runs into the company', () => {
    const lines = [
      '0 +1 (617) 555-0178 | F. +1-617-555-0182 BAY ENGINEERING LLC',
      'tamika@granitebay.example GRANITE',
    ];
    expect(withWordsOfDomainBefore('BAY ENGINEERING LLC', ['granitebay.example'], lines)).toBe(
      'GRANITE BAY ENGINEERING LLC',
    );
    expect(
      withWordsOfDomainBefore('Bay Engineering LLC', ['granitebay.example'], [...lines, 'Granite']),
    ).toBe('Granite Bay Engineering LLC');
    // (not where the card does not print the word, nor where the domain is the company's own)
    expect(
      withWordsOfDomainBefore('Bay Engineering LLC', ['granitebay.example'], ['Bay Engineering LLC']),
    ).toBe('Bay Engineering LLC');
    expect(withWordsOfDomainBefore('Bay Engineering LLC', ['bayengineering.example'], lines)).toBe(
      'Bay Engineering LLC',
    );
  });
});

describe('scraps of a garbled line', () => {
  it('take no company from a legal form after a word of one or two small letters', () => {
    const card = ['Björn Yılmaz', 'Export Manager', 'E bjoern.yilmaz@muehlbach.example.com'];
    expect(scan(...card, 'Rothbart Lost Gm & Cu KG Garestarg 93', '80005 München').company).toBeNull();
    // (a short name of its own is one)
    expect(scan('Ana Ruiz', 'Directora', 'Ibis GmbH & Co. KG').company).toBe('Ibis GmbH & Co. KG');
  });

  it('read a « opening a number before a country code as its plus', () => {
    const card = ['GÜNTHER KRÄMER-BACH', 'Co-Founder & CTO', 'STERNWALD AG'];
    expect(scan(...card, 'STERNWALD Mobil «49 171 392 00 53').phone).toBe('+49 171 3920053');
  });
});

describe('companies named by a short acronym', () => {
  it('keep two capitals or a digit and a capital before a bare legal form as the name', () => {
    const card = (company: string, email: string) => scan('Jane Doe', 'Sales Director', company, email);
    expect(card('GE Ltd', 'jane.doe@ge.example.com').company).toBe('GE Ltd');
    expect(card('HP Inc.', 'jane.doe@hp.example.com').company).toBe('HP Inc.');
    expect(card('3M GmbH', 'jane.doe@3m.example.de').company).toBe('3M GmbH');
    // (a logo's specks before a company with a name of its own are still not part of it)
    expect(card('Ce) Arbolux S.L.', 'jane.doe@arbolux.example.es').company).toBe('Arbolux S.L.');
  });

  it('read "p.l.c." as a legal form', () => {
    expect(scan('Tom Hart', 'Analyst', 'BP p.l.c.', 'tom.hart@bp.example.co.uk').company).toBe('BP p.l.c.');
    expect(scan('Tom Hart', 'Analyst', 'Redbrook Group p.l.c.').company).toBe('Redbrook Group p.l.c.');
  });

  it("read the European company's SE as a legal form, and not a street quadrant's or a country code's", () => {
    const card = (company: string) => [
      'Anna Schmidt',
      'Leiterin Vertrieb',
      company,
      'anna.schmidt@firma.example.de',
    ];
    expect(scan(...card('SAP SE')).company).toBe('SAP SE');
    expect(noteValues(card('Allianz SE').join('\n')).company).toBe('Allianz SE');
    const us = [
      'Dana Whitfield',
      'Account Executive',
      'dana@summitline.example.com',
      '1200 Pennsylvania Ave SE',
    ];
    expect(scan(...us).company).toBeNull();
    expect(noteValues([...us, 'Washington, DC 20003'].join('\n')).company ?? null).toBeNull();
    expect(noteValues('Erik Lund\nSales\nerik@volvo.example.se\nGöteborg, SE').company ?? null).toBeNull();
  });
});

describe('a row read in pieces by a first reading and a second look', () => {
  const footer = [
    lineOf(
      0.9,
      wordAt('f', 1202, 901, 1206, 915),
      wordAt('Werkstatt', 1212, 901, 1312, 920),
      wordAt('|', 1319, 902, 1322, 915),
    ),
    lineOf(
      0.8,
      wordAt('i', 1342, 902, 1345, 915),
      wordAt('(haftungsbeschränkt)', 1352, 901, 1545, 920),
      wordAt('|', 1554, 901, 1557, 920),
      wordAt('Mühlweg', 1565, 901, 1650, 916),
      wordAt('¢', 1689, 902, 1694, 916),
    ),
  ];
  const secondLook = [
    lineOf(0.84, wordAt('Eichenhof', 1104, 901, 1206, 916)),
    lineOf(0.84, wordAt('UG', 1319, 901, 1345, 916)),
    lineOf(0.96, wordAt('12', 1689, 901, 1710, 916)),
  ];
  const card = [
    lineOf(0.95, wordAt('Till', 93, 807, 200, 881), wordAt('Brandt', 230, 820, 450, 881)),
    ...footer,
    lineOf(0.96, wordAt('Einkäufer', 89, 914, 300, 945)),
    ...secondLook,
    lineOf(0.96, wordAt('60364', 1264, 929, 1342, 949), wordAt('Frankfurt', 1353, 929, 1464, 949)),
  ];

  it('joins the pieces wherever they stand in the list, the words read whole in place of their scraps', () => {
    expect(joinPiecesOfOneRow(card).map((l) => l.text)).toContain(
      'Eichenhof Werkstatt UG (haftungsbeschränkt) | Mühlweg 12',
    );
    expect(extractContact({ lines: card }).fields.company.value).toBe(
      'Eichenhof Werkstatt UG (haftungsbeschränkt)',
    );
  });

  it('keeps apart a piece further down that overlaps the row as another reading of its words', () => {
    const web = lineOf(
      0.9,
      wordAt('www.', 717, 696, 779, 742),
      wordAt('eichenhof-werkstatt', 786, 696, 1039, 742),
    );
    const reread = lineOf(0.8, wordAt('enhof-werkstatt', 834, 706, 1041, 748));
    const speck = lineOf(0.5, wordAt('I', 881, 760, 885, 768));
    expect(joinPiecesOfOneRow([web, speck, reread])).toHaveLength(3);
  });

  it('reads a word read twice where it stands once', () => {
    const title = lineOf(0.9, wordAt('Gérant', 824, 397, 968, 428));
    // (read again with a rule's and a speck's scraps about it)
    const again = lineOf(
      0.7,
      wordAt('_', 754, 388, 761, 390),
      wordAt('Gérant', 824, 397, 968, 428),
      wordAt(':', 1435, 421, 1438, 424),
    );
    expect(joinPiecesOfOneRow([title, again]).map((l) => l.text)).toEqual(['_ Gérant :']);
    const name = lineOf(0.95, wordAt('Timéo', 822, 279, 1122, 373), wordAt('Duval', 1138, 279, 1425, 373));
    expect(extractContact({ lines: [name, title, again] }).fields.title.value).toBe('Gérant');
  });
});

describe('marks read within words', () => {
  it("drops a dash the recogniser put over a word's letters, keeping the words after it", () => {
    const name = lineOf(
      0.9,
      wordAt('Lic.', 126, 511, 204, 544),
      wordAt('Ernesto', 227, 510, 415, 554),
      wordAt('Villaseñor', 432, 510, 653, 544),
      wordAt('-', 468, 510, 477, 518, 0.83),
      wordAt('Urrutia', 673, 511, 851, 554),
      wordAt('-', 752, 510, 761, 518, 0.78),
    );
    const title = lineOf(
      0.96,
      wordAt('Jefe', 122, 575, 181, 610),
      wordAt('de', 190, 575, 224, 602),
      wordAt('Compras', 235, 576, 366, 610),
    );
    expect(extractContact({ lines: [name, title] }).fields.name.value).toBe('Ernesto Villaseñor Urrutia');
  });

  it('sets a legal form apart from the street glued after it', () => {
    const card = ['Svenja Krüger', 'Teamleiterin Kundenservice'];
    expect(scan(...card, 'Eichwerk Logistik GmbHindenstraBe - 109', '20797 Hamburg').company).toBe(
      'Eichwerk Logistik GmbH',
    );
    expect(scan(...card, 'Veldhoek B.V.Stationsweg 12', '3511 Utrecht').company).toBe('Veldhoek B.V.');
  });
});

describe('addresses with a letter lost or a label or web address glued on', () => {
  it('sets apart a web address read glued to the end of the address before it', () => {
    const r = scan(
      'Nuala Byrne',
      'Sales Director',
      'The Burren Group Ltd',
      'M 085 181 5817 nuala.byrne@burren.examplewww.burren.example',
    );
    expect(r.email).toBe('nuala.byrne@burren.example');
    expect(r.website).toBe('www.burren.example');
  });

  it('takes off an email label read without its dot before the whole first name', () => {
    const r = scan(
      'Dr. Whitney Okafor',
      'Brightline Analytics LLC',
      'Mobile 617 555 0190',
      '[Email nailwhitney.okafor@brightline.example.com',
    );
    expect(r.email).toBe('whitney.okafor@brightline.example.com');
    // (a first name that opens with such letters is the name's own)
    expect(scan('Mailin Berg', 'Einkäuferin', 'mailin.berg@lindhorst.example').email).toBe(
      'mailin.berg@lindhorst.example',
    );
  });

  it('puts back a letter a piece of the address lost, where the name line spells the word without accents', () => {
    expect(scan('Beatrix Hargreaves', 'Partner', 'bearix.hargreaves@old-quay.example.com').email).toBe(
      'beatrix.hargreaves@old-quay.example.com',
    );
    expect(scan('Orla Byrne', 'Partner', 'ora.byrne@moher.example').email).toBe('orla.byrne@moher.example');
    // (not where the name line may have read a letter too many: a doubled letter, or a word with accents)
    expect(scan('Benoît Ducheène', 'Gérant', 'benoit.duchene@saintaubin.example.org').email).toBe(
      'benoit.duchene@saintaubin.example.org',
    );
    expect(
      scan('Friederike Drefßler', 'Einkäuferin', 'friederike.dressler@falkenried.example.com').email,
    ).toBe('friederike.dressler@falkenried.example.com');
  });
});

describe("the firm's name read in pieces or as a bare web line", () => {
  const card = ['FA | Eichwerk GmbH', 'Tobias Brandt-Yılmaz', ['Petter Maskotng', 0.33] as [string, number]];

  it('is no name where its pieces run together spell the firm the card prints with its legal form', () => {
    const lines = [
      lineOf(0.92, wordAt('Lindenhag', 236, 161, 472, 198), wordAt('GmbH', 489, 162, 637, 198)),
      lineOf(0.89, wordAt('Tobias', 116, 557, 293, 599), wordAt('Brandt-Yılmaz', 315, 558, 679, 611)),
      lineOf(0.33, wordAt('Petter', 119, 629, 209, 652, 0.52), wordAt('Maskotng', 231, 629, 395, 656, 0.15)),
      lineOf(
        0.48,
        wordAt('KONTAKT', 1118, 632, 1325, 653, 0.33),
        wordAt('LIN', 1286, 628, 1333, 663, 0.84),
        wordAt('DENHAG', 1338, 633, 1480, 653, 0.84),
        wordAt('EE', 1472, 628, 1488, 663, 0.1),
        wordAt('NAMPLE', 1494, 634, 1606, 654, 0.73),
        wordAt('C', 1618, 636, 1625, 653, 0.84),
        wordAt('OM', 1638, 634, 1683, 654, 0.96),
      ),
    ];
    expect(extractContact({ lines }).fields.name.value).toBe('Tobias Brandt-Yılmaz');
  });

  it("is the web address where a line is that name and a domain's end, its dots read as gaps", () => {
    expect(scan(...card, 'EICHWERK EXAMPLE COM').website).toBe('eichwerk.example.com');
    expect(scan(...card, '© eichwerk de').website).toBe('eichwerk.de');
    // (a word the card does not print as the firm's is no host: "Hamburg de")
    expect(scan(...card, 'Hamburg de').website).toBeNull();
  });
});

describe('the Irish Ó read in brackets', () => {
  it("is Ó before a surname spelled the Irish way, and left to the address before one that may be O'", () => {
    expect(scan('Cathal (0) Dálaigh', 'Chief Revenue Officer', 'Burren Ltd').name).toBe('Cathal Ó Dálaigh');
    expect(scan('Cathal (0) Briain', 'Chief Revenue Officer', 'Burren Ltd').name).toBe('Cathal Ó Briain');
    expect(
      scan('Courtney (0) Connor', 'Commercial Director', 'courtney.oconnor@summitline.example.org').name,
    ).toBe("Courtney O'Connor");
  });
});

describe('a mobile label the recogniser set apart or misread', () => {
  const card = ['Emiliano Ochoa', 'Asesor Comercial', 'Mezquital S.A. de C.V.'];
  const row = (...pieces: [string, number, number][]) =>
    lineOf(0.8, ...pieces.map(([text, x0, x1]) => wordAt(text, x0, 400, x1, 425)));

  it("takes the label ending the cell of words before the number, a pictogram's scraps before it", () => {
    const lines = [
      ...ocrLines(card),
      row(['T.|442970', 100, 260], ['7134', 270, 330]),
      lineOf(
        0.6,
        wordAt('[J', 100, 440, 120, 465),
        wordAt('Cel.', 130, 440, 190, 465),
        wordAt('|+52', 200, 440, 260, 465),
        wordAt('4425602345', 270, 440, 450, 465),
      ),
    ];
    expect(extractContact({ lines }).fields.phone.value).toBe('+52 442 560 2345');
  });

  it('reads "VI." before a number as the M. of a mobile', () => {
    expect(
      scan('Siddharth Sharma', 'Head of Finance', 'Trishul Ltd.', 'T.020 6982 6643 | VI. 076416 22595').phone,
    ).toBe('+91 7641 622 595');
  });
});

describe('words set close on a title line', () => {
  it('keeps a title word and the small word after it apart, however narrow the gap', () => {
    const lines: TextLine[] = [
      lineOf(0.95, wordAt('Mathilde', 100, 480, 260, 520), wordAt('Rouvière', 272, 480, 430, 520)),
      // (a gap of a sixth of the print's height, where a word space is usually a third or more)
      lineOf(
        0.96,
        wordAt('Chef', 106, 567, 184, 604),
        wordAt('de', 190, 568, 226, 596),
        wordAt('projet', 234, 569, 330, 605),
      ),
      lineOf(0.95, wordAt('Ostrevent', 106, 640, 260, 670), wordAt('SAS', 270, 640, 320, 670)),
    ];
    expect(extractContact({ lines }).fields.title.value).toBe('Chef de projet');
    // (pieces of a large name set as close are still one word)
    const name = lineOf(
      0.93,
      wordAt('Li', 100, 100, 130, 150),
      wordAt('eke', 136, 100, 190, 150),
      wordAt('Brouwer', 210, 100, 360, 150),
    );
    expect(extractContact({ lines: [name, ...lines.slice(1)] }).fields.name.value).toBe('Lieke Brouwer');
  });
});
