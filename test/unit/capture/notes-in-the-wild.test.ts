/**
 * Typed and spoken notes as people really write them: lower case, introductions by a third person, assistants,
 * quoted replies, labels after numbers, addresses written to dodge scrapers. Every case is invented here.
 */
import { describe, expect, it } from 'vitest';
import { extractContact, linesFromText } from '../../../lambdas/core/capture';
import { normaliseSpokenText } from '../../../lambdas/core/capture/spoken-forms';

const typed = (text: string) => extractContact({ lines: linesFromText(text) });
const spoken = (text: string) => extractContact({ lines: linesFromText(text), hints: { spoken: true } });

describe('chat notes typed in lower case', () => {
  it('finds the name after a cue, the title and the company after the name, and capitalises them', () => {
    const r = typed(
      'spoke w/ rowan mcbride — head of partnerships @ quarry lane robotics. mob 07700 900418, rowan@quarrylane.example',
    );
    expect(r.fields.name.value).toBe('Rowan McBride');
    expect(r.fields.title.value).toBe('Head of Partnerships');
    expect(r.fields.company.value).toBe('Quarry Lane Robotics');
    expect(r.phoneE164).toBe('+447700900418');
  });

  it('keeps a lower-case legal form, spelled canonically, and stops the company at the next sentence', () => {
    const r = typed(
      'met anita desai, founder & ceo, lotus grid pvt. ltd. she wants a demo. anita@lotusgrid.example',
    );
    expect(r.fields.name.value).toBe('Anita Desai');
    expect(r.fields.title.value).toBe('Founder & CEO');
    expect(r.fields.company.value).toBe('Lotus Grid Pvt. Ltd.');
  });

  it('takes a name the email address confirms even without a cue word', () => {
    const r = typed('ok so tomas lindqvist (buyer, Norrsken Foods AB) t.lindqvist@norrsken.example');
    expect(r.fields.name.value).toBe('Tomas Lindqvist');
  });

  it('does not take an event for a name', () => {
    const r = typed('Notes Expo Lyon: Herr Jonas Berger – Einkauf – Talwerk GmbH – j.berger@talwerk.example');
    expect(r.fields.name.value).toBe('Jonas Berger');
  });
});

describe('introductions and assistants', () => {
  it('takes the introduced person, not the writer who signs below', () => {
    const r = typed(
      [
        'Hi Sam,',
        '',
        'I am writing on behalf of Dr. Imogen Frost, Chief Operating Officer of Hollowbrook Farms Ltd, who would like a demo. She is on 07700 900733 or imogen.frost@hollowbrook.example.',
        '',
        'Best regards,',
        'Peter Quill',
        'Executive Assistant',
        'T: 020 7946 0111 | peter.quill@hollowbrook.example',
      ].join('\n'),
    );
    expect(r.fields.name.value).toBe('Imogen Frost');
    expect(r.fields.title.value).toBe('Chief Operating Officer');
    expect(r.fields.company.value).toBe('Hollowbrook Farms Ltd');
    expect(r.fields.email.value).toBe('imogen.frost@hollowbrook.example');
    expect(r.phoneE164).toBe('+447700900733');
  });

  it("leaves the phone empty when the only number is the introducer's", () => {
    const r = typed(
      [
        'Looping in my colleague Dana Reyes (VP Finance, Bluefin Labs Inc.).',
        'Dana: dana@bluefinlabs.example. If anything is urgent, call me at (415) 555-0166.',
        '',
        'Chris Odum | Partner | Harbor Advisors',
        'M: (415) 555-0166',
      ].join('\n'),
    );
    expect(r.fields.name.value).toBe('Dana Reyes');
    expect(r.fields.email.value).toBe('dana@bluefinlabs.example');
    expect(r.fields.phone.value).toBeNull();
  });

  it("ignores a number given as someone else's", () => {
    const r = typed(
      "Met Lena Ortiz, CTO at Vellum Data. Lena's mobile is 646-555-0177; Mark's mobile is 646-555-0191.",
    );
    expect(r.phoneE164).toBe('+16465550177');
  });
});

