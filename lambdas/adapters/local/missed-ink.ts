/**
 * Lines the page pass never returned. Tesseract's page layout analysis sometimes drops a whole block of small or
 * light type (a contact block in a corner, a tagline) although the prepared page shows it clearly. Here the
 * cleaned page's ink that no recognised word covers is grouped into line-shaped boxes, so those boxes can be
 * read again on their own (tesseract-ocr.ts) and the lines added in reading order.
 */
import { median } from '../../core/capture/boxes';
import { isTitleWord } from '../../core/capture/rule-helpers';
import { editDistance } from '../../core/capture/text';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import {
  CLEAN_BLANK,
  liesInStrip,
  meanConfidence,
  wordsOfStrip,
  type GreyImage,
  type StripOffset,
} from './card-image';

/** Side of a grid cell in page pixels. */
const CELL = 4;

/**
 * Boxes (page pixels) of line-shaped runs of ink that no recognised word covers. A cell is ink when at least two
 * of its pixels are dark on the cleaned page; ink cells of a row are joined across gaps of up to `maxGap` cells
 * (the space between words), and the joined runs grouped into connected regions. Regions shaped like a line of
 * text (wider than tall, between `minHeight` and `maxHeight` pixels) are kept; rules, specks, pictograms and
 * square codes are not.
 */
export function uncoveredLineBoxes(
  clean: GreyImage,
  lines: readonly TextLine[],
  { maxGap = 6, minHeight = 10, maxHeight = 120 } = {},
): BBox[] {
  const gw = Math.ceil(clean.width / CELL);
  const gh = Math.ceil(clean.height / CELL);
  const ink = new Uint8Array(gw * gh);
  for (let y = 0; y < clean.height; y++) {
    const row = y * clean.width;
    const grow = ((y / CELL) | 0) * gw;
    for (let x = 0; x < clean.width; x++)
      if (clean.data[row + x]! < CLEAN_BLANK) ink[grow + ((x / CELL) | 0)]!++;
  }
  // cells covered by a recognised word, grown by a third of its height (descenders, accents, punctuation)
  const covered = new Uint8Array(gw * gh);
  for (const line of lines) {
    for (const w of (line.words ?? []).filter((word) => !readAsJunk(word))) {
      const pad = (w.bbox.y1 - w.bbox.y0) / 3;
      const x0 = Math.max(0, Math.floor((w.bbox.x0 - pad) / CELL));
      const x1 = Math.min(gw - 1, Math.floor((w.bbox.x1 + pad) / CELL));
      const y0 = Math.max(0, Math.floor((w.bbox.y0 - pad) / CELL));
      const y1 = Math.min(gh - 1, Math.floor((w.bbox.y1 + pad) / CELL));
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) covered[y * gw + x] = 1;
    }
  }
  const on = new Uint8Array(gw * gh);
  for (let y = 0; y < gh; y++) {
    let last = -1;
    for (let x = 0; x < gw; x++) {
      const k = y * gw + x;
      if (ink[k]! < 2 || covered[k]) continue;
      if (last >= 0 && x - last <= maxGap) for (let xx = last + 1; xx < x; xx++) on[y * gw + xx] = 1;
      on[k] = 1;
      last = x;
    }
  }
  const label = new Int32Array(gw * gh);
  const boxes: (BBox & { cells: number })[] = [];
  const stack: number[] = [];
  for (let i = 0; i < on.length; i++) {
    if (!on[i] || label[i]) continue;
    const box = { x0: gw, y0: gh, x1: 0, y1: 0, cells: 0 };
    label[i] = boxes.length + 1;
    stack.push(i);
    while (stack.length) {
      const j = stack.pop()!;
      const x = j % gw;
      const y = (j / gw) | 0;
      box.cells++;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
      for (const k of [j - 1, j + 1, j - gw, j + gw]) {
        if (k < 0 || k >= on.length || !on[k] || label[k]) continue;
        if ((k === j - 1 || k === j + 1) && ((k / gw) | 0) !== y) continue;
        label[k] = boxes.length + 1;
        stack.push(k);
      }
    }
    boxes.push(box);
  }
  const lineBoxes = boxes.flatMap((b, i) => {
    const region = {
      x0: b.x0 * CELL,
      y0: b.y0 * CELL,
      x1: Math.min(clean.width, (b.x1 + 1) * CELL),
      y1: Math.min(clean.height, (b.y1 + 1) * CELL),
    };
    const inRegion = (x: number, y: number): boolean =>
      label[((y / CELL) | 0) * gw + ((x / CELL) | 0)] === i + 1;
    const bands = lineBands(clean, region, inRegion, minHeight);
    if (bands.length === 1) return [{ ...region, fill: fillOfRegion(label, gw, i + 1, b) }];
    // each line of a region is judged by its own cells: a short line under a long one leaves the region's box
    // half empty, and the region as a whole would not look like text
    return bands.flatMap((band) => {
      const own = cellsOf(label, gw, i + 1, band);
      return own
        ? [{ ...band, x0: own.x0 * CELL, x1: Math.min(clean.width, (own.x1 + 1) * CELL), fill: own.fill }]
        : [];
    });
  });
  return joinedAlongTheirLine(lineBoxes)
    .filter((b) => {
      const h = b.y1 - b.y0;
      const w = b.x1 - b.x0;
      // a line of text: wider than tall, mostly filled once word gaps are joined
      return h >= minHeight && h <= maxHeight && w >= 2.5 * h && b.fill >= 0.45;
    })
    .map(({ x0, y0, x1, y1 }) => ({ x0, y0, x1, y1 }));
}

