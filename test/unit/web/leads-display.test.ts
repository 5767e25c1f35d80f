import { describe, expect, it } from 'vitest';
import { displayValue, formatLeadDate } from '../../../web/src/features/leads/lib/display';
import { exportFileName } from '../../../web/src/features/leads/lib/export-file-name';

describe('lead empty values (spec §3)', () => {
  it("shows 'Unknown' for a missing name", () => {
    expect(displayValue('name', null)).toEqual({ empty: true, key: 'empty.name' });
    expect(displayValue('name', '   ')).toEqual({ empty: true, key: 'empty.name' });
  });

  it("shows 'No email' for a missing email", () => {
    expect(displayValue('email', null)).toEqual({ empty: true, key: 'empty.email' });
    expect(displayValue('email', '')).toEqual({ empty: true, key: 'empty.email' });
  });

  it("shows '-' for the other fields", () => {
    for (const field of ['phone', 'company', 'title', 'note', 'source'] as const) {
      expect(displayValue(field, undefined)).toEqual({ empty: true, key: 'empty.other' });
    }
  });

  it('shows present values trimmed', () => {
    expect(displayValue('name', '  Jane Doe ')).toEqual({ empty: false, text: 'Jane Doe' });
  });
});

describe('formatLeadDate', () => {
  it("formats as 'MMM dd, yyyy' in English", () => {
    expect(formatLeadDate('2025-01-05T10:00:00.000Z', 'en', 'UTC')).toBe('Jan 05, 2025');
  });

  it('uses the current language', () => {
    expect(formatLeadDate('2025-03-09T10:00:00.000Z', 'de', 'UTC')).toMatch(/09\.? März 2025/);
    expect(formatLeadDate('2025-03-09T10:00:00.000Z', 'es', 'UTC')).toMatch(/09.*mar.*2025/);
  });

  it('returns the raw string when it is not a date', () => {
    expect(formatLeadDate('not-a-date', 'en')).toBe('not-a-date');
  });
});

describe('exportFileName', () => {
  it('is leads-YYYY-MM-DD.csv in local time', () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 59))).toBe('leads-2025-01-05.csv');
    expect(exportFileName(new Date(2024, 11, 31, 0, 1))).toBe('leads-2024-12-31.csv');
  });
});
