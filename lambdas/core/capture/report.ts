/** Flat views of an extraction result: the JSON-line prediction record and a human-readable block. */
import { FIELD_NAMES, type ExtractResult } from './types';

export interface PredictionRecord {
  file: string;
  name: string | null;
  title: string | null;
  company: string | null;
  email: string | null;
  /** E.164. */
  phone: string | null;
  website: string | null;
  ms: number;
}

export function toPrediction(file: string, r: ExtractResult, ms: number): PredictionRecord {
  return {
    file,
    name: r.fields.name.value,
    title: r.fields.title.value,
    company: r.fields.company.value,
    email: r.fields.email.value,
    phone: r.phoneE164,
    website: r.fields.website.value,
    ms: Math.round(ms),
  };
}

export function formatResult(file: string, r: ExtractResult, ms: number): string {
  const out = [`${file}  (${Math.round(ms)} ms)`];
  for (const f of FIELD_NAMES) {
    const field = r.fields[f];
    const value = field.value ?? '—';
    const extra =
      f === 'phone' && r.phoneE164
        ? `  [${r.phoneE164}${r.phoneValid === false ? ', not valid per libphonenumber' : ''}]`
        : '';
    const flag = field.value && field.needsConfirmation ? '  ⚠ confirm' : '';
    out.push(`  ${f.padEnd(8)} ${value}${extra}  (${Math.round(field.confidence * 100)}%)${flag}`);
  }
  return out.join('\n');
}
