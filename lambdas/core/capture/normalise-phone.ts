/**
 * Phone numbers: libphonenumber-js parses to E.164 (what is stored); the display uses the national format for
 * the user's own country and the international format otherwise. A national-format number is read with the
 * best region from the card's own clues, then the user's profile, then the UI language. Numbers that
 * libphonenumber calls invalid (fictional ranges, typos) are kept, never dropped.
 */
import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { INTERNATIONAL_NUMBER_CLUE, type RegionChoice } from './region';

export interface NormalisedPhone {
  e164: string;
  display: string;
  region: string | null;
  valid: boolean;
  type: string | null;
}

/** Regions whose national numbers never start with a trunk 0. */
const NO_TRUNK_ZERO = new Set(['US', 'CA', 'ES', 'MX', 'PT', 'DK', 'NO', 'GR']);
/**
 * Regions whose national numbers are always written with their trunk 0 ("06 44 21 87 30", "0171 …"): a national
 * number printed without it ("644 21 87 30") is less likely theirs.
 */
const WRITTEN_WITH_TRUNK_ZERO = new Set([
  'GB',
  'IE',
  'DE',
  'AT',
  'CH',
  'FR',
  'BE',
  'NL',
  'SE',
  'FI',
  'AU',
  'NZ',
  'ZA',
  'JP',
]);

/**
 * The region ranking for a card or note that prints some number with a trunk 0 ("Office: 020 6124 6996"): regions
 * whose numbers never start with one are pushed down for all its numbers, since a card's numbers share a country.
 */
export function withTrunkZeroSeen(regions: RegionChoice): RegionChoice {
  return {
    ranked: regions.ranked
      .map((r) => (NO_TRUNK_ZERO.has(r.code) ? { ...r, score: r.score - 1 } : r))
      .sort((a, b) => b.score - a.score),
  };
}

/** How much a number labelled mobile favours a region where it is one. */
const MOBILE_LABEL_FIT = 0.5;

/** Fallback regions tried (for validity only) when nothing else suggests one. */
const FALLBACK_REGIONS = ['US', 'GB', 'DE', 'ES', 'MX', 'FR', 'NL', 'IE', 'IN', 'IT', 'CA', 'AU'];

