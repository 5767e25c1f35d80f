/**
 * Weakly read words of a card's lines of letters (its name, title, company, tagline) mended from the second
 * recogniser's reading of the whole line (see second-recogniser.ts). On a photo, tesseract reads a word it is
 * unsure of as a near miss ("Soluctones", "Chit Revenue", "Montsorea SAS") or reads an icon as a letter ("! CHIEF
 * REVENUE OFFICER"); the network, reading the same ink another way, often reads those words as printed.
 *
 * The network has few accented letters and glues words together, so its reading never replaces a line. The two
 * readings are aligned letter by letter (accents and case aside), and only words tesseract read weakly take the
 * network's letters, and only letters the network read surely: every word tesseract read well stays as read, and
 * so does every letter the network does not know (ß, ı, most accents). A ñ tesseract saw as "f", "fi" or "ii"
 * where the network reads an n is written ñ, and an "i" where it reads a, o or u the umlaut: the two recognisers
 * saw the letter and the mark above it. A mended word is read below the confirm step's threshold. Pure
 * functions, unit-tested without a recogniser.
 */
import { TITLE_WORDS } from '../../core/capture/dictionaries';
import { isPlaceWord } from '../../core/capture/region';
import type { RecognisedWord, TextLine } from '../../core/capture/types';

/** Words tesseract read below this confidence may be mended. */
const WEAK_WORD = 0.7;
/** Least mean character probability of the network's reading of a line for it to be heard at all. */
const SURE_LINE = 0.9;
/** Least probability of a letter the network puts in a weak word. */
const SURE_LETTER = 0.8;
/** Most letters the two readings may differ by, as a share of the line, for the alignment to be trusted. */
const MOST_DIFFERENCE = 0.3;
/** Confidence of a mended word: below the confirm step's threshold, so the user is asked. */
const MENDED_CONFIDENCE = 0.84;

const UMLAUTS: Readonly<Record<string, string>> = { a: 'ä', o: 'ö', u: 'ü' };

/** A letter without its accents, in lower case: what the two recognisers' letters are compared by. */
function bare(c: string): string {
  return c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The lines worth reading again: lines of letters (no digit, no "@"; contact lines are the contact runs' to read)
 * with a word tesseract read weakly, other than those listed in `skip`.
 */
export function weakLetterLines(lines: readonly TextLine[], skip: ReadonlySet<number> = new Set()): number[] {
  const out: number[] = [];
  lines.forEach((line, i) => {
    const words = line.words ?? [];
    if (skip.has(i) || !words.length || /[\d@]/.test(line.text)) return;
    if (words.some((w) => w.confidence < WEAK_WORD)) out.push(i);
  });
  return out;
}

export interface LineReading {
  text: string;
  confidence: number;
  /** Probability of each character of `text`. */
  charConfidences: readonly number[];
}

/** A word of job titles or places as the engine knows them. */
function knownWord(text: string): boolean {
  const word = text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return word.length >= 3 && (TITLE_WORDS.has(word.toLowerCase()) || isPlaceWord(word));
}

type Step = { t?: number; n?: number };

/** The cheapest alignment of two letter sequences (a letter matches its accented or other-case forms). */
function align(a: readonly string[], b: readonly string[]): { steps: Step[]; cost: number } {
  const cost = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 0; i <= a.length; i++) cost[i]![0] = i;
  for (let j = 0; j <= b.length; j++) cost[0]![j] = j;
  const sub = (i: number, j: number): number => (bare(a[i]!) === bare(b[j]!) ? 0 : 1);
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      cost[i]![j] = Math.min(
        cost[i - 1]![j]! + 1,
        cost[i]![j - 1]! + 1,
        cost[i - 1]![j - 1]! + sub(i - 1, j - 1),
      );
  const steps: Step[] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && cost[i]![j] === cost[i - 1]![j - 1]! + sub(i - 1, j - 1))
      steps.push({ t: --i, n: --j });
    else if (i > 0 && cost[i]![j] === cost[i - 1]![j]! + 1) steps.push({ t: --i });
    else steps.push({ n: --j });
  }
  return { steps: steps.reverse(), cost: cost[a.length]![b.length]! };
}

