/**
 * Email and web address rules of the capture engine: an address's local part mended by the lead's name, card words
 * mended by the card's domains, web addresses tidied, and addresses written to dodge scrapers.
 */
import { COMPANY_WORDS, LEGAL_FORM_FIRST } from './company-rules';
import { repairTopLevelDomain } from './contacts';
import { ALL_LABELS, EMAIL_LABELS, GENERIC_MAILBOXES, LEGAL_SUFFIXES, NAME_PARTICLES } from './dictionaries';
import { emailNameMatch, foldGerman } from './name-rules';
import { isTitleWord, words } from './rule-helpers';
import {
  capitalise,
  domainOcrKey,
  editDistance,
  firstDifference,
  fold,
  foldAlnum,
  inCaseOf,
  moreRn,
  oneEditApart,
  oneLetterMore,
  upperFirst,
} from './text';

/**
 * An OCR'd word that reads as a label of one of the card's domains once OCR's usual confusions are undone
 * ("Summitiine" beside summitline.example.com, "Mariowe" beside marlowe.example) takes the domain's letters, in the
 * word's own capitalisation.
 */
export function repairWordsByDomain(
  text: string,
  labels: readonly string[],
  printed: ReadonlySet<string> = new Set(),
): string {
  if (!labels.length) return text;
  return respellRunsByDomain(repairEachWordByDomain(text, labels, printed), labels, printed);
}

/**
 * The labels of a card's domains a line's words may be mended towards, and those of them the card also prints as a
 * word of its own (a wordmark "Tonalli" beside tonalli.example).
 */
export interface CardDomainLabels {
  labels: readonly string[];
  printed: ReadonlySet<string>;
}

/**
 * A word respelled with a label's letters where its own letters, accents folded, differ from them: its accents and
 * capitals are kept ("Peñaciara" with penaclara → "Peñaclara").
 */
function respellKeepingAccents(word: string, label: string): string {
  return [...word]
    .map((c, k) => {
      const l = label[k]!;
      if (fold(c) === l) return c;
      return c === c.toUpperCase() && c !== c.toLowerCase() ? l.toUpperCase() : l;
    })
    .join('');
}

/**
 * Two or three words a domain's label runs together ("Prairic Point" beside prairiepoint.example, "Oid Quay"
 * beside oldquay.example) that read as it once OCR's usual confusions are undone take the label's letters, each in
 * its own case. A word's first letter must be the label's: a capital is printed larger and read more surely.
 */
function respellRunsByDomain(text: string, labels: readonly string[], printed: ReadonlySet<string>): string {
  const found = [...text.matchAll(/[A-Za-z]+/g)];
  for (let i = 0; i < found.length; i++) {
    for (let n = 3; n >= 2; n--) {
      const run = found.slice(i, i + n);
      if (run.length < n) continue;
      // (words set apart by one space only, or a hyphen: "Satot- Aubin" beside SAINT-AUBIN and saintaubin.example)
      const apart = run.map((m, k) =>
        k > 0 ? text.slice(run[k - 1]!.index + run[k - 1]![0].length, m.index) : '',
      );
      if (apart.some((a, k) => k > 0 && !/^(?: |-|- )$/.test(a))) continue;
      const joined = run.map((m) => m[0]).join('');
      const low = joined.toLowerCase();
      // (a run that spells one of the labels already is as printed: "Harrowgate Labs" beside harrowgatelabs and
      // a misread harrowgatclabs)
      if (labels.includes(low)) continue;
      let at = 0;
      const starts = run.map((m) => {
        const start = at;
        at += m[0].length;
        return start;
      });
      // (or, towards a label the card prints too, with two letters of eight or more misread: two readings agree)
      const same = labels.find(
        (l) =>
          l !== low &&
          l.length === low.length &&
          (domainOcrKey(l) === domainOcrKey(low) ||
            (printed.has(l) && l.length >= 8 && lettersApart(l, low) <= 2)),
      );
      // (or one letter inside a word lost: "Od Quay" beside oldquay.example; a long label only)
      const lost = same ? null : letterLostFrom(low, starts, labels);
      const label = same ?? lost?.label;
      if (!label) continue;
      const spelledAt = (k: number): number => (lost && k >= lost.at ? k + 1 : k);
      if (starts.some((k) => label[spelledAt(k)] !== low[k])) continue;
      const read = lost
        ? joined.slice(0, lost.at) + (joined[lost.at] ?? joined[lost.at - 1]!) + joined.slice(lost.at)
        : joined;
      const spelled = [...read].map((c, k) => (c === c.toUpperCase() ? label[k]!.toUpperCase() : label[k]!));
      if (lost) starts.forEach((k, j) => (starts[j] = spelledAt(k)));
      const first = run[0]!.index;
      const last = run[n - 1]!;
      const end = last.index + last[0].length;
      const respelled = run.map((m, k) =>
        spelled.slice(starts[k]!, k + 1 < n ? starts[k + 1]! : spelled.length).join(''),
      );
      const joinedBack = respelled.map((w, k) => apart[k] + w).join('');
      return respellRunsByDomain(text.slice(0, first) + joinedBack + text.slice(end), labels, printed);
    }
  }
  return text;
}

/**
 * The label (seven letters or more) a run's joined letters spell but for one letter lost inside one of its words
 * (not a word's first: a capital is read more surely), and where that letter goes in the run's letters.
 */
function letterLostFrom(
  low: string,
  starts: readonly number[],
  labels: readonly string[],
): { label: string; at: number } | null {
  for (const label of labels) {
    if (label.length !== low.length + 1 || label.length < 7) continue;
    for (let at = 1; at < label.length; at++) {
      if (starts.includes(at) || label.slice(0, at) + label.slice(at + 1) !== low) continue;
      return { label, at };
    }
  }
  return null;
}

/**
 * The label that spells a word read in small letters but for its first letter, a capital the recogniser misread
 * ("pijkhoven" beside dijkhoven.example, "tnishfree" beside inishfree.example).
 */
export function labelButForFirstLetter(word: string, labels: readonly string[]): string | undefined {
  return labels.find((l) => l.length === word.length && l[0] !== word[0] && l.slice(1) === word.slice(1));
}

/** The letters of a label a word differs in, place by place. */
function lettersApart(label: string, word: string): number {
  return [...label].filter((c, k) => c !== word[k]).length;
}

