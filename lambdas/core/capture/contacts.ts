/**
 * Finding emails, websites and phone numbers in segments, with their labels. OCR slips that are common on
 * cards are repaired here ("@" read as "(O" or "©", spaces around dots), using the card's other domains.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import {
  ALL_LABELS,
  EMAIL_LABELS,
  FAX_LABELS,
  GENERIC_MAILBOXES,
  KNOWN_TLDS,
  GENERIC_TLDS,
  MOBILE_LABELS,
  PHONE_LABELS,
  WEB_LABELS,
} from './dictionaries';
import { genericCompanyWordOf, legalMatch } from './company-rules';
import type { Segment } from './segments';
import type { RecognisedWord, TextLine } from './types';
import { boxAround } from './boxes';
import {
  domainOcrKey,
  editDistance,
  escapeRe,
  fold,
  foldAlnum,
  moreRn,
  ocrKey,
  oneEditApart,
  oneLetterMore,
  similarity,
  spelledAsInAddress,
  umlautsAsE,
} from './text';

export interface Found {
  value: string;
  seg: number;
  /** Start and end offsets in the segment text. */
  start: number;
  end: number;
  conf: number;
}

export interface EmailFound extends Found {
  local: string;
  domain: string;
  generic: boolean;
  /** How surely the recogniser read the address's own word(s), where the line holds others read more surely. */
  wordConf?: number;
  /** Put together from a token whose "@" the recogniser lost: the end of its local part may be that "@". */
  recovered?: boolean;
}

export type PhoneKind = 'mobile' | 'fax' | 'phone' | 'none';

export interface PhoneFound extends Found {
  kind: PhoneKind;
  /** The label as printed ("Móvil", "T"), if any. */
  label: string | null;
}

export interface WebsiteFound extends Found {
  host: string;
  labelled: boolean;
  /** How surely the recogniser read the web address's own word(s), where the line holds others read more surely. */
  wordConf?: number;
  /** Whether the host's end had to be mended ("….examole"): read less surely than an address read whole. */
  endMended?: boolean;
}

/** How much surer a web address read whole is than one whose end had to be mended. */
const MENDED_END = 0.9;

