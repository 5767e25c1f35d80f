/**
 * Job-title rules of the capture engine: scoring a phrase as a title, slogans and markets, OCR slips and casing,
 * the words around a title in prose, the cues between a title and its company, and a role given after a name.
 */
import {
  capitalisedRun,
  COMPANY_WORDS,
  endsInDottedForm,
  legalFormCut,
  legalMatch,
  legalSuffixAtEnd,
  untilLegalForm,
} from './company-rules';
import {
  DECIDER_AFTER_CUES,
  KEEP_UPPER,
  SMALL_WORDS,
  TITLE_WORDS,
  titleWordWithAccents,
  isTitleWordKey,
} from './dictionaries';
import type { NameCandidate } from './name-rules';
import { isHonorific } from './normalise-name';
import { isPlaceWord } from './region';
import { isConnector, isTitleWord, opensWithCue, type Phrase, words } from './rule-helpers';
import type { Segment } from './segments';
import type { TextLine } from './types';
import { capitalise, fold, inCaseOf, isAllLower, isAllUpper, oneEditApart } from './text';

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
export function looksLikeSlogan(text: string): boolean {
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
export const MARKET_WORDS = new Set([
  'overseas',
  'domestic',
  'america',
  'americas',
  'africa',
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
  'middle',
  'midwest',
  'nordic',
  'nordics',
  'north',
  'pacific',
  'south',
  'uk',
  'us',
  'west',
]);

/** Words that say which part of a market or country a title covers, besides the places themselves. */
const QUALIFIER_WORDS =
  /^(?:eastern|western|northern|southern|central|southwest|southeast|northwest|northeast|zone|region|territory|territories|norte|sur|este|oeste|centro|región|zona|nord|süd|ost|mitte|sud|est|ouest|noord|zuid|oost|and|&|\/|y|und|et)$/iu;

/** "UK and Ireland", "Eastern Canada", "West Zone", "Gauteng region": the market a title covers. */
export function isRegionQualifier(text: string): boolean {
  const ws = words(text.replace(/[()]/g, ' '));
  return (
    ws.length > 0 &&
    ws.length <= 4 &&
    ws.every((w) => MARKET_WORDS.has(w.toLowerCase()) || QUALIFIER_WORDS.test(w) || isPlaceWord(w)) &&
    !ws.every((w) => /^(?:and|&|\/|y|und|et|zone|region|región|zona|territory)$/iu.test(w))
  );
}

/**
 * A company said with the lead's role before it ("The COO of Indlovu Freight", "Head of Sales at Fynbos"): the
 * words after the role's link, where the words before it are a role and nothing else.
 */
export function withoutLeadingRole(company: string): string {
  // (the longest role first; and not a rest that holds a role's link itself: "Head of Data at Fynbos" is no
  // "Data at Fynbos")
  const links = [...company.matchAll(/\s+(?:of|at|for|with|de|bei|von|chez)\s+(?=\p{Lu})/gu)].reverse();
  for (const link of links) {
    const role = company.slice(0, link.index).replace(/^(?:[Tt]he|[Tt]heir|[Oo]ur)\s+/, '');
    const rest = company.slice(link.index + link[0].length);
    if (titleScore(role) >= 0.99 && !isRegionQualifier(role) && !/\s(?:at|bei|chez)\s+\p{Lu}/u.test(rest))
      return rest;
  }
  return company;
}

/** Share of a phrase's words that belong to a job title (connectors count half). */
/** Words that name a field of work, not a role in it ("Supply Chain", "Events & Partnerships"). */
const FIELD_WORDS = new Set(
  `sales marketing procurement purchasing supply chain operations logistics finance legal compliance hr it
  engineering product research development r&d events partnerships business strategy data security quality
  customer success support facilities talent recruitment people communications export import digital brand retail
  wholesale e-commerce ecommerce channel
  ventas compras marketing exportación logística finanzas vertrieb einkauf logistik finanzen personal`.split(
    /\s+/,
  ),
);

/**
 * Words that name only a field of work and maybe its market ("Supply chain", "Sales & Marketing", "Overseas Sales"),
 * no role in it.
 */
export function namesOnlyAField(text: string): boolean {
  const ws = words(text.replace(/[,()|/]/g, ' '));
  return (
    ws.some((w) => FIELD_WORDS.has(w.toLowerCase())) &&
    ws.every((w) => FIELD_WORDS.has(w.toLowerCase()) || MARKET_WORDS.has(w.toLowerCase()) || isConnector(w))
  );
}

export function titleScore(text: string): number {
  // (roles joined by a slash are words of their own: "MD/CEO")
  const all = words(text.replace(/[,()]/g, ' ').replace(/(?<=\p{L})\/(?=\p{L})/gu, ' '));
  const ws = all.length > 1 ? all.filter((w) => !MARKET_WORDS.has(w.toLowerCase())) : all;
  if (!ws.length || ws.length > 8) return 0;
  let hits = 0;
  let strong = 0;
  for (const w of ws) {
    // (a role joined by a hyphen to a word of the same work counts as one: "owner-operator", "founder-director")
    if (isTitleWord(w) || hyphenedRole(w)) {
      hits++;
      // a grade alone ("Sr", "[sr]" in a logo) is no role
      if (!GRADE_WORDS.has(w.toLowerCase().replace(/[^\p{L}]/gu, ''))) strong++;
    } else if (isConnector(w)) hits += 0.5;
  }
  if (!strong) return 0;
  // "Head of Battery Systems", "Director of Clinical Supply": a role's head and its "of" make a title of the field
  // after them, whatever words name it
  if (roleOfField(text) && ws.length <= 6) return Math.max(hits / ws.length, 0.75);
  return hits / ws.length;
}

/** "owner-operator", "founder-director": a title word and a word of the same kind of work, joined by a hyphen. */
const hyphenedRole = (w: string): boolean => {
  const parts = w.split('-');
  return (
    parts.length === 2 &&
    parts.every((part) => /^\p{L}{3,}$/u.test(part)) &&
    isTitleWord(parts[0]!) &&
    (isTitleWord(parts[1]!) || /\p{L}{3,}(?:or|er|ist|ant)$/u.test(parts[1]!))
  );
};

/** A role's head and the word that links it to its field, in the languages we read. */
const ROLE_OF_FIELD = new RegExp(
  '^(?:(?:global|group|deputy|interim|senior|sr\\.?)\\s+)?(?:' +
    [
      '(?:head|director|vp|vice president)\\s+of',
      '(?:gerente|director|directora|diretor|diretora|jefe|jefa|coordinador|coordinadora|coordenador|coordenadora|responsable|directeur|directrice|responsabile|direttore|direttrice)\\s+(?:de|da|do|des|du|di|della)',
      // Polish "ds." (do spraw: for matters of)
      '(?:kierownik|kierowniczka|dyrektor|dyrektorka|specjalista|specjalistka|koordynator|koordynatorka)\\s+(?:ds\\.|do spraw)',
    ].join('|') +
    ')\\s+\\p{L}',
  'iu',
);

/** A field in small letters and a capitalised name after it ("responsable de compras de Talleres Urola"). */
const FIELD_THEN_COMPANY = /(?<!\S)\p{Ll}+\s+(?:de|del|da|do|of|at)\s+\p{Lu}/u;

/**
 * A role's head and its "of" with the field after it ("Head of Battery Systems", "Gerente de Inteligência de
 * Mercado"), but not a field a company follows ("jefe de compras de Bodegas del Uco S.A.").
 */
const roleOfField = (text: string): boolean => ROLE_OF_FIELD.test(text) && !FIELD_THEN_COMPANY.test(text);

/** Words that grade a role ("Sr. Consultant") but are none on their own. */
const GRADE_WORDS = new Set(['sr', 'snr', 'jr', 'jnr', 'senior', 'junior']);

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
  // and the other way: an m read for rn, an n for ri ("Untemehmens…", "Prokunst")
  ['m', 'rn'],
  ['n', 'ri'],
  ['ii', 'u'],
  ['q', 'o'],
  // a small g whose lower loop closed up ("Manaaer"), and a small a read as a g ("Directorg")
  ['a', 'g'],
  ['g', 'a'],
  // and a small a whose bowl opened ("Operuciones")
  ['u', 'a'],
  // an ä read as an ampersand ("Eink&ufer")
  ['&', 'ä'],
  // an a read as an o ("Asesoro Comercial")
  ['o', 'a'],
  // an f's bar read as a t's ("Jeta de Proyecto"), and an l with a foot read as a t ("Regional Sates Manager")
  ['t', 'f'],
  ['t', 'l'],
];

