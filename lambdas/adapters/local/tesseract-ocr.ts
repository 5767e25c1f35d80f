/**
 * Local OCR adapter: tesseract.js 7, fully offline.
 *
 * The traineddata comes from the installed @tesseract.js-data packages: each language is read from its package
 * folder and handed to the worker, so nothing is fetched and nothing is cached in the working directory
 * (`cacheMethod: 'none'`). Workers are created once and reused (`warmUp` starts them and reads two sample cards),
 * so only the first scan of a process that skips `warmUp` pays the start-up. Scans are serialised: one card at a
 * time.
 *
 * Per card (see card-image.ts for the image preparation):
 * 1. The page pass reads the whole prepared card with the English model alone (automatic layout analysis; a
 *    sparse-text reading runs beside it and replaces the lines the layout analysis garbled, see `betterReading`;
 *    word boxes that leave a false gap on inked columns are moved onto the blank ones, see ink-gaps.ts).
 *    It reads numbers, email and web addresses best and is about twice as fast as a multi-language model; but it
 *    drops accents ("Ibáñez" → "Ibanez"), and a multi-language model is no cure (tesseract lets the English model
 *    win most words, accents and all).
 * 2. Second looks, run side by side on two workers (they only need the page pass):
 *    - the accent pass picks the card's language from what the page pass read (phone prefixes, domains, cities,
 *      legal forms, words), cuts the runs of letter words out of the greyscale page, and reads just those strips
 *      with that language's model alone (each run in the rows most of its words share: the page pass draws some
 *      word boxes round a logo above or the next line's top too); a word of that reading replaces the page pass's
 *      only when it differs by its accented letters or by an OCR-level near miss ("Weifs"/"Weiß") (accent-merge.ts);
 *    - the contact pass reads again, as one block, the lines that carry an email label, an "@" or a web address
 *      without a well-formed address, weakly read address lines, and lines the page pass cut short (more ink
 *      beside them); a new reading replaces a line only when it holds more well-formed addresses, or as many
 *      read with more confidence (contact-reread.ts); then, on the same worker, the tall-word look reads again
 *      the weakly read words two or more times as tall as their line (two lines of small type read as one word
 *      box) as a block, and splits them into their lines (tall-words.ts), and the missed-ink look reads the
 *      line-shaped ink no recognised word covers, found on the page with the card's edge margin too, so that a line
 *      of small print on a colour band along the card's edge is read whole (missed-ink.ts); the split-word look
 *      reads again large words the page pass read in pieces (split-words.ts), and the small-print look the small
 *      words it read as junk beside large type on the same line (small-words.ts).
 * 3. Then, only on a card that still holds no well-formed email: each line with an email label or an "@" is read
 *    again alone, as a single line at twice its size (`emailLinePass`).
 * 4. Last, the second opinion: the runs of words holding an address or a printed number, and the other lines
 *    with a weakly read word, are read by a recogniser of another kind (second-recogniser.ts). Its reading of a
 *    run is taken where the card's evidence favours it (contact-words.ts); of a line, it mends only the weak
 *    words, letter by letter where it read surely (weak-words.ts); a contact line that still holds no well-formed
 *    address is read whole, and replaced by that reading when it holds one. The accent pass takes longest among
 *    the second looks: once the others are in, the second recogniser starts on the crops it will be asked about on
 *    the core they leave idle (read-ahead.ts). Then each word of the other lines a few slips from a word the card
 *    or the engine knows (a label of the card's addresses, a piece of an email's local part, a title word) is cut
 *    out and respelled where the network finds the known spelling explains its ink clearly better (known-words.ts).
 * 5. An address's underscore read as a gap between two words ("noor kamp@…") is put back where the page shows a
 *    thin bar under the gap (underscores.ts). On clean print, the accent marks printed over letters read plain are
 *    put on them, where their shape is clear ("Sian" → Siân, "Yilmaz" → Yılmaz; accent-marks.ts).
 */
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker, type Page, type Word } from 'tesseract.js';
import { UNREADABLE_PHOTO, type Ocr, type OcrOptions, type OcrResult } from '../../ports/ocr';
import { AppError } from '../../shared/errors';
import { regionClues } from '../../core/capture';
import { boxAround } from '../../core/capture/boxes';
import { withoutGhostWords, withoutWordsReadTwice } from './ghost-words';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import {
  growAlongInk,
  isCleanPrint,
  lineStrips,
  meanConfidence,
  prepareCard,
  tightenToInkRows,
  UnreadableImageError,
  wordsOfStrip,
  type GreyImage,
  type StripOffset,
} from './card-image';
import {
  addressCount,
  contactLinesWithoutAddress,
  addressesWithInkBefore,
  emailLinesWithoutAddress,
  regainsAddressStart,
  keepEarlierSpelling,
  mergeContactReading,
  weakContactLines,
} from './contact-reread';
import {
  accentCandidates,
  accentLanguageFor,
  accentReadBox,
  mergeAccentReading,
  type AccentPiece,
} from './accent-merge';
import { mergeTallReading, tallWordRuns, type TallRun } from './tall-words';
import { closeFalseGaps } from './ink-gaps';
import { restoreUnderscores } from './underscores';
import { restoreLostDots } from './lost-dots';
import {
  cutByCardEdge,
  mergeMissedReading,
  onlyContactsInMargin,
  reachesTheCard,
  uncoveredLineBoxes,
} from './missed-ink';
import { mergeSplitReading, splitWordRuns, type RunsReading, type SplitRun } from './split-words';
import { mergeSmallReading, smallWordRuns, type SmallRun } from './small-words';
import { withPrintedMarks } from './accent-marks';
import {
  contactRuns,
  mergeSecondOpinions,
  wholeLineReading,
  type ContactRun,
  type RunReading,
} from './contact-words';
import { mendWeakWords, weakLetterLines } from './weak-words';
import { bestSpelling, withWordRespelled, wordsNearKnownWords } from './known-words';
import { joinWordsCutAcrossLines } from './cut-lines';
import { SecondRecogniser, type SecondReading } from './second-recogniser';
import { ReadAhead, type PlacedCrop } from './read-ahead';
import { PageHelper } from './page-helper';

export { estimateSkew } from './card-image';

export type TesseractModel = 'standard' | 'best_int';

