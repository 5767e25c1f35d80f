import { describe, expect, it } from 'vitest';
import { noteValues } from './read-note';

describe('notes, round m: exports, signatures and countries', () => {
  it('reads a Markdown table row under its headings', () => {
    const r = noteValues(
      [
        '| # | Full Name | Designation | Organisation | Email | Mobile |',
        '|---|-----------|-------------|--------------|-------|--------|',
        '| 4 | AMINA ODHIAMBO | Head of Lending | Shamba Credit Ltd | a.odhiambo@shambacredit.example | +254 712 480 357 |',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Amina Odhiambo',
      title: 'Head of Lending',
      company: 'Shamba Credit Ltd',
      phone: '+254 712 480357',
    });
  });

  it('keeps letters after a name and a certified company mailbox out of the lead, and reads Italian particles', () => {
    const r = noteValues(
      [
        'Cordiali saluti',
        '',
        'Dott.ssa Beatrice degli Onesti',
        'Responsabile Acquisti',
        'Fonderie Rinaldi S.r.l.',
        'b.deglionesti@fonderierinaldi.example',
        'PEC: fonderierinaldi@pec.fonderierinaldi.example',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Beatrice degli Onesti',
      company: 'Fonderie Rinaldi S.r.l.',
      email: 'b.deglionesti@fonderierinaldi.example',
    });
    expect(noteValues('Hugo Ashdown MRICS\nCommercial Director\nQuill & Finch LLP').name).toBe(
      'Hugo Ashdown',
    );
  });

  it('reads a Peruvian company form as a clue, and a department after "de" as part of the title', () => {
    const r = noteValues(
      'Saludos,\n\nLucía Ramos Quispe\nGerente de Mantenimiento de Minera Tambo S.A.C.\nCel.: 998 441 208',
    );
    expect(r).toMatchObject({
      title: 'Gerente de Mantenimiento',
      company: 'Minera Tambo S.A.C.',
      phone: '+51 998 441 208',
    });
  });

  it('puts the given name first after a capitalised surname with a particle', () => {
    expect(noteValues('Naam: DE WAELE-PEETERS, Lotte\nFunctie: Projectleider').name).toBe(
      'Lotte de Waele-Peeters',
    );
  });
});

describe('notes, round m: a role "for" a company', () => {
  it('reads the company after "for", but not a region after it', () => {
    expect(
      noteValues(
        "Just met Rosa Aldana at the trade show. She's the senior buyer for Pinecrest Hardware Cooperative.",
      ),
    ).toMatchObject({ title: 'Senior Buyer', company: 'Pinecrest Hardware Cooperative' });
    expect(noteValues('Jane Doe, Head of Sales for EMEA, Acme Ltd')).toMatchObject({
      title: 'Head of Sales for EMEA',
      company: 'Acme Ltd',
    });
  });
});

describe('notes, round m: Spanish "en" after a role, and an Australian P/L', () => {
  it('takes the company after "en" when a role precedes, and P/L as a legal form', () => {
    expect(noteValues('Lucía Mora Gil\nJefe de Alianzas Comerciales en Cafetal del Sur S.A.S.').company).toBe(
      'Cafetal del Sur S.A.S.',
    );
    expect(
      noteValues('mtg @ Cairns office w/ Tane Rewi, GM Ops, Reef Bay Aquaculture P/L. Mob 0438 552 908')
        .company,
    ).toBe('Reef Bay Aquaculture P/L');
  });
});