describe('email signatures', () => {
  it('drops a quoted earlier message and reads a label written after the number', () => {
    const r = typed(
      [
        'Works for me.',
        '',
        'Alma Ruiz | Director',
        'Cedar Point Partners LLP',
        '+1 (312) 555-0140 (o) · +1 (312) 555-0148 (c)',
        'alma@cedarpoint.example',
        '',
        'On Tue, Mar 4, 2025 at 10:02 AM Ben Hale <ben.hale@vendor.example> wrote:',
        '> Hi Alma, call me on (312) 555-0199.',
      ].join('\n'),
    );
    expect(r.fields.name.value).toBe('Alma Ruiz');
    expect(r.phoneE164).toBe('+13125550148');
    expect(r.fields.email.value).toBe('alma@cedarpoint.example');
  });

  it('reads an address written to dodge scrapers, and a surname-first badge', () => {
    expect(typed('kofi (at) baobabtech (dot) example').fields.email.value).toBe('kofi@baobabtech.example');
    const badge = typed('badge → MENSAH OWUSU, Kofi | Baobab Tech Ltd | kofi@baobabtech.example');
    expect(badge.fields.name.value).toBe('Kofi Mensah Owusu');
  });

  it('does not give a generic mailbox as the lead’s address', () => {
    const r = typed(
      'Met Ines Vidal, jefa de compras de Olivares del Sur S.L. Escribir a info@olivaresdelsur.example',
    );
    expect(r.fields.email.value).toBeNull();
  });
});

describe('phone regions without a country code', () => {
  it('reads an English note’s number in an English-speaking country where it is a possible number', () => {
    // an Irish mobile: not a possible US number (no trunk 0 there), valid in Ireland
    expect(typed('met niall byrne, ops lead at Corrib Foods. 087 654 3210').phoneE164).toBe('+353876543210');
  });

  it('reads a French note’s number in France', () => {
    expect(
      typed('rdv avec lucie morel (gérante, atelier morel sarl) 06 39 98 12 34 pas de mail').phoneE164,
    ).toBe('+33639981234');
  });
});

describe('spoken notes', () => {
  it('joins spelled initials into the address and reads hyphens spoken in any language', () => {
    expect(normaliseSpokenText('email, j p dot okafor at lagos dash harbour dot example')).toContain(
      'jp.okafor@lagos-harbour.example',
    );
    expect(normaliseSpokenText('E-Mail a Punkt weber at nord Bindestrich licht Punkt example')).toContain(
      'a.weber@nord-licht.example',
    );
    expect(
      normaliseSpokenText('mail, paul point girard arobase vignes tiret rouges point example'),
    ).toContain('paul.girard@vignes-rouges.example');
  });

  it('reads Spanish and French numbers spoken in pairs and compounds', () => {
    expect(
      normaliseSpokenText('Su móvil es seis uno dos, treinta y cuatro, cincuenta y seis, setenta y ocho.'),
    ).toContain('612 34 56 78');
    expect(
      normaliseSpokenText('Portable, zéro six, trente-neuf, quatre-vingt-dix-huit, onze, soixante-douze.'),
    ).toContain('06 39 98 11 72');
  });

  it('leaves articles and everyday words alone', () => {
    expect(normaliseSpokenText('Un saludo, una pregunta, ein Angebot, once again')).toBe(
      'Un saludo, una pregunta, ein Angebot, once again',
    );
  });

  it('takes the introduced colleague from a spoken introduction', () => {
    const r = spoken(
      "Nadia Holm from Fjord Analytics is looping in her colleague Erik Sand, C F O at Fjord Analytics. Erik's mobile is four one five, five five five, zero one two two. Nadia's own number is four one five, five five five, zero one nine nine.",
    );
    expect(r.fields.name.value).toBe('Erik Sand');
    expect(r.fields.title.value).toBe('CFO');
    expect(r.phoneE164).toBe('+14155550122');
  });
});
