/**
 * Notes of a ninth stand-in set's kinds: webhook payloads, CRM exports, recruiter sheets, signatures with a
 * department line, French and Spanish prose. Every person, company and number here is invented.
 */
import { describe, expect, it } from 'vitest';
import {
  readNote as result,
  noteValues as typed,
  readTranscript,
  transcriptValues as said,
} from './read-note';

describe('structured pastes', () => {
  it("reads a webhook's JSON payload for the lead, not for the owner who received it", () => {
    const r = result(
      JSON.stringify({
        event: 'form.submitted',
        owner: { name: 'Otto Brink', email: 'otto@ourcrm.example', phone: '+49 30 5557 1200' },
        lead: {
          first_name: 'Ilse',
          last_name: 'ter Horst',
          job_title: 'Head of Logistics',
          email: 'ilse.terhorst@veldkamp.example',
          mobile: '06 3812 4407',
          company: { name: 'Veldkamp Transport B.V.', employees: 120 },
        },
      }),
    );
    expect(r.fields.name.value).toBe('Ilse ter Horst');
    expect(r.fields.title.value).toBe('Head of Logistics');
    expect(r.fields.company.value).toBe('Veldkamp Transport B.V.');
    expect(r.fields.email.value).toBe('ilse.terhorst@veldkamp.example');
    expect(r.phoneE164).toBe('+31638124407');
  });

  it('reads a CRM export whose headings say "Number" and "URL", skipping its record id and dates', () => {
    const r = result(
      [
        'Record ID,First Name,Last Name,Job Title,Company Name,Email,Phone Number,Mobile Phone Number,Website URL,Create Date',
        '55120931,Aoife,Ní Chonaill,Head of Sales,Burren Kitchens Ltd,aoife@burrenkitchens.example,+353 65 555 0144,+353 86 555 0127,www.burrenkitchens.example,2026-01-20 10:12',
      ].join('\n'),
    );
    expect(r.fields.name.value).toBe('Aoife Ní Chonaill');
    expect(r.phoneE164).toBe('+353865550127');
  });

  it('puts a family name in capitals after a label behind the given name', () => {
    expect(typed('Cognome e nome: DEL PIERO Alessia\nCellulare: +39 347 555 0190').name).toBe(
      'Alessia del Piero',
    );
  });
});

describe('titles and companies', () => {
  it('splits a title that heads its department from the company at a strong cue', () => {
    expect(
      typed(
        "J'ai vu Mme Léa Fournier-Castel, Directrice des Ressources Humaines chez Groupe Saint-Aubin S.A.S. hier.",
      ),
    ).toMatchObject({
      title: 'Directrice des Ressources Humaines',
      // the sentence's full stop and the form's last dot are one
      company: expect.stringMatching(/^Groupe Saint-Aubin S\.A\.S\.?$/),
    });
  });

  it('keeps a legal form out of a title that heads its department', () => {
    expect(typed('Reunión con Pau Ferrer, CTO de Datavall Sistemes S.L.U. en Girona').company).toBe(
      'Datavall Sistemes S.L.U.',
    );
  });

  it("keeps 'des' and 'Regional' inside company names", () => {
    expect(
      typed('Camille Roux\nResponsable Achats\nFromagerie des Deux Vallées SRL\ncamille@deuxvallees.example')
        .company,
    ).toBe('Fromagerie des Deux Vallées SRL');
    expect(
      typed('Dana Whitfield\nVP Finance\nNorthfield Regional Medical Partners, LLC\ndana@nrmp.example')
        .company,
    ).toBe('Northfield Regional Medical Partners, LLC');
  });

  it("joins a signature's department line to its title when the company has its own line", () => {
    expect(
      typed(
        'Priya Raman\nManager, Cloud Systems Operations\nHalvorsen Analytics Inc.\npriya.raman@halvorsen.example',
      ).title,
    ).toBe('Manager, Cloud Systems Operations');
  });
});

describe('transcripts', () => {
  it("reads a browser transcript's 'hes' and 'thats' as the start of a clause, not part of the name", () => {
    expect(
      said(
        'just talked to tomas brennan hes the head of sales at corrib freight ltd his cell is 087 555 0133',
      ),
    ).toMatchObject({ name: 'Tomas Brennan', title: 'Head of Sales' });
    expect(said('met aoife keane thats a o i f e shes the fleet manager').name).toBe('Aoife Keane');
  });

  it("does not glue 'also' or 'ebenfalls' to a spoken web address", () => {
    expect(
      said('Email kai at nordwerk dot example, and the website is also nordwerk dot example.').website,
    ).toBe('nordwerk.example');
    expect(
      said('Mail: jana at alpenblick dot example, Website ebenfalls alpenblick dot example.').website,
    ).toBe('alpenblick.example');
  });

  it('drops an article with a spoken honorific, and a note word before the name', () => {
    expect(said('hablé con el licenciado mauricio ochoa es gerente de ventas en vidrios ochoa').name).toBe(
      'Mauricio Ochoa',
    );
    expect(said('Notiz: Rückruf von Urs Kessler, Einkaufsleiter.').name).toBe('Urs Kessler');
  });
});

describe('spelled words in punctuated transcripts', () => {
  it('drops a word spelled letter by letter right after it was said, so the role after it is read', () => {
    const r = readTranscript(
      "Met Imogen Featherstone, that's F-E-A-T-H-E-R-S-T-O-N-E. She's head of finance at Larkspur Dairies.",
    );
    expect(r.fields.name.value).toBe('Imogen Featherstone');
    expect(r.fields.title.value).toBe('Head of Finance');
  });
});
