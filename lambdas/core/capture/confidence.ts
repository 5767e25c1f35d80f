/** Confidence of extracted fields: recogniser confidence combined with the certainty of the rule. */
import type { ExtractedField } from './types';

/** Below this confidence a field is flagged for the user to confirm (spec: 85%). */
export const CONFIRMATION_THRESHOLD = 0.85;

/**
 * Combines the recogniser's word confidence (1 for typed text) with the rule's certainty. Tesseract reports
 * about 0.9–0.96 for clean words, so the recogniser part is rescaled to make 0.95 count as sure.
 */
export function combine(recogniser: number, rule: number): number {
  const r = Math.max(0, Math.min(1, recogniser));
  const ocr = Math.min(1, r / 0.95);
  return Math.round(Math.max(0, Math.min(1, ocr * rule)) * 1000) / 1000;
}

export function makeField(value: string, confidence: number): ExtractedField {
  return { value, confidence, needsConfirmation: confidence < CONFIRMATION_THRESHOLD };
}

export function emptyField(): ExtractedField {
  return { value: null, confidence: 1, needsConfirmation: false };
}