export interface TesseractOcrOptions {
  /** Languages of the page pass; each must be installed as @tesseract.js-data/<code>. */
  languages?: string[];
  /**
   * Languages the accent pass may use (one model per card, chosen from the card's region); an empty list turns
   * the accent pass off.
   */
  accentLanguages?: string[];
  /** '4.0.0' (standard) or '4.0.0_best_int' traineddata folder of the data packages. */
  model?: TesseractModel;
  /** Page segmentation mode (tesseract PSM) of the page pass, default 3 (automatic). */
  psm?: string;
  /** Target width in pixels of the longer card side after scaling. */
  targetWidth?: number;
  /** Whether a sparse-text reading of the page runs beside the page pass, to be taken when it reads better. */
  sparsePass?: boolean;
  /** Whether the contact words get a second opinion from a recogniser of another kind (contact-words.ts). */
  secondOpinion?: boolean;
  /**
   * Threads libvips (sharp) may use for one image operation. sharp uses one on glibc Linux without jemalloc (to
   * keep memory from fragmenting), which leaves the second core idle while a card is prepared and no tesseract
   * worker has anything to read yet: two threads take about 60 ms off a photo's preparation.
   */
  imageThreads?: number;
}

const DEFAULTS: Required<TesseractOcrOptions> = {
  languages: ['eng'],
  accentLanguages: ['spa', 'fra', 'deu', 'nld'],
  model: 'best_int',
  psm: PSM.AUTO,
  targetWidth: 1800,
  sparsePass: true,
  secondOpinion: true,
  imageThreads: Math.min(4, availableParallelism()),
};

/**
 * Page segmentation of the accent pass: sparse text. On the stacked strips the automatic mode drops the accent
 * of a big or lone capital ("VILLASEÑOR", "Álvaro") that the same model reads when each word is found on its own.
 */
const ACCENT_PSM = PSM.SPARSE_TEXT;

const require = createRequire(import.meta.url);

/** Folder of the installed traineddata for one language, e.g. node_modules/@tesseract.js-data/eng/4.0.0_best_int. */
export function langPathFor(code: string, model: TesseractModel): string {
  const pkgDir = dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
  return join(pkgDir, model === 'best_int' ? '4.0.0_best_int' : '4.0.0');
}

/**
 * tesseract.js reads every language from one `langPath`, while each data package has its own folder. With one
 * language the package folder is the langPath; with several, a private temp folder of symlinks to the package
 * files is (nothing is copied or downloaded).
 */
export function resolveLangPath(codes: string[], model: TesseractModel): string {
  const files = codes.map((code) => {
    const file = join(langPathFor(code, model), `${code}.traineddata.gz`);
    if (!existsSync(file)) throw new Error(`traineddata for '${code}' not found at ${file}`);
    return { code, file };
  });
  const dirs = new Set(files.map((f) => dirname(f.file)));
  if (dirs.size === 1) return [...dirs][0] as string;
  const dir = mkdtempSync(join(tmpdir(), 'leadroute-tessdata-'));
  for (const f of files) symlinkSync(f.file, join(dir, `${f.code}.traineddata.gz`));
  return dir;
}

function isInstalled(code: string, model: TesseractModel): boolean {
  try {
    return existsSync(join(langPathFor(code, model), `${code}.traineddata.gz`));
  } catch {
    return false;
  }
}

/**
 * Cards `warmUp` reads: one printed, one photographed, both from the synthetic generator (bench/synthetic-cards.ts,
 * people and companies of no fixture).
 */
const WARM_UP_CARDS = ['printed-card.png', 'photographed-card.jpg'].map((f) =>
  fileURLToPath(new URL(`./warm-up/${f}`, import.meta.url)),
);

function toLines(
  page: Page,
  shift?: (b: BBox) => BBox,
  { strayMarks = 'keep' }: { strayMarks?: 'keep' | 'drop' | 'discount' } = {},
): TextLine[] {
  const lines: TextLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const read = line.words.filter((w) => w.text.trim() !== '');
        // ('discount' takes a word's confidence without its stray marks but keeps the marks in its text: an opening
        // quote may be an apostrophe read so, "O ‘Connor")
        const kept =
          strayMarks === 'keep'
            ? read
            : read.map((w) => {
                const without = withoutStrayMarks(w);
                return strayMarks === 'drop' || without === w
                  ? without
                  : { ...w, confidence: without.confidence };
              });
        const words: RecognisedWord[] = kept.map((w) => ({
          text: w.text,
          confidence: w.confidence / 100,
          bbox: shift ? shift(w.bbox) : { ...w.bbox },
        }));
        const text = words.map((w) => w.text).join(' ');
        if (!text.trim()) continue;
        // (a line's confidence is its words' mean: with a stray mark dropped, it is their mean again)
        const confidence = kept.some((w, k) => w !== read[k]) ? meanConfidence(words) : line.confidence / 100;
        lines.push({ text, confidence, words });
      }
    }
  }
  return lines;
}

/** A word as tesseract reads it, with its symbols (confidences in percent). */
type ReadWord = Pick<Word, 'text' | 'confidence' | 'bbox'> & {
  symbols?: Pick<Word['symbols'][number], 'text' | 'confidence' | 'bbox'>[] | null;
};

/**
 * Quote marks a rule or speck beside a word reads as (“Xalapeña, ‘Loic). Not an apostrophe, which names hold
 * ("'t Hof"), nor a bar, which may be a capital I read so ("|Jzerman").
 */
const STRAY_MARK = /^["“”„‘«»‹›]$/u;

/**
 * A word's reading without the quote marks glued to its start or end, when the rest is letters: its text,
 * box and confidence those of its other symbols. Such a mark drags the word's confidence down ("“Xalapeña" read
 * at 14 with every letter at 98 or more), so a reading of a word's accents is refused for a speck beside it.
 */
export function withoutStrayMarks<W extends ReadWord>(word: W): W {
  const symbols = word.symbols ?? [];
  if (symbols.map((s) => s.text).join('') !== word.text) return word;
  let from = 0;
  let to = symbols.length;
  while (from < to && STRAY_MARK.test(symbols[from]!.text)) from++;
  while (to > from && STRAY_MARK.test(symbols[to - 1]!.text)) to--;
  const kept = symbols.slice(from, to);
  const text = kept.map((s) => s.text).join('');
  if ((from === 0 && to === symbols.length) || !/^\p{L}[\p{L}'.-]*$/u.test(text)) return word;
  return {
    ...word,
    text,
    confidence: Math.min(...kept.map((s) => s.confidence)),
    bbox: boxAround(kept),
  };
}

/** Letters and digits read with confidence, less those read with little: how much of a page a reading got. */
export function readingQuality(lines: readonly TextLine[]): number {
  let q = 0;
  for (const l of lines) {
    for (const w of l.words ?? []) {
      const n = (w.text.match(/[\p{L}\d]/gu) ?? []).length;
      if (w.confidence >= 0.7) q += n;
      else if (w.confidence < 0.5) q -= n;
    }
  }
  return q;
}

function boxOf(line: TextLine): BBox | null {
  return line.words?.length ? boxAround(line.words) : null;
}

/**
 * Whether two words' boxes cover the same ink: nearly the same rows and a good part of the narrower one's width.
 * (Long words of neighbouring lines on a skewed photo overlap too, but only in a few rows.)
 */
function sameInk(a: BBox, b: BBox): boolean {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0.25 * Math.min(a.x1 - a.x0, b.x1 - b.x0) && h > 0.7 * Math.min(a.y1 - a.y0, b.y1 - b.y0);
}

/**
 * Whether two lines have a word each on the same ink (words read with some confidence only; with `lettersOnly`,
 * only words holding a letter or digit, since a speck read as "." may sit on any large letter).
 */
function sharesInk(a: TextLine, b: TextLine, lettersOnly = false): boolean {
  const read = (line: TextLine) =>
    (line.words ?? []).filter((w) => w.confidence >= 0.6 && (!lettersOnly || /[\p{L}\d]/u.test(w.text)));
  return read(a).some((x) => read(b).some((y) => sameInk(x.bbox, y.bbox)));
}

/**
 * Groups of page lines that read the same ink twice: a word of one line overlaps a word of another. Layout
 * analysis does this where a large line sits beside two small ones (a name beside a column of contacts): it cuts
 * the large word in two and gives each half to a different small line ("Wi … Mob." over "Ilse de it E. …").
 */
function lineGroupsSharingInk(lines: readonly TextLine[]): number[][] {
  // specks read as junk overlap anything; only words read with confidence tell of a shared word (`sharesInk`)
  const group = lines.map((_, i) => i);
  const find = (i: number): number => (group[i] === i ? i : (group[i] = find(group[i]!)));
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++) if (sharesInk(lines[i]!, lines[j]!)) group[find(j)] = find(i);
  const groups = new Map<number, number[]>();
  lines.forEach((_, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), i]));
  return [...groups.values()].filter((g) => g.length > 1);
}

