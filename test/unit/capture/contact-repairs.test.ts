import { describe, expect, it } from 'vitest';
import { extractContact } from '../../../lambdas/core/capture';
import { ocrLines } from './ocr-lines';
import {
  hostOfOverlap,
  joinSpacedDomain,
  printedBetween,
  repairTopLevelDomain,
} from '../../../lambdas/core/capture/contacts';
import { repairWordsByDomain } from '../../../lambdas/core/capture/email-rules';

const card = (...contactLines: string[]) =>
  extractContact({
    lines: ocrLines(['Ottilie Brandvold', 'Head of Sales', 'Brandvold Kran AS', ...contactLines]),
  });

describe('OCR slips in email addresses', () => {
  it('reads an "@" seen as a separate O before a domain printed elsewhere', () => {
    expect(card('ottilie O brandkran.example', 'www.brandkran.example').fields.email.value).toBe(
      'ottilie@brandkran.example',
    );
    expect(card('E. o.brandvold Obrandkran.example', 'Web: brandkran.example').fields.email.value).toBe(
      'o.brandvold@brandkran.example',
    );
  });

  it('does not take a lower-case o before a space as the "@", nor a label as the local part', () => {
    const r = card('Visit marco brandkran.example', 'Web brandkran.example');
    expect(r.fields.email.value).toBeNull();
  });

  it('joins a local part split after a dot, and a word between the label and the address', () => {
    expect(card('E-Mail | ottilie. brandvold@brandkran.example').fields.email.value).toBe(
      'ottilie.brandvold@brandkran.example',
    );
    expect(card('E ottilie brandvold@brandkran.example').fields.email.value).toBe(
      'ottilie.brandvold@brandkran.example',
    );
    expect(card('E ottilie brandvoldObrandkran.example', 'W www.brandkran.example').fields.email.value).toBe(
      'ottilie.brandvold@brandkran.example',
    );
  });

  it('restores the "@" on a labelled line where only a gap is left', () => {
    const r = card('E. obrandvold  brandkran.example.org');
    expect(r.fields.email.value).toBe('obrandvold@brandkran.example.org');
    expect(r.fields.website.value).toBeNull();
  });

  it('restores a domain dot read as a space at the end of the address', () => {
    expect(card('E. ottilie@brandvold-kran example').fields.email.value).toBe(
      'ottilie@brandvold-kran.example',
    );
  });

  it('reads a capital I among lower-case letters as l, but leaves ALL-CAPS addresses alone', () => {
    expect(card('e-mail: Ibrandvold@brandkran.example').fields.email.value).toBe(
      'lbrandvold@brandkran.example',
    );
    expect(card('E: OTTILIE@BRANDKRAN.EXAMPLE').fields.email.value).toBe('ottilie@brandkran.example');
  });
});

describe('OCR slips in web addresses', () => {
  it('drops a one-letter web label glued to the address', () => {
    expect(card('W. www.brandkran.example').fields.website.value).toBe('www.brandkran.example');
    expect(card('W.brandkran.example').fields.website.value).toBe('brandkran.example');
  });

  it('does not turn an email label into a web address', () => {
    expect(card('; E. ottilie.br brandkran. 1').fields.website.value).toBeNull();
  });
});

describe('repairs using the other fields', () => {
  it('undoes one OCR letter confusion in the local part when the name then matches', () => {
    const r = extractContact({
      lines: ocrLines([
        'Wiebke Tammen',
        'Key Account Manager',
        'Tammen Logistik GmbH',
        'wicbke@tammen-logistik.example',
      ]),
    });
    expect(r.fields.email.value).toBe('wiebke@tammen-logistik.example');
    expect(r.fields.email.needsConfirmation).toBe(true);
  });

  it('leaves an address alone that matches the name, or that no single confusion explains', () => {
    const keep = (email: string) =>
      extractContact({
        lines: ocrLines(['Wiebke Tammen', 'Key Account Manager', 'Tammen Logistik GmbH', email]),
      }).fields.email.value;
    expect(keep('w.tammen@tammen-logistik.example')).toBe('w.tammen@tammen-logistik.example');
    expect(keep('office.hh@tammen-logistik.example')).toBe('office.hh@tammen-logistik.example');
  });

  it('drops lone punctuation specks between the words of a name', () => {
    const r = extractContact({
      lines: ocrLines(['Ottilie . Brandvold', 'Head of Sales', 'Brandvold Kran AS']),
    });
    expect(r.fields.name.value).toBe('Ottilie Brandvold');
  });
});

describe('OCR slips in legal forms', () => {
  const company = (line: string) =>
    extractContact({ lines: ocrLines(['Itzel Aranda', 'Gerente de Ventas', line, 'itzel@xochi.example']) })
      .fields.company.value;

  it('restores a long legal form that lost its dots or had I read as l', () => {
    expect(company('Xochi Alimentos S.APL de CV')).toBe('Xochi Alimentos S.A.P.I. de C.V.');
    expect(company('Xochi Alimentos SAPl de C.V')).toBe('Xochi Alimentos S.A.P.I. de C.V.');
  });

  it('keeps legal forms that are already well-formed, as printed', () => {
    expect(company('Xochi Alimentos SA de CV')).toBe('Xochi Alimentos SA de CV');
    expect(company('Xochi Alimentos S de RL de CV')).toBe('Xochi Alimentos S de RL de CV');
    expect(company('Xochi Alimentos S.A. de C.V.')).toBe('Xochi Alimentos S.A. de C.V.');
  });
});