/**
 * A title whose last word was cut short where the recogniser split the line ("Technischer Lei", "ADVISEUR VE"): the
 * title word another reading of the card shows it to be. Either the same title read again on a line of its own,
 * cut at its start instead ("echnischer Leiter": a line holding the word before and a title word that goes on from
 * the cut one), or the rest of the word read as a line of its own where a slanting line broke ("RKOOP" just right
 * of "VE" and about a line above or below it). Titles whose last word is a title word are left as read.
 */
export function withTitleWordCompleted(title: string, lines: readonly TextLine[]): string {
  const ws = words(title);
  const cut = ws[ws.length - 1];
  if (!cut || ws.length < 2 || !/^\p{L}{2,4}$/u.test(cut) || isTitleWord(cut)) return title;
  const before = fold(ws[ws.length - 2]!);
  const inCase = (w: string): string => (isAllUpper(cut) ? w.toUpperCase() : w);
  const done = (w: string): string => [...ws.slice(0, -1), inCase(w)].join(' ');
  // (the same title read again; the word before the cut one long enough to tell the line)
  for (const line of before.length >= 4 ? lines : []) {
    const lw = words(line.text).map((w) => w.replace(/[^\p{L}-]+$/u, ''));
    const hasBefore = lw.some((w) => {
      const k = fold(w);
      return k === before || (k.length >= 5 && before.endsWith(k));
    });
    const whole = lw.find(
      (w) => w.length >= cut.length + 2 && fold(w).startsWith(fold(cut)) && isTitleWord(w),
    );
    if (hasBefore && whole) return done(whole);
  }
  // (the rest of the word just beside it, a line above or below)
  const cardWords = lines.flatMap((l) => l.words ?? []);
  const box = cardWords.find((w) => w.text === cut);
  if (!box) return title;
  const h = box.bbox.y1 - box.bbox.y0;
  for (const w of cardWords) {
    if (w === box || !/^\p{L}{2,}$/u.test(w.text)) continue;
    const beside =
      Math.abs(w.bbox.x0 - box.bbox.x1) <= 0.6 * h && Math.abs(w.bbox.y0 - box.bbox.y0) <= 1.5 * h;
    const joined = cut + w.text;
    if (beside && (!isAllUpper(cut) || isAllUpper(w.text)) && isTitleWord(joined)) return done(joined);
  }
  return title;
}

