import { describe, expect, it } from 'vitest';
import { noteValues, transcriptValues } from './read-note';

describe('notes, round l: forwarded introductions and assistants', () => {
  const forwardedIntro = [
    '---------- Forwarded message ---------',
    'From: Maeve Gallagher <maeve@harbourlight.example>',
    'Date: Tue, 8 Apr 2025 at 10:02',
    'Subject: Intro: Niamh <> Tom',
    'To: Niamh Ó Ceallaigh <niamh.oceallaigh@corrigan-labs.example>',
    'Cc: Tom Reid <tom@ourcrm.example>',
    '',
    'Niamh, Tom – connecting you as promised.',
    '',
    'Niamh is Head of Clinical Operations at Corrigan Labs DAC.',
    "Niamh's mobile is 087 555 3321.",
    '',
    'Maeve',
    '',
    '--',
    'Maeve Gallagher',
    'Partner | Harbourlight Capital',
    '+353 1 555 0144',
    'harbourlight.example',
  ].join('\n');

  it('reads the lead from the recipients of a forwarded introduction, not the introducer', () => {
    expect(noteValues(forwardedIntro)).toMatchObject({
      name: 'Niamh Ó Ceallaigh',
      email: 'niamh.oceallaigh@corrigan-labs.example',
      phone: '+353 87 555 3321',
      company: 'Corrigan Labs DAC',
      // the introducer's site is theirs
      website: null,
    });
  });

  it('takes the person an assistant writes for, with a doctor’s title before the name', () => {
    const r = noteValues(
      [
        'Sehr geehrter Herr Brandt,',
        '',
        'im Auftrag von Herrn Dr. Matthias von Reden bestätige ich den Termin am 12. Juni. Herr von Reden ist Geschäftsführer der Reden Antriebe GmbH.',
        '',
        'Sie erreichen ihn direkt unter +49 170 5551234 oder m.reden@reden-antriebe.example.',
        '',
        'Mit freundlichen Grüßen',
        'i. A. Petra Kunz',
        'Assistenz der Geschäftsführung',
        'Tel. +49 89 555 100-0',
        'petra.kunz@reden-antriebe.example',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Matthias von Reden',
      title: 'Geschäftsführer',
      email: 'm.reden@reden-antriebe.example',
      phone: '+49 170 5551234',
    });
  });
});

describe('notes, round l: titles, sites and fillers', () => {
  it('keeps "Head of X" whole when an organisation follows, and an abbreviated title with its dot', () => {
    expect(
      noteValues(
        'Dr Ada Obi — Head of Cloud Economics, Thistlebank Building Society\nada.obi@thistlebank.example',
      ),
    ).toMatchObject({ title: 'Head of Cloud Economics', company: 'Thistlebank Building Society' });
    expect(
      noteValues('- Rosa Achebe — Asst. General Manager, Brightwater MUD — rachebe@brightwatermud.example')
        .title,
    ).toBe('Asst. General Manager');
  });

  it('reads "Name\'s X" as the name, and takes no site from a user name with a dot', () => {
    expect(
      noteValues("call w/ the ops lead at Quarry Foods, Inc.\nName's Desmond Achterberg, VP Operations").name,
    ).toBe('Desmond Achterberg');
    expect(noteValues('Scanned by: kwee.lh\nFirst Name: Wei Ling\nLast Name: Tan').website).toBeNull();
  });

  it('drops fillers and an apostrophe note from a transcript, but not the Portuguese "um" among digits', () => {
    expect(
      transcriptValues(
        "met ciara o'neill at the cork expo she's head of finance at um harbourside credit union mobile oh eight seven five five five one two three four email ciara dot oneill no apostrophe at harbourside c u dot example",
      ),
    ).toMatchObject({ company: 'Harbourside Credit Union', email: 'ciara.oneill@harboursidecu.example' });
    expect(
      transcriptValues(
        'falei com a rui costa diretor da navalis telemóvel nove um dois três quatro cinco seis sete oito',
      ).phone,
    ).toBe('+351 912 345 678');
  });
});

describe('notes, round l: names and companies in exports and signatures', () => {
  it('reads a family name first when a label or a capitalised surname says so', () => {
    expect(noteValues('APELLIDOS, NOMBRE: ROJAS PIZARRO, ISIDORA\nCARGO: JEFA DE PLANTA').name).toBe(
      'Isidora Rojas Pizarro',
    );
    expect(
      noteValues('Contacto | Cargo | Empresa\nRUIZ-MORALES, Ana de la Paz | Gerente | Vinos Ruiz, S.L.').name,
    ).toBe('Ana de la Paz Ruiz-Morales');
  });

  it('keeps a capitalised article opening a company line, an Austrian eGen, and drops a CA prefix', () => {
    const r = noteValues(
      'Met vriendelijke groeten,\n\nJan Van Acker\nZaakvoerder\nVan Acker Koeltechniek BV\nGSM +32 470 55 63 18',
    );
    expect(r.company).toBe('Van Acker Koeltechniek BV');
    expect(noteValues('Florian Huber, Obmann bei der Innviertler Saatgut eGen').company).toBe(
      'Innviertler Saatgut eGen',
    );
    expect(
      noteValues('Thanks & Regards,\n\nCA Meera Iyer\nAVP – Treasury\nKaveri Textiles Limited').name,
    ).toBe('Meera Iyer');
  });
});

describe('notes, round l: run-on transcripts', () => {
  it('reads a double surname spelled with its hyphen, and a surname half spelled, half said', () => {
    expect(
      transcriptValues(
        'new lead from the denver health it summit marcus bell adeyemi b e l l hyphen a d e y e m i he is director of finance at front range clinics; cell three zero three five five five zero one four four',
      ),
    ).toMatchObject({
      name: 'Marcus Bell-Adeyemi',
      title: 'Director of Finance',
      company: 'Front Range Clinics',
    });
    expect(
      transcriptValues(
        'kontakt von der messe in graz herr magister jakob hinterberger h i n t e r berger ist kaufmännischer leiter bei der murtaler holz gmbh handy null sechs sechs vier',
      ),
    ).toMatchObject({ name: 'Jakob Hinterberger', company: 'Murtaler Holz GmbH' });
  });
});
