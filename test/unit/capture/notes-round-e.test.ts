/**
 * Notes of a fifth stand-in set's kinds: vCards and CRM table pastes, chat exports, Nordic, Polish, South African and
 * Argentine leads, titles with the market they cover. Every person, company and number here is invented.
 */
import { describe, expect, it } from 'vitest';
import { linesFromText } from '../../../lambdas/core/capture';
import { unpackStructuredText } from '../../../lambdas/core/capture/structured-text';
import { readNote as result, noteValues as typed, readTranscript } from './read-note';
const unpacked = (text: string) => unpackStructuredText(linesFromText(text)).map((l) => l.text);

describe('structured pastes', () => {
  it('reads a vCard: formatted name, organisation, escaped title, the cell number over the work one', () => {
    const text = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Okonkwo;Chidi;;;',
      'FN:Chidi Okonkwo',
      'ORG:Lagoon Freight Partners;Operations',
      'TITLE:Head of Operations\\, West',
      'TEL;TYPE=WORK,VOICE:+1 312 555 0170',
      'TEL;TYPE=CELL:+1 773 555 0188',
      'EMAIL;TYPE=INTERNET:chidi@lagoonfreight.example',
      'URL:https://lagoonfreight.example',
      'END:VCARD',
    ].join('\n');
    expect(unpacked(text)).toContain('Title: Head of Operations, West');
    const r = typed(text);
    expect(r).toMatchObject({
      name: 'Chidi Okonkwo',
      company: 'Lagoon Freight Partners',
      email: 'chidi@lagoonfreight.example',
      phone: '+1 773 555 0188',
    });
  });

  it('reads a folded vCard line and a MECARD', () => {
    expect(unpacked('BEGIN:VCARD\nFN:Ines\n  Waldmann\nEND:VCARD')).toEqual(['Name: Ines Waldmann']);
    expect(unpacked('MECARD:N:Sato,Yui;TEL:+81 3 5555 0101;EMAIL:yui@kanata.example;;')).toEqual([
      'Name: Yui Sato',
      'Tel: +81 3 5555 0101',
      'Email: yui@kanata.example',
    ]);
  });

  it('reads the first row of a tab- or semicolon-separated export under its header row', () => {
    const tsv = [
      'Nombre\tApellidos\tPuesto\tEmpresa\tCorreo\tTeléfono\tOrigen',
      'Lucía\tMárquez de la Peña\tJefa de Compras\tConservas Orbe, S.A.\tlmarquez@orbe.example\t+34 612 555 014\tFeria 2024',
    ].join('\n');
    expect(typed(tsv)).toMatchObject({
      name: 'Lucía Márquez de la Peña',
      title: 'Jefa de Compras',
      company: 'Conservas Orbe, S.A.',
      email: 'lmarquez@orbe.example',
    });
    const csv = [
      'First name;Last name;Job title;Company;Email;Phone;Mobile;Owner',
      'Tobias;Lindqvist;"Sales Director; Nordics";Fjällbacka Trä AB;tobias@fjallbacka.example;+46 8 555 010 00;+46 70 555 01 23;K. Olsen',
    ].join('\n');
    expect(typed(csv)).toMatchObject({
      name: 'Tobias Lindqvist',
      title: 'Sales Director; Nordics',
      company: 'Fjällbacka Trä AB',
      phone: '+46 70 555 01 23',
    });
    // a sentence with commas is no table
    expect(unpacked('Met Ana, Luis, and Marta at the booth')).toEqual([
      'Met Ana, Luis, and Marta at the booth',
    ]);
  });

  it('reads a chat export without its timestamps and the forwarding sender', () => {
    const r = result(
      [
        '[3/5/24 09:12] Paula Ríos: te paso el contacto',
        '[3/5/24 09:12] Paula Ríos: Joaquín Ferreyra, jefe de ventas en Molinos del Sur S.A.',
        '[3/5/24 09:13] Paula Ríos: cel 11 15 5550-2718',
        '[3/5/24 09:13] Paula Ríos: decile que vas de mi parte',
      ].join('\n'),
    );
    expect(r.fields.name.value).toBe('Joaquín Ferreyra');
    expect(r.phoneE164).toBe('+5491155502718');
  });
});

