/**
 * Notes of a sixth stand-in set's kinds: hurried phone notes with abbreviated titles, email replies, event exports,
 * signatures with a switchboard beside the direct line. Every person, company and number here is invented.
 */
import { describe, expect, it } from 'vitest';
import { readNote as result, noteValues as typed, readTranscript as spoken } from './read-note';

describe('hurried notes', () => {
  it('reads abbreviated titles and lower-case companies after a cue, digits inside a company name', () => {
    expect(
      typed('met sam oduya at the mixer - vp eng @ 9lives robotics inc. wants a demo. sam@9lives.example'),
    ).toMatchObject({ title: 'VP Eng', company: '9lives Robotics Inc.' });
    expect(
      typed(
        'feria bcn - hablé con ana maría de la torre, dtora. de compras en aceites del sur s.l. móvil 612 555 019',
      ),
    ).toMatchObject({
      name: 'Ana María de la Torre',
      title: 'Dtora. de Compras',
      company: 'Aceites del Sur S.L.',
    });
  });

  it('skips a spelling aside between the name and the role, and reads "shes" as a clause', () => {
    const r = typed(
      'jantar: joao pedrosa (tudo junto, n é "pedro sa"), dir. comercial da lusomar conservas s.a. joao.pedrosa@lusomar.example',
    );
    expect(r).toMatchObject({ title: 'Dir. Comercial', company: 'Lusomar Conservas S.A.' });
    expect(
      typed('caught up w/ mere tane. shes gm sales at kowhai foods ltd. mere@kowhai.example').title,
    ).toBe('GM Sales');
  });
});

describe('signatures and exports', () => {
  it('takes the direct line over the office or main number, and never the switchboard', () => {
    expect(typed('Dana Reyes\nDirector, Sales\nMain 617-555-0100 | Direct 617-555-0166').phone).toBe(
      '+1 617 555 0166',
    );
    expect(typed('Dana Reyes\nDirector\nOffice 416-555-0110 ext. 3 · Direct 416-555-0177').phone).toBe(
      '+1 416 555 0177',
    );
    expect(
      typed('Dr. Eva Brandl\nLeiterin Einkauf\nZentrale: +49 89 5555 000\nDurchwahl: +49 89 5555 214').phone,
    ).toBe('+49 89 5555214');
  });

  it('reads an East Asian name with the family name in capitals first, and "Co., Ltd."', () => {
    const r = typed(
      'Best regards,\n\nSATO Yuki\nManager, Export Sales Dept.\nHoshizora Optics Co., Ltd.\ny.sato@hoshizora.example',
    );
    expect(r).toMatchObject({
      name: 'Yuki Sato',
      title: 'Manager, Export Sales Dept.',
      company: 'Hoshizora Optics Co., Ltd.',
    });
  });

  it('takes an attendee label for the name, keeps "Cía." in a company and a capitalised article after a cue', () => {
    const r = typed(
      'Exportado de FeriaApp – Expo Bogotá\nAsistente: Camila Rojas Pardo\nCargo: Jefe de Compras\nEmpresa: Transportes Sabana & Cía. S.A.S.',
    );
    expect(r).toMatchObject({ name: 'Camila Rojas Pardo', company: 'Transportes Sabana & Cía. S.A.S.' });
    expect(
      typed(
        'Gesprek met Lotte Smit. Lotte is ons aanspreekpunt, ze is Hoofd Inkoop bij De Vries & Zonen B.V. lotte@devries.example',
      ),
    ).toMatchObject({ title: 'Hoofd Inkoop', company: 'De Vries & Zonen B.V.' });
  });

  it('does not take a German sign-off or a sentence opening with an article for the name', () => {
    const r = typed(
      'Hallo Herr Brooks,\n\nEin Testzugang wäre super.\n\nBeste Grüße\nKatrin Oberholzer\nLeiterin Einkauf\nOberholzer Metall GmbH',
    );
    expect(r.name).toBe('Katrin Oberholzer');
  });
});

describe('spoken notes of the sixth set', () => {
  it('reads Portuguese numbers and address words, past a spelling aside about the name', () => {
    const r = spoken(
      'almoço com rui pedrosa tudo junto diretor comercial da lusomar conservas s.a. telemóvel nove um dois três quatro cinco seis sete oito email rui ponto pedrosa arroba lusomar ponto example',
    );
    expect(r.fields.name.value).toBe('Rui Pedrosa');
    expect(r.fields.email.value).toBe('rui.pedrosa@lusomar.example');
    expect(r.phoneE164).toBe('+351912345678');
  });

  it('takes the colleague named after a possessive, not the possessive, and stops at the name said again', () => {
    const f = spoken(
      'gesprek met pieter smit de directeur kwam langs met zijn collega femke de graaf femke is ons aanspreekpunt mail femke@graafbouw.example',
    ).fields;
    expect(f.name.value).toBe('Femke de Graaf');
  });

  it('joins a whole title said before its department, and keeps a one-letter booth name out of addresses', () => {
    const r = typed(
      "Met Tia Brooks and her boss. Tia is our contact. She's senior manager, revenue operations at Alder Labs LLC. tia@alderlabs.example",
    );
    expect(r.title).toBe('Senior Manager, Revenue Operations');
    expect(
      typed('lead scan booth c 41 Aino Koskinen, cfo at Lumo Games Oy. aino@lumogames.example').name,
    ).toBe('Aino Koskinen');
  });

  it('does not join a company to a one-word title written in lower case', () => {
    expect(
      typed('rdv avec yann le goff (fondateur, armor drone services sas) yann@armordrone.example').title,
    ).toBe('Fondateur');
  });
});

