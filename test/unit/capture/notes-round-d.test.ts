/**
 * Notes of a fourth stand-in set's kinds: forwarded introductions, Spanish titles with two "de", German signatures
 * signed on someone's behalf, badge exports with a labelled title, regional titles. Every person, company and
 * number here is invented.
 */
import { describe, expect, it } from 'vitest';
import { noteValues as typed } from './read-note';

describe('forwarded and introduced leads', () => {
  it('reads a forwarded introduction with nothing written above it, without the forwarder', () => {
    const r = typed(
      [
        '---------- Forwarded message ---------',
        'From: Colm Brennan <colm@harbourlight.example>',
        'Date: Mon, 3 Feb',
        'Subject: Intro - Aoife',
        '',
        'Hi all,',
        'Aoife Nic Ghearailt, Head of Partnerships at Tonn Labs DAC, would like a demo. Reach her on aoife.nic@tonnlabs.example or 086 555 0143.',
        '',
        'Colm',
        '',
        'Colm Brennan | Partner, Harbourlight Capital | +353 1 555 0101',
      ].join('\n'),
    );
    expect(r.name).toBe('Aoife Nic Ghearailt');
    expect(r.company).toBe('Tonn Labs DAC');
    expect(r.email).toBe('aoife.nic@tonnlabs.example');
    expect(r.phone).toBe('+353 86 555 0143');
  });

  it("strips the 'She's the' before a title that follows a sentence", () => {
    const r = typed(
      "Meet Lucía Marín (cc'd). She's the Operations Director at Vinos del Cierzo S.L. in Zaragoza.",
    );
    expect(r.title).toBe('Operations Director');
  });
});

describe('titles and companies in prose and exports', () => {
  it('splits "responsable de exportación de Empresa" at the company, and knows contralor', () => {
    const es = typed(
      'Hablé con Nuria Soler, responsable de exportación de Aceites Montsant S.L. Móvil 612 55 01 23.',
    );
    expect(es.title).toMatch(/^Responsable de Exportación$/i);
    expect(es.company).toBe('Aceites Montsant S.L.');
    const mx = typed('Seguimiento: Raúl Quiroga, Contralor en Grupo Minero Tepic S.A. de C.V.');
    expect(mx.title).toBe('Contralor');
    expect(mx.company).toBe('Grupo Minero Tepic S.A. de C.V.');
  });

  it('keeps "GmbH & Co. KG" whole at the end of a sentence', () => {
    const r = typed(
      'Termin mit Jonas Falk, Technischer Leiter der Birkenhain Anlagen GmbH & Co. KG. Büro 030 555 0190.',
    );
    expect(r.company?.replace(/\.$/, '')).toBe('Birkenhain Anlagen GmbH & Co. KG');
  });

  it('reads a labelled title with its comma, and a title naming its market', () => {
    const badge = typed(
      'Name: Devon Ashcroft\nTitle: Sr. Director, Field Marketing\nCompany: Quillon Audio LLC',
    );
    expect(badge.title).toBe('Sr. Director, Field Marketing');
    const blurb = typed('Inés Calvo Mora\nCountry Manager Iberia — Solvia Renovables S.A.\nMadrid, Spain');
    expect(blurb.title).toBe('Country Manager Iberia');
  });

  it('leaves out the "i. A." of a German signature', () => {
    const r = typed(
      'Viele Grüße\n\ni. A. Lena Brandauer\nTeamleiterin Einkauf\nKornblum Logistik GmbH\nl.brandauer@kornblum.example',
    );
    expect(r.name).toBe('Lena Brandauer');
  });
});
