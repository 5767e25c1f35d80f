/**
 * Company rules of the capture engine: legal forms (matching, cutting at, mending OCR slips in), words companies are
 * named with, a company's run of words before its legal form, recasing, wordmarks, and matching a company to a
 * domain.
 */
import { KEEP_UPPER, LEGAL_SUFFIXES, NAME_PARTICLES, SMALL_WORDS, type LegalSuffix } from './dictionaries';
import { isConnector, isTitleWord, words } from './rule-helpers';
import {
  capitalise,
  collapseSpaces,
  domainOcrKey,
  fold,
  foldAlnum,
  inCaseOf,
  isAllLower,
  isAllUpper,
  ocrKey,
  similarity,
  upperFirst,
} from './text';

const LEGAL_ALTERNATIVES = LEGAL_SUFFIXES.map((s) => s.pattern).join('|');
const LEGAL_RE = new RegExp(
  `(?:^|[\\s,])(${LEGAL_ALTERNATIVES})(?=$|[\\s,;)·|–—]|-\\s|-(?=\\p{Lu}\\p{Ll})|\\.(?:\\s|$))`,
  'u',
);
/** A comma before a legal form: kept with the company when notes are split at commas. */
export const COMMA_BEFORE_LEGAL = new RegExp(`,\\s*(?=(?:${LEGAL_ALTERNATIVES})(?:$|[\\s,;)]))`, 'gu');
/** A legal form (or a title-cased "Llc."/"Corp.") followed by the next sentence's first word. */
export const LEGAL_THEN_SENTENCE = new RegExp(
  // (\uE001 stands for a comma kept before the form: "Acme, Lda. Next …")
  // (not before a second form that belongs to it: "Wattle & Co. Pty Ltd")
  `((?:^|\\s|\uE001)(?:${LEGAL_ALTERNATIVES}|Llc\\.|Corp\\.))\\s+(?=\\p{Lu}\\p{Ll})(?!(?:${LEGAL_ALTERNATIVES})(?:$|[\\s,.;]))`,
  'gu',
);
/** A legal form at the start of a text. */
export const LEGAL_AT_START = new RegExp(`^\\s*(${LEGAL_ALTERNATIVES})`, 'u');
/** A legal form opening the text as a word of its own ("SAS|…", not the "SA" of "Sabine"). */
export const LEGAL_FORM_FIRST = new RegExp(`^\\s*(?:${LEGAL_ALTERNATIVES})(?!\\p{L})`, 'u');
/**
 * Each legal form with its pattern matching a whole text: as printed (a bare form only in its own case: "sas" in a
 * sentence is no form), and in any case.
 */
const WHOLE_FORMS = LEGAL_SUFFIXES.map((s) => ({
  suffix: s,
  asPrinted: new RegExp(`^(?:${s.pattern})$`, 'u'),
  anyCase: new RegExp(`^(?:${s.pattern})$`, 'iu'),
}));

/** The legal form a whole text is, as printed or (`anyCase`) in any letter case; the first in the list. */
function wholeForm(text: string, anyCase = false): LegalSuffix | undefined {
  return WHOLE_FORMS.find((f) => (anyCase ? f.anyCase : f.asPrinted).test(text))?.suffix;
}

/** Each legal form in any letter case: ending a company name, and ending the first stretch of a text. */
const LEGAL_FORMS_ANY_CASE = LEGAL_SUFFIXES.map((s) => ({
  form: s.form,
  atEnd: new RegExp(`(?:^|[\\s,])(${s.pattern})\\.?$`, 'iu'),
  upTo: new RegExp(`^(.*?[\\s,](?:${s.pattern})\\.?)(?=[\\s,;]|$)`, 'iu'),
}));

export const COMPANY_WORDS = new Set([
  'group',
  'groupe',
  'grupo',
  'gruppe',
  'holding',
  'regional',
  'national',
  'international',
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
  // (also the words a company line's slips are mended towards, see `repairCompanyWords`)
  'consultants',
  'manufacturing',
  'pharma',
  'exports',
  'traders',
  'electronics',
  'automation',
  'instruments',
  'laboratories',
  'trading',
  'medizintechnik',
  'elektrotechnik',
  'maschinenbau',
  'werkzeuge',
  'logistik',
  'immobilien',
  'soluciones',
  'sistemas',
  'construcciones',
  'distribuciones',
  'transportes',
  'asesores',
  'distribution',
  'logistique',
  'ingénierie',
  'systèmes',
  'développement',
  'techniek',
  'installatietechniek',
  'groep',
  'diensten',
  'adviseurs',
]);

export function legalMatch(text: string): RegExpExecArray | null {
  return LEGAL_RE.exec(text);
}

/**
 * The legal form that ends a company name on a line: the first, unless it opens the line with no name before it
 * and a capitalised name and another form follow ("SA Saint-Aubin SAS", a logo's monogram that spells a form too;
 * not "S.A. de C.V.", one form in pieces).
 */
export function nameEndingForm(text: string): RegExpExecArray | null {
  const first = LEGAL_RE.exec(text);
  if (!first || text.slice(0, first.index).trim()) return first;
  const end = first.index + first[0].length;
  const rest = new RegExp(LEGAL_RE.source, 'gu');
  rest.lastIndex = end;
  const later = rest.exec(text);
  return later && /\p{Lu}\p{Ll}{2,}/u.test(text.slice(end, later.index)) ? later : first;
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
  // the domain leaves out the joiners ("Quinta do Vale Azul" at quintavaleazul)
  const joined = foldAlnum(
    words(m ? company.slice(0, m.index) : company)
      .filter((w) => !isConnector(w))
      .join(''),
  );
  if (joined.length >= 4 && joined === d) return 0.95;
  if (d.length >= 4 && base.includes(d)) return 0.9;
  if (base.length >= 4 && d.includes(base)) return 0.85;
  const firstWord = foldAlnum(words(company)[0] ?? '');
  if (firstWord.length >= 4 && d.includes(firstWord)) return 0.7;
  const sim = similarity(base, d);
  return sim >= 0.7 ? sim * 0.8 : 0;
}

/**
 * A logo's monogram read before the name it abbreviates ("LA LOGÍSTICA ALBARRÁN S.L.", "GTS Global Tech Services",
 * "SA Saint-Aubin SAS"): two or three capitals, the first letters of the words after it (or of a hyphenated word's
 * parts); even one that is a word too ("LA").
 */
