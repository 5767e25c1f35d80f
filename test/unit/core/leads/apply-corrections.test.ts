import { describe, expect, it } from 'vitest';
import { applyCorrections, type FieldReadings } from '../../../../lambdas/core/leads/apply-corrections';
import type { FieldCorrection } from '../../../../lambdas/ports/capture-stores';

const reading = (value: string | null, confidence = 0.7) => ({
  value,
  confidence,
  needsConfirmation: confidence < 0.85,
});
const readings = (overrides: Partial<FieldReadings>): FieldReadings => ({
  name: reading(null),
  email: reading(null),
  phone: reading(null),
  company: reading(null),
  title: reading(null),
  website: reading(null),
  ...overrides,
});
const correction = (
  field: FieldCorrection['field'],
  extracted: string,
  corrected: string,
  count = 1,
): FieldCorrection => ({
  field,
  extracted,
  corrected,
  count,
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('applyCorrections', () => {
  it('replaces a misreading the user corrected before, case and spacing aside, and unflags it', () => {
    const result = applyCorrections(readings({ company: reading('BLUE  ORCHID ltd') }), [
      correction('company', 'Blue Orchid Ltd', 'Blue Orchid Ltd.'),
    ]);
    expect(result.company).toEqual({ value: 'Blue Orchid Ltd.', confidence: 0.97, needsConfirmation: false });
  });

  it('lets a learned spelling win over a near miss for companies and titles', () => {
    const result = applyCorrections(
      readings({ company: reading('Qantel Sistems'), title: reading('Head of Salles') }),
      [
        correction('company', 'Kantel Systems', 'Qantel Systems'),
        correction('title', 'Hed of Sales', 'Head of Sales'),
      ],
    );
    expect(result.company.value).toBe('Qantel Systems');
    expect(result.title.value).toBe('Head of Sales');
  });

  it('leaves different values alone: no near-miss matching for emails, and unrelated companies stay', () => {
    const result = applyCorrections(
      readings({ email: reading('ana@qantel.example'), company: reading('Orbit Foods') }),
      [
        correction('email', 'anna@qantel.example', 'ana.p@qantel.example'),
        correction('company', 'Orbit Fads', 'Orbital Tools'),
      ],
    );
    expect(result.email.value).toBe('ana@qantel.example');
    expect(result.company.value).toBe('Orbit Foods');
  });

  it('prefers the correction the user made most often', () => {
    const result = applyCorrections(readings({ title: reading('CT0') }), [
      correction('title', 'CT0', 'CTO', 3),
      correction('title', 'ct0', 'Chief Technology Officer', 1),
    ]);
    expect(result.title.value).toBe('CTO');
  });
});
