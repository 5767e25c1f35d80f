/**
 * The capture engine: recognised or typed lines in, the lead's fields out, each with a confidence and a
 * needs-confirmation flag. Business cards, email signatures, chat notes, LinkedIn-style blurbs, introductions
 * and voice transcripts all go through here.
 */
import {
  ADDRESS_WORDS,
  ALL_LABELS,
  EVENT_WORDS,
  COMPANY_CUES,
  GREETINGS,
  INTRODUCTION_AFTER_CUES,
  INTRODUCTION_CUES,
  KEEP_UPPER,
  LEGAL_SUFFIXES,
  NAME_PARTICLES,
  NOT_NAME_WORDS,
  PERSON_CUES,
  SIGN_OFFS,
  SMALL_WORDS,
  TITLE_WORDS,
  isTitleWordKey,
} from './dictionaries';
import { combine, makeField, emptyField } from './confidence';
import {
  findEmails,
  findPhones,
  findWebsites,
  reconcileDomains,
  joinSpacedDomain,
  joinDomainByCard,
  repairDomainByCardWords,
  repairWebText,
  recoverEmails,
  repairTopLevelDomain,
  type EmailFound,
} from './contacts';
import { isHonorific, isPostNominal, normaliseName, stripNameDecorations } from './normalise-name';
import { cleanPhoneText, normalisePhone, withTrunkZeroSeen } from './normalise-phone';
import { isPlaceWord, rankRegions } from './region';
import { buildSegments, type Segment } from './segments';
import { looksSpoken, normaliseSpokenText } from './spoken-forms';
import { unpackStructuredText } from './structured-text';
import {
  capitalise,
  collapseSpaces,
  escapeRe,
  fold,
  foldAlnum,
  isAllLower,
  isAllUpper,
  similarity,
} from './text';
import type { ExtractInput, ExtractResult, ExtractedFields, TextLine } from './types';

/** A piece of a segment that is not an email, website or phone: where names, titles and companies live. */
interface Phrase {
  text: string;
  seg: number;
  line: number;
  para: number;
  conf: number;
  height: number;
  /** Order of the phrase in the input. */
  index: number;
  /** Text before the phrase on the same line (for cues such as "met", "at"). */
  before: string;
  ocr: boolean;
}

const LEGAL_ALTERNATIVES = LEGAL_SUFFIXES.map((s) => s.pattern).join('|');
const LEGAL_RE = new RegExp(`(?:^|[\\s,])(${LEGAL_ALTERNATIVES})(?=$|[\\s,;)·|–—]|-\\s|\\.(?:\\s|$))`, 'u');
/** A comma before a legal form: kept with the company when notes are split at commas. */
const COMMA_BEFORE_LEGAL = new RegExp(`,\\s*(?=(?:${LEGAL_ALTERNATIVES})(?:$|[\\s,;)]))`, 'gu');
/** A legal form (or a title-cased "Llc."/"Corp.") followed by the next sentence's first word. */
const LEGAL_THEN_SENTENCE = new RegExp(
  // (\uE001 stands for a comma kept before the form: "Acme, Lda. Next …")
  // (not before a second form that belongs to it: "Wattle & Co. Pty Ltd")
  `((?:^|\\s|\uE001)(?:${LEGAL_ALTERNATIVES}|Llc\\.|Corp\\.))\\s+(?=\\p{Lu}\\p{Ll})(?!(?:${LEGAL_ALTERNATIVES})(?:$|[\\s,.;]))`,
  'gu',
);
/** A legal form at the start of a text. */
const LEGAL_AT_START = new RegExp(`^\\s*(${LEGAL_ALTERNATIVES})`, 'u');
/** Each legal form in any letter case: ending a company name, and ending the first stretch of a text. */
const LEGAL_FORMS_ANY_CASE = LEGAL_SUFFIXES.map((s) => ({
  form: s.form,
  atEnd: new RegExp(`(?:^|[\\s,])(${s.pattern})\\.?$`, 'iu'),
  upTo: new RegExp(`^(.*?[\\s,](?:${s.pattern})\\.?)(?=[\\s,;]|$)`, 'iu'),
}));

const COMPANY_WORDS = new Set([
  'group',
  'groupe',
  'grupo',
  'gruppe',
  'holding',
  'holdings',
  'solutions',
  'systems',
  'systeme',
  'technologies',
  'technology',
  'tecnologías',
  'technik',
  'consulting',
  'consultores',
  'labs',
  'lab',
  'foods',
  'alimentos',
  'media',
  'partners',
  'ventures',
  'logistics',
  'logística',
  'logistiek',
  'software',
  'analytics',
  'industries',
  'engineering',
  'ingeniería',
  'energía',
  'energie',
  'studio',
  'design',
  'capital',
  'bank',
  'insurance',
  'services',
  'servicios',
  'agency',
  'company',
  'corporation',
  'associates',
  'advies',
  'beratung',
  'infotech',
  'textiles',
  'biotech',
  'security',
  'freight',
  'marine',
  'maritime',
  'inmobiliaria',
  'anlagenbau',
  'datentechnik',
  'energietechnik',
  'präzisionstechnik',
  'conseil',
  'études',
  'maison',
  'werke',
  'werk',
  'data',
  'cloud',
  'chain',
  'robotics',
  'health',
  'mining',
  'supplies',
  'packaging',
  'beverages',
]);

// ---------------------------------------------------------------------------------------------- helpers

function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

function isTitleWord(w: string): boolean {
  const k = w
    .toLowerCase()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    .replace(/^co-/, '');
  if (!k) return false;
  return isTitleWordKey(k);
}

function isConnector(w: string): boolean {
  return /^(?:of|and|&|for|de|del|la|y|e|für|und|der|des|du|et|van|voor|en|the|da|do|di|\/|,|-)$/i.test(
    w.replace(/,$/, ''),
  );
}

/** Share of a phrase's words that belong to a job title (connectors count half). */
/** Words of a slogan, not of a job title ("Engineering the everyday", "Quality you can trust"). */
const SLOGAN_WORDS = new Set([
  'the',
  'your',
  'you',
  'we',
  'our',
  'us',
  'that',
  'every',
  'everyday',
  'since',
  'better',
  'smarter',
]);

/**
 * A card's slogan in sentence case ("Smarter supply, better business"): slogan words, or several lower-case words
 * that join nothing. Printed job titles are in title case or all capitals.
 */
function looksLikeSlogan(text: string): boolean {
  const ws = words(text.replace(/[,()]/g, ' '));
  const lower = ws.filter((w) => /^\p{Ll}/u.test(w));
  return (
    lower.some((w) => SLOGAN_WORDS.has(w)) ||
    lower.filter((w) => !isConnector(w) && !SMALL_WORDS.has(w)).length >= 2
  );
}

/**
 * Markets and regions a title names ("Country Manager Iberia", "VP Sales EMEA", "Sales Lead, APAC"): neither for nor
 * against it being a title, and never a title on their own.
 */
const MARKET_WORDS = new Set([
  'overseas',
  'domestic',
  'americas',
  'anz',
  'apac',
  'asean',
  'asia',
  'benelux',
  'central',
  'dach',
  'east',
  'emea',
  'eu',
  'europe',
  'global',
  'iberia',
  'international',
  'latam',
  'mena',
  'nordics',
  'north',
  'south',
  'uk',
  'us',
  'west',
]);

/** Words that say which part of a market or country a title covers, besides the places themselves. */
const QUALIFIER_WORDS =
  /^(?:eastern|western|northern|southern|central|southwest|southeast|northwest|northeast|zone|region|territory|territories|norte|sur|este|oeste|centro|región|zona|nord|süd|ost|mitte|sud|est|ouest|noord|zuid|oost|and|&|\/|y|und|et)$/iu;

/** "UK and Ireland", "Eastern Canada", "West Zone", "Gauteng region": the market a title covers. */
function isRegionQualifier(text: string): boolean {
  const ws = words(text.replace(/[()]/g, ' '));
  return (
    ws.length > 0 &&
    ws.length <= 4 &&
    ws.every((w) => MARKET_WORDS.has(w.toLowerCase()) || QUALIFIER_WORDS.test(w) || isPlaceWord(w)) &&
    !ws.every((w) => /^(?:and|&|\/|y|und|et|zone|region|región|zona|territory)$/iu.test(w))
  );
}

function titleScore(text: string): number {
  const all = words(text.replace(/[,()]/g, ' '));
  const ws = all.length > 1 ? all.filter((w) => !MARKET_WORDS.has(w.toLowerCase())) : all;
  if (!ws.length || ws.length > 8) return 0;
  let hits = 0;
  let strong = 0;
  for (const w of ws) {
    if (isTitleWord(w)) {
      hits++;
      strong++;
    } else if (isConnector(w)) hits += 0.5;
  }
  if (!strong) return 0;
  return hits / ws.length;
}

function legalMatch(text: string): RegExpExecArray | null {
  return LEGAL_RE.exec(text);
}

function looksLikeAddress(text: string): boolean {
  const ws = words(text.toLowerCase().replace(/[,.]/g, ' '));
  const hasDigit = /\d/.test(text);
  // "St." before a capitalised word is Saint ("Dwayne St. Clair"), not a street
  const saint = /\bSt\.?\s+\p{Lu}\p{Ll}/u.test(text);
  // "C/ Real 14", "C. Mayor 3": the one-letter street word only with its mark
  const streetC = /\bC[/.]\s?\p{Lu}/u.test(text);
  const addrWord = ws.some(
    (w) =>
      ADDRESS_WORDS.includes(w.replace(/\.$/, '')) &&
      !(saint && /^st\.?$/.test(w)) &&
      !(w === 'c' && !streetC),
  );
  if (hasDigit && addrWord) return true;
  if (/\b\d{4,6}\b/.test(text) && /\p{Lu}\p{Ll}{2,}/u.test(text) && !/@/.test(text)) return true;
  if (/\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/.test(text)) return true;
  if (/\b[A-Z]\d{2}\s[A-Z0-9]{4}\b/.test(text)) return true;
  if (
    /^(?:\d+[a-z]?\s)?(?:[\p{Lu}][\p{L}'’.-]+\s?){1,3}(?:street|st\.?|road|rd\.?|avenue|ave\.?|lane|place|square|green|quay|row)$/iu.test(
      text,
    ) &&
    hasDigit
  )
    return true;
  return false;
}

const COUNTRY_LINE =
  /^(?:the\s+)?(?:india|nederland|netherlands|ireland|éire|españa|spain|méxico|mexico|deutschland|germany|france|united kingdom|uk|usa|united states|united states of america|österreich|schweiz|suisse)$/iu;

// ---------------------------------------------------------------------------------------------- phrases

/** Abbreviations that end in a dot inside a sentence ("tel. 555", "no. 4", "pvt. ltd."). */
const ABBREVIATION =
  /^(?:tel|mob|no|nr|st|ofi|pvt|pte|co|bros|ave|av|dept|approx|incl|etc|ref|ext|cel|cell|tél|tlf|cía|cia|hnos|sucs)$/i;
/** A word ending a sentence, and the next sentence starting in lower case ("… Medical Center. no email …"). */
const SENTENCE_THEN_LOWER = /(?<=\s|^)(\p{L}\p{Ll}{2,})\.\s+(?=\p{Ll}{2,})/gu;

const TITLE_LABEL =
  /^\s*(?:job\s+title|title|position|role|cargo|puesto|funktion|position|fonction|poste|functie)\s*:\s*(?=\S)/iu;

/** Free-text splitting: sentences, commas, dashes, brackets; legal suffixes after a comma stay attached. */
function splitPhrases(text: string, typed: boolean): string[] {
  if (!typed) return [text];
  // a labelled title in a form or badge export is one phrase, commas and all ("Title: Sr. Manager, Channel Sales")
  const labelledTitle = TITLE_LABEL.exec(text);
  if (labelledTitle) return [text.slice(labelledTitle[0].length).trim()];
  const protectedText = text
    .replace(/\((Pty|haftungsbeschränkt)\)/giu, '\uE004$1\uE005')
    .replace(COMMA_BEFORE_LEGAL, '\uE001')
    .replace(LEGAL_THEN_SENTENCE, (m, suffix: string) => (suffix.endsWith('.') ? `${suffix}\uE002` : m))
    .replace(/(\b[\p{L}\d]{2,})\.\s+(?=\p{Lu})/gu, (m, w: string) =>
      isHonorific(w) || ABBREVIATION.test(w) ? m : `${w}\uE002`,
    )
    // a sentence left in lower case ("… fintech fest. he's COO.") still ends the one before it
    .replace(SENTENCE_THEN_LOWER, (m, w: string) =>
      isHonorific(w) || ABBREVIATION.test(w) || isTitleWord(w)
        ? m
        : // a legal form keeps its dot ("… käserei ag. natel …")
          `${w}${legalSuffixAtEnd(w) ? '.' : ''}\uE002`,
    );
  return protectedText
    .split(/\uE002|[,;()]|\s[–—-]\s|\s\/\s|:\s|!\s|\?\s|\s[\p{Extended_Pictographic}\uFE0F\u200D]+(?:\s|$)/u)
    .map((p) =>
      p
        .replace(/\uE001/g, ', ')
        .replace(/\uE004/g, '(')
        .replace(/\uE005/g, ')')
        .trim(),
    )
    .filter((p) => p && /\p{L}/u.test(p));
}

/**
 * An OCR'd word that reads as a label of one of the card's domains once OCR's usual confusions are undone
 * ("Summitiine" beside summitline.example.com, "Mariowe" beside marlowe.example) takes the domain's letters, in the
 * word's own capitalisation.
 */
export function repairWordsByDomain(text: string, labels: readonly string[]): string {
  if (!labels.length) return text;
  return text.replace(/\p{L}[\p{L}'’]{3,}/gu, (w, at: number) => {
    const low = w.toLowerCase();
    // a lower-case wordmark before the capitalised rest of a company name ("saptagiri Infotech Ltd.")
    const beforeCapital = /^\p{Ll}+$/u.test(w) && /^\s+\p{Lu}\p{Ll}/u.test(text.slice(at + w.length));
    if (labels.includes(low)) return beforeCapital ? capitalise(low) : w;
    // a ß lost or misread ("Weidorn", "Oftwald") where the domain spells it ss
    const eszett = [...w.matchAll(/(?<=\p{Ll})(?:ft|B|S|R|f)?(?=\p{Ll})/gu)]
      .map((m) => w.slice(0, m.index) + 'ß' + w.slice(m.index + m[0].length))
      .find((c) => labels.includes(fold(c)));
    if (eszett) return eszett;
    // a letter lost ("saptagii" for saptagiri) in a long word, or letters confused
    const lost = (l: string): boolean =>
      low.length >= 6 &&
      l.length === low.length + 1 &&
      // (inside the word: a label longer at its end is more likely a cut-off host, "graniteb")
      [...l].some((_, k) => k > 0 && k < l.length - 1 && l.slice(0, k) + l.slice(k + 1) === low);
    const label = labels.find(
      (l) => (l.length === low.length && domainOcrKey(l) === domainOcrKey(low)) || lost(l),
    );
    if (!label) return w;
    if (w === w.toUpperCase()) return label.toUpperCase();
    return /^\p{Lu}/u.test(w) || beforeCapital ? label[0]!.toUpperCase() + label.slice(1) : label;
  });
}

function domainOcrKey(s: string): string {
  return s
    .replace(/[l1|!]/g, 'i')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/0/g, 'o')
    .replace(/e/g, 'c');
}

