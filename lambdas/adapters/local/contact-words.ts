/**
 * A second opinion on the contact words of a card (see second-recogniser.ts): the runs of words that hold an
 * email or web address, and those that hold a printed number, are read again by a recogniser of another kind.
 * Its reading replaces tesseract's only where the evidence says it is the better one:
 * - the network itself, asked how well each candidate address explains the run's ink (its CTC alignment score,
 *   see `SecondReading.spot`), finds one clearly better than tesseract's reading; the candidates mix the two
 *   readings' local parts and hosts, add the dot after an initial, spell the domain with the firm's name as the
 *   rest of the card prints it, and write the local part in the usual shapes from names the card prints (of those
 *   the ink shows about as well, the one a printed name writes is taken);
 * - tesseract's run holds no address even as the engine would mend it, and the second reading is one, read
 *   surely;
 * - both are the same address but for a dot, underscore or hyphen in the local part that tesseract dropped (it
 *   often loses the dot between an initial and a surname: "slynchhayes" for s.lynchhayes);
 * - the two disagree on the domain's name, and the card reads the second's more often: in both recognisers'
 *   readings of all its addresses, and in the rest of the card (a company name, a handle);
 * - of a printed number, the second reading fits a numbering plan (of the card's region, read from its other
 *   clues, or of the country code it prints) and tesseract's does not, a slip or two apart ("+1 512 555 013%",
 *   "+31 ((96-34879923"), or both fit and the network finds tesseract's reading explains the ink clearly worse
 *   (a figure doubled beside a slash: "0171/3922 00 54").
 * Everything else keeps tesseract's reading, which alone has accents and the spaces between words. A replaced
 * run becomes one word, read below the confirm step's threshold. Pure functions, unit-tested without a
 * recogniser.
 */
import { normalisePhone, rankRegions } from '../../core/capture';
import { boxAround } from '../../core/capture/boxes';
import {
  hostLabel,
  isTopLevelDomain,
  repairTopLevelDomain,
  withFirstLabel,
} from '../../core/capture/contacts';
import { foldGerman } from '../../core/capture/name-rules';
import { editDistance, foldAlnum } from '../../core/capture/text';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import { addressCount } from './contact-reread';