/** `word` with each stretch that one of `slips` matches put back as each of `letters` in turn. */
function withLetterFor(word: string, slips: readonly RegExp[], letters: readonly string[]): string[] {
  return slips
    .flatMap((re) => [...word.matchAll(re)])
    .flatMap((m) => letters.map((l) => word.slice(0, m.index) + l + word.slice(m.index + m[0].length)));
}

function repairEachWordByDomain(
  text: string,
  labels: readonly string[],
  printed: ReadonlySet<string>,
): string {
  const lineWords = new Set(words(fold(text)));
  return text.replace(/\p{L}[\p{L}'’]{3,}/gu, (w, at: number) => {
    const low = w.toLowerCase();
    // the first word read all in small letters, its capital misread so ("(®) pijkhoven B.V." beside
    // dijkhoven.example): the label that spells the rest of it
    const opening = !/\p{L}/u.test(text.slice(0, at));
    const smallCapital = opening && /^\p{Ll}{6,}$/u.test(w) ? labelButForFirstLetter(w, labels) : undefined;
    if (smallCapital) return smallCapital;
    // a word with accents, which a host cannot write ("Peñaciara" beside penaclara…): its letters as a host
    // spells them
    const folded = fold(w);
    const withAccents = folded !== low && folded.length === w.length;
    if (withAccents && labels.includes(folded)) return w;
    if (withAccents) {
      const label = labels.find(
        (l) => l.length === folded.length && domainOcrKey(l) === domainOcrKey(folded),
      );
      if (label && label[0] === folded[0]) return respellKeepingAccents(w, label);
    }
    // (a letter no host can write, first: the domain spells it with plain letters)
    // a ß lost or misread ("Weidorn", "Oftwald") where the domain spells it ss
    const eszett = withLetterFor(w, [/(?<=\p{Ll})(?:ft|B|S|R|f)?(?=\p{Ll})/gu], ['ß']).find((c) =>
      labels.includes(fold(c)),
    );
    if (eszett) return eszett;
    // an umlaut misread ("Miihlbach", "Mihlbach", "Mouhlbach" beside muehlbach.example; its dots read as an i,
    // "Briuckenhof"): an address spells it with an e
    const umlaut = withLetterFor(
      w,
      [/(?<=\p{L})(?:ii|ti|iu|i|u|o|a)(?=\p{Ll})/gu, /(?<=\p{L})ou(?=\p{Ll})/gu],
      ['ü', 'ö', 'ä'],
    ).find((c) => labels.includes(foldGerman(c)));
    if (umlaut) return umlaut;
    // an ñ read as f, fi, ii or d ("Pefaclara", "Pedaclara" beside penaclara.example): an address spells it n
    const enye = withLetterFor(w, [/(?<=\p{Ll})(?:fi|ii|f|d)(?=\p{Ll})/gu], ['ñ']).find((c) =>
      labels.includes(fold(c)),
    );
    if (enye) return enye;
    // any one letter misread, not the first, in a word the card prints elsewhere as its domain spells it: two
    // readings agree against one ("Tonalti" beside a wordmark "Tonalli" and tonalli.example); two in a word of
    // eight letters or more ("Pedaciara" beside "Peñaclara" and penaclara.example)
    // (two only towards a brand's own word: "Consultant" beside moher-consulting.example is a title word, and
    // "consulting" a word any company may print)
    const brand = (l: string): boolean => !COMPANY_WORDS.has(l) && !isTitleWord(w);
    const corroborated = [...printed].find(
      (l) =>
        labels.includes(l) &&
        l.length >= 5 &&
        l.length === folded.length &&
        l[0] === folded[0] &&
        l !== folded &&
        lettersApart(l, folded) <= (l.length >= 8 && brand(l) ? 2 : 1),
    );
    if (corroborated && folded.length === w.length) return respellKeepingAccents(w, corroborated);
    // two letters misread in a long brand word the domain spells with its first and last letters alike, even
    // where the card prints it nowhere else ("Summattine" beside summitline.example, "Hantowgate" beside
    // harrowgate-capital.example): a firm's domain spells its name
    const twoSlips = labels.find(
      (l) =>
        l.length >= 9 &&
        l.length === folded.length &&
        l[0] === folded[0] &&
        l[l.length - 1] === folded[folded.length - 1] &&
        l !== folded &&
        brand(l) &&
        lettersApart(l, folded) <= 2,
    );
    if (twoSlips && folded.length === w.length) return respellKeepingAccents(w, twoSlips);
    // (or two slips that change its length, a letter lost or added among them: "Vauciar" beside VAUCLAIR and
    // vauclair.example)
    const reshaped = [...printed].find(
      (l) =>
        labels.includes(l) &&
        l.length >= 7 &&
        Math.abs(l.length - folded.length) === 1 &&
        l[0] === folded[0] &&
        brand(l) &&
        editDistance(l, folded) <= 2,
    );
    if (reshaped && folded === low) return inCaseOf(w, reshaped);
    // a word garbled at one end beside a word of its line that the domain spells ("tmeshfree Foods DAC" beside
    // inishfree-foods.example, "inmobskana Tramontana SL." beside tramontana-inmobiliaria.example): the domain's
    // other label, when it alone shares five letters or more (two in five of its own) with the word's end
    const partnered = [...lineWords].some((x) => x !== folded && x.length >= 4 && labels.includes(x));
    const backwards = (x: string): string => [...x].reverse().join('');
    const shared = (l: string): number =>
      Math.max(firstDifference(l, folded), firstDifference(backwards(l), backwards(folded)));
    // (not a word the domain spells as it is: "Point" beside prairiepoint and a misread iepoint)
    const garbledEnd =
      partnered && !labels.includes(folded)
        ? labels.filter(
            (l) =>
              l.length >= 7 &&
              !lineWords.has(l) &&
              Math.abs(l.length - folded.length) <= 2 &&
              !isTitleWord(w) &&
              shared(l) >= Math.max(5, 0.4 * l.length),
          )
        : [];
    if (garbledEnd.length === 1 && folded === low && /^\p{L}+$/u.test(w))
      return /^\p{Ll}/u.test(w) && /^\s+\p{Lu}/u.test(text.slice(at + w.length))
        ? capitalise(garbledEnd[0]!)
        : inCaseOf(w, garbledEnd[0]!);
    // a capital G read as a C, its bar lost ("Clenbeigh" beside glenbeigh.example): only towards a label two of
    // the card's addresses agree on or the card prints, where the rest of the word is the label's
    const openingG = [...printed].find((l) => l.length >= 5 && l === `g${folded.slice(1)}`);
    if (/^C\p{Ll}{4,}$/u.test(w) && openingG) return `G${w.slice(1)}`;
    // a lower-case wordmark before the capitalised rest of a company name ("saptagiri Infotech Ltd.")
    const beforeCapital = /^\p{Ll}+$/u.test(w) && /^\s+\p{Lu}\p{Ll}/u.test(text.slice(at + w.length));
    if (labels.includes(low)) return beforeCapital ? capitalise(low) : w;
    // a legal form glued to the name the domain spells, its space and dots lost ("HARROWGATELTD.", "RedbrookLLP")
    const glued = labels.find(
      (l) => l.length >= 3 && low.startsWith(l) && UNDOTTED_FORM.test(w.slice(l.length)),
    );
    if (glued) return `${w.slice(0, glued.length)} ${w.slice(glued.length)}`;
    // (with another slip after it, "WeiBdom" for Weißdorn: the domain's letters, the ß where the domain spells ss)
    for (const m of w.matchAll(/(?<=\p{Ll})(?:ft|B|S|R|f)(?=\p{Ll})/gu)) {
      const head = fold(w.slice(0, m.index));
      const tail = fold(w.slice(m.index + m[0].length));
      // (or, towards a word the card prints too, with a slip before it and one after: "WelBdorm" beside a wordmark
      // WEISSDORN and weissdorn-werkzeuge.example)
      const label = labels.find((l) => {
        if (l.slice(head.length, head.length + 2) !== 'ss') return false;
        const [before, after] = [l.slice(0, head.length), l.slice(head.length + 2)];
        if (before === head && domainOcrKey(after) === domainOcrKey(tail)) return true;
        return (
          printed.has(l) &&
          l.length >= 8 &&
          before[0] === head[0] &&
          domainOcrKey(before) === domainOcrKey(head) &&
          editDistance(domainOcrKey(after), domainOcrKey(tail)) <= 1
        );
      });
      if (label) return capitalise(`${label.slice(0, head.length)}ß${label.slice(head.length + 2)}`);
    }
    // an accented vowel read as another one ("Albarrén" for Albarrán beside albarranconsultores.example): the
    // accent is kept, on the vowel the domain spells
    const accented = [...w.normalize('NFD').matchAll(/([aeiou])[\u0300-\u0303]/gu)];
    if (accented.length === 1 && fold(w).length >= 5 && !labels.some((l) => l.includes(fold(w)))) {
      const nfd = w.normalize('NFD');
      const at = accented[0]!.index;
      const vowel = ['a', 'e', 'i', 'o', 'u']
        .filter((v) => v !== nfd[at])
        .find((v) => labels.some((l) => l.includes(fold(nfd.slice(0, at) + v + nfd.slice(at + 1)))));
      if (vowel) return (nfd.slice(0, at) + vowel + nfd.slice(at + 1)).normalize('NFC');
    }
    // a name cut short where print beside it ran into its end ("Études Rocheb SAS" beside rochebrune.example):
    // before its legal form, a capitalised word of five letters or more that starts a label is that label
    // (not a label that runs this word and another of the line together: "Energía Encinar" beside
    // encinarenergia.example)
    const cut =
      /^\p{Lu}\p{Ll}{4,}$/u.test(w) && LEGAL_FORM_FIRST.test(text.slice(at + w.length))
        ? labels.find(
            (l) => l.length > low.length && l.startsWith(low) && !lineWords.has(l.slice(low.length)),
          )
        : undefined;
    if (cut) return capitalise(cut);
    // a letter lost ("saptagii" for saptagiri) in a long word, or letters confused
    // (inside the word: a label longer at its end is more likely a cut-off host, "graniteb")
    const inside = (word: string) => (k: number) => k > 0 && k < word.length - 1;
    const lost = (l: string): boolean => low.length >= 6 && oneLetterMore(l, low, inside(l));
    // or one letter more (a speck read as one, "Aucental" beside auental.example), again inside the word
    const extra = (l: string): boolean => l.length >= 6 && oneLetterMore(low, l, inside(low));
    const label = labels.find(
      // (a letter longer or shorter where an m was read for the label's rn or rn for its m, or w for vv: "Thombury"
      // beside thornbury.example)
      (l) =>
        // (a short word too, where the card prints the label: "Comb" beside a wordmark CORRIB and corrib.example)
        ((l.length === low.length || low.length >= 5 || printed.has(l)) &&
          domainOcrKey(l) === domainOcrKey(low)) ||
        lost(l) ||
        extra(l),
    );
    // (not an rn of the word's into the label's m: small print runs r and n together, see `moreRn`; nor an l of
    // the word's into the label's i: small print loses an l's height sooner than it grows an i's, "Tezontle"
    // beside tezontie.example)
    if (!label || moreRn(low, label) || onlyLForI(low, label)) return w;
    // a capital is printed larger than a host's letters and read more surely: "Eichwerk" does not become
    // "Cichwerk" beside a host misread as cichwerk
    if (/^\p{Lu}/u.test(w) && low[0] !== label[0] && w !== w.toUpperCase()) return w;
    if (w === w.toUpperCase()) return label.toUpperCase();
    return /^\p{Lu}/u.test(w) || beforeCapital ? upperFirst(label) : label;
  });
}

