import { describe, expect, it } from 'vitest';
import { noteValues, transcriptValues } from './read-note';

describe('notes, round n: chat block quotes, signed replies and regional titles', () => {
  it("reads a chat's block quote with the writer's own lines after it as the note", () => {
    const r = noteValues(
      [
        '#leads-emea',
        'Priya Raman  9:41 AM',
        'passing this one on from the expo @Tomasz',
        '> Name: Callum Henshaw',
        '> Role: Head of Facilities',
        '> Co: Thornbury Estates Ltd',
        '> mob 07700 900418 / callum.henshaw@thornbury.example',
        'can you call him before Friday?',
        'Tomasz Nowak  9:43 AM',
        'sure',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Callum Henshaw',
      title: 'Head of Facilities',
      company: 'Thornbury Estates Ltd',
      email: 'callum.henshaw@thornbury.example',
    });
  });

  it('still leaves quoted history at the end of a reply out of the lead', () => {
    const r = noteValues(
      [
        'Sounds good, speak Monday.',
        'Marta Ilves | Sales Lead | Kadri Systems OÜ | marta@kadri.example',
        '',
        '> Hi Marta, this is Jonas Berg from Fjord Analytics',
        '> jonas.berg@fjord.example',
      ].join('\n'),
    );
    expect(r.email).toBe('marta@kadri.example');
    expect(r.name).toBe('Marta Ilves');
  });

  it("takes the lead's address from the quoted header when the reply above is signed by the lead", () => {
    const r = noteValues(
      [
        'Hi Sven,',
        'Happy to look at a quote for the two warehouses.',
        '',
        'Kind regards',
        'Olwethu Dlamini',
        'Operations Manager | Umhlanga Cold Storage (Pty) Ltd',
        'Cell: 082 555 0177',
        '',
        '-----Original Message-----',
        'From: Sven Adler <sven.adler@frostline.example>',
        'To: Olwethu Dlamini <o.dlamini@umhlangacold.example>',
        'Subject: Following up from the expo',
      ].join('\n'),
    );
    expect(r).toMatchObject({ name: 'Olwethu Dlamini', email: 'o.dlamini@umhlangacold.example' });
  });

  it('does not take an address from a quoted header whose person the reply does not name', () => {
    const r = noteValues(
      [
        'Thanks, call me Thursday.',
        'Olwethu Dlamini, Operations Manager',
        '-----Original Message-----',
        'From: Sven Adler <sven.adler@frostline.example>',
        'To: Sales Team <sales@umhlangacold.example>',
      ].join('\n'),
    );
    expect(r.email).toBeNull();
  });

  it('reads Indian assistant and deputy general manager titles with their department', () => {
    expect(noteValues('Mr. Vivek Kulkarni, DGM - Finance, Godavari Polymers Pvt. Ltd.').title).toBe(
      'DGM - Finance',
    );
  });
});

