import { describe, expect, it } from 'vitest';
import { extractContact, linesFromText, normaliseSpokenText } from '../../../lambdas/core/capture';

describe('spoken forms', () => {
  it('turns spelled addresses into emails and websites', () => {
    expect(normaliseSpokenText('email, nadia dot brook at tern harbour dot example.')).toContain(
      'nadia.brook@ternharbour.example',
    );
    expect(normaliseSpokenText('website, tern harbour dot example')).toContain('ternharbour.example');
  });

  it('turns digit words into numbers, commas into groups', () => {
    expect(normaliseSpokenText('plus four nine, one seven one, three nine two, zero zero four four')).toBe(
      '+49 171 392 0044',
    );
    expect(normaliseSpokenText('call six one two, three four five, six seven eight')).toBe(
      'call 612 345 678',
    );
  });

  it('joins spelled acronyms', () => {
    expect(normaliseSpokenText('she is the C F O at Kelpie Works L L C')).toBe(
      'she is the CFO at Kelpie Works LLC',
    );
  });

  it('extracts a lead from a transcript', () => {
    const r = extractContact({
      lines: linesFromText(
        'Met Nadia Brook, C F O at Tern Harbour. Email, nadia dot brook at tern harbour dot example. Phone, plus four four, seven seven zero zero, nine zero zero, four one seven.',
      ),
      hints: { spoken: true },
    });
    expect(r.fields.name.value).toBe('Nadia Brook');
    expect(r.fields.title.value).toBe('CFO');
    expect(r.fields.company.value).toBe('Tern Harbour');
    expect(r.fields.email.value).toBe('nadia.brook@ternharbour.example');
    expect(r.phoneE164).toBe('+447700900417');
  });
});

describe('a spoken address confirmed by its spelling, or said without its dot', () => {
  const spoken = (transcript: string) =>
    extractContact({ lines: linesFromText(transcript), hints: { spoken: true } }).fields;

  it('drops letters said apart that spell the word just said, with their cue', () => {
    expect(
      spoken(
        "Sanne de Vries, ops manager. Email, sanne dot devries, that's d e v r i e s, at tulpwerk dot example.",
      ).email.value,
    ).toBe('sanne.devries@tulpwerk.example');
    expect(
      spoken('Herr Reto Zürcher. E-Mail, reto Punkt zuercher, z u e r c h e r, at bergbahnen Punkt example.')
        .email.value,
    ).toBe('reto.zuercher@bergbahnen.example');
  });

  it('reads the letters by their Spanish names, set apart by commas', () => {
    expect(
      spoken(
        'Llamada con Guadalupe Treviño. Su correo es gtrevino, se escribe ge, te, erre, e, uve, i, ene, o, arroba acerosnorte punto example.',
      ).email.value,
    ).toBe('gtrevino@acerosnorte.example');
  });

  it('keeps letters that spell no word just said', () => {
    expect(normaliseSpokenText('she is the C T O at Kranich')).toBe('she is the CTO at Kranich');
  });

  it('reads "no dot" as a hint on how the address is written', () => {
    expect(
      spoken('Call Tyler Nakamura back. Email is t nakamura, no dot, at bluegate c u dot example.').email
        .value,
    ).toBe('tnakamura@bluegatecu.example');
    expect(
      extractContact({ lines: linesFromText('Tyler Nakamura, t nakamura no dot at bluegatecu dot example') })
        .fields.email.value,
    ).toBe('tnakamura@bluegatecu.example');
  });

  it('writes a German legal form spelled in its own case', () => {
    expect(normaliseSpokenText('Met Jonas Weber from Kranich Robotics G m b H at the fair.')).toBe(
      'Met Jonas Weber from Kranich Robotics GmbH at the fair.',
    );
    expect(normaliseSpokenText('Oberhuber Landtechnik e K, Herr Oberhuber')).toBe(
      'Oberhuber Landtechnik e.K., Herr Oberhuber',
    );
  });

  it("joins a title said with its department in lower case, in the title's case", () => {
    expect(
      spoken(
        'Derek Lindqvist. Director, strategic accounts, Halvorsen Cold Chain L L C. Email, derek at halvorsen dot example.',
      ).title.value,
    ).toBe('Director, Strategic Accounts');
  });
});
