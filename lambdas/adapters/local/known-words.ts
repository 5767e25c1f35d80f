/**
 * Words a few slips from a word the card or the engine knows, judged by the ink (see second-recogniser.ts).
 *
 * A card prints the firm's name once in large type and again in its email and web addresses; on a photo tesseract
 * may misread the name ("Kavert Exports" beside kaveri.example.com, "Roctetwune SAS" beside rochebrune.example.com)
 * while it reads the addresses right, or the other way round. A job title is made of words the engine knows
 * ("Leiterin Vertrieb", "Chief Revenue Officer"), which a photo garbles as "eiterin vertrie" or "Chie! Revenue".
 * Text alone cannot tell a slip from a word of its own, so each word of the card's other lines that is a few slips
 * from one of its addresses' labels, or from a title word, is cut out and the second recogniser is asked which
 * spelling explains the word's ink: the known word's, written as the card prints words (in the word's case, with
 * the ß or umlaut an address writes as ss or ue), or tesseract's. The known spelling must explain the ink clearly
 * better; otherwise the word stays as read (a city beside a firm's name, "Eindhoven" beside dijkhoven.example,
 * reads as itself). A respelled word is read below the confirm step's threshold. Pure functions, unit-tested
 * without a recogniser.
 */
import { TITLE_WORDS } from '../../core/capture/dictionaries';
import { isTopLevelDomain } from '../../core/capture/contacts';
import { foldGerman } from '../../core/capture/name-rules';
import { editDistance, fold, foldAlnum, inCaseOf } from '../../core/capture/text';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
// (the known spelling must explain the word's ink as much better as a candidate address must explain a run's)
import { SPOT_MARGIN } from './contact-words';

/** An address anywhere in a line: an email's domain, or a host with www, a scheme, or a dotted host of its own. */
const HOSTS =
  /(?:@|\bwww\.|https?:\/\/)([a-z0-9-]+(?:\.[a-z0-9-]+)+)|\b([a-z0-9-]{3,}(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b/gi;
/** Labels of a host that name no firm. */
const NOT_A_NAME =
  /^(?:www|example|com|org|net|info|mail|email|web|linkedin|twitter|facebook|instagram|xing|github|youtube|tiktok)$/;
/** The shortest label a word is compared with: shorter ones match too many words by chance. */
const SHORTEST_LABEL = 5;
/** Most slips, as a share of the label's letters, between a word and a label for the ink to be asked. */
const MOST_LABEL_SLIPS = 0.35;
/** The shortest title word a word is compared with, and the length from which two slips are allowed. */
const SHORTEST_TITLE_WORD = 5;
const TWO_SLIPS_FROM = 8;
/** Confidence of a respelled word: below the confirm step's threshold, so the user is asked. */
const RESPELLED_CONFIDENCE = 0.84;

const UMLAUT_OF: Readonly<Record<string, string>> = { ae: 'ä', oe: 'ö', ue: 'ü' };

/** The hosts a line holds, in small letters. */
function hostsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(HOSTS)) {
    const host = (m[1] ?? m[2]!).toLowerCase();
    // (a host of its own only when it ends in a top-level domain in use: "Pvt.Ltd" is no host)
    if (m[1] || isTopLevelDomain(host.split('.').at(-1)!)) out.push(host);
  }
  return out;
}

/** The firm-name labels of a card's addresses ("kaveri" of aditya@kaveri.example.com, both halves of a-b.example). */
export function hostLabels(lines: readonly TextLine[]): string[] {
  const labels = new Set<string>();
  for (const line of lines)
    for (const host of hostsIn(line.text))
      // (the last label is the top-level domain)
      for (const label of host.split('.').slice(0, -1))
        for (const piece of label.split('-'))
          if (piece.length >= SHORTEST_LABEL && /^[a-z]+$/.test(piece) && !NOT_A_NAME.test(piece))
            labels.add(piece);
  return [...labels];
}

/**
 * The pieces of the card's email local parts a person's name may be printed as ("luedtke" of
 * friederike.luedtke@…), as long as host labels (shorter pieces are initials and nicknames).
 */
export function localPieces(lines: readonly TextLine[]): string[] {
  const pieces = new Set<string>();
  for (const line of lines)
    for (const m of line.text.matchAll(/([a-z0-9._-]+)@/gi))
      for (const piece of m[1]!.toLowerCase().split(/[._-]/))
        if (piece.length >= SHORTEST_LABEL && /^[a-z]+$/.test(piece)) pieces.add(piece);
  return [...pieces];
}