/**
 * Whether two neighbouring words of a line are pieces of one word: letters a hair's breadth apart (an apostrophe
 * ends a piece, "d' Arg", an e read as "€" starts one, "Arg €nso", and a letter read as brackets or a quote mark
 * is one, "EXP [0] RT. 'AC").
 */
function piecesOfOneWord(a: RecognisedWord, b: RecognisedWord): boolean {
  const height = Math.max(a.bbox.y1 - a.bbox.y0, b.bbox.y1 - b.bbox.y0);
  const gap = b.bbox.x0 - a.bbox.x1;
  if (gap < 0.15 * height && /[\p{L}\d'’)\]]$/u.test(a.text) && /^[\p{L}\d€(['‘]/u.test(b.text)) return true;
  // capitals set wide apart read a letter or two at a time, some as junk ("RA H 1) L AG A R WA L")
  const letterOrTwo = (w: RecognisedWord): boolean => /^[\p{L}\d()[\]|]{1,2}$/u.test(w.text);
  return gap < 0.3 * height && letterOrTwo(a) && letterOrTwo(b) && /\p{Lu}/u.test(a.text + b.text);
}

function inReadingOrder(line: TextLine): RecognisedWord[] {
  return [...(line.words ?? [])].sort((a, b) => a.bbox.x0 - b.bbox.x0);
}

/**
 * Whether the layout analysis cut words of the line into pieces ("B Oo rj a C asta no" for "Borja Castaño"): it
 * does so where a large line sits beside a column of small ones and it fits one baseline to both.
 */
function splitsWords(line: TextLine): boolean {
  const words = inReadingOrder(line);
  let cuts = 0;
  for (let i = 1; i < words.length; i++) if (piecesOfOneWord(words[i - 1]!, words[i]!)) cuts++;
  return cuts >= 2;
}

/** The words of a line that are pieces of a word (`piecesOfOneWord`). */
function piecesOf(line: TextLine): RecognisedWord[] {
  const words = inReadingOrder(line);
  return words.filter(
    (w, k) =>
      (k > 0 && piecesOfOneWord(words[k - 1]!, w)) ||
      (k + 1 < words.length && piecesOfOneWord(w, words[k + 1]!)),
  );
}

/** The line with each word's pieces joined into one word, read as surely as the least sure piece. */
function joinPieces(line: TextLine): TextLine {
  const joined: RecognisedWord[] = [];
  const words = inReadingOrder(line);
  for (const [k, w] of words.entries()) {
    const last = joined[joined.length - 1];
    if (last && piecesOfOneWord(words[k - 1]!, w))
      joined[joined.length - 1] = {
        text: last.text + w.text,
        confidence: Math.min(last.confidence, w.confidence),
        bbox: boxAround([last, w]),
      };
    else joined.push(w);
  }
  return { ...line, words: joined };
}

/**
 * The words of two or more characters a line read with almost no confidence: where a small column sits beside a
 * large line, layout analysis may read two of its lines as one run of tall junk words.
 */
function junkWords(line: TextLine): RecognisedWord[] {
  return (line.words ?? []).filter((w) => w.confidence < 0.3 && /[\p{L}\d].*[\p{L}\d]/u.test(w.text));
}

/** How surely the sparse pass must read a contact line to stand in for a weak page line it lies in. */
const WEAK_CONTACT_FLOOR = 0.4;

/** Text shaped like a contact line, however weakly read: an "@" between letters, six digits, a host. */
const CONTACT_SHAPED = /[\p{L}\d]@[\p{L}\d]|(?:\d[\s()./-]*){6}|\bwww\b|[\p{L}\d-]{3,}\.\p{L}{3,}/u;

/** Whether words of another reading lie over most of a word's width: that reading read its place too. */
function readBy(w: RecognisedWord, theirs: readonly RecognisedWord[]): boolean {
  const covered = theirs
    .filter((t) => t.bbox.y0 < w.bbox.y1 && t.bbox.y1 > w.bbox.y0)
    .reduce(
      (sum, t) => sum + Math.max(0, Math.min(t.bbox.x1, w.bbox.x1) - Math.max(t.bbox.x0, w.bbox.x0)),
      0,
    );
  return covered >= 0.6 * (w.bbox.x1 - w.bbox.x0);
}

/**
 * The page pass's reading with its garbled lines replaced by the sparse-text reading of the same place, when that
 * reads it clearly better. Automatic layout analysis keeps lines whole and in reading order, but where two columns
 * sit at nearly the same height it may merge them into one garbled line (read with confidence below `weak`, or
 * holding a junk word or words cut into pieces), or share a large word between two lines (see
 * `lineGroupsSharingInk`); sparse text reads each run of words on its own.
 */