/** Whether `label` is `word` with one or more of its l's read as i's, and no other change. */
function onlyLForI(word: string, label: string): boolean {
  return (
    word.length === label.length &&
    word !== label &&
    [...word].every((c, k) => c === label[k] || (c === 'l' && label[k] === 'i'))
  );
}

/** A legal form written as one word of letters ("LTD", "LLP", "GmbH"), as it is left when its dots are lost. */
const UNDOTTED_FORM = new RegExp(
  `^(?:${LEGAL_SUFFIXES.map((f) => f.pattern)
    .filter((p) => !p.includes(' '))
    .join('|')})$`,
  'u',
);

/** A local part opening with one letter and a dot: an initial, or a label's letter glued on ("e.yolanda.quiroga"). */
const LETTER_AND_DOT_BEFORE = /^(\p{Ll})\.(.{3,})$/u;

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
  // (an "E." label may be glued on too, where no word of the name starts with its letter:
  // "E.FERNANDO.BUSTAMANTEGXALAPENA…" for fernando.bustamante@xalapena…)
  const label = LETTER_AND_DOT_BEFORE.exec(local);
  const unlabelled = label && !parts.some((w) => w.startsWith(label[1]!)) ? label[2]! : null;
  for (const read of unlabelled ? [local, unlabelled] : [local])
    for (const cut of [1, 2]) {
      const kept = read.slice(0, -cut);
      if (kept.length < 3) continue;
      if (exact.has(kept)) return kept;
      // (a long one with one letter misread in what is left: "jesus.montanohermandezsa" for
      // jesus.montanohernandez@)
      const slipped = [...exact].filter((e) => e.length >= 8 && oneEditApart(kept, e));
      if (slipped.length === 1) return slipped[0]!;
    }
  return null;
}

