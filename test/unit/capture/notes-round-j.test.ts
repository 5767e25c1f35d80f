/**
 * Notes of a tenth stand-in set's kinds: signatures with image placeholders and business numbers, call notes with
 * currencies, badge exports with lead ids. Every person, company and number here is invented.
 */
import { describe, expect, it } from 'vitest';
import { rankRegions } from '../../../lambdas/core/capture';
import { readNote as result, readTranscript as said } from './read-note';

describe('where a note is from', () => {
  it('does not take a business number starting with 00 for an international dialling code', () => {
    const regions = rankRegions('Wattle Creek Pty Ltd ABN 71 004 812 335\nM 0412 555 019').ranked;
    expect(regions[0]!.code).toBe('AU');
    expect(regions.some((r) => r.code === 'RO')).toBe(false);
  });

  it('reads a currency as a clue to the country', () => {
    expect(result('call notes: Mere Tane, GM Ops, budget ~NZ$40k\nmob 021 555 0198').phoneE164).toBe(
      '+64215550198',
    );
    expect(rankRegions('Offerte über CHF 18 000').ranked[0]!.code).toBe('CH');
  });
});

describe('numbers that are not phones', () => {
  it("never reads a lead id, an order or a ticket number as the lead's phone", () => {
    const r = result(
      'Badge scan\nLead ID: 55120-0931\nFirst Name: Olivier\nLast Name: Gagnon\nPhone: 418-555-0163\nCity: Québec',
    );
    expect(r.phoneE164).toBe('+14185550163');
    expect(result('Ticket #48213-9907 from Ana Lobo\nana.lobo@tecmar.example').phoneE164).toBeNull();
  });
});

describe('names and titles', () => {
  it('drops a nickname in capitals between the names', () => {
    expect(
      result('Ing. María José "MJ" Barrios Peña — Jefa de Compras, Grupo Tlaloc, S.A. de C.V.').fields.name
        .value,
    ).toBe('María José Barrios Peña');
  });

  it('takes "I\'m" off a title the lead gives themselves', () => {
    expect(
      result("[10:02] Visitor: Marisol Vance, I'm fleet manager at Harbor Lane Couriers LLC").fields.title
        .value,
    ).toBe('Fleet Manager');
  });
});

describe('links in a note', () => {
  it("does not take a booking or meeting link on another host for the lead's website", () => {
    const r = result(
      'New booking: Demo (30 min)\nInvitee: Carla Mendes\nEmail: carla@vinhaverde.example\nLink: https://meet.example/abc-defg-hij',
    );
    expect(r.fields.website.value).toBeNull();
    expect(
      result('Carla Mendes\ncarla@vinhaverde.example\nhttps://www.vinhaverde.example/pt').fields.website
        .value,
    ).toBe('www.vinhaverde.example/pt');
  });
});

describe('spoken addresses with asides', () => {
  it('reads an address through a repeated initial, a spelling and an "all one word" hint', () => {
    expect(
      said(
        "Email is K Brannigan, that's K, B-R-A-N-N-I-G-A-N, at pine hollow living, all one word, dot example.",
      ).fields.email.value,
    ).toBe('kbrannigan@pinehollowliving.example');
    expect(said('Email is T Okoro, T-O-K-O-R-O, at lagos freight dot example.').fields.email.value).toBe(
      'tokoro@lagosfreight.example',
    );
  });

  it('drops "sin acento", "tutto attaccato", "junto" and accents inside a spoken address', () => {
    expect(
      said('correo mlopez arroba vinos del sur todo junto sin acento punto example').fields.email.value,
    ).toBe('mlopez@vinosdelsur.example');
    expect(
      said('email giulia punto ferri tutto attaccato chiocciola ferri tessuti tutto attaccato punto example')
        .fields.email.value,
    ).toBe('giulia.ferri@ferritessuti.example');
    expect(said('Email: chloé, sans accent, arobase maison dupré point example.').fields.email.value).toBe(
      'chloe@maisondupre.example',
    );
  });

  it('takes the number given again after "wait, let me redo that"', () => {
    expect(
      said('Her direct line is 415 555 013... wait, let me redo that. 415 555 0137. She runs IT.').phoneE164,
    ).toBe('+14155550137');
  });
});

describe('spoken names corrected or spelled', () => {
  it('takes the name said again after "No, sorry", and reads "the website\'s just …"', () => {
    const r = said(
      "Lead from the fair. Owen Marsh. No, sorry, Owen Marshall. He's the fleet manager at Tarn Haulage Ltd. The website's just tarn haulage dot example.",
    );
    expect(r.fields.name.value).toBe('Owen Marshall');
    expect(r.fields.website.value).toBe('tarnhaulage.example');
  });

  it('drops a note on how a name is spelled, and a time word after the name', () => {
    expect(
      said('Se llama Rocío Ibarra, Ibarra con be. Es jefa de compras en Aceites Sur S.L.').fields.name.value,
    ).toBe('Rocío Ibarra');
    expect(
      said(
        'remind me to call mister arjun mehta tomorrow morning email arjun dot mehta at ganga textiles dot example',
      ).fields.name.value,
    ).toBe('Arjun Mehta');
  });
});
