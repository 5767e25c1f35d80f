import { describe, expect, it } from 'vitest';
import { noteValues, transcriptValues } from './read-note';

describe('notes, round v: brochure pages, signatures, badge rows and forwarded threads', () => {
  it('joins an email address that a narrow column broke after a hyphen', () => {
    const r = noteValues(
      [
        'Your contact',
        'Marieke Jansen',
        'Sales Engineer',
        'E  m.jansen@oostvaart-',
        '   techniek.example',
        'I  www.oostvaart-techniek.example',
      ].join('\n'),
    );
    expect(r.email).toBe('m.jansen@oostvaart-techniek.example');
  });

  it("reads the company after a signature title's comma, but not a team named there", () => {
    expect(
      noteValues(
        ['Talk soon,', '', 'Priya Raman', 'Co-founder & CTO, Quillstone Labs', '(415) 555-0187'].join('\n'),
      ),
    ).toMatchObject({ title: 'Co-founder & CTO', company: 'Quillstone Labs' });
    expect(
      noteValues(['Priya Raman', 'Staff Engineer, Payments Team', '(415) 555-0187'].join('\n')).company,
    ).toBeNull();
  });

  it("prefers a role over a headline's list of fields", () => {
    const r = noteValues(
      [
        'Jonas Eklund · 3rd',
        'Head of Purchasing | Supply chain, retail, Lean',
        'Malmö, Sweden',
        '',
        'Experience',
        'Head of Purchasing',
        'Eklunds Möbler AB · Full-time',
      ].join('\n'),
    );
    expect(r.title).toBe('Head of Purchasing');
  });

  it('keeps "Head of X" whole when a company follows it after a comma, and a town is no company', () => {
    expect(
      noteValues(
        'From the Leeds expo: Kemi Adeyemi, Head of Partnerships, Larkspur & Vane Events. k.adeyemi@larkspur.example',
      ),
    ).toMatchObject({ title: 'Head of Partnerships', company: 'Larkspur & Vane Events' });
    expect(noteValues('Kemi Adeyemi, Head of Sales, Munich. kemi@larkspur.example').company).toBeNull();
  });

  it("takes the forwarded sender's details from the signature in the history it quotes", () => {
    const r = noteValues(
      [
        'Can you take this one? Thanks',
        '',
        '---------- Forwarded message ---------',
        'From: Ciara Donnelly <cdonnelly@millbrook-dairy.example>',
        'Subject: Re: stand pricing',
        '',
        'Hi Tom, Tuesday works. Ciara',
        '',
        '> On Mon, 4 Mar 2024 at 10:00, Tom <tom@ourco.example> wrote:',
        '>> Kind regards,',
        '>> Ciara Donnelly',
        '>> Head of Marketing',
        '>> Millbrook Dairy Ltd',
        '>> M: +353 87 214 6630',
        '>> www.millbrook-dairy.example',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Ciara Donnelly',
      title: 'Head of Marketing',
      company: 'Millbrook Dairy Ltd',
      phone: '+353 87 214 6630',
      website: 'www.millbrook-dairy.example',
    });
  });

  it("reads a badge row's family name, comma and given name in order, and its abbreviated title whole", () => {
    const r = noteValues(
      'SCAN 2024-05-02 | Badge 1182 | Lindqvist, Maja | Orrefors Biotech Inc | Mgr., Quality Systems | Boston, MA | MAJA.LINDQVIST@ORREFORS.EXAMPLE | +1 617-555-0133',
    );
    expect(r).toMatchObject({ name: 'Maja Lindqvist', title: 'Mgr., Quality Systems' });
    // a town and its state in a row whose address spells neither stay as they are
    expect(noteValues('Badge 77 | Portland, Oregon | Acme Labs | jo.kim@acme.example').name).not.toBe(
      'Oregon Portland',
    );
  });

  it('takes the full name of the person a note calls by honorific and surname', () => {
    const r = noteValues(
      [
        'Herr Brandl (Geschäftsführer) war am Stand, hier die Angaben aus dem Impressum:',
        '',
        'Brandl & Sommer Lichttechnik GmbH',
        'Vertreten durch die Geschäftsführer: Anna Sommer, Tobias Brandl',
        'Telefon: +49 89 2190 4470',
      ].join('\n'),
    );
    expect(r.name).toBe('Tobias Brandl');
  });

  it("leaves out the address and number of the lead's assistant", () => {
    const r = noteValues(
      [
        'Hiring manager: Dr Femi Adebayo – Director of Analytics, Corran Mutual plc',
        'Direct line: 020 7946 0731',
        'Her diary is run by her PA, Grace Whitlow (grace.whitlow@corran.example, 020 7946 0732).',
      ].join('\n'),
    );
    expect(r.email).toBeNull();
    expect(r.phone).toBe('+44 20 7946 0731');
  });

  it('reads a CRM panel that puts each heading on a line above its value, not its "View all" link', () => {
    const r = noteValues(
      [
        'About this contact',
        'First name',
        'Tomasz',
        'Last name',
        'Grabski',
        'Email',
        'tomasz.grabski@veltra.example',
        'Job title',
        'Head of Logistics',
        'Mobile phone number',
        '--',
        'View all properties',
      ].join('\n'),
    );
    expect(r).toMatchObject({ name: 'Tomasz Grabski', title: 'Head of Logistics' });
  });

  it('takes the number the note says the lead prefers over her mobile', () => {
    const r = noteValues(
      'Lead: Hannah Sykes, Ops Director, Brindle Hotels. Mobile 07700 900461 but she prefers her desk line 0113 496 0588.',
    );
    expect(r.phone).toBe('+44 113 496 0588');
  });
});

