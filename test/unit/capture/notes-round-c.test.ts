/**
 * Notes from countries and languages the engine knew little of (Italian, Portuguese, Belgian, Swiss, Japanese,
 * Argentine, Singaporean…), labelled form exports, chat notes with a lower-case sentence, and run-on voice
 * transcripts. Every person, company, address and number here is invented.
 */
import { describe, expect, it } from 'vitest';
import { extractContact, linesFromText } from '../../../lambdas/core/capture';
import { rankRegions } from '../../../lambdas/core/capture/region';
import { normaliseSpokenText } from '../../../lambdas/core/capture/spoken-forms';

const typed = (text: string) => extractContact({ lines: linesFromText(text) });

describe('the phone region of a number typed without +prefix', () => {
  it('reads an Italian note (city, S.r.l., Italian words) with an Italian mobile', () => {
    const r = typed(
      "Incontro a Torino con la dott.ssa Giulia Ferraro, responsabile vendite di Caseificio Borgo d'Orcia S.r.l. Cell. 347 555 1234, g.ferraro@borgodorcia.example. Vuole un preventivo.",
    );
    expect(r.phoneE164).toBe('+393475551234');
    expect(r.fields.title.value).toBe('Responsabile Vendite');
    expect(r.fields.company.value).toBe("Caseificio Borgo d'Orcia S.r.l.");
  });

  it('reads a Portuguese note (Lda., telemóvel) and a Brazilian one (Ltda., (41) 9xxxx-xxxx) apart', () => {
    const pt = typed(
      'Reunião em Coimbra com a Dra. Marta Lopes Ribeiro, diretora comercial da Vinhas do Mondego, Lda. Telemóvel 913 555 210; marta.ribeiro@vinhasmondego.example.',
    );
    expect(pt.phoneE164).toBe('+351913555210');
    expect(pt.fields.title.value).toBe('Diretora Comercial');
    expect(pt.fields.company.value?.replace(/,/g, '')).toBe('Vinhas do Mondego Lda.');
    const br = typed(
      'Lead da feira em Curitiba: Paulo Henrique Matos, gerente de vendas na Sabor Mineiro Alimentos Ltda. WhatsApp (41) 99876-5432 · paulo.matos@sabormineiro.example',
    );
    expect(br.phoneE164).toBe('+5541998765432');
    expect(br.fields.title.value).toBe('Gerente de Vendas');
    expect(br.fields.company.value).toBe('Sabor Mineiro Alimentos Ltda.');
  });

  it('reads Belgian notes, Dutch and French, as Belgian', () => {
    const nl = typed(
      'Notitie beurs Hasselt: Pieter Claes, zaakvoerder van Schrijnwerkerij Claes BV. GSM 0476 55 12 34, pieter@claeshout.example.',
    );
    expect(nl.phoneE164).toBe('+32476551234');
    expect(nl.fields.title.value).toBe('Zaakvoerder');
    const fr = typed(
      'Contact salon Liège : Sophie Lambert, office manager chez Atelier Meuse SRL, tél. 0472 33 44 55, sophie@ateliermeuse.example.',
    );
    expect(fr.phoneE164).toBe('+32472334455');
  });

  it('reads a Swiss German note by its Swiss words ("Natel")', () => {
    const r = typed(
      'Kurznotiz vom Swiss Tech Day: Urs Meier, CTO der Bergbahn Systeme AG. Natel 078 555 12 34, urs.meier@bergbahn.example',
    );
    expect(r.phoneE164).toBe('+41785551234');
  });

  it('reads a Japanese note (K.K., city) with an 090 mobile', () => {
    const r = typed(
      'Kenji Watanabe (Sales Director, Hinode Foods K.K.) — k.watanabe@hinode.example · 090-1234-5678 · Nagoya office',
    );
    expect(r.phoneE164).toBe('+819012345678');
    expect(r.fields.company.value).toBe('Hinode Foods K.K.');
  });

  it('takes kana or a Japanese company form as a clue for Japan', () => {
    expect(rankRegions('サクラ株式会社 営業部').ranked[0]?.code).toBe('JP');
  });

  it('reads an Argentine signature (Buenos Aires, S.R.L.) with a Buenos Aires number', () => {
    const r = typed(
      'Saludos,\n\nLic. Martina Gómez\nGerente Comercial\nYerbatera del Litoral S.R.L.\nAv. Corrientes 1234 – C1043AAZ Buenos Aires\nTel.: (011) 4555-1234\nmgomez@yerbatera.example',
    );
    expect(r.phoneE164).toBe('+541145551234');
  });
});

