/**
 * Weakly read words of a card's lines (its name, title, company, tagline, and the company and place words of an
 * address line) mended from the second recogniser's reading of the whole line (see second-recogniser.ts). On a
 * photo, tesseract reads a word it is unsure of as a near miss ("Soluctones", "Chit Revenue", "Montsorea SAS") or
 * reads an icon as a letter ("! CHIEF REVENUE OFFICER"); the network, reading the same ink another way, often reads
 * those words as printed.
 *
 * The network has few accented letters and glues words together, so its reading never replaces a line. The two
 * readings are aligned letter by letter (accents and case aside), and only words tesseract read weakly take the
 * network's letters, and only letters the network read surely: every word tesseract read well stays as read, and
 * so does every number, every letter the network does not know (ß, ı, most accents) or left out, every accented
 * letter, and "rn" against the network's "m" (the network's own slips). A ñ tesseract saw as "f", "fi" or "ii"
 * where the network reads an n is written ñ, and an "i" where it reads a, o or u the umlaut: the two recognisers
 * saw the letter and the mark above it. A mended word is read below the confirm step's threshold. Pure
 * functions, unit-tested without a recogniser.
 */
import { TITLE_WORDS } from '../../core/capture/dictionaries';
import { isPlaceWord } from '../../core/capture/region';
import type { RecognisedWord, TextLine } from '../../core/capture/types';

/** Words tesseract read below this confidence may be mended. */
const WEAK_WORD = 0.7;
/**
 * Least mean character probability of the network's reading of a line for it to be heard at all. (A logo or a
 * speck read beside the words drags the mean down: "O old Quay Ltd" at 0.89. Each letter it puts in must still be
 * sure, `SURE_LETTER`.)
 */