describe('transcripts, round v: corrections, spelled names and spoken addresses', () => {
  it('drops a note that no dot goes between two pieces of an address', () => {
    expect(
      transcriptValues(
        'met dana kirby she runs operations at redfern freight email d kirby at redfern dot example no dot between the d and kirby',
      ).email,
    ).toBe('dkirby@redfern.example');
  });

  it("mends a number's last digits said again with the ones they replace", () => {
    expect(
      transcriptValues(
        "lead from today sam ortiz buyer at cobalt goods his cell is 312 555 01 27 no wait it's 28 not 27",
      ).phone,
    ).toBe('+1 312 555 0128');
    expect(
      transcriptValues(
        'contacto nuevo lucía paredes gerente de ventas de vinos del maule celular más 56 9 6123 4471 no perdón termina en 70 no en 71',
      ).phone,
    ).toBe('+56 9 6123 4470');
  });

  it('reads number words said alone between and after the groups of a dictated number', () => {
    expect(
      transcriptValues(
        'Élodie Marchal, responsable achats at Verrerie Dufay SARL. Her mobile, plus thirty three, six, eleven, twenty two, thirty four, fifty.',
      ).phone,
    ).toBe('+33 6 11 22 34 50');
  });

  it('takes the address said again after "sorry, not …, it\'s …"', () => {
    expect(
      transcriptValues(
        "new contact grace imbert she is the finance director at tallow credit union email is gee at tallowcu dot example sorry not gee it's grace g r a c e at tallowcu dot example",
      ).email,
    ).toBe('grace@tallowcu.example');
  });

  it('keeps a role with its field when the company follows after a comma', () => {
    expect(
      transcriptValues(
        'Lead from Osaka. Aiko Mori, general manager of export sales, Sakura Tea Works. Email a dot mori at sakuratea dot example.',
      ),
    ).toMatchObject({ title: 'General Manager of Export Sales', company: 'Sakura Tea Works' });
  });

  it('keeps the words of a company that run on to its legal form', () => {
    expect(
      transcriptValues(
        'Amani Otieno, head of growth at Rift Mobile Payments Limited, Nakuru. Email amani at riftpay dot example.',
      ).company,
    ).toBe('Rift Mobile Payments Limited');
  });

  it('reads "new lead" as a sales lead, not a title', () => {
    expect(
      transcriptValues(
        'new lead bogdan zielinski export manager at baltic oak sp z o o phone plus 48 512 990 314',
      ).title,
    ).toBe('Export Manager');
  });

  it('drops a German note that the umlaut is written ae', () => {
    expect(
      transcriptValues(
        'termin mit jana gaertner leiterin einkauf bei hofmann kg email j punkt gaertner mit ae at hofmann punkt example',
      ).email,
    ).toBe('j.gaertner@hofmann.example');
  });

  it('respells only the words of an address said again with a dash', () => {
    expect(
      transcriptValues(
        "call Omar Haddad Friday, he runs purchasing at Cedar Point Tools. email omar at cedar point dot example, no wait it's cedar dash point",
      ).email,
    ).toBe('omar@cedar-point.example');
  });

  it('drops a spelling of both words of a name said as one run', () => {
    expect(
      transcriptValues(
        "new lead from the denver show niamh keane that's n i a m h k e a n e director of sales at brightwater foods",
      ),
    ).toMatchObject({ name: 'Niamh Keane', title: 'Director of Sales' });
  });

  it('reads a feminine Spanish title and a company named after "firma" or a meeting', () => {
    expect(
      transcriptValues('hablé con paula ríos gerenta de operaciones de transportes andinos s a').title,
    ).toBe('Gerenta de Operaciones');
    expect(
      transcriptValues(
        'firma bergwerk holzbau aus passau ansprechpartner ist herr karl huber geschäftsführer email k punkt huber at bergwerk holzbau punkt example',
      ).company,
    ).toBe('Bergwerk Holzbau');
    expect(
      transcriptValues(
        "notes from the denver meeting with alpine ridge clinic we spoke to nora bell head of purchasing nora's email is n bell at alpineridge dot example",
      ),
    ).toMatchObject({ title: 'Head of Purchasing', company: 'Alpine Ridge Clinic' });
  });

  it('ends a company before "officially" and takes the registered name said after it', () => {
    expect(
      transcriptValues(
        'talked to raj sandhu he runs sales ops at northgate solar officially director of sales operations his cell is four oh three five five five zero one two two',
      ).company,
    ).toBe('Northgate Solar');
    expect(
      transcriptValues(
        'notiz frau eva moser marketingleiterin vom gasthof seeblick also offiziell seeblick gastro gmbh handy null sechs sechs vier eins zwei drei vier fünf sechs sieben',
      ).company,
    ).toBe('Seeblick Gastro GmbH');
  });

  it('takes a name word said again for its spelling, or the name taken back in part', () => {
    expect(
      transcriptValues(
        "Met their head of HR, Sinead Conoly. Sorry, that's Connolly with two l's, C O N N O L L Y. Her mobile is 07384 600111.",
      ).name,
    ).toBe('Sinead Connolly');
    expect(
      transcriptValues(
        "Met their head of HR, Sinead Conoly. Sorry, that's Conolly, C O N O L L Y. Her mobile is 07384 600111.",
      ).name,
    ).toBe('Sinead Conolly');
    expect(
      transcriptValues(
        "Talked to the CFO at Ridgeway Labs, Marcus Obi Fenwick. Sorry, just Marcus Fenwick, Obi's his middle name. Cell 512-555-0199.",
      ).name,
    ).toBe('Marcus Fenwick');
  });

  it('drops a name spelled in capitals with its doubled letters said as such', () => {
    expect(
      transcriptValues(
        'Herr Uwe Kessler, das schreibt sich K E doppel S L E R, Einkaufsleiter bei Rheinfeld Papier GmbH. Mobil 0157 3344 9120.',
      ).name,
    ).toBe('Uwe Kessler');
  });

  it('reads French "arobas" and a spoken ".co.uk" after a company whose last word is also a title word', () => {
    expect(
      transcriptValues(
        'Rencontre avec Luc Tremblay. Courriel : luc point tremblay arobas erable bleu point example.',
      ).email,
    ).toBe('luc.tremblay@erablebleu.example');
    expect(
      transcriptValues(
        'ring back ade cole at harbour legal he is the practice manager email is ade at harbour legal dot co dot uk',
      ).email,
    ).toBe('ade@harbourlegal.co.uk');
  });
});
