/**
 * The capture engine: recognised or typed lines in, the lead's fields out, each with a confidence and a
 * needs-confirmation flag. Business cards, email signatures, chat notes, LinkedIn-style blurbs, introductions
 * and voice transcripts all go through here.
 */
import {
  ADDRESS_WORDS,
  ALL_LABELS,
  COMPANY_CUES,
  GREETINGS,
  INTRODUCTION_CUES,
  KEEP_UPPER,
  LEGAL_SUFFIXES,
  NAME_PARTICLES,
  PERSON_CUES,
  SIGN_OFFS,
  SMALL_WORDS,
  TITLE_WORDS,
  TITLE_WORD_ENDINGS,
} from './dictionaries';
import { combine, makeField, emptyField } from './confidence';
import {
  findEmails,
  findPhones,
  findWebsites,
  reconcileDomains,
  recoverEmails,
  type EmailFound,
} from './contacts';
import { isHonorific, isPostNominal, normaliseName, stripNameDecorations } from './normalise-name';
import { normalisePhone } from './normalise-phone';
import { rankRegions } from './region';
import { buildSegments, type Segment } from './segments';
import { looksSpoken, normaliseSpokenText } from './spoken-forms';
import { capitalise, collapseSpaces, fold, foldAlnum, isAllLower, isAllUpper, similarity } from './text';
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

const LEGAL_RE = new RegExp(
  `(?:^|[\\s,])(${LEGAL_SUFFIXES.map((s) => s.pattern).join('|')})(?=$|[\\s,;)·|]|\\.(?:\\s|$))`,
  'u',
);

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
  if (TITLE_WORDS.has(k)) return true;
  return TITLE_WORD_ENDINGS.some((e) => k.length > e.length + 2 && k.endsWith(e));
}

function isConnector(w: string): boolean {
  return /^(?:of|and|&|for|de|del|la|y|e|für|und|der|des|du|et|van|voor|en|the|\/|,|-)$/i.test(
    w.replace(/,$/, ''),
  );
}

