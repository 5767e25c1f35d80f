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
