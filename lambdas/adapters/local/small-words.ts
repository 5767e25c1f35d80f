/**
 * The small-print look of the tesseract adapter (see tesseract-ocr.ts): when the page pass joins a line of large
 * type with small print beside it in another column (a name in display type, a phone number beside it), it
 * normalises the line to the large type's size and may read the small words as junk ("Whitney Larkin @ si2sssoiis"
 * for "312.555.0115"). Runs of small words, one of them read weakly, are read again on their own strip; a reading
 * far surer replaces them. Pure functions, unit-tested without OCR.
 */
import { boxAround, centreWithin } from '../../core/capture/boxes';
import { fold } from '../../core/capture/text';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import { freshWordsOfStrip, meanConfidence, withRunReadAgain, type StripOffset } from './card-image';

/** A run of small words of one line, beside its large type, and the box they cover. */
export interface SmallRun {
  line: number;
  box: BBox;
  /** Mean confidence of the run's words as the page pass read them. */
  confidence: number;
}

const height = (b: BBox): number => b.y1 - b.y0;

/** A word at most this share of the line's large type's height is small print beside it. */
const SMALL = 0.6;
/** Least confidence of a large word the line is normalised to. */
const SURE_LARGE = 0.85;
/** A small word read below this confidence, and with this many characters, asks for the run to be read again. */
const WEAK = 0.5;
const LEAST_CHARACTERS = 3;

/**
 * Runs of neighbouring small words in lines that also hold a large word read surely, where at least one small
 * word of three characters or more was read weakly.
 */
export function smallWordRuns(lines: readonly TextLine[]): SmallRun[] {
  const runs: SmallRun[] = [];
  lines.forEach((l, line) => {
    const ws = [...(l.words ?? [])].sort((a, b) => a.bbox.x0 - b.bbox.x0);
    const large = Math.max(0, ...ws.filter((w) => w.confidence >= SURE_LARGE).map((w) => height(w.bbox)));
    if (!large) return;
    let run: RecognisedWord[] = [];
    const flush = (): void => {
      if (run.some((w) => w.confidence < WEAK && w.text.length >= LEAST_CHARACTERS))
        runs.push({
          line,
          box: boxAround(run),
          confidence: meanConfidence(run),
        });
      run = [];
    };
    for (const w of ws) {
      if (height(w.bbox) <= SMALL * large) run.push(w);
      else flush();
    }
    flush();
  });
  return runs;
}

/** Least mean confidence of the strip's reading, and least gain over the page pass's, for it to be taken. */
const SURE_READING = 0.8;
const LEAST_GAIN = 0.3;

/**
 * Merges the re-read runs (`words` in stacked-strip coordinates, strip k holding `runs[k]`): a reading whose words
 * are all read with at least `SURE_READING` on average, and surer than the page pass's by `LEAST_GAIN`, replaces
 * the words of the line whose middle lies inside the run's box. Otherwise the line is kept.
 */
export function mergeSmallReading(
  lines: TextLine[],
  runs: readonly SmallRun[],
  offsets: readonly StripOffset[],
  words: readonly RecognisedWord[],
): TextLine[] {
  const out = [...lines];
  runs.forEach((run, k) => {
    const off = offsets[k];
    const line = out[run.line];
    if (!off || !line?.words) return;
    const besideRun = line.words.filter((w) => !centreWithin(w.bbox, run.box));
    const fresh = freshWordsOfStrip(words, off, besideRun);
    if (!fresh.length) return;
    const confidence = meanConfidence(fresh);
    if (confidence < SURE_READING || confidence < run.confidence + LEAST_GAIN) return;
    // (the strip is read by the page pass's model: a word it reads with the same letters keeps the accents the
    // accent pass gave it, "Albarrán")
    const replaced = line.words.filter((w) => centreWithin(w.bbox, run.box));
    const accents = (t: string): number => t.normalize('NFD').length - t.length;
    const reread = fresh.map((f) => {
      const same = replaced.find((w) => fold(w.text) === fold(f.text) && accents(w.text) > accents(f.text));
      return same ? { ...f, text: same.text } : f;
    });
    out[run.line] = withRunReadAgain(besideRun, reread);
  });
  return out;
}