/** The letters a digit at the start of a local part stands for when the recogniser misread an initial. */
const DIGIT_READ_FOR: Record<string, string> = { '0': 'o', '1': 'il', '5': 's' };

/** Letters that names hardly ever write twice in a row. */
const RARELY_DOUBLED = 'hjqvwxy';

/** Letters OCR confuses in lower-case print: each pair is (as read, as printed). */
const CONFUSABLE: [string, string][] = [
  ['c', 'e'],
  ['e', 'c'],
  ['i', 'l'],
  ['l', 'i'],
  ['1', 'l'],
  ['t', 'i'],
  ['t', 'l'],
  // (a t's crossbar lost: "garrelt" for garrett, "luedike" for luedtke)
  ['l', 't'],
  ['i', 't'],
  ['0', 'o'],
  ['rn', 'm'],
  ['m', 'rn'],
  ['vv', 'w'],
  // (an r and an i run together: "unel" for uriel)
  ['n', 'ri'],
  ['cl', 'd'],
  ['ii', 'u'],
  // (the Dutch ij with its j's tail lost: "kuiipers")
  ['ii', 'ij'],
  // (and its two letters read as one u: "uzerman" for IJzerman)
  ['u', 'ij'],
  ['x', 'k'],
  // (a b's bowl left open: "nusshaum")
  ['h', 'b'],
  // (a u's foot read pointed, and back: "vochoa" for Uriel Ochoa's uochoa)
  ['v', 'u'],
  ['u', 'v'],
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
  shouted = false,
): string | null {
  const first = foldAlnum(words(name)[0] ?? '');
  // (the card may give the first name as its initial only: "K. Banerjee" with "k banerjee@")
  const initialOnly = first.length === 1 && !local.includes('.');
  // (an initial is in most local parts: it counts only where it starts one)
  const holdsFirst = initialOnly ? local.startsWith(first) : foldAlnum(local).includes(first);
  if ((first.length < 2 && !initialOnly) || holdsFirst) return null;
  if (emailNameMatch(name, local) < 0.8) return null;
  // a lower-case letter, or a capital no label, pictogram or rule is read as ("J osswald@" for Jule Oßwald, not
  // "E kraemerbach@"); but a capital I with a dot is the initial l read so ("I. mulder@" for Lieke Mulder), as no
  // label is an I. Before an address printed in capitals any capital but a label's letter is the initial ("J.
  // BROUWER@" for Joost Brouwer)
  const lone = /(?:^|[\s:|])(\p{L})(\.?)\s+$/u.exec(before);
  const initial =
    lone && /\p{Ll}/u.test(lone[1]!) && !lone[2]
      ? lone[1]
      : lone?.[1] === 'I' && lone[2]
        ? 'l'
        : lone && (shouted || !PICTOGRAM_CAPITALS.includes(lone[1]!)) && !LABEL_LETTERS.includes(lone[1]!)
          ? lone[1]
          : undefined;
  if (initial && fold(initial) === first[0] && !local.startsWith(first[0]!))
    return joinedLocal(fold(initial), local);
  // … or read as a digit ("5 mcgrath@" for Sinéad McGrath's s.mcgrath@)
  const digit = /(?:^|[\s:|])(\d)\s+$/u.exec(before)?.[1];
  if (digit && DIGIT_READ_FOR[digit]?.includes(first[0]!) && !local.startsWith(first[0]!))
    return joinedLocal(first[0]!, local);
  if (initialOnly) return null;
  // the first name's first letters lost, a crop or a mark cutting the line there ("us.stclair@" for Marcus St.
  // Clair's marcus.stclair@): only its end of two letters or more, set apart by the address's own separator
  const cut = /^(\p{Ll}{2,})([._-])(.+)$/u.exec(local);
  if (
    cut &&
    first.length - cut[1]!.length >= 2 &&
    first.endsWith(cut[1]!) &&
    writesName(`${first}${cut[2]}${cut[3]}`, name)
  )
    return `${first}${cut[2]}${cut[3]}`;
  const next = /^\s+(\p{L}+)/u.exec(after)?.[1];
  if (next && foldAlnum(next) === first) return joinedLocal(next.toLowerCase(), local);
  // the first name set apart with its separator ("araceli_ munoz@" for Araceli Muñoz)
  const withSeparator = /(?:^|[\s:|])(\p{L}{2,})([._-])\s+$/u.exec(before);
  if (withSeparator && foldAlnum(withSeparator[1]!) === first) return `${first}${withSeparator[2]}${local}`;
  // … or with its dot read as a long dash between gaps ("madison — carmichael@" for madison.carmichael@)
  const dashApart = /(?:^|[\s:|])(\p{L}{2,})\s+[—–]\s+$/u.exec(before);
  if (dashApart && foldAlnum(dashApart[1]!) === first) return joinedLocal(first, local);
  // the first name set apart before it, its dot read as a space ("tadng fitzpatrick@…" for Tadhg Fitzpatrick),
  // a letter of it maybe read as a digit ("1imena olvera@…")
  const wordBefore = /(?:^|[\s:|])((?=[^\s]*\p{L}{2})[\p{L}0-9]{3,})\s+$/u.exec(before)?.[1];
  // (its o read as a zero too: "y0CHITL ARRIAGAESPINOZA@" for Xóchitl Arriaga Espinoza; an E label glued on,
  // "Eleasophie luedtke@" for Lea-Sophie Lüdtke)
  const beforeRead = foldAlnum(wordBefore ?? '').replace(/0/g, 'o');
  if (
    wordBefore &&
    (oneSlipApart(beforeRead, first) || (/^E/.test(wordBefore) && beforeRead.slice(1) === first))
  )
    return joinedLocal(first, local);
  // … or cut in two by a gap, its end left on the address ("nandin i.pillai@…" for Nandini Pillai)
  const end = /^(\p{Ll}{1,2})[._-]/u.exec(local)?.[1];
  if (wordBefore && end && foldAlnum(wordBefore) + end === first) return `${first}${local.slice(end.length)}`;
  // … or with a letter lost ("brttany deluca@" for Brittany DeLuca)
  if (wordBefore && beforeRead.length >= 4 && oneLetterMore(first, beforeRead))
    return joinedLocal(first, local);
  return null;
}