/** Height in page pixels from which a run of ink is large type, its letters and words set wide apart. */
const LARGE_TYPE = 32;

/**
 * Runs of ink on one line that the word gap of `uncoveredLineBoxes` left apart: large type sets its letters and
 * words further apart than small print ("KAVERI L" and "TD." of a bold company name). Boxes whose rows mostly
 * overlap, of nearly one height, with a gap under their height between them, are one box; its fill is their
 * cells' share of it.
 */
function joinedAlongTheirLine(boxes: readonly (BBox & { fill: number })[]): (BBox & { fill: number })[] {
  // (in the order found: strips read side by side sway one another's reading, so the order is kept)
  const out = [...boxes];
  const area = (b: BBox): number => (b.x1 - b.x0) * (b.y1 - b.y0);
  for (let joined = true; joined;) {
    joined = false;
    for (let i = 0; i < out.length && !joined; i++) {
      for (let j = 0; j < out.length && !joined; j++) {
        const [a, b] = [out[i]!, out[j]!];
        // (b after a on the page, not overlapping it)
        if (i === j || b.x0 < a.x1) continue;
        const [ha, hb] = [a.y1 - a.y0, b.y1 - b.y0];
        // (large type only: small print's gaps are within the word gap already)
        if (Math.min(ha, hb) < LARGE_TYPE) continue;
        const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (overlap < 0.7 * Math.max(ha, hb) || b.x0 - a.x1 > Math.min(ha, hb)) continue;
        const box = {
          x0: a.x0,
          y0: Math.min(a.y0, b.y0),
          x1: Math.max(a.x1, b.x1),
          y1: Math.max(a.y1, b.y1),
        };
        const fill = (a.fill * area(a) + b.fill * area(b)) / area(box);
        out.splice(Math.max(i, j), 1);
        out[Math.min(i, j)] = { ...box, fill };
        joined = true;
      }
    }
  }
  return out;
}

/**
 * How much of a one-line region its cells fill: of its box, or, for a long line that slants (a band's print on a
 * card photographed askew, its box far taller than the line), of the slanting strip its columns span (the median
 * column's height of cells, across the region's width).
 */
function fillOfRegion(
  label: Int32Array,
  gw: number,
  id: number,
  b: { x0: number; y0: number; x1: number; y1: number; cells: number },
): number {
  const width = b.x1 - b.x0 + 1;
  const height = b.y1 - b.y0 + 1;
  const boxFill = b.cells / (width * height);
  if (width < 8 * height) return boxFill;
  const columns: { span: number; middle: number }[] = [];
  for (let x = b.x0; x <= b.x1; x++) {
    let top = -1;
    let bottom = -1;
    for (let y = b.y0; y <= b.y1; y++)
      if (label[y * gw + x] === id) {
        if (top < 0) top = y;
        bottom = y;
      }
    if (top >= 0) columns.push({ span: bottom - top + 1, middle: (top + bottom) / 2 });
  }
  const span = median(columns.map((c) => c.span));
  // (a line of type, a few cells tall, whose two ends lie apart by about all the box's extra height: the edge of
  // a card or its shadow is a cell or two thin, and a level line's box is tall for other reasons)
  const quarter = Math.max(1, Math.floor(columns.length / 4));
  const drift = Math.abs(
    median(columns.slice(-quarter).map((c) => c.middle)) -
      median(columns.slice(0, quarter).map((c) => c.middle)),
  );
  const slants = span >= 3 && drift >= span && height <= span + drift + 4;
  return slants ? Math.max(boxFill, b.cells / (width * span)) : boxFill;
}

