export {
  extractContact,
  linesFromText,
  emailNameMatch,
  companyDomainMatch,
  normaliseWebsite,
} from './extract-contact';
export { normalisePhone, cleanPhoneText, type NormalisedPhone } from './normalise-phone';
export { normaliseName, properCaseName, stripNameDecorations } from './normalise-name';
export { normaliseSpokenText, looksSpoken } from './spoken-forms';
export { rankRegions, regionClues } from './region';
export { CONFIRMATION_THRESHOLD } from './confidence';
export { toPrediction, formatResult, type PredictionRecord } from './report';
export * from './types';