export function betterReading(dense: TextLine[], sparse: TextLine[] | null, weak = 0.6): TextLine[] {
  if (!sparse) return dense;
  const used = new Set<TextLine>();
  const sparseIn = (box: BBox, margin: number): TextLine[] =>
    sparse.filter((s) => {
      const b = boxOf(s);
      if (!b || used.has(s)) return false;
      const cy = (b.y0 + b.y1) / 2;
      return cy >= box.y0 - margin && cy <= box.y1 + margin && b.x1 > box.x0 && b.x0 < box.x1;
    });
  const replaced = new Map<number, TextLine[]>();
  for (const g of lineGroupsSharingInk(dense)) {
    const lines = g.map((i) => dense[i]!);
    const over = sparseIn(boxAround(lines.flatMap((l) => l.words ?? [])), 0);
    // the group reads some ink twice, so its letter count is inflated: a near-equal sparse reading is better
    if (!over.length || lineGroupsSharingInk(over).length) continue;
    if (over.some((s) => (s.confidence ?? 0) < 0.7)) continue;
    if (readingQuality(over) < 0.9 * readingQuality(lines)) continue;
    over.forEach((s) => used.add(s));
    g.forEach((i, k) => replaced.set(i, k === 0 ? over : []));
  }
  return dense.flatMap((line, i) => {
    const instead = replaced.get(i);
    if (instead) return instead;
    const fragmented = splitsWords(line);
    const junk = junkWords(line);
    if ((line.confidence ?? 1) >= weak && !fragmented && !junk.length) return [line];
    // the place the line takes: across all its words, but only as tall as its words of ordinary height (a speck
    // read as a tall junk word must not stretch it over the lines above and below)
    const all = line.words ?? [];
    if (!all.length) return [line];
    const heights = all.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
    const usual = heights[Math.floor(heights.length / 2)]!;
    const rows = all.filter((w) => w.bbox.y1 - w.bbox.y0 <= 1.8 * usual);
    const box = { ...boxAround(all), y0: boxAround(rows).y0, y1: boxAround(rows).y1 };
    const over = sparseIn(box, 0.25 * (box.y1 - box.y0)).filter(
      // a sparse line another page line reads already belongs to that line
      (s) => !dense.some((d) => d !== line && (d.confidence ?? 1) >= weak && sharesInk(d, s, true)),
    );
    const confident = over.filter((s) => (s.confidence ?? 0) >= 0.7);
    if (!confident.length) return [line];
    // a word cut into pieces reads its letters as surely as the whole word: the pieces count as one word, read
    // as surely as the least sure of them, and a near-equal sparse reading is better. Where it reads every piece
    // again, it is weighed against the words it reads again only: the others stay (below), as an address beside a
    // name set in wide capitals (where it leaves pieces unread, the line is better read whole by the later passes)
    const confidentWords = confident.flatMap((s) => s.words ?? []);
    const readAgain = all.filter((w) => readBy(w, confidentWords));
    // (a sparse reading cut into pieces too is no better: "S \'") E N J A" for "S Vv E N J A")
    const better = fragmented
      ? !confident.some(splitsWords) &&
        (readingQuality(confident) >= 0.9 * readingQuality([joinPieces(line)]) ||
          (piecesOf(line).every((w) => readAgain.includes(w)) &&
            readingQuality(confident) >= 0.9 * readingQuality([joinPieces({ ...line, words: readAgain })])))
      : readingQuality(confident) > readingQuality([line]);
    if (!better) return [line];
    // a line read well but for its junk is worth replacing only where the sparse reading read the junk's place
    // (a speck or a logo read as junk stays junk). Where it read two lines in a junk word's place, even weakly, it
    // read what the page pass could not: two contact lines beside a name read as one tall junk word ("E020" for
    // "+5242) 188-3203" over "@ ycervanics@…"), which the later passes read again as the weak contact lines they are
    const readWell = (line.confidence ?? 1) >= weak && !fragmented;
    const readTwice = readWell
      ? junk.filter((w) => over.filter((s) => readBy(w, s.words ?? [])).length >= 2)
      : [];
    // (a weak line is replaced whole, its junk with it: the contact lines the sparse pass read weakly in its place
    // are all that is left of them, "Ignacio Muiioz Valdés § noi. mun ccampienc" beside "© 913883819")
    const overJunk = over.filter(
      (s) =>
        !confident.includes(s) &&
        CONTACT_SHAPED.test(s.text) &&
        // (read at all: a reading near nought hides the ink from the later passes, which read it better)
        ((!readWell && (s.confidence ?? 0) >= WEAK_CONTACT_FLOOR) ||
          readTwice.some((w) => readBy(w, s.words ?? []))),
    );
    const taken = [...confident, ...overJunk];
    const sparseWords = taken.flatMap((s) => s.words ?? []);
    if (readWell && !junk.some((w) => readBy(w, sparseWords))) return [line];
    taken.forEach((s) => used.add(s));
    const replacement = [...taken];
    // a line read with confidence but garbled in part keeps, as a line of their own, the words holding a letter
    // or digit the sparse reading did not read with confidence (an address it read no better); a weak line keeps
    // them only where they are contact details, which the later passes read again ("W: www. trishul.example.com"
    // beside an "India" the sparse reading read surely)
    const leftOver = all.filter((w) => /[\p{L}\d]/u.test(w.text) && !readBy(w, sparseWords));
    const unread =
      (line.confidence ?? 1) >= weak || CONTACT_SHAPED.test(leftOver.map((w) => w.text).join(' '))
        ? leftOver
        : [];
    if (unread.length)
      replacement.push({
        text: unread.map((w) => w.text).join(' '),
        confidence: Math.min(line.confidence ?? 1, ...unread.map((w) => w.confidence)),
        words: unread,
      });
    return replacement.sort((a, b) => boxOf(a)!.x0 - boxOf(b)!.x0);
  });
}

export class TesseractOcr implements Ocr {
  private readonly opts: Required<TesseractOcrOptions>;
  private readonly workers = new Map<string, Promise<Worker>>();
  private queue: Promise<unknown> = Promise.resolve();
  private second: Promise<SecondRecogniser> | null = null;
  /** The second thread of image preparation, started with the first card (see page-helper.ts). */
  private pageHelper: PageHelper | null = null;

  constructor(opts: TesseractOcrOptions = {}) {
    this.opts = { ...DEFAULTS, ...opts };
    // (process-wide: this adapter is the process's only heavy user of sharp)
    sharp.concurrency(this.opts.imageThreads);
  }

  /**
   * Starts the workers now (otherwise the first `recognise` does) and reads the two sample cards whole. A scan's
   * first runs pay one-off costs a warm scan should not: each worker's first real page (a blank or tiny image
   * leaves most of the recogniser idle), the JavaScript of image preparation before it is optimised (a photo
   * takes other paths than a print), the second recogniser's first crops. Each card picks one accent model, so
   * every accent model then reads the top of the printed card once. Resolves to the sample cards' readings, for the
   * caller to warm up what reads them.
   */
  async warmUp(): Promise<OcrResult[]> {
    const accentWorkers = this.accentLanguages().map((l) => this.getWorker([l], ACCENT_PSM));
    await Promise.all([
      this.getWorker(this.opts.languages, this.opts.psm),
      ...(this.opts.sparsePass ? [this.getWorker(this.opts.languages, PSM.SPARSE_TEXT)] : []),
      ...accentWorkers,
      this.secondRecogniser(),
    ]);
    const [printed, photographed] = await Promise.all(WARM_UP_CARDS.map((f) => readFile(f)));
    const readings = [await this.recognise(printed!), await this.recognise(photographed!)];
    // (the top of the printed card, read as it is, holds its name and title lines)
    const { width = 0, height = 0 } = await sharp(printed!).metadata();
    const top = { left: 0, top: 0, width, height: Math.round(height * 0.4) };
    await Promise.all(accentWorkers.map(async (w) => (await w).recognize(printed!, { rectangle: top })));
    return readings;
  }

