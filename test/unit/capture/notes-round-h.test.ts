/**
 * Notes of an eighth stand-in set's kinds: mail footers, event-app exports, CRM records, introductions, Italian and
 * German prose, and transcripts where the speaker corrects themselves. Every person, company and number here is
 * invented.
 */
import { describe, expect, it } from 'vitest';
import {
  readNote as result,
  noteValues as typed,
  readTranscript,
  transcriptValues as said,
} from './read-note';

describe('mail footers and exports', () => {
  it("does not read a mail's legal footer for the lead's number or address", () => {
    const r = result(
      [
        'Saludos,',
        'Adela Urquijo Sanz',
        'Jefa de Compras',
        'Forjas Arrate, S.L.',
        'Móvil: +34 655 20 31 48',
        'adela.urquijo@forjas-arrate.example',
        '',
        'AVISO LEGAL: Este mensaje es confidencial y se dirige solo a su destinatario. Conforme al Reglamento (UE) 2016/679 (RGPD) puede ejercer sus derechos escribiendo a privacidad@forjas-arrate.example.',
      ].join('\n'),
    );
    expect(r.fields.email.value).toBe('adela.urquijo@forjas-arrate.example');
    expect(r.phoneE164).toBe('+34655203148');
  });

  it('keeps a note that only mentions one legal word', () => {
    expect(
      typed(
        'Coffee with Orla Brennock (CFO, Tullyvale Foods Ltd) - orla@tullyvale.example, 087 411 2093. Wants our GDPR pack before the board meets',
      ),
    ).toMatchObject({ name: 'Orla Brennock', email: 'orla@tullyvale.example' });
  });

  it('never reads a date and time as a phone number', () => {
    const r = result(
      'Scanned: 2026-05-14 09:41\nName: Pim Ostendorp\nPhone: +31 6 4120 7788\nScan date: 14.05.2026',
    );
    expect(r.phoneE164).toBe('+31641207788');
  });

  it('takes no title from a CRM heading made of role-like words', () => {
    expect(
      typed(
        'Account Name\tHeronsgate Freight inc.\nContact Owner\tRui Falcão\nName\tMaelle Dufresne\nTitle\tDirector, Fleet Planning\nEmail\tmaelle.d@heronsgate.example',
      ),
    ).toMatchObject({ title: 'Director, Fleet Planning', company: 'Heronsgate Freight inc.' });
  });
});

describe('who the lead is, and their role', () => {
  it('reads "looping in" as an introduction, the lead named again as the subject, and a Welsh "ap"', () => {
    const r = typed(
      [
        'Hi Tomos,',
        'Looping in Gethin ap Rhydderch (cc). Gethin is Head of Operations at Llanwern Coaches Ltd. and needs route planning.',
        'gethin@llanwern.example',
        '',
        'Best, Ffion Pryce',
        'Partner Manager, Brightquay Events Ltd',
        'ffion@brightquay.example',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Gethin ap Rhydderch',
      title: 'Head of Operations',
      email: 'gethin@llanwern.example',
    });
  });

  it('leaves a place named by a common noun out of the title', () => {
    expect(
      typed(
        'reminder: the head of claims at the insurer (Tom knows her) is Greta Lindqvist, greta.l@nordforsakring.example',
      ).title,
    ).toBe('Head of Claims');
  });

  it('keeps "of" in a title when a company with a legal form follows', () => {
    expect(typed('Niall Bresnahan - Head of Fleet Ops, Corrib Haulage Ltd')).toMatchObject({
      title: 'Head of Fleet Ops',
      company: 'Corrib Haulage Ltd',
    });
  });

  it('splits the title from the company at an elided Italian article', () => {
    expect(
      typed(
        "Ti giro il contatto: Lucia Ferrante, responsabile qualità dell'Acetaia Ferrante S.r.l., cell. 339 555 0141",
      ),
    ).toMatchObject({ title: 'Responsabile Qualità', company: 'Acetaia Ferrante S.r.l.' });
  });

  it('stops a German company at a title word ending in -chefin', () => {
    expect(
      typed('Gespräch mit der Vertriebschefin der Nordmarsch Agrar GmbH, Frau Telse Hinrichsen.').company,
    ).toBe('Nordmarsch Agrar GmbH');
  });

  it('knows S.A.B. de C.V., S. Coop. V. and Sdn. Bhd.', () => {
    expect(typed('Ximena Ulloa, Directora de Riesgos en Grupo Pradera, S.A.B. de C.V.').company).toBe(
      'Grupo Pradera, S.A.B. de C.V.',
    );
    expect(typed('Vicent Soler - gerente - Arrossos Albufera S. Coop. V.').company).toBe(
      'Arrossos Albufera S. Coop. V.',
    );
  });

  it('reads the region from a city or a country-code domain it had not known', () => {
    expect(result('Wanjiku Mwangi, Nairobi office, 0722 555 019').region.code).toBe('KE');
    expect(result('Emre Kaya\nemre@tekstil.com.tr\n0532 555 01 47').phoneE164).toBe('+905325550147');
  });
});

describe('a speaker correcting themselves', () => {
  it('takes the number given after "no wait" or "nein Moment"', () => {
    expect(result('Her cell is 415-555-0132. No wait, it is 415-555-0138.').phoneE164).toBe('+14155550138');
    expect(
      readTranscript(
        'notiz herr jonas pichler aus graz mobil null sechs sechs vier eins zwo drei vier null eins nein moment null sechs sechs vier eins zwo drei vier null zwo',
      ).phoneE164,
    ).toBe('+43664123402');
  });

  it('drops a clause taken back, and reads the name after "her name\'s"', () => {
    expect(
      said(
        "so the woman from the expo her name's maren holt dash berg she runs logistics no sorry she's the logistics coordinator at tamsin freight pty ltd",
      ),
    ).toMatchObject({
      name: 'Maren Holt-Berg',
      title: 'Logistics Coordinator',
      company: 'Tamsin Freight Pty Ltd',
    });
  });

  it('takes the article off a spoken title', () => {
    expect(
      said('Acabo de hablar con Itziar Loidi. Es la directora de compras de Talleres Urola S.L.').title,
    ).toBe('Directora de Compras');
  });
});