/**
 * "Principal Consultan", "Commercia) Director", "Letterin Marketing": a word of a title read from a card that is
 * no title word, but is one after a single slip (a confused letter, or the last letter lost), takes that word's
 * letters in its own case. Words the dictionary knows, and short words, are left as read.
 */
export function repairTitleWords(title: string): string {
  // (a word mended may anchor another: "sesor Comercia" is "Asesor Comercial" once "Comercial" is read)
  const once = repairTitleWordsOnce(title);
  return once === title ? once : repairTitleWordsOnce(once);
}

function repairTitleWordsOnce(title: string): string {
  const anchored = words(title).some((w) => w.length >= 4 && isTitleWord(w));
  return (
    title
      // a LinkedIn handle beside the title, its slash read as a letter ("… EXPORTACIÓN /infjoaquinmunozbeltran")
      .replace(/\s+(?:\/in[/f|l1!]|in\/)[\p{Ll}\d-]{3,}\/?$/u, '')
      // a rule or bar read as a letter before the title ("I Partner", "| Director")
      .replace(/^(?:[|Il!i]\.? )+(?=\p{Lu})/u, '')
      // a speck read as a question mark after it: no title asks
      .replace(/(?<=\p{L})\?$/u, '')
      // a capital I read as 1 and set apart from its word ("Hoofd 1 nkoop")
      .replace(/(?<=\p{L} )[1|l] (\p{Ll}{3,})/gu, (m, rest: string) =>
        isTitleWordKey(`i${rest}`) ? `I${rest}` : m,
      )
      // a word read in two pieces, a letter read in the gap ("Leiter Mari keting", "Sales mana ger"): one title
      // word again where neither piece is a word of a title on its own
      .split(' ')
      .reduce<string[]>((out, tail) => {
        const head = out[out.length - 1];
        if (!head || !/^\p{L}{2,}$/u.test(head) || !/^\p{Ll}{3,}$/u.test(tail)) return [...out, tail];
        if ([head, tail].some((p) => isTitleWord(p) || isConnector(p))) return [...out, tail];
        const joined = `${head}${tail}`.toLowerCase();
        const word = TITLE_WORDS.has(joined)
          ? joined
          : joined.length >= 7
            ? oneNearTitleWord(joined)
            : undefined;
        return word ? [...out.slice(0, -1), inCaseOf(head, word)] : [...out, tail];
      }, [])
      .join(' ')
      // a word's last g read as a 9 and set apart from it ("Director of Marketin 9")
      .replace(/(?<=^|\s)(\p{L}{3,}) 9(?=\s|$)/gu, (m, word: string) =>
        isTitleWordKey(`${word}g`.toLowerCase()) ? `${word}${isAllUpper(word) ? 'G' : 'g'}` : m,
      )
      // a ß read as a B inside a word ("AuBendienstmitarbeiterin"): German writes no capital there
      .replace(/(?<=\p{Ll})B(?=\p{Ll})/gu, 'ß')
      // or as R, S, fS or fl ("AuRendienstmitarbeiter", an italic "AufSendienst…", "Auflendienst…") where that
      // makes a title word: an inner S or R may be a brand's ("HubSpot")
      .replace(/(?<=^|\s)\p{L}+(?:fS|fl|R|S)\p{Ll}+/gu, (w) => {
        const mended = w.replace(/(?<=\p{Ll})(?:fS|fl|R|S)(?=\p{Ll})/gu, 'ß');
        return mended !== w && isTitleWordKey(mended.toLowerCase()) ? mended : w;
      })
      // Spanish "de" lost between a role's head and the noun of its field ("Responsable Exportación", "Jefa
      // Compras"): Spanish joins a noun so only with "de" (an adjective follows bare: "Responsable Comercial")
      .replace(
        /(?<![\p{L}])(Responsable|RESPONSABLE|Jefe|JEFE|Jefa|JEFA)\s+(?=\p{Lu}\p{L}*(?:ción|CIÓN|sión|SIÓN|dad|DAD|ía|ÍA|ntas|NTAS|ntos|NTOS|ras|RAS|ros|ROS)(?!\p{L}))/gu,
        (_m, head: string) => `${head} ${head === head.toUpperCase() ? 'DE' : 'de'} `,
      )
      .split(' ')
      .map((w, i, all) => {
        const bare = w.toLowerCase();
        // a title word whose accents the print or the recogniser lost ("EINKAUFER")
        const accented = TITLE_WORDS.has(bare) ? null : titleWordWithAccents(bare);
        if (accented) return inCaseOf(w, accented);
        // a French elision whose apostrophe was lost ("Chargé daffaires")
        if (/^[dl][aeiouéh]/.test(bare) && !TITLE_WORDS.has(bare) && TITLE_WORDS.has(bare.slice(1)))
          return `${w[0]}'${w.slice(1)}`;
        // "VP," opening a title before its field read with a slip: its P as an E, its comma as an E or lost ("VE
        // Partnerships", "VPE PARTNERSHIPS")
        if (i === 0 && /^V(?:E|PE|P\.)$/i.test(w) && isTitleWord(all[1] ?? '') && all.length === 2)
          return 'VP,';
        // "Key" before "Account" read with a slip or its first letter lost ("Kev Account Manager", "ey Account",
        // "REY ACCOUNT")
        if (/^account$/i.test(all[i + 1] ?? '') && bare !== 'key' && /^(?:k[eé]?[vyjc]|[krx]?ey)$/.test(bare))
          return isAllUpper(w) ? 'KEY' : 'Key';
        // "Head" opening a title before "of", its first letter lost ("ead of Finance"; "Lead" is no head of a
        // field)
        if (i === 0 && bare === 'ead' && /^of$/i.test(all[1] ?? '')) return w === 'EAD' ? 'HEAD' : 'Head';
        // a long word cut at its end where the line went on, a letter or two lost ("Geschäftsführ Mail …"): the one
        // title word it opens
        const cutShort =
          bare.length >= 8 && !isTitleWord(w)
            ? [...TITLE_WORDS].filter((t) => t.startsWith(bare) && t.length - bare.length <= 2 && t !== bare)
            : [];
        if (cutShort.length === 1) return inCaseOf(w, cutShort[0]!);
        // a letter lost inside a long word that only its ending makes a title word ("Bedrifsleider"; a word no
        // ending makes one is mended below, by the slips OCR makes first: "Responsabie")
        const lostInside =
          bare.length >= 10 && !TITLE_WORDS.has(bare) && isTitleWord(w) ? oneLetterLostFrom(bare) : undefined;
        if (lostInside) return isAllUpper(w) ? lostInside.toUpperCase() : inCaseOf(w, lostInside);
        // in capitals, an F read as an E or an E as an F, the two told apart by one bar ("BEDRIJESLEIDER", which
        // its ending alone makes a title word), where that spells a title word the dictionary holds
        const barSlip =
          isAllUpper(w) && !TITLE_WORDS.has(bare)
            ? [...bare]
                .flatMap((c, k) =>
                  c === 'e' || c === 'f'
                    ? [bare.slice(0, k) + (c === 'e' ? 'f' : 'e') + bare.slice(k + 1)]
                    : [],
                )
                .find((c) => TITLE_WORDS.has(c))
            : undefined;
        if (barSlip) return barSlip.toUpperCase();
        // (a word of four only before a connector, as a role's head: "Jeta de Proyecto")
        const head = bare.length === 4 && isConnector(all[i + 1] ?? '');
        if ((bare.length < 5 && !head) || isTitleWord(w) || isConnector(w) || !/^\p{L}/u.test(w)) return w;
        const candidates: string[] = [];
        for (let i = 0; i < bare.length; i++) {
          for (const [from, to] of TITLE_SLIPS) {
            if (bare.startsWith(from, i))
              candidates.push(bare.slice(0, i) + to + bare.slice(i + from.length));
          }
          // (an umlaut lost whole: "Einkuferin"; or a speck over a vowel read as one, "Unternehmenskömmunikation")
          if (i > 0) for (const u of 'äöü') candidates.push(bare.slice(0, i) + u + bare.slice(i));
          if (/[äöü]/.test(bare[i]!)) candidates.push(bare.slice(0, i) + fold(bare[i]!) + bare.slice(i + 1));
        }
        // (or its first or last letter lost: "anaging Director", "Principal Consultan")
        const mended =
          candidates.find((c) => TITLE_WORDS.has(c)) ??
          // (a German compound by its ending: "Projektieiterin")
          candidates.find((c) => isTitleWordKey(c)) ??
          [...TITLE_WORDS].find(
            (t) =>
              t.length === bare.length + 1 &&
              // (a first letter lost from a word of five beside a title word read as printed: "sesor Comercial")
              (t.startsWith(bare) ||
                ((bare.length >= 6 || (anchored && bare.length >= 5)) && t.endsWith(bare))),
          ) ??
          // (or any one letter, in a long word with one title word that near, beside a title word read as
          // printed: "Commercial Directoy"; alone, "Detail" in a slogan is no "Retail")
          (anchored ? oneNearTitleWord(bare) : undefined);
        if (!mended) return w;
        if (isAllUpper(w)) return mended.toUpperCase();
        // a first letter lost took its capital with it ("anaging Director")
        const lostCapital = i === 0 && !mended.startsWith(bare);
        return /^\p{Lu}/u.test(w) || lostCapital ? capitalise(mended) : mended;
      })
      .join(' ')
  );
}