/**
 * The cells of region `id` on the rows of `band` (page pixels): their columns, and how much of the line's core they
 * fill, its rows holding at least a third of the fullest row's cells (ascenders and descenders leave the rows above
 * and below the letters' middle mostly empty, which is no sign of a picture).
 */
function cellsOf(
  label: Int32Array,
  gw: number,
  id: number,
  band: BBox,
): { x0: number; x1: number; fill: number } | null {
  const r0 = Math.floor(band.y0 / CELL);
  const r1 = Math.floor((band.y1 - 1) / CELL);
  let x0 = gw;
  let x1 = -1;
  const perRow: number[] = [];
  for (let y = r0; y <= r1; y++) {
    let n = 0;
    for (let x = 0; x < gw; x++)
      if (label[y * gw + x] === id) {
        n++;
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
      }
    perRow.push(n);
  }
  if (x1 < 0) return null;
  const core = perRow.filter((n) => n >= Math.max(...perRow) / 3);
  return { x0, x1, fill: core.reduce((a, n) => a + n, 0) / ((x1 - x0 + 1) * core.length) };
}

/**
 * Whether a line box found on the page with the card's edge margin (`withMargin`) holds ink of the card itself
 * (`clean`, the margin left blank): a line of small print that runs into the margin, as the print on a colour band
 * along the card's foot does, is kept whole; a box of the margin's own ink (the card's edge, its shadow, the table
 * beside it) is not a line of the card. At least a tenth of the box's ink must lie on the card.
 */
export function reachesTheCard(box: BBox, withMargin: GreyImage, clean: GreyImage): boolean {
  const { all, onCard } = inkInBox(box, withMargin, clean);
  return onCard >= MIN_INK_ON_CARD * all && onCard > 0;
}

/** The ink pixels inside `box` (clipped to the page) on the page with the margin and on the card alone. */
function inkInBox(box: BBox, withMargin: GreyImage, clean: GreyImage): { all: number; onCard: number } {
  let all = 0;
  let onCard = 0;
  for (let y = Math.max(0, box.y0); y < Math.min(clean.height, box.y1); y++) {
    for (let x = Math.max(0, box.x0); x < Math.min(clean.width, box.x1); x++) {
      const i = y * clean.width + x;
      if (withMargin.data[i]! < CLEAN_BLANK) all++;
      if (clean.data[i]! < CLEAN_BLANK) onCard++;
    }
  }
  return { all, onCard };
}

/**
 * Whether a weakly read line is print the card's edge cut through: a line of small type on a colour band along the
 * card's foot whose lower half lay outside the card region, so the page pass read the top halves of its letters
 * as junk ("Mah. NN2ED OQ ORD"). Round the line (a line's height above and below), the page with the margin holds
 * far more ink than the card alone.
 */
export function cutByCardEdge(line: TextLine, withMargin: GreyImage, clean: GreyImage): boolean {
  const words = line.words ?? [];
  if (!words.length || (line.confidence ?? 1) >= CUT_LINE_CONFIDENCE) return false;
  const x0 = Math.min(...words.map((w) => w.bbox.x0));
  const x1 = Math.max(...words.map((w) => w.bbox.x1));
  const top = Math.min(...words.map((w) => w.bbox.y0));
  const bottom = Math.max(...words.map((w) => w.bbox.y1));
  const h = bottom - top;
  const { all, onCard } = inkInBox({ x0, y0: top - h, x1, y1: bottom + h }, withMargin, clean);
  return onCard > 0 && all >= CUT_INK_RATIO * onCard;
}

/** A line read at least this surely is what it says, cut or not (see `cutByCardEdge`). */
const CUT_LINE_CONFIDENCE = 0.5;
/** How many times the card's own ink round a cut line the page with the margin holds there. */
const CUT_INK_RATIO = 1.5;

/** Share of a line box's ink that must lie on the card (not in its edge margin), see `reachesTheCard`. */
const MIN_INK_ON_CARD = 0.1;