function isMonogram(ws: readonly string[]): boolean {
  const mark = ws[0] ?? '';
  if (!/^\p{Lu}{2,3}$/u.test(mark)) return false;
  const named = ws
    .slice(1)
    .flatMap((w) => w.split('-'))
    .slice(0, mark.length);
  return (
    named.length === mark.length &&
    named.every((w, k) => /^\p{Lu}/u.test(w) && fold(w[0]!) === fold(mark[k]!))
  );
}

/** OCR specks of a logo read as letters before a company or title line ("OO Grupo …", "Ce) Arbolux …", "5 Senior …"). */
export function stripJunkPrefix(text: string): string {
  const ws = words(text);
  if (isMonogram(ws)) ws.shift();
  const speck = (w: string): boolean =>
    /^[^\p{L}]*\p{L}{0,2}[^\p{L}]*$/u.test(w) &&
    // (a kept abbreviation as printed, in capitals: "II" is a numeral, "Ii" a logo's specks)
    !(KEEP_UPPER.has(w.toLowerCase()) && w === w.toUpperCase()) &&
    !isTitleWord(w) &&
    !isConnector(w);
  // (specks read as two words or more: "Ve 7 Hoornaar B.V.")
  const firstWord = ws.findIndex((w) => !speck(w));
  // (a name of two capitals or a digit and a capital before a bare legal form is the name: "GE Ltd", "3M GmbH")
  const shortNameOfForm = (): boolean =>
    /^(?=.*\p{Lu})[\p{Lu}0-9]{2}$/u.test(ws[0]!) && !!wholeForm(ws.slice(1).join(' '), true);
  // (or before a wordmark printed all in small letters, "O clairval sa": a letter alone opens no such name)
  const smallWordmark = (): boolean =>
    /^\p{Lu}$/u.test(ws[0]!) &&
    /^\p{Ll}{4,}$/u.test(ws[1]!) &&
    ws.slice(1).every((w) => w === w.toLowerCase());
  while (
    ws.length > 1 &&
    speck(ws[0]!) &&
    !shortNameOfForm() &&
    (/^\p{Lu}/u.test(ws[1]!) || (speck(ws[1]!) && /^\p{Lu}/u.test(ws[firstWord] ?? '')) || smallWordmark())
  ) {
    ws.shift();
  }
  return ws.join(' ');
}

/** The capitalised words (and connectors, and a legal form) a company name starts a piece of prose with. */
export function capitalisedRun(text: string): string {
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
export function withoutLeadName(company: string, name: string | undefined): string {
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
  return (
    x === y || (x.length >= 5 && x.length === y.length && similarity(x, y) >= 0.8) || !!eszettReadAsOne(x, y)
  );
}

/**
 * Where a wordmark in capitals spells SS and the smaller print of the legal name read one glyph there, with the
 * address's usual slips besides ("WEISSDORN" beside "Weildom GmbH"): the printed letter is a ß, and this is the
 * wordmark's spelling with it ("weißdorn"); null otherwise.
 */
function eszettReadAsOne(mark: string, read: string): string | null {
  if (mark.length < 6 || read.length >= mark.length) return null;
  for (const m of mark.matchAll(/ss/g)) {
    const at = m.index;
    if (domainOcrKey(mark.slice(0, at) + read[at] + mark.slice(at + 2)) === domainOcrKey(read))
      return `${mark.slice(0, at)}ß${mark.slice(at + 2)}`;
  }
  return null;
}

/**
 * A card's wordmark ("REDBROOK", "Vindhya") stands for the legal name it prints elsewhere ("Vindhya Pharma Pvt.
 * Ltd." at the start of the address line): when the best candidate has no legal form and one with a legal form
 * holds its words, that one is the company, spelled with the wordmark's letters (the larger print reads better).
 */
export function legalNameOfWordmark<C extends { value: string }>(ranked: C[]): C | undefined {
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
      const word = eszettReadAsOne(foldAlnum(m), foldAlnum(w)) ?? m.toLowerCase();
      return isAllUpper(w) ? m.toUpperCase() : capitalise(word);
    });
    return { ...c, value: spelled.join(' ') };
  }
  return best;
}

