import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_THRESHOLD,
  extractContact,
  linesFromText,
  type TextLine,
} from '../../../lambdas/core/capture';
import { roleOfTheOrganisation } from '../../../lambdas/core/capture/title-rules';

const typed = (text: string) => extractContact({ lines: linesFromText(text) });

/** Lines as an OCR adapter gives them: word boxes and confidences. */
function ocrLines(rows: [string, number, number?][]): TextLine[] {
  return rows.map(([text, conf, height = 20], i) => {
    let x = 10;
    const words = text.split(' ').map((w) => {
      const bbox = { x0: x, y0: i * 40, x1: x + w.length * 10, y1: i * 40 + height };
      x = bbox.x1 + 8;
      return { text: w, confidence: conf, bbox };
    });
    return { text, confidence: conf, words };
  });
}

describe('extractContact on cards', () => {
  it('reads a German card: labels, fax distractor, generic mailbox, legal suffix kept', () => {
    const r = extractContact({
      lines: ocrLines([
        ['Dipl.-Ing. Wiebke Sommerfeld', 0.95, 36],
        ['Leiterin Qualitätssicherung', 0.94],
        ['Falkenried Maschinenbau GmbH', 0.95],
        ['Tel.: +49 40 66969 310', 0.95],
        ['Fax: +49 40 66969 399', 0.95],
        ['Handy: 0171 3920077', 0.95],
        ['E-Mail: kontakt@falkenried.example', 0.95],
        ['E-Mail: w.sommerfeld@falkenried.example', 0.95],
        ['Hafenstraße 12, 20457 Hamburg', 0.93],
      ]),
    });
    expect(r.fields.name.value).toBe('Wiebke Sommerfeld');
    expect(r.fields.title.value).toBe('Leiterin Qualitätssicherung');
    expect(r.fields.company.value).toBe('Falkenried Maschinenbau GmbH');
    expect(r.fields.email.value).toBe('w.sommerfeld@falkenried.example');
    expect(r.phoneE164).toBe('+491713920077');
    expect(r.fields.address.value).toContain('Hamburg');
  });

  it('reads a Spanish card with Móvil/Correo/Sitio labels and a Mexican legal form', () => {
    const r = extractContact({
      lines: ocrLines([
        ['Lic. Rocío Valdivia Ponce', 0.94, 34],
        ['Gerente de Compras', 0.95],
        ['Textiles Huasteca S.A. de C.V.', 0.95],
        ['Tel. 33 3615 7788', 0.95],
        ['Móvil: 33 1456 2290', 0.95],
        ['Correo: rocio.valdivia@huasteca.example', 0.95],
        ['Sitio: www.huasteca.example', 0.95],
      ]),
    });
    expect(r.fields.name.value).toBe('Rocío Valdivia Ponce');
    expect(r.fields.title.value).toBe('Gerente de Compras');
    expect(r.fields.company.value).toBe('Textiles Huasteca S.A. de C.V.');
    expect(r.fields.email.value).toBe('rocio.valdivia@huasteca.example');
    expect(r.phoneE164).toBe('+523314562290');
    expect(r.region.code).toBe('MX');
    expect(r.fields.website.value).toBe('www.huasteca.example');
  });

  it('reads an English card with an ALL-CAPS name, a tagline and a first non-fax number', () => {
    const r = extractContact({
      lines: ocrLines([
        ['Built to last since 1962', 0.9],
        ['DECLAN FITZSIMONS', 0.95, 38],
        ['Head of Procurement', 0.95],
        ['Corrib Fabrication Ltd', 0.95],
        ['F +353 91 555 020', 0.95],
        ['T +353 91 555 012', 0.95],
        ['E dfitzsimons@corribfab.example', 0.95],
        ['corribfab.example', 0.95],
      ]),
    });
    expect(r.fields.name.value).toBe('Declan Fitzsimons');
    expect(r.fields.company.value).toBe('Corrib Fabrication Ltd');
    expect(r.phoneE164).toBe('+35391555012');
    expect(r.fields.website.value).toBe('corribfab.example');
  });

  it('keeps legal suffixes: B.V., SAS, LLC, Pvt. Ltd.', () => {
    for (const company of [
      'Dijkstra Waterbouw B.V.',
      'Atelier Sorel SAS',
      'Redcliff Outdoor LLC',
      'Nandi Agro Pvt. Ltd.',
    ]) {
      const r = extractContact({
        lines: ocrLines([
          ['Jamie Okafor', 0.95, 34],
          ['Account Manager', 0.95],
          [company, 0.95],
          ['jamie@okafor-mail.example', 0.95],
        ]),
      });
      expect(r.fields.company.value).toBe(company);
    }
  });

  it('flags low-confidence fields for confirmation', () => {
    const r = extractContact({
      lines: ocrLines([
        ['Marta Lindqvist', 0.55, 34],
        ['Sales Director', 0.96],
        ['Norrsken Systems Inc.', 0.96],
        ['marta.lindqvist@norrsken.example', 0.96],
      ]),
    });
    expect(r.fields.name.value).toBe('Marta Lindqvist');
    expect(r.fields.name.confidence).toBeLessThan(CONFIRMATION_THRESHOLD);
    expect(r.fields.name.needsConfirmation).toBe(true);
    expect(r.fields.email.needsConfirmation).toBe(false);
    expect(r.fields.email.confidence).toBeGreaterThanOrEqual(CONFIRMATION_THRESHOLD);
    for (const f of Object.values(r.fields)) {
      expect(f.confidence).toBeGreaterThanOrEqual(0);
      expect(f.confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe('extractContact on typed text', () => {
  it('reads a chat note', () => {
    const r = typed('met Colm Brennan, COO at Driftwood Analytics, colm@driftwood.example, +44 7700 900321');
    expect(r.fields.name.value).toBe('Colm Brennan');
    expect(r.fields.title.value).toBe('COO');
    expect(r.fields.company.value).toBe('Driftwood Analytics');
    expect(r.fields.email.value).toBe('colm@driftwood.example');
    expect(r.phoneE164).toBe('+447700900321');
    expect(r.fields.name.needsConfirmation).toBe(false);
  });

  it('takes the introduced person, not the introducer', () => {
    const r = typed(
      [
        'Hi Priya,',
        '',
        'Let me introduce you to Tomasz Wrona, Head of Logistics at Baltic Reefer Ltd — he wants a demo.',
        'His details: tomasz.wrona@balticreefer.example / 020 7946 0555',
        '',
        'Cheers,',
        'Hugo Lindgren',
        'Partnerships Lead, Fjordline Events',
        'hugo@fjordline.example | 07700 900888',
      ].join('\n'),
    );
    expect(r.fields.name.value).toBe('Tomasz Wrona');
    expect(r.fields.title.value).toBe('Head of Logistics');
    expect(r.fields.company.value).toBe('Baltic Reefer Ltd');
    expect(r.fields.email.value).toBe('tomasz.wrona@balticreefer.example');
    expect(r.phoneE164).toBe('+442079460555');
  });

  it('reads a Spanish note and a German signature', () => {
    const es = typed(
      'Reunión con Inés Carrasco, jefa de ventas de Conservas del Cantábrico S.L. Móvil 622 19 84 05, correo icarrasco@conservascantabrico.example.',
    );
    expect(es.fields.name.value).toBe('Inés Carrasco');
    expect(es.fields.company.value).toBe('Conservas del Cantábrico S.L.');
    expect(es.fields.email.value).toBe('icarrasco@conservascantabrico.example');
    expect(es.phoneE164).toBe('+34622198405');

    const de = typed(
      [
        'Viele Grüße',
        '',
        'Jonas Ehrlich',
        'Vertriebsleiter',
        'Ehrlich Hydraulik GmbH',
        'Tel.: +49 89 99998 120',
        'Fax: +49 89 99998 129',
        'E-Mail: j.ehrlich@ehrlich-hydraulik.example',
        'www.ehrlich-hydraulik.example',
      ].join('\n'),
    );
    expect(de.fields.name.value).toBe('Jonas Ehrlich');
    expect(de.fields.title.value).toBe('Vertriebsleiter');
    expect(de.fields.company.value).toBe('Ehrlich Hydraulik GmbH');
    expect(de.phoneE164).toBe('+498999998120');
    expect(de.fields.website.value).toBe('www.ehrlich-hydraulik.example');
  });

  it('leaves absent fields empty', () => {
    const r = typed('Odile Marchetti · Directrice Commerciale at Verrerie Palme SAS · Lyon');
    expect(r.fields.name.value).toBe('Odile Marchetti');
    expect(r.fields.email.value).toBeNull();
    expect(r.phoneE164).toBeNull();
    expect(r.fields.website.value).toBeNull();
  });
});

describe('typed notes: titles with their market or field, names before a company cue', () => {
  it('keeps a market after a comma with the title ("VP Sales, North America")', () => {
    const r = typed(
      'Brianna Castellanos · 1st\nVP Sales, North America at Fathom Ledger Inc. | ex-Quarrystone',
    );
    expect(r.fields.title.value).toBe('VP Sales, North America');
    expect(r.fields.company.value).toBe('Fathom Ledger Inc.');
  });

  it('takes no market for the company ("Regional Director, Pacific Northwest - Acme Inc.")', () => {
    const r = typed('Mark Dunn - Regional Director, Pacific Northwest - Acme Inc.');
    expect(r.fields.title.value).toBe('Regional Director, Pacific Northwest');
    expect(r.fields.company.value).toBe('Acme Inc.');
  });

  it("keeps a signature title's field after a dash when the company has a line of its own", () => {
    const sig = (title: string) =>
      typed(`Cheers,\n\nJess Whitcombe\n${title}\nIronbark Coffee Roasters Pty Ltd\nM: 0423 987 654`).fields
        .title.value;
    expect(sig('National Sales Manager – Hospitality')).toBe('National Sales Manager – Hospitality');
    // (not a company after the dash)
    expect(sig('Sales Manager – Ironbark')).toBe('Sales Manager');
  });

  it('ends a lower-case name at a word that says the company follows', () => {
    const r = typed("met jonas weber from Kranich Robotics GmbH at the hannover fair, he's their cto.");
    expect(r.fields.name.value).toBe('Jonas Weber');
    expect(typed('talked to lena von der heide at the stand').fields.name.value).toBe('Lena von der Heide');
  });

  it('parts a profile line at a star or bullet ("Siddharth Rao ✦ Building in B2B SaaS")', () => {
    const r = typed(
      'Siddharth Rao ✦ Building in B2B SaaS\nFounder & CEO at Kitebird Labs | ex-Product @ Zenvault\nContact info: sid@kitebird.example · kitebird.example',
    );
    expect(r.fields.name.value).toBe('Siddharth Rao');
  });
});

describe('typed notes: roles and companies as introductions and profiles give them', () => {
  it('reads "Head of …" as a role whatever words name its field', () => {
    const r = typed(
      'Dr.-Ing. Friederike Anselm · 2nd\nHead of Battery Systems | Voltaris Antriebstechnik GmbH | Lecturer at Hochschule Neckartal\nEmail: f.anselm@voltaris.example',
    );
    expect(r.fields.title.value).toBe('Head of Battery Systems');
  });

  it('takes the organisation after "of the" a whole role names, not a name in the note', () => {
    const r = typed(
      "Dear Ana,\n\nAs promised, an introduction to Professor Gillian Ashworth-Lowe, Chief Operating Officer of the Marchmont Learning Trust.\n\nHer diary is managed by her PA, Connor Blake (connor.blake@marchmont-trust.example), but she's happy for you to email her at g.ashworth-lowe@marchmont-trust.example.\n\nWith best wishes,\nRupert Evans",
    );
    expect(r.fields.title.value).toBe('Chief Operating Officer');
    expect(r.fields.company.value).toBe('Marchmont Learning Trust');
    expect(roleOfTheOrganisation('Head of the Digital Team')).toBeNull();
  });

  it('takes the role a note says outright ("his title is …") over a signature\'s', () => {
    const r = typed(
      'Hi Priyanka,\n\nLooping in Wes Halvorsen, who runs procurement for Tamarack Outdoor Co. (his title is Director of Strategic Sourcing).\n\nWes can be reached at wes.halvorsen@tamarackoutdoor.example.\n\nCheers,\nLauren Fitch\nPartner Manager | Brightmoor Ventures',
    );
    expect(r.fields.title.value).toBe('Director of Strategic Sourcing');
  });

  it("drops the town after a company, and reads a short form of the lead's name as the lead's", () => {
    const r = typed(
      "Hey Sam,\n\nMeet Dr. Oluwaseun Adeyemi — he's Director, Clinical Operations at Northlake Health Partners in Toronto.\n\nTheir admin line (416) 555-0100 goes to the front desk, so use Seun's cell: (416) 555-0193. Best email: seun.adeyemi@northlakehealth.example.org\n\n— Marguerite",
    );
    expect(r.fields.company.value).toBe('Northlake Health Partners');
    expect(r.fields.phone.value).toBe('+1 416 555 0193');
  });

  it('reads a German referral and contact person, and leaves no dash after the company', () => {
    const r = typed(
      'Empfehlung über Jens Albrecht (Stadtwerke Nordhafen, j.albrecht@sw-nordhafen.example, 0421 690 4410). Ansprechpartnerin: Dr. Aylin Demirci, Bereichsleiterin Digitalisierung bei der Hafenlogistik Weser AG – Durchwahl 0421 3398-716, aylin.demirci@hafenlogistik-weser.example.',
    );
    expect(r.fields.name.value).toBe('Aylin Demirci');
    expect(r.fields.email.value).toBe('aylin.demirci@hafenlogistik-weser.example');
    expect(r.fields.company.value).toBe('Hafenlogistik Weser AG');
  });

  it("keeps a signature title's field after a dash though it is a word companies use", () => {
    const r = typed(
      'Hamish MacLeod-Reid\nSenior Buyer – Packaging\nThistledown Distillers Ltd\ne  hamish@thistledown.example',
    );
    expect(r.fields.title.value).toBe('Senior Buyer – Packaging');
  });
});

describe('Malay names', () => {
  it('keep "binte" inside the name', () => {
    expect(
      typed('Nurul Aisyah binte Rahman · 2nd\nRegional Marketing Manager, APAC at Tembusu Labs Pte. Ltd.')
        .fields.name.value,
    ).toBe('Nurul Aisyah binte Rahman');
  });
});

describe('numbers: a label of two, and an Australian postcode', () => {
  it('reads "Cel./WhatsApp" as a mobile label', () => {
    const r = typed(
      'Ing. Rodrigo Salazar Méndez\nGerente de Operaciones\nGrupo Logístico Altiplano S.A. de C.V.\nTel. oficina: +52 55 5280 1190 ext. 204\nCel./WhatsApp: +52 55 4127 8093',
    );
    expect(r.fields.phone.value).toBe('+52 55 4127 8093');
  });

  it('takes a state and its four-digit postcode as a clue of Australia', () => {
    const r = typed(
      'Rebecca Thornton | Marketing Director\nSaltbush & Co. Wines\n142 Main Road, McLaren Vale SA 5171\nOffice (08) 8155 0342 · Mob 0491 570 213',
    );
    expect(r.fields.phone.value).toBe('+61 491 570 213');
  });
});

describe('Spanish "RR. HH."', () => {
  it('is one abbreviation in a title, not the end of a sentence', () => {
    const r = typed(
      'hablé con Begoña Etxeberria Zubiri, directora de RR. HH. en Txakolina Digital S.L. (Bilbao)',
    );
    expect(r.fields.title.value).toBe('directora de RR.HH');
    expect(r.fields.company.value).toBe('Txakolina Digital S.L.');
  });
});

describe('a direct line said before the number label', () => {
  it("beats the assistant's line given first", () => {
    const note =
      'Notiz Kundentermin Mannheim – Frau Dr. Leonie Wagner-Braun, Leiterin Personalentwicklung, Brückner Pharma AG. Termine über ihre Assistentin Frau Keller, Tel. 0621 4710 233. Frau Wagner-Braun direkt: Tel. 0621 4710 250, E-Mail leonie.wagner-braun@brueckner-pharma.example';
    expect(typed(note).fields.phone.value).toBe('+49 621 4710250');
    expect(typed(note.replace('direkt: Tel.', 'direkt, Tel.')).fields.phone.value).toBe('+49 621 4710250');
  });
});