describe('transcripts, round n: roles and companies said in one breath', () => {
  it('reads a role and a company without a legal form up to where the speaker moves on', () => {
    expect(
      transcriptValues(
        'so just met priya anand at the leeds retail show she is the head of merchandising for juniper lane outfitters they have nine stores up north her number is zero one one three four nine six zero five five one',
      ),
    ).toMatchObject({
      name: 'Priya Anand',
      title: 'Head of Merchandising',
      company: 'Juniper Lane Outfitters',
    });
    expect(
      transcriptValues(
        "talked to omar haddad he's the cfo of saltmarsh analytics wants a demo in june email omar at saltmarsh dot example",
      ),
    ).toMatchObject({ name: 'Omar Haddad', title: 'CFO', company: 'Saltmarsh Analytics' });
  });

  it('reads Spanish, Portuguese and German copulas before the role, and the company after its department', () => {
    expect(
      transcriptValues(
        'acabo de hablar con marta ibáñez ruiz en la feria de valencia es la jefa de compras de muebles levante su móvil es seis uno dos tres cuatro cinco seis siete ocho',
      ),
    ).toMatchObject({ name: 'Marta Ibáñez Ruiz', title: 'Jefa de Compras', company: 'Muebles Levante' });
    expect(
      transcriptValues(
        'conheci o paulo teixeira na feira de braga ele é diretor comercial da vinhos do minho o telemóvel é nove um dois três quatro cinco seis sete oito',
      ),
    ).toMatchObject({ name: 'Paulo Teixeira', title: 'Diretor Comercial', company: 'Vinhos do Minho' });
    expect(
      transcriptValues(
        'auf der hausmesse mit katrin vogel gesprochen die ist leiterin einkauf bei nordlicht möbel handynummer null eins sieben zwei drei vier fünf sechs sieben acht neun',
      ),
    ).toMatchObject({ name: 'Katrin Vogel', title: 'Leiterin Einkauf', company: 'Nordlicht Möbel' });
  });

  it('drops the words a speaker takes back from where the correction starts again', () => {
    expect(
      transcriptValues(
        'conocí a julián ortega es gerente de ventas de frutas del valle no perdón de frutas del sur su celular es tres tres uno dos tres cuatro cinco seis siete ocho',
      ),
    ).toMatchObject({ title: 'Gerente de Ventas', company: 'Frutas del Sur' });
    expect(
      transcriptValues(
        'I met Lindiwe Zulu at the Durban trade expo, sorry, the Durban business expo. She is the finance manager for Umgeni Packaging. Her cell is 082 555 0190.',
      ),
    ).toMatchObject({ name: 'Lindiwe Zulu', title: 'Finance Manager', company: 'Umgeni Packaging' });
  });

  it('reads a name after "a guy called", and a hyphenated spelling that repeats the surname', () => {
    expect(
      transcriptValues(
        "met a woman called grace eze at the stand she's head of supply at palmline foods mobile oh seven seven zero zero nine zero zero one two three",
      ).name,
    ).toBe('Grace Eze');
    expect(
      transcriptValues(
        "spoke to leo marsh kent that's marsh hyphen kent he's the coo of tidewell energy phone four one six five five five zero one two two",
      ),
    ).toMatchObject({ name: 'Leo Marsh-Kent', title: 'COO', company: 'Tidewell Energy' });
  });

  it('marks clauses in a transcript with capitals but hardly any punctuation', () => {
    expect(
      transcriptValues(
        'Met Dana Whitlock at the Austin food show she is the director of purchasing for Lone Star Pantry her number is 512-555-0147 and she wants samples next month',
      ),
    ).toMatchObject({ title: 'Director of Purchasing', company: 'Lone Star Pantry' });
  });

  it('starts the name after a title of address inside a capitalised run', () => {
    expect(
      transcriptValues(
        'Notiz: Heute auf der Messe in Zürich Frau Petra Huber getroffen, sie ist Leiterin Einkauf bei Alpenholz. Telefon 079 555 12 34.',
      ),
    ).toMatchObject({ name: 'Petra Huber', phone: '+41 79 555 12 34' });
  });

  it('does not read an accented one-letter word as an initial of a spoken address', () => {
    expect(
      transcriptValues(
        'o email é ana arroba quintadosol ponto example e o telemóvel é nove um dois três quatro cinco seis sete oito',
      ).email,
    ).toBe('ana@quintadosol.example');
  });
});

describe('round n, second pass', () => {
  it('drops a surname said again only to spell it, and keeps a title word that ends a company', () => {
    expect(
      transcriptValues(
        "met anna keogh from bluegum wines she's the export manager um keogh is k e o g h her mobile is oh four one two three four five six seven eight",
      ).title,
    ).toBe('Export Manager');
    expect(
      transcriptValues(
        'met mr arjun rao he is vp engineering for saffron data solutions mobile nine eight four five zero one two three four five',
      ).company,
    ).toBe('Saffron Data Solutions');
  });

  it('takes the Italian copula off a title, and reads a hyphenated compound of title words', () => {
    expect(
      noteValues('Ho conosciuto Giulia Ferri, è la responsabile acquisti di Pastificio Ferri S.r.l.').title,
    ).toBe('Responsabile Acquisti');
    expect(
      noteValues(
        'Luc Tremblay\nVice-président, Exploitation chez Boréal Transport inc.\nluc@borealtransport.example',
      ).title,
    ).toBe('Vice-président, Exploitation');
  });
});

describe('round n: a note naming several people', () => {
  it('takes the person the note calls the buyer or the lead', () => {
    const r = noteValues(
      [
        'Leeds print expo. Talked to two people from Harbour & Finch Ltd. Maya Patel (design) was just looking.',
        'The decision maker is Conor Boyle, Procurement Manager; he signs off the spend.',
        'Conor: conor.boyle@harbourfinch.example, 0113 496 0912',
        "(Maya's card, for reference: maya.patel@harbourfinch.example)",
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Conor Boyle',
      title: 'Procurement Manager',
      email: 'conor.boyle@harbourfinch.example',
    });
  });
});