/** "granitepeak software llc. he's at …" → "granitepeak software llc.": a company ends at its legal form. */
export function untilLegalForm(text: string): string {
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
export function legalFormCut(text: string): string | null {
  for (const { upTo } of LEGAL_FORMS_ANY_CASE) {
    const m = upTo.exec(text);
    if (m) return m[1]!;
  }
  return null;
}

/** Each legal form in any letter case, after the word before it (the word and the form as printed). */
const WORD_THEN_FORM = LEGAL_SUFFIXES.map((s) => ({
  form: s.form,
  re: new RegExp(`(?:^|[\\s,])([\\p{L}][\\p{L}-]{2,})[\\s,]+(?:${s.pattern})\\.?(?=[\\s,;]|$)`, 'iu'),
}));

/**
 * A wordmark taken for the company ("ZACATAL") where the card's line with the legal name was read garbled
 * ("Zocatd SA. de CV, Calle Hidalgo 2955"): the legal form after a near miss of the wordmark is the company's, and
 * the wordmark, read surely, spells its name. Only a single word of four letters or more, and a near miss opening
 * with the same letter.
 */
export function withFormOfGarbledLine(company: string, lineTexts: readonly string[]): string {
  if (legalFormCut(company)) return company;
  if (/^\p{L}[\p{L}-]{3,}(?: \p{L}[\p{L}-]{2,}){1,2}$/u.test(company))
    return withFormOfGarbledWords(company, lineTexts);
  if (!/^\p{L}[\p{L}-]{3,}$/u.test(company)) return company;
  const key = foldAlnum(company);
  for (const line of lineTexts) {
    for (const { form, re } of WORD_THEN_FORM) {
      const before = re.exec(line)?.[1];
      if (!before) continue;
      const read = foldAlnum(before);
      if (read !== key && read[0] === key[0] && similarity(read, key) >= 0.6) return `${company} ${form}`;
      break;
    }
  }
  return withFormOfGarbledPiece(company, key, lineTexts);
}

/**
 * A company whose first word the line lost ("BAY ENGINEERING LLC" where the card's domain is granitebay and GRANITE
 * is printed apart, a wordmark split over two lines): the domain's label runs the lost word into the company's
 * first words, and the card prints it. The word is put back in the company's case.
 */
export function withWordsOfDomainBefore(
  company: string,
  domains: readonly string[],
  lineTexts: readonly string[],
): string {
  const companyWords = words(company).map(foldAlnum);
  const printed = new Map(lineTexts.flatMap((line) => words(line).map((w) => [foldAlnum(w), w] as const)));
  for (const domain of domains) {
    const label = domain.split('.')[0]!;
    if (label.includes('-')) continue;
    for (let k = 1; k <= Math.min(2, companyWords.length - 1); k++) {
      const opening = companyWords.slice(0, k).join('');
      if (opening.length < 3 || !label.endsWith(opening)) continue;
      const lost = label.slice(0, label.length - opening.length);
      const word = lost.length >= 4 ? printed.get(lost) : undefined;
      if (!word || companyWords.includes(lost)) continue;
      const shouted = company === company.toUpperCase();
      return `${shouted ? word.toUpperCase() : upperFirst(word.toLowerCase())} ${company}`;
    }
  }
  return company;
}

/**
 * The same for a wordmark of two or three words ("PRAIRIE POINT" over "Prawns Point Inc. 2649 Market Stood"): the
 * legal form after as many words, the later ones read the same and the first a near miss opening with its letter.
 */
function withFormOfGarbledWords(company: string, lineTexts: readonly string[]): string {
  const mark = words(company).map(foldAlnum);
  for (const line of lineTexts) {
    const m = legalMatch(line);
    if (!m) continue;
    const read = words(line.slice(0, m.index)).slice(-mark.length).map(foldAlnum);
    if (read.length !== mark.length || read.join('') === mark.join('')) continue;
    const [first, ...rest] = read;
    const same = rest.every((w, k) => w === mark[k + 1]);
    const alike =
      first![0] === mark[0]![0] &&
      Math.abs(first!.length - mark[0]!.length) <= 0.3 * mark[0]!.length &&
      similarity(first!, mark[0]!) >= 0.4;
    if (same && alike) {
      const form = wholeForm(m[1]!)?.form;
      if (form) return `${company} ${form}`;
    }
  }
  return company;
}

/** What parts a line's pieces: a bar, a bullet, a tilde, a dash between spaces, a comma. */
const LINE_PIECES = /\s*[|•·~]\s*|\s[-–—]\s|,\s/u;

/**
 * The same for a legal line read worse (`withFormOfGarbledLine`): in a piece of a line, a legal form (read with the
 * slips `repairLegalSuffix` mends, "Pvt. Lid") after words that miss the wordmark by more but open with its letter
 * and are about as long ("Sart Ades SAS" beside Saint-Aubin); or after the wordmark's last letters opening the line,
 * its start cut off ("f GmbH - Lind…" beside Brückenhof).
 */
function withFormOfGarbledPiece(company: string, key: string, lineTexts: readonly string[]): string {
  for (const line of lineTexts) {
    const pieces = line.split(LINE_PIECES);
    for (const [k, raw] of pieces.entries()) {
      const piece = repairLegalSuffix(raw.trim());
      // (the form at the piece's end, or before the address the piece goes on with: "Sart Ades SAS 104 …")
      const m = legalMatch(piece);
      const suffix = legalSuffixAtEnd(piece) ?? (m ? { form: wholeForm(m[1]!)?.form, start: m.index } : null);
      if (!suffix?.form || suffix.form.replace(/[^\p{L}]/gu, '').length < 2) continue;
      const read = foldAlnum(piece.slice(0, suffix.start));
      if (!read || read === key) continue;
      const alike =
        read[0] === key[0] &&
        Math.abs(read.length - key.length) <= 0.3 * key.length &&
        similarity(read, key) >= 0.4;
      const cutStart = k === 0 && read.length <= 3 && key.length > read.length && key.endsWith(read);
      if (alike || cutStart) return `${company} ${suffix.form}`;
    }
  }
  return company;
}

/**
 * A company read with a mark or number after its legal form ("FALKENRIED GMBH 17%", "Lindeboom B.V. |"): an icon
 * or speck beside the line read as print. No company name goes on past its form in signs and digits alone.
 */
export function withoutMarksAfterForm(company: string): string {
  const cut = legalFormCut(company);
  if (!cut) return company;
  return /^(?:\s+[^\p{L}\s]{1,4})+\s*$/u.test(company.slice(cut.length)) ? cut : company;
}

/**
 * A company name that ends in the first word of a two-word legal form ("Saptagiri Software Pvt."), its second word
 * printed on a line of its own ("Ltd."), where the card's layout wrapped it: the form made whole.
 */
export function withFormWrapped(company: string, lineTexts: readonly string[]): string {
  if (!/(?:^|\s)(?:Pvt|PVT|Private|PRIVATE)\.?$/u.test(company)) return company;
  const rest = lineTexts.map((t) => t.trim()).find((t) => /^(?:Ltd|LTD|Limited|LIMITED)\.?$/u.test(t));
  if (!rest) return company;
  // (with the dot the card prints after the first word, which the company's run left off its end)
  const dot = !company.endsWith('.') && lineTexts.some((t) => t.includes(`${company}.`)) ? '.' : '';
  return `${company}${dot} ${rest}`;
}

/** The legal form a company name ends with, in any letter case ("acme pvt. ltd." → Pvt. Ltd.). */
export function legalSuffixAtEnd(company: string): { form: string; start: number } | null {
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
export function endsInDottedForm(text: string): boolean {
  const form = legalSuffixAtEnd(text)?.form;
  return !!form && (form.endsWith('.') || !text.endsWith('.'));
}

/** A company typed all in lower case gets capitalised words and the canonical spelling of its legal form. */
export function recaseLowerCompany(company: string): string {
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

/**
 * A bare legal form in small letters closing a company whose name has capitals, as a wordmark may set it and the
 * recogniser read it ("Clairval sas"). `recaseCompany` looks for one only on a card: typed text keeps its case
 * ("Boréalis inc.", "sp. z o.o.").
 */
function smallFormAtEnd(company: string): { index: number } | null {
  const m = /\s(\p{Ll}{2,})$/u.exec(company);
  if (!m || !/\p{Lu}/u.test(company.slice(0, m.index))) return null;
  const form = m[1]!;
  return WHOLE_FORMS.some((f) => f.suffix.form.length > 2 && f.anyCase.test(form))
    ? { index: m.index }
    : null;
}

export function recaseCompany(company: string, printed = false): string {
  const m = legalMatch(company) ?? (printed ? smallFormAtEnd(company) : null);
  const suffix = m ? company.slice(m.index).trim().replace(/^,\s*/, '') : '';
  const base = m ? company.slice(0, m.index).trim().replace(/,$/, '') : company.trim();
  // (a bare form is matched as printed; one in small letters in any case)
  const canon = suffix ? wholeForm(suffix, isAllLower(suffix)) : undefined;
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
  // a form in capitals after a name put in proper case takes its usual case, its dots as printed ("HARROWGATE
  // LTD." is Harrowgate Ltd., "MOHER LTD" Moher Ltd, "GMBH" GmbH)
  const letters = (t: string): string => t.replace(/[^\p{L}]/gu, '').toUpperCase();
  // (and one in small letters after a name in capitals or proper case, as a wordmark sets it: "Clairval sas")
  const recased =
    (b !== base && isAllUpper(suffix)) || (printed && /^\p{Ll}+$/u.test(suffix) && /\p{Lu}/u.test(base));
  const suf =
    suffix && recased && canon && letters(canon.form) === letters(suffix)
      ? /\.$/.test(suffix) || !/^[\p{L}]+\.$/u.test(canon.form)
        ? canon.form
        : canon.form.slice(0, -1)
      : suffix;
  const sep = m && /,\s*$/.test(company.slice(0, m.index + 1)) ? ', ' : ' ';
  return collapseSpaces(suf ? `${b}${sep}${suf}` : b).replace(/\s+,/g, ',');
}

/** Letters of a legal form as OCR may read them: punctuation and spaces gone, I/l/1 and O/0 alike. */
function suffixKey(s: string): string {
  return (
    s
      .toUpperCase()
      .replace(/[$§]/g, 'S')
      .replace(/[^A-Z0-9|!]/g, '')
      // an S read as 8 or 5 opening the form ("8. de R.L. de C.V.", "5. de RL. de CV")
      .replace(/^[85]/, 'S')
      .replace(/[L1|!]/g, 'I')
      .replace(/0/g, 'O')
      // a v read as u ("Put. Ltd." for Pvt. Ltd.)
      .replace(/U/g, 'V')
      // a G read as C ("CmbH" for GmbH); no legal form of four letters or more has a C where another has a G
      .replace(/C/g, 'G')
      // the H of GmbH read as two strokes ("Gmbli", "GmblI")
      .replace(/GMBII/g, 'GMBH')
      // the e of a form's "de" read as another vowel ("SA. da CV" for S.A. de C.V.)
      .replace(/(?<=[A-Z])D[AO](?=[A-Z])/g, 'DE')
  );
}

/** A dotted legal form glued to the word before it ("OLIVERAS.L.U.", "ZacatalS.deR.L.de C.V."). */
const GLUED_DOTTED_FORM = new RegExp(
  `(\\p{L}{3,})(${LEGAL_SUFFIXES.filter((s) => /^[A-Z]\.\s?[A-Za-z]/.test(s.form))
    .map((s) => s.pattern)
    .join('|')})$`,
  'u',
);

/** Legal forms of two dotted letters ("S.L.", "B.V."). */
const TWO_LETTER_DOTTED_FORMS = LEGAL_SUFFIXES.map((s) => s.form).filter((f) =>
  /^\p{Lu}\.\p{Lu}\.$/u.test(f),
);

/** A German or Dutch legal form with a street's name glued on after it, the separator between them lost. */
const GLUED_STREET_AFTER_FORM =
  /(?<=\s)(GmbH|KG|B\.V\.|N\.V\.)(?=\p{L}{2,}(?:stra(?:ß|ss|B)e|str\.|weg|platz|allee|gasse|damm|straat|laan|gracht|plein|kade)(?!\p{L}))/gu;

/**
 * Each part of an OCR'd line, between commas, dashes or bars, mended by `repairLegalSuffix`: a company before its
 * address ("Fernleigh Led. - 56 Wharf Road", "Encinar §.L., Calle Mayor").
 */
export function repairLegalSuffixes(text: string): string {
  return (
    text
      // (the Co. of a GmbH & Co. KG read with another vowel, wherever the line goes on: "GmbH & Ce. KG Friedrich…")
      .replace(/(?<=\bGmbH\s?&\s?)C[aeu0]\.?(?=\s?KG\b)/gu, 'Co.')
      // (a comma read for the dot before a Mexican form's "de": "Tezontle S.A, de C.V.")
      .replace(/(?<=\b\p{Lu}\.\s?\p{Lu}),\s*(?=de\s?[CR]\.)/gu, '. ')
      // (… or among a form's dotted capitals: "Encinar S.L,U.")
      .replace(/(?<=\b\p{Lu}\.\p{Lu}),(?=\p{Lu}\.)/gu, '.')
      // (a form glued to the street after it, the bar between them lost: "Mühlbach GmbHindenstraBe 109")
      .replace(GLUED_STREET_AFTER_FORM, '$1 | ')
      .split(/(,\s*|\s+[-–—|~•·§]\s+)/)
      .map((part, i) => (i % 2 ? part : repairLegalSuffix(part)))
      .join('')
  );
}

/** Each legal form that ends in a dot and is no form without it ("Teo."; not "Ltd.", also printed "Ltd"). */
const FORMS_ONLY_DOTTED = WHOLE_FORMS.filter(
  ({ suffix, asPrinted }) => suffix.form.endsWith('.') && !asPrinted.test(suffix.form.slice(0, -1)),
).map((f) => f.asPrinted);

/**
 * A card line's piece ending in a legal form whose last dot was read as a comma ("Carrowmore & McGrath Teo,", the
 * address after it cut off by a bar): the dot is put back, so the form is read as one.
 */
export function formDotReadAsComma(text: string): string {
  const m = /(?<=\p{L}\s)(\S+),$/u.exec(text);
  return m && FORMS_ONLY_DOTTED.some((re) => re.test(`${m[1]}.`)) ? `${text.slice(0, -1)}.` : text;
}

/**
 * A legal form at the end of an OCR'd company name that lost its dots or had a letter misread ("S.APL de CV")
 * gets its canonical spelling ("S.A.P.I. de C.V."). Only forms of four or more letters, matched whole words.
 */
export function repairLegalSuffix(raw: string): string {
  // "Lid.", "Led", "Lud", "Lad", "Ld." or "12d" for Ltd: too short a form for the fuzzy match below, but t read as
  // i, e, u or a, or lost (or "Lt" read as 12) is a common slip
  const company = raw
    // (a speck after the last dot read as one more: "OLIVERAS.L..")
    .replace(/(?<=\p{L}\.)\.+$/u, '')
    // (only with a dot of its own: undotted, the letters are a word's end, "PEÑALOSA")
    .replace(GLUED_DOTTED_FORM, (glued, word: string, form: string) =>
      form.includes('.') ? `${word} ${form}` : glued,
    )
    // an undotted form no word ends with, its space lost ("THE GLENBEIGH GROUPLTD"); not Inc or AG, which end
    // words ("Zinc", "Tag")
    .replace(/(?<=\p{L}{3,})(LTD|Ltd|GMBH|GmbH|LLC|LLP|PLC)(\.?)$/u, ' $1$2')
    // a backslash or slash read between the letters of a dotted form ("Hoornaar B.\V.")
    .replace(/(?<=\s\p{Lu}\.)[\\/](?=\p{Lu}\.?$)/u, '')
    // a § is an S opening a dotted form ("Peñalosa §.L."): no company name holds one
    .replace(/(?<=\s)§(?=\.?\p{Lu}\.)/gu, 'S')
    // (an Indian "Pvt." glued to the name before it, "GODAVARIPVT. LID.", is set apart first)
    .replace(/(?<=\p{L}{3,})(Pvt|PVT)\.(?=\s*(?:L[\p{L}\d]{0,2}[dD]|12d|1td)\.?\s*$)/u, ' $1.')
    // (an Indian "Pvt." read without its v before that Ltd, or before Ltd read right: "The Saptagiri Group Pt Lid",
    // "Aravalli Pharma Pt. Ltd.")
    // (or without its t: "Trishul Pv. Lid.")
    .replace(/(?<=\p{L}{3,}\s)P(?:[tu]t?|v)\.?(?=\s+(?:L[il1euat]?|12|1t|It)d\.?\s*$)/u, 'Pvt.')
    // (a logo glyph read after it, "Lid (7)", is left for the company's own clean-up)
    .replace(
      /(?<=(?:\p{L}{3,}|\bPvt\.)\s)(?:L[il1eua]?|12|1t|It)d(\.?)(?=\s*(?:\(\S{1,2}\)|[^\p{L}\p{N}\s]{1,2})?\s*$)/u,
      'Ltd$1',
    )
    // (after "Pvt." the form is Ltd wherever the line goes on: "Aravalli Group Pvt. Lid. 4th Floor, …")
    .replace(/(?<=\bPvt\.\s?)(?:L[il1eua]?|12|1t|It)d(?=\.?(?:\s|$))/u, 'Ltd')
    // … and in capitals ("PVT. LID.")
    .replace(
      /(?<=(?:\p{Lu}{3,}|\bPVT\.)\s)(?:L[IEUA1]?|12|1T|IT)D(\.?)(?=\s*(?:\(\S{1,2}\)|[^\p{L}\p{N}\s]{1,2})?\s*$)/u,
      'LTD$1',
    )
    // "S.il" for S.L.: the L read as two thin letters (no legal form is spelled so)
    .replace(/(?<=\p{L}{3,}\s)S\.\s?(?:[il1|][il1I|L]|I[il1|L])\.?(?=\s*$)/u, 'S.L.')
    // "Ss L" for S.L. after a name in capitals: its first dot read as an s, its second lost
    .replace(/(?<=\p{Lu}{3,}\s)Ss\s?L\.?(?=\s*$)/u, 'S.L.')
    // a two-letter dotted form whose first letter was lost (".L." for S.L.), where only one form ends so
    .replace(/(?<=\p{L}{3,}\s)\.(\p{Lu})\.(?=\s*$)/u, (lost, letter: string) => {
      const forms = TWO_LETTER_DOTTED_FORMS.filter((f) => f.endsWith(`${letter}.`));
      return forms.length === 1 ? forms[0]! : lost;
    })
    // an Indian "Pvt." is only ever followed by Ltd., which its own line may have lost ("The Saptagiri Group Pvt.")
    .replace(/(?<=\p{L}{3,}\s)(Pvt|PVT)\.?\s*$/u, (_m, pvt: string) =>
      pvt === 'PVT' ? 'PVT. LTD.' : 'Pvt. Ltd.',
    )
    // "de R.L. de C.V." is only ever the tail of S. de R.L. de C.V.: its "S." was lost
    .replace(/(?<=\p{L}\s)(?=de R\.\s?L\. de C\.\s?V\.?\s*$)/u, 'S. ');
  // "BY." or "B.Y." for B.V., its V read as a Y: too short a form for the fuzzy match below (after a capitalised
  // word only, not a credit line's "DESIGNED BY")
  // (and "8.V.", its B read as an eight; also with its first dot lost after a capitalised word, "Techniek 8 V")
  const fixed = company
    .replace(/(?<=\p{Lu}\p{Ll}{2,}\s)B\.?Y\.?(?=\s*$)/u, 'B.V.')
    .replace(/(?<=\p{L}{3,}\s)8\.\s?[VY]\.?(?=\s*$)/u, 'B.V.')
    .replace(/(?<=\p{Lu}\p{Ll}{2,}\s)8\s?V\.?(?=\s*$)/u, 'B.V.');
  if (fixed !== company) return fixed;
  // (a logo glyph read after the form, "S.A. de C.v. (8)", is left for the company's own clean-up)
  const glyph = /\s+(?:\(\S{1,2}\)|[^\p{L}\p{N}\s]{1,2})\s*$/u.exec(company);
  const tokens = words(glyph ? company.slice(0, glyph.index) : company);
  // (a small letter after a form printed whole, its dot closing it, is a speck, no letter of it: "Ltd. a )" is
  // no Ltda.)
  if (
    tokens.length > 2 &&
    /^\p{Ll}$/u.test(tokens[tokens.length - 1]!) &&
    tokens[tokens.length - 2]!.endsWith('.') &&
    legalSuffixAtEnd(tokens.slice(0, -1).join(' '))
  )
    return company;
  for (const { suffix, asPrinted } of WHOLE_FORMS) {
    const key = suffixKey(suffix.form);
    if (key.length < 2) continue;
    for (let j = 1; j <= Math.min(5, tokens.length - 1); j++) {
      const tail = tokens.slice(-j).join(' ');
      // (a two-letter form only dotted as one, with a digit or sign in it: "8.1" or "8.L." for S.L.)
      if (key.length === 2 && !/^[\p{L}\d§$]\.\s?[\p{L}\d|!]\.?$/u.test(tail)) continue;
      // (a three-letter form only when a digit or sign in it shows the slip: "L1.C" for LLC; or a form of dotted
      // capitals read with a small letter, "N.v.", its dots as printed)
      // (or an undotted form of capitals with its last read small, "LLc")
      const miscased =
        (/^(?:\p{Lu}\.\s?)+$/u.test(suffix.form) && tail.includes('.') && tail !== tail.toUpperCase()) ||
        (/^\p{Lu}{3}$/u.test(suffix.form) && /^\p{Lu}{2}\p{Ll}$/u.test(tail));
      if (key.length < 4 && !/[\d|!$§]/u.test(tail) && !miscased) continue;
      // a long form may be cut or garbled at its end ("UG (haftungsbesct")
      const near =
        key.length >= 8 &&
        suffixKey(tail).slice(0, 3) === key.slice(0, 3) &&
        similarity(suffixKey(tail), key) >= (key.length >= 10 ? 0.8 : 0.85);
      if (suffixKey(tail) !== key && !near) continue;
      // printed correctly: kept, unless only its spacing strays from the usual form ("R.L.de C.V.")
      const spacingOnly =
        tail.replace(/\s/g, '').toLowerCase() === suffix.form.replace(/\s/g, '').toLowerCase();
      if (asPrinted.test(tail) && (!spacingOnly || tail.toLowerCase() === suffix.form.toLowerCase()))
        return company;
      return [...tokens.slice(0, -j), suffix.form].join(' ');
    }
  }
  return company;
}

/**
 * Spanish words of titles ("Director Comercial", "Jefa Técnica") that also open company names ("Comercial Ibérica
 * S.L.", "Distribuidora Comercial Tlaloc S.A."): kept in a company when they open its line.
 */
const COMPANY_OPENERS = new Set(['comercial', 'técnica', 'industrial', 'distribuidora', 'constructora']);

/** COMPANY_WORDS without their accents, as the recogniser often reads them ("Logistica Tramontana S.A."). */
const COMPANY_WORDS_UNACCENTED = new Set([...COMPANY_WORDS].map(fold));

/** Nouns for "company" said before a company's name ("die Firma X GmbH", "la empresa X S.L."). */
const COMPANY_NOUN_BEFORE_NAME =
  /^(?:Firma|Fa\.|Unternehmen|Empresa|Entreprise|Société|Societa|Società|Bedrijf)$/u;

/** "The" with one letter misread, or read small. */
const THE_MISREAD = /^(?:[rtfI1l|]he|T[hn][ec]|Tn[ec]|[rtfI1l|]HE|T[HN][EC]|TN[EC])$/u;

export function companyRunEndingAt(
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
    // (a speck read as a tilde or a bullet glued to the name's first word: "~The Kingsmere Group LLP")
    const bare = t.replace(/[,:;]$/, '').replace(/^[“”"‘’'(«~•·*]+/u, '');
    if (/[:;]$/.test(t) && run.length) break;
    // a pictogram read as a sign or a digit in brackets ("LIC. URIEL BUSTAMANTE (6) Huasteca S. de R.L. de C.V.")
    // stands between the company and what the line holds before it
    if (ocr && /^\(?[^\p{L}\s]{1,2}\)$/u.test(t)) break;
    // "bei der Firma Rheintaler Antriebstechnik GmbH": the word for "company" before a name is none of it
    if (run.length && COMPANY_NOUN_BEFORE_NAME.test(bare)) break;
    // an elided article before a capital ("Val d'Enza", "Pont l'Évêque") belongs to the name
    // (and a capital whose small letter differs only in size, read small before the "&" of a name: "carrowmore &
    // MacEntee DAC", "saint-Aubin & Chevalier SARL")
    // (or between two capitalised words of the name: "The cedar Ridge Group LLC")
    const readSmall =
      ocr &&
      /^[cosvwxz]\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)?$/u.test(bare) &&
      (run[0] === '&' ||
        (/^\p{Lu}\p{Ll}/u.test(run[0] ?? '') && i > 0 && /^\p{Lu}\p{Ll}*$/u.test(toks[i - 1]!)));
    // (a generic company word read or written small after a capitalised word of the name: "Kempenaar
    // installatietechniek B.V.")
    const smallCompanyWord =
      /^\p{Ll}{3,}$/u.test(bare) &&
      COMPANY_WORDS.has(bare) &&
      i > 0 &&
      /^\p{Lu}\p{L}+$/u.test(toks[i - 1]!) &&
      !isTitleWord(toks[i - 1]!);
    const cap = /^[\p{Lu}0-9&]/u.test(bare) || /^[dl]['’]\p{Lu}/u.test(bare) || readSmall || smallCompanyWord;
    // (Dutch "'t" for het: "Brouwerij 't Hoppeland BV"; its apostrophe is the word's own)
    const elidedHet = /^['’]t$/.test(t);
    const conn =
      /^(?:&|and|und|y|e|et|en|de|del|des|la|las|los|le|les|of|the|für|van|der|di|du|da|do|dos|das|della|dei|delle|degli)$/i.test(
        bare,
      ) || elidedHet;
    if (cap || (conn && run.length)) {
      // "Großmann & Partner" is a name; "Founder & MD of …" is a title
      const afterAnd =
        i > 1 &&
        /^(?:&|and|und|y|et|en)$/i.test(toks[i - 1]!) &&
        !isTitleWord(toks[i - 2]!.replace(/[,:;]$/, ''));
      if (
        isTitleWord(bare) &&
        !COMPANY_WORDS_UNACCENTED.has(fold(bare)) &&
        // (straight before a capitalised word: "Comercial en Tlaloc S.A." is a role held at Tlaloc)
        !(
          toks.slice(0, i + 1).every((w) => COMPANY_OPENERS.has(w.toLowerCase())) &&
          /^\p{Lu}/u.test(run[0] ?? '') &&
          !/^(?:De|Del|En|La|Las|Los|Y)$/.test(run[0] ?? '')
        ) &&
        run.length &&
        !afterAnd
      ) {
        // "Senior Account Executive | Acme" is split before; here "Manager Acme Ltd" — stop at title words
        break;
      }
      if (/,$/.test(t) && run.length) break;
      run.unshift(readSmall || smallCompanyWord ? upperFirst(bare) : elidedHet ? t : bare);
    } else break;
  }
  // "Jefe de Alianzas Estratégicas en Cafetal Andino S.A.S.": after a role, Spanish "en" says where the role is
  // held, and the words before it are the role's department, not the company's
  const enAt = run.indexOf('en');
  const roleBefore = toks
    .slice(Math.max(0, toks.length - run.length - 3), toks.length - run.length)
    .some((t) => isTitleWord(t.replace(/[,:;]$/, '')));
  if (enAt > 0 && enAt <= 3 && roleBefore) run.splice(0, enAt + 1);
  // a lower-case wordmark alone before its legal form on a card line ("summitline Inc.")
  if (ocr && !run.length && toks.length === 1 && /^\p{Ll}{3,}$/u.test(toks[0]!)) run.push(toks[0]!);
  // a "The" opening the line, its T misread or lost ("rhe Redbrook Group PLC", "Tne Moher Group Ltd", "he Vindhya
  // Group LLP"), maybe after a pictogram ("@ he Bluefin Group L1.C"): the name's own
  const wordsBeforeRun = toks.length - run.length;
  const theAt = Math.max(0, wordsBeforeRun - 1);
  if (
    ocr &&
    toks.slice(0, theAt).every((t) => /^[^\p{L}\p{N}]{1,2}$/u.test(t)) &&
    (THE_MISREAD.test(toks[theAt]!) || /^(?:he|HE)$/.test(toks[theAt]!))
  ) {
    if (wordsBeforeRun === 0 && run.length > 1) run.shift();
    if (/^\p{Lu}/u.test(run[0] ?? '')) run.unshift(run.every((w) => w === w.toUpperCase()) ? 'THE' : 'The');
  }
  // a leading connector is not part of the name, but a capitalised "The" is ("The Moher Group Ltd"), and so is a
  // capitalised article after a company cue ("bij De Wit & Zonen B.V.")
  const cueBeforeRun = /^(?:at|bij|bei|en|chez|presso|på|hos|@)$/i.test(
    toks[toks.length - run.length - 1] ?? '',
  );
  // a capitalised article opening the line is the name's own ("De Smedt Koeltechniek BV", "La Costa S.L.")
  const opensLine = toks.length === run.length;
  while (
    run.length &&
    /^(?:&|and|und|y|e|et|en|de|del|la|las|los|of|the|für|van|der|di|du|della|dei|delle|degli|da|do|dos|das)$/i.test(
      run[0]!,
    ) &&
    run[0] !== 'The' &&
    run[0] !== 'THE' &&
    !((cueBeforeRun || opensLine) && /^\p{Lu}/u.test(run[0]!) && run.length > 1)
  )
    run.shift();
  const suffix = text.slice(suffixStart, suffixEnd).trim().replace(/^,\s*/, '');
  const comma = /,\s*$/.test(text.slice(0, suffixStart)) ? ',' : '';
  const value = collapseSpaces(`${run.join(' ')}${comma} ${suffix}`);
  // (where its first word is printed: the run is the last of the words before the legal form, and a search for a
  // one-letter word would find a letter of the form itself, the "A" of "A Eichwerk AG")
  const starts = [...before.matchAll(/\S+/g)].map((m) => m.index!);
  const start = run.length ? (starts[starts.length - run.length] ?? suffixStart) : suffixStart;
  return { value, start };
}

/** Letters OCR reads for one another in a word of print (`ocrKey`'s), and an e, o or c too. */
function slipKey(word: string): string {
  return ocrKey(fold(word)).replace(/[eo]/g, 'c');
}

const COMPANY_WORD_BY_KEY = new Map<string, string | null>();
for (const w of COMPANY_WORDS) {
  const key = slipKey(w);
  // (two words one key apart tell nothing: neither is taken)
  COMPANY_WORD_BY_KEY.set(key, COMPANY_WORD_BY_KEY.has(key) && COMPANY_WORD_BY_KEY.get(key) !== w ? null : w);
}
const COMPANY_WORDS_FOLDED = new Set([...COMPANY_WORDS].map((w) => fold(w)));

/**
 * A company word cut at its end where the recogniser broke the line, its rest read as a line of its own ("Old Q Ltd"
 * beside "uay Ltd." with old-quay.example): the domain's words, one for each of the company's, spell it whole. Only
 * where the card prints the rest (two letters or more) at the start of a word.
 */
export function completedWordsFromDomain(
  company: string,
  domains: readonly string[],
  cardText: string,
): string {
  const form = legalSuffixAtEnd(company);
  const core = (form ? company.slice(0, form.start) : company).trim().split(/\s+/);
  for (const domain of domains) {
    const pieces = domain.split('.')[0]!.split('-');
    if (pieces.length !== core.length || pieces.length < 2) continue;
    const printed = (rest: string): boolean =>
      rest.length >= 2 && new RegExp(`(?<!\\p{L})${rest}`, 'iu').test(cardText);
    const words = core.map((w, k) => {
      const piece = pieces[k]!;
      const f = fold(w);
      if (f === piece) return w;
      if (!piece.startsWith(f) || !/^[a-z]+$/.test(piece) || !printed(piece.slice(f.length))) return null;
      return isAllUpper(w) && w.length > 1 ? piece.toUpperCase() : capitalise(piece);
    });
    if (words.some((w) => w === null) || words.join(' ') === core.join(' ')) continue;
    return [words.join(' '), form ? company.slice(form.start).trim() : ''].filter(Boolean).join(' ');
  }
  return company;
}

/**
 * "Zacatal 5 S. A. de C.V.": a lone 5 or 8 before a dotted legal form that opens with the letter it looks like (S,
 * B) is that letter read twice, once as a digit. Kept where a domain of the card has the digit ("canal5").
 */
export function withoutEchoedFormLetter(company: string, domains: readonly string[]): string {
  return company.replace(
    /(?<=\p{L}{2})\s([58])(?=\s([SB])\.\s?\p{Lu})/u,
    (echo, digit: string, letter: string) =>
      (digit === '5' ? letter === 'S' : letter === 'B') && !domains.some((d) => d.includes(digit))
        ? ''
        : echo,
  );
}

/**
 * A company's first word read from its middle where the line broke, in small letters, with a letter or two of the
 * break read again before it ("Brugwater Ver" above "rrpakkingen B.V."): the card's domain spells the word whole
 * ("brugwater-verpakkingen"), and the domain's words before it are the ones the card prints before the break. Only
 * when the domain ends with five or more of the word's letters and the card prints every word before it; otherwise
 * the company is returned as it is.
 */
export function completedFromDomain(company: string, domains: readonly string[], cardText: string): string {
  const fragment = /^\p{Ll}{5,}(?=\s)/u.exec(company)?.[0];
  if (!fragment) return company;
  const printed = new Map((cardText.match(/\p{L}{3,}/gu) ?? []).map((w) => [fold(w), w] as const));
  for (const domain of domains) {
    const pieces = domain.split('.')[0]!.split('-');
    const at = pieces.findIndex(
      (piece) =>
        piece.length > fragment.length - 2 &&
        [0, 1, 2].some((cut) => fragment.length - cut >= 5 && piece.endsWith(fragment.slice(cut))),
    );
    if (at < 0 || pieces[at] === fragment) continue;
    const before = pieces.slice(0, at).map((piece) => printed.get(piece));
    if (before.some((w) => !w)) continue;
    return [...before, capitalise(pieces[at]!)].join(' ') + company.slice(fragment.length);
  }
  return company;
}

/**
 * "Kingsmere Logisties LLP", "Zeewolde Technick", "Greupe Valmont": a word of a company name read from a card that
 * is no generic company word, but is one once OCR's usual confusions are undone, takes that word's letters in its
 * own case. Words of six letters or more only: a short word is as likely a name of its own.
 */
export function repairCompanyWords(company: string): string {
  return company.replace(/\p{L}{6,}/gu, (word) => {
    const listed = genericCompanyWordOf(word) ?? companyWordWithGarbledHead(word);
    return listed ? inCaseOf(word, listed) : word;
  });
}

/**
 * "sroupe Rochebrune SARL": a card line opening with a word in small letters before capitalised words opens with a
 * generic company word, its capital misread, when the rest is that word's (one word only) and as long.
 */
export function withCompanyWordCapitalMended(line: string): string {
  const m = /^(\p{Ll}{6,})(?=(?:\s+\p{Lu}\S*)+$)/u.exec(line);
  if (!m) return line;
  const rest = fold(m[1]!.slice(1));
  const found = [...COMPANY_WORDS].filter((w) => w.length === m[1]!.length && fold(w).slice(1) === rest);
  return found.length === 1 ? `${capitalise(found[0]!)}${line.slice(m[1]!.length)}` : line;
}

/** Regions whose cards are written in English: their generic company words carry no accents. */
const ENGLISH_SPEAKING = new Set(['GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'IN', 'ZA', 'SG']);

/**
 * "Alimentos Penaclara S.L." beside a wordmark "Peñaclara": a company word read (or mended by the domain) without
 * the accents the card prints it with elsewhere takes the printed spelling, in its own capitals.
 */
export function withAccentsPrintedElsewhere(
  company: string,
  cardText: string,
  region: { code: string } | undefined,
): string {
  // (an English card's accents are stray: "Aravallí" read on one line of an Indian card)
  if (!region || ENGLISH_SPEAKING.has(region.code)) return company;
  const accented = new Map<string, string>();
  for (const [w] of cardText.matchAll(/\p{L}{4,}/gu))
    if (fold(w) !== w.toLowerCase()) accented.set(fold(w), w);
  if (!accented.size) return company;
  return company.replace(/\p{L}{4,}/gu, (word) => {
    const printed = fold(word) === word.toLowerCase() ? accented.get(fold(word)) : undefined;
    if (!printed) return word;
    return inCaseOf(word, printed);
  });
}

/**
 * "Glenbeigh Logístics DAC": on a card of an English-speaking region, a generic company word the list spells
 * without accents, read with one, takes the list's spelling (an accent pass for the region's other language reads
 * accents into English words).
 */
export function withoutStrayAccents(company: string, region: { code: string } | undefined): string {
  if (!region || !ENGLISH_SPEAKING.has(region.code)) return company;
  return company.replace(/\p{L}{4,}/gu, (word) => {
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '');
    const low = word.toLowerCase();
    return plain !== word && COMPANY_WORDS.has(plain.toLowerCase()) && !COMPANY_WORDS.has(low) ? plain : word;
  });
}

/**
 * A long generic company word whose first letters the recogniser garbled into capitals ("PJRobiliaria" for
 * Inmobiliaria): the rest, six letters or more, is the listed word's, and the word is as long.
 */
function companyWordWithGarbledHead(word: string): string | null {
  const head = /^\p{Lu}{2,3}(?=\p{Ll}{6,}$)/u.exec(word)?.[0];
  if (!head || word.length < 9) return null;
  const rest = fold(word.slice(head.length));
  return [...COMPANY_WORDS].find((w) => w.length === word.length && fold(w).endsWith(rest)) ?? null;
}

/**
 * The generic company word (in small letters) a word is one OCR slip from, as `repairCompanyWords` mends it; null
 * for a generic word as printed, and for any other word. Also for the pieces of a domain ("kingsmere-logisties").
 */
export function genericCompanyWordOf(word: string): string | null {
  if (word.length < 6 || COMPANY_WORDS_FOLDED.has(fold(word))) return null;
  const listed = COMPANY_WORD_BY_KEY.get(slipKey(word));
  // (as long as the word, or a letter longer where an l between two i's was read as one more i: "Inmobiiaria")
  const iForL = /ii/.test(fold(word)) && /[il]l[il]/.test(listed ?? '');
  return listed && (listed.length === word.length || (iForL && listed.length === word.length + 1))
    ? listed
    : null;
}