/**
 * "I se Hoekstra" with ilse.hoekstra@: a capital set apart from the rest of its word (and a thin letter lost in the
 * gap), joined back when the address spells the joined word. `pieces` are the card's address local parts split at dots, dashes and underscores.
 */
export function joinSplitNameWords(text: string, pieces: ReadonlySet<string>): string {
  if (!pieces.size) return text;
  return text.replace(
    /(?<![\p{L}])(\p{Lu}) (\p{Ll}{1,3})(?![\p{L}])/gu,
    (m, capital: string, rest: string) => {
      if (pieces.has(fold(capital + rest))) return capital + rest;
      // a thin letter lost in the gap ("I se" for Ilse)
      const thin = ['l', 'i'].find((t) => pieces.has(fold(capital) + t + fold(rest)));
      return thin ? capital + thin + rest : m;
    },
  );
}

function buildPhrases(
  segments: Segment[],
  taken: Map<number, [number, number][]>,
  domainLabels: readonly string[] = [],
  localPieces: ReadonlySet<string> = new Set(),
): Phrase[] {
  const phrases: Phrase[] = [];
  segments.forEach((s, i) => {
    let text = s.text;
    for (const [a, b] of (taken.get(i) ?? []).sort((x, y) => y[0] - x[0])) {
      text = text.slice(0, a) + ' \uE003 ' + text.slice(b);
    }
    let cursor = '';
    for (const chunk of text.split('\uE003')) {
      // drop a trailing label left behind by a removed number/address ("Tel.", "E-Mail:")
      let c = chunk.trim();
      const ws = words(c);
      while (ws.length && ALL_LABELS.has(ws[ws.length - 1]!.toLowerCase().replace(/[.:]+$/g, ''))) ws.pop();
      // …but an initial before a surname ("A. Krishnamurthy") is no "A." address label
      const initial = (): boolean =>
        /^\p{Lu}\.$/u.test(ws[0]!) &&
        ws.length <= 3 &&
        /^\p{Lu}(?:\p{Ll}|\p{Lu}{2,}\b)/u.test(ws[1] ?? '') &&
        !/\d/.test(c);
      while (
        ws.length &&
        ALL_LABELS.has(ws[0]!.toLowerCase().replace(/[.:]+$/g, '')) &&
        /[.:]$/.test(ws[0]!) &&
        !initial()
      )
        ws.shift();
      c = ws.join(' ').replace(/^[\s:,.;|/-]+|[\s:,;|/-]+$/g, '');
      if (c && /\p{L}{2,}/u.test(c)) {
        // an OCR slip in a legal form ("S.A.P.l. de C.V.") is mended first, so the company is found by it
        for (const p of splitPhrases(
          s.ocr
            ? joinSplitNameWords(repairWordsByDomain(repairLegalSuffixes(c), domainLabels), localPieces)
            : c,
          !s.ocr,
        )) {
          phrases.push({
            text: p,
            seg: i,
            line: s.line,
            para: s.para,
            conf: s.conf,
            height: s.height,
            index: phrases.length,
            before: cursor,
            ocr: s.ocr,
          });
          cursor += ' ' + p;
        }
      }
      cursor += ' ';
    }
  });
  return phrases;
}

// ---------------------------------------------------------------------------------------------- names