describe('round n: spoken legal forms, lead-ins and spellings', () => {
  it('writes a legal form said in full as it was said', () => {
    expect(
      transcriptValues(
        'met priya nair head of finance at kochi data systems private limited her number is nine eight four five zero one two three four five',
      ).company,
    ).toBe('Kochi Data Systems Private Limited');
    expect(
      transcriptValues(
        'Met Ewan Dunbar, head of estates at Craigmore Distillers Limited. His mobile is 07700 900412.',
      ).company,
    ).toBe('Craigmore Distillers Limited');
  });

  it("drops a Spanish speaker's own cue to note, and reads a letter said to be a capital as part of the spelling", () => {
    expect(
      transcriptValues(
        'vale apunta esto marta solís responsable de compras de muebles levante su móvil es seis uno dos tres cuatro cinco seis siete ocho',
      ).name,
    ).toBe('Marta Solís');
    expect(
      transcriptValues(
        "just spoke to callum macrae that's m a c capital r a e head of estates at glenfinnan distillers limited",
      ).name,
    ).toBe('Callum Macrae');
  });

  it('reads a Spanish role held "en" a company in a sentence of its own', () => {
    expect(
      transcriptValues(
        'Conocí a Ximena Ortiz en Guadalajara. Es directora de marketing en Tequilera Los Agaves. Su celular es 55 1842 3791.',
      ).title,
    ).toBe('Directora de Marketing');
  });
});

describe('round n: companies with legal forms said in one breath, and mobile numbers', () => {
  it('reads a company after the role and its link word up to its legal form, written as registered', () => {
    expect(
      transcriptValues(
        'notiz vom treffen in linz florian aigner geschäftsführer von aigner holzbau gmbh mobil null sechs sechs vier eins zwei drei vier fünf sechs sieben',
      ),
    ).toMatchObject({ title: 'Geschäftsführer', company: 'Aigner Holzbau GmbH' });
  });

  it('ends the company at its legal form before a town said after it', () => {
    expect(
      noteValues('herr Lukas Moser, geschäftsführer der Moser Holzbau GmbH aus innsbruck; mobil 0664 1234576')
        .company,
    ).toBe('Moser Holzbau GmbH');
  });

  it('reads a number labelled mobile where it is a mobile number', () => {
    // 0664 is an Austrian mobile prefix, and 06643 a German landline area: with clues to both, the label decides
    expect(
      noteValues('frau magister Elisabeth Huber, geschäftsführerin der Huber Holzbau GmbH\nHandy 06643819204')
        .phone,
    ).toBe('+43 664 3819204');
  });
});

describe("round n: a first name's 's, Italian titles of address, companies after 'at the'", () => {
  it('reads the role after "Callum\'s the", and drops "Signor" before a name', () => {
    expect(
      transcriptValues(
        "Met Callum Ruru at the Sydney Build Expo. Callum's the Procurement Manager at Kauri Modular Homes Pty Ltd. Mobile is 0423 555 816.",
      ).title,
    ).toBe('Procurement Manager');
    expect(
      transcriptValues(
        'allora contatto dal vinitaly il signor matteo ferri responsabile export della cantina colli berici cellulare tre tre nove cinque cinque cinque due sei uno quattro',
      ).name,
    ).toBe('Matteo Ferri');
  });

  it('keeps a company that ends in its legal form after "at the"', () => {
    expect(
      transcriptValues(
        'lead from fine food australia priya hughes head buyer at the corner larder group pty ltd mobile oh four one eight five five five two two nine',
      ).company,
    ).toBe('Corner Larder Group Pty Ltd');
  });
});

describe('round n: roles said after the company, and relative clauses', () => {
  it('reads "works for X as a buyer" and "runs marketing over at X"', () => {
    expect(
      transcriptValues(
        'okay so i met like dario reyes he works for tala solar corporation as a buyer um mobile zero nine one seven one two three four five six seven',
      ),
    ).toMatchObject({ name: 'Dario Reyes', title: 'Buyer', company: 'Tala Solar Corporation' });
    expect(
      transcriptValues(
        "just met nora lind she runs marketing over at fjord harbor logistics um her email is nora dot lind that's l i n d at fjordharbor dot example",
      ),
    ).toMatchObject({
      name: 'Nora Lind',
      title: 'Head of Marketing',
      email: 'nora.lind@fjordharbor.example',
    });
  });

  it('passes over a relative pronoun before the role, and "like" before a clause', () => {
    expect(
      transcriptValues(
        'hablé con lucía peña que es la jefa de compras de café el mirador s a s su celular es tres uno cinco cuatro cinco seis siete ocho nueve dos',
      ).name,
    ).toBe('Lucía Peña');
    expect(
      transcriptValues(
        "met him at the ag show bloke called sam doyle he's the operations manager for blue gum haulage like they've got sixty trucks",
      ),
    ).toMatchObject({ title: 'Operations Manager', company: 'Blue Gum Haulage' });
  });
});
