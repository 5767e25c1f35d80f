import { describe, expect, it } from 'vitest';
import { capitaliseName, parseLeadText } from '../../../../lambdas/core/leads/parse-lead-text';

describe('parseLeadText', () => {
  it('reads a signature block line by line', () => {
    expect(
      parseLeadText(
        'olga petrenko\nSales Director\nBlue Harbor Ltd\nOLGA@BlueHarbor.example\n+44 20 7946 0018',
      ),
    ).toEqual({
      name: 'Olga Petrenko',
      title: 'Sales Director',
      company: 'Blue Harbor Ltd',
      email: 'olga@blueharbor.example',
      phone: '+44 20 7946 0018',
    });
  });

  it('prefers labelled fields in any of our languages', () => {
    const parsed = parseLeadText(
      'Nombre: lucía ferrer\nEmpresa: Datos Claros S.L.\nCargo: Directora\nTel: 912 345 678',
    );
    expect(parsed).toMatchObject({
      name: 'Lucía Ferrer',
      company: 'Datos Claros S.L.',
      title: 'Directora',
      phone: '912 345 678',
    });
  });

  it('finds the company in an "at Company" phrase', () => {
    expect(parseLeadText('Tom Becker\nCTO at Kessler Robotics').company).toBe('Kessler Robotics');
  });

  it('returns nulls rather than guesses for text with nothing to read', () => {
    expect(parseLeadText('12345')).toMatchObject({ name: null, email: null, company: null });
  });
});

describe('capitaliseName', () => {
  it.each([
    ['JANE DOE', 'Jane Doe'],
    ["sean o'brien", "Sean O'Brien"],
    ['anne-marie LEBLANC', 'Anne-Marie Leblanc'],
    ['Pieter VAN DER berg', 'Pieter van der Berg'],
  ])('%s → %s', (input, expected) => {
    expect(capitaliseName(input)).toBe(expected);
  });
});