/**
 * An address read starting with a dot after a label or nothing ("E. .ortegaaguirre@" for Rocío Ortega Aguirre):
 * the first name's initial was lost and its dot left. Null when a word stands before the dot (a first name set
 * apart, "MOHAMMED .MUKHERJEE@", is `localWithLostNamePart`'s) or the local part does not spell the surname.
 */
export function localAfterLostInitial(local: string, name: string, before: string): string | null {
  const first = foldAlnum(words(name)[0] ?? '');
  if (!first || local.startsWith(first[0]!) || !/^\p{Ll}{3,}$/u.test(local)) return null;
  // (a label may stand before it, "E." or "Correo:")
  const wordBefore = /(\p{L}+)[.:|]?\s*$/u.exec(before)?.[1];
  if (wordBefore && wordBefore.length > 2 && !EMAIL_LABELS.includes(wordBefore.toLowerCase())) return null;
  return emailNameMatch(name, local) >= 0.8 ? joinedLocal(first[0]!, local) : null;
}

/** Whether a line's text before an address ends with an email label ("E-mail:", "Correo"). */
function endsWithEmailLabel(before: string): boolean {
  const label = /(\p{L}[\p{L}-]*)[.:|]?\s*$/u.exec(before)?.[1]?.toLowerCase();
  return !!label && EMAIL_LABELS.includes(label);
}

/** A name part put back before a local part: with a dot, unless the local part keeps its own separator ("_smit"). */
function joinedLocal(part: string, local: string): string {
  return /^[._-]/.test(local) ? part + local : `${part}.${local}`;
}

/** Capitals an email label may be printed as on its own ("E. j.pham@", "M: …"): no initial. */
const LABEL_LETTERS = ['E', 'M'];
/** Capitals a pictogram or a rule beside it is read as: no initial before an address in small letters. */
const PICTOGRAM_CAPITALS = ['O', 'Q', 'C', 'G', 'D', 'I', 'L'];

/** Same length and at most one letter different: one OCR slip apart. */
function oneSlipApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff++;
  return diff <= 1;
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

/** A word with one of its a, o or u spelled as an address spells an umlaut ("ludtke" → "luedtke"). */
function withOneUmlautSpelledOut(w: string): string[] {
  return [...w.matchAll(/[aou](?!e)/g)].map((m) => `${w.slice(0, m.index + 1)}e${w.slice(m.index + 1)}`);
}

/**
 * An email local part that does not match the name, but would after undoing OCR slips; null when there is nothing
 * to repair:
 * - one confused letter in the whole part ("maricke" → "marieke" for Marieke van Dijk), or one in each of its
 *   dot/underscore/hyphen pieces ("licke.degroot" → "lieke.degroot" for Lieke de Groot, "nandint.lyer" →
 *   "nandini.iyer"), or one letter too many in a long piece ("caocimhe_macentee" for Caoimhe MacEntee);
 * - a one-letter label glued on ("E.XOCHITL.ZAMORA@" on an all-caps card: "e." is the label when no word of
 *   the name starts with that letter), also without its dot before the whole first name ("EHARPREET.MUKHERJEE@").
 */