/**
 * The line with its weak words mended from the network's reading of it (`knows` says which characters the
 * network can read at all); the line itself when nothing is mended.
 */
export function mendWeakWords(line: TextLine, reading: LineReading, knows: (c: string) => boolean): TextLine {
  const words = line.words ?? [];
  if (reading.confidence < SURE_LINE || !words.some((w) => w.confidence < WEAK_WORD)) return line;
  // tesseract's letters, each with its word; the network's, without the spaces it may or may not have read
  const ours = words.flatMap((w, k) => [...w.text].map((c) => ({ c, word: k })));
  const theirs = [...reading.text]
    .map((c, k) => ({ c, p: reading.charConfidences[k] ?? 0 }))
    .filter((x) => x.c.trim() !== '');
  const { steps, cost } = align(
    ours.map((x) => x.c),
    theirs.map((x) => x.c),
  );
  if (cost > MOST_DIFFERENCE * Math.max(ours.length, theirs.length)) return line;
  // a word tesseract read as a word of titles or places stands, however weakly read ("Commercial")
  const weak = words.map((w) => w.confidence < WEAK_WORD && !knownWord(w.text));
  const spelt = words.map(() => '');
  let word = 0;
  for (const [k, step] of steps.entries()) {
    if (step.t !== undefined) word = ours[step.t]!.word;
    const mine = step.t !== undefined ? ours[step.t]!.c : null;
    const their = step.n !== undefined ? theirs[step.n]! : null;
    if (!weak[word]) {
      if (mine !== null) spelt[word] += mine;
      continue;
    }
    if (mine !== null && their !== null) {
      const same = bare(mine) === bare(their.c);
      // a letter the network cannot read, or did not read surely, stays as tesseract read it
      const keep = same || !knows(mine) || their.p < SURE_LETTER;
      // an ñ seen as "f", "fi" or "ii" by tesseract and as an n by the network
      const previous = step.t! > 0 ? ours[step.t! - 1]!.c : '';
      const enye =
        their.c === 'n' &&
        (mine === 'f' || (mine === 'i' && (previous === 'f' || previous === 'i'))) &&
        /\p{Ll}/u.test(spelt[word]!.slice(-1));
      // (the first letter of "fi" or "ii" goes with it, when it was kept)
      if (enye && mine === 'i') spelt[word] = spelt[word]!.replace(/[fi]$/, '');
      // an umlaut seen as "i" (its dots) by tesseract and as the plain vowel by the network ("Mihlbach")
      const umlaut = mine === 'i' && /\p{L}/u.test(spelt[word]!.slice(-1)) ? UMLAUTS[their.c] : undefined;
      spelt[word] += enye ? 'ñ' : keep ? mine : (umlaut ?? their.c);
    } else if (mine !== null) {
      // a letter only tesseract read ("!" before a title, the "i" of "fi" read as ñ's tilde): dropped when the
      // network read its neighbours surely
      const before = steps[k - 1]?.n;
      const after = steps[k + 1]?.n;
      const sureAround = [before, after].every((n) => n === undefined || (theirs[n]?.p ?? 0) >= SURE_LETTER);
      if (!sureAround || !knows(mine)) spelt[word] += mine;
    } else if (their !== null && their.p >= SURE_LETTER) {
      spelt[word] += their.c;
    }
  }
  const mended: RecognisedWord[] = [];
  const letters = (t: string): string => t.replace(/[^\p{L}\p{N}]/gu, '');
  words.forEach((w, k) => {
    // a word whose letters stand is kept whole, with its brackets and stops ("(ks)" of a logo)
    if (spelt[k] === w.text || (spelt[k] && letters(spelt[k]!) === letters(w.text))) mended.push(w);
    else if (spelt[k]) mended.push({ ...w, text: spelt[k]!, confidence: MENDED_CONFIDENCE });
  });
  if (mended.length === words.length && mended.every((w, k) => w === words[k])) return line;
  return { ...line, text: mended.map((w) => w.text).join(' '), words: mended };
}