describe('titles and companies', () => {
  it('keeps a regional qualifier after a comma and the Pte. Ltd. form', () => {
    const r = typed(
      'Best regards,\nLim Mei Hua\nChannel Sales Manager, EMEA\nHarbourlight Analytics Pte. Ltd.\nmeihua.lim@harbourlight.example',
    );
    expect(r.fields.title.value).toBe('Channel Sales Manager, EMEA');
    expect(r.fields.company.value).toBe('Harbourlight Analytics Pte. Ltd.');
  });

  it('keeps a department after a dash in a multi-word title', () => {
    const r = typed(
      'Cheers,\nNoah Brennan\nGeneral Manager – Marketing\nSaltbush Wines Pty Ltd\nnoah@saltbushwines.example',
    );
    expect(r.fields.title.value).toBe('General Manager – Marketing');
  });

  it('stops a company at a title word before "en" ("director de TI en …")', () => {
    const r = typed(
      'Te presento a Rodrigo Salas Peña, director de TI en Inmobiliaria Costa Brava S.A. de C.V. Está buscando un CRM.\n\nrodrigo.salas@costabrava.example',
    );
    expect(r.fields.title.value?.toLowerCase()).toBe('director de ti');
    expect(r.fields.company.value).toBe('Inmobiliaria Costa Brava S.A. de C.V.');
  });

  it('reads the title from a lower-case sentence and ends the company where capitals do', () => {
    const r = typed("met Priya Nair from Saltmarsh Data Labs at the cloud expo. she's CTO. +65 9123 4567");
    expect(r.fields.title.value).toBe('CTO');
    expect(r.fields.company.value).toBe('Saltmarsh Data Labs');
  });

  it('does not split a sentence after an abbreviated title word ("dir. of …")', () => {
    const r = typed(
      'talked w/ ines moreau, dir. of product design @ Foxglove Studios Inc. ines@foxglove.example',
    );
    expect(r.fields.title.value).toBe('Dir. of Product Design');
  });

  it('takes a capitalised line with a company word near the name as the company', () => {
    const r = typed(
      'Badge scan:\nDR. HENRY OKAFOR\nChief Nursing Officer\nRIVERBEND MEDICAL SYSTEMS\nTulsa, OK\ncall back: 918 555 0147',
    );
    expect(r.fields.company.value).toBe('Riverbend Medical Systems');
  });

  it('does not take a clause about the lead for a company', () => {
    const r = typed(
      'met oskar lund at the mixer, data analyst — works alone so no company. site oskarlund.example. maybe later?',
    );
    expect(r.fields.company.value).toBeNull();
  });
});

describe('labelled form exports', () => {
  it('joins first and last name lines, a surname with a particle included', () => {
    const r = typed(
      'Vorname: Konstantin\nNachname: von Rabenau\nPosition: Leiter Einkauf\nFirma: Rabenau Mühlenwerke GmbH\nE-Mail: k.vonrabenau@rabenau-muehle.example',
    );
    expect(r.fields.name.value).toBe('Konstantin von Rabenau');
    expect(r.fields.company.value).toBe('Rabenau Mühlenwerke GmbH');
  });

  it('joins them in English and in either order', () => {
    const r = typed('Last name: de la Fuente\nFirst name: Lucía\nCompany: Olivar Sur S.L.');
    expect(r.fields.name.value).toBe('Lucía de la Fuente');
  });
});

describe('a one-word title before its complement', () => {
  it('joins "Director – Global Partnerships" when the complement scores higher', () => {
    const r = typed(
      'Beatriz Sousa · 1st\nDirector – Global Partnerships at Ribeira Cloud Lda.\nLisboa, Portugal\nEmail: beatriz.sousa@ribeiracloud.example',
    );
    expect(r.fields.title.value).toBe('Director – Global Partnerships');
  });
});

const spoken = (text: string) => extractContact({ lines: linesFromText(text), hints: { spoken: true } });

describe('run-on voice transcripts (lower case, no punctuation)', () => {
  it('understands "todo junto" with spelled Spanish letters, and "mit o e"', () => {
    expect(
      normaliseSpokenText('correo ele jota de la ruiz todo junto arroba vinos sur punto example'),
    ).toContain('ljdelaruiz@vinossur.example');
    expect(normaliseSpokenText('e-mail bernd punkt koehler mit o e at haldenwerk punkt example')).toContain(
      'bernd.koehler@haldenwerk.example',
    );
  });

  it('drops a spelling that confirms the name and ends the name where the role starts', () => {
    const r = spoken(
      "okay new lead tobias grzelak that's g r z e l a k director of partnerships at fernhill data llc email tobias at fernhill data dot example",
    );
    expect(r.fields.name.value).toBe('Tobias Grzelak');
    expect(r.fields.title.value).toBe('Director of Partnerships');
    expect(r.fields.company.value).toBe('Fernhill Data LLC');
    expect(r.fields.email.value).toBe('tobias@fernhilldata.example');
  });

  it('leaves a lead-in out of the name and keeps a particle inside it', () => {
    const r = spoken(
      'neuer lead aus dem webinar friederike von halden leiterin einkauf bei der haldenwerk gmbh e-mail f punkt vonhalden at haldenwerk punkt example',
    );
    expect(r.fields.name.value).toBe('Friederike von Halden');
    expect(r.fields.title.value).toBe('Leiterin Einkauf');
    expect(r.fields.company.value).toBe('Haldenwerk GmbH');
  });

  it('writes a legal form spoken as letters and ends the company at the next field', () => {
    const r = spoken(
      'contacto de la feria rodrigo paz almonte gerente de ventas en lácteos del valle s a de c v correo rodrigo punto paz arroba lacteosvalle punto example',
    );
    expect(r.fields.name.value).toBe('Rodrigo Paz Almonte');
    expect(r.fields.title.value).toBe('Gerente de Ventas');
    expect(r.fields.company.value).toBe('Lácteos del Valle S.A. de C.V.');
  });

  it('ends the name at a company cue when no role is given', () => {
    const r = spoken('met lukas brandt from hollow oak games email lukas at hollowoak dot example');
    expect(r.fields.name.value).toBe('Lukas Brandt');
    expect(r.fields.company.value).toBe('Hollow Oak Games');
  });
});