export function repairLocalByName(local: string, name: string, before = ''): string | null {
  // an initial l, i or o read as a digit before its dot ("1.weissenborn@" for Lea-Sophie Weißenborn): the letter
  // the address then writes the name with, else the first name's initial (the surname may be misread in the name)
  const digitInitial = /^([10])(\.\p{Ll}{3,}.*)$/u.exec(local);
  if (digitInitial && !writesName(local, name)) {
    const letters = digitInitial[1] === '1' ? ['l', 'i'] : ['o'];
    const initial = fold(name).match(/\p{L}/u)?.[0];
    const letter =
      letters.find((c) => writesName(c + digitInitial[2]!, name)) ?? letters.find((c) => c === initial);
    if (letter) return letter + digitInitial[2]!;
  }
  // a thin first letter lost at the address's start, the i of a Dutch ij above all ("jzerman@" for IJzerman)
  const thin = ['i', 'l'].find((c) => !writesName(local, name) && writesName(c + local, name));
  if (thin && local.length >= 4) return thin + local;
  // a local part a gap cut in two ("E-mail rohan.su bramanian@…"): the piece before the gap is its start
  // (in capitals too, on a card that prints its address so: "FERNAN DO@…" for Fernando)
  const cutOff = /(?:^|\s)([\p{Ll}0-9][\p{Ll}0-9._-]*)\s$/u.exec(before.toLowerCase());
  if (cutOff && !writesName(local, name) && writesName(cutOff[1]! + local, name)) return cutOff[1]! + local;
  const glued = LETTER_AND_DOT_BEFORE.exec(local);
  const nameWords = words(fold(name)).map((w) => w.replace(/[^a-z0-9]/g, ''));
  // "koehler" spells Köhler as an address does, and is no slip; nor is "luedtke" beside a name read "Ludtke", whose
  // umlaut lost its dots
  const halves = words(fold(name)).flatMap((w) => (w.includes('-') ? w.split('-') : []));
  const spelled = [
    ...nameWords,
    ...words(name).map(foldGerman),
    // (each half of a double name is a name word of its own: "marntin" for Dubois-Martin)
    ...halves.map((w) => w.replace(/[^a-z0-9]/g, '')).filter((w) => w.length >= 3),
    ...nameWords.flatMap(withOneUmlautSpelledOut),
  ];
  // an email label read into the address with a dot of its own ("email.jordan.kowalczyk" for Jordan Kowalczyk),
  // also with a slip ("nail.noor.vandenbroek"; a word of the name is none: "neil.smith" for Neil Smith)
  const label = /^([\p{Ll}-]{3,})[._](.{3,})$/u.exec(local);
  const isLabel = (w: string): boolean =>
    EMAIL_LABELS.includes(w) ||
    (w.length >= 4 &&
      !nameWords.includes(w) &&
      EMAIL_LABELS.some((l) => l.length >= 4 && oneEditApart(w, l)));
  if (label && isLabel(label[1]!) && emailNameMatch(name, label[2]!) >= 0.8) return label[2]!;
  // … and without a dot, before the whole first name ("nailcourtney.yamamoto" for Courtney Yamamoto)
  const labelGlued = [4, 5, 6]
    .map((k) => [local.slice(0, k), local.slice(k)] as const)
    .find(
      ([l, rest]) =>
        isLabel(l) &&
        (nameWords[0]?.length ?? 0) >= 3 &&
        rest.startsWith(nameWords[0]!) &&
        emailNameMatch(name, rest) >= 0.8,
    );
  if (labelGlued && !writesName(local, name)) return labelGlued[1];
  // the E of an "E" label glued on without its dot ("eharpreet.mukherjee" for Harpreet Mukherjee)
  const bare = /^e(\p{Ll}{3,}[._-].{2,})$/u.exec(local);
  const first = nameWords[0] ?? '';
  if (
    bare &&
    first.length >= 3 &&
    !first.startsWith('e') &&
    bare[1]!.startsWith(first) &&
    emailNameMatch(name, bare[1]!) >= 0.8
  )
    return bare[1]!;
  // … also before a local part that is a way of writing the name, when the whole is none ("eemcintyre" for Ewan
  // McIntyre's emcintyre: the first name's own initial may be an e)
  if (/^e\p{Ll}{4,}$/u.test(local)) {
    const patterns = namePatterns(name);
    if (!patterns.has(local) && patterns.has(local.slice(1))) return local.slice(1);
  }
  // an initial I and its dot read as one L ("LBELTRANDOMINGUEZ@" for Ignacio Beltrán Domínguez's I.BELTRAN…), or
  // another thin initial ("Lllewellyn@" for Tobias Llewellyn's t.llewellyn)
  if (/^[ijtf]/.test(first) && /^l\p{Ll}{3,}$/u.test(local) && !writesName(local, name)) {
    const rest = local.slice(1);
    if (writesName(`${first[0]}.${rest}`, name)) return `${first[0]}.${rest}`;
    if (first.startsWith('i') && writesName(`i${rest}`, name)) return `i${rest}`;
  }
  // a pictogram's bar read as the initial once more ("llschaefer" for Lea-Sophie Schäfer's lschaefer)
  if (/^(\p{Ll})\1/u.test(local) && !writesName(local, name) && writesName(local.slice(1), name))
    return local.slice(1);
  // the first name's initial read as a digit ("1.degroot" for Lieke de Groot)
  const digit = /^([01])([._-]?)(\p{Ll}.{2,})$/u.exec(local);
  const initial = first[0];
  if (
    digit &&
    initial &&
    DIGIT_READ_FOR[digit[1]!]!.includes(initial) &&
    emailNameMatch(name, digit[3]!) >= 0.8
  )
    return `${initial}${digit[2]}${digit[3]}`;
  // a speck or pictogram read as a letter or two and a dot before a local part that is itself a way of writing the
  // name and starts with an initial or the whole first name ("i. a.lebihan@" for Aurélien Le Bihan, "i.
  // svenja.vonderheyde@", "Cc. i.arriagasaldivar@" for Itzayana Arriaga-Saldívar); not two letters that are the
  // initials of two name words ("jm.perez" for Juan Manuel Pérez)
  const speckBefore = /^(\p{Ll}{1,2})\.(.{3,})$/u.exec(local);
  if (
    speckBefore &&
    !writesName(local, name) &&
    ![...speckBefore[1]!].every((c) => nameWords.some((w) => w.startsWith(c))) &&
    !nameWords.some((w) => w.startsWith(speckBefore[1]!)) &&
    (/^\p{Ll}[._-]/u.test(speckBefore[2]!) || (first.length >= 3 && speckBefore[2]!.startsWith(first))) &&
    writesName(speckBefore[2]!, name)
  )
    return speckBefore[2]!;
  if (glued && !nameWords.some((w) => w.startsWith(glued[1]!)) && emailNameMatch(name, glued[2]!) >= 0.8) {
    // the first name's initial misread ("c.osullivan" for Éabha O'Sullivan) rather than a label glued on
    const initial = CONFUSABLE.find(([from, to]) => from === glued[1] && nameWords[0]?.startsWith(to));
    if (initial) return `${initial[1]}.${glued[2]}`;
    // (a letter no label is, "b.hargreaves" beside a name read "Eeatrix", is the initial the name line misread;
    // so is one after a label of the line's own, "E-mail: e.quinlan@" beside a name read "Fabha")
    if (ALL_LABELS.has(glued[1]!) && !endsWithEmailLabel(before)) return glued[2]!;
  }
  // a label's letter glued before the first name's initial ("ei.kuijpers" for Ilse Kuijpers, "E" for E-mail)
  const labelled = /^(\p{Ll})(\p{Ll})\.(.{3,})$/u.exec(local);
  if (
    labelled &&
    nameWords[0]?.startsWith(labelled[2]!) &&
    !nameWords[0]?.startsWith(labelled[1]! + labelled[2]!) &&
    emailNameMatch(name, labelled[3]!) >= 0.8
  )
    return `${labelled[2]}.${labelled[3]}`;
  // never towards a spelling that looks misread itself ("ilse" is not mended to a name read "Iise")
  const odd = (w: string): number => (w.match(/ii|[01|!]/g) ?? []).length;
  if (emailNameMatch(name, local) < 0.5) {
    const variant = confusionVariants(local).find(
      (c) => emailNameMatch(name, c) >= 0.8 && odd(c) <= odd(local),
    );
    // (another piece may hold a slip of its own: "nandint.lyer")
    if (variant) return repairLocalByName(variant, name, before) ?? variant;
  }
  const pieces = local.split(/([._-])/);
  // (a name word as an address spells it: "oemer" for Ömer)
  // (or name words run together as an address runs them: "vanhorn", "fernandezdominguez")
  const runs = new Set(
    spelled.flatMap((_, a) => spelled.slice(a).map((__, n) => spelled.slice(a, a + n + 1).join(''))),
  );
  // (each name word alone is a run of one; and the first name's initial may open a run: "mlynchhayes" for Méabh
  // Lynch-Hayes)
  const isNameWord = (w: string): boolean =>
    w.length >= 3 && (runs.has(w) || (w[0] === initial && w.length >= 5 && runs.has(w.slice(1))));
  const plainNameWords = words(name)
    .map((w) => w.toLowerCase())
    .filter((w) => /^[a-z]+$/.test(w));
  // each piece is mended on its own ("nandint.lyer" for Nandini Iyer's nandini.iyer)
  let changed = false;
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i]!;
    if (piece.length < 3 || runs.has(piece)) continue;
    // (a piece that is a name word, a part of one, or name words run together is as printed; one that merely
    // holds a short name word is not: "vanhom" for Van Horn; nor one a confused letter from name words run
    // together: "iebihan" for Théo Le Bihan's lebihan)
    if (spelled.some((w) => w.includes(piece) || (w.length >= 4 && piece.includes(w)))) {
      // (or a consonant added at the end of the last piece, after a whole name word: a speck beside the print
      // read as one, "nussbaumg"; not a name word's initial, which an address may add, "marias" for Maria Santos,
      // nor a vowel, more often the end of a surname the name line lost, "iortega" beside "Orteg")
      const added = piece.slice(0, -1);
      const speck =
        i === pieces.length - 1 &&
        added.length >= 5 &&
        isNameWord(added) &&
        !/[aeiouy]$/.test(piece) &&
        // (a letter doubled is likelier printed, and read once in the name: see below)
        piece.slice(-1) !== added.slice(-1) &&
        !nameWords.some((w) => w.startsWith(piece.slice(-1)))
          ? added
          : undefined;
      // (two slips in a long piece: "yilmaziuedike" for yilmazluedtke)
      const variants = confusionVariants(piece);
      const twice = (): string[] => (piece.length >= 10 ? variants.flatMap(confusionVariants) : []);
      // (or a thin letter lost opening a piece after the first: "daan.jzerman" for Daan IJzerman)
      const thinFirst = i > 0 ? ['i', 'l'].map((c) => c + piece).find((c) => runs.has(c)) : undefined;
      const run =
        variants.find((c) => isNameWord(c) && odd(c) <= odd(piece)) ??
        speck ??
        thinFirst ??
        twice().find((c) => c !== piece && isNameWord(c) && odd(c) <= odd(piece));
      if (run) {
        pieces[i] = run;
        changed = true;
      }
      continue;
    }
    // a letter the recogniser added inside a long piece ("caocimhe" for Caoimhe); a doubled letter is more likely
    // printed and read once in the name ("killaris" for a name read "Kilaris", see `repairNameByEmail`), unless it
    // is one that names hardly ever double ("ijjzerman" for IJzerman)
    const dropped =
      piece.length >= 6
        ? [...piece]
            .map((c, k) =>
              k === 0 ||
              k === piece.length - 1 ||
              ((c === piece[k - 1] || c === piece[k + 1]) && !RARELY_DOUBLED.includes(c))
                ? ''
                : piece.slice(0, k) + piece.slice(k + 1),
            )
            .filter(Boolean)
        : [];
    // a thin letter lost inside a piece ("anhoa_dominguez" for Ainhoa Domínguez, "ora.osullivan" for Orla)
    const thinLost =
      piece.length >= 3
        ? [...piece]
            .slice(1)
            .flatMap((_, k) => ['i', 'l'].map((c) => piece.slice(0, k + 1) + c + piece.slice(k + 1)))
        : [];
    // any letter lost inside a longer piece ("bearix.fotheringham" for Beatrix Fotheringham): only towards a name
    // word printed without accents, and not a letter doubled, as the name line is as likely to have read one too
    // many ("Ducheène", "Meéabh", "Drefßler" beside correct addresses)
    const lostInside =
      piece.length >= 5
        ? plainNameWords.filter((w) =>
            oneLetterMore(w, piece, (k, c) => k >= 1 && k < piece.length && c !== w[k - 1] && c !== w[k + 1]),
          )
        : [];
    // a letter lost at the end of the last piece ("cody.vanhor" for Cody R. Van Horn): only where one name word, or
    // run of them, goes on so
    const endLost =
      i === pieces.length - 1 && piece.length >= 5
        ? [...runs].filter((r) => r.length === piece.length + 1 && r.startsWith(piece))
        : [];
    // an i and an l beside it, strokes alike but for the i's dot, each read as the other ("lise" for Ilse's ilse)
    const thinSwapped = [...piece.matchAll(/li|il/g)].map(
      (m) => piece.slice(0, m.index) + [...m[0]].reverse().join('') + piece.slice(m.index + 2),
    );
    const mended = [
      ...confusionVariants(piece),
      ...dropped,
      ...thinLost,
      ...thinSwapped,
      ...(endLost.length === 1 ? endLost : []),
      ...lostInside,
    ].find((c) => isNameWord(c) && odd(c) <= odd(piece));
    if (mended) {
      pieces[i] = mended;
      changed = true;
    }
  }
  return changed ? pieces.join('') : null;
}