  private secondRecogniser(): Promise<SecondRecogniser> | null {
    if (!this.opts.secondOpinion) return null;
    this.second ??= SecondRecogniser.create();
    return this.second;
  }

  private accentLanguages(): string[] {
    return this.opts.accentLanguages.filter((l) => isInstalled(l, this.opts.model));
  }

  private getWorker(languages: string[], psm: string): Promise<Worker> {
    const key = `${languages.join('+')}/${psm}`;
    let worker = this.workers.get(key);
    if (!worker) {
      const { model } = this.opts;
      worker = (async () => {
        const w = await createWorker(languages, OEM.LSTM_ONLY, {
          langPath: resolveLangPath(languages, model),
          cacheMethod: 'none',
          gzip: true,
        });
        await w.setParameters({
          tessedit_pageseg_mode: psm as PSM,
          preserve_interword_spaces: '1',
        });
        return w;
      })();
      this.workers.set(key, worker);
    }
    return worker;
  }

  async recognise(image: Buffer, opts?: OcrOptions): Promise<OcrResult> {
    // Serialise the jobs: each worker reads one image at a time, and one card at a time keeps latency steady.
    const job = this.queue.then(() => this.recogniseNow(image, opts));
    this.queue = job.catch(() => undefined);
    return job;
  }