describe('countries the earlier sets did not cover', () => {
  it('reads a Swedish note: its title word, "på" before the company, AB, and a Swedish mobile', () => {
    const r = result(
      'Träffade Elin Sandqvist, försäljningschef på Ljungbacka Kvarn AB. Mobil 070-555 12 34, elin@ljungbacka.example.',
    );
    expect(r.fields.title.value).toBe('Försäljningschef');
    expect(r.fields.company.value).toBe('Ljungbacka Kvarn AB');
    expect(r.phoneE164).toBe('+46705551234');
  });

  it('reads a Polish note with Sp. z o.o. and a South African one with (Pty) Ltd', () => {
    const pl = result(
      'Targi w Poznaniu: Agnieszka Zielińska, dyrektor sprzedaży, Drewbud Sp. z o.o. Tel. kom. 601 555 018',
    );
    expect(pl.fields.company.value).toBe('Drewbud Sp. z o.o.');
    expect(pl.phoneE164).toBe('+48601555018');
    const za = result('Met Sipho Dlamini, CFO at Karoo Solar (Pty) Ltd in Johannesburg. 082 555 0190');
    expect(za.fields.company.value).toBe('Karoo Solar (Pty) Ltd');
    expect(za.phoneE164).toBe('+27825550190');
  });
});

describe('titles with the market they cover', () => {
  it('joins the region after a comma, a department after a dash and a region in brackets', () => {
    expect(typed('Saoirse Kelleher\nHead of Sales, UK and Ireland\nBallyvolane Foods Ltd').title).toBe(
      'Head of Sales, UK and Ireland',
    );
    expect(typed('Aditya Rao\nSenior Manager – Channel Sales (East Zone)\nKaveri Agro Pvt. Ltd.').title).toBe(
      'Senior Manager – Channel Sales (East Zone)',
    );
    expect(typed('Chloé Tremblay, Director of Sales, Eastern Canada at Laurentide Paper Inc.').title).toBe(
      'Director of Sales, Eastern Canada',
    );
    // a company after the comma is not part of the title
    expect(typed('Priya Nair\nHead of Sales, Kaveri Agro\npriya@kaveri.example').title).toBe('Head of Sales');
  });
});

describe('forwarded mail, signatures and prose', () => {
  it('takes the lead from a message forwarded with a line for a colleague, sender address and all', () => {
    const r = typed(
      [
        'From: Ben Ortiz <ben.ortiz@ourteam.example>',
        'Sent: Friday, 7 June 2024 09:02',
        'To: Sales <sales@ourteam.example>',
        'Subject: FW: Quote request',
        '',
        'Who can take this one?',
        '',
        '-----Original Message-----',
        'From: Harriet Vance <hvance@millbrook-dairy.example>',
        'To: Ben Ortiz <ben.ortiz@ourteam.example>',
        'Subject: Quote request',
        '',
        'Hi Ben, could you send a quote for 20 seats?',
        '',
        'Harriet Vance',
        'Operations Director, Dairy Division',
        'Millbrook Dairy Ltd',
        'Mobile 07700 900417',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Harriet Vance',
      title: 'Operations Director, Dairy Division',
      company: 'Millbrook Dairy Ltd',
      email: 'hvance@millbrook-dairy.example',
    });
  });

  it('reads "St." inside a surname, a sentence ending in a capitalised word, and a C label for the cell', () => {
    const r = typed('talked to Marie St. Pierre, buyer at Riverside Home Goods. no email yet, text her');
    expect(r.name).toBe('Marie St. Pierre');
    expect(r.company).toBe('Riverside Home Goods');
    expect(typed('Tom Reyes\nBuyer\nT 416-555-0170 | C 647-555-0133 | F 416-555-0171').phone).toBe(
      '+1 647 555 0133',
    );
  });

  it('keeps an English "point" out of a spoken address', () => {
    const r = readTranscript('spoke with jo park facilities manager at harbor point medical center');
    expect(r.fields.email.value).toBeNull();
    expect(r.fields.website.value).toBeNull();
  });
});