/** A word's letters as a host would spell them: accents dropped, or umlauts written out. */
function hostSpellings(letters: string): string[] {
  return [...new Set([foldAlnum(letters), foldGerman(letters)])];
}

/** A word as read: its letters (a bar or an exclamation mark at their end taken for the l it often is) and what stands before and after them. */
function lettersOf(text: string): { head: string; letters: string; tail: string } | null {
  const m = /^([^\p{L}]*)(\p{L}[\p{L}'’]*[!|]?)([^\p{L}]*)$/u.exec(text);
  if (!m) return null;
  return { head: m[1]!, letters: m[2]!.replace(/[!|]$/, 'l'), tail: m[3]! };
}

export interface NearWord {
  line: number;
  word: number;
  box: BBox;
  /** How far sideways its crop may reach: halfway to the words beside it. */
  room: { x0: number; x1: number };
  /** The whole word as it may be printed, to ask the ink about. */
  spellings: string[];
}

/** Whether a word's letters are a few slips from a label, not the label itself. */
function nearLabel(spelt: readonly string[], label: string): boolean {
  return spelt.some(
    (s) =>
      s !== label &&
      Math.abs(s.length - label.length) <= 2 &&
      editDistance(s, label) <= Math.max(1, Math.floor(MOST_LABEL_SLIPS * label.length)),
  );
}

/** Whether a word's letters are a slip (two in a long word) from a title word, not a title word themselves. */
function nearTitleWord(plain: string, titleWord: string): boolean {
  if (Math.abs(plain.length - titleWord.length) > 1) return false;
  return editDistance(plain, titleWord) <= (titleWord.length >= TWO_SLIPS_FROM ? 2 : 1);
}

/**
 * The words of lines without an address that are a few slips from one of the card's host labels or (on lines
 * without figures, where titles stand) from a title word, and are neither, each with the spellings to ask the
 * ink about.
 */
export function wordsNearKnownWords(
  lines: readonly TextLine[],
  titleWords: Iterable<string> = TITLE_WORDS,
): NearWord[] {
  const labels = hostLabels(lines);
  const pieces = localPieces(lines).filter((p) => !labels.includes(p));
  const titles = [...titleWords]
    .map(fold)
    .filter((t) => t.length >= SHORTEST_TITLE_WORD && /^[a-z]+$/.test(t));
  const known = new Set([...titleWords].map(fold));
  const out: NearWord[] = [];
  lines.forEach((line, i) => {
    if (hostsIn(line.text).length || line.text.includes('@')) return;
    const mayHoldTitle = !/\d/.test(line.text);
    const words = line.words ?? [];
    words.forEach((w, k) => {
      const parts = lettersOf(w.text);
      if (!parts || parts.letters.length < SHORTEST_LABEL - 1) return;
      const spelt = hostSpellings(parts.letters);
      const plain = fold(parts.letters);
      if ([...labels, ...pieces].some((l) => spelt.includes(l)) || known.has(plain)) return;
      const spellings = [
        ...labels.filter((l) => nearLabel(spelt, l)).flatMap((l) => printedSpellings(parts.letters, l)),
        // (a local part often runs an initial into the surname, "skuijpers": a name word shares its first letter)
        ...pieces
          .filter((p) => p[0] === plain[0] && nearLabel(spelt, p))
          .flatMap((p) => printedSpellings(parts.letters, p)),
        ...(mayHoldTitle
          ? titles
              .filter((t) => nearTitleWord(plain, t))
              .flatMap((t) => caseVariants(parts.letters, t, inCapitals(words, k)))
          : []),
      ];
      if (!spellings.length) return;
      const whole = new Set<string>();
      for (const s of spellings) {
        whole.add(`${parts.head}${s}${parts.tail}`);
        // (what stood before the letters may be the misread first letter: "|.eiter" for Leiter)
        if (parts.head) whole.add(`${s}${parts.tail}`);
      }
      const before = words[k - 1];
      const after = words[k + 1];
      out.push({
        line: i,
        word: k,
        box: w.bbox,
        room: {
          x0: before ? (before.bbox.x1 + w.bbox.x0) / 2 : Number.NEGATIVE_INFINITY,
          x1: after ? (w.bbox.x1 + after.bbox.x0) / 2 : Number.POSITIVE_INFINITY,
        },
        spellings: [...whole],
      });
    });
  });
  return out;
}

/** Whether the other words of a line are printed in capitals ("CHiEr REVENUE OFFICER"). */
function inCapitals(words: readonly RecognisedWord[], except: number): boolean {
  const others = words.filter((w, k) => k !== except && (w.text.match(/\p{L}/gu) ?? []).length >= 2);
  return others.length > 0 && others.every((w) => w.text === w.text.toUpperCase());
}

/**
 * A title word in the case it was read in, with a capital first (a capital the slip took: "eiterin"), and in
 * capitals on a line printed in them.
 */
function caseVariants(letters: string, titleWord: string, capitals: boolean): string[] {
  return [
    ...new Set([
      inCaseOf(letters, titleWord),
      titleWord[0]!.toUpperCase() + titleWord.slice(1),
      ...(capitals ? [titleWord.toUpperCase()] : []),
    ]),
  ];
}

/**
 * How the card may print a label where tesseract read `letters`: plainly, and where the read word is shorter by
 * the letter an address adds, with the umlaut or ß the address wrote out ("Brockenhof" beside brueckenhof →
 * Brückenhof, "Weißdom" beside weissdorn → Weißdorn). Accents the word was read with stay on the letters the label
 * shares with it.
 */
export function printedSpellings(letters: string, label: string): string[] {
  const out: string[] = [];
  const plain = fold(letters);
  if (plain.length === label.length)
    out.push(
      [...letters]
        .map((c, k) => {
          const l = label[k]!;
          if (fold(c) === l) return c;
          return c !== c.toLowerCase() ? l.toUpperCase() : l;
        })
        .join('')
        .replace(/^./, (c) => inCaseOf(letters, c)),
    );
  for (const [pair, umlaut] of [...Object.entries(UMLAUT_OF), ['ss', 'ß'] as const])
    for (let at = label.indexOf(pair); at > 0; at = label.indexOf(pair, at + 1)) {
      const written = inCaseOf(letters, label.slice(0, at) + umlaut + label.slice(at + 2));
      // (ß has no capital in a word in capitals)
      out.push(umlaut === 'ß' && written === written.toUpperCase() ? written.replace('ß', 'SS') : written);
    }
  out.push(inCaseOf(letters, label));
  return [...new Set(out)];
}

/** A text as the network can be asked about it: letters it does not know without their accents, ß as its B-like glyph. */
export function forNetwork(text: string, knows: (c: string) => boolean): string {
  return [...text]
    .map((c) => (knows(c) ? c : c === 'ß' ? 'B' : c.normalize('NFD').replace(/\p{M}/gu, '')))
    .join('');
}

/**
 * The spelling that explains the word's ink clearly better than tesseract's reading (`read`), or null. `spot` is
 * the network's score of a text against the word's crop (0 at best, null for a text it cannot score).
 */
export function bestSpelling(
  read: string,
  spellings: readonly string[],
  spot: (text: string) => number | null,
  knows: (c: string) => boolean,
): string | null {
  const score = (t: string): number => spot(forNetwork(t, knows)) ?? Number.NEGATIVE_INFINITY;
  const base = score(read);
  let best: string | null = null;
  let bestScore = base + SPOT_MARGIN;
  const letters = (t: string): number => (t.replace(/[!|]$/, 'l').match(/\p{L}/gu) ?? []).length;
  for (const s of spellings) {
    // the ink around a spelling is left free, so one with fewer letters scores well for the letter it leaves out
    // ("General" for the ink of "Générale"): only spellings as long as the reading compete
    if (letters(s) < letters(read)) continue;
    const sc = score(s);
    if (sc > bestScore) {
      best = s;
      bestScore = sc;
    }
  }
  return best;
}

/** The line with one word replaced by a spelling of it, asked about. */
export function withWordRespelled(line: TextLine, word: number, spelling: string): TextLine {
  const words = line.words ?? [];
  const w = words[word]!;
  const respelled: RecognisedWord = {
    ...w,
    text: spelling,
    confidence: Math.min(w.confidence, RESPELLED_CONFIDENCE),
  };
  const next = words.map((x, k) => (k === word ? respelled : x));
  return { ...line, text: next.map((x) => x.text).join(' '), words: next };
}