const EMAIL = /^([a-z0-9._%+-]+)@([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})$/i;
const WEB = /^(?:https?:\/\/)?((?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\/?$/i;
/** A word that starts or is an address: an "@", a scheme, www, or a dotted host with letters on both sides. */
const ADDRESS_START = /@|^(?:https?|www)|[a-z]\.[a-z]{2,}/i;
/** Labels and separators that end a run of address words. */
const NOT_ADDRESS =
  /^(?:[|•·«»©®@£€$]+|[-–—]+|(?:e-?mail|email|mail|correo|web|website|sitio|tel|t|m|f|p|w|e)[.:]?)$/i;
/** Least mean character probability of a second reading that is allowed to fill an unreadable address. */
const SURE_SECOND = 0.85;
/** Confidence of an address the second reading mended: below the confirm step's threshold. */
const MENDED_CONFIDENCE = 0.84;

export interface ContactRun {
  kind: 'address' | 'phone';
  line: number;
  /** Index of the run's first word and one past its last, in the line's words. */
  from: number;
  to: number;
  box: BBox;
  /** How far a crop of the run may reach sideways: halfway to the words beside it on its line. */
  room: { x0: number; x1: number };
}

/** A word of a printed number: digits and the signs around them ("(0)", "+33", "-"), or mostly digits. */
function phoneWord(text: string): boolean {
  if (/^[\d+()\-–./]+$/.test(text)) return true;
  const digits = (text.match(/\d/g) ?? []).length;
  return digits > 0 && digits >= 0.5 * text.length;
}

/** A pictogram as tesseract reads it: a scrap of one to three marks, weakly read, no digit and no label. */
function pictogramScrap(w: RecognisedWord): boolean {
  return w.confidence < PICTOGRAM_CONFIDENCE && /^\D{1,3}$/.test(w.text) && !NOT_ADDRESS.test(w.text);
}
const PICTOGRAM_CONFIDENCE = 0.5;

function runOf(
  kind: ContactRun['kind'],
  line: number,
  words: readonly RecognisedWord[],
  from: number,
  to: number,
): ContactRun {
  const box = boxAround(words.slice(from, to));
  const before = words[from - 1];
  const after = words[to];
  return {
    kind,
    line,
    from,
    to,
    box,
    room: {
      x0: before ? (before.bbox.x1 + box.x0) / 2 : Number.NEGATIVE_INFINITY,
      x1: after ? (box.x1 + after.bbox.x0) / 2 : Number.POSITIVE_INFINITY,
    },
  };
}

/**
 * The runs of words that hold (or start) an email or web address, and those that hold a printed number of at
 * least seven digits; one address run per line at most.
 */
export function contactRuns(lines: readonly TextLine[]): ContactRun[] {
  const runs: ContactRun[] = [];
  lines.forEach((line, i) => {
    const words = line.words ?? [];
    if (!words.length) return;
    const height = Math.max(...words.map((w) => w.bbox.y1 - w.bbox.y0));
    const narrowGap = (left: RecognisedWord, right: RecognisedWord): boolean =>
      right.bbox.x0 - left.bbox.x1 < 0.8 * height;
    const run = (kind: ContactRun['kind'], from: number, to: number): ContactRun =>
      runOf(kind, i, words, from, to);
    let from = words.findIndex((w) => ADDRESS_START.test(w.text) && !NOT_ADDRESS.test(w.text));
    if (from >= 0) {
      // a local part the recogniser set apart from its "@" ("denbrock @lindeboom")
      if (from > 0 && words[from]!.text.startsWith('@') && !NOT_ADDRESS.test(words[from - 1]!.text))
        if (narrowGap(words[from - 1]!, words[from]!)) from--;
      let to = from + 1;
      // an address the recogniser broke at its dots continues across narrow gaps, up to a number printed after it
      const whole = (): boolean =>
        addressIn(
          words
            .slice(from, to)
            .map((w) => w.text)
            .join(''),
        ) !== null;
      while (
        to < words.length &&
        !NOT_ADDRESS.test(words[to]!.text) &&
        narrowGap(words[to - 1]!, words[to]!) &&
        !(/^[\d+()\-–./]+$/.test(words[to]!.text) && whole())
      )
        to++;
      runs.push(run('address', from, to));
    }
    for (let k = 0; k < words.length;) {
      if (!phoneWord(words[k]!.text) || ADDRESS_START.test(words[k]!.text)) {
        k++;
        continue;
      }
      let to = k + 1;
      while (to < words.length && phoneWord(words[to]!.text) && narrowGap(words[to - 1]!, words[to]!)) to++;
      const digits = words
        .slice(k, to)
        .map((w) => w.text)
        .join('')
        .replace(/\D/g, '').length;
      // a pictogram read as a weak scrap of a word just before the number may have swallowed its first figures
      // ("q; 579 643" for ☎ 061 579 643): the scrap is read with it
      const before = words[k - 1];
      const swallowed = !!before && pictogramScrap(before) && narrowGap(before, words[k]!);
      if (digits >= 7 || (swallowed && digits >= 5)) runs.push(run('phone', swallowed ? k - 1 : k, to));
      k = to;
    }
  });
  return runs;
}

/** The address a second reading holds, without the stray marks a recogniser adds at its ends. */
function addressIn(text: string): { kind: 'email' | 'web'; local: string; host: string } | null {
  const t = text
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/^[^a-z0-9]+|[^a-z0-9/]+$/gi, '');
  const email = EMAIL.exec(t);
  if (email) return { kind: 'email', local: email[1]!.toLowerCase(), host: email[2]!.toLowerCase() };
  const web = WEB.exec(t);
  // without www or a scheme, only a host ending in a top-level domain in use ("harriet.barraclough" is a name)
  const host = web?.[1]!.toLowerCase();
  if (host && (/^(?:https?:|www\.)/i.test(t) || isTopLevelDomain(host.split('.').pop()!)))
    return { kind: 'web', local: '', host };
  return null;
}

/** Whether `longer` is `shorter` with one dot, underscore or hyphen put in (not at either end). */
function addsOneSeparator(shorter: string, longer: string): boolean {
  if (longer.length !== shorter.length + 1) return false;
  for (let i = 1; i < longer.length - 1; i++)
    if ('._-'.includes(longer[i]!) && longer.slice(0, i) + longer.slice(i + 1) === shorter) return true;
  return false;
}

export interface RunReading {
  run: ContactRun;
  /** The second recogniser's reading of the run. */
  text: string;
  confidence: number;
  /** How well a text explains the run's ink, 0 at best (see `SecondReading.spot`). */
  spot?: (text: string) => number | null;
}

/**
 * How much better (in log-probability) a candidate must explain the ink than tesseract's reading to replace it.
 * Chosen on six stand-in seeds (880 address runs): at 5, 15 runs mended against 2 spoiled; at 3, 23 against 4.
 */
export const SPOT_MARGIN = 5;
/**
 * How much likelier (in log-probability) an address whose local part the card's printed name writes is than
 * another the ink shows as well: about the network's blind spot for a narrow letter.
 */
const NAME_PRIOR = 2;

/**
 * Addresses the run may hold, built from the two readings and the card: either reading's local part and host, a
 * dot after an initial tesseract may have dropped, and the firm's name as the rest of the card spells it.
 */
function addressCandidates(
  a: { kind: 'email' | 'web'; local: string; host: string },
  b: { kind: 'email' | 'web'; local: string; host: string } | null,
  names: readonly string[],
  people: readonly string[] = [],
): string[] {
  const locals = new Set([a.local]);
  if (b?.kind === a.kind) locals.add(b.local);
  if (a.kind === 'email' && /^[a-z]{4,}$/.test(a.local)) locals.add(`${a.local[0]}.${a.local.slice(1)}`);
  if (a.kind === 'email')
    for (const local of people)
      if (editDistance(local, a.local) <= Math.max(2, Math.floor(a.local.length / 2))) locals.add(local);
  const hosts = new Set([a.host]);
  if (b?.kind === a.kind) hosts.add(b.host);
  const word = hostLabel(a.host);
  for (const name of names)
    if (name !== word && editDistance(name, word) <= 2) hosts.add(withFirstLabel(a.host, name));
  const out: string[] = [];
  for (const host of hosts)
    for (const local of a.kind === 'email' ? locals : [''])
      out.push(a.kind === 'email' ? `${local}@${host}` : host);
  if (a.kind === 'web' && b?.kind === 'email') out.push(...atSignCandidates(a.host, b));
  return out;
}

/**
 * Emails a bare host may be with its "@" misread as a letter or lost ("bortegadmiravalle.example.com" for
 * bortega@…): the second reading's, and tesseract's with an "@" where the second reading puts it. Never for a
 * host with www, which is a web address as printed.
 */
function atSignCandidates(host: string, b: { local: string; host: string }): string[] {
  if (host.startsWith('www.')) return [];
  const at = b.local.length;
  const out = [`${b.local}@${b.host}`];
  // the "@" read as one letter, or not read at all
  if (at > 0 && at < host.length) out.push(`${host.slice(0, at)}@${host.slice(at + 1)}`);
  if (at > 0 && at <= host.length) out.push(`${host.slice(0, at)}@${host.slice(at)}`);
  return out.filter((c) => EMAIL.test(c));
}

/** Firm names as the rest of the card spells them: its words and pairs of words, folded and with umlauts written out. */
function printedNames(rest: string): string[] {
  const names = new Set<string>();
  for (const line of rest.split('\n')) {
    const printed = line.split(/[^\p{L}\p{N}]+/u);
    for (const spell of [foldAlnum, foldGerman]) {
      const words = printed.map(spell).filter((w) => w.length >= 3);
      words.forEach((w, i) => {
        names.add(w);
        const next = words[i + 1];
        if (next) {
          names.add(w + next);
          names.add(`${w}-${next}`);
        }
      });
    }
  }
  return [...names];
}

/** The most words of a name a local part runs together as the surname ("ni" + "cheallaigh"). */
const MOST_SURNAME_WORDS = 3;

/**
 * The local parts a person's address may build from a name the card prints: a first name and the words after it
 * as the surname, in the usual shapes (first.last, first_last, first-last, firstlast, initial.last, initiallast,
 * first or last alone), folded as an address writes them (accents dropped or umlauts written out). Every run of
 * words on a line stands for a name: which line holds the person is the engine's call, not the recogniser's, and
 * the network's judgement of the ink keeps those that do not fit.
 */
export function personLocalParts(rest: string): string[] {
  const out = new Set<string>();
  for (const line of rest.split('\n')) {
    const words = line.split(/[^\p{L}]+/u).filter(Boolean);
    for (const spell of [foldAlnum, foldGerman]) {
      const folded = words.map(spell);
      folded.forEach((first, i) => {
        if (first.length < 2) return;
        for (let j = i + 1; j < Math.min(folded.length, i + 1 + MOST_SURNAME_WORDS); j++) {
          const last = folded.slice(i + 1, j + 1).join('');
          if (last.length < 2) continue;
          for (const shape of [
            `${first}.${last}`,
            `${first}_${last}`,
            `${first}-${last}`,
            `${first}${last}`,
            `${first[0]}.${last}`,
            `${first[0]}${last}`,
            first,
            last,
          ])
            out.add(shape);
        }
      });
    }
  }
  return [...out];
}

/** Whether `shorter` is `longer` with one letter of a doubled pair left out. */
function dropsOneOfADouble(longer: string, shorter: string): boolean {
  if (shorter.length !== longer.length - 1) return false;
  for (let i = 0; i + 1 < longer.length; i++)
    if (longer[i] === longer[i + 1] && longer.slice(0, i) + longer.slice(i + 1) === shorter) return true;
  return false;
}

/** The candidate that explains the ink best, when it beats tesseract's reading clearly; else null. */
function bestSpotted(
  first: string,
  candidates: readonly string[],
  spot: (text: string) => number | null,
  upper: boolean,
  written: (c: string) => boolean = () => false,
): string | null {
  const score = (t: string): number => spot(upper ? t.toUpperCase() : t) ?? Number.NEGATIVE_INFINITY;
  const base = score(first);
  let best: string | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of candidates) {
    // the ink around the candidate is left free, so a shorter one (a tail the second reading kept) scores well
    // for what it leaves out: only candidates about as long as tesseract's reading compete
    if (c === first || c.length < first.length - 2) continue;
    const sc = score(c);
    if (sc <= base + SPOT_MARGIN) continue;
    // a crop that cut into the run's last letter reads it shorter too: a shorter candidate must win by twice as much
    if (c.length < first.length && sc < base + 2 * SPOT_MARGIN) continue;
    // the network's decoding cannot see a doubled narrow letter without a blank between ("tonalliingenieria"):
    // its reading is no evidence against the double
    if (dropsOneOfADouble(first, c)) continue;
    // among those that explain the ink clearly better, an address the printed name writes is the likelier: the
    // network barely sees a narrow letter ("d.davesjones" for d.daviesjones beside Dylan Davies-Jones)
    const likelihood = sc + (written(c) ? NAME_PRIOR : 0);
    if (likelihood > bestScore) {
      best = c;
      bestScore = likelihood;
    }
  }
  return best;
}