const EMAIL_RE = /[\p{L}0-9._%+'-]+@[\p{L}0-9-]+(?:\.[\p{L}0-9-]+)+/gu;

const EMAIL_LABEL_ALT = [...EMAIL_LABELS]
  .sort((a, b) => b.length - a.length)
  .map((l) =>
    [...l]
      .map((c) => (/[-\s]/.test(c) ? '[-\\s]?' : /\p{L}/u.test(c) ? `[${c}${c.toUpperCase()}]` : c))
      .join(''),
  )
  .join('|');
/** "E: anna berg@…" — the label, its punctuation and one lower-case word before the address's own local part. */
const LABELLED_SPLIT_LOCAL = new RegExp(
  `^((?:${EMAIL_LABEL_ALT})[.:]?\\s+)(\\p{Ll}{2,})\\s(?=[\\p{Ll}0-9._-]{2,}@)`,
  'u',
);
/** "E. A. BONNAIRE@…" — the label, then an initial in capitals set apart from the rest of the local part. */
const LABELLED_CAPITAL_INITIAL = new RegExp(
  `((?:^|\\s)(?:${EMAIL_LABEL_ALT})[.:]\\s+)(\\p{Lu})\\.\\s(?=[\\p{Lu}0-9._-]{2,}@)`,
  'u',
);
/**
 * A labelled line holding a local part and a domain with only a gap (or a stray letter, the "@" misread as an O, a
 * 3 or an 8) between them; after such a glyph, a dot of the domain may be read as a gap too ("E: tamika 3 granitebay
 * example.org").
 */
const LABELLED_LOST_AT = new RegExp(
  `^((?:${EMAIL_LABEL_ALT})[.:]?\\s+)([\\p{Ll}0-9._%+-]{2,})\\s+([OQ0©®(38&]\\s?)?([\\p{Ll}0-9-]+(?:[.\\s][\\p{Ll}0-9-]+)*\\.\\p{Ll}{2,})$`,
  'u',
);
/**
 * "aditya krishnamurthy@…" as the whole piece of a line (its label cut off by a separator, or a pictogram before
 * it), or as a piece set apart by dashes ("… - geert hof@lindeboom.example - …"): two lower-case words and an
 * address, so the gap is a separator the recogniser lost. Not before a local part that has a separator of its own
 * ("® movensre anneliese.osswald@…": the word is a pictogram's caption read as letters).
 */
const SPLIT_LOCAL_ALONE =
  /^((?:.*?\s[-–—]\s)?(?:[^\p{L}\s]{1,2}\s)?)(?:(\p{Ll}{2,})\s(?=[\p{Ll}0-9]{2,}@\S+(?:$|\s[-–—]\s))|(\p{Lu}{2,})\s(?=[\p{Lu}0-9]{2,}@\S+(?:$|\s[-–—]\s)))/u;
/** Words that may stand before an address in prose, so they are not part of its local part. */
const WORDS_BEFORE_ADDRESS = new Set([
  'or',
  'and',
  'to',
  'at',
  'via',
  'per',
  'an',
  'und',
  'oder',
  'y',
  'o',
  'et',
  'ou',
  'en',
  'of',
  'de',
  'bei',
  'is',
  'es',
  'ist',
  'est',
]);
/** The same before an address whose "@" was lost: the label and one lower-case word. */
const LABELLED_WORD_BEFORE = new RegExp(`^(?:${EMAIL_LABEL_ALT})[.:]?\\s+(\\p{Ll}{2,})\\s$`, 'u');

const WHOLE_ADDRESS = /[\p{L}0-9._-]@[\p{L}0-9-]+\.\p{L}/u;

/** Repairs an email-bearing segment: spaces around "@" and dots, "@" read as "(O", "©", "®", "(at)". */
export function repairEmailText(text: string, ocr = true): string {
  let t = text;
  if (!ocr) return t;
  // (not beside an address the line already holds whole: there a ©, ® or (O is a pictogram; nor before a number
  // or a label and its number, "O® T. 415.555.0182": a host's first two labels each have a letter)
  if (!WHOLE_ADDRESS.test(t))
    t = t.replace(
      /([\w.-])\s?(?:\(O|\(Q|\(a\)|\(at\)|\[at\]|©|®|\(@\)?)\s?(?=[\w-]*[a-z][\w-]*\s?\.\s?[\w-]*[a-z])/giu,
      '$1@',
    );
  // "E. anna.berg  example.org": the label says it is an address, so the gap is the lost "@"
  if (!t.includes('@'))
    t = t.replace(
      LABELLED_LOST_AT,
      // (a gap for a dot only where the "@" was read as a glyph: with gaps alone, which is the "@" is unclear)
      (all, label: string, local: string, glyph: string | undefined, host: string) =>
        /\s/.test(host) && !glyph ? all : `${label}${local}@${host.replace(/\s/g, '.')}`,
    );
  if (t.includes('@')) {
    // a lone "@" beside a whole address is its pictogram ("Tél. 01 23 45 67 @ h.moreau@…"), not a split one; so
    // is one with a colon, a label ("Tél. 04.65.71.67.01 @: jb.lacroix@…")
    if (WHOLE_ADDRESS.test(t))
      t = t.replace(
        /(^|\s)@(:?)(?=\s)/gu,
        (_m, before: string, colon: string) => `${before} ${colon && ' '}`,
      );
    // … and so is one set apart between a word in capitals and a host in small letters ("DRS. FLOOR OP DEN KAMP @
    // zeewolde.example"): an address is printed in one case
    t = t.replace(/(?<=(?:^|\s)\p{Lu}{2,})\s@\s(?=[\p{Ll}0-9-]+\.\p{Ll})/gu, '  ');
    // (not onto a number after a pictogram read with an @ in it: "Q@ +52815522 8686"; nor a social handle set
    // apart after a web address, "vindhya.example.org @vindhyaofficial": no host stands before an "@")
    t = t.replace(
      /(\S)\s?@(?:\s(?![+(\d])|(?=\S))(\S)/g,
      (m, before: string, after: string, at: number, all: string) =>
        /\s@/.test(m) &&
        /(?:^|\s)[\p{L}0-9-]+(?:\.[\p{L}0-9-]+)*\.\p{L}{2,}$/u.test(all.slice(0, at + 1)) &&
        /^[\w]+(?=\s|$)/u.test(all.slice(at + m.length - 1))
          ? m
          : `${before}@${after}`,
    );
    // "tyler:stclair@…": a dot inside the local part read as a colon (not a label's: "mail:tyler@")
    t = t.replace(/(?<=^|\s)([\p{Ll}0-9._-]{2,}):(?=[\p{Ll}0-9._-]{2,}@)/gu, (m, before: string) =>
      ALL_LABELS.has(before) ? m : `${before}.`,
    );
    // "anna. berg@…": a space after a dot inside the local part (in capitals too, "MARTIN. FERNANDEZ@…", after a
    // word that is no label)
    t = t.replace(/([\p{Ll}0-9])\.\s(?=[\p{Ll}0-9._-]+@)/gu, '$1.');
    t = t.replace(/(?<=^|\s)(\p{Lu}{2,})\.\s(?=[\p{Lu}0-9._-]+@)/gu, (m, word: string) =>
      ALL_LABELS.has(word.toLowerCase()) ? m : `${word}.`,
    );
    // … and a lone capital with its dot after the label, an initial ("E. A. BONNAIRE@…")
    t = t.replace(LABELLED_CAPITAL_INITIAL, '$1$2.');
    // "E anna berg@…": on a labelled line, a lower-case word between the label and the address belongs to it
    t = t.replace(LABELLED_SPLIT_LOCAL, '$1$2.');
    // "W: anna@acme.example.comacme.example.com": a web address glued after an address, the host over again, is
    // set apart at the address's end
    t = t.replace(
      /(@([\p{Ll}0-9-]{3,})(?:\.[\p{Ll}0-9-]+)*?\.(?:com|net|org))(?=\2(?:\.[\p{Ll}0-9-]+)+(?![\p{L}0-9@-]))/gu,
      '$1 ',
    );
    // "name@domain.example,com": a comma read for the dot before the domain's end
    t = t.replace(/(@[\w.-]*\w),(com|net|org|co|de|es|fr|nl|ie|uk|in|mx|it|be|at|ch)\b/g, '$1.$2');
    // "name@domain. example. net" → "name@domain.example.net" (not before a run of digits: "montsorean. 0353019027
    // example" is a phone number the page pass read into the address's line, and no domain's label is one; nor
    // after a whole domain, where only a country's code may follow: "…example.org. iky" is junk read after it)
    const joinAfterDot = (m: string, host: string, next: string): string =>
      /\.(?:com|net|org|edu|gov)$/i.test(host) && !COUNTRY_TLDS.has(next.toLowerCase())
        ? m
        : `${host}.${next}`;
    t = t.replace(/(@[\w.-]*\w)\s?\.\s(?!\d{6})(\w+)/g, joinAfterDot);
    t = t.replace(/(@[\w.-]*\w)\s?\.\s(?!\d{6})(\w+)/g, joinAfterDot);
    // "name@domain example" at the end of the line: a domain needs a dot, so the gap is the lost one
    t = t.replace(/(@[\p{L}0-9-]{2,})\s(\p{Ll}{2,})$/u, '$1.$2');
    // "name@tezontle-alimentos-example.net": a hyphen read for the dot before RFC 2606's label (no name of a host
    // ends in it)
    t = t.replace(
      /(@[\p{L}0-9-]*[\p{L}0-9])-(example)(?=\.[a-z]{2,}(?![\p{L}0-9-])|(?![\p{L}0-9.-]))/u,
      '$1.$2',
    );
    // "name@brightwaterexample", "name@acmecom": a domain holds a dot, so one before a known last label was lost
    t = t.replace(
      /@([\p{L}0-9-]{2,}?[\p{L}0-9])(?:(example)(com|net|org)?|(com|net|org))(?![\p{L}0-9.-])/u,
      (_m, host: string, example?: string, after?: string, tld?: string) =>
        `@${host}.${example ? `example${after ? `.${after}` : ''}` : tld}`,
    );
    t = t.replace(SPLIT_LOCAL_ALONE, (m, before: string, lower?: string, upper?: string) => {
      const word = (lower ?? upper)!.toLowerCase();
      return ALL_LABELS.has(word) || WORDS_BEFORE_ADDRESS.has(word) ? m : `${before}${lower ?? upper}.`;
    });
  }
  return t;
}

export function findEmails(segments: Segment[]): EmailFound[] {
  const out: EmailFound[] = [];
  segments.forEach((s, i) => {
    const text = repairEmailText(s.text, s.ocr);
    if (text !== s.text) s.text = text;
    for (const m of text.matchAll(EMAIL_RE)) {
      // (an address never holds two dots in a row: "shauna..kowalczyk@" is a speck read as a second one)
      let value = m[0]
        .replace(/^[.'-]+/, '')
        .replace(/[.'-]+$/, '')
        .replace(/\.{2,}/g, '.');
      // (nor, on a card, a dot beside an underscore or hyphen: "madison._delgado" is a speck read beside the "_")
      if (s.ocr) value = value.replace(/\.(?=[_-])|(?<=[_-])\./g, '');
      value = value.replace(/^mailto:/i, '');
      // addresses are printed in one case: a capital I among lower-case letters is a misread l ("Inunez@")
      if (s.ocr && /\p{Ll}/u.test(value) && !/\p{Lu}/u.test(value.replace(/I/g, '')))
        value = value.replace(/I/g, 'l');
      // (and an initial read as a zero: "0.grossmannosswald@"; no address opens with a lone digit before a dot)
      if (s.ocr) value = value.replace(/^0(?=[._-]\p{L})/u, 'o');
      // (and an o or l of the domain's end read as a digit: "….example.0rg", "….c0m")
      if (s.ocr)
        value = value.replace(
          /\.(?=[\p{L}01]*\p{L})([\p{L}01]{2,})$/u,
          (_m, end: string) => `.${end.replace(/0/g, 'o').replace(/1/g, 'l')}`,
        );
      value = value.toLowerCase();
      const [local = '', domain = ''] = value.split('@');
      if (!local || !/\.[\p{L}]{2,}$/u.test(domain)) continue;
      // a web address read before the domain's "@" is no box ("xalapena.example.net @xalapena.example.net")
      if (local === domain) continue;
      out.push({
        value,
        local,
        domain,
        // a team box, or the company's own name as the box ("officinelunardi@pec.officinelunardi.example")
        generic:
          GENERIC_MAILBOXES.has(local.replace(/[0-9]+$/, '')) ||
          (local.length >= 6 && domain.split('.').slice(0, -1).includes(local)),
        seg: i,
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
        conf: s.conf,
        ...wordConfOf(s, value),
      });
    }
  });
  return out;
}

/** The confidence of the recogniser's word(s) that spell the address, where it read them on its own. */
function wordConfOf(s: Segment, value: string): { wordConf: number } | Record<string, never> {
  const spelling = (t: string): string => t.toLowerCase().replace(/[^\p{L}0-9@._-]/gu, '');
  const own = (s.words ?? []).filter((w) => spelling(w.text).length >= 3 && value.includes(spelling(w.text)));
  return own.length ? { wordConf: Math.min(...own.map((w) => w.conf)) } : {};
}

/** Country-code top-level domains: the ISO regions libphonenumber knows, with .uk and .eu. */
const COUNTRY_TLDS = new Set([...getCountries().map((c) => c.toLowerCase()), 'uk', 'eu', 'ac']);

/** A top-level domain in use: one card makers print, a generic one, or a country's. */
export const isTopLevelDomain = (tld: string): boolean =>
  KNOWN_TLDS.includes(tld) || GENERIC_TLDS.has(tld) || COUNTRY_TLDS.has(tld);

// (LinkedIn's name also as OCR misreads its first letters: "hinkedin.com/in/…")
const SOCIAL =
  /(linkedin|\b[a-z|1]{1,2}nked[il1|]n|twitter|x\.com|facebook|instagram|xing|github|youtube|tiktok)\b/i;
const WEB_RE =
  /(?<![@\w.-])(?:https?:\/\/)?(?:w{2,4}\s?\.\s?)?[\p{L}0-9][\p{L}0-9-]*(?:\s?\.\s?[\p{L}0-9-]+)*\.[\p{L}]{2,}(?:\/[^\s,;)]*)?(?![@\w-])/giu;

/** A host LinkedIn's name is two slips or fewer from, with a path after it: a profile link, not a website. */
function isLinkedInMisread(raw: string): boolean {
  const m = /^(?:https?:\/\/)?(?:w+\.)?([a-z0-9|]{6,10})\.com\/\S/i.exec(raw);
  return !!m && editDistance(m[1]!.toLowerCase(), 'linkedin') <= 2;
}

function labelBefore(text: string, start: number, labels: string[]): boolean {
  const before = text
    .slice(Math.max(0, start - 16), start)
    .toLowerCase()
    .replace(/[\s:.,-]+$/, '');
  const word = before.split(/[\s:]+/).pop() ?? '';
  return labels.includes(word.replace(/\./g, ''));
}

export function findWebsites(segments: Segment[], emails: EmailFound[]): WebsiteFound[] {
  const out: WebsiteFound[] = [];
  let words: Set<string> | undefined;
  const cardWords = (): Set<string> => (words ??= printedWords(segments.map((s) => s.text).join('\n')));
  segments.forEach((s, i) => {
    // blank out emails so their domains are not read as websites
    let text = s.text;
    for (const e of emails.filter((x) => x.seg === i)) {
      text = text.slice(0, e.start) + ' '.repeat(e.end - e.start) + text.slice(e.end);
    }
    // a comma read for the dot before a host's end ("www.harrowgate.example,org")
    if (s.ocr)
      text = text.replace(
        /(?<=[\p{L}0-9-]\.[\p{L}0-9-]{2,}),(\p{Ll}{2,6})(?![\p{L}0-9-])/gu,
        (m, end: string) => (KNOWN_TLDS.includes(end) || GENERIC_TLDS.has(end) ? `.${end}` : m),
      );
    for (const match of text.matchAll(WEB_RE)) {
      // a one-letter label glued on by the pattern ("W. www.example.org", "W.example.org") is not a host label
      // (a label the recogniser misread, "S. ondine.example", is dropped the same way: the rest must still be a host)
      // (or a pictogram read as a digit and a letter, set apart by a gap: "8S. hautefeuille-etudes.example.com")
      const lead = /^(\p{L}|\d\p{L}|\p{L}\d)\s?\.\s?(?=[\p{L}0-9])/u.exec(match[0]);
      const letter = lead?.[1]!.toLowerCase() ?? '';
      const spaced = !!lead && /\s/.test(match[0].slice(0, lead[0].length));
      // another field's label ("E. ottilie.br …") says the rest is no web address; a capital that is no field's
      // label, opening the piece with its dot and no gap, is a label abbreviated ("S.rochebrune.example", Site)
      const glued =
        !!lead && !spaced && /^\p{Lu}$/u.test(lead[1]!) && text.slice(0, match.index).trim() === '';
      if (lead && !WEB_LABELS.includes(letter) && ((!spaced && !glued) || ALL_LABELS.has(letter))) continue;
      // a pictogram read as a capital before a host the card prints as a word ("Iveldhoek.example", Veldhoek B.V.),
      // or as any capital before the host of the card's addresses ("Xxalapena-alimentos.example" beside
      // …@xalapena-alimentos.example)
      const restLabel = match[0].slice(1).split('.')[0]!;
      const icon =
        !lead &&
        ((/^[Il|]\p{Ll}[\p{Ll}0-9-]{3,}\./u.test(match[0]) && cardWords().has(restLabel)) ||
          (/^\p{Lu}\p{Ll}[\p{Ll}0-9-]{3,}\./u.test(match[0]) &&
            emails.some((e) => e.domain.split('.')[0] === restLabel)));
      const skipped = lead ? lead[0].length : icon ? 1 : 0;
      const m = { 0: match[0].slice(skipped), index: (match.index ?? 0) + skipped };
      let raw = m[0].replace(/\s/g, '').replace(/[.,;:]+$/, '');
      // (a profile's "/in/" path also when its host was misread: "finkedin.com/in/…")
      if (SOCIAL.test(raw) || /^\/?in\//i.test(raw) || /^[\w.-]+\.com\/in\//i.test(raw)) continue;
      // (… or read worse, its path's slash lost too: "tinkedun.com/injolen-terhorst")
      if (isLinkedInMisread(raw)) continue;
      raw = raw.replace(
        /^(https?:\/\/)?w{2,5}\./i,
        (_x, scheme: string | undefined) => `${scheme ?? ''}www.`,
      );
      // (read with a letter or two of a garbled scheme before it, with or without a path after the host:
      // "hutp:/imww.redtail.example.com", "htps:/mww.brisamar.example.com/")
      if (s.ocr)
        raw = raw.replace(
          /^(https?:\/\/)?\p{Ll}{1,2}w{2,3}\.(?=[\p{L}0-9-]{3,}\.[\p{L}0-9.-]*\p{L}{2}(?:\/\S*)?$)/u,
          (_x, scheme: string | undefined) => `${scheme ?? ''}www.`,
        );
      const host = raw
        .replace(/^https?:\/\//i, '')
        .replace(/\/.*$/, '')
        .toLowerCase();
      const labels = host.split('.');
      // "S.A", "e.K", "Pvt.Ltd": a host needs a real first label and no one-letter labels
      if (labels.some((l) => l.length < 2) || labels.length < 2) continue;
      const core = labels[0] === 'www' ? labels[1]! : labels[0]!;
      if (core.length < 3) continue;
      // a host's end read alone ("cxample.com" after an address's lost "@") names no host
      if (s.ocr && hostEndLabel(core) === 'example') continue;
      if (/^(?:dr|ing|lic|prof|tel|mob|fax|inc|ltd|corp|co|no|nr|st|av|pvt)$/i.test(labels[0]!)) continue;
      // "contacticarrowmore.example" beside cosullivan@carrowmore… or "The Carrowmore Group": a shared mailbox
      // whose "@" was read as a letter
      const mailboxLostAt = [...GENERIC_MAILBOXES].some((box) => {
        const rest = labels[0]!.slice(box.length + 1);
        return (
          box.length >= 4 &&
          labels[0]!.startsWith(box) &&
          (emails.some((e) => e.domain.split('.')[0] === rest) || (rest.length >= 5 && cardWords().has(rest)))
        );
      });
      if (mailboxLostAt) continue;
      // a bare host ends in a country code or a top-level domain in use ("oom.exam" is a scrap of a line)
      const tld = labels[labels.length - 1]!;
      const bare = !/^(?:https?:\/\/|www\.)/i.test(raw) && !labelBefore(s.text, m.index ?? 0, WEB_LABELS);
      const knownTld =
        KNOWN_TLDS.includes(tld) ||
        GENERIC_TLDS.has(tld) ||
        KNOWN_TLDS.some((t) => ocrKey(t) === ocrKey(tld)) ||
        // (RFC 2606's .example misread: "tezontie-logistica.cxample")
        (s.ocr && hostEndLabel(tld) === 'example');
      if (bare && tld.length > 2 && !knownTld) continue;
      // a two-letter end must be a country's ("Scanned by: kwee.lh" is a user name)
      if (bare && tld.length === 2 && !knownTld && !COUNTRY_TLDS.has(tld)) continue;
      // (the scheme aside: mending it wrote it in small letters, "https://BRIGHTWATER.EXAMPLE.ORG")
      const withoutScheme = m[0].replace(/^https?:\/\//i, '');
      if (
        /\p{Lu}/u.test(withoutScheme) &&
        /\p{Ll}/u.test(withoutScheme) &&
        !/^w{2,4}\./i.test(withoutScheme) &&
        // (a scheme's garbled "www" after it, "hitps:/Amwww.", is read by the garbled-line path)
        (withoutScheme === m[0] || /^\p{L}{1,2}w{2,3}\./iu.test(withoutScheme))
      ) {
        // Mixed case without www is more likely prose ("Ltd.Com") than a printed web address, unless labelled or
        // after a scheme ("hitps:/Mindeboom.example.com", the slash and an l read as M).
        if (!labelBefore(s.text, m.index ?? 0, WEB_LABELS)) continue;
      }
      const value = raw.replace(/\/+$/, '').toLowerCase();
      out.push({
        value,
        host: host.replace(/^www\./, ''),
        labelled: labelBefore(s.text, m.index ?? 0, WEB_LABELS),
        seg: i,
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
        conf: s.conf,
        ...wordConfOf(s, value),
      });
    }
  });
  return out;
}

/** A web address's scheme and "www." as the recogniser garbles them, with what it read between ("hitps:/Amwww."). */
const GARBLED_SCHEME =
  /^(?:h\S{0,3}[pbn]s?[\s:;.,/|!l]*)?(?:(?:\p{L}{0,2}w{2,3}|w\p{L}w)(?:[\s.,]+|(?=\p{L})))?/u;

/** A line with no label that opens with a web address's scheme however garbled ("hips Halbatran example com"). */
const SCHEME_START = /^h\S{0,3}[pbn]s?[\s:;.,/|!]+\S.{3,}$/iu;

/** A web label and what follows it, at the start of a line or after an address on it ("Mail …@… Internet …"). */
const WEB_LABEL_START = new RegExp(
  `^(?:.*?\\S@\\S+\\s+(?:[^\\p{L}\\p{N}\\s]{1,2}\\s+)?)?(?:${[...WEB_LABELS]
    .sort((a, b) => b.length - a.length)
    .map((l) => l.replace(/ /g, '\\s'))
    .join('|')})\\b[.:|\\s]+(.{4,})$`,
  'iu',
);

/**
 * A web address line the recogniser garbled past reading ("Website kaveri le.com"), whose label says what it is and
 * whose letters follow the card's address domain (kaveri.example.com): that domain, to be confirmed. Null when no
 * labelled line is that near one.
 */
export function websiteFromGarbledLine(segments: Segment[], emails: EmailFound[]): WebsiteFound | null {
  for (const line of new Set(segments.filter((s) => s.ocr).map((s) => s.line))) {
    // (the line whole: gaps may have cut it into pieces, "Website | kaveri | le.com"; the label may start the line
    // or a piece of it, "Mail: … | Web: https /vauclair example com")
    const pieces = segments.flatMap((s, i) => (s.line === line ? [i] : []));
    for (let from = 0; from < pieces.length; from++) {
      const found = garbledSiteFrom(segments, pieces.slice(from), emails);
      if (found) return found;
    }
    const bare = bareDomainLine(segments, pieces, emails) ?? firmHostLine(segments, pieces);
    if (bare) return bare;
  }
  return null;
}

/**
 * A line that is nothing but the name a card prints with its legal form and a domain's end, its dots read as gaps
 * ("FALKENRIED EXAMPLE COM" beside Falkenried GmbH, on a card with no address to spell the domain): that host.
 */
function firmHostLine(segments: Segment[], pieces: number[]): WebsiteFound | null {
  const text = pieces
    .map((i) => segments[i]!.text)
    .join(' ')
    .replace(PICTOGRAM_BEFORE, '')
    .trim()
    .toLowerCase();
  const m = /^([\p{Ll}0-9-]{4,})((?:\s(?:example|[a-z]{2,4}))+)$/u.exec(text);
  if (!m) return null;
  const ends = m[2]!.trim().split(/\s+/);
  if (!ends.every((e) => e === 'example' || KNOWN_TLDS.includes(e)) || !KNOWN_TLDS.includes(ends.at(-1)!))
    return null;
  const firmNames = segments
    .filter((s, i) => !pieces.includes(i) && legalMatch(s.text))
    .flatMap((s) => s.text.slice(0, legalMatch(s.text)!.index).split(/\s+/).map(foldAlnum));
  if (!firmNames.includes(m[1]!)) return null;
  const host = [m[1]!, ...ends].join('.');
  const last = pieces[pieces.length - 1]!;
  return {
    value: host,
    host,
    labelled: false,
    seg: last,
    start: 0,
    end: segments[last]!.text.length,
    conf: 0.5,
  };
}

/** A pictogram before a line's text, as the recogniser reads one ("©", "®", "@", "QO", "&"). */
const PICTOGRAM_BEFORE = /^(?:[^\p{L}\p{N}\s]{1,2}|[OQ]{1,2})\s+/u;

/**
 * A line that is nothing but the card's address domain, a letter of it misread and its dots lost
 * ("© cichwerk examplecom" beside j.nussbaum@eichwerk.example.com), or its end garbled after the first label and
 * its dot ("summitline.exarh"): the web address printed bare beside a pictogram. With no label to say so, all of
 * the line must spell the domain, one slip at most, or its first label whole.
 */
function bareDomainLine(segments: Segment[], pieces: number[], emails: EmailFound[]): WebsiteFound | null {
  // (the line of an address is no web address one slip from its domain: "n@konark.example" is "nkonarkexample")
  if (emails.some((e) => pieces.includes(e.seg))) return null;
  const text = pieces
    .map((i) => segments[i]!.text)
    .join(' ')
    .replace(PICTOGRAM_BEFORE, '')
    .toLowerCase();
  const letters = text.replace(/[^\p{L}0-9-]/gu, '');
  // (or its first label whole, with its dot, and the rest read from its first letters on: "summitline.exarh"
  // beside jordan@summitline.example)
  const host = /^([\p{Ll}0-9-]{5,})\.(\p{Ll}{3,})$/u.exec(text.trim());
  const email = emails.find((e) => {
    const domain = e.domain.replace(/\./g, '');
    if (!e.generic && domain.length >= 8 && editDistance(letters, domain) <= 1) return true;
    const [label, ...rest] = e.domain.split('.');
    return !!host && host[1] === label && rest.join('.').startsWith(host[2]!.slice(0, 3));
  });
  if (!email) return null;
  const last = pieces[pieces.length - 1]!;
  return {
    value: email.domain,
    host: email.domain,
    labelled: false,
    seg: last,
    start: 0,
    end: segments[last]!.text.length,
    conf: 0.5,
  };
}

/** `websiteFromGarbledLine` for the pieces of one line from the one its label should start. */
function garbledSiteFrom(segments: Segment[], pieces: number[], emails: EmailFound[]): WebsiteFound | null {
  // the letters after the label, and after the scheme or www however garbled ("hitps:/Amwww.oldquay.example/",
  // "https / indeboom example")
  // (or after an address on the line's first piece, put together with its "@" lost or read whole: "E
  // treya-coleQredbrook exampie.net W redbrook example net", "… mcgrath@comib-logistics.example.net https://comib
  // logistics example net")
  const after = emails.find((e) => e.seg === pieces[0]);
  const lettersOf = (upTo: number): string => {
    const joined = pieces
      .slice(0, upTo + 1)
      .map((i) => segments[i]!.text)
      .join(' ');
    // (past the separator after the address: "… - Internet brueckenhof. ple")
    const text = after ? joined.slice(after.end).replace(/^[^\p{L}\p{N}]+/u, '') : joined;
    return (WEB_LABEL_START.exec(text)?.[1] ?? SCHEME_START.exec(text)?.[0] ?? '')
      .toLowerCase()
      .replace(GARBLED_SCHEME, '')
      .replace(/[^\p{L}0-9-]/gu, '');
  };
  const letters = lettersOf(pieces.length - 1);
  if (!letters) return null;
  // (an o read as a zero: "0ldquay")
  const read = letters.replace(/0/g, 'o');
  const email = emails.find((e) => {
    const domain = e.domain.replace(/\./g, '');
    // its start read, or all of it but the first letter ("indeboom" for lindeboom); or its first two letters,
    // the third misread ("brieckenhof" for brueckenhof), or the first misread ("muasteca" for huasteca)
    const start = read.slice(0, 3);
    // (or after a letter the scheme's slashes were read as: "hips Halbatran" for https://albarran)
    const startRead =
      start.length === 3 &&
      (domain.startsWith(start) ||
        domain.startsWith(start, 1) ||
        domain.startsWith(start.slice(0, 2)) ||
        domain.startsWith(read.slice(1, 4)) ||
        domain.startsWith(read.slice(1, 4), 1));
    // (as far as the domain goes: the line may go on with an address, "… oldquay.example/ Birmingham B3 5QX"; or
    // the line cut after the domain's first label, "hips//moher" for https://moher.example)
    const firstLabel = e.domain.split('.')[0]!;
    return (
      (startRead && similarity(read.slice(0, domain.length + 1), domain) >= 0.75) ||
      (read === firstLabel && read.length >= 5)
    );
  });
  if (!email) return null;
  // the piece where the domain's letters end (an address may follow on the line)
  const length = email.domain.replace(/\./g, '').length;
  const last = pieces.find((_, k) => lettersOf(k).length >= length - 1) ?? pieces[pieces.length - 1]!;
  const end = segments[last]!.text.length;
  return { value: email.domain, host: email.domain, labelled: true, seg: last, start: 0, end, conf: 0.6 };
}

/**
 * Emails whose "@" the recogniser lost: a token ending in a domain the card prints elsewhere
 * ("oliverfairbairnOpennine-designstudio.example" with www.pennine-designstudio.example).
 */
export function recoverEmails(
  segments: Segment[],
  emails: EmailFound[],
  websites: WebsiteFound[],
): EmailFound[] {
  // (an address cut short is one whatever else the card holds: the lead's, cut, beside a scrap of another line read
  // whole, "vera@ollvera-energia.example")
  const cutShort = segments.flatMap((s, i) => (s.ocr ? addressesCutShort(s, i, websites) : []));
  if (emails.some((e) => !e.generic)) return [...emails, ...cutShort];
  const domains = [...new Set([...websites.map((w) => w.host), ...emails.map((e) => e.domain)])];
  const out = [...emails];
  const names = capitalisedWords(segments.map((sg) => sg.text).join('\n'));
  out.push(...cutShort);
  segments.forEach((s, i) => {
    if (s.text.includes('@')) return;
    if (s.ocr) {
      const previous = segments[i - 1];
      const labelBefore = previous?.line === s.line && isEmailLabel(previous.text);
      const found = addressBehindLabel(s, i, names, labelBefore);
      if (found) {
        out.push(found);
        return;
      }
    }
    const isLabelled = EMAIL_LABELS.some((l) => new RegExp(`^${l}\\b`, 'i').test(s.text));
    const foundBefore = out.length;
    for (const d of domains) {
      // the "@" glued on as a letter ("annaOexample.org"), or read as a separate letter ("anna O example.org"), or
      // lost in a gap on a labelled line ("E. JORDAN DELUCA CEDARRIDGE-CAPITAI. EXAMPLE COM"; there the domain's
      // l and i may be read for each other too)
      const lost = isLabelled ? '|\\s' : '';
      const host = d
        .replace(/[.]/g, '(?:\\s?\\.\\s?|\\s)')
        .replace(/[li]/g, isLabelled ? '[liLI1]' : '[li1]');
      // (in capitals too, on such a line)
      const re = new RegExp(
        `([\\p{L}0-9._-]{2,})(?:(\\s?[OQ0©®@(]\\s?${lost})|)${host}\\b`,
        isLabelled ? 'iu' : 'u',
      );
      const m = re.exec(s.text.replace(/^(?:www|ww)\s?\./i, ''));
      if (!m || /^w{2,4}\.?$/i.test(m[1]!) || ALL_LABELS.has(m[1]!.toLowerCase())) continue;
      // a host that ends in the domain ("www.mezquital.example.org" for example.org) is no address
      // (or in a hyphen: "brightwater-capital.example.net" holds capital.example.net)
      if ((!m[2] && /[.-]$/.test(m[1]!)) || /^w{2,4}\./i.test(m[1]!)) continue;
      // (nor one the card prints whole, of which the domain is only the end: "ple.com", the scrap of a line, inside
      // "brugwater.example.com")
      if (!m[2] && domains.includes(m[0].toLowerCase())) continue;
      let local = m[1]!.replace(/[._-]$/, '');
      if (!m[2] && /[oq0@©(]$/i.test(local) && local.length > 2) local = local.slice(0, -1);
      const wordBefore = LABELLED_WORD_BEFORE.exec(s.text.slice(0, m.index));
      if (wordBefore) local = `${wordBefore[1]}.${local}`;
      if (!isLabelled && local.length < 3) continue;
      out.push(recoveredEmail(local, d, s, i, m));
    }
    if (s.ocr && out.length === foundBefore) {
      const found = addressInOneToken(segments, i, names);
      if (found) out.push(found);
    }
  });
  return out;
}

/**
 * An unlabelled cell that is one token with a local part's shape and its "@" lost: "w.vanleeuwenveldhoek.example"
 * (a letter or more, a dot or underscore, letters, a domain's end), read as an address only where the letters before
 * a name the card prints hold another name printed on a line without it, the person's ("vanleeuwen" beside Wouter
 * van Leeuwen); a host run together from the company's words ("konarkengineering") holds words printed with it.
 */
function addressInOneToken(
  segments: readonly Segment[],
  seg: number,
  names: ReadonlySet<string>,
): EmailFound | null {
  const s = segments[seg]!;
  const text = s.text.trim();
  if (!LOCAL_SHAPED_TOKEN.test(text) || /^(?:w{2,4}|https?|web)\b/i.test(text)) return null;
  const best = localAndDomainBehind(text.toLowerCase(), names);
  if (!best) return null;
  const domainName = best.domain.split(/[.-]/)[0]!;
  // (each line of the card whole, its cells joined)
  const cardLines = [...new Set(segments.map((sg) => sg.line))].map((line) =>
    segments
      .filter((sg) => sg.line === line)
      .map((sg) => sg.text)
      .join(' ')
      .toLowerCase(),
  );
  const person = [...names].some(
    (n) =>
      !domainName.startsWith(n) &&
      best.local.includes(n) &&
      cardLines.some((l) => l.includes(n) && !l.includes(domainName)),
  );
  if (!person) return null;
  const m = Object.assign([s.text], { index: 0 }) as RegExpMatchArray;
  return recoveredEmail(best.local, best.domain, s, seg, m);
}

const EMAIL_LABEL_ONLY = new RegExp(`^(?:${EMAIL_LABEL_ALT})[.:]?$`, 'u');
const EMAIL_LABEL_OPENING = new RegExp(`^(?:.*?[\\s"“'‘])?(?:${EMAIL_LABEL_ALT})[.:]?\\s+`, 'u');

/**
 * The capitalised words of four letters or more a text prints outside its addresses, in order; labels and domain
 * ends are none.
 */
export function capitalisedWordList(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}0-9@.])\p{Lu}\p{L}{3,}(?![\p{L}0-9@]|\.\p{L})/gu)]
    .map((m) => m[0])
    .filter((w) => !ALL_LABELS.has(w.toLowerCase()) && !KNOWN_TLDS.includes(w.toLowerCase()));
}

/**
 * The capitalised words a card prints outside its addresses (its company's and brand's names, each part of a
 * hyphenated one), lower-cased; labels and domain ends are none.
 */
function capitalisedWords(cardText: string): Set<string> {
  const names = new Set<string>();
  for (const word of capitalisedWordList(cardText)) {
    const low = word.toLowerCase();
    names.add(low);
    // (as an address spells a word with an umlaut or ß: "MÜHLBACH" at muehlbach)
    if (/[äöüß]/.test(low)) names.add(spelledAsInAddress(low));
  }
  return names;
}

/**
 * The rest of a domain opening a line: its first label's end, then its domain's end, each dot read as a dot,
 * comma, underscore or gap ("hul-pharma_ example, com").
 */
const DOMAIN_REST_OPENING = new RegExp(
  `^([\\p{Ll}0-9-]{2,})[._,]?\\s?(example|${KNOWN_TLDS.join('|')})(?:[._,]\\s?(${KNOWN_TLDS.join('|')}))?(?=$|\\s)`,
  'u',
);

/** A typed address broken after a hyphen or dot of its domain, and the rest of the domain opening the next line. */
const TYPED_ADDRESS_BROKEN = /\S@[\p{L}\d.-]*[-.]$/u;
const TYPED_DOMAIN_REST = /^\s*([\p{L}\d][\p{L}\d-]*(?:\.[\p{L}\d-]+)*\.\p{L}{2,})(?=$|[\s,;>)])/u;

/**
 * An address the recogniser read as two lines at a separator of its local part, the pieces side by side on one row
 * ("E-mail inmaculada_" and "_etxeberria@albarran.example.com", the underscore read on both): one word again, with
 * one separator. Null where the lines are no such pair.
 */
function localPartSplitOnItsRow(line: TextLine, next: TextLine): { line: TextLine; next: TextLine } | null {
  const head = line.words?.[line.words.length - 1];
  const tail = next.words?.[0];
  if (!head || !tail || !/@/.test(tail.text) || /@/.test(head.text)) return null;
  const separator = /[._-]$/.exec(head.text)?.[0] ?? /^[._-]/.exec(tail.text)?.[0];
  if (!separator || !/^[\p{L}0-9][\p{L}0-9._-]*$/u.test(head.text)) return null;
  const h = Math.min(head.bbox.y1 - head.bbox.y0, tail.bbox.y1 - tail.bbox.y0);
  const sameRow = Math.min(head.bbox.y1, tail.bbox.y1) - Math.max(head.bbox.y0, tail.bbox.y0) >= 0.6 * h;
  const abutting = tail.bbox.x0 - head.bbox.x1 <= 0.3 * h && tail.bbox.x1 > head.bbox.x1;
  if (!sameRow || !abutting) return null;
  const word: RecognisedWord = {
    text: head.text.replace(/[._-]$/, '') + separator + tail.text.replace(/^[._-]/, ''),
    confidence: Math.min(head.confidence, tail.confidence),
    bbox: boxAround([head, tail]),
  };
  const words = [...line.words!.slice(0, -1), word];
  const left = next.words!.slice(1);
  return {
    line: { ...line, text: words.map((w) => w.text).join(' '), words },
    next: { ...next, text: left.map((w) => w.text).join(' '), words: left },
  };
}

/**
 * An address cut at a line's end inside its domain ("… E. shreya@tris") whose rest the recogniser read as the start
 * of the next line ("hul-pharma_ example, com"): a long line on a tilted photo is read as two. Joined back when the
 * joined domain's first label spells words the card prints ("Trishul Pharma"), each piece of a hyphenated one. A
 * typed note's address broken after its domain's hyphen or dot, where a narrow column or a PDF's line ran out
 * ("h.aalders@vlietstra-" / "pompen.example"), is joined as it stands; what follows it on the next line stays there.
 */
export function joinAddressCutAtLineEnd(lines: readonly TextLine[]): TextLine[] {
  const cardText = lines.map((l) => l.text).join('\n');
  const printed = capitalisedWords(cardText);
  const out = [...lines];
  const emptied = new Set<TextLine>();
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i]!;
    const next = out[i + 1]!;
    if (!line.words?.length && !next.words?.length) {
      const typedRest = TYPED_ADDRESS_BROKEN.test(line.text.trimEnd())
        ? TYPED_DOMAIN_REST.exec(next.text)
        : null;
      if (!typedRest) continue;
      out[i] = { ...line, text: line.text.trimEnd() + typedRest[1] };
      out[i + 1] = { ...next, text: next.text.slice(typedRest[0].length).trim() };
      if (!out[i + 1]!.text) emptied.add(out[i + 1]!);
      continue;
    }
    const joined = localPartSplitOnItsRow(line, next);
    if (joined) {
      out[i] = joined.line;
      out[i + 1] = joined.next;
      if (!joined.next.words?.length) emptied.add(joined.next);
      continue;
    }
    const cut = /@([\p{L}0-9-]{2,})$/u.exec(line.text.trimEnd());
    if (!cut || !line.words?.length || !next.words?.length) continue;
    const rest = DOMAIN_REST_OPENING.exec(next.text);
    if (!rest) continue;
    const label = `${cut[1]!.toLowerCase()}${rest[1]}`;
    if (!label.split('-').every((piece) => printed.has(piece))) continue;
    const domain = [label, rest[2], rest[3]].filter(Boolean).join('.');
    const taken = rest[0].split(/\s+/).length;
    const words = [...line.words];
    const last = words[words.length - 1]!;
    const consumed = next.words.slice(0, taken);
    words[words.length - 1] = {
      ...last,
      text: last.text.replace(/@[\p{L}0-9-]+$/u, `@${domain}`),
      confidence: Math.min(last.confidence, ...consumed.map((w) => w.confidence)),
    };
    out[i] = { ...line, text: words.map((w) => w.text).join(' '), words };
    const left = next.words.slice(taken);
    out[i + 1] = { ...next, text: left.map((w) => w.text).join(' '), words: left };
    if (!left.length) emptied.add(out[i + 1]!);
  }
  // (only the lines it took whole: a typed note's blank lines part its paragraphs)
  return out.filter((l) => !emptied.has(l));
}

/**
 * "E. cline.brouwerzeewolde.example.org", "Email meenakshiénarmada example", "E-mail
 * PFEATHERSTONEGSALTMARSH- LABS.EXAMPLE": a labelled address whose "@" was lost or read as a letter, where a name
 * the card prints starts a host's worth of labels that ends the line. The letters before that name are the local
 * part (a letter the "@" was read as is left to the name to show up, see `localWithoutLostAt`).
 */
function addressBehindLabel(
  s: Segment,
  seg: number,
  names: ReadonlySet<string>,
  labelBefore: boolean,
): EmailFound | null {
  // (unlabelled, a line that opens with a local part's shape, words joined by a dot or underscore: "Jolien_kampad
  // zeewolde. example", its "@" read as "ad"; a gap after a dot is the dot's own)
  const unlabelled = !labelBefore && LOCAL_SHAPED_OPENING.test(s.text);
  const opening =
    labelBefore || unlabelled
      ? { index: 0, 0: '' }
      : (EMAIL_LABEL_OPENING.exec(s.text) ??
        EMAIL_LABEL_CUT_SHORT.exec(s.text) ??
        emailLabelMisreadOpening(s.text) ??
        // (or a pictogram read as a letter or two before one word and its domain's end: "Ml
        // MATTHIASGMUEHLBACH EXAMPLE")
        PICTOGRAM_BEFORE_ONE_WORD.exec(s.text));
  if (!opening) return null;
  const start = opening.index + opening[0].length;
  const read = unlabelled
    ? s.text.toLowerCase().replace(/\.\s(?=[a-z]{2,7}$)/, '.')
    : s.text.slice(start).toLowerCase();
  // (or with one gap the recogniser put inside the name closed: "LOLVERASALDIVARGME ZQUITAL EXAMPLE"; a gap
  // inside the local part is another rule's, see `recoverEmails`)
  const trimmed = read.trim();
  const gaps = [...trimmed.matchAll(/(?<=\p{L})\s(?=\p{L})/gu)].map((m) => m.index);
  const readings = [
    { rest: read, gap: Infinity },
    ...gaps.map((at) => ({ rest: trimmed.slice(0, at) + trimmed.slice(at + 1), gap: at })),
  ];
  for (const { rest, gap } of readings) {
    if (/\s\S+\s/.test(rest.trim().replace(/-\s/g, '-'))) continue;
    const best = localAndDomainBehind(rest, names);
    if (!best || best.local.length >= gap) continue;
    const m = Object.assign([rest], { index: start }) as RegExpMatchArray;
    return recoveredEmail(best.local, best.domain, s, seg, m);
  }
  return null;
}

/** The local part and domain of `rest` where a name the card prints starts a host's worth of labels ending it. */
function localAndDomainBehind(
  rest: string,
  names: ReadonlySet<string>,
): { local: string; domain: string } | null {
  let best: { local: string; domain: string } | null = null;
  for (const name of names) {
    for (let at = rest.indexOf(name, 2); at >= 0; at = rest.indexOf(name, at + 1)) {
      const tail = /^((?:-\s?[a-z0-9]+)*)((?:[\s.][a-z]{2,7}){1,2})[.,;]?$/.exec(
        rest.slice(at + name.length),
      );
      if (!tail) continue;
      const ends = tail[2]!.slice(1).split(/[\s.]/);
      if (!ends.every((e) => KNOWN_TLDS.includes(e))) continue;
      const local = rest
        .slice(0, at)
        .trim()
        .replace(/[^a-z0-9]+$/, '');
      // (a web address's www or scheme glued on is no local part: "wwwmuehlbach example")
      if (!/^[a-z0-9][a-z0-9._-]*$/.test(local) || local.length < 2 || /^(?:w{2,4}|https?|web)$/.test(local))
        continue;
      const domain = [`${name}${tail[1]!.replace(/\s/g, '')}`, ...ends].join('.');
      if (!best || domain.length > best.domain.length) best = { local, domain };
    }
  }
  return best;
}

/** An "Email" label whose end the recogniser lost ("Ema LOLVERA…"), after a separator: only before an address. */
const EMAIL_LABEL_CUT_SHORT = /(?:^|[|·•]\s*)(?:E-?ma|E-?Ma|E-?MA)\s+(?=\S)/u;

/**
 * An "Email" label with one letter misread, lost or added, or its "il" read as one "d" ("Emad
 * pilarimiravalle.example"): only before an address, which `addressBehindLabel` asks of what follows.
 */
function isEmailLabelMisread(word: string): boolean {
  const w = word.replace(/[.:]$/, '').toLowerCase();
  // (with its hyphen too: "E-mall")
  const bare = w.replace(/^(\p{L})-/u, '$1');
  return (
    /^\p{L}{4,6}$/u.test(bare) &&
    [bare, bare.replace(/d$/, 'il')].some((v) => v === 'email' || oneEditApart(v, 'email'))
  );
}

/** Whether a word is an "Email" label, as printed or misread. */
function isEmailLabel(word: string): boolean {
  return EMAIL_LABEL_ONLY.test(word) || isEmailLabelMisread(word);
}

/** The opening of a line that is an "Email" label misread (see `isEmailLabelMisread`), and its gap. */
function emailLabelMisreadOpening(text: string): RegExpExecArray | null {
  const m = /^(\S+)\s+(?=\S)/u.exec(text);
  return m && isEmailLabelMisread(m[1]!) ? m : null;
}

/**
 * "W ple.net" beside maximilian@lindhorst.example.net: a web address labelled as one but read only from inside a label
 * of the card's address domain (the rest of its line lost) is that domain, read less surely; and one whose last dot
 * was read as a gap is the domain whole. Mended in place.
 */
export function completeScrapHosts(
  websites: WebsiteFound[],
  emails: readonly EmailFound[],
  segments: readonly Segment[],
): void {
  for (const w of websites) {
    // its last dot read as a gap, labelled or not ("veldhoek.example com" beside …@veldhoek.example.com)
    const end = /^\s(\p{Ll}{2,6})\b/u.exec(segments[w.seg]?.text.slice(w.end) ?? '');
    const whole = end && `${w.host}.${end[1]}`;
    if (whole && emails.some((e) => e.domain === whole))
      Object.assign(w, { host: whole, value: `${w.value}.${end[1]}`, end: w.end + end[0].length });
  }
  for (const w of websites.filter((x) => x.labelled)) {
    const domain = emails.find(
      (e) =>
        e.domain.length > w.host.length &&
        e.domain.endsWith(w.host) &&
        /\p{L}/u.test(e.domain.at(-w.host.length - 1)!),
    )?.domain;
    if (domain) Object.assign(w, { host: domain, value: domain, conf: Math.min(w.conf, 0.6) });
  }
}

/**
 * Whether a bare host stands after an Email label and one word, on its piece of line or in the cell after the
 * label's ("E-mall | hello bluefin-analytics.example.net"): an address whose "@" was lost, not a web address.
 */
export function hostAfterEmailLabel(segments: readonly Segment[], w: WebsiteFound): boolean {
  const s = segments[w.seg];
  if (!s || w.labelled) return false;
  const before = s.text.slice(0, w.start);
  const previous = segments[w.seg - 1];
  const labelCell = previous?.line === s.line && isEmailLabel(previous.text);
  if (labelCell && /^[\p{Ll}0-9._-]{2,}\s$/u.test(before)) return true;
  const m = /^(\S+)\s+[\p{Ll}0-9._-]{2,}\s$/u.exec(before);
  return !!m && isEmailLabel(m[1]!);
}

/** A line opening with letters joined by a dot or underscore to more, then a gap: a local part's shape. */
const LOCAL_SHAPED_OPENING = /^\p{L}{2,}[._]\p{L}{2,}\s/u;

/** One token with a local part's shape: letters, a dot or underscore, more letters, a dot and a domain's end. */
const LOCAL_SHAPED_TOKEN = /^\p{L}+[._]\p{L}{4,}(?:[._-]\p{L}+)*\.\p{L}{2,7}$/u;

/** A letter or two opening a line (a pictogram read as letters) before one word and a domain's end. */
const PICTOGRAM_BEFORE_ONE_WORD = /^\S{1,2}\s+(?=[\p{L}0-9._-]{6,}\s\p{L}{2,7}\s*$)/u;

/** An address the card's evidence put together from a line that did not hold it whole: read weakly. */
function recoveredEmail(
  local: string,
  domain: string,
  s: Segment,
  seg: number,
  m: RegExpExecArray | RegExpMatchArray,
): EmailFound {
  const lower = local.toLowerCase();
  return {
    value: `${lower}@${domain}`,
    local: lower,
    domain,
    generic: GENERIC_MAILBOXES.has(lower),
    seg,
    start: m.index!,
    end: m.index! + m[0].length,
    conf: s.conf * 0.8,
    recovered: true,
  };
}

/**
 * "Email rodrigo@mezquitd" beside "Web mezquital.example.com": an address whose domain the line lost (cut short, or
 * its end misread) where the card's web address starts with nearly the same name. The address is the person's at
 * that domain, read weakly, so the user is asked to confirm it.
 */
function addressesCutShort(s: Segment, seg: number, websites: readonly WebsiteFound[]): EmailFound[] {
  const out: EmailFound[] = [];
  for (const m of s.text.matchAll(
    // (a host holds no underscore: "… @bluelin_hq" is a handle)
    /(?<![\p{L}0-9._-])([\p{L}0-9._-]{2,})@([\p{L}0-9-]{5,})(?![\p{L}0-9._-])/gu,
  )) {
    const [, local, cut] = m as unknown as [string, string, string];
    const host = websites
      .map((w) => w.host.replace(/^www\./, ''))
      .find((h) => {
        const name = h.split('.')[0]!;
        // (or cut inside a long name: "dkowalczyk@brightwate" for brightwater-capital)
        // (or cut early, a letter of its start misread: "inmaculada_carrasco@ofive" for olivera-energia)
        return (
          (name.startsWith(cut.slice(0, 4)) &&
            (similarity(cut, name) >= 0.8 || (cut.length >= 8 && name.startsWith(cut.slice(0, -1))))) ||
          (cut.length >= 5 && name.length > cut.length && editDistance(cut, name.slice(0, cut.length)) === 1)
        );
      });
    if (!host || ALL_LABELS.has(local.toLowerCase())) continue;
    out.push(recoveredEmail(local, host, s, seg, m));
  }
  return out;
}

/** The card's words outside its addresses, lower-cased, as often as it prints them. */
function printedWordList(cardText: string): string[] {
  return (
    cardText
      .toLowerCase()
      .replace(/\S*[@.]\S*/g, ' ')
      .match(/\p{L}{3,}/gu) ?? []
  );
}

/** The words of three letters or more a card prints, in small letters; not those of an address or a host. */
export function printedWords(cardText: string): Set<string> {
  return new Set(printedWordList(cardText));
}

/**
 * Replaces an email's domain by a near-identical domain printed elsewhere on the card (OCR slip). `cardText` is the
 * whole card: a spelling whose name the card prints as a word ("Aravalli") beats one it does not ("aravall").
 */
export function reconcileDomains(
  emails: EmailFound[],
  websites: WebsiteFound[],
  ocr = true,
  cardText = '',
): void {
  // each word the card prints, and two or three it prints one after the other run together as a label
  // ("harrowgatelabs" beside "Harrowgate Labs Ltd")
  // (without their accents, and with a German umlaut as its e too: "Logística Tezontle" beside
  // tezontle-logistica, "Mühlbach" beside muehlbach)
  const list = printedWordList(cardText);
  const printedRuns = new Set([
    ...wordRuns(list.map((w) => fold(w))),
    ...wordRuns(list.map((w) => fold(umlautsAsE(w)))),
  ]);
  // (each piece of a hyphenated label: "inishfree-foods" beside "Inishfree Foods Ltd")
  const printed = (host: string): boolean =>
    host
      .split('.')[0]!
      .split('-')
      .every((piece) => printedRuns.has(piece));
  // on a card, a domain cut short where a dot was read as a space ("…@brisamar.example NET") takes the full one
  // printed elsewhere on it ("contacto@brisamar.example.net")
  const inUse = (host: string): boolean => isTopLevelDomain(host.split('.').pop()!);
  const domains = [...emails.map((e) => e.domain), ...websites.map((w) => w.host)];
  // how many of the card's addresses spell a host so (before any is mended)
  const spelledBy = new Map<string, number>();
  for (const d of domains) spelledBy.set(d, (spelledBy.get(d) ?? 0) + 1);
  // (or one that lost an inner label where its dot was read as a space: "…@mezquital-ingenieria org" beside
  // three addresses at mezquital-ingenieria.example.org)
  const withLabelLost = (short: string, whole: string): boolean => {
    const [a, b] = [short.split('.'), whole.split('.')];
    return (
      b.length === a.length + 1 &&
      a[0] === b[0] &&
      a[a.length - 1] === b[b.length - 1] &&
      b.filter((l) => !a.includes(l)).length === 1 &&
      (spelledBy.get(whole) ?? 0) > (spelledBy.get(short) ?? 0)
    );
  };
  // (or, for the same address read twice, one reading cut short inside a label: "mmenon@konark.ex" beside
  // "mmenon@konark.example.net", where the line ran off the card's edge)
  const readWhole = (e: EmailFound): string | undefined =>
    emails.find(
      (o) => o.local === e.local && o.domain.length > e.domain.length && o.domain.startsWith(e.domain),
    )?.domain;
  // (its hyphen lost too: "…@eichwerkwerkzeuge.example" beside www.eichwerk-werkzeuge.example.com)
  const unhyphened = (host: string): string => withoutWww(host).replace(/-/g, '');
  // (or, for the same address printed twice, one reading's end garbled past any domain in use:
  // "…@hautefeuille.examnie" beside "…@hautefeuille.example.org")
  const readInUse = (e: EmailFound): string | undefined =>
    inUse(e.domain)
      ? undefined
      : emails.find(
          (o) =>
            o.local.toLowerCase() === e.local.toLowerCase() &&
            inUse(o.domain) &&
            o.domain.split('.')[0] === e.domain.split('.')[0],
        )?.domain;
  for (const e of ocr ? emails : []) {
    const longer =
      domains.find((d) => d.startsWith(`${e.domain}.`)) ??
      domains
        .map(withoutWww)
        .find((d) => d.includes('-') && unhyphened(d).startsWith(`${unhyphened(e.domain)}.`)) ??
      domains.find((d) => withLabelLost(e.domain, d)) ??
      readWhole(e) ??
      readInUse(e);
    if (longer) {
      e.domain = longer;
      e.value = `${e.local}@${longer}`;
    }
  }
  // so does a web address cut at a dot where the line bent away on a photo ("www.vindhya." beside
  // "…@vindhya.example")
  // (also one that ends in a domain in use, where more of the card's addresses spell the longer host:
  // "www.ondine-emballages.example.o" beside two readings of "…ondine-emballages.example.org")
  // (or cut inside its first label, which left no host at all: "www.glenbeigh" beside "…@glenbeigh-media.example")
  for (const w of ocr ? websites : []) {
    const bareLabel = !withoutWww(w.host).includes('.');
    const longer = domains.find(
      (d) => d.startsWith(`${w.host}.`) || (bareLabel && withoutWww(d).startsWith(`${withoutWww(w.host)}-`)),
    );
    if (longer && (!inUse(w.host) || (spelledBy.get(longer) ?? 0) > (spelledBy.get(w.host) ?? 0))) {
      w.value = w.value.replace(new RegExp(`${escapeRe(w.host)}\\.?$`), longer);
      w.host = longer;
    }
  }
  for (const e of emails) {
    for (const w of websites) {
      if (w.host === e.domain) continue;
      // a web address that lost its host's start and end where a bent line's ends were cut off ("www. itebay.example."
      // beside dwayne@granitebay.example.com): held inside the address's domain from within its first label, it is
      // that domain (labelled or after a www only: a bare scrap is as likely the address's own end, wrapped)
      const bare = withoutWww(w.host);
      const at = e.domain.indexOf(bare);
      const shownAsWeb = w.labelled || /^(?:https?:\/\/|www\.)/i.test(w.value);
      if (ocr && shownAsWeb && at > 0 && e.domain[at - 1] !== '.' && bare.includes('.') && bare.length >= 8) {
        w.value = w.value.replace(bare, e.domain).replace(/\.$/, '');
        w.host = w.host.startsWith('www.') ? `www.${e.domain}` : e.domain;
        continue;
      }
      // one reading lost the host's end and the other its start ("…@brugwaterbouw.example" beside
      // "bouw.example.com"): the two overlap, and together they are the host
      const joined = ocr ? hostOfOverlap(e.domain, bare) : undefined;
      if (joined) {
        e.domain = joined;
        e.value = `${e.local}@${joined}`;
        w.value = w.value.replace(bare, joined);
        w.host = w.host.startsWith('www.') ? `www.${joined}` : joined;
        continue;
      }
      // the firm's name each reading misread in another place ("minavalle" and "miravatie" beside "Logística
      // Miravalle S.L.U."): the card's word that takes each disagreement one way or the other
      const between = ocr ? printedBetween(hostLabel(e.domain), hostLabel(w.host), printedRuns) : undefined;
      if (between) {
        e.domain = withFirstLabel(e.domain, between);
        e.value = `${e.local}@${e.domain}`;
        w.value = w.value.replace(w.host, withFirstLabel(w.host, between));
        w.host = withFirstLabel(w.host, between);
        if (w.host === e.domain) continue;
      }
      const sim = similarity(w.host, e.domain);
      if (sim < 0.85 || Math.abs(w.host.length - e.domain.length) > 2) continue;
      // each misread in its own place ("tramontana-ingeniena.example.net" beside "www.tramontana-ingenieria.
      // exampie.ner"): the host takes its name from the reading the card prints as words, its end from the one in use
      const [webName, emailName] = [hostLabel(w.host), hostLabel(e.domain)];
      const [webEnd, emailEnd] = [withoutWww(w.host).slice(webName.length), e.domain.slice(emailName.length)];
      if (
        ocr &&
        webName !== emailName &&
        webEnd !== emailEnd &&
        inUse(w.host) !== inUse(e.domain) &&
        printed(w.host) !== printed(e.domain) &&
        printed(w.host) !== inUse(w.host)
      ) {
        const host = (printed(w.host) ? webName : emailName) + (inUse(w.host) ? webEnd : emailEnd);
        e.domain = host;
        e.value = `${e.local}@${host}`;
        w.value = w.value.replace(withoutWww(w.host), host);
        w.host = w.host.startsWith('www.') ? `www.${host}` : host;
        continue;
      }
      // a host ending in a top-level domain in use wins ("….example.com" over "….example.conv"); of two that
      // do, the longer where one is the other cut short ("….example.co" beside "….example.com": a crop or a
      // line's end loses letters); then the spelling the card prints as a word, then the one more of the card's
      // addresses spell, else the better-read of the two
      const cut = w.host.startsWith(e.domain) !== e.domain.startsWith(w.host);
      const [forWebsite, forEmail] = [spelledBy.get(w.host) ?? 0, spelledBy.get(e.domain) ?? 0];
      // (and an rn over an m where they differ only so: small print runs r and n together, see `moreRn`)
      const [rnOfWebsite, rnOfEmail] = [moreRn(w.host, e.domain), moreRn(e.domain, w.host)];
      const websiteWins =
        inUse(w.host) !== inUse(e.domain)
          ? inUse(w.host)
          : cut
            ? w.host.startsWith(e.domain)
            : rnOfWebsite !== rnOfEmail
              ? rnOfWebsite
              : printed(w.host) !== printed(e.domain)
                ? printed(w.host)
                : forWebsite !== forEmail
                  ? forWebsite > forEmail
                  : w.conf * (w.endMended ? MENDED_END : 1) >= e.conf;
      if (websiteWins) {
        e.domain = w.host;
        e.value = `${e.local}@${w.host}`;
      } else if (ocr) {
        w.value = w.value.replace(w.host, e.domain);
        w.host = e.domain;
      }
    }
  }
}

/** A host without its www. */
const withoutWww = (host: string): string => host.replace(/^www\./, '');

/**
 * The host two readings of it make together when one lost its end and the other its start: a tail of `a` of two
 * labels or more is the head of `b`, and `b`'s first label is the end of `a`'s label there ("brugwaterbouw.example"
 * and "bouw.example.com" → brugwaterbouw.example.com); either way round. Undefined when they do not overlap so, or
 * one holds the other.
 */
export function hostOfOverlap(a: string, b: string): string | undefined {
  if (a === b || a.includes(b) || b.includes(a)) return undefined;
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    for (let k = 1; k < x.length; k++) {
      const tail = x.slice(k);
      if (tail.length < 8 || !tail.includes('.') || !y.startsWith(tail) || y.length === tail.length) continue;
      // (inside a label of x: one that starts at a dot, "mail.acme.example" beside "acme.example.org", is a
      // host of its own)
      return x[k - 1] === '.' ? undefined : x + y.slice(tail.length);
    }
  }
  return undefined;
}

/** A host's first label, the part that names the firm ("www.miravalle.example.com" → miravalle). */
export const hostLabel = (host: string): string => withoutWww(host).split('.')[0]!;

/** The host with its first label (after any www.) replaced. */
export function withFirstLabel(host: string, label: string): string {
  const www = host.startsWith('www.') ? 'www.' : '';
  return www + [label, ...host.slice(www.length).split('.').slice(1)].join('.');
}

/**
 * A word the card prints that two differing readings of one label each miss by a slip or two, and that lies
 * between them: each letter where they disagree is one of theirs ("miravalle" between "minavalle" and
 * "miravatie"). Undefined when there is none, or when the two agree.
 */
export function printedBetween(a: string, b: string, printed: ReadonlySet<string>): string | undefined {
  if (a === b || a.length < 5 || b.length < 5) return undefined;
  const ab = editDistance(a, b);
  return [...printed].find((p) => {
    if (p === a || p === b || p.length < 5) return false;
    const [pa, pb] = [editDistance(p, a), editDistance(p, b)];
    return pa >= 1 && pb >= 1 && pa <= 2 && pb <= 2 && pa + pb === ab;
  });
}

/**
 * An address cut at the start of its local part ("nnaire@vauclair-industries.example.org") that another reading on
 * the card holds whole, however garbled that one's domain ("timothee.bonnaire@vauclair-industries.cXampic-oig"):
 * the whole local part, on the better domain, read as weakly as the weaker of the two. Only a cut inside a word: a
 * local part that starts after the other's dot ("bonnaire@" beside "t.bonnaire@") may be an address of its own.
 */
export function restoreCutLocalParts(emails: EmailFound[], segments: readonly Segment[]): void {
  for (const e of emails) {
    if (e.generic || e.local.length < 4) continue;
    const cut = new RegExp(
      `(?<![\\p{L}0-9._-])([\\p{L}0-9._-]*[\\p{L}0-9])${escapeRe(e.local)}@${escapeRe(e.domain.split('.')[0]!)}`,
      'iu',
    );
    for (const s of segments) {
      const m = s.ocr ? cut.exec(s.text) : null;
      const local = m ? `${m[1]}${e.local}`.toLowerCase() : '';
      if (!m || !/^[a-z0-9][a-z0-9._-]*$/.test(local)) continue;
      Object.assign(e, { local, value: `${local}@${e.domain}`, conf: Math.min(e.conf, s.conf) });
      break;
    }
  }
}

/** The labels of a phone or a mobile number, as `labelBefore` reads them (no dots). */
const PHONE_LABEL_WORDS = [...PHONE_LABELS, ...MOBILE_LABELS].map((l) => l.replace(/\./g, ''));

/**
 * A number, from its first digit (also right after a one-letter label glued on: "T020- 808 97 22"; and after a
 * capital label with the bar after it read as a j or an l: "Tj011-61204803").
 */
const PHONE_RE =
  /(?:\(?\+\s?\d{1,3}\)?|\b00\d{1,3}|\(\d{1,5}\)|\b\d|(?<=(?:^|[\s:|])(?:[A-Za-z]|[A-Z][jl])\.?)\d)[\d\s().\-/]{5,22}\d/g;
/** A digit group with one letter OCR reads for a digit ("08S", "o114", "9l2"): the letter's digit. */
const DIGIT_GROUP_WITH_LETTER = /(?<=^|[\s(+-])(\d*)([OoSslIB|§$])(\d*)(?=$|[\s).,-])/g;
const DIGIT_FOR_LETTER: Record<string, string> = {
  O: '0',
  o: '0',
  S: '5',
  s: '5',
  '§': '5',
  // a 5 whose upper bar ran into its stem on a photo
  $: '5',
  l: '1',
  I: '1',
  '|': '1',
  B: '8',
  g: '9',
};

/** A digit group with its letters read as the digits they stand for ("so1" → "501"). */
function digitsOf(group: string): string {
  return [...group].map((c) => DIGIT_FOR_LETTER[c] ?? c).join('');
}

/** A phone or mobile label, then only the digits of its number so far. */
const PHONE_LABEL_BEFORE = new RegExp(
  `(?:^|[\\s|:])(?:${[...PHONE_LABELS, ...MOBILE_LABELS].map(escapeRe).join('|')})\\.?:?\\s[\\d\\s+()./-]*$`,
  'iu',
);

/** "Mobile 08S 751 6126" → "Mobile 085 751 6126", same length: letters in digit groups next to other numbers. */
export function repairDigitSlips(text: string): string {
  // a dot of an international number read as a comma ("+1212,555.0100", "+1.212,555.0133")
  // (and a hyphen after its area code read as a colon, "+91-22:44820923"; only after a country code, as a time of
  // day, "08:00-18:00", is written so too)
  const dotted = text
    .replace(/\+[\d.\s-]*\d,(?=\d{3}[.\s-]\d)/g, (m) => `${m.slice(0, -1)}.`)
    .replace(/(?<=\+\d{1,3}[\s-]?\(?\d{1,4}\)?):(?=\d{4,})/g, '-');
  // a whole number read with several slips among its digits ("si25ss.0133" for 512.555.0133, its 1 read as i too):
  // a word of digits and letters shaped like them, five digits or more, that reads as nine digits or more
  const whole = dotted.replace(
    /(?<=^|[\s=:|])(?=(?:\S*?\d){5})[0-9OoSslIi|]{3,}(?:[.-][0-9OoSslIi|]{2,}){0,3}(?=$|[\s,;|])/g,
    (m) => {
      const read = digitsOf(m.replace(/i/g, '1'));
      return /[A-Za-z|]/.test(m) && /^[\d.-]+$/.test(read) && read.replace(/\D/g, '').length >= 9 ? read : m;
    },
  );
  // a short group of several slips between two digit groups ("629 so1 882")
  const between = whole.replace(
    /(?<=(?:^|\s|\+)\d{2,}\s)([0-9OoSslIB|]{2,4})(?=\s\d{2,}(?:\s|$))/g,
    // (two letters only after a phone label, "Teléfono 96 868 os 78", or a country code, "+91 BO 2847 7756")
    (m: string, _group: string, at: number, all: string) =>
      /\d/.test(m) ||
      m.length >= 3 ||
      PHONE_LABEL_BEFORE.test(all.slice(0, at)) ||
      /(?:^|\s)\+\d{1,3}\s$/.test(all.slice(0, at))
        ? digitsOf(m)
        : m,
  );
  // (or ending the number: "07700 goo109", a 9 read as g and 0s as o)
  const last = between.replace(
    /(?<=(?:^|\s)\d{3,}\s)(?=[0-9OoSslIBg|]*\d[0-9OoSslIBg|]*\d)([0-9OoSslIBg|]{5,7})(?=\s*$|\s*[|,;])/g,
    digitsOf,
  );
  const lettered = last.replace(
    DIGIT_GROUP_WITH_LETTER,
    (m, before: string, letter: string, after: string, at: number) => {
      // a letter needs two digits beside it to be read as one; a sign that is no letter (§) needs one
      if (before.length + after.length < (/\p{L}/u.test(letter) ? 2 : 1)) return m;
      // a lower-case s only opening a group ("s12.555.0159"): after digits it is a plural ("1990s")
      if (letter === 's' && before) return m;
      // only inside a run of digit groups: a group of digits must stand next to it (or the group be long enough to
      // be one itself: "06 - §4360321")
      const around = `${last.slice(Math.max(0, at - 4), at)}${last.slice(at + m.length, at + m.length + 4)}`;
      if (!/\d{2}/.test(around) && before.length + after.length < 5) return m;
      return `${before}${DIGIT_FOR_LETTER[letter]}${after}`;
    },
  );
  // a last group of two such letters, after a label and digit groups ("M. o171 392 00 Is", its 15); and a 11 read
  // as one "u" after a trunk "(0)" ("+44 (0)u3 496 0702" for (0)113)
  return lettered
    .replace(/(?<=\(0\)\s?)u(?=\d)/g, '11')
    .replace(
      /(?<=\s\d{2,}\s)([OoSslIB|]{2})(?=\s*$|\s*[|,;])/g,
      (m: string, _group: string, at: number, all: string) =>
        PHONE_LABEL_BEFORE.test(all.slice(0, at)) ? digitsOf(m) : m,
    );
}

/** The countries' calling codes ("49", "353"). */
const CALLING_CODES = new Set(getCountries().map((c) => getCountryCallingCode(c)));

function kindOfLabel(word: string, ocr = false): PhoneKind {
  const w = word.toLowerCase().replace(/\./g, '');
  if (FAX_LABELS.includes(w)) return 'fax';
  if (MOBILE_LABELS.includes(w)) return 'mobile';
  if (PHONE_LABELS.includes(w)) return 'phone';
  // ("Fox", "Fex": the a of Fax read as another vowel)
  if (ocr && /^f[eou]x$/.test(w)) return 'fax';
  // ("Mi.", "Ml.": an M. label whose dot was read as a thin letter before its own)
  if (ocr && /^m[il1|]$/.test(w) && /\.$/.test(word)) return 'mobile';
  // ("Col", "Cal": the e of Cel, for celular, read as another vowel; or its l as an r or an i, "Cer", "Cei")
  if (ocr && /^c[aoe][lri]$/.test(w)) return 'mobile';
  // ("VI.": an M. label, its M read as two strokes)
  if (ocr && w === 'vi' && /\.$/.test(word)) return 'mobile';
  // ("MM": an M label read twice, or with its pictogram)
  if (ocr && w === 'mm') return 'mobile';
  // ("lular": a long label whose first letter or two a pictogram or the recogniser's cut took, Celular)
  if (ocr && w.length >= 5) {
    const cut = (label: string): boolean => {
      const l = fold(label);
      return l.length - w.length >= 1 && l.length - w.length <= 2 && l.endsWith(w);
    };
    if (FAX_LABELS.some(cut)) return 'fax';
    if (MOBILE_LABELS.some(cut)) return 'mobile';
    if (PHONE_LABELS.some(cut)) return 'phone';
  }
  // a label of four letters or more read with one slip, or two letters OCR confuses ("Phane", "Coil" for Cell)
  if (ocr && w.length >= 4) {
    const key = ocrKey(w);
    // (one letter changed: of two keys of one length, one edit apart)
    const slipOf = (label: string): boolean =>
      label.length === w.length && ocrKey(label).length === key.length && oneEditApart(key, ocrKey(label));
    if (FAX_LABELS.some(slipOf)) return 'fax';
    if (MOBILE_LABELS.some(slipOf)) return 'mobile';
    if (PHONE_LABELS.some(slipOf)) return 'phone';
    // (a v and an i read as one w, and one slip more: "Mowt." for Móvil)
    const widened = w.replace(/w/g, 'vi');
    const slipOfWidened = (label: string): boolean =>
      fold(label).length === widened.length && oneEditApart(widened, fold(label));
    if (widened !== w && MOBILE_LABELS.some(slipOfWidened)) return 'mobile';
  }
  return 'none';
}

/**
 * A date at the start of a text: 2025-03-12, 2025/3/12, 12.03.2025, 12/03/2025, and the American 04/17/2025 (same
 * separator twice).
 */
const DATE_START =
  /^(?:(?:19|20)\d{2}([-/.])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])|(?:0?[1-9]|[12]\d|3[01])([-/.])(?:0?[1-9]|1[0-2])\2(?:19|20)\d{2}|(?:0?[1-9]|1[0-2])([-/.])(?:0?[1-9]|[12]\d|3[01])\3(?:19|20)\d{2})(?!\d)/;