  private async recogniseNow(image: Buffer, opts?: OcrOptions): Promise<OcrResult> {
    // start-up is not part of the per-image time
    const pageWorker = await this.getWorker(this.opts.languages, this.opts.psm);
    const t0 = performance.now();
    this.pageHelper ??= PageHelper.start();
    const prepared = await prepareCard(image, {
      targetWidth: this.opts.targetWidth,
      helper: this.pageHelper,
    }).catch((error: unknown) => {
      // (the caller's mistake, said as the Textract adapter says it)
      if (error instanceof UnreadableImageError)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNREADABLE_PHOTO);
      throw error;
    });
    // the sparse-text reading runs beside the page pass on the idle core; it stands in for lines the layout
    // analysis garbled (see `betterReading`)
    const sparseWorker = this.opts.sparsePass
      ? await this.getWorker(this.opts.languages, PSM.SPARSE_TEXT)
      : null;
    const [dense, sparse] = await Promise.all([
      pageWorker.recognize(prepared.image, {}, { blocks: true, text: false }),
      sparseWorker?.recognize(prepared.image, {}, { blocks: true, text: false }),
    ]);
    const lines = closeFalseGaps(
      betterReading(
        toLines(dense.data),
        sparse ? toLines(sparse.data, undefined, { strayMarks: 'discount' }) : null,
      ),
      prepared.clean,
    );
    // the two second looks are independent: run them side by side (two cores). The accent pass takes longest:
    // once the others are in, the second recogniser reads ahead on the core they leave idle
    const looks = this.contactPass(lines, prepared.grey, pageWorker).then(
      async (contacts): Promise<OtherLooks> => ({
        contacts,
        tall: await this.tallPass(lines, prepared.grey, pageWorker),
        missed: await this.missedPass(lines, prepared, pageWorker),
        split: await this.runsPass(splitWordRuns(lines), prepared.grey, pageWorker),
        small: await this.runsPass(smallWordRuns(lines), prepared.grey, pageWorker),
      }),
    );
    const [accent, others, ahead] = await Promise.all([
      this.accentPass(lines, prepared.grey, opts),
      looks,
      looks.then((o) => this.readAhead(mergeOtherLooks(lines, o), prepared.grey)),
    ]);
    let merged = accent ? mergeAccentReading(lines, accent.pieces, accent.offsets, accent.words) : lines;
    // (a line of missed ink may be the rest of a word the page pass cut short)
    merged = joinWordsCutAcrossLines(
      mergeOtherLooks(merged, others, {
        accentRead: accent ? accent.offsets.flatMap((off) => wordsOfStrip(accent.words, off)) : [],
        splitByLanguage: accent?.split,
      }),
    );
    merged = await this.emailLinePass(
      merged,
      prepared.grey,
      sparseWorker
        ? [
            { worker: pageWorker, psm: this.opts.psm as PSM },
            { worker: sparseWorker, psm: PSM.SPARSE_TEXT },
          ]
        : [{ worker: pageWorker, psm: this.opts.psm as PSM }],
    );
    merged = await this.addressStartPass(merged, prepared, pageWorker);
    merged = await this.secondOpinionPass(merged, prepared.grey, ahead);
    ahead?.stop();
    merged = await this.knownWordsPass(merged, prepared.grey);
    merged = restoreUnderscores(merged, prepared.clean, prepared.grey);
    merged = withoutWordsReadTwice(withoutGhostWords(restoreLostDots(merged, prepared.clean, prepared.grey)));
    if (isCleanPrint(prepared)) merged = withPrintedMarks(merged, prepared.clean, prepared.grey);
    return { lines: merged, ms: Math.round(performance.now() - t0) };
  }

  /** Lines that may carry accents, read again with the card's own language model (see the module comment). */
  private async accentPass(
    lines: TextLine[],
    grey: GreyImage,
    opts?: OcrOptions,
  ): Promise<{
    pieces: AccentPiece[];
    offsets: StripOffset[];
    words: RecognisedWord[];
    split: RunsReading | null;
  } | null> {
    const installed = this.accentLanguages();
    if (!installed.length) return null;
    const hint = opts?.languages?.find((l) => installed.includes(l));
    const language = hint ?? accentLanguageFor(regionClues(lines.map((l) => l.text).join('\n')), installed);
    const pieces = language ? accentCandidates(lines) : [];
    if (!language || !pieces.length) return null;
    const strips = await lineStrips(
      grey,
      pieces.map((p) =>
        accentReadBox(
          p.box,
          p.words.map((i) => lines[p.line]!.words![i]!.bbox),
        ),
      ),
    );
    const worker = await this.getWorker([language], ACCENT_PSM);
    const { data } = await worker.recognize(strips.image, {}, { blocks: true, text: false });
    const words = toLines(data, undefined, { strayMarks: 'drop' }).flatMap((l) => l.words ?? []);
    // words the page pass read in pieces are read again by this model too, as the split-word look reads them: the
    // page model has no ñ or Í, and spells a name with them in display type as "ifiigo" (the same runs in the same
    // order as that look's, found from the same lines: its merge pairs the two readings strip by strip)
    const runs = splitWordRuns(lines);
    const splitStrips = runs.length
      ? await lineStrips(
          grey,
          runs.map((r) => r.box),
        )
      : null;
    const split = splitStrips
      ? {
          offsets: splitStrips.offsets,
          words: await this.readInMode(worker, PSM.SINGLE_BLOCK, splitStrips.image, undefined, ACCENT_PSM),
        }
      : null;
    return { pieces, offsets: strips.offsets, words, split };
  }

  /** Weak contact lines read again on their own, from the greyscale page, as one block of text. */
  private async contactPass(
    lines: TextLine[],
    grey: GreyImage,
    worker: Worker,
  ): Promise<{ weak: { line: number }[]; offsets: StripOffset[]; words: RecognisedWord[] } | null> {
    const weak = weakContactLines(lines, 0.8, (b) => growAlongInk(grey, b));
    if (!weak.length) return null;
    const read = await this.readStrips(
      worker,
      grey,
      weak.map((w) => (w.box.atPageScale ? { ...tightenToInkRows(grey, w.box), atPageScale: true } : w.box)),
    );
    return { weak, ...read };
  }

  /** Tall, weakly read words (two lines read as one word box) read again as a block (see tall-words.ts). */
  private async tallPass(
    lines: TextLine[],
    grey: GreyImage,
    worker: Worker,
  ): Promise<{ runs: TallRun[]; offsets: StripOffset[]; words: RecognisedWord[] } | null> {
    const runs = tallWordRuns(lines);
    if (!runs.length) return null;
    // page scale: the rows inside a tall box are of the line's own size already
    const read = await this.readStrips(
      worker,
      grey,
      runs.map((r) => r.box),
      Number.POSITIVE_INFINITY,
    );
    return { runs, ...read };
  }

  /**
   * Runs of words read again on their own strips: large words the page pass read in pieces (split-words.ts), small
   * print it read weakly beside large type (small-words.ts).
   */
  private async runsPass<R extends { box: BBox }>(
    runs: R[],
    grey: GreyImage,
    worker: Worker,
  ): Promise<{ runs: R[]; offsets: StripOffset[]; words: RecognisedWord[] } | null> {
    if (!runs.length) return null;
    return {
      runs,
      ...(await this.readStrips(
        worker,
        grey,
        runs.map((r) => r.box),
      )),
    };
  }

  /** Ink the page pass left unread (a block its layout analysis dropped) read as line strips (missed-ink.ts). */
  private async missedPass(
    lines: TextLine[],
    prepared: { clean: GreyImage; cleanWithMargin?: GreyImage; grey: GreyImage },
    worker: Worker,
  ): Promise<{ offsets: StripOffset[]; words: RecognisedWord[] } | null> {
    const { clean, cleanWithMargin: page = clean } = prepared;
    // (a weak line the card's edge cut through is the top half of a line the margin holds whole: its junk words
    // cover none of it)
    const cut = page === clean ? [] : lines.filter((l) => cutByCardEdge(l, page, clean));
    const found = uncoveredLineBoxes(
      page,
      lines.filter((l) => !cut.includes(l)),
    );
    // a box wholly in the card's edge margin is more often the edge, its shadow or the table beside it than print;
    // it is read on its own image (strips read together sway one another's reading), and kept only where it reads
    // as contact details (a footer band's small line the crop left in the margin: "E anouk.kuijpers@… | W …")
    const inMargin = found.map((box) => page !== clean && !reachesTheCard(box, page, clean));
    const boxes = found.filter((_, k) => !inMargin[k]);
    const marginBoxes = found.filter((_, k) => inMargin[k]);
    const fromMargin = marginBoxes.length
      ? onlyContactsInMargin(await this.readStrips(worker, prepared.grey, marginBoxes))
      : null;
    if (!boxes.length) return fromMargin;
    const read = await this.readStrips(worker, prepared.grey, boxes);
    // a strip of the greyscale page tesseract reads nothing from (clear print on a mottled grey ground, which its
    // own thresholding loses: "www.thornbury.example.org" under an address) is read again cut to black and white
    const unread = boxes.filter((_, k) => !wordsOfStrip(read.words, read.offsets[k]!).length);
    const again = unread.length
      ? await this.readStrips(worker, prepared.grey, unread, undefined, { binarise: true })
      : null;
    return [again, fromMargin].reduce<{ offsets: StripOffset[]; words: RecognisedWord[] }>(
      (all, more) => (more ? stackedBelow(all, more) : all),
      read,
    );
  }

  /**
   * The last resort for a card with no well-formed email: each line that should hold one is read again alone, as
   * a single line at twice its size (small print the page pass and the strips both misread).
   */
  private async emailLinePass(
    lines: TextLine[],
    grey: GreyImage,
    workers: readonly { worker: Worker; psm: PSM }[],
  ): Promise<TextLine[]> {
    const picked = emailLinesWithoutAddress(lines);
    if (!picked.length) return lines;
    // the lines do not depend on each other: the idle workers read them side by side (each reads one image at a
    // time, so a worker's share is read in turn)
    const read = new Map<number, RecognisedWord[]>();
    await Promise.all(
      workers.map(async ({ worker, psm }, w) => {
        for (const i of picked.filter((_, k) => k % workers.length === w)) {
          const { image, shift } = await lineAtTwiceItsSize(grey, lines[i]!);
          read.set(i, await this.readInMode(worker, PSM.SINGLE_LINE, image, shift, psm));
        }
      }),
    );
    const out = [...lines];
    for (const i of picked) {
      const words = read.get(i) ?? [];
      if (addressCount(words.map((w) => w.text).join(' ')) <= addressCount(out[i]!.text)) continue;
      // (the English model reads the line again: the accents the accent pass gave its words are kept)
      const kept = keepEarlierSpelling(out[i]!.words ?? [], words);
      out[i] = {
        text: kept.map((w) => w.text).join(' '),
        confidence: meanConfidence(words),
        words: kept,
      };
    }
    return out;
  }

  /**
   * Addresses read without their first letters, print standing just before them (`addressesWithInkBefore`): the
   * address's word is read again on its own from where the word before it ends, white round it (read with the
   * label beside it, the recogniser drops the initial again: "E-mail pham@…" for j.pham@), and replaced where the
   * new reading is the same address with its start (`regainsAddressStart`).
   */
  private async addressStartPass(
    lines: TextLine[],
    prepared: { grey: GreyImage; clean: GreyImage },
    worker: Worker,
  ): Promise<TextLine[]> {
    const out = [...lines];
    for (const { line: i, word: k, box } of addressesWithInkBefore(lines, prepared.clean)) {
      const words = out[i]!.words!;
      const word = words[k]!;
      const image = await boxAtTwiceItsSize(prepared.grey, box);
      const fresh = (await this.readInMode(worker, PSM.SINGLE_LINE, image)).map((w) => w.text).join('');
      if (!regainsAddressStart(word.text, fresh)) continue;
      const replaced = [...words.slice(0, k), { ...word, text: fresh, bbox: box }, ...words.slice(k + 1)];
      out[i] = { ...out[i]!, text: replaced.map((w) => w.text).join(' '), words: replaced };
    }
    return out;
  }

  /**
   * The crops the second opinion reads: the contact runs of the lines, their weakly read other lines, and their
   * contact lines that hold no well-formed address (bare), each whole.
   */
  private secondOpinionCrops(
    lines: readonly TextLine[],
    grey: GreyImage,
  ): {
    runs: { run: ContactRun; crop: PlacedCrop | null }[];
    weak: { line: number; crop: PlacedCrop | null }[];
    bare: { line: number; crop: PlacedCrop | null }[];
  } {
    const runs = contactRuns(lines);
    const weak = weakLetterLines(lines, new Set(runs.map((r) => r.line)));
    const whole = (line: number) => ({
      line,
      crop: cropOf(grey, boxAround(lines[line]!.words!), WHOLE_LINE),
    });
    return {
      runs: runs.map((run) => ({ run, crop: cropOf(grey, run.box, run.room) })),
      weak: weak.map(whole),
      bare: contactLinesWithoutAddress(lines).map(whole),
    };
  }

  /** The second opinion's crops of lines not yet final, read ahead (see read-ahead.ts). */
  private readAhead(lines: readonly TextLine[], grey: GreyImage): ReadAhead<SecondReading> | undefined {
    const second = this.secondRecogniser();
    if (!second) return undefined;
    const { runs, weak, bare } = this.secondOpinionCrops(lines, grey);
    const crops = [...runs, ...weak, ...bare].flatMap((c) => (c.crop ? [c.crop] : []));
    return new ReadAhead(crops, async (crop) => (await second).read(crop));
  }

  /**
   * The contact words read again by the second recogniser, and mended where it reads better (contact-words.ts);
   * the weakly read words of other lines mended letter by letter (weak-words.ts); and a contact line that still
   * holds no well-formed address replaced by its whole reading when that holds one (`wholeLineReading`).
   */
  private async secondOpinionPass(
    lines: TextLine[],
    grey: GreyImage,
    ahead?: ReadAhead<SecondReading>,
  ): Promise<TextLine[]> {
    const second = this.secondRecogniser();
    if (!second) return lines;
    const { runs, weak, bare } = this.secondOpinionCrops(lines, grey);
    if (!runs.length && !weak.length && !bare.length) return lines;
    const recogniser = await second;
    const read = (crop: PlacedCrop): Promise<SecondReading> => ahead?.get(crop) ?? recogniser.read(crop);
    const readLines = (of: { line: number; crop: PlacedCrop | null }[]) =>
      Promise.all(of.map(async ({ line, crop }) => (crop ? { line, reading: await read(crop) } : null)));
    // tesseract's workers are idle by now: the runs and lines are read side by side
    const [readings, weakReadings, bareReadings] = await Promise.all([
      Promise.all(
        runs.map(async ({ run, crop }): Promise<RunReading | null> =>
          crop ? { run, ...(await read(crop)) } : null,
        ),
      ),
      readLines(weak),
      readLines(bare),
    ]);
    const mended = [...lines];
    for (const r of weakReadings)
      if (r) mended[r.line] = mendWeakWords(mended[r.line]!, r.reading, (c) => recogniser.knows(c));
    const merged = mergeSecondOpinions(
      mended,
      readings.filter((r): r is RunReading => r !== null),
    );
    // (the runs' readings, merged above, keep their lines: a line they mended is no longer bare)
    for (const r of bareReadings)
      if (r) merged[r.line] = wholeLineReading(merged[r.line]!, r.reading) ?? merged[r.line]!;
    return merged;
  }

  /** Words a few slips from a host label or a title word, respelled where the ink says so (known-words.ts). */
  private async knownWordsPass(lines: TextLine[], grey: GreyImage): Promise<TextLine[]> {
    const second = this.secondRecogniser();
    const found = second ? wordsNearKnownWords(lines) : [];
    if (!second || !found.length) return lines;
    const recogniser = await second;
    const chosen = await Promise.all(
      found.map(async (f) => {
        const crop = cropOf(grey, f.box, f.room);
        if (!crop) return null;
        const { spot } = await recogniser.read(crop);
        const read = lines[f.line]!.words![f.word]!.text;
        return spot ? bestSpelling(read, f.spellings, spot, (c) => recogniser.knows(c)) : null;
      }),
    );
    const out = [...lines];
    found.forEach((f, k) => {
      const spelling = chosen[k];
      if (spelling) out[f.line] = withWordRespelled(out[f.line]!, f.word, spelling);
    });
    return out;
  }

  /** Line boxes of the greyscale page stacked into strips (see `lineStrips`) and read as one block of text. */
  private async readStrips(
    worker: Worker,
    grey: GreyImage,
    boxes: Parameters<typeof lineStrips>[1],
    lineHeight?: number,
    opts?: Parameters<typeof lineStrips>[3],
  ): Promise<{ offsets: StripOffset[]; words: RecognisedWord[] }> {
    const strips = await lineStrips(grey, boxes, lineHeight, opts);
    const words = await this.readInMode(worker, PSM.SINGLE_BLOCK, strips.image);
    return { offsets: strips.offsets, words };
  }

  /**
   * The words of one image read by a worker in another page segmentation mode (a block of stacked strips, a
   * single line), mapped back to page pixels by `shift`; the worker's own mode (`ownPsm`, the page pass's unless
   * given) is restored after.
   */
  private async readInMode(
    worker: Worker,
    psm: PSM,
    image: Buffer,
    shift?: (b: BBox) => BBox,
    ownPsm: PSM = this.opts.psm as PSM,
  ): Promise<RecognisedWord[]> {
    await worker.setParameters({ tessedit_pageseg_mode: psm });
    try {
      const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
      return toLines(data, shift).flatMap((l) => l.words ?? []);
    } finally {
      await worker.setParameters({ tessedit_pageseg_mode: ownPsm });
    }
  }

  async close(): Promise<void> {
    const workers = [...this.workers.values()];
    this.workers.clear();
    const second = this.second;
    this.second = null;
    const pageHelper = this.pageHelper;
    this.pageHelper = null;
    await Promise.all([
      ...workers.map(async (w) => (await w).terminate()),
      second?.then((s) => s.close()),
      pageHelper?.close(),
    ]);
  }
}

