/**
 * The tall-word look of the tesseract adapter (see tesseract-ocr.ts): the page pass sometimes reads two lines
 * of small type as one tall word box (a title and the company name under it read as one line with the legal
 * form beside them: "Tout Textiles Pvt. Ltd." for "Partner" over "Tanvi Textiles"). Such words are two or more
 * times as tall as the confidently read words of their own line, and read weakly. Their box is read again as a
 * block of text; the reading's row that lies on the line's own band replaces the tall words, and its other rows
 * become lines of their own. Pure functions, unit-tested without OCR.
 */
import { boxAround, centreWithin } from '../../core/capture/boxes';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import { wordsOfStrip, type StripOffset } from './card-image';
import { looksLikeAddress } from './missed-ink';

/** A run of tall, weakly read words of one line, and the band (rows) of the line's other words. */
export interface TallRun {
  line: number;
  box: BBox;
  band: { y0: number; y1: number };
}

const height = (b: BBox): number => b.y1 - b.y0;

/**
 * Runs of words at least `ratio` times as tall as the band of their line's confidently read words (confidence ≥
 * `minConfidence`), read below that confidence themselves, and at least twice as wide as tall: a logo mark
 * beside a company name is tall and weakly read too, but square.
 */
export function tallWordRuns(lines: TextLine[], ratio = 1.8, minConfidence = 0.75): TallRun[] {
  const runs: TallRun[] = [];
  lines.forEach((l, line) => {
    const ws = l.words ?? [];
    const sure = ws.filter((w) => w.confidence >= minConfidence);
    if (!sure.length || sure.length === ws.length) return;
    const band = {
      y0: Math.min(...sure.map((w) => w.bbox.y0)),
      y1: Math.max(...sure.map((w) => w.bbox.y1)),
    };
    const ref = band.y1 - band.y0;
    if (ref <= 0) return;
    let run: RecognisedWord[] = [];
    const flush = (): void => {
      if (run.length) {
        const box = boxAround(run);
        if (box.x1 - box.x0 >= 2 * height(box)) runs.push({ line, band, box });
      }
      run = [];
    };
    for (const w of ws) {
      if (w.confidence < minConfidence && height(w.bbox) >= ratio * ref) run.push(w);
      else flush();
    }
    flush();
  });
  return runs;
}

/** Words grouped into rows by their vertical centres (a word joins a row whose centre band it falls in). */
function rows(words: RecognisedWord[]): RecognisedWord[][] {
  const out: RecognisedWord[][] = [];
  for (const w of [...words].sort((a, b) => a.bbox.y0 + a.bbox.y1 - (b.bbox.y0 + b.bbox.y1))) {
    const cy = (w.bbox.y0 + w.bbox.y1) / 2;
    const row = out.find((r) => {
      const y0 = Math.min(...r.map((x) => x.bbox.y0));
      const y1 = Math.max(...r.map((x) => x.bbox.y1));
      return cy >= y0 && cy <= y1;
    });
    if (row) row.push(w);
    else out.push([w]);
  }
  return out.map((r) => r.sort((a, b) => a.bbox.x0 - b.bbox.x0));
}

function toLine(words: RecognisedWord[]): TextLine {
  return {
    text: words.map((w) => w.text).join(' '),
    confidence: Math.min(...words.map((w) => w.confidence)),
    words,
  };
}

/** Whether most of a row's words lie on the words of one of `lines` other than `except` (its centre inside one). */
function readByOtherLines(row: RecognisedWord[], lines: TextLine[], except: number): boolean {
  const onAWord = (w: RecognisedWord): boolean =>
    lines.some((l, i) => i !== except && (l.words ?? []).some((o) => centreWithin(w.bbox, o.bbox)));
  return 2 * row.filter(onAWord).length >= row.length;
}

/**
 * Merges the re-read tall runs (`words` in stacked-strip coordinates, strip k holding `runs[k]`): when a run's
 * reading holds two or more rows of words read with at least `minConfidence` (or shaped like an email or web
 * address, however weakly read: the second recogniser reads every address again, see contact-words.ts), the row
 * on the line's band replaces the tall words of the line (words lying inside the run's box that are taller than
 * the band), and the other rows become lines of their own, before or after the line by their position, unless
 * another line has read them already (the run's box reaching into the line above or below). Otherwise the line is
 * kept.
 */
export function mergeTallReading(
  lines: TextLine[],
  runs: TallRun[],
  offsets: StripOffset[],
  words: RecognisedWord[],
  minConfidence = 0.6,
): TextLine[] {
  const before = new Map<number, TextLine[]>();
  const after = new Map<number, TextLine[]>();
  const out = [...lines];
  runs.forEach((run, k) => {
    const off = offsets[k];
    const line = out[run.line];
    if (!off || !line?.words) return;
    const fresh = wordsOfStrip(words, off).filter(
      (w) => w.text.trim() !== '' && (w.confidence >= minConfidence || looksLikeAddress(w.text)),
    );
    const rs = rows(fresh);
    if (rs.length < 2) return;
    const onBand = (r: RecognisedWord[]): boolean => {
      const cy = r.reduce((a, w) => a + (w.bbox.y0 + w.bbox.y1) / 2, 0) / r.length;
      return cy >= run.band.y0 && cy <= run.band.y1;
    };
    const own = rs.filter(onBand);
    if (own.length !== 1) return;
    const bandH = run.band.y1 - run.band.y0;
    const kept = line.words.filter((w) => {
      const cx = (w.bbox.x0 + w.bbox.x1) / 2;
      const inRun = cx >= run.box.x0 && cx <= run.box.x1 && height(w.bbox) > 1.5 * bandH;
      return !inRun;
    });
    if (kept.length === line.words.length) return;
    const joined = [...kept, ...own[0]!].sort((a, b) => a.bbox.x0 - b.bbox.x0);
    out[run.line] = toLine(joined);
    for (const r of rs.filter((x) => !onBand(x) && !readByOtherLines(x, lines, run.line))) {
      const cy = r.reduce((a, w) => a + (w.bbox.y0 + w.bbox.y1) / 2, 0) / r.length;
      const target = cy < run.band.y0 ? before : after;
      target.set(run.line, [...(target.get(run.line) ?? []), toLine(r)]);
    }
  });
  return out.flatMap((l, i) => [...(before.get(i) ?? []), l, ...(after.get(i) ?? [])]);
}