/** Letters the recogniser reads as two ("m" as "nt" or "rn"). */
const READ_AS_TWO: Record<string, readonly string[]> = {
  m: ['rn', 'nt', 'ni', 'in', 'iu', 'nn'],
  w: ['vv', 'iv'],
  d: ['cl'],
};

/**
 * A long local part with one letter read as two ("adontinguezaguirre" for Ana Belén Domínguez-Aguirre's
 * adominguezaguirre, its m read as "nt"): the one way of writing the name it then spells, in a part of ten letters
 * or more. Which reading slipped the caller decides (the name line may be the misread one).
 */
export function localWithLetterReadAsTwo(local: string, name: string): string | null {
  if (local.length < 10 || writesName(local, name)) return null;
  const near = [...namePatterns(name)].filter(
    (p) =>
      p.length === local.length - 1 &&
      [...p].some((c, k) =>
        (READ_AS_TWO[c] ?? []).some((two) => p.slice(0, k) + two + p.slice(k + 1) === local),
      ),
  );
  return near.length === 1 ? near[0]! : null;
}

/**
 * The usual ways a company writes a person's address from their name: first.last, flast, f.last, first, … with the
 * given names and surnames split anywhere ("juancarlos.trevino", "stclair" for St. Clair) and umlauts spelled out.
 */
/** Whether a local part is one of the usual ways of writing the name ("yolanda.montanoolvera", "ymontanoolvera"). */
export function writesName(local: string, name: string): boolean {
  return namePatterns(name).has(local);
}

function namePatterns(name: string): Set<string> {
  const out = new Set<string>();
  for (const foldWord of [(w: string) => foldAlnum(w), foldGerman]) {
    const parts = words(name).map(foldWord).filter(Boolean);
    const core = parts.filter((w) => !NAME_PARTICLES.has(w));
    if (core.length < 2) continue;
    out.add(core[0]!);
    out.add(core[core.length - 1]!);
    // (either half of a double-barrelled surname on its own: "freya-cole" for Freya Ashby-Cole)
    const halves = (words(name).pop() ?? '')
      .split('-')
      .map(foldWord)
      .filter((half) => half.length >= 3);
    if (halves.length > 1) halves.forEach((half) => out.add(half));
    for (let k = 1; k < parts.length; k++) {
      const given = parts.slice(0, k).join('');
      const families = [
        parts.slice(k).join(''),
        core[core.length - 1]!,
        ...(halves.length > 1 ? halves : []),
      ];
      for (const family of new Set(families)) {
        for (const sep of ['.', '_', '-', '']) {
          out.add(`${given}${sep}${family}`);
          out.add(`${given[0]}${sep}${family}`);
          out.add(`${family}${sep}${given}`);
        }
      }
    }
  }
  return out;
}