/** A box of the page exactly, white round it, at twice its size (nothing beside it read with it). */
async function boxAtTwiceItsSize(grey: GreyImage, b: BBox): Promise<Buffer> {
  const left = Math.max(0, Math.floor(b.x0));
  const top = Math.max(0, Math.floor(b.y0));
  const width = Math.max(1, Math.min(grey.width - left, Math.ceil(b.x1 - left)));
  const height = Math.max(1, Math.min(grey.height - top, Math.ceil(b.y1 - top)));
  return areaAtTwiceItsSize(grey, { left, top, width, height }, Math.ceil(height / 2));
}

/** The page's pixels in `area`, `white` pixels of white round them, at twice their size, as a PNG. */
async function areaAtTwiceItsSize(
  grey: GreyImage,
  area: { left: number; top: number; width: number; height: number },
  white = 0,
): Promise<Buffer> {
  const cut = sharp(Buffer.from(grey.data.buffer, grey.data.byteOffset, grey.data.length), {
    raw: { width: grey.width, height: grey.height, channels: 1 },
  }).extract(area);
  const framed = white
    ? cut.extend({ top: white, bottom: white, left: white, right: white, background: '#ffffff' })
    : cut;
  return framed
    .resize({ width: (area.width + 2 * white) * 2, kernel: 'cubic' })
    .png()
    .toBuffer();
}