/**
 * A word box far too wide for the few characters read in it, read weakly: the page pass gave a line of ink it
 * could not read to a neighbouring line as one junk word ("oO" over the whole of "E. ana@tramontana.example" beside
 * a name). Its ink counts as unread.
 */
export function readAsJunk(word: RecognisedWord): boolean {
  const characters = (word.text.match(/[\p{L}\d]/gu) ?? []).length;
  const height = word.bbox.y1 - word.bbox.y0;
  return word.confidence < 0.5 && word.bbox.x1 - word.bbox.x0 > 2.5 * height * Math.max(1, characters);
}

/**
 * A region of missed ink parted into its lines of text. Tesseract drops whole blocks, so a region is often two or
 * three lines whose descenders and ascenders touch; read as one strip it is scaled down to one line's height and
 * comes back as nothing. The region's rows are counted for ink (its own cells only); rows with under a tenth of
 * the fullest row's ink are gaps between lines, and each run of rows between gaps at least `minHeight` tall is a
 * line (thinner runs are the dots of accents or the tails of descenders, left to the line beside them).
 */
export function lineBands(
  clean: GreyImage,
  region: BBox,
  inRegion: (x: number, y: number) => boolean,
  minHeight: number,
): BBox[] {
  const rows: number[] = [];
  for (let y = region.y0; y < region.y1; y++) {
    let n = 0;
    for (let x = region.x0; x < region.x1; x++)
      if (clean.data[y * clean.width + x]! < CLEAN_BLANK && inRegion(x, y)) n++;
    rows.push(n);
  }
  const gapBelow = 0.1 * Math.max(0, ...rows);
  const runs: { y0: number; y1: number }[] = [];
  let start = -1;
  rows.forEach((n, k) => {
    if (n > gapBelow && start < 0) start = k;
    if ((n <= gapBelow || k === rows.length - 1) && start >= 0) {
      runs.push({ y0: start, y1: n <= gapBelow ? k : k + 1 });
      start = -1;
    }
  });
  const lines = runs.filter((r) => r.y1 - r.y0 >= minHeight);
  if (lines.length < 2) return [region];
  // a line's rows of little ink, its accents above and descenders below, count as its own up to its neighbours
  return lines.map((r, k) => {
    const h = r.y1 - r.y0;
    const above = k === 0 ? 0 : lines[k - 1]!.y1;
    const below = k === lines.length - 1 ? rows.length : lines[k + 1]!.y0;
    return {
      x0: region.x0,
      x1: region.x1,
      y0: region.y0 + Math.max(above, Math.floor(r.y0 - 0.15 * h)),
      y1: region.y0 + Math.min(below, Math.ceil(r.y1 + 0.3 * h)),
    };
  });
}

/**
 * A reading of strips of the card's edge margin with the words of each strip taken out unless they read as contact
 * details: an address, a web address or a number. The margin's own ink (the card's edge, its shadow) reads as junk;
 * a footer band's line of small print the crop left there reads as what it is.
 */
export function onlyContactsInMargin(read: { offsets: StripOffset[]; words: RecognisedWord[] }): {
  offsets: StripOffset[];
  words: RecognisedWord[];
} {
  const dropped = read.offsets.filter((off) => {
    const text = wordsOfStrip(read.words, off)
      .map((w) => w.text)
      .join(' ');
    return !looksLikeAddress(text) && !PRINTED_NUMBER.test(text);
  });
  return dropped.length
    ? { offsets: read.offsets, words: read.words.filter((w) => !dropped.some((off) => liesInStrip(w, off))) }
    : read;
}

/**
 * Whether a strip's text holds something shaped like an email or web address: an "@" between letters, "www.", or,
 * in a strip of three words at most, a bare host, a word of three letters or more, a dot and three more
 * ("© tezontie-logistica.cxample"; in a long strip read as junk, such a word is as likely junk too).
 */
export function looksLikeAddress(text: string): boolean {
  if (/[\p{L}\d]@[\p{L}\d]|\bwww\s?[.,]\s?[\p{L}\d]/iu.test(text)) return true;
  const words = text.trim().split(/\s+/);
  return words.length <= 3 && words.some((w) => /^[\p{L}\d-]*\p{L}{3}\.\p{L}{3,}\/?$/u.test(w));
}

/**
 * A strip that is a phone number as printed, after a label or a pictogram at most: eight digits or more in groups
 * ("M. 06.39.98 60.96", "+44 20 7946 0018").
 */
