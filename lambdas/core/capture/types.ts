/** Shared types of the capture engine: recognised text in, extracted contact out. */

export interface BBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One recognised word; `confidence` is in [0,1]. */
export interface RecognisedWord {
  text: string;
  confidence: number;
  bbox: BBox;
}

/**
 * One line of input text. OCR gives word confidences (in [0,1]) and boxes; typed text or a transcript gives
 * plain lines (no confidence: the recogniser is then taken as certain).
 */
export interface TextLine {
  text: string;
  confidence?: number;
  words?: RecognisedWord[];
}

export const FIELD_NAMES = ['name', 'title', 'company', 'email', 'phone', 'website', 'address'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export interface ExtractedField {
  value: string | null;
  /** In [0,1]: recogniser confidence combined with the certainty of the rule that chose the value. */
  confidence: number;
  needsConfirmation: boolean;
}

export type ExtractedFields = Record<FieldName, ExtractedField>;

export interface ExtractionHints {
  /** ISO 3166-1 alpha-2 region from the user's profile (second choice after the card's own clues). */
  profileRegion?: string;
  /** UI language (en, es, de …), the last fallback for the phone region. */
  uiLanguage?: string;
  /** The input is a spoken transcript: spelled-out forms ("at", "dot", digits as words) are expected. */
  spoken?: boolean;
}

export interface ExtractInput {
  lines: TextLine[];
  /** The user's own region (ISO alpha-2): phones from it display in national format. */
  defaultRegion?: string;
  hints?: ExtractionHints;
}

export interface ExtractResult {
  fields: ExtractedFields;
  /** The chosen phone in E.164 (or a best-effort "+digits" when libphonenumber cannot parse it), or null. */
  phoneE164: string | null;
  /** Whether libphonenumber calls the chosen phone valid (invalid numbers are kept, not dropped). */
  phoneValid: boolean | null;
  /** The region used to read national-format numbers, with where it came from. */
  region: { code: string | null; source: 'card' | 'profile' | 'language' | 'none' };
  rawText: string;
}
