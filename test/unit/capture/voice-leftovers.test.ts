/**
 * Spoken notes: legal forms spelled with Spanish letter names, a German spelling hint between commas, and notes
 * that say the lead gave no number. Every person, company and number here is invented.
 */
import { describe, expect, it } from 'vitest';
import { extractContact, linesFromText } from '../../../lambdas/core/capture';
import { normaliseSpokenText } from '../../../lambdas/core/capture/spoken-forms';

const spoken = (text: string) => extractContact({ lines: linesFromText(text), hints: { spoken: true } });
const typed = (text: string) => extractContact({ lines: linesFromText(text) });

describe('spoken legal forms and hints', () => {
  it('writes a legal form spelled with Spanish letter names short', () => {
    expect(normaliseSpokenText('gerente de Aceros del Bajío, ese a de ce ve. Celular')).toBe(
      'gerente de Aceros del Bajío, S.A. de C.V. Celular',
    );
    expect(normaliseSpokenText('compras de Vinos Tierra Alta ese ele. Móvil')).toBe(
      'compras de Vinos Tierra Alta S.L. Móvil',
    );
    // prose is left alone: "ese" is also a Spanish word
    expect(normaliseSpokenText('le di ese a mi jefe')).toBe('le di ese a mi jefe');
  });

  it('drops a German umlaut hint said between commas inside an address', () => {
    expect(
      normaliseSpokenText('E-Mail k Punkt mueller, mit u e, at holzbau Bindestrich nord Punkt example.'),
    ).toBe('E-Mail k.mueller@holzbau-nord.example.');
  });
});

describe('numbers that are not the lead’s', () => {
  it('gives no number when the note says the lead gave none', () => {
    const r = spoken(
      'Intro from Priya at Harbour Ventures. The lead is Tomasz Wrona, CTO of Lakeside Robotics Inc. His email is tomasz at lakeside robotics dot example. No number for him, Priya said call her on four one five, five five five, zero one four four.',
    );
    expect(r.fields.email.value).toBe('tomasz@lakesiderobotics.example');
    expect(r.fields.phone.value).toBeNull();
  });

  it("does not take a named introducer's mobile for the lead's", () => {
    const r = typed(
      "Sinead from Quayside Founders connected me with Oisin Farrell, head of sales at Corrib Data Ltd. oisin.farrell@corribdata.example. Sinead's mobile is 087 555 0192.",
    );
    expect(r.fields.name.value).toBe('Oisin Farrell');
    expect(r.fields.phone.value).toBeNull();
  });
});

describe('run-on transcripts and badge dictation', () => {
  it('finds the lead after an introducer named in the same breath', () => {
    const r = spoken(
      'priya nair from harbourline capital introduced tomás herrera ruiz sales director at pinar cloud s l u in valencia email tomas at pinarcloud dot example',
    );
    expect(r.fields.name.value).toBe('Tomás Herrera Ruiz');
    expect(r.fields.title.value).toMatch(/^sales director$/i);
    expect(r.fields.company.value).toMatch(/^Pinar Cloud S\.L\.U\.$/i);
  });

  it('reads a title that goes on after its comma before the company', () => {
    const r = spoken(
      'Badge scan at the expo, booth 2210. Marcus Oyelaran, Senior Manager, Partner Sales at Tidewell & Crane Audio LLC. Email marcus at tidewell dot example.',
    );
    expect(r.fields.name.value).toBe('Marcus Oyelaran');
    expect(r.fields.title.value).toBe('Senior Manager, Partner Sales');
    expect(r.fields.company.value?.replace(/\.$/, '')).toBe('Tidewell & Crane Audio LLC');
  });
});