const PRINTED_NUMBER =
  /^[^\p{L}\d+]{0,3}(?:\p{L}{1,10}[.:]{0,2}\s*)?\+?(?=(?:[\s()./-]*\d){8})\d[\d\s()./-]{6,}\d$/u;

/**
 * Whether a strip reads as a job title: one to four words of letters, one of them a title word of five letters or
 * more (an italic "AufSendienstmitarbeiter" is read weakly, but junk is seldom a title word).
 */
export function namesARole(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length <= 4 &&
    words.every((w) => /^[\p{L}&-]+$/u.test(w)) &&
    words.some((w) => w.length >= 5 && isTitleWord(w))
  );
}

/**
 * The domains of the email addresses in a text, letters and digits only ("eichwerkexamplecom"). A weak reading may
 * part a domain at a dot ("nusshasm@eichwerk example.com"): each run of up to four words after the "@" that holds a
 * dot is a candidate.
 */
function addressDomains(text: string): string[] {
  return [...text.matchAll(/[\p{L}\d]@([\p{L}\d.-]+(?:\s[\p{L}\d.-]+){0,3})/gu)].flatMap((m) => {
    const pieces = m[1]!.split(/\s/);
    return pieces
      .map((_, k) => pieces.slice(0, k + 1).join('.'))
      .filter((d) => /[\p{L}\d]\.[\p{L}\d]/u.test(d))
      .map((d) => d.toLowerCase().replace(/[^\p{L}\d]/gu, ''));
  });
}

/**
 * Whether a strip of three words at most, a pictogram before them aside, spells one of the card's address domains
 * but for a slip and its dots ("© cichwerk examplecom" under "nussbaum@eichwerk.example.com"): the card's web
 * address, read too weakly to keep on its own account.
 */
function spellsADomain(text: string, domains: readonly string[]): boolean {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\d]{2}/u.test(w));
  if (!words.length || words.length > 3) return false;
  const letters = words
    .join('')
    .toLowerCase()
    .replace(/[^\p{L}\d]/gu, '');
  return domains.some(
    (d) => d.length >= 8 && editDistance(letters, d) <= Math.max(1, Math.floor(d.length / 10)),
  );
}

/**
 * The lines read in the strips of missed ink, inserted among the page pass's lines by their height on the page.
 * A strip's reading is kept when its words are read with at least `minConfidence` on average and hold three or
 * more letters or digits, or, however weakly read, when it holds an email or web address (`looksLikeAddress`):
 * tesseract often reads such a strip right but scores it near zero, and the second recogniser reads every
 * address run again (contact-words.ts), so a weak reading of it is worth more than none; so is a strip that spells
 * the domain of an address read on the card (`spellsADomain`).
 */
export function mergeMissedReading(
  lines: readonly TextLine[],
  offsets: readonly StripOffset[],
  words: readonly RecognisedWord[],
  minConfidence = 0.6,
): TextLine[] {
  const fresh: TextLine[] = [];
  const domains = addressDomains([...lines.map((l) => l.text), ...words.map((w) => w.text)].join(' '));
  for (const off of offsets) {
    const ws = wordsOfStrip(words, off)
      .filter((w) => w.text.trim() !== '')
      .sort((a, b) => a.bbox.x0 - b.bbox.x0);
    if (!ws.length) continue;
    const confidence = meanConfidence(ws);
    const text = ws.map((w) => w.text).join(' ');
    if ((text.match(/[\p{L}\d]/gu) ?? []).length < 3) continue;
    // (a postal address or a printed number is kept however weakly read: the engine flags it, and the second
    // recogniser reads a number again; so is a job title, which a line of type on its own often is)
    if (
      confidence < minConfidence &&
      !looksLikeAddress(text) &&
      !PRINTED_NUMBER.test(text) &&
      !namesARole(text) &&
      !spellsADomain(text, domains)
    )
      continue;
    fresh.push({ text, confidence, words: ws });
  }
  if (!fresh.length) return [...lines];
  const middle = (l: TextLine): number => {
    const ws = l.words ?? [];
    return ws.length ? ws.reduce((a, w) => a + (w.bbox.y0 + w.bbox.y1) / 2, 0) / ws.length : 0;
  };
  const out = [...lines];
  for (const line of fresh.sort((a, b) => middle(a) - middle(b))) {
    const at = out.findIndex((l) => middle(l) > middle(line));
    if (at < 0) out.push(line);
    else out.splice(at, 0, line);
  }
  return out;
}
