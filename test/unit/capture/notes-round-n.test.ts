import { describe, expect, it } from 'vitest';
import { noteValues } from './read-note';

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