describe('top-level domains misread', () => {
  it('mends a last label one OCR confusion away from a known one, on a card', () => {
    const r = card('E ottilie@brandvold.exampie', 'W www.brandvold.corn');
    expect(r.fields.email.value).toBe('ottilie@brandvold.example');
    expect(r.fields.website.value).toBe('www.brandvold.com');
  });

  it('leaves a real top-level domain and typed text alone', () => {
    expect(repairTopLevelDomain('brandvold.no')).toBe('brandvold.no');
    expect(repairTopLevelDomain('brandvold.studio')).toBe('brandvold.studio');
    const typed = extractContact({ lines: [{ text: 'Ottilie Brandvold, ottilie@brandvold.exampie' }] });
    expect(typed.fields.email.value).toBe('ottilie@brandvold.exampie');
  });
});

describe('phone regions from the number itself', () => {
  it('reads a number valid in Ireland but not in Britain as Irish on a card with a shared legal form', () => {
    const r = extractContact({
      lines: ocrLines(['Saoirse Nolan', 'Head of Sales', 'Ardmore Foods Ltd', 'P (021) 442 1702']),
    });
    expect(r.phoneE164).toBe('+353214421702');
  });

  it("keeps Ofcom's drama range in Britain", () => {
    const r = extractContact({
      lines: ocrLines(['Saoirse Nolan', 'Head of Sales', 'Ardmore Foods Ltd', 'M 07700 900417']),
    });
    expect(r.phoneE164).toBe('+447700900417');
  });
});

describe("letters OCR confuses, mended from the card's own domain", () => {
  it('mends a company word the domain spells right, in its own capitalisation', () => {
    expect(repairWordsByDomain('Summitiine & DeLuca LLC', ['summitline'])).toBe('Summitline & DeLuca LLC');
    expect(repairWordsByDomain('MARIOWE CAPITAL', ['marlowe'])).toBe('MARLOWE CAPITAL');
    expect(repairWordsByDomain('Harbor Drive', ['summitline'])).toBe('Harbor Drive');
  });

  it('reads a pictogram before a number as no digit', () => {
    const r = extractContact({
      lines: ocrLines([
        'Kavya Rao',
        'Head of Sales',
        'Saptagiri Textiles Pvt. Ltd.',
        '0 (080) 6445 3908',
        'India',
      ]),
    });
    expect(r.phoneE164).toBe('+918064453908');
  });
});

describe('names and titles seen on stand-in cards', () => {
  it('reads a name given as an initial and a surname (not an "A." address label)', () => {
    const r = extractContact({
      lines: ocrLines([
        'A. Krishnamurthy',
        'Sales Director',
        'Kaveri Pharma Pvt. Ltd.',
        'a.krishnamurthy@kaveri.example.com',
      ]),
    });
    expect(r.fields.name.value).toBe('A. Krishnamurthy');
  });

  it('knows German job titles by their endings, feminine forms included', () => {
    const r = extractContact({
      lines: ocrLines(['Jana Weber', 'Außendienstmitarbeiterin', 'Lindhorst GmbH']),
    });
    expect(r.fields.title.value).toBe('Außendienstmitarbeiterin');
  });
});

describe('dots of an address read as spaces', () => {
  it('joins the domain when its last word is a top-level domain', () => {
    expect(joinSpacedDomain('Correo rodrigo@cuautla example com')).toBe('Correo rodrigo@cuautla.example.com');
    expect(joinSpacedDomain('ana@acme.example and more')).toBe('ana@acme.example and more');
    expect(joinSpacedDomain('write to ana@acme for details')).toBe('write to ana@acme for details');
    expect(card('E ottilie@brandvold example com').fields.email.value).toBe('ottilie@brandvold.example.com');
  });

  it('joins a lone letter set apart at the start of a spaced domain to the label after it, keeping the length', () => {
    const line = 'ymontano@x alapena example org Col. Obispado';
    const joined = joinSpacedDomain(line);
    expect(joined).toBe('ymontano@xalapena.example.org  Col. Obispado');
    expect(joined).toHaveLength(line.length);
    expect(joinSpacedDomain('ana@m example com')).toBe('ana@m.example.com');
  });

  it('takes no phone number the line runs into for a label of the domain', () => {
    const garbled = 'Mobil eterjan@veldhoekverpakkingen 06-27592115 example com';
    expect(joinSpacedDomain(garbled)).toBe(garbled);
    expect(joinSpacedDomain('dsouza@thornbury 0354 example')).toBe('dsouza@thornbury 0354 example');
    // the address read right on a line of its own is the one taken, and the number is the mobile
    const r = extractContact({
      lines: ocrLines([
        'Pieter-Jan van Dijk',
        'Regional Sales Manager',
        'Veldhoek Verpakkingen B.V.',
        garbled,
        'pieterjan@veldhoek-verpakkingen.example.com',
      ]),
    }).fields;
    expect(r.email.value).toBe('pieterjan@veldhoek-verpakkingen.example.com');
    expect(r.phone.value).toBe('+31 6 27592115');
  });
});