/**
 * How often each host word is read on the card: in tesseract's and the second recogniser's reading of every
 * contact run, and once more when the rest of the card prints it (a company name, a social handle).
 */
function hostVotes(firsts: readonly string[], seconds: readonly string[], rest: string): Map<string, number> {
  const votes = new Map<string, number>();
  for (const text of [...firsts, ...seconds]) {
    const a = addressIn(text);
    if (a) votes.set(hostLabel(a.host), (votes.get(hostLabel(a.host)) ?? 0) + 1);
  }
  // a domain writes an umlaut as the letter and an e ("Mühlbach" → muehlbach), or drops it (muhlbach)
  const printed = [foldAlnum(rest), foldGerman(rest)];
  for (const word of votes.keys())
    if (word.length >= 4 && printed.some((p) => p.includes(word))) votes.set(word, votes.get(word)! + 1);
  return votes;
}

/**
 * Which reading of a run to keep, given how often each host word is read on the card (`votes`): tesseract's
 * (`first`) or one mended by the second recogniser's. Returns the address to put in the run's place, or null to
 * keep tesseract's words.
 */
export function preferSecond(
  first: string,
  second: { text: string; confidence: number },
  votes: ReadonlyMap<string, number> = new Map(),
  lineHasAddress = false,
  card: {
    names: readonly string[];
    people?: readonly string[];
    upper: boolean;
    spot?: RunReading['spot'];
  } = { names: [], upper: false },
): string | null {
  const written = (x: { kind: string; local: string; host: string }): string =>
    x.kind === 'email' ? `${x.local}@${x.host}` : x.host;
  const a = addressIn(first);
  const b = addressIn(second.text);
  // the network's own judgement, when it can be asked: which candidate explains the ink best. Both readings are
  // taken as the engine would mend their top-level domains ("rochebrune.examplecom" is example.com to it)
  if (a && card.spot) {
    const mended = (x: typeof a): typeof a => ({ ...x, host: repairTopLevelDomain(x.host) });
    const people = new Set(card.people);
    const spotted = bestSpotted(
      written(mended(a)),
      addressCandidates(mended(a), b && mended(b), card.names, card.people),
      card.spot,
      card.upper,
      (c) => a.kind === 'email' && people.has(c.slice(0, c.indexOf('@'))),
    );
    if (spotted) return spotted;
  }
  if (!b) return null;
  if (!a) {
    // the engine joins an address broken at its dots and mends a web address's slips: only a line that holds
    // none even so is filled, and only by a reading about as long as the ink tesseract read
    const sure =
      second.confidence >= SURE_SECOND &&
      !lineHasAddress &&
      b.local.length + b.host.length >= 0.8 * first.length;
    return sure ? written(b) : null;
  }
  if (a.kind !== b.kind) return null;
  const local = b.kind === 'email' && addsOneSeparator(a.local, b.local) ? b.local : a.local;
  const count = (host: string): number => votes.get(hostLabel(host)) ?? 0;
  // the first reading's other labels stand when it has as many (the second may misread "example" too); a host
  // whose dot the first lost ("aravalllexample.org") is taken whole
  const sameShape = a.host.split('.').length === b.host.split('.').length;
  // (the second recogniser's own votes are no evidence against a doubled letter it cannot see: see below)
  const outvoted = count(b.host) > count(a.host) && !dropsOneOfADouble(hostLabel(a.host), hostLabel(b.host));
  const host = outvoted ? (sameShape ? withFirstLabel(a.host, hostLabel(b.host)) : b.host) : a.host;
  if (local === a.local && host === a.host) return null;
  return b.kind === 'email' ? `${local}@${host}` : host;
}