describe('more of the sixth set', () => {
  it('matches an address spelled with one half of a double-barrelled surname', () => {
    const r = typed(
      'Hallo Herr Brooks,\n\ndanke.\n\nBeste Grüße\nDr. Katrin von Stetten-Weil\nLeiterin Einkauf\nStetten Fördertechnik GmbH\nk.vonstetten@stetten.example\n\nSitz der Gesellschaft: München, Registergericht München HRB 1234.',
    );
    expect(r.name).toBe('Katrin von Stetten-Weil');
    expect(r.email).toBe('k.vonstetten@stetten.example');
  });

  it('reads "Pty Ltd" after "& Co.", a Spanish cooperative, and a Spanish title word shared with French', () => {
    expect(typed('Organisation: Wattle & Co. Pty Ltd').company).toBe('Wattle & Co. Pty Ltd');
    const r = result(
      'Nombre: Íker\nApellidos: Arrieta\nCargo: Responsable de Compras\nEmpresa: Esnekiak S.Coop.\nMóvil: 655 123 987',
    );
    expect(r.fields.company.value).toBe('Esnekiak S.Coop.');
    expect(r.phoneE164).toBe('+34655123987');
  });

  it('joins a Spanish region after a dash to the title', () => {
    expect(typed('Jorge Garza\nDirector Comercial – Región Norte\nGrupo Sierra S.A. de C.V.').title).toBe(
      'Director Comercial – Región Norte',
    );
  });
});

describe('notes of the seventh set', () => {
  it('reads a CRM record copied as heading-tab-value lines', () => {
    const r = typed(
      [
        'Lead Record (copied from Salesforce)',
        'Lead Owner\tPriya Shah',
        'Name\tMs. Élise Fontaine',
        'Title\tDirector, Event Partnerships',
        'Company\tBoréal Outdoor Co.',
        'Phone\t(514) 555-0122',
        'Mobile\t(514) 555-0168',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Élise Fontaine',
      title: 'Director, Event Partnerships',
      phone: '+1 514 555 0168',
    });
  });

  it('takes the candidate of a recruiter note, not the referrer, and drops a possessive from a name', () => {
    const r = typed(
      'Candidate: Meera Iyengar\nCurrent: Product Lead, Kestrel Pay Pvt. Ltd.\nMobile: +91 98200 14455 | meera.i@inboxly.example\nReferred by: Arjun Nair (arjun@talentbridge.example)',
    );
    expect(r).toMatchObject({ name: 'Meera Iyengar', email: 'meera.i@inboxly.example' });
    expect(
      typed(
        "spoke to Fergus Doyle's PA, Nina Shah, first - then got Fergus himself. fergus@doylewines.example",
      ).name,
    ).toBe('Fergus Doyle');
  });

  it('reads the forwarded message under a line for a colleague, and the person the sender hands over to', () => {
    const r = typed(
      [
        'Sam - can you set up Inés in the CRM?',
        'Thx, Dev',
        '',
        '---------- Forwarded message ---------',
        'From: Rachel Kim <rachel.kim@copperline.example>',
        'Subject: Re: Badge scanning',
        '',
        "Hi Dev, I'm handing this over to Inés Calvo, Events Manager on my team at Copperline Health, Inc. Reach her at ines.calvo@copperline.example.",
        '',
        'Rachel Kim',
        'VP Marketing | Copperline Health, Inc.',
      ].join('\n'),
    );
    expect(r).toMatchObject({ name: 'Inés Calvo', email: 'ines.calvo@copperline.example' });
  });
});

describe('adverbs between a spoken name and the role', () => {
  it('keeps "currently" or "aktuell" out of both the name and the title', () => {
    const f = spoken(
      'kandidatengespräch kandidat lena brenner aktuell senior sales engineer bei rheintaler messtechnik gmbh email lena.brenner@postfach.example',
    ).fields;
    expect(f.name.value).toBe('Lena Brenner');
    expect(f.title.value).toBe('Senior Sales Engineer');
  });
});