function oneNearTitleWord(word: string): string | undefined {
  if (word.length < 6) return undefined;
  // (a shorter one too, where the word has a letter too many: "HOOFED INKOOP")
  const near = [...TITLE_WORDS].filter(
    (t) => (t.length >= 6 || t.length === word.length - 1) && oneEditApart(word, t),
  );
  return near.length === 1 ? near[0] : undefined;
}

/** The one title word a long word is with a letter put back inside it (not at either end), if only one is. */
function oneLetterLostFrom(word: string): string | undefined {
  const near = [...TITLE_WORDS].filter(
    (t) => t.length === word.length + 1 && !t.startsWith(word) && !t.endsWith(word) && oneEditApart(word, t),
  );
  return near.length === 1 ? near[0] : undefined;
}

export function recaseTitle(title: string): string {
  if (!(isAllUpper(title) || isAllLower(title))) return title;
  const recased = (w: string, i: number): string => {
    // (roles joined by a slash are cased each on its own: "MD/CEO")
    if (/\p{L}\/\p{L}/u.test(w)) return w.split('/').map(recased).join('/');
    const k = w.toLowerCase().replace(/[^\p{L}&]/gu, '');
    if (KEEP_UPPER.has(k)) return w.toUpperCase();
    if (i > 0 && SMALL_WORDS.has(k)) return w.toLowerCase();
    return w
      .split('-')
      .map((p) => capitalise(p))
      .join('-');
  };
  return words(title).map(recased).join(' ');
}