/**
 * Which reading of a printed number to keep: the second recogniser's (returned, as it reads it) when it fits a
 * numbering plan and tesseract's does not, or when both fit and the network finds tesseract's reading explains
 * the ink clearly worse than its own (`spot`: tesseract reads a slash or a gap as a digit and doubles a figure,
 * "0171/3922 00 54", and a mobile number one digit longer still fits); else null. `cardText` gives the regions a
 * national number is read in.
 */
export function preferSecondNumber(
  first: string,
  second: string,
  cardText: string,
  spot?: RunReading['spot'],
): string | null {
  const secondText = second.normalize('NFKC').replace(/[^\d+()\-./ ]/g, '');
  // the sign tesseract saw and the second recogniser dropped
  const written = first.trim().startsWith('+') && !secondText.startsWith('+') ? `+${secondText}` : secondText;
  const digits = (t: string): string => t.replace(/\D/g, '');
  if (digits(written).length < 7 || digits(written) === digits(first)) return null;
  // a slip or two in the same number, not another number the crop caught; or its first figures, which a
  // pictogram before them hid from tesseract ("061 579 643" for "q; 579 643")
  const hidden =
    /^\D/.test(first.trim()) &&
    digits(written).endsWith(digits(first)) &&
    digits(written).length - digits(first).length <= MOST_HIDDEN_FIGURES;
  if (editDistance(digits(written), digits(first)) > 2 && !hidden) return null;
  const regions = rankRegions(cardText);
  // (a number in a range set aside for fiction, which the engine reads as a mobile, fits too)
  const fits = (t: string): boolean => {
    const n = normalisePhone(t, regions);
    return !!n && (n.valid || n.type !== null);
  };
  if (!fits(written)) return null;
  if (!fits(first)) return written;
  return spot && explainsInkBetter(first, second, digits(first), digits(written), spot) ? written : null;
}