const SURE_LINE = 0.85;
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
 * A word of a web or email address read without its dots ("HICTOR PE NABUSTAMANTE SCUAUTLA INMOBILLARIA FXAMPLE
 * ORG"): the line is an address garbled past the contact runs' finding, whose specks the engine reads as its
 * "@" and dots.
 */
const HOST_WORD = /(?<![\p{L}])(?:www|https?|com|org|net|example)(?![\p{L}])/iu;

/**
 * A character a card in Latin script may hold: the network's character set is mostly Chinese, and a speck beside
 * a word may read as one of those ("République F口").
 */
const LATIN = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}+$&@|°=<>^`~]$/u;

/** A separator between the parts of a line ("Old Quay Ltd. - 12 Mill Lane"): the engine splits the line at it. */
const SEPARATOR = /^[-–—|·•/]$/;

/** A word the network may mend: no digit (numbers are the contact runs' to read) and no "@". */
function mendable(word: RecognisedWord): boolean {
  return !/[\d@]/.test(word.text);
}

/**
 * The lines worth reading again: lines with a word tesseract read weakly that the network may mend, other than
 * those listed in `skip` (the contact runs' lines) and those with an "@" or a host word (`HOST_WORD`): an address
 * is the contact runs' and the engine's. A postal address line is read for its words: a company set before the
 * street ("Albarn SL. | Calle Mayor, 195").
 */
export function linesWithWeakWords(
  lines: readonly TextLine[],
  skip: ReadonlySet<number> = new Set(),
): number[] {
  const out: number[] = [];
  lines.forEach((line, i) => {
    const words = line.words ?? [];
    if (skip.has(i) || !words.length || line.text.includes('@') || HOST_WORD.test(line.text)) return;
    if (words.some((w) => w.confidence < WEAK_WORD && mendable(w))) out.push(i);
  });
  return out;
}

/** The network reads "rn" as "m" (and the other way) where tesseract read the letters apart. */
function rnOrM(mine: string, theirs: string): boolean {
  return (/[rn]/.test(mine) && theirs === 'm') || (mine === 'm' && /[rn]/.test(theirs));
}

/** Whether a letter carries an accent (ß and ı are the network's unknowns). */
function accented(c: string): boolean {
  return bare(c) !== c.toLowerCase();
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
  if (reading.confidence < SURE_LINE || !words.some((w) => w.confidence < WEAK_WORD && mendable(w)))
    return line;
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
  const weak = words.map(
    (w) => w.confidence < WEAK_WORD && mendable(w) && !knownWord(w.text) && !SEPARATOR.test(w.text),
  );
  const spelt = words.map(() => '');
  // the other letter of the network's "rn" where tesseract read one "m" (kept as "m" below)
  const mReadAsRn = (step: Step | undefined): boolean =>
    step?.t !== undefined &&
    step.n !== undefined &&
    ours[step.t]!.c === 'm' &&
    /[rn]/.test(theirs[step.n]!.c);
  const otherOfRn = (k: number): boolean =>
    /[rn]/.test(theirs[steps[k]!.n!]!.c) && (mReadAsRn(steps[k - 1]) || mReadAsRn(steps[k + 1]));
  let word = 0;
  // whether a letter of the word has been read by both yet (a letter only tesseract read before that is a speck or
  // an icon glued to the word: "EBrosnan", a lone "i" after a title)
  const begun = words.map(() => false);
  for (const [k, step] of steps.entries()) {
    if (step.t !== undefined) word = ours[step.t]!.word;
    if (step.t !== undefined && step.n !== undefined) begun[word] = true;
    const mine = step.t !== undefined ? ours[step.t]!.c : null;
    const their = step.n !== undefined ? theirs[step.n]! : null;
    if (!weak[word]) {
      if (mine !== null) spelt[word] += mine;
      continue;
    }
    if (mine !== null && their !== null) {
      const same = bare(mine) === bare(their.c);
      // a letter the network cannot read, or did not read surely, stays as tesseract read it; so does an accented
      // letter (tesseract saw a mark: "Kéln" is Köln, not "Koln") and an "r" or "n" the network reads as one "m"
      const keep =
        same ||
        !knows(mine) ||
        their.p < SURE_LETTER ||
        accented(mine) ||
        rnOrM(mine, their.c) ||
        !LATIN.test(their.c);
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
      // a mark only tesseract read ("!" before a title): dropped when the network read its neighbours surely. A
      // letter or digit after the word's start stays: the network drops letters more often than tesseract makes
      // them up inside a word ("Pvt" read "Pv")
      const before = steps[k - 1]?.n;
      const after = steps[k + 1]?.n;
      const sureAround = [before, after].every((n) => n === undefined || (theirs[n]?.p ?? 0) >= SURE_LETTER);
      // (but for the "i" of an "fi" read as ñ: "Pefiaclara"); a doubled letter stays wherever it stands (the
      // network writes no double without a blank between: "LLC" read "LC")
      const tilde = mine === 'i' && spelt[word]!.endsWith('ñ');
      const twin = (at: number): boolean => ours[at]?.word === word && bare(ours[at]!.c) === bare(mine);
      const kept =
        /[\p{L}\d]/u.test(mine) && (begun[word] || twin(step.t! + 1) || twin(step.t! - 1)) && !tilde;
      if (!sureAround || !knows(mine) || kept) spelt[word] += mine;
    } else if (their !== null && their.p >= SURE_LETTER && !otherOfRn(k) && LATIN.test(their.c)) {
      spelt[word] += their.c;
    }
  }
  const mended: RecognisedWord[] = [];
  const letters = (t: string): string => t.replace(/[^\p{L}\p{N}]/gu, '');
  words.forEach((w, k) => {
    // a word whose letters stand is kept whole, with its brackets and stops ("(ks)" of a logo); one the network
    // would give an "@" is part of an address it read otherwise
    if (spelt[k] === w.text || (spelt[k] && letters(spelt[k]!) === letters(w.text))) mended.push(w);
    else if (spelt[k]!.includes('@') && !w.text.includes('@')) mended.push(w);
    else if (spelt[k]) mended.push({ ...w, text: spelt[k]!, confidence: MENDED_CONFIDENCE });
  });
  if (mended.length === words.length && mended.every((w, k) => w === words[k])) return line;
  return { ...line, text: mended.map((w) => w.text).join(' '), words: mended };
}