/** Rows between two stacks of strips read separately, when their words are listed together. */
const STRIP_IMAGES_APART = 1000;

/**
 * Two readings of strip images as one: the second image's strips placed below the first's, so that each word finds
 * its own strip.
 */
function stackedBelow(
  a: { offsets: StripOffset[]; words: RecognisedWord[] },
  b: { offsets: StripOffset[]; words: RecognisedWord[] },
): { offsets: StripOffset[]; words: RecognisedWord[] } {
  const below = Math.max(...a.offsets.map((o) => o.bottom)) + STRIP_IMAGES_APART;
  return {
    offsets: [
      ...a.offsets,
      ...b.offsets.map((o) => ({ ...o, top: o.top + below, bottom: o.bottom + below })),
    ],
    words: [
      ...a.words,
      ...b.words.map((w) => ({ ...w, bbox: { ...w.bbox, y0: w.bbox.y0 + below, y1: w.bbox.y1 + below } })),
    ],
  };
}

/** A line's crop may reach as far sideways as the page allows. */
const WHOLE_LINE = { x0: Number.NEGATIVE_INFINITY, x1: Number.POSITIVE_INFINITY };

/**
 * A run of words cut from the greyscale page for the second recogniser: a little room at the ends (never past
 * halfway to the next word, whose letters it would read), and rows narrowed to the letters (it reads best with
 * the print filling most of its height).
 */
function cropOf(grey: GreyImage, box: BBox, room: { x0: number; x1: number }): PlacedCrop | null {
  const h = box.y1 - box.y0;
  if (h < 6) return null;
  const rows = tightenToInkRows(grey, { ...box, y0: box.y0 - 0.3 * h, y1: box.y1 + 0.3 * h }, undefined, box);
  const x0 = Math.max(0, Math.floor(Math.max(box.x0 - 0.4 * h, room.x0)));
  const x1 = Math.min(grey.width, Math.ceil(Math.min(box.x1 + 0.4 * h, room.x1)));
  const y0 = Math.max(0, Math.floor(rows.y0));
  const y1 = Math.min(grey.height, Math.ceil(rows.y1));
  if (x1 - x0 < 8 || y1 - y0 < 6) return null;
  const data = new Uint8Array((x1 - x0) * (y1 - y0));
  for (let y = y0; y < y1; y++)
    data.set(grey.data.subarray(y * grey.width + x0, y * grey.width + x1), (y - y0) * (x1 - x0));
  return { data, width: x1 - x0, height: y1 - y0, at: `${x0},${y0},${x1},${y1}` };
}

/** A line cut from the greyscale page with a margin round it, at twice its size, and how to place its boxes back. */
async function lineAtTwiceItsSize(
  grey: GreyImage,
  line: TextLine,
): Promise<{ image: Buffer; shift: (b: BBox) => BBox }> {
  const b = growAlongInk(grey, boxAround(line.words!));
  const lh = b.y1 - b.y0;
  const left = Math.max(0, Math.floor(b.x0 - lh * 0.5));
  const top = Math.max(0, Math.floor(b.y0 - lh * 0.25));
  const width = Math.min(grey.width - left, Math.ceil(b.x1 - b.x0 + lh));
  const height = Math.min(grey.height - top, Math.ceil(lh * 1.5));
  const image = await areaAtTwiceItsSize(grey, { left, top, width, height });
  const shift = (bb: BBox): BBox => ({
    x0: left + bb.x0 / 2,
    y0: top + bb.y0 / 2,
    x1: left + bb.x1 / 2,
    y1: top + bb.y1 / 2,
  });
  return { image, shift };
}

/** What the second looks beside the accent pass read, each null when it found nothing to read. */
interface OtherLooks {
  contacts: { weak: { line: number }[]; offsets: StripOffset[]; words: RecognisedWord[] } | null;
  tall: { runs: TallRun[]; offsets: StripOffset[]; words: RecognisedWord[] } | null;
  missed: { offsets: StripOffset[]; words: RecognisedWord[] } | null;
  split: { runs: SplitRun[]; offsets: StripOffset[]; words: RecognisedWord[] } | null;
  small: { runs: SmallRun[]; offsets: StripOffset[]; words: RecognisedWord[] } | null;
}

/** The lines with what the second looks beside the accent pass read merged in. */
function mergeOtherLooks(
  lines: TextLine[],
  looks: OtherLooks,
  {
    accentRead = [],
    splitByLanguage,
  }: { accentRead?: RecognisedWord[]; splitByLanguage?: RunsReading | null } = {},
): TextLine[] {
  const { contacts, tall, missed, split, small } = looks;
  let merged = lines;
  if (contacts) merged = mergeContactReading(merged, contacts.weak, contacts.offsets, contacts.words);
  // before the merges that may add lines: it addresses lines by their index
  if (split)
    merged = mergeSplitReading(merged, split.runs, split.offsets, split.words, {
      accentRead,
      byLanguage: splitByLanguage,
    });
  if (small) merged = mergeSmallReading(merged, small.runs, small.offsets, small.words);
  // last: it may add lines, and the merges above address lines by their index
  if (tall) merged = mergeTallReading(merged, tall.runs, tall.offsets, tall.words);
  if (missed) merged = mergeMissedReading(merged, missed.offsets, missed.words);
  return merged;
}

export function createTesseractOcr(opts: TesseractOcrOptions = {}): TesseractOcr {
  return new TesseractOcr(opts);
}