/** The most figures of a number a pictogram before it may hide from tesseract. */
const MOST_HIDDEN_FIGURES = 4;

/**
 * How much worse (in log-probability) tesseract's reading of a number must explain the ink than the second
 * reading, when both fit a numbering plan. On six stand-in seeds (713 number runs) it mended 5 numbers and spoiled
 * none at margins from 3 to 5; at 8, it mended 3.
 */
const NUMBER_SPOT_MARGIN = 5;

/** Whether the network's reading of a number explains its ink clearly better than tesseract's. */
function explainsInkBetter(
  first: string,
  second: string,
  firstDigits: string,
  secondDigits: string,
  spot: NonNullable<RunReading['spot']>,
): boolean {
  // a crop that cut the number's end reads it shorter, and a reading of part of the ink explains that part well
  if (firstDigits.startsWith(secondDigits) || firstDigits.endsWith(secondDigits)) return false;
  // the groups as printed or run together: the network reads gaps as spaces or not at all
  const firstScore = Math.max(spot(first) ?? -Infinity, spot(first.replace(/\s+/g, '')) ?? -Infinity);
  const secondScore = spot(second) ?? -Infinity;
  return firstScore <= secondScore - NUMBER_SPOT_MARGIN;
}

/** The words of a run as tesseract read them, as printed (a number's groups apart). */
function spacedReading(lines: readonly TextLine[], run: ContactRun): string {
  return (lines[run.line]!.words ?? [])
    .slice(run.from, run.to)
    .map((w) => w.text)
    .join(' ');
}