describe("a firm's name read differently in its address and its web address", () => {
  it('takes the word the card prints that lies between the two readings', () => {
    expect(printedBetween('minavalle', 'miravatie', new Set(['logistica', 'miravalle']))).toBe('miravalle');
    // (a word that misses both no nearer than they miss each other is no evidence)
    expect(printedBetween('minavalle', 'miravatie', new Set(['mirador']))).toBeUndefined();
    expect(printedBetween('miravalle', 'miravalle', new Set(['miravalle']))).toBeUndefined();
    const r = extractContact({
      lines: ocrLines([
        'Joaquín Valdés',
        'JEFE DE PROYECTO',
        'Logística Miravalle S.L.U.',
        'Móvil 692 35 89 33 | E-mail | joaquin valdes@minavalle.example.com | Web | www.miravatie example com',
      ]),
    }).fields;
    expect(r.email.value).toBe('joaquin.valdes@miravalle.example.com');
    expect(r.website.value).toBe('www.miravalle.example.com');
  });

  it('takes the whole domain of an address the card reads twice, once cut short inside a label', () => {
    const r = extractContact({
      lines: ocrLines([
        'MEENAKSHI MENON',
        'Regional Sales Manager',
        'KONARK PRIVATE LIMITED',
        'Mobile | 085737 89690 - E-mail | mmenon@konark.ex',
        'Mobile | 896090 | mmenon@konark.example.net Website | http://www.konark example net',
      ]),
    }).fields;
    expect(r.email.value).toBe('mmenon@konark.example.net');
  });
});

describe('a host read in two pieces', () => {
  it('joins a reading that lost the end to one that lost the start, where they overlap inside a label', () => {
    expect(hostOfOverlap('brugwaterbouw.example', 'bouw.example.com')).toBe('brugwaterbouw.example.com');
    expect(hostOfOverlap('bouw.example.com', 'brugwaterbouw.example')).toBe('brugwaterbouw.example.com');
    // (a host that starts at the other's dot is a host of its own; one that holds the other is the other)
    expect(hostOfOverlap('mail.acme.example', 'acme.example.org')).toBeUndefined();
    expect(hostOfOverlap('acme.example.com', 'acme.example')).toBeUndefined();
  });

  it('reads a www with one w read as an m right after the scheme', () => {
    const r = extractContact({
      lines: ocrLines([
        'Léonie de Villeneuve',
        'Sales Director',
        'INGÉNIERIE ROCHEBRUNE SAS',
        'Site web | https:/Mmww.rochebrune-ingenierie.example.com/',
      ]),
    }).fields;
    expect(r.website.value).toBe('www.rochebrune-ingenierie.example.com');
  });

  it('reads a W among small ones after a stray letter as www, and a closing "!" as the slash', () => {
    const r = extractContact({
      lines: ocrLines([
        'Ethan Castellano',
        'Head of Customer Success',
        'Granite Bay Analytics LLC',
        'Tel. +1 (303) 555-0122 | E: e.castellano@granitebay.example | W: https: /MWww.granitebay. example!',
      ]),
    }).fields;
    expect(r.website.value).toBe('www.granitebay.example');
  });
});

describe('web addresses garbled past the usual slips', () => {
  it('reads "https /fwww" as the scheme before www, and a closing "!" as the slash after a spaced host', () => {
    const r = extractContact({
      lines: ocrLines([
        'TEZONTLE',
        'Ximena Hernández',
        'Directora Comercial',
        'Tezontle S.A.P.I. de C.V.',
        'E-mail | xhemandez @tezontie example',
        'Sitio web | https /fwww tezontie example!',
      ]),
    }).fields;
    // (once the web address is read as one, its host is no word the card prints, and the company's spelling,
    // printed twice, mends both)
    expect(r.website.value).toBe('www.tezontle.example');
    expect(r.email.value).toBe('xhernandez@tezontle.example');
    expect(r.company.value).toBe('Tezontle S.A.P.I. de C.V.');
  });

  it('takes the host read with rn over the one read with an m where the address and web address differ so', () => {
    const r = extractContact({
      lines: ocrLines([
        'Maximilian Schäfer',
        'Prokurist',
        'Handy 0174 3920026',
        // (the address read the more surely)
        ['E-Mail maximilian@weissdom. example. net', 0.95],
        ['Internet http://www.weissdorn.example.net', 0.8],
      ]),
    }).fields;
    expect(r.email.value).toBe('maximilian@weissdorn.example.net');
    expect(r.website.value).toBe('www.weissdorn.example.net');
  });
});