describe('spoken Dutch and Italian', () => {
  const spoken = readTranscript;

  it('reads Dutch numbers and address words, and a role run into a company with a legal form', () => {
    const r = spoken(
      'gesprek met femke de graaf inkoper bloemhof kwekerij bv mobiel nul zes drieënveertig achtentwintig eenenzeventig negentien email femke apenstaartje bloemhof punt example',
    );
    expect(r.fields.name.value).toBe('Femke de Graaf');
    expect(r.fields.title.value).toBe('Inkoper');
    expect(r.fields.company.value).toBe('Bloemhof Kwekerij B.V.');
    expect(r.fields.email.value).toBe('femke@bloemhof.example');
    expect(r.phoneE164).toBe('+31643287119');
  });

  it('reads Italian numbers, compounds and address words, without the spoken honorific', () => {
    const r = spoken(
      "incontro con l'ingegner paolo ferri direttore tecnico di ferri impianti srl cellulare tre tre otto ventuno quarantotto cinquantasei due email paolo punto ferri chiocciola ferri trattino impianti punto example",
    );
    expect(r.fields.name.value).toBe('Paolo Ferri');
    expect(r.fields.email.value).toBe('paolo.ferri@ferri-impianti.example');
    expect(r.phoneE164).toBe('+393382148562');
  });
});

describe('who the lead is when a note names several people', () => {
  it("passes over the lead's assistant and takes a short form of the first name in the address", () => {
    const r = typed(
      "lunch w/ Nomvula Khumalo-Pretorius, CFO at Sable Ridge Logistics (Pty) Ltd. don't book via her PA Zanele (zanele@sableridge.example), write to Nomvu directly: nomvu@sableridge.example",
    );
    expect(r.name).toBe('Nomvula Khumalo-Pretorius');
    expect(r.email).toBe('nomvu@sableridge.example');
  });

  it('takes the person someone passed you on to, and the role said before their name', () => {
    const r = typed(
      'Stopped at the Larkspur Foods stand. Spoke to Owen Baptiste (Plant Manager) first but he passed me on to their Head of Supply Chain, Freya Lindholm, who decides. freya.lindholm@larkspur.example. Owen is owen@larkspur.example.',
    );
    expect(r.name).toBe('Freya Lindholm');
    expect(r.title).toBe('Head of Supply Chain');
    expect(r.email).toBe('freya.lindholm@larkspur.example');
  });

  it('reads "I\'m" as a cue, an emoji as a break and a quoted nickname as no part of the name', () => {
    const r = typed(
      "Hi, I'm Tomasz Wiśniewski 👋 Head of Growth at Northwind Parcel, Inc. Happy to chat: tomasz@northwind.example",
    );
    expect(r.name).toBe('Tomasz Wiśniewski');
    expect(r.title).toBe('Head of Growth');
    expect(typed('Katherine "Kit" Ambrose · 2nd\nVP Marketing at Lumenfield Ltd').name).toBe(
      'Katherine Ambrose',
    );
  });
});

describe('more spoken forms', () => {
  const spoken = (text: string) => readTranscript(text).fields;

  it('reads "st" in a spoken surname as St., and a company cut before a spoken place', () => {
    const f = spoken(
      'booth nine spoke with marcus st john operations manager at ferncliff medical group no email on him',
    );
    expect(f.name.value).toBe('Marcus St. John');
    expect(
      spoken('kurzes gespräch mit jana roth, prokuristin bei hellweg kältetechnik gmbh in dortmund').company
        .value,
    ).toBe('Hellweg Kältetechnik GmbH');
  });

  it('drops a spelling hint set off by commas inside a spoken address', () => {
    const f = spoken('E-Mail m.vonberg, zusammengeschrieben, at kranich-logistik.example. Danke.');
    expect(f.email.value).toBe('m.vonberg@kranich-logistik.example');
  });
});

describe('exports with snake_case headings', () => {
  it('reads first_name and last_name columns as the name', () => {
    const r = typed(
      [
        'first_name,last_name,job_title,organisation,email,phone,consent_marketing',
        '"Lotte","Claes","Supply Chain Director","Scheldeport Logistics NV","lotte.claes@scheldeport.example","+32 478 55 01 62","yes"',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Lotte Claes',
      title: 'Supply Chain Director',
      company: 'Scheldeport Logistics NV',
    });
  });
});