/** Share of a phrase's words that belong to a job title (connectors count half). */
function titleScore(text: string): number {
  const ws = words(text.replace(/[,()]/g, ' '));
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
  const addrWord = ws.some((w) => ADDRESS_WORDS.includes(w.replace(/\.$/, '')));
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
  /^(?:india|nederland|netherlands|ireland|éire|españa|spain|méxico|mexico|deutschland|germany|france|united kingdom|uk|usa|united states|österreich|schweiz|suisse)$/iu;

// ---------------------------------------------------------------------------------------------- phrases

/** Free-text splitting: sentences, commas, dashes, brackets; legal suffixes after a comma stay attached. */
function splitPhrases(text: string, typed: boolean): string[] {
  if (!typed) return [text];
  const protectedText = text
    .replace(
      new RegExp(`,\\s*(?=(?:${LEGAL_SUFFIXES.map((s) => s.pattern).join('|')})(?:$|[\\s,;)]))`, 'gu'),
      '\uE001',
    )
    .replace(/(\b\p{L}{2,})\.\s+(?=\p{Lu})/gu, (m, w: string) =>
      isHonorific(w) || /^(?:tel|mob|no|nr|st|ofi|pvt|ltd|inc|corp|co|bros|ave|av|dept)$/i.test(w)
        ? m
        : `${w}\uE002`,
    );
  return protectedText
    .split(/\uE002|[,;()]|\s[–—-]\s|\s\/\s|:\s|!\s|\?\s/u)
    .map((p) => p.replace(/\uE001/g, ', ').trim())
    .filter((p) => p && /\p{L}/u.test(p));
}

function buildPhrases(segments: Segment[], taken: Map<number, [number, number][]>): Phrase[] {
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
      while (ws.length && ALL_LABELS.has(ws[0]!.toLowerCase().replace(/[.:]+$/g, '')) && /[.:]$/.test(ws[0]!))
        ws.shift();
      c = ws.join(' ').replace(/^[\s:,.;|/-]+|[\s:,;|/-]+$/g, '');
      if (c && /\p{L}{2,}/u.test(c)) {
        for (const p of splitPhrases(c, !s.ocr)) {
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

const NAME_TOKEN = /^(?:\p{Lu}[\p{L}'’-]*|\p{Lu}\.|\p{Lu}\p{Ll}*[''’]\p{Lu}[\p{L}-]*)$/u;

function isNameToken(t: string, first: boolean): boolean {
  if (NAME_TOKEN.test(t)) return true;
  if (!first && NAME_PARTICLES.has(t)) return true;
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

/** Person-name candidates inside one phrase: the whole phrase on a card, capitalised runs in prose. */
function nameCandidates(p: Phrase): NameCandidate[] {
  const out: NameCandidate[] = [];
  const stripped = stripNameDecorations(p.text.replace(/\s*\((?:he|she|they)\/\w+\)/gi, ''));
  const toks = words(stripped.replace(/[,;:]$/, ''));
  const tryRun = (run: string[], offset: number): void => {
    while (
      run.length &&
      (isHonorific(run[0]!) ||
        /^(?:Herrn?|Frau)$/i.test(run[0]!) ||
        PERSON_CUES.includes(run[0]!.toLowerCase()))
    ) {
      run = run.slice(1);
      offset++;
    }
    while (run.length && isPostNominal(run[run.length - 1]!)) run = run.slice(0, -1);
    // a short upper-case token after mixed-case names is a degree the dictionary does not know ("FCA", "MBA")
    if (
      run.length > 2 &&
      /^\p{Lu}{2,4}$/u.test(run[run.length - 1]!) &&
      run.slice(0, -1).some((t) => /\p{Ll}/u.test(t))
    )
      run = run.slice(0, -1);
    while (run.length && NAME_PARTICLES.has(run[run.length - 1]!)) run = run.slice(0, -1);
    if (run.length < 2 || run.length > 5) return;
    if (!run.every((t, i) => isNameToken(t, i === 0))) return;
    if (run.filter((t) => !NAME_PARTICLES.has(t)).length < 2) return;
    if (run.some((t) => /\.$/.test(t) && t.length > 2 && !isHonorific(t))) return;
    if (run.filter((t) => isTitleWord(t)).length >= Math.max(1, run.length - 1)) return;
    if (run.some((t) => COMPANY_WORDS.has(t.toLowerCase()))) return;
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
    const clean = t.replace(/[.,;:!?]+$/, (m) => (/^\p{Lu}$/u.test(t.slice(0, -1)) ? m : ''));
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
  if (first.length >= 3 && l.includes(first)) return 0.8;
  // compound surnames written in full ("mvanderberg", "mgarcialopez")
  const rest = foldAlnum(words(name).slice(1).join(''));
  if (rest.length >= 4 && l.includes(rest)) return 0.9;
  if (parts.some((p) => p.length >= 4 && l.includes(p))) return 0.7;
  return 0;
}

/** Letters OCR confuses in lower-case print: each pair is (as read, as printed). */
const CONFUSABLE: [string, string][] = [
  ['c', 'e'],
  ['e', 'c'],
  ['i', 'l'],
  ['l', 'i'],
  ['1', 'l'],
  ['0', 'o'],
  ['rn', 'm'],
  ['m', 'rn'],
  ['vv', 'w'],
  ['cl', 'd'],
  ['ii', 'u'],
];

/**
 * An email local part that does not match the name, but would after undoing one OCR confusion ("maricke" →
 * "marieke" for Marieke van Dijk); null when there is nothing to repair.
 */
export function repairLocalByName(local: string, name: string): string | null {
  if (emailNameMatch(name, local) >= 0.5) return null;
  for (let i = 0; i < local.length; i++) {
    for (const [from, to] of CONFUSABLE) {
      if (!local.startsWith(from, i)) continue;
      const candidate = local.slice(0, i) + to + local.slice(i + from.length);
      if (emailNameMatch(name, candidate) >= 0.8) return candidate;
    }
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

function recaseCompany(company: string): string {
  const m = legalMatch(company);
  const suffix = m ? company.slice(m.index).trim().replace(/^,\s*/, '') : '';
  const base = m ? company.slice(0, m.index).trim() : company.trim();
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
    .replace(/[^A-Z0-9|!]/g, '')
    .replace(/[L1|!]/g, 'I')
    .replace(/0/g, 'O');
}

/**
 * A legal form at the end of an OCR'd company name that lost its dots or had a letter misread ("S.APL de CV")
 * gets its canonical spelling ("S.A.P.I. de C.V."). Only forms of four or more letters, matched whole words.
 */
export function repairLegalSuffix(company: string): string {
  const tokens = words(company);
  for (const suffix of LEGAL_SUFFIXES) {
    const key = suffixKey(suffix.form);
    if (key.length < 4) continue;
    for (let j = 1; j <= Math.min(5, tokens.length - 1); j++) {
      const tail = tokens.slice(-j).join(' ');
      if (suffixKey(tail) !== key) continue;
      if (new RegExp(`^(?:${suffix.pattern})$`, 'u').test(tail)) return company;
      return [...tokens.slice(0, -j), suffix.form].join(' ');
    }
  }
  return company;
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

function prepareLines(lines: TextLine[], spoken: boolean | undefined): TextLine[] {
  const raw = lines.map((l) => l.text).join('\n');
  const isSpoken = spoken ?? looksSpoken(raw);
  if (!isSpoken) return lines;
  return lines.map((l) => (l.words?.length ? l : { ...l, text: normaliseSpokenText(l.text) }));
}

/** Splits typed input given as one string per paragraph into lines. */
export function linesFromText(text: string): TextLine[] {
  return text.split(/\r?\n/).map((t) => ({ text: t }));
}

function companyRunEndingAt(
  text: string,
  suffixStart: number,
  suffixEnd: number,
): { value: string; start: number } {
  const before = text.slice(0, suffixStart).replace(/,\s*$/, '');
  const toks = before.split(/\s+/).filter(Boolean);
  const run: string[] = [];
  for (let i = toks.length - 1; i >= 0; i--) {
    const t = toks[i]!;
    const bare = t.replace(/[,:;]$/, '');
    if (/[:;]$/.test(t) && run.length) break;
    const cap = /^[\p{Lu}0-9&]/u.test(bare) || /^\p{Lu}/u.test(bare);
    const conn = /^(?:&|and|und|y|e|et|en|de|del|la|las|los|of|the|für|van|der|di|du)$/i.test(bare);
    if (cap || (conn && run.length)) {
      if (isTitleWord(bare) && !COMPANY_WORDS.has(bare.toLowerCase()) && run.length) {
        // "Senior Account Executive | Acme" is split before; here "Manager Acme Ltd" — stop at title words
        break;
      }
      if (/,$/.test(t) && run.length) break;
      run.unshift(bare);
    } else break;
  }
  while (run.length && /^(?:&|and|und|y|e|et|en|de|del|la|las|los|of|the|für|van|der|di|du)$/i.test(run[0]!))
    run.shift();
  const suffix = text.slice(suffixStart, suffixEnd).trim().replace(/^,\s*/, '');
  const comma = /,\s*$/.test(text.slice(0, suffixStart)) ? ',' : '';
  const value = collapseSpaces(`${run.join(' ')}${comma} ${suffix}`);
  const start = run.length ? text.lastIndexOf(run[0]!, suffixStart) : suffixStart;
  return { value, start: Math.max(0, start) };
}

function cueBefore(before: string, cues: string[]): string | null {
  const b = fold(before)
    .replace(/[^a-z@&\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const c of [...cues].sort((x, y) => y.length - x.length)) {
    if (b.endsWith(' ' + fold(c)) || b === fold(c)) return c;
  }
  return null;
}

export function extractContact(input: ExtractInput): ExtractResult {
  const lines = prepareLines(input.lines, input.hints?.spoken);
  const rawText = lines.map((l) => l.text).join('\n');
  const segments = buildSegments(lines);
  const typed = !segments.some((s) => s.ocr);

  // ---- contacts
  let emails = findEmails(segments);
  const websites = findWebsites(segments, emails);
  emails = recoverEmails(segments, emails, websites);
  reconcileDomains(emails, websites);
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
  const phrases = buildPhrases(segments, taken);
  const lowerRaw = fold(rawText);
  const introduction = INTRODUCTION_CUES.some((c) => lowerRaw.includes(fold(c)));
  const maxHeight = Math.max(1, ...phrases.map((p) => p.height));
  const personalEmails = emails.filter((e) => !e.generic);

  // ---- name
  type Scored<T> = { c: T; score: number; certainty: number };
  const nameScores: Scored<NameCandidate>[] = [];
  for (const p of phrases) {
    if (looksLikeAddress(p.text) || COUNTRY_LINE.test(p.text)) continue;
    for (const c of nameCandidates(p)) {
      let score = 1;
      const match = Math.max(0, ...personalEmails.map((e) => emailNameMatch(c.clean, e.local)));
      const genericMatch = Math.max(0, ...emails.map((e) => emailNameMatch(c.clean, e.local)));
      score += 2.5 * Math.max(match, genericMatch * 0.6);
      if (p.ocr) {
        score += 0.8 * (p.height / maxHeight);
        if (c.offset > 0) score -= 0.5;
      }
      const ctx = p.before + ' ' + p.text.split(c.tokens[0]!)[0];
      if (cueBefore(ctx, INTRODUCTION_CUES)) score += 3;
      else if (cueBefore(ctx, PERSON_CUES)) score += 1.2;
      if (cueBefore(ctx, GREETINGS)) score -= 2.5;
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

  // ---- email
  const emailScores = emails.map((e) => {
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
  if (bestEmail && bestName && !typed && !bestEmail.generic) {
    const repaired = repairLocalByName(bestEmail.local, bestName.c.clean);
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
  const phoneParsed = phones
    .filter((p) => p.kind !== 'fax')
    .map((p) => ({ p, n: normalisePhone(p.value, regions, input.defaultRegion) }))
    .filter((x) => x.n);
  let pool = phoneParsed;
  if (typed && bestName) {
    // in notes with several people, the lead's number sits near the lead's name or address
    const near = phoneParsed.filter((x) => segments[x.p.seg]!.para === leadPara);
    const emailSeg = bestEmail ? bestEmail.seg : -1;
    const sameLine = phoneParsed.filter(
      (x) => emailSeg >= 0 && segments[x.p.seg]!.line === segments[emailSeg]!.line,
    );
    const otherEmails = emails.filter((e) => e !== bestEmail && !e.generic);
    const notOthers = phoneParsed.filter(
      (x) => !otherEmails.some((o) => segments[o.seg]!.line === segments[x.p.seg]!.line),
    );
    if (sameLine.length) pool = sameLine;
    else if (near.length)
      pool = near.filter((x) => notOthers.includes(x)).length
        ? near.filter((x) => notOthers.includes(x))
        : near;
    else if (notOthers.length) pool = notOthers;
  }
  const rankPhone = (x: (typeof phoneParsed)[number]): number =>
    x.p.kind === 'mobile' ? 3 : x.n!.type === 'MOBILE' && x.p.kind === 'none' ? 2 : 1;
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
      const run = companyRunEndingAt(p.text, suffixStart, m.index + m[0].length);
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
    const inner = /^(.*)\s(?:at|@|bei|from|chez|bij|with)\s+(\p{Lu}.*)$/u.exec(p.text);
    if (inner) {
      const v = inner[2]!.replace(/[.,;]+$/, '');
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
    if (capital && ts < 0.5 && (d >= 0.5 || cue || p.ocr)) {
      const isName = bestName && fold(p.text).includes(fold(bestName.c.raw));
      if (isName) continue;
      const lower = words(p.text).filter((w) => /^\p{Ll}/u.test(w) && !isConnector(w)).length;
      if (lower > 0 && d < 0.5) continue;
      companies.push({
        value: p.text.replace(/[.,;]+$/, ''),
        phrase: p,
        score: 2 * d + (cue ? 0.8 : 0) + near * 0.5 + samePara + (p.ocr ? 0.2 : 0),
        certainty: d >= 0.85 ? 0.93 : d >= 0.5 ? 0.88 : 0.7,
        start: 0,
      });
    }
  }
  companies.sort((a, b) => b.score - a.score || a.phrase.index - b.phrase.index);
  const bestCompany = companies[0];

  // ---- title
  type TitleCand = { value: string; phrase: Phrase; score: number };
  const titles: TitleCand[] = [];
  for (const p of phrases) {
    let text = p.text;
    if (bestCompany && bestCompany.phrase === p) text = text.slice(0, bestCompany.start);
    if (bestName && bestName.c.phrase === p) {
      const idx = text.indexOf(bestName.c.tokens[bestName.c.tokens.length - 1]!);
      if (idx >= 0) text = text.slice(idx + bestName.c.tokens[bestName.c.tokens.length - 1]!.length);
    }
    text = text
      .replace(/\s(?:at|@|bei|from|chez|bij|de|en|von|with|of|in)\s*$/iu, '')
      .replace(/^(?:she|he|they)\s+(?:is|was|are)\s+/i, '')
      .replace(/^(?:is|es|ist|the|a|an|la|el|die|der|our|their|her|his)\s+/i, '')
      .replace(/^(?:the|a|an)\s+/i, '')
      .replace(/^[\s,:;-]+|[\s,:;-]+$/g, '');
    const inner = /^(.*?)\s(?:at|@|bei|from|chez|bij|with)\s+\p{Lu}/u.exec(text);
    if (inner) text = inner[1]!;
    if (!text || /@|\d{3}/.test(text)) continue;
    const ts = titleScore(text);
    if (ts < 0.5) continue;
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
    titles.push({ value: text, phrase: p, score });
  }
  titles.sort((a, b) => b.score - a.score || a.phrase.index - b.phrase.index);
  // "VP, Sales EMEA": a title split at a comma on a typed line is joined back
  let bestTitle = titles[0];
  if (bestTitle && typed) {
    const nxt = phrases[bestTitle.phrase.index + 1];
    if (
      nxt &&
      nxt.line === bestTitle.phrase.line &&
      titleScore(nxt.text) >= 0.99 &&
      words(bestTitle.value).length === 1
    ) {
      bestTitle = { ...bestTitle, value: `${bestTitle.value}, ${nxt.text}` };
    }
  }

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
          bestName.c.clean,
          combine(
            bestName.c.phrase.conf,
            bestName.certainty * (nameScores[1] && nameScores[1].score > bestName.score - 0.5 ? 0.88 : 1),
          ),
        )
      : emptyField(),
    title: bestTitle
      ? makeField(
          recaseTitle(bestTitle.value),
          combine(bestTitle.phrase.conf, titles[1] && titles[1].score > bestTitle.score - 0.3 ? 0.82 : 0.93),
        )
      : emptyField(),
    company: bestCompany
      ? makeField(
          recaseCompany(
            bestCompany.phrase.ocr
              ? repairLegalSuffix(stripJunkPrefix(bestCompany.value))
              : bestCompany.value,
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
          normaliseWebsite(bestWebsite.value),
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