const NAME_TOKEN =
  /^(?:\p{Lu}[\p{L}'’-]*|\p{Lu}\.|\p{Lu}\p{Ll}*[''’]\p{Lu}[\p{L}-]*|[dl][''’]\p{Lu}[\p{L}-]*)$/u;

/** A word of a name typed in lower case ("niamh", "o'neill", "mehta-iyer"). */
const LOWER_NAME_TOKEN = /^\p{Ll}[\p{Ll}'’-]*\p{Ll}$/u;

function isNameToken(t: string, first: boolean): boolean {
  if (NOT_NAME_WORDS.has(t.toLowerCase())) return false;
  if (NAME_TOKEN.test(t)) return true;
  if (!first && NAME_PARTICLES.has(t)) return true;
  // "St. Clair", "Ste-Marie": Saint in a surname
  if (!first && /^(?:St|Ste)\.$/.test(t)) return true;
  return false;
}

interface NameCandidate {
  raw: string;
  clean: string;
  phrase: Phrase;
  tokens: string[];
  /** Where the name starts in the phrase (0 = at the start). */
  offset: number;
}

/**
 * Names typed in lower case ("met jake morrison at …"): a run of lower-case words right after a person cue
 * ("met", "talked to", "lead:"), or at the start of a phrase when it matches an email address's local part.
 */
function lowerCaseNameCandidates(p: Phrase, locals: readonly string[]): NameCandidate[] {
  const toks = words(p.text.replace(/[,;:.!?]+$/, ''));
  const cues = [...PERSON_CUES, ...INTRODUCTION_CUES];
  const runAt = (start: number): string[] => {
    const run: string[] = [];
    let i = start;
    while (i < toks.length && isHonorific(toks[i]!)) i++;
    const core = (): number => run.filter((x) => !NAME_PARTICLES.has(x)).length;
    for (let j = i; j < toks.length && core() < 4 && run.length < 7; j++) {
      const t = toks[j]!;
      const bare = t.replace(/[.,;:!?)]+$/, '');
      const particle = run.length > 0 && NAME_PARTICLES.has(bare);
      if (!particle && !LOWER_NAME_TOKEN.test(bare)) break;
      if (
        !particle &&
        (isTitleWord(bare) ||
          isConnector(bare) ||
          COMPANY_WORDS.has(bare) ||
          SMALL_WORDS.has(bare) ||
          NOT_NAME_WORDS.has(bare) ||
          PERSON_CUES.includes(bare))
      )
        break;
      // the first name said again starts the next sentence ("sanne van den broek sanne is …")
      if (run.length && bare === run[0]) break;
      run.push(bare);
      if (bare !== t) break;
    }
    while (run.length && NAME_PARTICLES.has(run[run.length - 1]!)) run.pop();
    return run;
  };
  const candidate = (run: string[], i: number, cued: boolean): NameCandidate | null => {
    for (let n = run.length; n >= 2; n--) {
      const cand = run.slice(0, n);
      // particles do not count towards a name's length ("maría josé de la fuente")
      if (cand.filter((x) => !NAME_PARTICLES.has(x)).length > 4) continue;
      const raw = cand.join(' ');
      const clean = normaliseName(raw);
      const matchesEmail = locals.some((l) => emailNameMatch(clean, l) >= 0.8);
      // without a cue the address must confirm it; with one, the whole run is the name
      if (matchesEmail || (cued && n === run.length))
        return { raw, clean, phrase: p, tokens: cand, offset: i };
    }
    return null;
  };
  for (let i = 0; i < toks.length; i++) {
    if (!cueBefore(`${p.before} ${toks.slice(0, i).join(' ')}`, cues)) continue;
    const c = candidate(runAt(i), i, true);
    if (c) return [c];
  }
  // without a cue, any run the lead's address confirms ("ok so siobhan mcallister …" with smcallister@)
  for (let i = 0; i < toks.length; i++) {
    const c = candidate(runAt(i), i, false);
    if (c) return [c];
  }
  return [];
}

/**
 * OCR slips in a capitalised name: a lone "0" or "O" between two name words is the Irish "Ó" ("Fionn 0 Ceallaigh"),
 * and a word starting with a lower-case l among capitalised words is a capital I read as l ("Karthik lyer").
 */
/** "DreBBler", "DreB3ler": a doubled capital B (or B3) between lower-case letters is no spelling, but a ß. */
function repairEszett(text: string): string {
  return text.replace(/(?<=\p{Ll})B[B3](?=\p{Ll})/gu, 'ß');
}

function repairNameToken(token: string, i: number, all: readonly string[]): string {
  const capitalised = (t: string | undefined): boolean => !!t && /^\p{Lu}(?:\p{Ll}|\p{Lu}+$)/u.test(t);
  if (/^[0O©]$/.test(token) && capitalised(all[i - 1]) && capitalised(all[i + 1])) return 'Ó';
  token = repairEszett(token);
  // a capital I among lower-case letters is an l ("RahuI", "WiIliam"), but not after Mc/Mac ("McIntyre")
  if (/^\p{Lu}\p{Ll}/u.test(token)) token = token.replace(/(?<!^Ma?c)(?<=\p{Ll})I(?=\p{Ll}|$)/gu, 'l');
  if (
    /^l\p{Ll}{2,}$/u.test(token) &&
    !NAME_PARTICLES.has(token) &&
    !isConnector(token) &&
    all.length <= 4 &&
    all.every((t, j) => j === i || capitalised(t) || NAME_PARTICLES.has(t)) &&
    all.some((t, j) => j !== i && capitalised(t))
  )
    return `I${token.slice(1)}`;
  return token;
}

/** Person-name candidates inside one phrase: the whole phrase on a card, capitalised runs in prose. */
function nameCandidates(p: Phrase): NameCandidate[] {
  const out: NameCandidate[] = [];
  const stripped = stripNameDecorations(
    p.text
      .replace(/\s*\((?:he|she|they)\/\w+\)/gi, '')
      // a nickname in quotes between the names ('Rafael "Rafa" Domínguez')
      .replace(/\s+["“„'‘(]\p{Lu}\p{Ll}+["”“'’)](?=\s+\p{Lu})/gu, ''),
  );
  const read = words(stripped.replace(/[,;:]$/, ''));
  const toks = p.ocr ? read.map(repairNameToken) : read;
  const tryRun = (run: string[], offset: number): void => {
    while (
      run.length &&
      (isHonorific(run[0]!) ||
        /^(?:Herrn?|Frau)$/i.test(run[0]!) ||
        PERSON_CUES.includes(run[0]!.toLowerCase()) ||
        INTRODUCTION_CUES.includes(run[0]!.toLowerCase()))
    ) {
      run = run.slice(1);
      offset++;
    }
    // German signing on someone's behalf: "i. A.", "i.V.", "ppa." before the name
    if (run.length > 2 && /^i\.$/i.test(run[0]!) && /^[AV]\.$/i.test(run[1]!)) {
      run = run.slice(2);
      offset += 2;
    } else if (run.length > 1 && /^(?:i\.[AV]\.|ppa\.|pp\.)$/i.test(run[0]!)) {
      run = run.slice(1);
      offset++;
    }
    // Spanish "D." / "Dña." (don, doña) before a full name
    if (run.length > 2 && /^(?:D|Dña|Dª|M)\.$/u.test(run[0]!)) {
      run = run.slice(1);
      offset++;
    }
    while (
      run.length > 1 &&
      ((run.length > 2 && isTitleWord(run[0]!) && /^\p{Lu}{2,5}$/u.test(run[0]!)) ||
        /^(?:PA|EA)$/.test(run[0]!))
    ) {
      run = run.slice(1);
      offset++;
    }
    while (run.length && isPostNominal(run[run.length - 1]!)) run = run.slice(0, -1);
    // a degree misread ("MBA" → "McA", "MbA") after a full name: short, with a capital inside
    if (run.length > 2 && /^\p{Lu}\p{Ll}?\p{Lu}$/u.test(run[run.length - 1]!)) run = run.slice(0, -1);
    // a short upper-case token after mixed-case names is a degree the dictionary does not know ("FCA", "MBA")
    if (run.length > 2 && /^\p{Lu}{2,4}$/u.test(run[run.length - 1]!) && /\p{Ll}/u.test(run[run.length - 2]!))
      run = run.slice(0, -1);
    // "Hamish McAllister's PA": the possessive is no part of the name
    if (run.length > 1 && /\p{L}['’]s$/u.test(run[run.length - 1]!))
      run = [...run.slice(0, -1), run[run.length - 1]!.slice(0, -2)];
    while (run.length && NAME_PARTICLES.has(run[run.length - 1]!)) run = run.slice(0, -1);
    if (run.length < 2 || run.filter((t) => !NAME_PARTICLES.has(t)).length > 5 || run.length > 7) return;
    if (!run.every((t, i) => isNameToken(t, i === 0))) return;
    if (run.filter((t) => !NAME_PARTICLES.has(t)).length < 2) return;
    if (run.some((t) => /\.$/.test(t) && t.length > 2 && !isHonorific(t) && !/^(?:St|Ste)\.$/.test(t)))
      return;
    if (run.filter((t) => isTitleWord(t)).length >= Math.max(1, run.length - 1)) return;
    if (run.some((t) => COMPANY_WORDS.has(t.toLowerCase()) || EVENT_WORDS.has(t.toLowerCase()))) return;
    if (run.some((t) => ALL_LABELS.has(t.toLowerCase().replace(/[.:]$/, '')) && t.length > 2)) return;
    if (legalMatch(run.join(' '))) return;
    const raw = run.join(' ');
    out.push({ raw, clean: normaliseName(raw), phrase: p, tokens: run, offset });
  };
  if (p.ocr && legalMatch(p.text)) return out;
  if (p.ocr || toks.length <= 5) {
    tryRun(toks, 0);
    if (out.length) return out;
  }
  // prose: maximal runs of capitalised tokens
  let run: string[] = [];
  let start = 0;
  toks.forEach((t, i) => {
    // an initial ("J.") and Saint in a surname ("St. Clair") keep their dot and go on
    const clean = t.replace(/[.,;:!?]+$/, (m) =>
      /^\p{Lu}$/u.test(t.slice(0, -1)) || (run.length > 0 && /^(?:St|Ste)\.$/.test(t)) ? m : '',
    );
    const ok =
      isNameToken(clean, run.length === 0) ||
      (run.length > 0 && isHonorific(clean) === false && NAME_PARTICLES.has(clean));
    if (ok && !(run.length === 0 && NAME_PARTICLES.has(clean))) {
      if (!run.length) start = i;
      run.push(clean);
      if (clean !== t) {
        tryRun(run, start);
        run = [];
      }
    } else {
      if (run.length) tryRun(run, start);
      run = [];
      if (isHonorific(clean) || /^(?:Herrn?|Frau)$/i.test(clean)) {
        start = i + 1;
      }
    }
  });
  if (run.length) tryRun(run, start);
  return out;
}

/** How well a name matches an email's local part, in [0,1]. */
export function emailNameMatch(name: string, local: string): number {
  const l = foldAlnum(local);
  const parts = words(fold(name))
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter((w) => w && !NAME_PARTICLES.has(w));
  if (!parts.length || !l) return 0;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const all = parts.join('');
  if (l === all || l === first + last || l === last + first) return 1;
  if (l.includes(first) && l.includes(last) && first.length >= 2) return 1;
  if (l === first[0] + last || l === first[0] + all.slice(first.length)) return 0.95;
  if (last.length >= 3 && l.includes(last)) return 0.85;
  // one half of a double-barrelled surname ("a.vonhallwyl" for Annika von Hallwyl-Berger)
  const halves = fold(words(name).slice(-1)[0] ?? '')
    .split('-')
    .map((h) => h.replace(/[^a-z0-9]/g, ''))
    .filter((h) => h.length >= 4);
  if (halves.length > 1 && halves.some((h) => l === first[0] + h || l === first + h)) return 0.95;
  if (halves.length > 1 && halves.some((h) => l.includes(h))) return 0.85;
  if (first.length >= 3 && l.includes(first)) return 0.8;
  // a short form of the first name ("thandi" for Thandiwe)
  if (l.length >= 4 && first.length > l.length && first.startsWith(l)) return 0.75;
  // compound surnames written in full ("mvanderberg", "mgarcialopez")
  const rest = foldAlnum(words(name).slice(1).join(''));
  if (rest.length >= 4 && l.includes(rest)) return 0.9;
  if (parts.some((p) => p.length >= 4 && l.includes(p))) return 0.7;
  return 0;
}

/** Letter groups OCR reads for an accented letter: (as read, as printed). */
const ACCENT_SLIPS: [RegExp, string][] = [
  [/fi/g, 'ñ'],
  [/ii/g, 'ü'],
  [/ii/g, 'ä'],
  // ß read as B, BB, B3, RR, S, R or f inside a word ("NuSbaum", "DreBBler", "ORwald", "ORRwald")
  [/(?<=\p{L})(?:BB|B3|RR|B|S|R|f)(?=\p{Ll}|-|$)/gu, 'ß'],
];

/** Capitals OCR confuses at the start of a word: as read → as printed. */
const CAPITAL_SLIPS: Record<string, string[]> = {
  B: ['E', 'R', 'D'],
  C: ['O', 'G'],
  D: ['O', 'B'],
  E: ['B', 'F'],
  F: ['E', 'P'],
  G: ['C', 'O'],
  H: ['N'],
  N: ['H'],
  O: ['C', 'D', 'Q'],
  P: ['F', 'R'],
  R: ['B', 'P'],
  '0': ['O'],
  '8': ['B'],
};

/** German umlauts as addresses spell them (ü → ue), for matching a name against its address. */
function foldGerman(w: string): string {
  return foldAlnum(w.replace(/[äÄ]/g, 'ae').replace(/[öÖ]/g, 'oe').replace(/[üÜ]/g, 'ue'));
}

/**
 * "Uriel Ruelas Pefia" with uriel.ruelaspena@ → "Uriel Ruelas Peña": a name word the address does not contain,
 * but does once a letter group OCR makes of an accented letter is read as that letter, or a doubled letter as two.
 */
export function repairNameByEmail(
  name: string,
  locals: readonly string[],
  addressReadBetter = false,
): string {
  if (!locals.length) return name;
  const inAddress = (w: string): boolean =>
    [foldAlnum(w), foldGerman(w)].some((k) => k.length >= 3 && locals.some((l) => foldAlnum(l).includes(k)));
  const ws = words(name);
  return ws
    .map((w, i) => {
      // the surname's last letter lost where the line went on ("Agarwa |" beside rahul.agarwal@)
      const key = foldAlnum(w);
      const piece = locals
        .flatMap((l) => l.split(/[._-]/))
        .find(
          (p) => i === ws.length - 1 && key.length >= 5 && p.length === key.length + 1 && p.startsWith(key),
        );
      // a thin last letter (l, i) is lost to a neighbouring bar; another one only when the address reads better
      if (piece && (addressReadBetter || /[li]$/.test(piece))) return w + piece.slice(-1);
      if (inAddress(w)) return w;
      // I, l and i read for one another ("lise" or "Iise" for Ilse, with ilse.wit@)
      const liKey = (x: string): string => foldAlnum(x).replace(/[l1]/g, 'i');
      // only for a word that looks misread itself: a lower-case l opening it, "ii", or a capital I inside
      const looksMisread = /^l\p{Ll}/u.test(w) || /ii/i.test(w) || /\p{Ll}I/u.test(w);
      const liPiece = !looksMisread
        ? undefined
        : locals
            .flatMap((l) => l.split(/[._-]/))
            .find(
              (p) => p.length >= 3 && p.length === w.length && liKey(p) === liKey(w) && p !== foldAlnum(w),
            );
      if (liPiece) return liPiece[0]!.toUpperCase() + liPiece.slice(1);
      // the capital read as a look-alike ("Erouwer" with floor.brouwer@), alone or besides an accent slip
      const initials = [w, ...(CAPITAL_SLIPS[w[0]!] ?? []).map((c) => c + w.slice(1))];
      const capital = initials.find((c) => c !== w && inAddress(c));
      if (capital) return capital;
      for (const v of initials) {
        for (const [slip, letter] of ACCENT_SLIPS) {
          // every place the slip may be, then each place alone ("Hoffmann" keeps its ff when only one f is a ß)
          const places = [...v.matchAll(slip)];
          const candidates = [
            v.replace(slip, letter),
            ...places.map((m) => v.slice(0, m.index) + letter + v.slice(m.index + m[0].length)),
          ];
          const found = candidates.find((c) => c !== v && inAddress(c));
          if (found) return found;
        }
      }
      // a doubled letter read as one ("McAlister" with mcallister@), when the address was read the better of the two
      for (let i = 1; addressReadBetter && i < w.length; i++) {
        const candidate = w.slice(0, i + 1) + w.slice(i);
        if (/\p{Ll}/u.test(w[i]!) && inAddress(candidate)) return candidate;
      }
      return w;
    })
    .join(' ');
}

/**
 * The local part of a recovered address less the "@" the recogniser read as one or two letters ("jordaned" for
 * jordan@, "ursulatt" for ursula@), when what is left spells the name exactly (a name word, or first and last
 * name, with or without a separator). Null when no such end is there.
 */
export function localWithoutLostAt(local: string, name: string): string | null {
  const parts = words(fold(name))
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter((w) => w.length >= 2 && !NAME_PARTICLES.has(w));
  if (!parts.length) return null;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const exact = new Set([
    ...parts,
    first + last,
    `${first}.${last}`,
    `${first}_${last}`,
    `${first}-${last}`,
    first[0] + last,
    `${first[0]}.${last}`,
  ]);
  if (exact.has(local)) return null;
  for (const cut of [1, 2]) {
    const kept = local.slice(0, -cut);
    if (kept.length >= 3 && exact.has(kept)) return kept;
  }
  return null;
}

/** Letters OCR confuses in lower-case print: each pair is (as read, as printed). */
const CONFUSABLE: [string, string][] = [
  ['c', 'e'],
  ['e', 'c'],
  ['i', 'l'],
  ['l', 'i'],
  ['1', 'l'],
  ['t', 'i'],
  ['0', 'o'],
  ['rn', 'm'],
  ['m', 'rn'],
  ['vv', 'w'],
  ['cl', 'd'],
  ['ii', 'u'],
  ['x', 'k'],
];

/**
 * A part of the local part the recogniser set apart from the address: the first name's initial before it
 * ("E. d kraemerbach@…" for Dörte Krämer-Bach) or the first name after it, moved there by the line's reading
 * order ("geraghty@corrib.example darragh"). Null when the address holds no such loss.
 */
export function localWithLostNamePart(
  local: string,
  name: string,
  before: string,
  after: string,
): string | null {
  const first = foldAlnum(words(name)[0] ?? '');
  if (first.length < 2 || foldAlnum(local).includes(first)) return null;
  if (emailNameMatch(name, local) < 0.8) return null;
  // a lower-case letter: a capital there is more likely the label ("E kraemerbach@")
  const initial = /(?:^|[\s:|])(\p{Ll})\s+$/u.exec(before)?.[1];
  if (initial && fold(initial) === first[0] && !local.startsWith(first[0]!)) return `${initial}.${local}`;
  const next = /^\s+(\p{L}+)/u.exec(after)?.[1];
  if (next && foldAlnum(next) === first) return `${next.toLowerCase()}.${local}`;
  return null;
}

/** `local` with one OCR confusion undone at some position, each way it can be. */
function confusionVariants(local: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < local.length; i++) {
    for (const [from, to] of CONFUSABLE) {
      if (local.startsWith(from, i)) out.push(local.slice(0, i) + to + local.slice(i + from.length));
    }
  }
  return out;
}

/**
 * An email local part that does not match the name, but would after undoing one OCR slip; null when there is
 * nothing to repair:
 * - one confused letter in the whole part ("maricke" → "marieke" for Marieke van Dijk), or in one of its
 *   dot/underscore/hyphen pieces ("licke.degroot" → "lieke.degroot" for Lieke de Groot), or one letter too many in
 *   a long piece ("caocimhe_macentee" for Caoimhe MacEntee);
 * - a one-letter label glued on ("E.XOCHITL.ZAMORA@" on an all-caps card: "e." is the label when no word of
 *   the name starts with that letter).
 */
export function repairLocalByName(local: string, name: string): string | null {
  const glued = /^(\p{Ll})\.(.{3,})$/u.exec(local);
  const nameWords = words(fold(name)).map((w) => w.replace(/[^a-z0-9]/g, ''));
  // "koehler" spells Köhler as an address does, and is no slip
  const spelled = [...nameWords, ...words(name).map(foldGerman)];
  if (glued && !nameWords.some((w) => w.startsWith(glued[1]!)) && emailNameMatch(name, glued[2]!) >= 0.8) {
    // the first name's initial misread ("c.osullivan" for Éabha O'Sullivan) rather than a label glued on
    const initial = CONFUSABLE.find(([from, to]) => from === glued[1] && nameWords[0]?.startsWith(to));
    return initial ? `${initial[1]}.${glued[2]}` : glued[2]!;
  }
  // never towards a spelling that looks misread itself ("ilse" is not mended to a name read "Iise")
  const odd = (w: string): number => (w.match(/ii|[01|!]/g) ?? []).length;
  if (emailNameMatch(name, local) < 0.5) {
    return (
      confusionVariants(local).find((c) => emailNameMatch(name, c) >= 0.8 && odd(c) <= odd(local)) ?? null
    );
  }
  const pieces = local.split(/([._-])/);
  const isNameWord = (w: string): boolean => w.length >= 3 && nameWords.includes(w);
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i]!;
    if (piece.length < 3 || spelled.some((w) => w.includes(piece) || piece.includes(w))) continue;
    // a letter the recogniser added inside a long piece ("caocimhe" for Caoimhe); a doubled letter is more likely
    // printed and read once in the name ("killaris" for a name read "Kilaris", see `repairNameByEmail`)
    const dropped =
      piece.length >= 6
        ? [...piece]
            .map((c, k) =>
              c === piece[k - 1] || c === piece[k + 1] ? '' : piece.slice(0, k) + piece.slice(k + 1),
            )
            .filter(Boolean)
        : [];
    const mended = [...confusionVariants(piece), ...dropped].find(
      (c) => isNameWord(c) && odd(c) <= odd(piece),
    );
    if (mended) return [...pieces.slice(0, i), mended, ...pieces.slice(i + 1)].join('');
  }
  return null;
}

function domainKey(domain: string): string {
  const labels = domain
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');
  return foldAlnum(labels[0] ?? '');
}

/** How well a company string matches a domain ("Lone Pine Engineering Inc." ~ lonepine-engineering). */
export function companyDomainMatch(company: string, domain: string): number {
  const d = domainKey(domain);
  const m = legalMatch(company);
  const base = foldAlnum(m ? company.slice(0, m.index) : company);
  if (!d || !base) return 0;
  if (base === d) return 1;
  if (d.length >= 4 && base.includes(d)) return 0.9;
  if (base.length >= 4 && d.includes(base)) return 0.85;
  const firstWord = foldAlnum(words(company)[0] ?? '');
  if (firstWord.length >= 4 && d.includes(firstWord)) return 0.7;
  const sim = similarity(base, d);
  return sim >= 0.7 ? sim * 0.8 : 0;
}

// ---------------------------------------------------------------------------------------------- casing

/** OCR specks of a logo read as letters before a company or title line ("OO Grupo …", "Ce) Arbolux …", "5 Senior …"). */
function stripJunkPrefix(text: string): string {
  const ws = words(text);
  while (
    ws.length > 1 &&
    /^[^\p{L}]*\p{L}{0,2}[^\p{L}]*$/u.test(ws[0]!) &&
    !KEEP_UPPER.has(ws[0]!.toLowerCase()) &&
    !isTitleWord(ws[0]!) &&
    !isConnector(ws[0]!) &&
    /^\p{Lu}/u.test(ws[1]!)
  ) {
    ws.shift();
  }
  return ws.join(' ');
}

/** A note saying the lead gave no number ("no number for him", "sin teléfono", "keine Nummer"). */
const NO_NUMBER_CUE =
  /\bno (?:phone |mobile |direct )?(?:number|phone)\b|\bsin (?:teléfono|número)\b|\bkeine (?:Telefon)?nummer\b|\bpas de (?:numéro|téléphone)\b|\bgeen (?:telefoon)?nummer\b/iu;

/** Letters OCR reads for others in a word of small print: (as read, as printed). */
const TITLE_SLIPS: [string, string][] = [
  ['c', 'e'],
  ['e', 'c'],
  ['i', 'l'],
  ['l', 'i'],
  ['t', 'i'],
  ['n', 'u'],
  ['u', 'n'],
  [')', 'l'],
  ['|', 'l'],
  ['1', 'l'],
  ['rn', 'm'],
  ['ii', 'u'],
];

/**
 * "Principal Consultan", "Commercia) Director", "Letterin Marketing": a word of a title read from a card that is
 * no title word, but is one after a single slip (a confused letter, or the last letter lost), takes that word's
 * letters in its own case. Words the dictionary knows, and short words, are left as read.
 */
export function repairTitleWords(title: string): string {
  return (
    title
      // a rule or bar read as a letter before the title ("I Partner", "| Director")
      .replace(/^(?:[|Il!] )+(?=\p{Lu})/u, '')
      .split(' ')
      .map((w) => {
        const bare = w.toLowerCase();
        if (bare.length < 5 || isTitleWord(w) || isConnector(w) || !/^\p{L}/u.test(w)) return w;
        const candidates: string[] = [];
        for (let i = 0; i < bare.length; i++) {
          for (const [from, to] of TITLE_SLIPS) {
            if (bare.startsWith(from, i))
              candidates.push(bare.slice(0, i) + to + bare.slice(i + from.length));
          }
        }
        const mended =
          candidates.find((c) => TITLE_WORDS.has(c)) ??
          [...TITLE_WORDS].find((t) => t.length === bare.length + 1 && t.startsWith(bare));
        if (!mended) return w;
        if (isAllUpper(w)) return mended.toUpperCase();
        return /^\p{Lu}/u.test(w) ? capitalise(mended) : mended;
      })
      .join(' ')
  );
}

function recaseTitle(title: string): string {
  if (!(isAllUpper(title) || isAllLower(title))) return title;
  return words(title)
    .map((w, i) => {
      const k = w.toLowerCase().replace(/[^\p{L}&]/gu, '');
      if (KEEP_UPPER.has(k)) return w.toUpperCase();
      if (i > 0 && SMALL_WORDS.has(k)) return w.toLowerCase();
      return w
        .split('-')
        .map((p) => capitalise(p))
        .join('-');
    })
    .join(' ');
}

/** The capitalised words (and connectors, and a legal form) a company name starts a piece of prose with. */
function capitalisedRun(text: string): string {
  const run =
    /^(?:(?:[\p{Lu}0-9&][\p{L}0-9&'’.-]*|of|and|und|y|et|en|de|del|la|für|the|du|des|van|der)\s*)+/u
      .exec(text)?.[0]
      ?.trim()
      .replace(/\s+(?:of|and|und|y|et|en|de|del|la|für|the|du|des|van|der)$/u, '') ?? '';
  if (!run) return text;
  const suffix = LEGAL_AT_START.exec(text.slice(run.length));
  return suffix ? `${run} ${suffix[1]}` : run;
}

/** "Pieter-Jan Vermeulen of Zeestroom Shipping NV" →"Zeestroom Shipping NV": the lead's name is not the company. */
function withoutLeadName(company: string, name: string | undefined): string {
  if (!name) return company;
  const at = company.indexOf(name);
  if (at < 0) return company;
  const rest = company
    .slice(at + name.length)
    .replace(/^[\s,]*(?:of|from|at|de|del|bei|von|van|chez|bij)\s+/i, '')
    .trim();
  return rest || company;
}

/** Two words the same but for OCR slips of a letter or two ("Vindhva" for "Vindhya"). */
function sameWordRead(a: string, b: string): boolean {
  const x = foldAlnum(a);
  const y = foldAlnum(b);
  return x === y || (x.length >= 5 && x.length === y.length && similarity(x, y) >= 0.8);
}

/**
 * A card's wordmark ("REDBROOK", "Vindhya") stands for the legal name it prints elsewhere ("Vindhya Pharma Pvt.
 * Ltd." at the start of the address line): when the best candidate has no legal form and one with a legal form
 * holds its words, that one is the company, spelled with the wordmark's letters (the larger print reads better).
 */
function legalNameOfWordmark<C extends { value: string }>(ranked: C[]): C | undefined {
  const best = ranked[0];
  if (!best || legalSuffixAtEnd(best.value)) return best;
  const mark = words(best.value);
  if (mark.length > 3) return best;
  for (const c of ranked.slice(1)) {
    // a legal form the recogniser garbled counts once mended ("S de RL de CV")
    if (!legalSuffixAtEnd(c.value) && !legalSuffixAtEnd(repairLegalSuffix(c.value))) continue;
    const ws = words(c.value);
    const at = ws.findIndex((_, i) => mark.every((m, j) => !!ws[i + j] && sameWordRead(m, ws[i + j]!)));
    if (at < 0) continue;
    const spelled = ws.map((w, i) => {
      const m = i >= at && i < at + mark.length ? mark[i - at]! : null;
      if (!m || foldAlnum(m) === foldAlnum(w)) return w;
      return isAllUpper(w) ? m.toUpperCase() : capitalise(m.toLowerCase());
    });
    return { ...c, value: spelled.join(' ') };
  }
  return best;
}

/** "granitepeak software llc. he's at …" → "granitepeak software llc.": a company ends at its legal form. */
function untilLegalForm(text: string): string {
  for (const { upTo } of LEGAL_FORMS_ANY_CASE) {
    const m = upTo.exec(text);
    if (!m) continue;
    // the longest forms come first in the list: the first that matches is the company's; an undotted one ends it
    // only before a place ("… (Pty) Ltd in Johannesburg"), as lower-case prose holds words like "ag" and "sa"
    const rest = text.slice(m[1]!.length);
    const place = isAllLower(text)
      ? /^\s+(?:in|based in|aus|en|à|em|w|op|auf|im|am)\s+\p{L}/u
      : /^\s+(?:in|based in|aus|en|à|em|w)\s+\p{Lu}/u;
    return /\.$/.test(m[1]!) || place.test(rest) ? m[1]! : text;
  }
  return text;
}

/** The text up to the first legal form in it, in any letter case and with or without its dot; null if none. */
function legalFormCut(text: string): string | null {
  for (const { upTo } of LEGAL_FORMS_ANY_CASE) {
    const m = upTo.exec(text);
    if (m) return m[1]!;
  }
  return null;
}

/** The legal form a company name ends with, in any letter case ("acme pvt. ltd." → Pvt. Ltd.). */
function legalSuffixAtEnd(company: string): { form: string; start: number } | null {
  for (const { form, atEnd } of LEGAL_FORMS_ANY_CASE) {
    const m = atEnd.exec(company);
    if (m)
      return {
        form,
        start: m.index + m[0].length - m[1]!.length - (m[0].endsWith('.') && !m[1]!.endsWith('.') ? 1 : 0),
      };
  }
  return null;
}

/** Whether a text ends in a legal form whose last dot is its own ("S.L.", "Ltd."), not a sentence's ("… AB."). */
function endsInDottedForm(text: string): boolean {
  const form = legalSuffixAtEnd(text)?.form;
  return !!form && (form.endsWith('.') || !text.endsWith('.'));
}

/** A company typed all in lower case gets capitalised words and the canonical spelling of its legal form. */
function recaseLowerCompany(company: string): string {
  if (!isAllLower(company)) return company;
  const suffix = legalSuffixAtEnd(company);
  const base = (suffix ? company.slice(0, suffix.start) : company).trim().replace(/,$/, '');
  const cased = words(base)
    .map((w, i) => {
      const k = w.toLowerCase();
      if (KEEP_UPPER.has(k)) return w.toUpperCase();
      if (i > 0 && (SMALL_WORDS.has(k) || NAME_PARTICLES.has(k))) return k;
      return w
        .split('-')
        .map((x) => capitalise(x))
        .join('-');
    })
    .join(' ');
  return suffix ? `${cased} ${suffix.form}` : cased;
}

function recaseCompany(company: string): string {
  const m = legalMatch(company);
  const suffix = m ? company.slice(m.index).trim().replace(/^,\s*/, '') : '';
  const base = m ? company.slice(0, m.index).trim().replace(/,$/, '') : company.trim();
  const canon = suffix
    ? LEGAL_SUFFIXES.find((s) => new RegExp(`^(?:${s.pattern})$`, 'u').test(suffix))
    : undefined;
  let b = base;
  if (isAllUpper(base) && base.replace(/[^\p{L}]/gu, '').length > 3) {
    b = words(base)
      .map((w, i) => {
        const k = w.toLowerCase();
        if (KEEP_UPPER.has(k) || w.length <= 2) return i > 0 && SMALL_WORDS.has(k) ? k : w;
        if (i > 0 && SMALL_WORDS.has(k)) return k;
        return w
          .split('-')
          .map((p) => capitalise(p))
          .join('-');
      })
      .join(' ');
  }
  const suf = suffix
    ? isAllUpper(suffix) && canon && canon.form.toUpperCase() !== suffix.toUpperCase()
      ? suffix
      : suffix
    : '';
  const sep = m && /,\s*$/.test(company.slice(0, m.index + 1)) ? ', ' : ' ';
  return collapseSpaces(suf ? `${b}${sep}${suf}` : b).replace(/\s+,/g, ',');
}

/** Letters of a legal form as OCR may read them: punctuation and spaces gone, I/l/1 and O/0 alike. */
function suffixKey(s: string): string {
  return s
    .toUpperCase()
    .replace(/\$/g, 'S')
    .replace(/[^A-Z0-9|!]/g, '')
    .replace(/[L1|!]/g, 'I')
    .replace(/0/g, 'O');
}

/** A dotted legal form glued to the word before it ("OLIVERAS.L.U.", "ZacatalS.deR.L.de C.V."). */
const GLUED_DOTTED_FORM = new RegExp(
  `(\\p{L}{3,})(${LEGAL_SUFFIXES.filter((s) => /^[A-Z]\.\s?[A-Za-z]/.test(s.form))
    .map((s) => s.pattern)
    .join('|')})$`,
  'u',
);

/** Each comma-separated part of an OCR'd line mended by `repairLegalSuffix` (a company before its address). */
function repairLegalSuffixes(text: string): string {
  return text
    .split(/(,\s*)/)
    .map((part, i) => (i % 2 ? part : repairLegalSuffix(part)))
    .join('');
}

/**
 * A legal form at the end of an OCR'd company name that lost its dots or had a letter misread ("S.APL de CV")
 * gets its canonical spelling ("S.A.P.I. de C.V."). Only forms of four or more letters, matched whole words.
 */
export function repairLegalSuffix(raw: string): string {
  // "Lid." for Ltd.: too short a form for the fuzzy match below, but t read as i is a common slip
  const company = raw.replace(GLUED_DOTTED_FORM, '$1 $2').replace(/(?<=\p{L}{3,}\s)L[il1]d\.$/u, 'Ltd.');
  const tokens = words(company);
  for (const suffix of LEGAL_SUFFIXES) {
    const key = suffixKey(suffix.form);
    if (key.length < 4) continue;
    for (let j = 1; j <= Math.min(5, tokens.length - 1); j++) {
      const tail = tokens.slice(-j).join(' ');
      // a long form may be cut or garbled at its end ("UG (haftungsbesct")
      const near =
        key.length >= 8 &&
        suffixKey(tail).slice(0, 3) === key.slice(0, 3) &&
        similarity(suffixKey(tail), key) >= (key.length >= 10 ? 0.8 : 0.85);
      if (suffixKey(tail) !== key && !near) continue;
      // printed correctly: kept, unless only its spacing strays from the usual form ("R.L.de C.V.")
      const spacingOnly =
        tail.replace(/\s/g, '').toLowerCase() === suffix.form.replace(/\s/g, '').toLowerCase();
      if (
        new RegExp(`^(?:${suffix.pattern})$`, 'u').test(tail) &&
        (!spacingOnly || tail.toLowerCase() === suffix.form.toLowerCase())
      )
        return company;
      return [...tokens.slice(0, -j), suffix.form].join(' ');
    }
  }
  return company;
}

/** The host of a normalised web address with its top-level domain mended (see `repairTopLevelDomain`). */
function repairWebsiteHost(site: string): string {
  const slash = site.indexOf('/');
  const host = slash < 0 ? site : site.slice(0, slash);
  return repairTopLevelDomain(host) + (slash < 0 ? '' : site.slice(slash));
}

/** Lower-cases and tidies a printed web address (scheme kept out, "www." kept). */
export function normaliseWebsite(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '')
    .replace(/[.,;]+$/, '');
}

// ---------------------------------------------------------------------------------------------- main

/** "kavya (at) tiffinly (dot) example" → "kavya@tiffinly.example" (addresses written to dodge scrapers). */
export function deobfuscateEmails(text: string): string {
  return text.replace(
    /([\p{L}0-9._%+-]+)\s*[([{]\s*(?:at|arroba|ät)\s*[)\]}]\s*([\p{L}0-9-]+(?:\s*[([{]\s*(?:dot|punto|punkt|point)\s*[)\]}]\s*[\p{L}0-9-]+)+)/giu,
    (_m, local: string, domain: string) =>
      `${local}@${domain.replace(/\s*[([{]\s*(?:dot|punto|punkt|point)\s*[)\]}]\s*/giu, '.')}`,
  );
}

/**
 * "NAVARRO GIL, Jorge" (badge scans, attendee lists) → "Jorge NAVARRO GIL": a surname in capitals, a comma and one
 * given name, alone between separators.
 */
export function reorderSurnameFirst(text: string): string {
  return (
    text
      .replace(
        /(^|[|·•:→>]\s*)(\p{Lu}{3,}(?:[ -]\p{Lu}{2,}){0,2}),\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?)(?=\s*(?:$|[|·•]))/gmu,
        (m, lead: string, surname: string, given: string) =>
          surname
            .split(/[ -]/)
            .some((w) => KEEP_UPPER.has(w.toLowerCase()) || isTitleWord(w) || legalMatch(w))
            ? m
            : `${lead}${given} ${surname}`,
      )
      // "TANAKA Hiroshi": a line of a family name in capitals and a given name, no comma (East Asian order)
      .replace(/^(\p{Lu}{3,}) (\p{Lu}\p{Ll}+)$/gmu, (m, surname: string, given: string) =>
        [surname, given].some(
          (w) =>
            KEEP_UPPER.has(w.toLowerCase()) ||
            isTitleWord(w) ||
            legalMatch(w) ||
            COMPANY_WORDS.has(w.toLowerCase()),
        )
          ? m
          : `${given} ${surname}`,
      )
  );
}

/** Where a quoted earlier message starts in a pasted email ("On … wrote:", "> …"); its people are not the lead. */
const QUOTE_START =
  /^\s*(?:>|On\s.+\swrote:\s*$|El\s.+\sescribió:\s*$|Am\s.+\sschrieb\s.+:\s*$|Le\s.+\sa\sécrit\s*:\s*$|Op\s.+\sschreef\s.+:\s*$|-{2,}\s*(?:Original Message|Mensaje original|Ursprüngliche Nachricht|Message d'origine)|From:\s.+@)/i;

/** A header line of a pasted email ("From: …", "Betreff: …"). */
const MAIL_HEADER =
  /^\s*(?:from|to|cc|date|sent|subject|von|an|datum|gesendet|betreff|de|para|fecha|enviado|asunto|objet|envoyé|à|van|aan|datum|onderwerp|verzonden):\s/iu;

/** The banner a mail client puts above a forwarded message. */
const FORWARD_BANNER =
  /^\s*-*\s*(?:forwarded message|begin forwarded message|weitergeleitete nachricht|mensaje reenviado|message transféré|doorgestuurd bericht)\b|^\s*(?:fwd?|wg|rv|tr):/iu;

const FROM_HEADER = /^\s*(?:from|von|de|van|da)\s*:\s*(.+@.+)$/iu;
/** The subject line of a forwarded message ("Subject: FW: …", "Betreff: WG: …", "Asunto: RV: …"). */
const FORWARD_SUBJECT =
  /^\s*(?:subject|betreff|asunto|objet|onderwerp|oggetto)\s*:\s*(?:fwd?|wg|rv|tr|fw)\s*:/iu;

function withoutQuotedReply(lines: TextLine[]): TextLine[] {
  if (lines.some((l) => l.words?.length)) return lines;
  const cut = lines.findIndex((l, i) => i > 0 && QUOTE_START.test(l.text));
  // a forwarded message with nothing written above it is itself the note, less its header (the forwarder's)
  const nothingAbove = lines.slice(0, cut).every((l) => !l.text.trim() || FORWARD_BANNER.test(l.text));
  // a message forwarded with a line for a colleague ("Subject: FW: …", "can someone pick this up?"): the lead is
  // the forwarded message's sender, the forwarder only passes it on
  const forwarded = lines
    .slice(0, cut)
    .some((l) => FORWARD_SUBJECT.test(l.text) || (FORWARD_BANNER.test(l.text) && !nothingAbove));
  if (cut > 0 && forwarded)
    return lines.slice(cut).flatMap((l) => {
      // the forwarded message's sender line holds the lead's own address
      const sender = FROM_HEADER.exec(l.text);
      if (sender) return [{ text: sender[1]! }];
      return FORWARD_BANNER.test(l.text) || MAIL_HEADER.test(l.text) || QUOTE_START.test(l.text) ? [] : [l];
    });
  if (cut > 0 && !nothingAbove) return lines.slice(0, cut);
  return cut > 0 ? lines.filter((l) => !FORWARD_BANNER.test(l.text) && !MAIL_HEADER.test(l.text)) : lines;
}

const FIRST_NAME_LINE =
  /^\s*(?:first[\s-]*name|given\s+name|forename|vorname|nombre|prénom|prenom|voornaam|nome)\s*:\s*(\S.*?)\s*$/iu;
const LAST_NAME_LINE =
  /^\s*(?:last[\s-]*name|surname|family\s+name|nachname|familienname|apellidos?|nom(?:\s+de\s+famille)?|achternaam|cognome|sobrenome)\s*:\s*(\S.*?)\s*$/iu;

/**
 * Forms and CRM exports give the name in two labelled lines ("Vorname: Max" / "Nachname: von Berg"): read
 * apart, a surname with a particle looks like no name at all, so the two are joined into one "Name:" line.
 */
export function joinLabelledNameParts(lines: TextLine[]): TextLine[] {
  const first = lines.findIndex((l) => !l.words?.length && FIRST_NAME_LINE.test(l.text));
  const last = lines.findIndex((l) => !l.words?.length && LAST_NAME_LINE.test(l.text));
  if (first < 0 || last < 0 || Math.abs(first - last) > 2) return lines;
  const given = FIRST_NAME_LINE.exec(lines[first]!.text)![1]!;
  const family = LAST_NAME_LINE.exec(lines[last]!.text)![1]!;
  return lines.flatMap((l, i) =>
    i === Math.min(first, last)
      ? [{ ...l, text: `Name: ${given} ${family}` }]
      : i === Math.max(first, last)
        ? []
        : [l],
  );
}

function prepareLines(input: TextLine[], spoken: boolean | undefined): TextLine[] {
  const lines = joinLabelledNameParts(withoutQuotedReply(unpackStructuredText(input)));
  const raw = lines.map((l) => l.text).join('\n');
  const isSpoken = spoken ?? looksSpoken(raw);
  return lines.map((l) => {
    if (l.words?.length) return l;
    const text = reorderSurnameFirst(deobfuscateEmails(l.text));
    return { ...l, text: isSpoken ? normaliseSpokenText(text) : text };
  });
}

/** Splits typed input given as one string per paragraph into lines. */
export function linesFromText(text: string): TextLine[] {
  return text.split(/\r?\n/).map((t) => ({ text: t }));
}

function companyRunEndingAt(
  text: string,
  suffixStart: number,
  suffixEnd: number,
  ocr = false,
): { value: string; start: number } {
  const before = text.slice(0, suffixStart).replace(/,\s*$/, '');
  const toks = before.split(/\s+/).filter(Boolean);
  const run: string[] = [];
  for (let i = toks.length - 1; i >= 0; i--) {
    const t = toks[i]!;
    const bare = t.replace(/[,:;]$/, '').replace(/^[“”"‘’'(«]+/u, '');
    if (/[:;]$/.test(t) && run.length) break;
    // an elided article before a capital ("Val d'Enza", "Pont l'Évêque") belongs to the name
    const cap = /^[\p{Lu}0-9&]/u.test(bare) || /^[dl]['’]\p{Lu}/u.test(bare);
    const conn =
      /^(?:&|and|und|y|e|et|en|de|del|la|las|los|of|the|für|van|der|di|du|da|do|dos|das|della)$/i.test(bare);
    if (cap || (conn && run.length)) {
      // "Großmann & Partner" is a name; "Founder & MD of …" is a title
      const afterAnd =
        i > 1 &&
        /^(?:&|and|und|y|et|en)$/i.test(toks[i - 1]!) &&
        !isTitleWord(toks[i - 2]!.replace(/[,:;]$/, ''));
      if (isTitleWord(bare) && !COMPANY_WORDS.has(bare.toLowerCase()) && run.length && !afterAnd) {
        // "Senior Account Executive | Acme" is split before; here "Manager Acme Ltd" — stop at title words
        break;
      }
      if (/,$/.test(t) && run.length) break;
      run.unshift(bare);
    } else break;
  }
  // a lower-case wordmark alone before its legal form on a card line ("summitline Inc.")
  if (ocr && !run.length && toks.length === 1 && /^\p{Ll}{3,}$/u.test(toks[0]!)) run.push(toks[0]!);
  // a leading connector is not part of the name, but a capitalised "The" is ("The Moher Group Ltd"), and so is a
  // capitalised article after a company cue ("bij De Wit & Zonen B.V.")
  const cueBeforeRun = /^(?:at|bij|bei|en|chez|presso|på|hos|@)$/i.test(
    toks[toks.length - run.length - 1] ?? '',
  );
  while (
    run.length &&
    /^(?:&|and|und|y|e|et|en|de|del|la|las|los|of|the|für|van|der|di|du)$/i.test(run[0]!) &&
    run[0] !== 'The' &&
    run[0] !== 'THE' &&
    !(cueBeforeRun && /^\p{Lu}/u.test(run[0]!) && run.length > 1)
  )
    run.shift();
  const suffix = text.slice(suffixStart, suffixEnd).trim().replace(/^,\s*/, '');
  const comma = /,\s*$/.test(text.slice(0, suffixStart)) ? ',' : '';
  const value = collapseSpaces(`${run.join(' ')}${comma} ${suffix}`);
  const start = run.length ? text.lastIndexOf(run[0]!, suffixStart) : suffixStart;
  return { value, start: Math.max(0, start) };
}

/** An assistant's role right before a name ("her PA Lerato", "seine Assistentin Frau Ott"). */
const ASSISTANT_BEFORE =
  /(?:^|\s)(?:her|his|their|my|our|the|su|seine|ihre|sa|son|zijn|haar|\p{L}+['’]s)\s+(?:PA|EA|assistant|personal assistant|executive assistant|secretary|asistente|secretaria|assistentin|assistent|sekretärin|assistante|secrétaire)\s*(?:,\s*)?(?:is\s+)?(?:(?:Frau|Herr|Mrs?\.?|Ms\.?)\s+)?$/iu;

/** Who passed the lead on ("Referred by: Karthik Menon", "empfohlen von …"). */
const REFERRER_BEFORE =
  /(?:^|\s)(?:referred by|referral from|recommended by|referido por|recomendado por|empfohlen von|recommandé par|recommandée par)\s*:?\s*$/iu;

function cueBefore(before: string, cues: string[]): string | null {
  const toks = words(before);
  // an honorific between the cue and the name ("on behalf of Dr. Kim", "de parte del Ing. Ibarra")
  while (
    toks.length &&
    (isHonorific(toks[toks.length - 1]!) ||
      /^(?:Herrn?|Frau|M\.|Mme\.?)$/i.test(toks[toks.length - 1]!) ||
      // or a title in capitals ("introducing CFO Jane Doe")
      (/^\p{Lu}{2,5}$/u.test(toks[toks.length - 1]!) && isTitleWord(toks[toks.length - 1]!)) ||
      // "te presento a la Ing. X", "introducing you to my friend X"
      /^(?:la|el|al|the|my|our|his|her|their|mi|nuestra|nuestro|friend|amigo|amiga|colleague|colega|collega|kollege|kollegin|collègue|ami|amie|vriend|vriendin|zijn|haar|sein|seine|seinen|ihre|ihren|son|sa|su)$/i.test(
        toks[toks.length - 1]!,
      ) ||
      // or their role ("passed me on to their Head of Procurement, X")
      (toks.length > 1 &&
        (isTitleWord(toks[toks.length - 1]!) || /^(?:of|de|für|,)$/i.test(toks[toks.length - 1]!))))
  )
    toks.pop();
  const b = fold(toks.join(' '))
    .replace(/[^a-z@&/\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const c of [...cues].sort((x, y) => y.length - x.length)) {
    if (b.endsWith(' ' + fold(c)) || b === fold(c)) return c;
  }
  return null;
}

/** Words that make a piece of a note a clause about the lead ("works freelance so no company"), not a name. */
const CLAUSE_WORDS =
  /(?<!\p{L})(?:so|not|but|because|works|working|wants|will|would|maybe|is|was|has|had|no company|ohne firma|sin empresa)(?!\p{L})/iu;

/** Words around a title in prose ("she's our new Head of Ops at", "Leiter IT bei der") taken off. */
function cleanTitleText(text: string): string {
  let t = text;
  for (let i = 0; i < 2; i++)
    t = t.replace(
      /\s(?:at|@|bei|from|chez|bij|på|hos|de|en|von|with|of|in|der|des|du|del|presso|di|na|em|da|do|van)\s*$/iu,
      '',
    );
  return t
    .replace(/^[\s.,:;-]+/, '')
    .replace(
      /^(?:(?:she|he|they)(?:\s+(?:is|was|are)|'s|’s)|er\s+ist|sie\s+ist|él\s+es|ella\s+es|il\s+est|elle\s+est|hij\s+is|zij\s+is|ze\s+is|lei\s+è|lui\s+è)\s+/iu,
      '',
    )
    .replace(/^(?:and|y|und|et|en|e)\s+/i, '')
    .replace(
      /^(?:is|es|ist|est|the|a|an|la|el|die|der|our|their|her|his|nuestro|nuestra|unser|unsere|notre)\s+/i,
      '',
    )
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/^(?:new|newly appointed|nuevo|nueva|neuer|neue|nouveau|nouvelle)\s+/i, '')
    .replace(
      /^(?:currently|now|aktuell|derzeit|jetzt|actualmente|ahora|actuellement|attualmente|momenteel|atualmente)\s+/iu,
      '',
    )
    .replace(/^[\s,:;-]+|[\s,:;-]+$/g, '')
    .replace(/(\p{L}{2,})\.$/u, '$1');
}

/** The words that put a company after a role inside one phrase ("CTO at Brightwave", "Leiter bei X"). */
const AT_CUES = 'at|@|bei|from|chez|bij|på|hos|with';
const CUE_THEN_COMPANY = new RegExp(`^(?:${AT_CUES})\\s+\\p{Lu}`, 'u');
/** "VP Engineering at Cobaltix": the role, and the company after the cue. */
const TITLE_CUE_COMPANY = new RegExp(`^(.*)\\s(?:${AT_CUES})\\s+(\\p{Lu}.*)$`, 'u');
const TITLE_BEFORE_CUE = new RegExp(`^(.*?)\\s(?:${AT_CUES})\\s+\\p{Lu}`, 'u');

// Italian "presso", Portuguese "na"/"em" join a title to its company as "at" does
const STRONG_COMPANY_CUE = /\s(?:at|@|bei|chez|bij|på|hos|with|from|en|presso|na|em)\s+/giu;
const WEAK_COMPANY_CUE = /\s(?:of|de|del|de la|der|des|du|van|für|di|da|do|della|at the)\s+/giu;

/** A title on its left and a company on its right of one cue word ("vp sales @ tallgrass", "jefe de ventas de X"). */
/** Each introduction cue as a whole phrase of folded text. */
const INTRODUCTION_CUE_RES = [...INTRODUCTION_CUES, ...INTRODUCTION_AFTER_CUES].map(
  (c) => new RegExp(`(?:^|[^\\p{L}])${escapeRe(fold(c))}(?:$|[^\\p{L}])`, 'u'),
);

function splitTitleCompany(text: string): { title: string; company: string } | null {
  const at = (m: RegExpMatchArray): { title: string; company: string } => ({
    title: text.slice(0, m.index).trim(),
    company: text.slice(m.index! + m[0].length).trim(),
  });
  for (const m of text.matchAll(STRONG_COMPANY_CUE)) {
    const r = at(m);
    const first = words(r.company)[0] ?? '';
    if (
      titleScore(r.title) >= 0.5 &&
      r.company &&
      !isTitleWord(first) &&
      !/^(?:the|a|an|el|la|der|die|das|le)\s/i.test(r.company)
    )
      return r;
  }
  const weak = [...text.matchAll(WEAK_COMPANY_CUE)].map(at).filter((r) => {
    const first = words(r.company)[0] ?? '';
    return titleScore(r.title) >= 0.5 && first && !isTitleWord(first) && !isConnector(first);
  });
  // "responsable de exportación de Conservas Garrofer S.L.": the company starts at the capital, if any
  return weak.find((r) => /^\p{Lu}/u.test(r.company)) ?? weak[0] ?? null;
}

/** Labels of a company's main number ("Zentrale", "Switchboard", "Main"). */
const SWITCHBOARD_LABEL =
  /^(?:switchboard|main|main line|office|zentrale|vermittlung|conmutador|centralita|central|centralino|standard|reception|recepción|empfang|hq|pabx|pbx|sede|hoofdnummer|receptie)$/iu;
/** Labels of a person's own line at the office ("Direct", "Durchwahl", "DD"). */
const DIRECT_LABEL =
  /^(?:direct|direct line|direct dial|dd|d|durchwahl|direkt|directo|directe|rechtstreeks)$/iu;

/** An aside on how a name is spelled ("tudo junto, n é "da costa""), said between the name and the role. */
const SPELLING_ASIDE =
  /tudo junto|todo junto|todo pegado|all one word|one word|zusammen(?:geschrieben)?|tout attaché|aan elkaar|tutto attaccato|["“”„]/iu;

/**
 * In a typed note the lead's role usually follows the name: "Jane Doe, VP Sales, Acme", "jane doe (head of growth,
 * acme)", "Jane Doe – vp sales @ acme", "Juan Pérez, jefe de ventas de Acme S.A.". Reads up to three pieces after
 * the name on its line: a title (known title words, or any short piece followed by a company cue) and a company.
 */
function roleAfterName(phrases: Phrase[], name: NameCandidate): { title?: Phrase; company?: Phrase } {
  const p = name.phrase;
  const last = name.tokens[name.tokens.length - 1]!;
  const restStart = p.text.indexOf(last, p.text.indexOf(name.tokens[0]!)) + last.length;
  const pieces: Phrase[] = [];
  const rest = p.text
    .slice(restStart)
    .replace(/^[\s,.:;(–—-]+/, '')
    .trim();
  if (rest) pieces.push({ ...p, text: rest });
  for (const q of phrases.slice(p.index + 1)) {
    if (q.line !== p.line || pieces.length >= 3) break;
    // an aside about the spelling ("rui dacosta (tudo junto, n é "da costa"), dir. financeiro …") is skipped
    if (SPELLING_ASIDE.test(q.text) || !q.text.trim()) continue;
    pieces.push(q);
  }
  const out: { title?: Phrase; company?: Phrase } = {};
  // "introducing CFO Jane Doe of Acme": a title right before the name
  const before = words(p.text.slice(0, Math.max(0, p.text.indexOf(name.tokens[0]!))));
  const titleBefore: string[] = [];
  while (before.length && isTitleWord(before[before.length - 1]!)) titleBefore.unshift(before.pop()!);
  if (titleBefore.length && titleBefore.length <= 4) out.title = { ...p, text: titleBefore.join(' ') };
  for (const piece of pieces) {
    const sentence = piece.text
      .replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, '')
      .replace(
        /^(?:(?:she|he|they)(?:'s|’s|\s+is|\s+are)|shes|hes|theyre|(?:ze|zij|hij|sie|er|ella|él|elle|il|lei|lui)\s+(?:is|ist|es|est|è)|is|es|ist|est)\s+/iu,
        '',
      )
      .replace(/[!?]+$/, '')
      .trim();
    // a legal form keeps its final dot ("S.L."), a sentence does not
    const whole = endsInDottedForm(sentence) ? sentence : sentence.replace(/\.+$/, '');
    // a long run-on piece ends at its legal form ("ceo at acme labs inc based in denver")
    const text = words(whole).length > 8 ? (legalFormCut(whole) ?? whole) : whole;
    if (!text) continue;
    const longCued = words(text).length > 8 && CUE_THEN_COMPANY.test(text);
    // a piece ending in a legal form may be longer: the form's own words ("s.a. de c.v.") count too
    const tooLong = words(text).length > (legalSuffixAtEnd(text) ? 12 : 8);
    // a number ends the role; digits inside a name do not ("4Sight Robotics", "3M")
    if (/(?<!\p{L})\d+(?!\p{L})/u.test(text) || (tooLong && !longCued)) break;
    if (/^(?:at|en|auf|bei|à|op)\s+(?:the|el|la|der|dem|le|la|het)\s/i.test(text)) continue; // an event or a place
    const split = splitTitleCompany(text);
    // a role given after the name outweighs a title word before it ("new lead Jo Doe, director … at …")
    if (
      (!out.title || out.title.text === titleBefore.join(' ')) &&
      split &&
      words(split.company).length <= 7
    ) {
      out.title = { ...piece, text: split.title };
      out.company = { ...piece, text: untilLegalForm(split.company) };
      break;
    }
    // "Senior Manager, Channel Sales at Acme LLC": the title goes on after its comma, then the company
    if (out.title && out.title.text !== titleBefore.join(' ') && split && words(split.company).length <= 7) {
      out.title = { ...out.title, text: `${out.title.text}, ${split.title}` };
      out.company = { ...piece, text: untilLegalForm(split.company) };
      break;
    }
    const cue = /^(?:at|@|bei|chez|bij|på|hos|with|from|de|of|presso|na|em|da|do|di|van)\s+(.+)$/iu.exec(
      text,
    );
    if (out.title && (cue || words(text).length <= 5 || legalSuffixAtEnd(untilLegalForm(text)))) {
      const company = untilLegalForm(cue ? cue[1]! : text);
      if (titleScore(company) < 0.5 && !CLAUSE_WORDS.test(company)) out.company = { ...piece, text: company };
      break;
    }
    if (!out.title && titleScore(text) >= 0.5 && words(text).length <= 6) {
      out.title = { ...piece, text };
      continue;
    }
    // in mixed-case prose the company ends where the capitalised words do ("from Acme Robotics at the fair")
    const cued = cue && !isAllLower(cue[1]!) ? capitalisedRun(cue[1]!) : cue?.[1];
    if (!out.title && cued && words(cued).length <= 6) {
      out.company = { ...piece, text: cued };
    }
    break;
  }
  return out;
}

/** The title words a phrase ends with ("he passed me on to their Head of Procurement" → Head of Procurement). */
function trailingTitle(text: string): string | null {
  const ws = words(text);
  let k = ws.length;
  while (k > 0 && (isTitleWord(ws[k - 1]!) || (k < ws.length && isConnector(ws[k - 1]!)))) k--;
  while (k < ws.length && isConnector(ws[k]!)) k++;
  const tail = ws.slice(k);
  return tail.length >= 2 && tail.length < ws.length && /^\p{Lu}/u.test(tail[0]!) ? tail.join(' ') : null;
}

const TITLE_JOINERS = [', ', ' - ', ' – ', ' — ', ' ('];

/**
 * A typed title with the parts its line split off joined back: the complement of a one-word title ("Head –
 * Channel Partnerships"), a department after a dash ("Associate Director – Enterprise Sales"), the market it covers
 * (", UK and Ireland", " (South Asia)"), and a one-word title before it ("Director – Strategic Alliances").
 */
function joinTitleParts(
  title: { value: string; phrase: Phrase },
  phrases: readonly Phrase[],
  segments: readonly Segment[],
  namePhrase: Phrase | undefined,
): string {
  let value = title.value;
  let last = title.phrase;
  for (let step = 0; step < 3; step++) {
    const nxt = phrases[last.index + 1];
    if (!nxt || nxt.line !== last.line || nxt === namePhrase) break;
    const complement = nxt.text.replace(/\s(?:at|@|bei|chez|bij|på|hos)\s+\p{Lu}.*$/u, '').trim();
    const line = segments[nxt.seg]?.text ?? '';
    const sep = TITLE_JOINERS.find((x) => line.includes(`${value}${x}${complement}${x === ' (' ? ')' : ''}`));
    // a complement starts in capitals, unless the title itself was written in lower case ("senior manager, revenue …")
    const casing = /^\p{Lu}/u.test(complement) || isAllLower(value);
    if (!sep || !casing || words(complement).length > 4) break;
    const market = isRegionQualifier(complement);
    // a signature's title line, comma and all ("Senior Manager, Field Marketing")
    const wholeLine =
      sep === ', ' && line.trim() === `${value}, ${complement}` && titleScore(complement) >= 0.5;
    // "Associate Director – Enterprise Sales", "Associate Director, Enterprise Sales at …"
    const department = sep !== ' (' && titleScore(complement) >= 0.5 && words(complement).length <= 3;
    const fits =
      market ||
      // a one-word title takes any short complement; a longer one a qualifier of title words ("…, Sales Ops")
      words(value).length === 1 ||
      department ||
      wholeLine ||
      (titleScore(complement) >= 0.99 && words(complement).length <= 3);
    const companyLike =
      !!legalMatch(complement) ||
      !!legalSuffixAtEnd(complement) ||
      words(complement).some((w) => COMPANY_WORDS.has(w.toLowerCase()));
    if (!fits || (titleScore(complement) < 0.99 && !market && companyLike)) break;
    value = `${value}${sep}${complement}${sep === ' (' ? ')' : ''}`;
    last = nxt;
  }
  // "Director – Strategic Alliances": the complement won, the one-word title before it on the line is joined
  const prv = phrases[title.phrase.index - 1];
  // (or a whole title before a department: "senior manager, revenue operations")
  const prvText = prv ? cleanTitleText(prv.text) : '';
  const head =
    prv &&
    ((words(prv.text).length === 1 && isTitleWord(prv.text)) ||
      (words(prvText).length <= 3 && titleScore(prvText) >= 0.99 && !legalMatch(value)))
      ? words(prv.text).length === 1
        ? prv.text
        : prvText
      : '';
  const headSep = head
    ? TITLE_JOINERS.filter((x) => x !== ' (').find((x) =>
        segments[prv!.seg]?.text.includes(`${head}${x}${value}`),
      )
    : undefined;
  if (prv && headSep && prv.line === title.phrase.line && namePhrase !== prv)
    value = `${head}${headSep}${value}`;
  return value;
}

export function extractContact(input: ExtractInput): ExtractResult {
  const lines = prepareLines(input.lines, input.hints?.spoken);
  const rawText = lines.map((l) => l.text).join('\n');
  const segments = buildSegments(lines).map((s) =>
    s.ocr ? { ...s, text: joinDomainByCard(joinSpacedDomain(repairWebText(s.text)), rawText) } : s,
  );
  const typed = !segments.some((s) => s.ocr);

  // ---- contacts
  let emails = findEmails(segments);
  const websites = findWebsites(segments, emails);
  emails = recoverEmails(segments, emails, websites);
  reconcileDomains(emails, websites, !typed, rawText);
  if (!typed)
    for (const e of emails) {
      const domain = repairDomainByCardWords(e.domain, rawText);
      if (domain !== e.domain) Object.assign(e, { domain, value: `${e.local}@${domain}` });
    }
  const phones = findPhones(segments);

  // spans removed before looking for names, titles and companies
  const taken = new Map<number, [number, number][]>();
  const take = (seg: number, a: number, b: number): void => {
    taken.set(seg, [...(taken.get(seg) ?? []), [a, b]]);
  };
  emails.forEach((e) => take(e.seg, e.start, e.end));
  websites.forEach((w) => take(w.seg, w.start, w.end));
  phones.forEach((p) => take(p.seg, p.start, p.end));
  segments.forEach((s, i) => {
    const m = /(?:^|\s)\/in\/\S+|\S+\/in\/\S+|@[a-z0-9_]{3,}\b/i.exec(s.text);
    if (m && !s.text.includes('@' + (m[0].split('@')[1] ?? '') + '.'))
      take(i, m.index, m.index + m[0].length);
  });
  // drop overlapping spans
  for (const [k, spans] of taken) {
    const sorted = spans.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const sp of sorted) {
      const last = merged[merged.length - 1];
      if (last && sp[0] <= last[1]) last[1] = Math.max(last[1], sp[1]);
      else merged.push([...sp]);
    }
    taken.set(k, merged);
  }
  // the card's own domains, label by label ("summitline" of summitline.example.com), to mend OCR'd words with
  const domainLabels = [
    ...new Set(
      [...emails.map((e) => e.domain), ...websites.map((w) => w.host)].flatMap((d) =>
        d
          .toLowerCase()
          .replace(/^www\./, '')
          .split(/[.-]/)
          .filter((l) => l.length >= 4 && !/^(?:example|www)$/.test(l)),
      ),
    ),
  ];
  const localPieces = new Set(emails.flatMap((e) => e.local.split(/[._-]/)).filter((p) => p.length >= 3));
  const phrases = buildPhrases(segments, taken, typed ? [] : domainLabels, localPieces);
  const lowerRaw = fold(rawText);
  const introduction = INTRODUCTION_CUE_RES.some((re) => re.test(lowerRaw));
  const maxHeight = Math.max(1, ...phrases.map((p) => p.height));
  const personalEmails = emails.filter((e) => !e.generic);

  // ---- name
  type Scored<T> = { c: T; score: number; certainty: number };
  const nameScores: Scored<NameCandidate>[] = [];
  for (const p of phrases) {
    if (looksLikeAddress(p.text) || COUNTRY_LINE.test(p.text)) continue;
    const found = nameCandidates(p);
    if (!p.ocr) {
      for (const c of lowerCaseNameCandidates(
        p,
        personalEmails.map((e) => e.local),
      )) {
        if (!found.some((f) => f.clean === c.clean)) found.push(c);
      }
    }
    const capitalised = found.filter((c) => /\p{Lu}/u.test(c.raw));
    for (const c of found) {
      let score = 1;
      // where people write names with capitals, a lower-case run is less likely one
      if (!/\p{Lu}/u.test(c.raw) && (capitalised.length || !isAllLower(rawText))) score -= 0.8;
      const match = Math.max(0, ...personalEmails.map((e) => emailNameMatch(c.clean, e.local)));
      const genericMatch = Math.max(0, ...emails.map((e) => emailNameMatch(c.clean, e.local)));
      score += 2.5 * Math.max(match, genericMatch * 0.6);
      if (p.ocr) {
        score += 0.8 * (p.height / maxHeight);
        if (c.offset > 0) score -= 0.5;
      }
      const ctx = p.before + ' ' + p.text.split(c.tokens[0]!)[0];
      const after = fold(
        p.text.slice(p.text.indexOf(c.tokens[c.tokens.length - 1]!) + c.tokens[c.tokens.length - 1]!.length),
      ).replace(/^[\s,]+/, '');
      if (cueBefore(ctx, INTRODUCTION_CUES) || INTRODUCTION_AFTER_CUES.some((a) => after.startsWith(fold(a))))
        score += 3;
      else if (cueBefore(ctx, PERSON_CUES)) score += 1.2;
      if (cueBefore(ctx, GREETINGS)) score -= 2.5;
      // "don't go via her PA Lerato": the lead's assistant is someone else, and so is whoever referred the lead
      if (ASSISTANT_BEFORE.test(ctx) || REFERRER_BEFORE.test(ctx)) score -= 2.5;
      if (
        cueBefore(
          ctx,
          COMPANY_CUES.filter((x) => x !== 'with'),
        )
      )
        score -= 1.2;
      // a name right after a sign-off is the writer: the lead in a signature, the introducer in an introduction
      const prev = phrases[p.index - 1];
      const afterSignOff = prev && SIGN_OFFS.some((s) => fold(prev.text).replace(/[^a-z ]/g, '') === fold(s));
      if (afterSignOff) score += introduction ? -1.5 : 1;
      if (
        /^(?:geschäftsführer\w*|managing director|ceo|director)\s*$/i.test(p.before.split(/[·|]/).pop() ?? '')
      )
        score -= 0.8;
      // nearby title line
      const next = phrases[p.index + 1];
      if (next && titleScore(next.text) >= 0.5 && Math.abs(next.line - p.line) <= 1) score += 0.4;
      if (typed && p.index < 3) score += 0.2;
      // looks like the company (matches the domain)
      const dm = Math.max(
        0,
        ...emails.map((e) => companyDomainMatch(c.raw, e.domain)),
        ...websites.map((w) => companyDomainMatch(c.raw, w.host)),
      );
      if (dm >= 0.85 && match < 0.5) score -= 2;
      const certainty = match >= 0.8 ? 0.98 : match >= 0.5 ? 0.92 : 0.8;
      nameScores.push({ c, score, certainty });
    }
  }
  nameScores.sort((a, b) => b.score - a.score || a.c.phrase.index - b.c.phrase.index);
  const bestName = nameScores[0];
  const leadPara = bestName?.c.phrase.para ?? 0;

  // In an introduction, the writer signs below a sign-off: the addresses and numbers of that block are theirs.
  let writerPara = -1;
  if (typed && introduction) {
    const signOff = phrases.find((p) =>
      SIGN_OFFS.some((so) => fold(p.text).replace(/[^a-z ]/g, '') === fold(so)),
    );
    // after a sign-off, or (no sign-off) the name that opens the last paragraph: a signature block
    const lastPara = Math.max(...phrases.map((p) => p.para));
    const writer = signOff
      ? nameScores.find((n) => n.c.phrase.index > signOff.index && n.c.clean !== bestName?.c.clean)
      : nameScores.find(
          (n) =>
            n.c.phrase.para === lastPara &&
            n.c.clean !== bestName?.c.clean &&
            phrases.find((p) => p.para === lastPara) === n.c.phrase,
        );
    if (writer && writer.c.phrase.para !== leadPara) writerPara = writer.c.phrase.para;
  }
  const isWriters = (seg: number): boolean => writerPara >= 0 && segments[seg]?.para === writerPara;

  // ---- email
  const othersNames = nameScores.filter((n) => n.c.clean !== bestName?.c.clean).map((n) => n.c.clean);
  const leadMatch = (local: string): number => (bestName ? emailNameMatch(bestName.c.clean, local) : 0);
  const emailCandidates = emails.filter(
    (e) =>
      !e.generic &&
      !(isWriters(e.seg) && leadMatch(e.local) < 0.5) &&
      // in an introduction, the introducer's own address is not the lead's
      !(
        introduction &&
        leadMatch(e.local) < 0.5 &&
        othersNames.some((o) => emailNameMatch(o, e.local) >= 0.8)
      ),
  );
  const emailScores = emailCandidates.map((e) => {
    let s = e.generic ? 0 : 2;
    if (bestName) s += 2 * emailNameMatch(bestName.c.clean, e.local);
    if (typed && bestName && e.seg >= 0 && segments[e.seg]!.para === leadPara) s += 1;
    // another person's address (matches a different candidate name better)
    for (const other of nameScores.slice(1)) {
      if (other.c.clean !== bestName?.c.clean && emailNameMatch(other.c.clean, e.local) >= 0.8) s -= 1.5;
    }
    return { e, s };
  });
  emailScores.sort((a, b) => b.s - a.s || a.e.seg - b.e.seg);
  let bestEmail: EmailFound | undefined = emailScores[0]?.e;
  // an OCR slip in the address's local part that the name shows up ("maricke@" for Marieke)
  if (bestEmail && !typed) {
    const domain = repairTopLevelDomain(bestEmail.domain);
    if (domain !== bestEmail.domain)
      bestEmail = {
        ...bestEmail,
        domain,
        value: `${bestEmail.local}@${domain}`,
        conf: Math.min(bestEmail.conf, 0.85),
      };
  }
  if (bestEmail && bestName && !typed && !bestEmail.generic) {
    const seg = segments[bestEmail.seg]!.text;
    const repaired =
      localWithLostNamePart(
        bestEmail.local,
        bestName.c.clean,
        seg.slice(0, bestEmail.start),
        seg.slice(bestEmail.end),
      ) ??
      (bestEmail.recovered ? localWithoutLostAt(bestEmail.local, bestName.c.clean) : null) ??
      repairLocalByName(bestEmail.local, bestName.c.clean);
    if (repaired) {
      bestEmail = {
        ...bestEmail,
        local: repaired,
        value: `${repaired}@${bestEmail.domain}`,
        conf: Math.min(bestEmail.conf, 0.8),
      };
    }
  }

  // ---- phone
  const regions = rankRegions(
    rawText,
    input.hints?.profileRegion ?? input.defaultRegion,
    input.hints?.uiLanguage,
  );
  const phoneRegions = phones.some((p) => /^\(?0[1-9]/.test(cleanPhoneText(p.value)))
    ? withTrunkZeroSeen(regions)
    : regions;
  // a card's only number under a lone "F" is more likely a misread pictogram than a fax with no phone beside it
  const nonFax = phones.filter((p) => p.kind !== 'fax');
  const loneLetterFax = phones.filter(
    (p) => p.kind === 'fax' && (p.label ?? '').replace(/[^\p{L}]/gu, '').length === 1,
  );
  const phoneParsed = (nonFax.length || typed ? nonFax : loneLetterFax.slice(0, 1))
    .map((p) => ({ p, n: normalisePhone(p.value, phoneRegions, input.defaultRegion) }))
    .filter((x) => x.n);
  // "Derek's mobile is …": a number given as someone else's
  const othersFirstNames = new Set(othersNames.map((n) => fold(words(n)[0] ?? '')));
  const leadNameKeys = new Set(words(bestName?.c.clean ?? '').map((w) => fold(w)));
  // "No number for him, Leah said call her on …": whatever number follows is not the lead's
  const noNumberAt = typed ? rawText.search(NO_NUMBER_CUE) : -1;
  const someoneElses = (x: (typeof phoneParsed)[number]): boolean => {
    const before =
      segments[x.p.seg]!.text.slice(0, x.p.start)
        .split(/[.!?]\s/)
        .pop() ?? '';
    // "call me at …", "ring me on …", "mi celular …": the writer's own number
    if (
      typed &&
      introduction &&
      /\b(?:me|my|mi|mich|mir|meine?|moi|mon|ma|mij|mijn)\b(?:\s+\S+){0,3}\s*$/iu.test(before)
    )
      return true;
    if (noNumberAt >= 0 && rawText.indexOf(x.p.value, noNumberAt) > noNumberAt) return true;
    const owner = /(\p{L}+)['’]s\b(?!.*\p{L}+['’]s\b)/u.exec(before)?.[1];
    if (!owner || leadNameKeys.has(fold(owner))) return false;
    // someone the note names, or in an introduction anyone named but the lead ("Niamh's mobile is …")
    return othersFirstNames.has(fold(owner)) || (typed && introduction && /^\p{Lu}/u.test(owner));
  };
  const ownPhones = phoneParsed.filter((x) => !isWriters(x.p.seg) && !someoneElses(x));
  let pool = ownPhones;
  if (typed && bestName) {
    // in notes with several people, the lead's number sits near the lead's name or address
    const near = ownPhones.filter((x) => segments[x.p.seg]!.para === leadPara);
    const emailSeg = bestEmail ? bestEmail.seg : -1;
    const sameLine = ownPhones.filter(
      (x) => emailSeg >= 0 && segments[x.p.seg]!.line === segments[emailSeg]!.line,
    );
    const otherEmails = emails.filter((e) => e !== bestEmail && !e.generic);
    const notOthers = ownPhones.filter(
      (x) => !otherEmails.some((o) => segments[o.seg]!.line === segments[x.p.seg]!.line),
    );
    if (sameLine.length) pool = sameLine;
    else if (near.length)
      pool = near.filter((x) => notOthers.includes(x)).length
        ? near.filter((x) => notOthers.includes(x))
        : near;
    else if (notOthers.length) pool = notOthers;
  }
  // a company's switchboard is the last choice: a direct line beats it, the mobile beats both
  const rankPhone = (x: (typeof phoneParsed)[number]): number => {
    if (x.p.kind === 'mobile') return 3;
    if (x.n!.type === 'MOBILE' && x.p.kind === 'none') return 2;
    const label = (x.p.label ?? '').replace(/[^\p{L}\s]/gu, '').trim();
    return DIRECT_LABEL.test(label) ? 1.5 : SWITCHBOARD_LABEL.test(label) ? 0.5 : 1;
  };
  const bestPhone = [...pool].sort(
    (a, b) => rankPhone(b) - rankPhone(a) || a.p.seg - b.p.seg || a.p.start - b.p.start,
  )[0];

  // ---- website
  const personalDomain = bestEmail?.domain;
  const bestWebsite = [...websites].sort((a, b) => {
    const sa =
      (a.labelled ? 1 : 0) +
      (personalDomain && a.host === personalDomain ? 1 : 0) +
      (a.value.startsWith('www.') ? 0.3 : 0);
    const sb =
      (b.labelled ? 1 : 0) +
      (personalDomain && b.host === personalDomain ? 1 : 0) +
      (b.value.startsWith('www.') ? 0.3 : 0);
    return sb - sa || a.seg - b.seg;
  })[0];

  // ---- company
  const domains = [...new Set([...emails.map((e) => e.domain), ...websites.map((w) => w.host)])];
  const namePhrase = bestName?.c.phrase;
  type CompanyCand = { value: string; phrase: Phrase; score: number; certainty: number; start: number };
  const companies: CompanyCand[] = [];
  for (const p of phrases) {
    const m = legalMatch(p.text);
    const dm = (v: string): number => Math.max(0, ...domains.map((d) => companyDomainMatch(v, d)));
    const near = namePhrase ? Math.max(0, 1 - Math.abs(p.index - namePhrase.index) / 6) : 0;
    const samePara = typed && p.para === leadPara ? 0.6 : 0;
    if (m) {
      const suffixStart = m.index + (m[0].length - m[0].trimStart().replace(/^,\s*/, '').length);
      // a form right after another is part of it ("Kookaburra & Co. Pty Ltd")
      let suffixEnd = m.index + m[0].length;
      const further = LEGAL_AT_START.exec(p.text.slice(suffixEnd));
      if (further && /^\s/.test(p.text.slice(suffixEnd))) suffixEnd += further[0].length;
      const run = companyRunEndingAt(p.text, suffixStart, suffixEnd, p.ocr);
      if (p.ocr) {
        // the first word cut at its start where the line broke ("‘rowmore Robotics Teoranta" with
        // carrowmore-robotics.example): the card's domain spells it whole
        const cut = /([\p{Ll}]{4,})\s*$/u.exec(p.text.slice(0, run.start))?.[1];
        const whole =
          cut &&
          domains
            .flatMap((d) => d.split('.')[0]!.split('-'))
            .find((w) => w.length > cut.length && w.endsWith(cut));
        if (whole) run.value = `${capitalise(whole)} ${run.value}`;
      }
      if (words(run.value).length < 2 && !/^\p{Lu}/u.test(run.value)) continue;
      if (run.value === run.value.slice(-(m[1] ?? '').length)) continue;
      companies.push({
        value: run.value,
        phrase: p,
        score:
          2 +
          2 * dm(run.value) +
          near +
          samePara -
          (looksLikeAddress(p.text.slice(run.start + run.value.length)) ? 0.2 : 0),
        certainty: dm(run.value) >= 0.7 ? 0.97 : 0.9,
        start: run.start,
      });
      continue;
    }
    if (looksLikeAddress(p.text) || COUNTRY_LINE.test(p.text)) continue;
    const ts = titleScore(p.text);
    const cue = cueBefore(p.before, COMPANY_CUES);
    // "CTO at Brightwave", "VP Engineering at Cobaltix": the part after a cue word inside the phrase
    const inner = TITLE_CUE_COMPANY.exec(p.text);
    if (inner) {
      // in prose the company ends where the sentence goes on in lower case ("Acme Insurance and would like …")
      const v = (p.ocr || isAllLower(p.text) ? inner[2]! : capitalisedRun(inner[2]!)).replace(/[.,;]+$/, '');
      if (!nameCandidates({ ...p, text: v }).some((c) => c.raw === v) || dm(v) > 0.5) {
        companies.push({
          value: v,
          phrase: p,
          score: 1.2 + 2 * dm(v) + near + samePara,
          certainty: dm(v) >= 0.7 ? 0.95 : 0.82,
          start: p.text.indexOf(inner[2]!),
        });
      }
    }
    const capital = /^[\p{Lu}0-9]/u.test(p.text) && words(p.text).length <= 6;
    const d = dm(p.text);
    // a typed line of its own near the name, holding a word companies are named with ("… Health Systems")
    const companyLine =
      typed &&
      !!namePhrase &&
      Math.abs(p.line - namePhrase.line) <= 3 &&
      segments[p.seg]?.text.trim() === p.text &&
      words(p.text).some((w) => COMPANY_WORDS.has(w.toLowerCase()));
    if (capital && ts < 0.5 && (d >= 0.5 || cue || p.ocr || companyLine)) {
      const isName = bestName && fold(p.text).includes(fold(bestName.c.raw));
      if (isName) continue;
      const lower = words(p.text).filter((w) => /^\p{Ll}/u.test(w) && !isConnector(w)).length;
      if (lower > 0 && d < 0.5) continue;
      companies.push({
        value: p.text.replace(/[.,;]+$/, ''),
        phrase: p,
        score: 2 * d + (cue || companyLine ? 0.8 : 0) + near * 0.5 + samePara + (p.ocr ? 0.2 : 0),
        certainty: d >= 0.85 ? 0.93 : d >= 0.5 ? 0.88 : 0.7,
        start: 0,
      });
    }
  }
  const role = typed && bestName ? roleAfterName(phrases, bestName.c) : {};
  if (role.company) {
    const v = role.company.text.replace(/[.,;]+$/, (m) =>
      endsInDottedForm(role.company!.text) ? m.replace(/[,;]/g, '') : '',
    );
    companies.push({
      value: v,
      phrase: role.company,
      score: 4 + 2 * Math.max(0, ...domains.map((d) => companyDomainMatch(v, d))),
      certainty: 0.9,
      start: 0,
    });
  }
  companies.sort((a, b) => b.score - a.score || a.phrase.index - b.phrase.index);
  const bestCompany = typed ? companies[0] : legalNameOfWordmark(companies);

  // ---- title
  type TitleCand = { value: string; phrase: Phrase; score: number };
  const otherNamePhrases = nameScores
    .filter((n) => n.c.clean !== bestName?.c.clean && n.score > 1.5)
    .map((n) => n.c.phrase);
  const titles: TitleCand[] = [];
  for (const p of phrases) {
    let text = p.text;
    if (bestCompany && bestCompany.phrase === p) text = text.slice(0, bestCompany.start);
    if (bestName && bestName.c.phrase === p) {
      const idx = text.indexOf(bestName.c.tokens[bestName.c.tokens.length - 1]!);
      if (idx >= 0) text = text.slice(idx + bestName.c.tokens[bestName.c.tokens.length - 1]!.length);
    }
    text = cleanTitleText(text);
    // "… passed me on to their Head of Procurement, Imogen …": the role that ends the phrase before the name
    if (typed && namePhrase && p.index === namePhrase.index - 1 && titleScore(text) < 0.5) {
      const tail = trailingTitle(text);
      if (tail) text = tail;
    }
    const inner = TITLE_BEFORE_CUE.exec(text);
    if (inner) text = inner[1]!;
    if (!text || /@|\d{3}/.test(text) || COUNTRY_LINE.test(text) || (p.ocr && looksLikeSlogan(text)))
      continue;
    const ts = titleScore(text);
    // a region alone ("EMEA") qualifies the title beside it (joined below), it is none itself
    if (ts < 0.5 || words(text).every((w) => MARKET_WORDS.has(w.toLowerCase()))) continue;
    let score = ts;
    if (namePhrase) {
      const dist = Math.abs(p.line - namePhrase.line);
      if (p === namePhrase) score += 1;
      else if (dist <= 1) score += 1;
      else if (dist <= 3) score += 0.5;
      if (typed && p.para === leadPara) score += 0.5;
      if (typed && p.para !== leadPara) score -= 0.8;
    }
    if (bestCompany && bestCompany.phrase === p) score += 0.3;
    if (typed && namePhrase && p !== namePhrase) {
      // the role said right beside the lead's name, not beside someone else's ("Gareth (Engineering Manager)")
      if (Math.abs(p.index - namePhrase.index) === 1) score += 0.4;
      else if (otherNamePhrases.some((o) => Math.abs(p.index - o.index) === 1)) score -= 0.8;
    }
    titles.push({ value: text, phrase: p, score });
  }
  if (role.title) titles.push({ value: cleanTitleText(role.title.text), phrase: role.title, score: 4 });
  titles.sort((a, b) => b.score - a.score || a.phrase.index - b.phrase.index);
  // "VP, Sales EMEA": a title split at a comma on a typed line is joined back
  let bestTitle = titles[0];
  if (bestTitle && typed)
    bestTitle = { ...bestTitle, value: joinTitleParts(bestTitle, phrases, segments, bestName?.c.phrase) };

  // ---- address
  const addressLines = phrases.filter(
    (p) => (looksLikeAddress(p.text) || (COUNTRY_LINE.test(p.text) && p.ocr)) && p !== namePhrase,
  );
  const address = addressLines.length ? addressLines.map((p) => p.text).join(', ') : null;

  // ---- fields with confidence
  const phoneNorm = bestPhone?.n ?? null;
  const fields: ExtractedFields = {
    name: bestName
      ? makeField(
          // an OCR slip the lead's own address shows up ("Pefia" for Peña, with …pena@)
          typed
            ? bestName.c.clean
            : repairNameByEmail(
                bestName.c.clean,
                // the chosen address as mended by the name, else every personal one
                bestEmail && !bestEmail.generic ? [bestEmail.local] : personalEmails.map((e) => e.local),
                !!bestEmail && bestEmail.conf > bestName.c.phrase.conf,
              ),
          combine(
            bestName.c.phrase.conf,
            bestName.certainty * (nameScores[1] && nameScores[1].score > bestName.score - 0.5 ? 0.88 : 1),
          ),
        )
      : emptyField(),
    title: bestTitle
      ? makeField(
          recaseTitle(bestTitle.phrase.ocr ? repairTitleWords(bestTitle.value) : bestTitle.value),
          combine(bestTitle.phrase.conf, titles[1] && titles[1].score > bestTitle.score - 0.3 ? 0.82 : 0.93),
        )
      : emptyField(),
    company: bestCompany
      ? makeField(
          withoutLeadName(
            recaseCompany(
              bestCompany.phrase.ocr
                ? repairLegalSuffix(stripJunkPrefix(repairEszett(bestCompany.value)))
                : recaseLowerCompany(bestCompany.value),
            ),
            bestName?.c.raw,
          ),
          combine(bestCompany.phrase.conf, bestCompany.certainty),
        )
      : emptyField(),
    email: bestEmail
      ? makeField(
          bestEmail.value,
          combine(
            bestEmail.conf,
            bestEmail.generic
              ? 0.7
              : bestName && emailNameMatch(bestName.c.clean, bestEmail.local) >= 0.5
                ? 0.99
                : 0.9,
          ),
        )
      : emptyField(),
    phone: phoneNorm
      ? makeField(
          phoneNorm.display,
          combine(
            bestPhone!.p.conf,
            (phoneNorm.valid ? 0.98 : 0.86) *
              (bestPhone!.p.kind === 'none' && phoneParsed.length > 1 ? 0.9 : 1),
          ),
        )
      : emptyField(),
    website: bestWebsite
      ? makeField(
          bestWebsite.seg >= 0 && segments[bestWebsite.seg]?.ocr
            ? repairWebsiteHost(normaliseWebsite(bestWebsite.value))
            : normaliseWebsite(bestWebsite.value),
          combine(bestWebsite.conf, bestWebsite.labelled || bestWebsite.host === personalDomain ? 0.98 : 0.9),
        )
      : emptyField(),
    address: address ? makeField(address, combine(addressLines[0]!.conf, 0.8)) : emptyField(),
  };
  const chosenRegion = phoneNorm?.region ?? regions.ranked[0]?.code ?? null;
  const source = regions.ranked.find((r) => r.code === chosenRegion)?.source ?? 'none';
  return {
    fields,
    phoneE164: phoneNorm?.e164 ?? null,
    phoneValid: phoneNorm ? phoneNorm.valid : null,
    region: { code: chosenRegion, source: chosenRegion ? source : 'none' },
    rawText,
  };
}
