import { describe, expect, it } from 'vitest';
import {
  extractContact,
  normaliseName,
  properCaseName,
  stripNameDecorations,
} from '../../../lambdas/core/capture';

describe('normaliseName', () => {
  it.each([
    ['RORY MCALLISTER', 'Rory McAllister'],
    ["EAMON O'SULLIVAN", "Eamon O'Sullivan"],
    ['PIETER VAN DER HOEK', 'Pieter van der Hoek'],
    ['lucía fernández-ortega', 'Lucía Fernández-Ortega'],
    ['MARIE-CLAIRE DUBOIS', 'Marie-Claire Dubois'],
    ['ANA DE LA VEGA', 'Ana de la Vega'],
    ['CORMAC MACDERMOTT', 'Cormac MacDermott'],
    ['Tobiah DeLuca', 'Tobiah DeLuca'],
    ['DWAYNE ST CLAIR', 'Dwayne St Clair'],
    ['GARRETT ST. CLAIR', 'Garrett St. Clair'],
    // Mc is always followed by a capital: a small one is a misreading ("Sian Mcintyre")
    ['Sian Mcintyre', 'Sian McIntyre'],
    ['Ana Mcdonald-Smith', 'Ana McDonald-Smith'],
  ])('recases %s', (raw, want) => {
    expect(normaliseName(raw)).toBe(want);
  });

  it.each([
    ['Dr. Hannelore Brandt', 'Hannelore Brandt'],
    ['Prof. Dr. Ulf Reinecke', 'Ulf Reinecke'],
    ['Lic. Marisol Ibarra', 'Marisol Ibarra'],
    ['Ing. Tomás Quiroga', 'Tomás Quiroga'],
    ['Dipl.-Ing. Jörg Albrecht', 'Jörg Albrecht'],
    ['Priyanka Menon, PhD', 'Priyanka Menon'],
    ['Graham Whitlock MBA', 'Graham Whitlock'],
  ])('removes honorifics and degrees from %s', (raw, want) => {
    expect(normaliseName(raw)).toBe(want);
  });

  it('keeps initials and a single-letter particle as printed', () => {
    expect(stripNameDecorations('Dr. R. Iyer')).toBe('R. Iyer');
    expect(properCaseName('Seán Ó Ceallaigh')).toBe('Seán Ó Ceallaigh');
  });

  it('keeps Saint in a surname printed in capitals', () => {
    const lines = ['GARRETT ST. CLAIR', 'Managing Director'].map((text) => ({ text, confidence: 0.95 }));
    expect(extractContact({ lines }).fields.name.value).toBe('Garrett St. Clair');
  });
});