/** The words of a run as tesseract read them, joined (an address broken at its dots is one again). */
function firstReading(lines: readonly TextLine[], run: ContactRun): string {
  const words = (lines[run.line]!.words ?? []).slice(run.from, run.to).map((w) => w.text);
  const joined = words.join('');
  // (a domain read with gaps for its dots, "harnet_montyre@raaltmarsh-analytics example com": the gaps are dots)
  const at = words.findIndex((w) => w.includes('@'));
  if (addressIn(joined) || at < 0 || at === words.length - 1) return joined;
  const dotted = `${words.slice(0, at + 1).join('')}.${words.slice(at + 1).join('.')}`.replace(
    /\.{2,}/g,
    '.',
  );
  return addressIn(dotted) ? dotted : joined;
}

/** A host ending in a top-level domain in use, after a web label or alone ("W.|bellerive.example"). */
const BARE_HOST = /(?:^|[\s|:])((?:[a-z0-9-]+\.)+([a-z]{2,}))\/?$/i;

/**
 * How many well-formed addresses a line holds; with `bareCounts`, a web address without www too, when its domain
 * is in use.
 */
function addressesIn(text: string, bareCounts: boolean): number {
  const host = bareCounts ? BARE_HOST.exec(text.trim()) : null;
  const bare = host && !/@|www\.|https?:/i.test(text) && isTopLevelDomain(host[2]!.toLowerCase()) ? 1 : 0;
  return addressCount(text) + bare;
}

/** Least mean character probability of a second reading that replaces a whole contact line. */
const SURE_LINE = 0.85;