export function findPhones(segments: Segment[]): PhoneFound[] {
  const out: PhoneFound[] = [];
  segments.forEach((s, i) => {
    let lastEnd = 0;
    // blank out email and web addresses (digits inside them are not numbers)
    const blanked = s.text.replace(/\S*@\S*|\S+\.\S*[a-z]{2,}\S*/gi, (m) => ' '.repeat(m.length));
    // a spaced dash after a whole number separates it from the next ("Cell 206-555-0128 - O (206) 555-0112");
    // after a few digits it is the number's own ("030 - 568 72 09")
    // (a degree sign between digits is a dash or dot misread: "+1.512°555.0120")
    // (and an asterisk or a « opening a number, before a country code and a gap, its plus: "M: *49 174 392 0099",
    // "Mobil «49 171 392 00 53")
    const read = s.ocr
      ? repairDigitSlips(blanked)
          .replace(/(?<=\d)[°º](?=\d)/g, '-')
          .replace(/(?<=^|[\s:|])[*«](?=[1-9]\d{0,2}[\s(-]\d)/g, '+')
          // (or a 4 before a country's code and its trunk "(0)", which only follows a country code: "Tel. 449 (0)221")
          .replace(/(?<=^|[\s:|.])4([1-9]\d{1,2})(?=\s?\(0\))/g, (m, code: string) =>
            CALLING_CODES.has(code) ? `+${code}` : m,
          )
          // (a colon read for a gap or a dot inside a number: "+1:212:555.0110", "Tel. 9:34 483 140"; never in
          // a time of day, so only after a plus or a phone label and in a run of nine digits or more)
          .replace(
            /(?<![\d:])(\+?)\d[\d\s.()-]*:\d[\d\s.:()-]*\d/g,
            (run: string, plus: string, at: number) =>
              run.replace(/\D/g, '').length >= 9 && (plus || labelBefore(s.text, at, PHONE_LABEL_WORDS))
                ? run.replace(/(?<=\d):(?=\d)/g, ' ')
                : run,
          )
          // (and an "I:" label read as "1:" after a number, before the web address it labels: "… 1415 1: veldhoek…")
          .replace(/(?<=\d)\s1:(?=\s)/g, (m, at: number) =>
            /^\s+[\p{L}0-9-]+\.\p{L}/u.test(s.text.slice(at + m.length)) ? ' I:' : m,
          )
      : blanked;
    const digitsBefore = (all: string, offset: number): number =>
      /[\d\s().\-/+]*$/.exec(all.slice(0, offset))?.[0].replace(/\D/g, '').length ?? 0;
    const text = read
      .replace(/(?<=\d)\s[-–—]\s(?=[\d(+])/g, (dash, offset: number, all: string) =>
        digitsBefore(all, offset) >= 10 ? ' | ' : dash,
      )
      // and so does a gap before an area code in brackets after a whole number, its label lost ("(0171) 3920067
      // (069) 90009652"); after a few digits the brackets are the number's own ("+49 (0) 40 …", "+1 (404) …")
      // (of the gap's length: offsets into the segment's text hold)
      .replace(/(?<=\d)\s+(?=\(\d{2,5}\)\s?\d)/g, (gap: string, offset: number, all: string) =>
        digitsBefore(all, offset) >= 7 ? `${gap.slice(1)}|` : gap,
      );
    for (const m of text.matchAll(PHONE_RE)) {
      let raw = m[0].trim();
      // a number followed by " / ofi. …" or two numbers split by " / ": keep the first
      raw = raw.replace(/\s+\/\s*$/, '');
      // a pictogram before the number read as a lone 0 ("0 (080) 6445 3908" for "☎ (080) 6445 3908")
      if (s.ocr && !s.text.slice(0, m.index ?? 0).trim()) raw = raw.replace(/^0\s+(?=[(+])/, '');
      const digits = raw.replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 15) continue;
      // years, postcodes and register numbers are not phone numbers
      if (/^\d{4,6}$/.test(raw)) continue;
      // nor are dates and times ("Scan time: 2025-03-12 14:07" in an event app's export)
      if (DATE_START.test(text.slice(m.index ?? 0).trimStart())) continue;
      const start = m.index ?? 0;
      const before = s.text.slice(lastEnd, start);
      if (
        /\b(?:hrb|hra|reg|no|nr|vat|ust|cif|nif|rfc|gst|gstin|cin|kvk|btw|iban|bic|swift|siren|siret|abn|acn|id|ref|order|invoice|ticket)\.?\s*[:#-]?\s*$/i.test(
          before,
        ) ||
        /\bRCS(?:\s+\p{Lu}[\p{L}-]+)?\s*$/u.test(before)
      ) {
        lastEnd = start + m[0].length;
        continue;
      }
      // a label in its own cell before the number ("Mob | 07700 900 383")
      const prev = segments[i - 1];
      // (or closing the cell before, after that cell's own number: "P| 212555 0159 - M| 212.555.0126"; also after a
      // pictogram read as a sign, "O | (080) 6586 1480 « M. | +91 62252 66486")
      // (or ending a cell of words before, a pictogram's scraps or the name before it: "[J Cel. |+52 …", "Marcus
      // M. Delgado [ Mobile| (415) 555-0144")
      const closingLabel =
        start === 0 && prev && prev.line === s.line
          ? (/\d[^\p{L}\d]+([\p{L}.]{1,12}[.:]?)$/u.exec(prev.text)?.[1] ??
            (/\d/.test(prev.text) ? undefined : /(?:^|\s)(\p{L}[\p{L}.]{0,11}[.:]?)$/u.exec(prev.text)?.[1]))
          : undefined;
      const labelCell =
        start === 0 && prev && prev.line === s.line && /^[\p{L}.-]{1,12}[.:]?$/u.test(prev.text)
          ? prev.text
          : closingLabel && kindOfLabel(closingLabel, s.ocr) !== 'none'
            ? closingLabel
            : '';
      // (a label of two, "Cel./WhatsApp", counts by either)
      const words = `${labelCell} ${before}`
        .split(/[\s:|,/]+/)
        .map((w) => w.replace(/[^\p{L}.-]/gu, ''))
        .filter(Boolean);
      let kind: PhoneKind = 'none';
      let label: string | null = null;
      // pictograms used as labels
      const icon = /(📱|📲|📠|☎️?|📞)\s*$/u.exec(before)?.[1];
      if (icon) {
        kind = icon === '📱' || icon === '📲' ? 'mobile' : icon === '📠' ? 'fax' : 'phone';
        label = icon;
      }
      for (const w of icon ? [] : words.slice(-3).reverse()) {
        const k = kindOfLabel(w, s.ocr);
        if (k !== 'none') {
          kind = k;
          label = w;
          break;
        }
      }
      // "Mobile Phone Number:", "Cell phone": the word that says mobile wins over the generic one after it (a word:
      // a lone letter there is more likely a misread pictogram, "$C P +91-80-…")
      const mobileWord = icon
        ? undefined
        : words.slice(-3).find((w) => w.replace(/\./g, '').length >= 3 && kindOfLabel(w, s.ocr) === 'mobile');
      if (kind === 'phone' && mobileWord) {
        kind = 'mobile';
        label = mobileWord;
      }
      // a label after the number: "+1 (404) 555-0171 (c)", "… (mobile)", "… (fax)"
      const after =
        /^\s*\((c|m|cell|mobile|mob|móvil|movil|cel|celular|handy|mobil|portable|o|w|t|office|work|tel|f|fax)\)/i.exec(
          s.text.slice(start + m[0].length),
        )?.[1];
      if (kind === 'none' && after) {
        kind = /^(?:f|fax)$/i.test(after)
          ? 'fax'
          : /^(?:o|w|t|office|work|tel)$/i.test(after)
            ? 'phone'
            : 'mobile';
        label = after;
      }
      out.push({ value: raw, kind, label, seg: i, start, end: start + m[0].length, conf: s.conf });
      lastEnd = start + m[0].length;
    }
  });
  return out;
}

/**
 * A host whose hyphen between two words was read as a dot ("kingsmere.analytics.example.net" beside Kingsmere
 * Analytics Ltd): its first two labels are words the card prints side by side, and what follows them is a host's
 * end. Hyphenated again; any other host is returned as it is.
 */
export function hyphenReadAsDot(domain: string, cardText: string): string {
  const [first, second, ...rest] = domain.split('.');
  if (!first || !second || rest.length === 0 || first.length < 3 || second.length < 3) return domain;
  // (the second a word, not the host's end: "fernleigh.example.com" printed "fernleigh example com" stays)
  if (first === 'www' || isTopLevelDomain(second.toLowerCase())) return domain;
  if (!rest.every((l) => KNOWN_TLDS.includes(l.toLowerCase()) || COUNTRY_TLDS.has(l.toLowerCase())))
    return domain;
  const sideBySide = new RegExp(
    `(?<![\\p{L}])${escapeRe(first)}[\\s-]+${escapeRe(second)}(?![\\p{L}])`,
    'iu',
  );
  return sideBySide.test(fold(cardText)) ? `${first}-${second}.${rest.join('.')}` : domain;
}

/**
 * An address's domain whose first label the card prints as a word but the recogniser misread in the address
 * ("iindeboom-logistiek.example" beside LINDEBOOM): the label takes the printed word's letters. Only labels of five
 * or more letters, and only the confusions `ocrKey` knows (l/1/I/i, rn/m, vv/w, 0/o); towards a spelling that
 * looks less misread, one printed on lines read far more surely than the address (`surerText`), or one the card
 * prints twice.
 */
export function repairDomainByCardWords(domain: string, cardText: string, surerText = ''): string {
  const labels = domain.split('.');
  const pieces = labels[0]!.split('-');
  const printed = printedWordList(cardText);
  const words = [...new Set(printed)].filter((w) => w.length >= 5);
  // (a logo and the company line print it twice)
  const printedTwice = (w: string): boolean => printed.filter((p) => p === w).length >= 2;
  // words on lines read far more surely than the address ("Kaveri" twice at 0.96 beside KAVERL.EXAMPLE at 0.6)
  // (and runs of two or three of them, as a domain runs a company's words together: "cedarridge" for Cedar Ridge)
  // (and two in the other order, the firm's name first: "montsoreauemballages" for Emballages Montsoreau)
  const surer = [
    ...new Set(
      surerText.split('\n').flatMap((line) => {
        const lineWords = printedWordList(line);
        return [...wordRuns(lineWords), ...lineWords.slice(1).map((w, k) => w + lineWords[k])];
      }),
    ),
  ].filter((w) => w.length >= 5);
  // only towards the likelier spelling: "ii", three l's or a digit among letters is a misread, "rn" or "m" may be
  // printed
  const odd = (w: string): number => (w.match(/ii|lll|[01|!]|vv/g) ?? []).length;
  // a word with an umlaut is spelled in an address as the address spells it ("Mühlbach" → muehlbach)
  const spelled = words.filter((w) => /[äöüß]/.test(w)).map(spelledAsInAddress);
  // (an address may also spell an umlaut as the bare vowel: "muhlbach" for Mühlbach, see `spelledOut` below)
  const plainlySpelled = words.filter((w) => /[äöü]/.test(w)).map((w) => ocrKey(fold(w)));
  const capitalRuns = runsInCapitals(cardText);
  // a host of hyphenated words that are, one for one, the words of a line read far more surely, each read with a
  // slip OCR makes in small print ("cedar-ndge" beside "Cedar Ridge Inc."): a piece may be too short to mend alone
  // (or an rr the small print ran together into an m: "comib-logistics" beside "Corrib Logistics Ltd")
  const sameReadWord = (word: string, piece: string): boolean =>
    domainOcrKey(word) === domainOcrKey(piece) ||
    domainOcrKey(word.replace(/rr/g, 'm')) === domainOcrKey(piece);
  if (pieces.length >= 2 && pieces.every((p) => /^[a-z0-9]{3,}$/.test(p))) {
    for (const line of surerText.split('\n')) {
      const lineWords = printedWordList(line);
      for (let i = 0; i + pieces.length <= lineWords.length; i++) {
        const run = lineWords.slice(i, i + pieces.length);
        if (
          run.every((w, k) => /^[a-z]+$/.test(w) && sameReadWord(w, pieces[k]!)) &&
          run.join('') !== pieces.join('')
        )
          return [run.join('-'), ...labels.slice(1)].join('.');
      }
    }
  }
  const mended = pieces.map((piece) => {
    if (piece.length < 5) return piece;
    // (a word printed with an rn where the address has an m wins though the card prints the m too: the logo's
    // "Thornbury" beside the small company line's "Thombury LLP", see `moreRn`)
    const withRn = words.find((w) => moreRn(w, piece) && w.replace(/rn/g, 'm') === piece);
    if (withRn) return withRn;
    if (words.includes(piece) || spelled.includes(piece)) return piece;
    // a generic word of company names read with a slip ("kingsmere-logisties"), spelled as a host spells it
    const generic = genericCompanyWordOf(piece);
    if (generic) return fold(generic);
    // a word printed with an umlaut, which the address spells out, read with an e as c, an l as i, or a letter
    // added ("muchlbach", "muehibach", "muechlbach" beside Mühlbach): no other word is spelled so like it
    // (or an f read as the l or t it differs from by its bar: "brueckenhol" beside Brückenhof)
    const key = ocrKey(piece);
    // (or a letter lost besides OCR's usual confusions: "wessdom" beside Weißdorn's weissdorn; not where the
    // address spells the umlaut as its bare vowel, "muhlbach" for Mühlbach, which is no letter lost)
    const spelledOut = spelled.find(
      (w) =>
        eAsC(ocrKey(w)) === eAsC(key) ||
        oneLetterMore(piece, w) ||
        fAsBar(w) === fAsBar(piece) ||
        (w.length >= 7 && oneLetterMore(ocrKey(w), key) && !plainlySpelled.includes(key)),
    );
    if (spelledOut) return spelledOut;
    const word = words.find((w) => w.length >= piece.length - 1 && ocrKey(w) === key);
    // (small print runs an r and n together into an m far more often than large print splits an m: a word printed
    // with the rn where the address has an m, "Thornbury" beside "thombury", is the spelling)
    if (word && (odd(piece) > odd(word) || surer.includes(word) || printedTwice(word) || moreRn(word, piece)))
      return word;
    // (or a run of words read far more surely, which a host runs together: "stemwaldaniagenbau" beside "Sternwald
    // Anlagenbau GmbH")
    const run = surer.find((w) => w.length >= piece.length - 1 && ocrKey(w) === key);
    if (run) return run;
    // (an e read as c, "cemstad" beside EEMSTAD: only towards a word read far more surely or printed twice)
    const eForC = words.find((w) => w.length === piece.length && eAsC(ocrKey(w)) === eAsC(key));
    if (eForC && (surer.includes(eForC) || printedTwice(eForC))) return eForC;
    // a letter the recogniser added to the address ("monher" beside "Moher Ltd" read far more surely)
    // (not an e after a, o or u: the address spells an umlaut the word was read without, "muehlbach" beside a
    // company line read "Muhlbach")
    const added = surer.find((w) =>
      oneLetterMore(piece, w, (k, c) => !(c === 'e' && /[aou]/.test(piece[k - 1] ?? ''))),
    );
    if (added) return added;
    // … or one it lost ("dikhoven" beside "Dijkhoven Logistiek B.V." read far more surely)
    const lost = surer.find((w) => /^[a-z0-9]{6,}$/.test(w) && oneLetterMore(w, piece));
    if (lost) return lost;
    // … or one it misread ("mezauital" beside "Mezquital S.A." read far more surely)
    // (besides an e read as c, the slip OCR makes most: "iczontle" beside "Tezontle")
    const slips = (w: string): number[] =>
      [...w].flatMap((c, k) => (c === piece[k] ? [] : [c === 'e' && piece[k] === 'c' ? 0 : 1]));
    // (or beside a word the card prints twice, a logo and a company line: "mindeboom" beside LINDEBOOM and
    // "Lindeboom B.V.")
    const changed = [...surer, ...words.filter(printedTwice)].find((w) => {
      // (a host has no accents: "peñaclara" is printed for the address's "penaclara")
      if (!/^[a-z0-9]{6,}$/.test(w) || w.length !== piece.length) return false;
      // (never towards an e read as c: "prairiepoint" is not mended by a company line read "Prairic Point")
      if ([...w].some((c, k) => c === 'c' && piece[k] === 'e')) return false;
      const found = slips(w);
      const misread = found.filter((x) => x === 1).length;
      // (two misread letters only in a long word both printed twice and read far more surely: "talkensied" beside
      // the wordmark "Falkenried" and the company line "Falkenried Maschinenbau")
      const twoInLong = misread === 2 && w.length >= 8 && surer.includes(w) && printedTwice(w);
      return found.length <= 2 && (misread === 1 || twoInLong);
    });
    if (changed) return changed;
    // where the word has an l or an i, the address has one of `readAs` and is otherwise the word
    const differsByLOrI = (word: string, readAs: RegExp): boolean =>
      word.length === piece.length &&
      [...word].every((c, k) => c === piece[k] || (/[il]/.test(c) && readAs.test(piece[k]!)));
    // words printed in capitals, alone or run together ("brugwateriogistiek" beside BRUGWATER LOGISTIEK): in
    // capitals an L or an I is not read for the other, so where the address has one for the other, they are right
    const capitals = capitalRuns.find((run) => differsByLOrI(run, /[il1|!]/));
    if (capitals) return capitals;
    // … and where they read an R and an N that the address read as one M, they are right: two letters are seldom
    // read where one is printed ("weissdom" beside WEISSDORN; but "thornbury" beside THOMBURY stays)
    const rnForM = (w: string): string => w.replace(/rn/g, 'm');
    const capitalsRn = capitalRuns.find((run) => run.length > piece.length && rnForM(run) === rnForM(piece));
    if (capitalsRn) return capitalsRn;
    // (an l and an i read for one another are the only difference: the printed word, in larger type, is right)
    return spelled.find((w) => differsByLOrI(w, /[li]/)) ?? piece;
  });
  return [mended.join('-'), ...labels.slice(1)].join('.');
}

/** Each word printed in capitals, and each run of two or three of them on one line, lower-cased and run together. */
function runsInCapitals(cardText: string): string[] {
  return cardText
    .split('\n')
    .flatMap((line) =>
      wordRuns(line.split(/\s+/), (word) => /^[A-Z]{2,}$/.test(word)).map((run) => run.toLowerCase()),
    );
}

/** Each run of one to three neighbouring words that all pass `fits`, run together. */
function wordRuns(words: readonly string[], fits: (word: string) => boolean = () => true): string[] {
  const runs: string[] = [];
  words.forEach((_, start) => {
    for (let end = start + 1; end <= Math.min(words.length, start + 3); end++) {
      if (!fits(words[end - 1]!)) break;
      runs.push(words.slice(start, end).join(''));
    }
  });
  return runs;
}

/** A spelling with each c taken for an e (the slip OCR makes most in small type). */
function eAsC(s: string): string {
  return s.replace(/c/g, 'e');
}

/** f, l and t alike: small print loses an f's bar or its hook. */
function fAsBar(s: string): string {
  return s.replace(/[flt]/g, 'l');
}

/**
 * "marlowe.exampie" → "marlowe.example", "acme.corn" → "acme.com": a last label that is no known top-level
 * domain but reads as one once OCR's usual confusions are undone is replaced by it.
 */
export function repairTopLevelDomain(host: string): string {
  // RFC 2606's example.com/.net/.org with its last dot lost ("eichwerk.examplenet", "…examplennet")
  const glued = /^(.+\.)exampl[ce][a-z]?(com|net|org)$/.exec(host);
  if (glued) return `${glued[1]}example.${glued[2]}`;
  // … or the dot before it ("vauclairexample.com", "encinarexample"; with a letter of it misread too,
  // "burrencxample.net")
  const before = /^((?:www\.)?[a-z0-9-]{3,})([a-z]{7})((?:\.(?:com|net|org))?)$/.exec(host);
  if (
    before &&
    (before[2] === 'example' || (hostEndLabel(before[2]!) === 'example' && !isTopLevelDomain(before[2]!)))
  )
    return `${before[1]}.example${before[3]}`;
  const labels = host.split('.');
  if (labels.length < 2) return host;
  // RFC 2606's .example with junk read onto it, four letters or more ("kaveri.examplenosarvlgiavrianpe": a tagline
  // beside the address read into it). (Only that end: after .com or .org such letters may be a domain of their own,
  // .community, .organic.)
  const end = labels[labels.length - 1]!;
  if (/^example\p{L}{4,}$/iu.test(end) && !/^example(?:com|net|org)$/i.test(end))
    return [...labels.slice(0, -1), end.slice(0, 'example'.length)].join('.');
  const mend = (label: string, known: readonly string[]): string =>
    known.includes(label.toLowerCase()) ? label : (known.find((t) => ocrKey(t) === ocrKey(label)) ?? label);
  // (an r read as n in ".org": the NGO domain ".ong" exists, but is all but unused beside it)
  // (and ".ple", ".mple": RFC 2606's .example with its start lost, a crop or a gap before it, or its end lost,
  // ".ex", ".exam"; no domain ends so)
  const cutExample = (m: string): string =>
    isTopLevelDomain(m.toLowerCase()) ? m : m === m.toUpperCase() ? 'EXAMPLE' : 'example';
  const last = withoutStrayStroke(labels[labels.length - 1]!)
    .replace(/^ong$/i, (m) => (m === m.toUpperCase() ? 'ORG' : 'org'))
    .replace(/^m?ple$/i, (m) => (m === m.toUpperCase() ? 'EXAMPLE' : 'example'))
    .replace(/^ex(?:a|am|amp|ampl)?$/i, cutExample);
  // (RFC 2606's .example with one letter misread too: "carrowmore.cxample"; and a t whose bar small print lost,
  // read as an l, in a label that is no domain as read: ".nel")
  const tForL = last.replace(/l/g, 't').replace(/L/g, 'T');
  labels[labels.length - 1] =
    (!isTopLevelDomain(last.toLowerCase()) &&
      (hostEndLabel(last) || (KNOWN_TLDS.includes(tForL.toLowerCase()) ? tForL : null))) ||
    mend(last, KNOWN_TLDS);
  // RFC 2606's example.com/.net/.org (with one letter misread: "thornbury-media.cxample.net")
  if (labels.length > 2 && /^(?:com|net|org)$/.test(labels[labels.length - 1]!)) {
    const second = labels[labels.length - 2]!;
    labels[labels.length - 2] = hostEndLabel(second) === 'example' ? 'example' : mend(second, ['example']);
  }
  return labels.join('.');
}

/**
 * A top-level domain with one thin stroke read after it ("tezontle.examplel", "acme.com1"): a frame, rule or bar
 * beside the address, or its closing slash, read as a letter. Only a label that is no domain as read, and a known one without the stroke.
 */
function withoutStrayStroke(label: string): string {
  const lower = label.toLowerCase();
  if (isTopLevelDomain(lower)) return label;
  if (/[l1i|]$/.test(lower)) return KNOWN_TLDS.includes(lower.slice(0, -1)) ? label.slice(0, -1) : label;
  // (a web address's closing slash read as a y, "example.comy": only after the commonest endings, since a y ends
  // some domains of their own)
  return /^(?:com|net|org|example)y$/.test(lower) ? label.slice(0, -1) : label;
}

const HOST_ON_CARD = /(?<![\p{L}0-9-])(?:[\p{Ll}0-9-]+\.)+[\p{Ll}]{2,}(?![\p{L}0-9-])/gu;

/**
 * "aisling@inishfree example.org", "noor@eemstad- software .example.net": an address's domain broken by gaps
 * the recogniser put in, joined back when the joined form is a host the card prints elsewhere (its web address
 * or another address).
 */
export function joinDomainByCard(text: string, cardText: string): string {
  // (a web address read glued to the address before it is two hosts: "…@moher.examplewww.moher.example")
  const hosts = new Set(
    [...cardText.toLowerCase().matchAll(HOST_ON_CARD)]
      .flatMap((m) => m[0].split(/(?<=\.\p{Ll}{2,})(?=www\.)/u))
      .map((h) => h.replace(/^www\./, '')),
  );
  if (!hosts.size) return text;
  // a bare host with its dot read as a space, the domain of an address the card prints ("… redbrook example"
  // beside eleanor@redbrook.example), or a name the card prints in capitals ("konark example.org" beside Konark
  // Pvt. Ltd.): the web address
  const printedNames = capitalisedWords(cardText);
  // (each piece of a hyphenated one, and a piece may be misread: "dikhoven-logistiek" beside Dijkhoven Logistiek)
  const printedPiece = (piece: string): boolean =>
    printedNames.has(piece) ||
    (piece.length >= 6 &&
      [...printedNames].some((n) => oneEditApart(n, piece) || ocrKey(n) === ocrKey(piece)));
  // a host's first l set apart and read as a capital I or a bar ("I indhorst.example.com" beside Lindhorst
  // Werkzeuge): joined back where the card prints the word it then spells and not the one without it
  const thinJoined = text.replace(
    /(?<=^|\s)[Il1|] ([\p{Ll}0-9-]{4,})(?=(?:\.[\p{Ll}0-9-]+)*\.[\p{Ll}]{2,}(?:$|[\s|,;/]))/gu,
    (m, label: string) => {
      const first = label.split('-')[0]!;
      return printedNames.has(`l${first}`) && !printedNames.has(first) ? `l${label}` : m;
    },
  );
  const joinedHosts = thinJoined.replace(
    /(?<=^|[\s|])([\p{Ll}0-9-]{3,}) ((?:example|com|net|org)(?:\.[a-z]{2,7})*)(?=$|[\s|,;/])/gu,
    (m, label: string, end: string) =>
      hosts.has(`${label}.${end}`) || (end.includes('.') && label.split('-').every(printedPiece))
        ? `${label}.${end}`
        : m,
  );
  if (!joinedHosts.includes('@')) return joinedHosts;
  return joinedHosts
    .replace(/@(\S+(?:\s+\S+){1,3})/gu, (m, tail: string) => {
      const pieces = tail.split(/\s+/);
      for (let n = pieces.length; n >= 2; n--) {
        const joined = pieces
          .slice(0, n)
          .reduce((acc, p) => (/[.-]$/.test(acc) || /^[.-]/.test(p) ? acc + p : `${acc}.${p}`));
        const host = joined.toLowerCase().replace(/[.,;]+$/, '');
        const rest = `${pieces.length > n ? ' ' : ''}${pieces.slice(n).join(' ')}`;
        if (hosts.has(host)) return `@${joined}${rest}`;
        // (a speck beside a dot read as a letter of its own, "bluefin-systems. example.c org": the host the card
        // prints without it)
        const labels = host.split('.');
        const withoutSpeck = labels.filter((l, k) => !(l.length === 1 && k > 0 && k < labels.length - 1));
        if (withoutSpeck.length === labels.length - 1 && hosts.has(withoutSpeck.join('.')))
          return `@${withoutSpeck.join('.')}${rest}`;
      }
      return m;
    })
    .replace(/@([\p{L}0-9-]+(?:\.[\p{L}0-9-]+)+)(?=$|\s)/gu, (m, domain: string) => {
      // a domain cut at its end ("…@brueckenhof-technik.example.c") that the card prints whole
      const low = domain.toLowerCase();
      const whole = [...hosts].find((h) => h !== low && h.startsWith(low) && low.length >= 8);
      return whole && !hosts.has(low) ? `@${whole}` : m;
    });
}

// (an address's closing slash read as "!": "granitebay. example!")
const SPACE_AFTER_HOST_DOT =
  /([.@](?:[\p{Ll}0-9-]+\.\s[a-z]{2,7}|[\p{Lu}0-9-]+\.\s[A-Z]{2,7}))(?=$|[\s/,;|.!])/gu;

function joinSpaceAfterHostDot(m: string, found: string): string {
  const [host, last] = found.split('. ') as [string, string];
  return KNOWN_TLDS.includes(last.toLowerCase()) ? `${host}.${last}` : m;
}

/** "W redbrook example", "Internet: acme example com": a web label, then a host with each dot read as a space. */
const LABELLED_SPACED_HOST = new RegExp(
  `^((?:${[...WEB_LABELS]
    .sort((a, b) => b.length - a.length)
    .map((l) => l.replace(/ /g, '\\s'))
    .join('|')})(?:\\s?[.:|])?\\s+)((?:[\\p{Ll}0-9-]{2,}[\\s.]){1,2}[\\p{Ll}]{2,7})$`,
  'iu',
);

/** `LABELLED_SPACED_HOST`'s match with the host's gaps made dots again, or as it was when it is no host. */
function joinLabelledSpacedHost(m: string, label: string, host: string): string {
  // (a two-letter end may be a word, "Web: diseño de", and a host is printed in small letters)
  const labels = host.split(/[\s.]/);
  const last = labels[labels.length - 1]!;
  // (after the gap only a host's end may follow: "konark example.org" is one host, while "Site woh
  // montsoreau.example" is a misread word before one)
  const dotted = host.split(/\s/).slice(1).join('.');
  const endsOnly = !dotted.includes('.') || dotted.split('.').every((l) => KNOWN_TLDS.includes(l));
  return /\s/.test(host) &&
    endsOnly &&
    KNOWN_TLDS.includes(last) &&
    last.length >= 3 &&
    host === host.toLowerCase()
    ? `${label}${labels.join('.')}`
    : m;
}

/**
 * A piece of a line that a bar sets apart from its web label before it ("Site | montsoreau example net"): its host,
 * every dot of it read as a space, is joined as on a line that holds both. `label` is the piece before it.
 */
export function joinHostAfterWebLabel(label: string, text: string): string {
  // (a piece with a dot read holds a host as read, a word before it maybe: "W | kanpur example.org")
  if (text.includes('.')) return text;
  const both = `${label.trim()} ${text.trim()}`;
  const m = LABELLED_SPACED_HOST.exec(both);
  if (!m) return text;
  const joined = joinLabelledSpacedHost(m[0], m[1]!, m[2]!);
  return joined === both ? text : joined.slice(m[1]!.length);
}

/**
 * Web addresses as OCR garbles their start: "hitps://" for https://, "Awvww." or "vvww." for www., and a top-level
 * domain split off by a gap ("oldquay.example. net").
 */
export function repairWebText(text: string): string {
  return (
    text
      // a web address glued to what the line holds before it ("…industriesexamplehttpjww.hautefeuille…"), its
      // colon and slashes read as a letter or two: set apart, with its scheme
      .replace(
        /(?<=[\p{Ll}0-9])http(s?)[j/:|]{1,3}(?=w{2,3}\.[\p{Ll}0-9-]{3,}\.)/gu,
        (_m, s: string) => ` http${s}://`,
      )
      // (a slash also read as an l before the other: "https:l/clairval. example")
      .replace(/\bh[il1tu][te]?t?ps?\s?:\s?(?:\/|[l1|](?=\s?\/))\s?\/?/giu, (m) =>
        /s\s?:/i.test(m) ? 'https://' : 'http://',
      )
      // (a web address glued to the end of the address before it: "…@moher.examplewww.moher.example")
      .replace(/(?<=@[\p{Ll}0-9-]+(?:\.[\p{Ll}0-9-]+)*\.\p{Ll}{2,})(?=www\.[\p{Ll}0-9-]{3,}\.)/gu, ' ')
      // a web label glued to the www after it, a w or two of which it swallowed ("Websiteww.thombury.example.org")
      .replace(
        /(?<![\p{L}])(Website|WEBSITE|Web|WEB|Sitio|SITIO|Webseite|WEBSEITE)(?:w{1,3}|W{1,3})\.(?=[\p{L}0-9-]{3,}\.)/gu,
        (_m, label: string) => `${label} ${label === label.toUpperCase() ? 'WWW' : 'www'}.`,
      )
      // a host's dot read as a euro sign before the rest of its domain ("clairval€ example.org")
      .replace(/(?<=[\p{Ll}0-9]{3})€\s?(?=(?:example|com|net|org)(?:$|[\s./,;|]))/gu, '.')
      // (its colon and slashes read as a dot before the www: "htps.www.bluefin.example.org")
      .replace(/\bh[il1tu][te]?t?ps?\s?[.,]\s?(?=www[.\s])/giu, (m) =>
        /s\s?[.,]/i.test(m) ? 'https://' : 'http://',
      )
      // (its colon lost, before both slashes: "https //www mezquital example")
      .replace(/\b(https?)\s?\/\/(?=[\p{L}0-9])/giu, (_m, scheme: string) => `${scheme.toLowerCase()}://`)
      // (its colon lost and its second slash read as an f before www: "https /fwww tezontie example!")
      .replace(/\b(https?)\s?\/[f/]?(?=www[\s.])/giu, (_m, scheme: string) => `${scheme.toLowerCase()}://`)
      // its colon read as a letter or a comma ("httpsy//", "https, sternwald …")
      .replace(
        /\b(https?)(?:y\/\/?|\s?[,;]\s?(?:\/\/?)?)(?=[\p{L}0-9-]+[.\s])/giu,
        (_m, scheme: string) => `${scheme}://`,
      )
      // (a w also read as "vr": "vrww.")
      // (its dot also read as a colon: "Awww: redtail. example"; the host's own dot read as a comma, "www. weissdorn,
      // example.com", or as a gap, "ivww.aravall example")
      .replace(
        /(^|[\s/:|])[A-Za-z]?(?:[wv]|vr){3,5}\s?[.:]\s?(?=[\p{L}0-9-]+(?:\.|,\p{L}|\s(?:example|com|net|org)\b))/gu,
        (m, before: string) => (/^[\s/:|]?w{3}\.$/.test(m) ? m : `${before}www.`),
      )
      // (or a capital W among small ones after a stray letter, "https: /MWww.granitebay"; or one w read as an m
      // right after the scheme's slash, "https:/Mmww.rochebrune…", "hitps:/Mww.brugwater…")
      .replace(/(^|[\s/:|])[A-Za-z]?W[wv]{2}\s?\.\s?(?=[\p{Ll}0-9-]+\.)/gu, '$1www.')
      .replace(/(?<=\/)[A-Za-z]?(?:[Mm][mw]w|w[mw]m|wmw)\s?\.\s?(?=[\p{Ll}0-9-]+\.)/gu, 'www.')
      // (or the slash read as a letter or two glued before a www read whole: "https:/Mmwww.konark…")
      .replace(/(?<=:\/\/?)[A-Za-z]{1,2}(?=www\.[\p{Ll}0-9-]+\.)/gu, '')
      // a bracket read at the start of an address's last label, set apart by a gap, is a speck ("… EXAMPLE (COM")
      .replace(/(@[\p{L}0-9.-]+(?: [\p{L}0-9-]+){0,3}) [([{](com|net|org|COM|NET|ORG)(?=$|[\s,;|])/u, '$1 $2')
      // a gap after a hyphen inside the host ("WWW.PENACLARA- TECNOLOGIAS EXAMPLE COM")
      .replace(/(\b(?:www|WWW)\.[\p{L}0-9-]*[\p{L}0-9]-)\s+(?=[\p{L}0-9])/gu, '$1')
      // its dot lost ("wwwlindeboom.example.org")
      .replace(/(^|[\s/:|])www(?=\p{Ll}[\p{Ll}0-9-]{2,}\.\p{Ll})/gu, '$1www.')
      .replace(/(^|[\s/:|])WWW(?=\p{Lu}[\p{Lu}0-9-]{2,}\.\p{Lu})/gu, '$1WWW.')
      // a label's end read twice, the second time with the dot after it ("oldquay. example ple.com")
      .replace(
        /(?<=\.\s?)(\p{Ll}{4,})\s(\p{Ll}{3,})(?=\.(?:com|net|org|\p{Ll}{2})(?![\p{L}0-9-]))/gu,
        (m, label: string, echo: string) => (label.endsWith(echo) && echo.length < label.length ? label : m),
      )
      .replace(SPACE_AFTER_HOST_DOT, joinSpaceAfterHostDot)
      // (twice: each label's dot may be followed by a gap, "redtail. example. com")
      .replace(SPACE_AFTER_HOST_DOT, joinSpaceAfterHostDot)
      // a bare host with a gap after its dot, when what follows is a domain's end no sentence starts with
      // ("+ carrowmore. example", a pictogram read as "+" before it)
      .replace(
        /(?<=^|[\s+|©®]|:\/\/)([\p{Ll}0-9-]{3,})\.\s(example|com|net|org)(?:\.?\s(com|net|org))?(?=$|[\s/,;|])/gu,
        (_m, host: string, end: string, after?: string) => `${host}.${end}${after ? `.${after}` : ''}`,
      )
      // "www granitebay example", "WWW HUASTECA EXAMPLE NET": every dot read as a space, after a www that says
      // it is a web address
      .replace(
        /\b(www\s[\p{Ll}0-9-]{2,}(?:\s[\p{Ll}0-9-]{2,})?|WWW\s[\p{Lu}0-9-]{2,}(?:\s[\p{Lu}0-9-]{2,})?)\s(\p{L}{2,8})(?=$|[\s/,;|!])/gu,
        (m, host: string, last: string) => {
          // (the end as OCR garbles it too: "www mezquital exampile")
          const end = hostEndLabel(last);
          return end && (last === last.toLowerCase()) === (host === host.toLowerCase())
            ? `${host.replace(/\s/g, '.')}.${end}`
            : m;
        },
      )
      // "WWW.ZACATAL-LOGISTICA EXAMPLE", "www.mezquital example org": dots after the first read as spaces (a
      // two-letter domain may be a word after the address, "www.acme in Berlin", so it must end the line)
      .replace(
        /\b(www\.[\p{Ll}0-9-]{2,}|WWW\.[\p{Lu}0-9-]{2,})((?:\s[\p{L}0-9-]{2,}){0,1}\s\p{L}{2,7})(?=$|[\s/,;|])/gu,
        (m, host: string, rest: string, at: number, all: string) => {
          const labels = rest.trim().split(/\s+/);
          const last = labels[labels.length - 1]!;
          const oneCase = labels.every((l) => (l === l.toLowerCase()) === (host === host.toLowerCase()));
          return KNOWN_TLDS.includes(last.toLowerCase()) &&
            oneCase &&
            (last.length >= 3 || at + m.length === all.trimEnd().length)
            ? [host, ...labels].join('.')
            : m;
        },
      )
      .replace(LABELLED_SPACED_HOST, joinLabelledSpacedHost)
  );
}

/**
 * A label of a host's end as OCR garbles it: a known domain end, or "example" with one letter misread ("cxample") or
 * lost ("eample").
 */
function hostEndLabel(label: string): string | null {
  const low = label.toLowerCase();
  if (KNOWN_TLDS.includes(low)) return label;
  // (or with letters OCR confuses misread in it: "cxampic")
  const confusable = (x: string): string =>
    x
      // (an m read as two letters: "exaniple")
      .replace(/ni|rn/g, 'm')
      .replace(/c/g, 'e')
      .replace(/[i1|]/g, 'l');
  // (or with one letter misread or lost, "cxampie", "eample", as read or once the confusions are undone, "cxmple",
  // "cxamgle"; or a thin stroke read as one more, "exampile")
  const oneSlip = (x: string): boolean => x.length <= 7 && oneEditApart(x, 'example');
  const key = confusable(low);
  if (
    key === 'example' ||
    oneSlip(low) ||
    oneSlip(key) ||
    oneLetterMore(low, 'example', (_, c) => /[il1|]/.test(c))
  )
    return label === label.toUpperCase() ? 'EXAMPLE' : 'example';
  return null;
}

/**
 * "f.mulder@eemstad. example net", "www.auental. example. net", "caoimhe@slaney.cxample com": a host's end labels
 * set apart by gaps round its dots, or by a gap for a dot, are joined back (only labels that are domain ends; a
 * two-letter one after a bare gap must end the line, "www.acme in Berlin" being a word after the address).
 */
export function joinGappedHosts(text: string): string {
  // a host label broken after its hyphen by a gap ("harowgate- logistics. example"): one label again
  text = text.replace(/(?<=(?:^|\s)[\p{Ll}0-9]{3,})-\s+(?=[\p{Ll}0-9]{3,}\s?\.\s?[\p{Ll}]{2,})/gu, '-');
  // RFC 2606's example label itself read in pieces after a host's dot ("hola@tezontle.exa m ple. com"), a speck
  // in the gap read as a comma ("www.lindhorst.exam, ple.net")
  text = text.replace(/(?<=[\p{L}0-9-]\.)\p{L}{1,5}(?:,? \p{L}{1,5}){1,3}(?=\s*\.|\s|$)/gu, (m) => {
    const joined = m.replace(/[ ,]/g, '');
    // (in capitals too: "ALBARRAN.EXAM PLE.COM")
    return joined.length >= 6 && hostEndLabel(joined.toLowerCase()) === 'example' ? joined : m;
  });
  return text.replace(
    /(@|\bwww\s?\.\s?|\bWWW\s?\.\s?|\bhttps?:\/\/(?!www\.))([\p{L}0-9-]+)((?:(?:\s*\.\s*|\s+)[\p{L}0-9-]+)+)/gu,
    (m, start: string, name: string, rest: string, offset: number) => {
      const parts = [...rest.matchAll(/(\s*\.\s*|\s+)([\p{L}0-9-]+)/gu)];
      const labels: string[] = [];
      /** Characters of `rest` used, and whether a gap stood for a dot, up to each label. */
      const upTo: { used: number; gapped: boolean }[] = [];
      let used = 0;
      let gapped = false;
      for (const [whole, sep, label] of parts) {
        const end = hostEndLabel(label!);
        const bare = !sep!.includes('.');
        const atLineEnd = used + whole!.length === rest.length && !/\S/.test(text.slice(offset + m.length));
        // in the host's own case ("…example org Co": a capitalised word after it is none of it)
        const sameCase =
          name === name.toUpperCase() ? label === label!.toUpperCase() : label === label!.toLowerCase();
        // (a word glued to an "@" is the next address's local part: "…@redbrook.example info@redbrook.example")
        const localPart = text[offset + start.length + name.length + used + whole!.length] === '@';
        if (!end || !sameCase || localPart || (bare && end.length === 2 && !atLineEnd)) break;
        labels.push(end);
        used += whole!.length;
        if (/\s/.test(sep!)) gapped = true;
        upTo.push({ used, gapped });
      }
      // the host's end read twice, the second time after a bare gap ("www.acme.example.net example net"): once
      const host = [name.toLowerCase(), ...labels.map((l) => l.toLowerCase())];
      for (let k = Math.floor(host.length / 2); k >= 1; k--) {
        const from = host.length - k;
        const repeated = host.slice(from).join('.') === host.slice(from - k, from).join('.');
        if (!repeated || from - 1 < 1 || !/^\s+$/.test(parts[from - 1]![1]!)) continue;
        labels.length = from - 1;
        ({ used, gapped } = upTo[from - 2] ?? { used: 0, gapped: false });
        break;
      }
      if (!gapped || !labels.length) return m;
      const head = start === '@' ? '@' : start.replace(/\s/g, '');
      return `${head}${[name, ...labels].join('.')}${rest.slice(used)}`;
    },
  );
}

/**
 * "rodrigo@cuautia example com" → "rodrigo@cuautia.example.com": dots of an address's domain the recogniser read as
 * spaces, when the domain's last word is a top-level domain. Same length, so positions in the text still hold.
 */
export function joinSpacedDomain(text: string): string {
  // (in one case: an address printed in capitals, "LOURDES@ZACATAL-LOGISTICA EXAMPLE", too)
  return text.replace(
    // (a later word opens with a letter or digit: a lone dash after the address parts it from the next item,
    // "…@BRISAMAR EXAMPLENET - Web")
    /@([a-z0-9-]+(?: [a-z0-9][a-z0-9-]*){1,3}|[A-Z0-9-]+(?: [A-Z0-9][A-Z0-9-]*){1,3})(?=$|[\s,;|])/g,
    (m, domain: string) => {
      const labels = domain.toLowerCase().split(' ');
      const last = labels[labels.length - 1]!;
      const tld =
        KNOWN_TLDS.includes(last) ||
        KNOWN_TLDS.some((t) => ocrKey(t) === ocrKey(last)) ||
        // two known labels with their dot lost too ("example net" read as "EXAMPLENET")
        KNOWN_TLDS.some((t) => last.endsWith(t) && KNOWN_TLDS.includes(last.slice(0, -t.length)));
      // (a gap after a hyphen is no dot: "narmada- pharma example net"; a group of digits between, hyphenated or
      // not, is a number the line runs into, "dsouza@thornbury 0354 example", "…verpakkingen 06-27592115 example")
      if (labels.slice(1).some((l) => /^[\d-]*\d[\d-]*$/.test(l))) return m;
      if (!tld) return m;
      const dotted = (d: string): string => d.replace(/- /g, '-').replace(/ /g, '.');
      // (a lone letter opening it is a letter set apart from the label after it, not a label of its own: "@x alapena
      // example org" for xalapena.example.org; its gap goes to the end)
      const [head, next = '', ...rest] = labels;
      if (head!.length === 1 && rest.length && !KNOWN_TLDS.includes(next))
        return `@${domain[0]}${dotted(domain.slice(2))} `;
      return `@${dotted(domain)}`;
    },
  );
}