/** The number without the label or pictogram printed before it ("T: +44 …" → "+44 …"). */
function withoutLabel(raw: string): string {
  return raw.trim().replace(/^[^\d+(]*/, '');
}

/** Removes labels and decorations: "T: +44 (0)20 …" → "+44 20 …", "0049 …" → "+49 …". */
export function cleanPhoneText(raw: string): string {
  let t = withoutLabel(raw);
  t = t.replace(/[‐‑‒–—]/g, '-');
  if (/^00[1-9]/.test(t)) t = '+' + t.slice(2);
  // a "+" before a trunk 0 is a pictogram or a stray mark: no country code starts with 0
  t = t.replace(/^\+\s*(?=0[1-9])/, '');
  // … and so is a "(0)" before a number that prints its own trunk 0 ("(0) 0174/3920083")
  t = t.replace(/^\(\s*0\s*\)\s*(?=\(?0[1-9])/, '');
  if (t.startsWith('+')) t = t.replace(/\(\s*0\s*\)/, ' ');
  return t.replace(/\s+/g, ' ').trim();
}

/**
 * Ranges regulators keep for films and examples (Ofcom's 07700 900xxx, ARCEP's 06 39 98 xx xx) are laid out like
 * real numbers of the country, though libphonenumber calls them invalid: for choosing the region they count as
 * valid (they are still stored as printed and flagged invalid).
 */
const DRAMA_RANGES: Partial<Record<string, RegExp>> = { GB: /^7700900\d{3}$/, FR: /^63998\d{4}$/ };
/** Their countries by calling code: an invalid number written with +44 or +33 has no country of its own. */
const DRAMA_CALLING_CODES: Partial<Record<string, string>> = { '44': 'GB', '33': 'FR' };

function fitsNumberingPlan(p: PhoneNumber): boolean {
  if (p.isValid()) return true;
  const country = p.country ?? DRAMA_CALLING_CODES[p.countryCallingCode];
  const range = country ? DRAMA_RANGES[country] : undefined;
  return !!range && range.test(p.nationalNumber);
}

/** Digit counts of a number's printed groups ("077088 32786" → "6,5"). */
function grouping(text: string): string {
  return text
    .split(/[\s./()-]+/)
    .map((g) => g.replace(/\D/g, '').length)
    .filter((n) => n > 0)
    .join(',');
}

function isoOk(code: string): code is CountryCode {
  return /^[A-Z]{2}$/.test(code);
}

function result(p: PhoneNumber, userRegion?: string): NormalisedPhone {
  const region = p.country ?? null;
  const own = !!userRegion && region === userRegion.toUpperCase();
  return {
    e164: p.number,
    display: own ? p.formatNational() : p.formatInternational(),
    region,
    valid: p.isValid(),
    // the drama ranges (Ofcom's 07700 900, ARCEP's 06 39 98) are mobile ranges
    type: p.getType() ?? (!p.isValid() && fitsNumberingPlan(p) ? 'MOBILE' : null),
  };
}

/**
 * A number that fits no numbering plan as read, but does once its start is read as printed: the "+" read as a 4,
 * a 1 or a 0 ("433639983234" for +33 6 39 98 32 34), or a label read as a digit before a national number
 * ("1 0199003788" for T 01 99 00 37 88, "0 212-555-0146" for O 212-555-0146, "1(089) 99998730" for T (089) …).
 * Null when neither reading fits. A zero before the international prefix "00" is a pictogram read as one.
 */
function misreadStart(text: string, regions: RegionChoice, userRegion?: string): NormalisedPhone | null {
  const digits = text.replace(/\D/g, '');
  // (or as a 1: "1522227296127" for +52 222 729 6127; or as a 0: "01312-5550106" for +1 312-555-0106)
  if (/^[410]\d/.test(text) && digits.length >= 10) {
    const p = parsePhoneNumberFromString('+' + digits.slice(1));
    if (p && p.country && fitsNumberingPlan(p) && regions.ranked.some((r) => r.code === p.country))
      return result(p, userRegion);
  }
  // (or a pictogram read as a 1 glued to a national number the card's country writes so: "191730 62048" on a
  // Bengaluru card for 91730 62048)
  if (/^1\d/.test(text) && digits.length >= 10) {
    const rest = text.slice(1);
    for (const r of regions.ranked) {
      if (r.source !== 'card' || !isoOk(r.code)) continue;
      const p = parsePhoneNumberFromString(rest, r.code);
      // (before the trunk 0 of a country that dials one, however grouped: "1020 - 460 31 40" for 020 - 460 31 40)
      const beforeTrunk = /^\s*\(?0/.test(rest) && !NO_TRUNK_ZERO.has(r.code);
      if (p?.isValid() && (beforeTrunk || writtenAsPrinted(rest, r.code, p) >= WRITTEN_SO))
        return result(p, userRegion);
    }
  }
  // (a pictogram read as a zero before the international prefix: "000353 1409 0317" for +353 1 409 0317)
  if (/^000[1-9]/.test(digits)) {
    const p = parsePhoneNumberFromString('+' + digits.slice(3));
    if (p && fitsNumberingPlan(p)) return result(p, userRegion);
  }
  // ("0 212-555-0146": an O for office read as a zero; "01 019216967": "O |" for office read as two digits)
  // (or glued to a bracketed trunk code: "1(089) 99998730" for T (089) …)
  const label = /^\d{1,2}(?:\s+(\(?\d[\d\s().\-/]{5,})|(\(0\d[\d\s().\-/]{5,}))$/.exec(text);
  if (label) {
    for (const r of regions.ranked) {
      const rest = label[1] ?? label[2]!;
      const p = isoOk(r.code) ? parsePhoneNumberFromString(rest, r.code) : undefined;
      if (p && fitsNumberingPlan(p)) return result(p, userRegion);
    }
  }
  return null;
}

/**
 * "0012721138" for O 01 272 1138: an "O" label (office) read as a zero and glued to a national number's trunk 0
 * reads as the international prefix 00. When the number fits no plan read so, the digits after that first zero
 * are read as a national number of the ranked regions that dial a trunk 0.
 */
function labelReadAsInternationalPrefix(
  raw: string,
  regions: RegionChoice,
  userRegion?: string,
): NormalisedPhone | null {
  const printed = withoutLabel(raw);
  if (!/^00[1-9]/.test(printed)) return null;
  for (const r of regions.ranked) {
    if (!isoOk(r.code) || NO_TRUNK_ZERO.has(r.code)) continue;
    const p = parsePhoneNumberFromString(printed.slice(1), r.code);
    if (p && fitsNumberingPlan(p)) return result(p, userRegion);
  }
  return null;
}

/**
 * "35361442039" for +353 61 442039: an international number whose "+" the recogniser lost. Taken only when the
 * number fits no plan as read and is valid with the "+", in a country the card's own clues point to.
 */
function plusLost(digits: string, regions: RegionChoice, userRegion?: string): NormalisedPhone | null {
  if (digits.length < 10 || digits.startsWith('0')) return null;
  const p = parsePhoneNumberFromString('+' + digits);
  if (!p?.isValid() || !regions.ranked.some((r) => r.source === 'card' && r.code === p.country)) return null;
  return result(p, userRegion);
}

/**
 * "0206.555.0165" on a card whose clues lead clearly to the US: no trunk 0 is dialled there, so the 0 is a pictogram
 * read as a digit, and the rest is the number when it is valid there and grouped as that country writes it.
 */
function strayLeadingZero(text: string, regions: RegionChoice, userRegion?: string): NormalisedPhone | null {
  // (the ranking may already be lowered for the trunk 0 this very number seems to print: see withTrunkZeroSeen)
  const [top, second] = regions.ranked;
  if (!top || top.source !== 'card' || !NO_TRUNK_ZERO.has(top.code) || !isoOk(top.code)) return null;
  if (top.score < (second?.score ?? 0) + 0.4) return null;
  if (!/^0[1-9]/.test(text)) return null;
  const rest = text.slice(1);
  const p = parsePhoneNumberFromString(rest, top.code);
  if (!p?.isValid() || grouping(p.formatNational()) !== grouping(rest)) return null;
  return result(p, userRegion);
}

/**
 * An international number that fits no plan as read, but does with the card's own country code, one digit off the
 * printed one ("+97 84466 59322" on a card from Bengaluru is +91). The card's top `tried` regions are tried.
 */
function misreadCountryCode(
  text: string,
  regions: RegionChoice,
  userRegion?: string,
  tried = 2,
): NormalisedPhone | null {
  const digits = text.replace(/\D/g, '');
  // a code the card's clues point to is read right (the number itself may be short a digit); its own code counts
  // only with a clue beyond the number itself ("+53 (55) 9098-2743" on a card with S.A. de C.V. is +52)
  const cardCodes = regions.ranked
    .filter((r) => r.source === 'card' && isoOk(r.code) && r.score > INTERNATIONAL_NUMBER_CLUE)
    .map((r) => getCountryCallingCode(r.code as CountryCode));
  if (cardCodes.some((c) => digits.startsWith(c))) return null;
  for (const r of regions.ranked.slice(0, tried)) {
    if (!isoOk(r.code) || r.source !== 'card') continue;
    const code = getCountryCallingCode(r.code);
    const printed = digits.slice(0, code.length);
    if (printed === code || [...printed].filter((d, i) => d !== code[i]).length !== 1) continue;
    const p = parsePhoneNumberFromString(`+${code}${digits.slice(code.length)}`);
    if (p && p.country === r.code && p.isValid()) return result(p, userRegion);
  }
  return null;
}

/**
 * "+49 (0169 90009 743" for +49 (0)69 90009 743: an international number whose "(0" is never closed, a 1 straight
 * after it, is the trunk 0 of "(0)" with its bracket read as a 1, when the number without them fits a numbering
 * plan (the number as read may fit one too: Germany's 0169 is a pager range).
 */
function closingBracketReadAsOne(text: string): ReturnType<typeof parsePhoneNumberFromString> | null {
  const m = /^(\+\d{1,3})\s*\(\s*0\s*1(?=\s*\d)(.*)$/.exec(text);
  if (!m || m[2]!.includes(')')) return null;
  const p = parsePhoneNumberFromString(`${m[1]} ${m[2]}`);
  return p && fitsNumberingPlan(p) ? p : null;
}

/** How much `writtenAsPrinted` a region must give a number's print to take it from a region where it is invalid. */
const WRITTEN_SO = 0.7;

/** How much a place further down `FALLBACK_REGIONS` costs a region the number is valid in. */
const FALLBACK_ORDER_STEP = 0.12;

/**
 * How much the printed number looks written the way a region writes its numbers: less without the trunk 0 the
 * region writes, more grouped as the region groups them ("077088 32786" is India's, "07708 832786" Britain's; also
 * without the trunk 0 where the digits were printed without it, India's mobiles "70665 41931").
 */
function writtenAsPrinted(text: string, code: string, p: PhoneNumber): number {
  const printedGroups = grouping(text);
  const trunk = WRITTEN_WITH_TRUNK_ZERO.has(code) && !/^\(?0/.test(text) ? -0.6 : 0;
  const national = /^\(?0/.test(text) ? p.formatNational() : p.formatNational().replace(/^0\s?/, '');
  if (printedGroups.includes(',') && grouping(national) === printedGroups) return trunk + 0.7;
  // India writes its ten-digit numbers in two groups of five whatever their range ("79227 15487"), the trunk 0
  // glued to the first ("065742 74285")
  if (
    code === 'IN' &&
    (printedGroups === '5,5' || (printedGroups === '6,5' && /^0/.test(text))) &&
    p.isValid()
  )
    return trunk + 0.7;
  return trunk;
}

/**
 * Parses one printed number. `regions` ranks the regions to read a national number with; `userRegion` decides
 * between national and international display.
 */
export function normalisePhone(
  raw: string,
  regions: RegionChoice,
  userRegion?: string,
  labelledMobile = false,
): NormalisedPhone | null {
  const text = cleanPhoneText(raw);
  const digits = text.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return null;
  if (text.startsWith('+')) {
    const bracket = closingBracketReadAsOne(text);
    if (bracket) return result(bracket, userRegion);
    const p = parsePhoneNumberFromString(text);
    // a digit or two set apart after a whole number ("+336.3998.1092 0 1"): specks or a pictogram read as digits
    let trimmed = text;
    for (let n = 0; n < 2 && (!p || !fitsNumberingPlan(p)) && /\s\d{1,2}$/.test(trimmed); n++) {
      trimmed = trimmed.replace(/\s\d{1,2}$/, '');
      const whole = parsePhoneNumberFromString(trimmed);
      if (whole && fitsNumberingPlan(whole)) return result(whole, userRegion);
    }
    // (a valid number too, when the card points clearly to one country and not at all to the printed code's:
    // "+62 33 2219 7955" on a Guadalajara card is +52)
    const clearCard = (regions.ranked[0]?.source === 'card' && regions.ranked[0].score >= 2) || false;
    if (!p || !fitsNumberingPlan(p)) {
      const label = labelReadAsInternationalPrefix(raw, regions, userRegion);
      if (label) return label;
    }
    if (!p || !fitsNumberingPlan(p) || clearCard) {
      const mended = misreadCountryCode(text, regions, userRegion, !p || !fitsNumberingPlan(p) ? 2 : 1);
      if (mended) return mended;
    }
    if (p) return result(p, userRegion);
    return { e164: '+' + digits, display: '+' + digits, region: null, valid: false, type: null };
  }
  const stray = strayLeadingZero(text, regions, userRegion);
  if (stray) return stray;
  let best: { p: PhoneNumber; score: number } | null = null;
  const consider = (code: string, base: number): void => {
    if (!isoOk(code)) return;
    // a leading trunk 0 cannot be a national number where dialling has no trunk 0
    if (/^0[1-9]/.test(text.replace(/^\(/, '')) && NO_TRUNK_ZERO.has(code)) return;
    const p = parsePhoneNumberFromString(text, code);
    if (!p) return;
    // a number valid in a region is strong evidence for it, one merely possible there is weak
    // a number not even possible in a region (too short or long for it) is not read there while another fits
    let score =
      base + (fitsNumberingPlan(p) ? 0.8 : p.isPossible() ? 0.25 : -1) + writtenAsPrinted(text, code, p);
    // a number labelled mobile is likelier read where it is a mobile number ("Handy 0664 …" is Austria's, not a
    // landline of Germany's 06643 area)
    // (the drama ranges, 07700 900 and 06 39 98, are mobile ranges)
    const type = p.getType() ?? (!p.isValid() && fitsNumberingPlan(p) ? 'MOBILE' : '');
    if (labelledMobile && /^(?:MOBILE|FIXED_LINE_OR_MOBILE)$/.test(type)) score += MOBILE_LABEL_FIT;
    if (!best || score > best.score) best = { p, score };
  };
  regions.ranked.forEach((r, i) => consider(r.code, r.score - i * 0.01));
  const fits = best && fitsNumberingPlan((best as { p: PhoneNumber }).p);
  if (!fits) {
    const misread = misreadStart(text, regions, userRegion) ?? plusLost(digits, regions, userRegion);
    if (misread) return misread;
  }
  // a card that points clearly to one country holds its number misread (a digit lost or added), not another
  // country's: the other regions are not tried ("(222) 761-824" on a Puebla card is no German number)
  const clearCard = regions.ranked[0]?.source === 'card' && regions.ranked[0].score >= 2;
  const possible = !!best && (best as { p: { isPossible(): boolean } }).p.isPossible();
  // (a number possible but invalid where the card's clues point is another country's where it is valid and
  // printed exactly as that country writes it: "022 2504 9924" beside a "Ltd." is Mumbai's)
  if (!clearCard && possible && !fits) {
    const written = FALLBACK_REGIONS.flatMap((code) => {
      if (/^0[1-9]/.test(text.replace(/^\(/, '')) && NO_TRUNK_ZERO.has(code)) return [];
      const p = isoOk(code) ? parsePhoneNumberFromString(text, code) : undefined;
      return p?.isValid() && writtenAsPrinted(text, code, p) >= WRITTEN_SO ? [p] : [];
    });
    if (written.length === 1) return result(written[0]!, userRegion);
  }
  if (!clearCard && !possible) {
    // of the regions where the number is valid, the one whose way of writing it the print follows: a trunk 0
    // where the region writes one, and its grouping ("918 39 95 47" is Madrid's, not a German 09183 number)
    // (the list's order still counts: a region further down it must be written far more like the print)
    const fallbacks: { p: PhoneNumber; score: number }[] = [];
    FALLBACK_REGIONS.forEach((code, i) => {
      if (/^0[1-9]/.test(text.replace(/^\(/, '')) && NO_TRUNK_ZERO.has(code)) return;
      const p = isoOk(code) ? parsePhoneNumberFromString(text, code) : undefined;
      // (or in its drama range: "07700 900 281" is Britain's, not a German 07700 area number)
      if (p && fitsNumberingPlan(p))
        fallbacks.push({ p, score: -FALLBACK_ORDER_STEP * i + writtenAsPrinted(text, code, p) });
    });
    const fallback = fallbacks.sort((a, b) => b.score - a.score)[0];
    if (fallback) best = { p: fallback.p, score: 0 };
  }
  if (best) return result((best as { p: PhoneNumber }).p, userRegion);
  return { e164: '+' + digits, display: text, region: null, valid: false, type: null };
}