/**
 * A contact line that holds no well-formed address, read whole by the second recogniser (tesseract garbled it
 * past what its runs show: "www brueckenho! 9 example com"): the reading, as one word below the confirm step's
 * threshold, when it holds more well-formed addresses and was read surely; else null.
 */
export function wholeLineReading(
  line: TextLine,
  reading: { text: string; confidence: number },
): TextLine | null {
  if (!line.words?.length || reading.confidence < SURE_LINE) return null;
  // the network runs a word's pieces together, so a space in its reading is a wide gap: a line of several items
  // (an address, another, a web label) is left to the runs
  if (/\s/.test(reading.text.trim())) return null;
  // (an email line read as a bare host has lost its "@": no web address)
  const bareCounts = !line.text.includes('@');
  if (addressesIn(reading.text, bareCounts) <= addressesIn(line.text, bareCounts)) return null;
  const confidence = Math.min(reading.confidence, MENDED_CONFIDENCE);
  return {
    text: reading.text,
    confidence,
    words: [{ text: reading.text, confidence, bbox: boxAround(line.words) }],
  };
}

/** The lines with each run the second recogniser read better replaced by one word of its reading. */
export function mergeSecondOpinions(lines: readonly TextLine[], readings: readonly RunReading[]): TextLine[] {
  const addresses = readings.filter((r) => r.run.kind === 'address');
  const contactLines = new Set(addresses.map((r) => r.run.line));
  const votes = hostVotes(
    addresses.map((r) => firstReading(lines, r.run)),
    addresses.map((r) => r.text),
    lines
      .filter((_, i) => !contactLines.has(i))
      .map((l) => l.text)
      .join('\n'),
  );
  const cardText = lines.map((l) => l.text).join('\n');
  const rest = lines
    .filter((_, i) => !contactLines.has(i))
    .map((l) => l.text)
    .join('\n');
  const names = printedNames(rest);
  const people = personLocalParts(rest);
  const out = [...lines];
  // right to left within a line, so the word indices of the runs still to merge stay true
  const ordered = [...readings].sort((a, b) => a.run.line - b.run.line || b.run.from - a.run.from);
  for (const r of ordered) {
    const first = r.run.kind === 'address' ? firstReading(lines, r.run) : spacedReading(lines, r.run);
    const better =
      r.run.kind === 'address'
        ? preferSecond(first, r, votes, addressCount(lines[r.run.line]!.text) > 0, {
            names,
            people,
            // a run printed in capitals is scored in capitals
            upper: /[A-Z]/.test(first) && first === first.toUpperCase(),
            spot: r.spot,
          })
        : preferSecondNumber(first, r.text, cardText, r.spot);
    if (!better) continue;
    // the end of an address another line prints is that line's, read again where the crop of a run read as no
    // address reached it (a web address under "ceallaigh@corrib.example.com" read "llaigh@corrib.example.com"):
    // the run keeps its reading
    if (!first.includes('@') && endOfAddressElsewhere(better, lines, r.run.line)) continue;
    const line = out[r.run.line]!;
    const words = line.words ?? [];
    // the two recognisers disagreed: the confirm step asks about the mended word
    const word: RecognisedWord = {
      text: better,
      confidence: Math.min(r.confidence, MENDED_CONFIDENCE),
      bbox: r.run.box,
    };
    const next = [...words.slice(0, r.run.from), word, ...words.slice(r.run.to)];
    out[r.run.line] = { ...line, text: next.map((w) => w.text).join(' '), words: next };
  }
  return out;
}

/** Whether `text` is an address that is the end, cut inside its local part, of one another line holds. */
function endOfAddressElsewhere(text: string, lines: readonly TextLine[], line: number): boolean {
  const read = text.toLowerCase();
  if (!read.includes('@')) return false;
  return lines.some(
    (l, i) =>
      i !== line &&
      (l.text.toLowerCase().match(/[\p{L}0-9._%+-]+@\S+/gu) ?? []).some(
        (address) => address !== read && address.endsWith(read),
      ),
  );
}