/**
 * Whether the one slip between a local part and a way of writing the name is at a dot, underscore or hyphen: one
 * lost or gained is as likely the writer's choice ("juancarlos.trevino"), and an address that starts with one is
 * cut short. A letter lost just before one inside the part is a slip ("xochit.arriaga" for xochitl.arriaga).
 */
function slipsAtSeparator(local: string, pattern: string): boolean {
  const at = firstDifference(local, pattern);
  if (at > 0 && pattern.length === local.length + 1 && /\p{L}/u.test(pattern[at]!)) return false;
  return /[._-]/.test(local[at] ?? '') || /[._-]/.test(pattern[at] ?? '');
}

/**
 * An address's local part one slip from one way the lead's name writes it: a letter changed, lost or added
 * ("ourelien.dargenson" for Aurélien d'Argenson), or two letters OCR reads as one ("vanhom" for Van Horn). Read on
 * a weak line, the address is the likelier one misread. Null when the part already is a way of writing the name,
 * when it is that near none or more than one ("mustclair": m.stclair or mstclair), when the slip is a dot,
 * underscore or hyphen, or when the card prints the part's spelling elsewhere too (a profile path
 * "/in/rahulagarwal" says the name line lost a letter, not the address).
 */
export function localOneSlipFromName(local: string, name: string, elsewhere: string): string | null {
  const patterns = namePatterns(name);
  if (patterns.has(local) || local.length < 5) return null;
  // (or one of the slips OCR makes of two letters: "vanhom" for vanhorn; and a dot, underscore or hyphen the
  // address prints is no letter misread: "xochit.arriaga" is xochitl.arriaga, not xochitlarriaga)
  const near = [
    ...new Set([
      ...[...patterns].filter((p) => p.length >= 5 && oneEditApart(local, p)),
      ...confusionVariants(local).filter((v) => v.length >= 5 && patterns.has(v)),
    ]),
  ].filter((p) => !(p.length === local.length && /[._-]/.test(local[firstDifference(local, p)] ?? '')));
  if (near.length !== 1 || slipsAtSeparator(local, near[0]!)) return null;
  // (an address spells an umlaut as its vowel and an e: "lschaefer" beside a name read "Schafer" lost the umlaut)
  const at = firstDifference(local, near[0]!);
  if (near[0]!.length === local.length - 1 && local[at] === 'e' && /[aou]/.test(local[at - 1] ?? ''))
    return null;
  const printed = foldAlnum(elsewhere);
  const confirmed = local
    .split(/[._-]/)
    .some((piece) => piece.length >= 4 && !near[0]!.includes(piece) && printed.includes(piece));
  return confirmed ? null : near[0]!;
}

/**
 * A long local part that is a way of writing the lead's name once a doubled letter it holds once is doubled again
 * ("mvaldesetxeberia" for Martín Valdés Etxeberria): two like letters side by side are often read as one. Null
 * when the part is short, already a way of writing the name, or near more than one, and when the name does not
 * print the pair as two like letters.
 */
export function localWithLostDoubledLetter(local: string, name: string): string | null {
  const patterns = namePatterns(name);
  if (local.length < 8 || patterns.has(local)) return null;
  // (the name prints the pair in one case, or as a word's capital and its next letter: "BROoEK" is a misread
  // name, not a doubled letter, and "Llorente" is one)
  const printsPair = (c: string): boolean =>
    name.includes(c + c) ||
    name.includes((c + c).toUpperCase()) ||
    new RegExp(`(?<!\\p{L})${c.toUpperCase()}${c}`, 'u').test(name);
  const near = [...patterns].filter(
    (p) =>
      p.length === local.length + 1 &&
      [...p].some(
        (c, k) =>
          c === p[k + 1] && /\p{L}/u.test(c) && printsPair(c) && p.slice(0, k) + p.slice(k + 1) === local,
      ),
  );
  return near.length === 1 ? near[0]! : null;
}

/** The host of a normalised web address with its top-level domain mended (see `repairTopLevelDomain`). */
export function repairWebsiteHost(site: string): string {
  const slash = site.indexOf('/');
  // "wwiw.", "vvww.", "ww.": the recogniser's "www." (a label "Ww." read before it is no second one)
  const host = (slash < 0 ? site : site.slice(0, slash))
    .replace(/^(?=[wvil1]{2,5}\.)(?=(?:[^.]*w){2})[wvil1]+\./i, 'www.')
    .replace(/^(?:www\.)+(?=www\.)/i, '')
    // a label read twice over ("glenbeigh-media.glenbeigh-media.example.com"): no host repeats one so
    .replace(/(?<=^|\.)([a-z0-9-]{3,})\.(?=\1\.)/gi, '');
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

/** "kavya (at) tiffinly (dot) example" → "kavya@tiffinly.example" (addresses written to dodge scrapers). */
export function deobfuscateEmails(text: string): string {
  return text.replace(
    /([\p{L}0-9._%+-]+)\s*[([{]\s*(?:at|arroba|ät)\s*[)\]}]\s*([\p{L}0-9-]+(?:\s*[([{]\s*(?:dot|punto|punkt|point)\s*[)\]}]\s*[\p{L}0-9-]+)+)/giu,
    (_m, local: string, domain: string) =>
      `${local}@${domain.replace(/\s*[([{]\s*(?:dot|punto|punkt|point)\s*[)\]}]\s*/giu, '.')}`,
  );
}

/**
 * A local part one letter off a shared mailbox's ("inffo", "contacr", "ventaz"): the recogniser's slip, not a
 * person's box. Only boxes of four letters or more, and only a letter changed or added (a letter dropped from
 * "hola" is a person's "ola"), or dropped from a box of six letters or more ("ontakt" for kontakt).
 */
export function misreadGenericMailbox(local: string): boolean {
  if (GENERIC_MAILBOXES.has(local)) return false;
  for (const box of GENERIC_MAILBOXES)
    if (
      box.length >= 4 &&
      local.length >= (box.length >= 6 ? box.length - 1 : box.length) &&
      oneEditApart(local, box)
    )
      return true;
  return false;
}