/** "his title is …", "her role is …": what follows is the lead's role, said outright. */
export const TOLD_TITLE = /^(?:(?:his|her|their)\s+)?(?:job\s+)?(?:title|role|position)\s+is\s+/iu;

/** Words that make a piece of a note a clause about the lead ("works freelance so no company"), not a name. */
const CLAUSE_WORDS =
  /(?<!\p{L})(?:so|not|but|because|works|working|wants|will|would|maybe|is|was|has|had|no company|ohne firma|sin empresa)(?!\p{L})/iu;

/**
 * Verbs and possessives of other languages that a clause, not a company, holds when written in lower case ("su
 * celular es …", "sein handy ist …"); in capitals they may start a name ("ES Consulting").
 */
const LOWER_CLAUSE_WORDS = /(?<!\p{L})(?:es|ist|est|é|son|su|sus|sein|seine|ihre|sa|ses|seu|sua)(?!\p{L})/u;

/** Words around a title in prose ("she's our new Head of Ops at", "Leiter IT bei der") taken off. */
export function cleanTitleText(text: string): string {
  let t = text;
  for (let i = 0; i < 2; i++)
    t = t.replace(
      /\s(?:at|@|bei|from|chez|bij|på|hos|de|en|von|with|of|in|der|des|du|del|presso|di|na|em|da|do|van|for|para|für|pour|voor|per)(?:\s+the)?\s*$/iu,
      '',
    );
  return (
    t
      .replace(/^[\s.,:;-]+/, '')
      .replace(
        /^(?:(?:she|he|they)(?:\s+(?:is|was|are)|'s|’s)|er\s+ist|sie\s+ist|él\s+es|ella\s+es|il\s+est|elle\s+est|hij\s+is|zij\s+is|ze\s+is|lei\s+è|lui\s+è)\s+/iu,
        '',
      )
      .replace(/^(?:and|y|und|et|en|e)\s+/i, '')
      // "his title is Director of Strategic Sourcing"
      .replace(TOLD_TITLE, '')
      // the note-taker's own verb before a role said first ("Spoke to the head of procurement at …", "talked to
      // the operations director"), and the lead called so ("the lead is their commercial director")
      .replace(
        /^(?:spoke|speaking|talked|talking|chatted|chatting|met|meeting)(?:\s+(?:to|with))?\s+(?=\S)/iu,
        '',
      )
      .replace(/^(?:the\s+)?(?:lead|contact|person|buyer|decision maker)\s+(?:is|was)\s+(?=\S)/iu, '')
      // the lead speaking ("I'm ops manager at …", "soy jefa de compras", "ich bin Leiter …")
      .replace(/^(?:i'm|i’m|im|i am|soy|ich bin|je suis|sono|ik ben|sou)\s+/iu, '')
      // the lead named again as the subject ("Rhys is Head of Digital", "Herr Zürcher ist Leiter …", "Callum's the
      // Procurement Manager")
      .replace(/^\p{Lu}[\p{Ll}-]+['’]s\s+the\s+/u, '')
      .replace(
        /^(?:(?:Herr|Frau|Mr|Mrs|Ms|Sr|Sra)\.?\s+)?(?:(?:von|van|de|del|der|den|da|di|du|le|la)\s+)*\p{Lu}[\p{Ll}'’-]+\s+(?:is|ist|es|est|è|é)\s+(?=\S)/u,
        '',
      )
      .replace(
        /^(?:is|es|ist|est|è|é|the|a|an|la|el|die|der|our|their|her|his|nuestro|nuestra|unser|unsere|notre)\s+/iu,
        '',
      )
      .replace(/^(?:the|a|an|la|el|die|der|le)\s+/i, '')
      .replace(/^(?:new|newly appointed|nuevo|nueva|neuer|neue|nouveau|nouvelle)\s+/i, '')
      .replace(
        /^(?:currently|now|aktuell|derzeit|jetzt|actualmente|ahora|actuellement|attualmente|momenteel|atualmente)\s+/iu,
        '',
      )
      // "head of security at the bank": a place named by a common noun is no company and no part of the role
      .replace(/\s+(?:at|bei|en|chez|in)\s+(?:the|a|der|die|dem|la|el|le)\s+\p{Ll}+$/u, '')
      .replace(/^[\s,:;-]+|[\s,:;-]+$/g, '')
      .replace(/(\p{L}{2,})\.$/u, '$1')
  );
}

/** The words that put a company after a role inside one phrase ("CTO at Brightwave", "Leiter bei X"). */
const AT_CUES = 'at|@|bei|from|chez|bij|på|hos|with';
const CUE_THEN_COMPANY = new RegExp(`^(?:${AT_CUES})\\s+\\p{Lu}`, 'u');
/** "VP Engineering at Cobaltix": the role, and the company after the cue. */
export const TITLE_CUE_COMPANY = new RegExp(`^(.*)\\s(?:${AT_CUES})\\s+(\\p{Lu}.*)$`, 'u');
export const TITLE_BEFORE_CUE = new RegExp(`^(.*?)\\s(?:${AT_CUES})\\s+\\p{Lu}`, 'u');

const ROLE_OF_THE =
  /^(.*?\S)\s+of\s+the\s+(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:\p{Lu}[\p{L}&'’.-]*|&|and|of|for)){1,5})(?=$|[.,;])/u;
/**
 * "Chief Operating Officer of the Marchmont Learning Trust": a whole role of two words or more, "of the", and a
 * name of two capitalised words or more, the organisation's. Null for anything else ("Head of the Digital Team" is
 * a role of one word).
 */
export function roleOfTheOrganisation(text: string): { role: string; organisation: string } | null {
  const m = ROLE_OF_THE.exec(text);
  if (!m || words(m[1]!).length < 2 || titleScore(m[1]!) < 0.99) return null;
  return { role: m[1]!, organisation: m[2]! };
}

// Italian "presso", Portuguese "na"/"em" join a title to its company as "at" does
const STRONG_COMPANY_CUE =
  /\s(?:at|@|bei(?:\s+(?:der|dem|den))?|chez|bij|på|hos|with|from|en|presso|na|em)\s+/giu;
// Italian and French elide the article before a vowel: "responsabile acquisti dell'Oleificio …"
/** "the senior buyer for Pinecrest Hardware Cooperative": "for" before a capitalised company, a weak cue. */
const FOR_COMPANY = /\s(?:for)\s+(?=\p{Lu})/gu;
const WEAK_COMPANY_CUE =
  /\s(?:of|de|del|de la|der|des|du|van|für|di|da|do|della|at the)\s+|\s(?:dell|d)['’](?=\p{Lu})/giu;

/**
 * A title word heading its department ("Directeur des Systèmes d'Information", "Coordinadora de Talento Humano"):
 * the department's words need not be title words.
 */
function headedTitle(text: string): boolean {
  const ws = words(text);
  // a legal form inside is a company's ("CTO de Nubaris Cloud S.L.U. en Valencia")
  return (
    ws.length >= 3 &&
    ws.length <= 6 &&
    isTitleWord(ws[0]!) &&
    isConnector(ws[1]!) &&
    !legalMatch(text) &&
    !legalMatch(text.toUpperCase())
  );
}

/** A title on its left and a company on its right of one cue word ("vp sales @ tallgrass", "jefe de ventas de X"). */
function splitTitleCompany(text: string): { title: string; company: string; weak?: boolean } | null {
  const at = (m: RegExpMatchArray, weak?: boolean): { title: string; company: string; weak?: boolean } => ({
    title: text.slice(0, m.index).trim(),
    company: text.slice(m.index! + m[0].length).trim(),
    ...(weak ? { weak } : {}),
  });
  for (const m of text.matchAll(STRONG_COMPANY_CUE)) {
    const r = at(m);
    const first = words(r.company)[0] ?? '';
    if (
      (titleScore(r.title) >= 0.5 || headedTitle(r.title)) &&
      r.company &&
      !isTitleWord(first) &&
      !/^(?:the|a|an|el|la|der|die|das|le)\s/i.test(r.company)
    )
      return r;
  }
  const weak = [...text.matchAll(WEAK_COMPANY_CUE), ...text.matchAll(FOR_COMPANY)]
    .sort((a, b) => a.index! - b.index!)
    .map((m) => ({ ...at(m, true), forCue: /for/i.test(m[0]) }))
    .filter((r) => {
      const first = words(r.company)[0] ?? '';
      // "senior buyer for Pinecrest Hardware Cooperative", but not "Head of Sales for EMEA" or "… for Bavaria"
      if (r.forCue && (isRegionQualifier(r.company) || words(r.company).every((w) => isPlaceWord(w))))
        return false;
      return titleScore(r.title) >= 0.5 && first && !isTitleWord(first) && !isConnector(first);
    })
    .map(({ forCue: _forCue, ...r }) => r);
  // "responsable de exportación de Conservas Garrofer S.L.": the company starts at the capital, if any
  return weak.find((r) => /^\p{Lu}/u.test(r.company)) ?? weak[0] ?? null;
}

/** An aside on how a name is spelled ("tudo junto, n é "da costa""), said between the name and the role. */
const SPELLING_ASIDE =
  /tudo junto|todo junto|todo pegado|all one word|one word|zusammen(?:geschrieben)?|tout attaché|aan elkaar|tutto attaccato|["“”„]/iu;

/**
 * In a typed note the lead's role usually follows the name: "Jane Doe, VP Sales, Acme", "jane doe (head of growth,
 * acme)", "Jane Doe – vp sales @ acme", "Juan Pérez, jefe de ventas de Acme S.A.". Reads up to three pieces after
 * the name on its line: a title (known title words, or any short piece followed by a company cue) and a company.
 */
/** Words only organisations are named with (a department is never a "Society" or a "University"). */
const ORGANISATION_WORDS = new Set([
  'society',
  'university',
  'universidad',
  'universität',
  'université',
  'college',
  'hospital',
  'trust',
  'foundation',
  'fundación',
  'stiftung',
  'association',
  'asociación',
  'council',
  'authority',
  'institute',
  'instituto',
  'district',
  'cooperative',
  'bank',
  'group',
  'holdings',
]);

export function roleAfterName(phrases: Phrase[], name: NameCandidate): { title?: Phrase; company?: Phrase } {
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
  // ("Chief (Mrs) Folake …": a title word with an honorific in brackets is an honour, not a role)
  if (/^\((?:mrs|mr|ms|dr|dame|sir)\.?\)$/i.test(before[before.length - 1] ?? '')) before.splice(-2, 2);
  while (before.length && isTitleWord(before[before.length - 1]!)) titleBefore.unshift(before.pop()!);
  // "unsere Einkaufsleiterin, Frau Dr. Aylin Şahin", "our CEO, Ingrid Solbakken": the role said just before the
  // name's own phrase, after a possessive
  const previous = phrases[p.index - 1];
  if (!titleBefore.length && previous?.line === p.line && before.every((w) => isHonorific(w))) {
    const ws = words(previous.text);
    const role: string[] = [];
    while (ws.length && role.length < 4 && isTitleWord(ws[ws.length - 1]!)) role.unshift(ws.pop()!);
    if (role.length && POSSESSIVE.test(ws[ws.length - 1] ?? '')) titleBefore.push(...role);
  }
  // ("new lead Katarzyna Nowicka": a sales lead, not a team lead)
  // ("Best lead: Aroha Te Rangi-Walker": a label that names the lead)
  const salesLead =
    (titleBefore.length === 1 && /^leads?:?$/i.test(titleBefore[0]!)) ||
    /^leads?:$/i.test(titleBefore[titleBefore.length - 1] ?? '');
  if (titleBefore.length && titleBefore.length <= 4 && !salesLead)
    out.title = { ...p, text: titleBefore.join(' ') };
  /** No title yet, or only the one said before the name. */
  const onlyTitleBefore = (): boolean => !out.title || out.title.text === titleBefore.join(' ');
  for (const piece of pieces) {
    const sentence = piece.text
      .replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, '')
      .replace(
        /^(?:(?:she|he|they)(?:'s|’s|\s+is|\s+are)|shes|hes|theyre|(?:ze|zij|hij|sie|er|ella|él|elle|il|lei|lui)\s+(?:is|ist|es|est|è)|is|es|ist|est)\s+/iu,
        '',
      )
      .replace(/[!?]+$/, '')
      .trim();
    // a legal form keeps its final dot ("S.L."), a sentence does not; and a transcript's run-on clause may end with
    // the owner of what the next one gives ("head of procurement rachel's; email is …")
    const whole = (endsInDottedForm(sentence) ? sentence : sentence.replace(/\.+$/, '')).replace(
      /\s+\p{L}+['’]s$/u,
      '',
    );
    // ("Folake Adeyemi-Okonkwo is the decision maker, MD/CEO of …": what the lead decides is no role)
    if (opensWithCue(sentence, DECIDER_AFTER_CUES) || opensWithCue(piece.text, DECIDER_AFTER_CUES)) continue;
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
    // "head of fleet ops, castlebar haulage ltd": when the next piece is a company by its legal form (or by a word
    // only organisations are named with), the "of" names a department, and the whole piece is the title
    const next = pieces[pieces.indexOf(piece) + 1];
    if (
      split?.weak &&
      next &&
      !piece.endsSentence &&
      onlyTitleBefore() &&
      (legalSuffixAtEnd(untilLegalForm(next.text)) ||
        // or by a word organisations are named with ("Thistlebank Building Society")
        words(next.text).some((w) => ORGANISATION_WORDS.has(w.toLowerCase())) ||
        // or a role's head of its field ("Head of Events") followed by a name in capitals ("Fenwick & Hale
        // Exhibitions"), not a town or a market ("Head of Sales, Berlin", "… , EMEA")
        ((roleOfField(text) || namesOnlyAField(split.company)) && namesAnOrganisation(next.text))) &&
      titleScore(next.text) < 0.5
    ) {
      out.title = { ...piece, text };
      continue;
    }
    // "VP of Clinical Operations": a role's field after its "of", not a company (no legal form, a field's word)
    if (
      onlyTitleBefore() &&
      split?.weak &&
      roleOfField(text) &&
      !legalSuffixAtEnd(untilLegalForm(split.company)) &&
      words(split.company).some((w) => FIELD_WORDS.has(w.toLowerCase()))
    ) {
      out.title = { ...piece, text };
      continue;
    }
    // a role given after the name outweighs a title word before it ("new lead Jo Doe, director … at …")
    if (onlyTitleBefore() && split && words(split.company).length <= 7) {
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
    // the role, where none was said yet, or where a role after the name outweighs a title word before it ("the
    // actual buyer Rachel Ford, head of procurement")
    if (onlyTitleBefore() && (!out.title || !cue) && titleScore(text) >= 0.5 && words(text).length <= 6) {
      out.title = { ...piece, text };
      // "…, he's the national buying manager. Cell number, …": the company is said in the role's own sentence
      if (piece.endsSentence) break;
      continue;
    }
    if (out.title && (cue || words(text).length <= 5 || legalSuffixAtEnd(untilLegalForm(text)))) {
      const company = untilLegalForm(cue ? cue[1]! : text);
      // (where the name is written with capitals, words in small letters without a legal form are the note's own:
      // "(VP of Clinical Operations; our champion)")
      const asideInSmallLetters =
        /\p{Lu}/u.test(name.raw) && /^\p{Ll}/u.test(company) && !legalSuffixAtEnd(company);
      if (
        titleScore(company) < 0.5 &&
        !CLAUSE_WORDS.test(company) &&
        !LOWER_CLAUSE_WORDS.test(company) &&
        !asideInSmallLetters
      )
        out.company = { ...piece, text: company };
      break;
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

/** Possessives before a role ("our CEO, …", "unsere Einkaufsleiterin, …", "nuestra directora, …"). */
const POSSESSIVE =
  /^(?:our|their|his|her|my|unsere?|ihre?|seine?|meine?|nuestr[oa]|su|sus|notre|leur|son|sa|nostr[oa]|onze|hun|zijn|haar)$/iu;

/** Capitalised words that may name an organisation: not a town, a region or a market. */
export function namesAnOrganisation(text: string): boolean {
  const ws = words(text.replace(/[.;]+$/, ''));
  return (
    ws.length >= 1 &&
    ws.length <= 6 &&
    ws.every((w) => /^[\p{Lu}\d&]/u.test(w) || isConnector(w)) &&
    !isRegionQualifier(text) &&
    !ws.every((w) => isPlaceWord(w) || isConnector(w)) &&
    !ws.every((w) => MARKET_WORDS.has(w.toLowerCase()) || isConnector(w))
  );
}

/** The title words a phrase ends with ("he passed me on to their Head of Procurement" → Head of Procurement). */
export function trailingTitle(text: string): string | null {
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
export function joinTitleParts(
  title: { value: string; phrase: Phrase },
  phrases: readonly Phrase[],
  segments: readonly Segment[],
  namePhrase: Phrase | undefined,
  companyPhrase?: Phrase,
): string {
  let value = title.value;
  let last = title.phrase;
  for (let step = 0; step < 3; step++) {
    const nxt = phrases[last.index + 1];
    if (!nxt || nxt.line !== last.line || nxt === namePhrase) break;
    const complement = nxt.text.replace(/\s(?:at|@|bei|chez|bij|på|hos)\s+\p{Lu}.*$/u, '').trim();
    const line = segments[nxt.seg]?.text ?? '';
    const closing = (x: string): string => (x === ' (' ? ')' : '');
    // (an abbreviated title keeps its dot before the complement: "Dir., Lab Operations")
    const dotted = TITLE_JOINERS.some((x) => line.includes(`${value}.${x}${complement}${closing(x)}`));
    const before = dotted && !value.endsWith('.') ? `${value}.` : value;
    const sep = TITLE_JOINERS.find((x) => line.includes(`${before}${x}${complement}${closing(x)}`));
    // a complement starts in capitals, unless the title itself was written in lower case ("senior manager, revenue …")
    // or the complement is title words a transcript wrote in lower case ("Director, strategic accounts")
    const casing =
      /^\p{Lu}/u.test(complement) ||
      isAllLower(value) ||
      (titleScore(complement) >= 0.99 && words(complement).length <= 3);
    if (!sep || !casing || words(complement).length > 4) break;
    const market = isRegionQualifier(complement);
    // a signature's title line, comma and all ("Senior Manager, Field Marketing")
    const wholeLine =
      sep === ', ' && line.trim() === `${before}, ${complement}` && titleScore(complement) >= 0.5;
    // "Associate Director – Enterprise Sales", "Associate Director, Enterprise Sales at …"
    const department = sep !== ' (' && titleScore(complement) >= 0.5 && words(complement).length <= 3;
    const companyLike =
      !!legalMatch(complement) ||
      !!legalSuffixAtEnd(complement) ||
      words(complement).some((w) => COMPANY_WORDS.has(w.toLowerCase()));
    // a signature's title line whose company is given on a line of its own ("Director, Clinical Systems
    // Integration" above "Lakeshore … Inc."): words like "Systems" name the department
    const ownLine =
      line.trim() === `${before}${sep}${complement}` && !!companyPhrase && companyPhrase.seg !== nxt.seg;
    const departmentLine =
      sep === ', ' && ownLine && !legalMatch(complement) && !legalSuffixAtEnd(complement);
    // … and a word or two after a dash there name the field ("National Sales Manager – Hospitality" above
    // "Ironbark Coffee Roasters Pty Ltd", "Senior Buyer – Packaging"), when they are not the company's
    const fieldAfterDash =
      sep !== ', ' &&
      sep !== ' (' &&
      ownLine &&
      !legalMatch(complement) &&
      !legalSuffixAtEnd(complement) &&
      words(complement).length <= 2 &&
      !fold(companyPhrase!.text).includes(fold(complement));
    const fits =
      market ||
      // a one-word title takes any short complement; a longer one a qualifier of title words ("…, Sales Ops")
      words(value).length === 1 ||
      department ||
      wholeLine ||
      fieldAfterDash ||
      (titleScore(complement) >= 0.99 && words(complement).length <= 3);
    if (
      !fits ||
      (titleScore(complement) < 0.99 && !market && companyLike && !departmentLine && !fieldAfterDash)
    )
      break;
    // (in the title's own case: "Director, Strategic Accounts")
    const cased = isAllLower(complement) && !isAllLower(value) ? recaseTitle(complement) : complement;
    value = `${before}${sep}${cased}${closing(sep)}`;
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
