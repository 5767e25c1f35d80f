/**
 * The split-word look of the tesseract adapter (see tesseract-ocr.ts): when the page pass joins a large line (a
 * name in display type) with a line of small print beside it in another column, it sometimes reads the large
 * words in pieces of one to three letters ("Ka rth | k M u kh e r ee", "Freya Oo ko n kwo"): the line is
 * normalised to the height of both, and the gaps between large letters look like word gaps. The large words are
 * read again on their own strip; when that reading is whole, it replaces the pieces. Pure functions, unit-tested
 * without OCR.
 */
import { boxAround, centreWithin } from '../../core/capture/boxes';
import { fold } from '../../core/capture/text';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import { freshWordsOfStrip, meanConfidence, withRunReadAgain, type StripOffset } from './card-image';

/** A run of words of one line that were read in pieces, and the box they cover. */
export interface SplitRun {
  line: number;
  box: BBox;
  /** Letters the pieces hold (the re-read must hold about as many). */
  letters: number;
  pieces: number;
}

const height = (b: BBox): number => b.y1 - b.y0;
const middle = (b: BBox): number => (b.x0 + b.x1) / 2;
const lettersOf = (text: string): number => (text.match(/[\p{L}|]/gu) ?? []).length;
/** Only words of letters take part ("|" is a misread l or I); numbers and addresses are never a split name. */
const LETTER_WORD = /^[\p{L}|'’.-]+$/u;
/**
 * A weakly read scrap of a word in pieces may hold a mark that stands for a letter or a hyphen ("Pp!" for "pi",
 * "=" for the hyphen of a double name in bold type, "0" for a g, "(0" for an O and its apostrophe); it takes part
 * too, so the run is not cut there, and so does any one sign ("G u nth € r": an e read as €). So does a piece with
 * an l or I read as a one ("An n el 1es Sm it").
 */
const SCRAP = /^(?:[\p{L}|!=()0]{1,3}|[^\p{L}\p{N}\s])$/u;
const ONE_FOR_A_LETTER = /^(?=.*\p{L})[\p{L}|]*1[\p{L}|]*$/u;
/** Below this confidence a single sign among pieces is taken for a letter misread. */
const WEAK_SIGN = 0.8;
const isPiece = (w: RecognisedWord, weak: number): boolean =>
  LETTER_WORD.test(w.text) ||
  ONE_FOR_A_LETTER.test(w.text) ||
  (w.confidence < (w.text.length === 1 ? WEAK_SIGN : weak) && SCRAP.test(w.text));

/**
 * Runs of letter words of similar height standing close together (gaps under `joinGap` heights), of which at
 * least three are pieces of one or two letters and at least three gaps are letter gaps (under `letterGap`
 * heights), or where a capital stands alone a letter gap before a word in lower case: a run that looks like one
 * or two words cut apart, not a line of short words.
 */
export function splitWordRuns(lines: TextLine[], joinGap = 0.6, letterGap = 0.25, weak = 0.6): SplitRun[] {
  const runs: SplitRun[] = [];
  lines.forEach((l, line) => {
    const ws = [...(l.words ?? [])].sort((a, b) => a.bbox.x0 - b.bbox.x0);
    let run: RecognisedWord[] = [];
    let tightGaps = 0;
    // a capital standing alone right before a word in lower case ("Henrik N uBbaum", "Freya D f Souza")
    let capitalCut = false;
    const flush = (): void => {
      const pieces = run.filter((w) => lettersOf(w.text) <= 2).length;
      if (run.length >= 2 && ((pieces >= 3 && tightGaps >= 3) || capitalCut))
        runs.push({
          line,
          box: boxAround(run),
          letters: run.reduce((a, w) => a + lettersOf(w.text), 0),
          pieces: run.length,
        });
      run = [];
      tightGaps = 0;
      capitalCut = false;
    };
    for (const w of ws) {
      if (!isPiece(w, weak)) {
        flush();
        continue;
      }
      const prev = run[run.length - 1];
      if (prev) {
        const h = Math.max(height(prev.bbox), height(w.bbox));
        const ratio = height(w.bbox) / Math.max(1, height(prev.bbox));
        const gap = w.bbox.x0 - prev.bbox.x1;
        // a letter of x-height beside one with an ascender and a descender is under half its height, and a lone
        // mark may be any height (an apostrophe read as "f" is a third of its word's)
        const mark = prev.text.length === 1 || w.text.length === 1;
        if (gap > joinGap * h || (!mark && (ratio < 0.4 || ratio > 1 / 0.4))) flush();
        else if (gap < letterGap * h) {
          tightGaps++;
          if (/^\p{Lu}$/u.test(prev.text) && /^\p{Ll}/u.test(w.text)) capitalCut = true;
        }
      }
      run.push(w);
    }
    flush();
  });
  return runs;
}

/** Pieces one re-read word must stand for to be taken however weakly it was read, and how weakly at most. */
const WHOLE_OVER_PIECES = 4;
const WEAK_WHOLE_WORD = 0.2;

/** Strips of the runs read once more, strip k holding `runs[k]`, in stacked-strip coordinates. */
export interface RunsReading {
  offsets: StripOffset[];
  words: RecognisedWord[];
}

/**
 * Merges the re-read runs (`words` in stacked-strip coordinates, strip k holding `runs[k]`): a reading of fewer
 * words than the pieces, about as many letters, every word read with at least `minConfidence`, replaces the words
 * of the line whose middle lies inside the run's box or under the new words. Otherwise the line is kept.
 * `byLanguage` is the same strips read with the card's own language model (the page model reads "Íñigo" as
 * "ifiigo" and "Muñoz" as "Muioz"); where both readings would do, the one in fewer words is taken, and of two
 * in as many words the surer.
 * `accentRead` holds the accent pass's words in page coordinates: that pass reads the pieces' line whole with the
 * card's own language model, and its word over a re-read word with the same letters gives it its accents.
 */
export function mergeSplitReading(
  lines: TextLine[],
  runs: SplitRun[],
  offsets: StripOffset[],
  words: RecognisedWord[],
  {
    accentRead = [],
    byLanguage,
    minConfidence = 0.7,
  }: { accentRead?: RecognisedWord[]; byLanguage?: RunsReading | null; minConfidence?: number } = {},
): TextLine[] {
  const out = [...lines];
  runs.forEach((run, k) => {
    const line = out[run.line];
    if (!line?.words) return;
    const besideRun = line.words.filter((w) => middle(w.bbox) < run.box.x0 || middle(w.bbox) > run.box.x1);
    const readingOf = ({ offsets: offs, words: read }: RunsReading): RecognisedWord[] | null => {
      const off = offs[k];
      if (!off) return null;
      const fresh = freshWordsOfStrip(read, off, besideRun);
      const letters = fresh.reduce((a, w) => a + lettersOf(w.text), 0);
      // (one word read over many pieces is the word they were cut from, however unsure the recogniser is of its
      // letters: "MeiBBner" over "M e I B n e r" at 29%)
      const floor = fresh.length === 1 && run.pieces >= WHOLE_OVER_PIECES ? WEAK_WHOLE_WORD : minConfidence;
      const whole =
        fresh.length > 0 &&
        fresh.length < run.pieces &&
        fresh.every((w) => w.confidence >= floor && LETTER_WORD.test(w.text)) &&
        letters >= 0.8 * run.letters &&
        letters <= 1.4 * run.letters;
      return whole ? fresh : null;
    };
    const fresh = [readingOf({ offsets, words }), byLanguage ? readingOf(byLanguage) : null]
      .filter((r): r is RecognisedWord[] => r !== null)
      // (the one read in fewer words, as whole; of two alike, the surer: "Günthe ar" is no better than "Günther")
      .reduce<RecognisedWord[] | null>(
        (best, r) =>
          !best ||
          r.length < best.length ||
          (r.length === best.length && meanConfidence(r) > meanConfidence(best))
            ? r
            : best,
        null,
      );
    if (!fresh) return;
    // the strip reaches past the run's ends: a piece there was read again too
    const x0 = Math.min(run.box.x0, ...fresh.map((w) => w.bbox.x0));
    const x1 = Math.max(run.box.x1, ...fresh.map((w) => w.bbox.x1));
    const inside = (w: RecognisedWord): boolean => centreWithin(w.bbox, { ...run.box, x0, x1 });
    const kept = line.words.filter((w) => !inside(w));
    if (kept.length === line.words.length) return;
    // a word the accent pass gave its accents keeps them when read again with the same letters ("Ciarán"), and a
    // word that pass read whole over the pieces lends its accents ("E S Pp! n Oza = Pe n a" → "Espinoza-Peña")
    const accented = line.words.filter((w) => inside(w) && w.text.normalize('NFD') !== w.text);
    const accentsFor = (w: RecognisedWord): string | undefined =>
      accented.find((a) => fold(a.text) === fold(w.text))?.text ??
      accentRead.find(
        (a) =>
          a.text.normalize('NFD') !== a.text && fold(a.text) === fold(w.text) && centreWithin(a.bbox, w.bbox),
      )?.text;
    const reread = fresh.map((w) => ({ ...w, text: accentsFor(w) ?? w.text }));
    out[run.line] = withRunReadAgain(kept, reread);
  });
  return out;
}
