/**
 * Image preparation for card OCR (sharp plus a few small pixel passes):
 *
 * 1. Card detection: in a photo the card lies on a table, fabric or desk. At thumbnail size the background is
 *    flooded in from the image border through pixels without a strong edge; what the flood cannot reach is the
 *    card. When that region is a large, roughly rectangular blob the image is cropped to it and everything
 *    outside it is blanked, so wood grain and fabric never reach the recogniser. A scan or a full-frame card has
 *    no such region (the flood stops only at text), and is left whole. When a shading ramp or shadow in the
 *    background holds the flood too, the region is opened (eroded, then dilated) to cut those bands off the card.
 *    When the flood leaves no card-shaped region at all (a white card on a white desk: its sides fade out along
 *    part of their length and the flood pours in there), the card is traced by its straight sides instead
 *    (card-edges.ts). A region with print just beyond its top or bottom side (the flood held along a gap between
 *    two lines of print) is not taken: the card is found another way, or the image is read whole. A traced top or
 *    bottom side with print just inside it was traced through a line of print; it is moved out to the image's
 *    border.
 * 2. Polarity-aware Sauvola cleaning (clean-page.ts).
 * 3. Deskew by projection-profile sharpness.
 *
 * The normalised greyscale page (same geometry as the cleaned one) is kept too: thin diacritics survive better
 * there, so the accent pass reads line strips cut from it (see `lineStrips`).
 */
import sharp, { type Sharp } from 'sharp';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import { printBesideSides, quadFromEdges, regionOfQuad, sobelAt } from './card-edges';
import { cardQuad, rectangleWarp, spanOf, type Point, type Quad } from './card-perspective';
import { darkMapLength, type CleanedPage, type InkArea } from './clean-page';
import { PageHelper } from './page-helper';
import { eraseRuleLines } from './rule-lines';
import { eraseGrain } from './specks';

/** Raw 8-bit single-channel image. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * Darkest value of a cleaned page's pixel counted as blank: `cleanPageRows` writes ink at 153 or darker and the rest
 * white, and rotating the page blends only the edges between them.
 */
export const CLEAN_BLANK = 160;

/** For each column from `x0` up to `x1` of a cleaned page, whether rows `y0` up to `y1` hold ink in it. */
export function inkedColumns(clean: GreyImage, x0: number, x1: number, y0: number, y1: number): boolean[] {
  const top = Math.max(0, y0);
  const bottom = Math.min(clean.height, y1);
  const inked: boolean[] = [];
  for (let x = Math.max(0, x0); x < Math.min(clean.width, x1); x++) {
    let ink = false;
    for (let y = top; y < bottom && !ink; y++) ink = clean.data[y * clean.width + x]! < CLEAN_BLANK;
    inked.push(ink);
  }
  return inked;
}

export interface PreparedCard {
  /** The cleaned page (dark ink on white), PNG. */
  image: Buffer;
  /** The same cleaned page, raw. */
  clean: GreyImage;
  /**
   * The cleaned page with the ink of the margin along the card's edge too, which `clean` leaves blank (the edge and
   * its shadow read as junk); absent when the page has no such margin. A line of print that runs into the margin
   * (small type on a colour band along the card's foot) is whole only here (see missed-ink.ts).
   */
  cleanWithMargin?: GreyImage;
  /** The normalised greyscale page with the same crop, scale and rotation as `image`. */
  grey: GreyImage;
  /** Skew that was corrected, in degrees. */
  skew: number;
  /** Whether a card was found on a background and cropped to. */
  cropped: boolean;
  /** Estimated pixel noise of the page (mean absolute difference of neighbours on flat areas). */
  noise: number;
}

export interface CardRegion {
  /** Thumbnail size the mask is given in. */
  width: number;
  height: number;
  /** 1 inside the card (row- and column-filled), 0 outside. */
  mask: Uint8Array;
  /** Bounding box of the mask in thumbnail pixels (inclusive). */
  bbox: BBox;
  found: boolean;
}

const THUMB = 256;

/** Sobel magnitude per pixel of an RGB thumbnail (the strongest of the three channels). */
function gradient(data: Uint8Array, w: number, h: number): Float32Array {
  const g = new Float32Array(w * h);
  const taps = new Int32Array(2);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      // the strongest channel by its squared magnitude, one square root for the pixel (as a Float32 it equals
      // Math.hypot's for every pair of Sobel sums, checked over all of them)
      let best = 0;
      for (let c = 0; c < 3; c++) {
        sobelAt(data, w, i, c, taps);
        const squared = taps[0]! * taps[0]! + taps[1]! * taps[1]!;
        if (squared > best) best = squared;
      }
      g[i] = Math.sqrt(best) / 4;
    }
  }
  return g;
}

/** The 4-neighbours of pixel `j` (left, right, above, below) written into `out`; returns how many there are. */
function neighboursInto(j: number, w: number, h: number, out: Int32Array): number {
  const x = j % w;
  let n = 0;
  if (x > 0) out[n++] = j - 1;
  if (x < w - 1) out[n++] = j + 1;
  if (j >= w) out[n++] = j - w;
  if (j < w * (h - 1)) out[n++] = j + w;
  return n;
}

/** How many pixels of a 0/1 mask are set. */
function setPixels(mask: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) n += mask[i]!;
  return n;
}

/**
 * Finds a card lying on a background (see the module comment). Works on a thumbnail; cheap (~5 ms).
 * `minEdge` is the smallest gradient that stops the background flood.
 */
export async function findCard(input: Buffer | Sharp, minEdge = 4): Promise<CardRegion> {
  const image = Buffer.isBuffer(input) ? sharp(input, { failOn: 'none' }).rotate() : input;
  // a larger copy, made beside the thumbnail, on which a region's sides are checked for print (see `cutsPrint`)
  const detail = image
    .clone()
    .resize({ width: DETAIL, height: DETAIL, fit: 'inside' })
    .toColourspace('srgb')
    .removeAlpha()
    .blur(0.8)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data: px, info: i }) => ({
      width: i.width,
      printBeside: printBesideSides(new Uint8Array(px.buffer, px.byteOffset, px.length), i.width, i.height),
    }));
  // (awaited only once a region is found; a failure then surfaces there)
  detail.catch(() => undefined);
  const { data, info } = await image
    .resize({ width: THUMB, height: THUMB, fit: 'inside' })
    .toColourspace('srgb')
    .removeAlpha()
    .blur(1.2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const rgb = new Uint8Array(data.buffer, data.byteOffset, data.length);
  const g = gradient(rgb, w, h);
  // the flood stops at edges clearly stronger than the texture along the image border
  const ring: number[] = [];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      if (x < 4 || y < 4 || x >= w - 4 || y >= h - 4) ring.push(g[y * w + x]!);
    }
  }
  ring.sort((a, b) => a - b);
  const texture = ring[Math.floor(ring.length * 0.9)] ?? 0;
  // A strong texture (wood grain) needs a high stop, but a card as dark as its background has weak edges, and
  // the flood may leak into part of it. Lower stops hold the flood at weaker edges: of the card-shaped regions the
  // stops leave, the largest is the card.
  const stops = [2, 1.6, 1.3, 1.1].map((factor) => Math.max(minEdge, factor * texture));
  const regions = stops.map((stop) => floodCard(g, w, h, stop));
  const areas = regions.map((r) => setPixels(r.mask));
  // below the first stop, only a large region with four straight sides counts (not a panel inside a card)
  const cards = regions
    .map((r, i) => ({ r, area: areas[i]! }))
    .filter(({ r, area }, i) => r.found && (i === 0 || (area > 0.3 * w * h && cardQuad(r) !== null)))
    .sort((a, b) => b.area - a.area);
  // A card as light as the table can hold the flood along a gap between two lines of its print instead of at its
  // edge: the region left is part of the card. Print just beyond the region's top or bottom side gives that away
  // (checked on a larger copy: at thumbnail size small type is a blur), and the next way of finding the card is
  // tried.
  const atDetailScale = async (quad: Quad) => {
    const { width: bw, printBeside } = await detail;
    const k = bw / w;
    return { printBeside, quad: quad.map((p) => ({ x: p.x * k, y: p.y * k })) as Quad };
  };
  const cutsPrint = async (region: CardRegion): Promise<boolean> => {
    const b = region.bbox;
    const corners = cardQuad(region) ?? [
      { x: b.x0, y: b.y0 },
      { x: b.x1 + 1, y: b.y0 },
      { x: b.x1 + 1, y: b.y1 + 1 },
      { x: b.x0, y: b.y1 + 1 },
    ];
    const { printBeside, quad } = await atDetailScale(corners);
    return printBeyondEnds(printBeside, quad);
  };
  const flooded = cards[0]?.r;
  const floodedWhole = !!flooded && !(await cutsPrint(flooded));
  if (flooded && floodedWhole && cardQuad(flooded)) return flooded;
  // A shading ramp or a shadow in the background can hold the flood as firmly as the card's edge: the region it
  // leaves is the card with a band or tongue of background attached. Opening the region (erode, then dilate) cuts
  // such thin attachments off; the card, far thicker, keeps its shape.
  const opened = stops
    .map((stop) => floodCard(g, w, h, stop, Math.round(OPENING_RADIUS * Math.max(w, h))))
    .filter((r) => r.found && cardQuad(r) !== null)
    .map((r) => ({ r, area: setPixels(r.mask) }))
    .sort((a, b) => b.area - a.area);
  if (opened[0] && !(await cutsPrint(opened[0].r))) return opened[0].r;
  if (flooded && floodedWhole) return flooded;
  // No region the flood left is card-shaped: a card as light (or dark) as the table has sides too faint for it
  // somewhere along their length. Their straight runs of edge pixels still show where the card is.
  const edges = quadFromEdges(rgb, w, h, Math.max(MIN_SIDE_EDGE, texture));
  const traced = edges && regionOfQuad(edges.quad, w, h);
  if (traced && !(await cutsPrint(traced))) {
    const { printBeside, quad } = await atDetailScale(edges.quad);
    const clear = endsClearOfPrint(printBeside, quad, edges.quad, h);
    return clear === edges.quad ? traced : regionOfQuad(clear, w, h);
  }
  // no card found: the whole image is read (at the cost of smaller print, nothing is cut off)
  return { ...regions[0]!, found: false };
}

/**
 * Whether print lies beyond a card region's top or bottom side, so that the region cuts it off: just beyond it, or
 * a little further out (the print on a colour band along the card's foot or head, which the flood took for the
 * table, or a line of print above a wide gap the flood stopped in). `printBeside` measures on the image `quad` is
 * given in (see `printBesideSides`).
 */
export function printBeyondEnds(
  printBeside: (from: Point, to: Point, near?: number, far?: number) => number,
  quad: Quad,
): boolean {
  const [tl, tr, br, bl] = quad;
  if (Math.max(printBeside(tl, tr), printBeside(br, bl)) > MAX_PRINT_CUT) return true;
  const far = Math.max(10, Math.round(PRINT_BAND_DEPTH * Math.hypot(bl.x - tl.x, bl.y - tl.y)));
  return Math.max(printBeside(tl, tr, 3, far), printBeside(br, bl, 3, far)) > MAX_PRINT_IN_BAND;
}

/**
 * A traced side lies on an edge itself, so print just inside a traced top or bottom side means the side was traced
 * through the print (a line of type, where the card's real side is too faint to trace): a card's own print keeps a
 * margin from its edge. The card's other sides still hold, so that side is moved out to the image's border (`h`
 * rows) along them; a strip of background is read with the card, and none of its print is lost. `traced` is given
 * on the image the region is found on, `quad` the same on the image `printBeside` measures.
 */
export function endsClearOfPrint(
  printBeside: (from: Point, to: Point) => number,
  quad: Quad,
  traced: Quad,
  h: number,
): Quad {
  const [tl, tr, br, bl] = traced;
  const atHeight = (from: Point, through: Point, y: number): Point => ({
    x: from.x + ((through.x - from.x) * (y - from.y)) / (through.y - from.y || 1),
    y,
  });
  const topCuts = printBeside(quad[1], quad[0]) > MAX_PRINT_WITHIN_TRACED;
  const bottomCuts = printBeside(quad[3], quad[2]) > MAX_PRINT_WITHIN_TRACED;
  if (!topCuts && !bottomCuts) return traced;
  return [
    topCuts ? atHeight(bl, tl, 0) : tl,
    topCuts ? atHeight(br, tr, 0) : tr,
    bottomCuts ? atHeight(tr, br, h) : br,
    bottomCuts ? atHeight(tl, bl, h) : bl,
  ];
}

/** Longer side of the copy on which a card region's top and bottom sides are checked for print beyond them. */
const DETAIL = 768;
/** Most of a top or bottom side's length that may have print just beyond it (measured: 0.17 on a wooden table). */
const MAX_PRINT_CUT = 0.3;
/**
 * How far beyond a top or bottom side print is looked for, as a share of the side beside it, and the most of the
 * side's length that may have print there (measured on 258 stand-in photos: at most 0.31 beyond a card's real
 * sides; 0.68 beyond a side the flood drew along a footer band's edge, 0.70 above a gap it stopped in).
 */
const PRINT_BAND_DEPTH = 0.08;
const MAX_PRINT_IN_BAND = 0.45;
/**
 * Most of a traced top or bottom side's length that may have print just inside it (measured on 300 photos: at
 * most 0.02 along a card's real sides, 0.31 and 0.42 along lines traced through a line of print; and 0.08 along
 * a dark card's bottom traced through its contact lines, which fill only the left third of the card's width:
 * of 17 photos among 700 whose sides were traced, none other above 0.011).
 */
const MAX_PRINT_WITHIN_TRACED = 0.05;

/** Weakest gradient counted as part of a card's side when the sides are traced (see card-edges.ts). */
const MIN_SIDE_EDGE = 1.5;

/** Radius of the opening that cuts background bands off a card region, as a share of the thumbnail's longer side. */
const OPENING_RADIUS = 0.035;

/** Erodes then dilates a 0/1 mask with a (2r+1)² square, in place (a running min, then max, along rows and columns). */
export function openMask(mask: Uint8Array, w: number, h: number, r: number): void {
  // one line pass: a pixel keeps `all` when every pixel within r along the line has it (erode: all = 1), or takes
  // the other value when any has that (dilate: all = 0)
  const pass = (src: Uint8Array, dst: Uint8Array, all: 0 | 1, alongRows: boolean): void => {
    const [lines, length, step] = alongRows ? [h, w, 1] : [w, h, w];
    // how many pixels of the line before each index differ from `all` (a window's count in two reads)
    const differing = new Int32Array(length + 1);
    for (let line = 0; line < lines; line++) {
      const base = alongRows ? line * w : line;
      for (let i = 0; i < length; i++)
        differing[i + 1] = differing[i]! + (src[base + i * step] !== all ? 1 : 0);
      for (let i = 0; i < length; i++) {
        const lo = Math.max(0, i - r);
        const hi = Math.min(length - 1, i + r);
        let v: number = differing[hi + 1]! > differing[lo]! ? 1 - all : all;
        // pixels beyond the image count as background (0): an erosion near the border clears
        if (all && (i - r < 0 || i + r > length - 1)) v = 0;
        dst[base + i * step] = v;
      }
    }
  };
  const tmp = new Uint8Array(w * h);
  for (const all of [1, 0] as const) {
    pass(mask, tmp, all, true);
    pass(tmp, mask, all, false);
  }
}

/** Floods the background in from the border through pixels whose gradient is below `stop` (see `findCard`). */
function floodCard(g: Float32Array, w: number, h: number, stop: number, openRadius = 0): CardRegion {
  const background = new Uint8Array(w * h);
  const stack: number[] = [];
  const around = new Int32Array(4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) {
        background[y * w + x] = 1;
        stack.push(y * w + x);
      }
    }
  }
  while (stack.length) {
    const count = neighboursInto(stack.pop()!, w, h, around);
    for (let a = 0; a < count; a++) {
      const k = around[a]!;
      if (!background[k] && g[k]! < stop) {
        background[k] = 1;
        stack.push(k);
      }
    }
  }
  if (openRadius > 0) {
    const inside = new Uint8Array(w * h);
    for (let i = 0; i < w * h; i++) inside[i] = 1 - background[i]!;
    openMask(inside, w, h, openRadius);
    for (let i = 0; i < w * h; i++) background[i] = 1 - inside[i]!;
  }
  // the largest region the flood did not reach
  const label = new Int32Array(w * h);
  let best = 0;
  let bestSize = 0;
  let next = 0;
  for (let i = 0; i < w * h; i++) {
    if (background[i] || label[i]) continue;
    next++;
    let size = 0;
    label[i] = next;
    stack.push(i);
    while (stack.length) {
      const j = stack.pop()!;
      size++;
      const count = neighboursInto(j, w, h, around);
      for (let a = 0; a < count; a++) {
        const k = around[a]!;
        if (!background[k] && !label[k]) {
          label[k] = next;
          stack.push(k);
        }
      }
    }
    if (size > bestSize) {
      bestSize = size;
      best = next;
    }
  }
  // fill it row-wise, then the row-filled shape column-wise (a convex card shape; holes are text and logos, and
  // a channel the flood cut into the card is closed by the rows around it)
  const rows = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const span = spanOf(label, y * w, 1, w, best);
    for (let x = span?.[0] ?? 0; span && x <= span[1]; x++) rows[y * w + x] = 1;
  }
  const mask = new Uint8Array(w * h);
  let area = 0;
  const bbox = { x0: w, y0: h, x1: 0, y1: 0 };
  for (let x = 0; x < w; x++) {
    const span = spanOf(rows, x, w, h, 1);
    for (let y = span?.[0] ?? 0; span && y <= span[1]; y++) {
      mask[y * w + x] = 1;
      area++;
      bbox.x0 = Math.min(bbox.x0, x);
      bbox.x1 = Math.max(bbox.x1, x);
      bbox.y0 = Math.min(bbox.y0, y);
      bbox.y1 = Math.max(bbox.y1, y);
    }
  }
  const share = area / (w * h);
  const rectangular = area / Math.max(1, (bbox.x1 - bbox.x0 + 1) * (bbox.y1 - bbox.y0 + 1));
  // a card lying on something leaves the background all around it; a coloured band or panel of a card that fills
  // the frame is cut off by the border on one side and touches the other three
  let clearSides = 0;
  for (const side of [0, 1, 2, 3]) {
    const n = side < 2 ? w : h;
    let clear = 0;
    for (let i = 0; i < n; i++) {
      const k = side === 0 ? i : side === 1 ? (h - 1) * w + i : side === 2 ? i * w : i * w + w - 1;
      if (!mask[k]) clear++;
    }
    if (clear / n > 0.9) clearSides++;
  }
  // business cards run from about 1.4:1 (85×55 mm is 1.55) to 2:1; a region much longer is a card cut where its
  // face matched the table (the flood went round part of it), so it is no card
  const bw = bbox.x1 - bbox.x0 + 1;
  const bh = bbox.y1 - bbox.y0 + 1;
  const aspect = Math.max(bw, bh) / Math.max(1, Math.min(bw, bh));
  const found =
    best > 0 &&
    share > 0.3 &&
    share < 0.95 &&
    rectangular > 0.78 &&
    clearSides >= 3 &&
    aspect <= MAX_CARD_ASPECT;
  return { width: w, height: h, mask, bbox, found };
}

/**
 * Stretches the 1st–99th percentile range to 0–255 in place (what sharp's normalise() does, without the second
 * decode-and-resize pass it costs).
 */
export function stretchContrast(px: Uint8Array): void {
  const hist = new Uint32Array(256);
  for (let i = 0; i < px.length; i++) hist[px[i]!]!++;
  const pct = (p: number): number => {
    let acc = 0;
    for (let v = 0; v < 256; v++) {
      acc += hist[v]!;
      if (acc > p * px.length) return v;
    }
    return 255;
  };
  const lo = pct(0.01);
  const hi = pct(0.99);
  if (hi <= lo) return;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
  for (let i = 0; i < px.length; i++) px[i] = lut[px[i]!]!;
}

/** Mean absolute difference of horizontal neighbours, ignoring edges (≥ 40): the page's grain. */
export function noiseLevel(src: Uint8Array, w: number, h: number): number {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < h; y += 2) {
    for (let x = 0; x < w - 1; x += 2) {
      const d = Math.abs(src[y * w + x]! - src[y * w + x + 1]!);
      if (d < 40) {
        sum += d;
        n++;
      }
    }
  }
  return n ? sum / n : 0;
}

/** Skew of the text lines in degrees (positive: lines descend to the right), by projection-profile sharpness. */
export function estimateSkew(xs: Int32Array, ys: Int32Array, h: number, w: number, maxDeg = 8): number {
  if (xs.length < 200) return 0;
  let best = 0;
  let bestScore = -1;
  const bins = new Float64Array(Math.ceil((h + w) / 2) + 8);
  for (let deg = -maxDeg; deg <= maxDeg + 1e-9; deg += 0.25) {
    const t = Math.tan((deg * Math.PI) / 180);
    bins.fill(0);
    const off = Math.ceil(w * Math.abs(t)) + 2;
    for (let i = 0; i < xs.length; i++) {
      const b = ((ys[i]! - xs[i]! * t + off) / 2) | 0;
      if (b >= 0 && b < bins.length) bins[b]! += 1;
    }
    let score = 0;
    for (let i = 0; i < bins.length; i++) score += bins[i]! * bins[i]!;
    if (score > bestScore) {
      bestScore = score;
      best = deg;
    }
  }
  return best;
}

/**
 * The page's tilt in degrees from its ink samples. Long runs (rules, bands, stripes behind the card) usually share
 * the text's angle and steady the estimate; when the text alone leans clearly another way, the runs are background
 * (a striped cloth, planks, ruled paper under a card the finder missed) and the text wins.
 */
export function skewOfPage(out: Uint8Array, w: number, h: number, xs: Int32Array, ys: Int32Array): number {
  const ofAll = estimateSkew(xs, ys, h, w);
  const [textX, textY] = withoutLongRuns(out, w, xs, ys);
  // most pages have no long runs: the second estimate would be the first again
  const ofText = textX.length === xs.length ? ofAll : estimateSkew(textX, textY, h, w);
  if (Math.abs(ofText - ofAll) >= 2) return ofText;
  // ruled paper under a card the finder missed is cut to dashes by the cleaning, too short to be long runs; its
  // strokes are thin, the letters' are not. Only where they are a good share of the ink is the estimate redone
  const [solidX, solidY] = withoutThinStrokes(out, w, h, xs, ys);
  if (solidX.length > THIN_INK_SHARE * xs.length) return ofAll;
  const ofSolid = estimateSkew(solidX, solidY, h, w);
  return Math.abs(ofSolid - ofAll) >= 2 ? ofSolid : ofAll;
}

/** Share of a page's ink samples left once thin strokes are taken out, below which they may be ruled lines. */
const THIN_INK_SHARE = 0.8;

/**
 * The ink samples with more ink a few pixels above or below them: part of a letter, not of a thin line. A letter's
 * stroke has more of the letter within 4 to 10 pixels up or down (the x-height at working scale is about 20); the
 * dash of a ruled line, one to three pixels thick, has blank paper there.
 */
export function withoutThinStrokes(
  out: Uint8Array,
  w: number,
  h: number,
  xs: Int32Array,
  ys: Int32Array,
): [Int32Array, Int32Array] {
  const keptX: number[] = [];
  const keptY: number[] = [];
  const inkAt = (x: number, y: number): boolean =>
    x >= 0 && x < w && y >= 0 && y < h && out[y * w + x]! < 255;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    let solid = false;
    for (let d = 4; d <= 10 && !solid; d += 2)
      for (const dx of [-2, 0, 2]) if (inkAt(x + dx, y - d) || inkAt(x + dx, y + d)) solid = true;
    if (solid) {
      keptX.push(x);
      keptY.push(y);
    }
  }
  return [Int32Array.from(keptX), Int32Array.from(keptY)];
}

/**
 * The ink samples that are not part of a long horizontal run. Stripes, planks and ruled paper behind a card the
 * finder missed lie level in the photo while the card's text is tilted; their runs would outvote the text in
 * `estimateSkew`. A run of text ink (a crossbar, an underline under one word) is much shorter than 6% of the page.
 */
export function withoutLongRuns(
  out: Uint8Array,
  w: number,
  xs: Int32Array,
  ys: Int32Array,
  maxRun = Math.round(w * 0.06),
): [Int32Array, Int32Array] {
  const keptX: number[] = [];
  const keptY: number[] = [];
  for (let i = 0; i < xs.length; i++) {
    const row = ys[i]! * w;
    let left = xs[i]!;
    while (left > 0 && out[row + left - 1]! < 255 && xs[i]! - left <= maxRun) left--;
    let right = xs[i]!;
    while (right < w - 1 && out[row + right + 1]! < 255 && right - left <= maxRun) right++;
    if (right - left <= maxRun) {
      keptX.push(xs[i]!);
      keptY.push(ys[i]!);
    }
  }
  return [Int32Array.from(keptX), Int32Array.from(keptY)];
}

export interface PrepareOptions {
  /** Target width in pixels of the longer side after scaling. */
  targetWidth: number;
  /** Whether to look for a card on a background (photos). */
  detectCard?: boolean;
  /** Whether a card found on a background is mapped back to a rectangle (see card-perspective.ts). */
  correctPerspective?: boolean;
  /** A second thread for the heaviest pixel steps (see page-helper.ts); without one they run on this thread. */
  helper?: PageHelper;
}

/** Grain from which a page is looked at for specks, when no card was found on a background (clean cards: under 1.5). */
const MIN_GRAIN_FOR_SPECKS = 1.5;

/**
 * Whether a prepared page is clean print (a scan, an exported design): no card found on a background and the grain
 * of no photo. On such a page a letter's marks stand apart from it as printed; on a photo, blur joins a dot to its
 * stem and grain breaks strokes.
 */
export function isCleanPrint(prepared: Pick<PreparedCard, 'cropped' | 'noise'>): boolean {
  return !prepared.cropped && prepared.noise < MIN_GRAIN_FOR_SPECKS;
}

/** The minimum ink contrast for a page with this noise level (clean scans ~0.2, phone photos ~1–2.5). */
export function minContrastFor(noise: number): number {
  return Math.min(24, Math.max(10, 10 * noise));
}

/** Each pixel's darker value of two pages of the same size. */
function darkerOf(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = b[i]! < a[i]! ? b[i]! : a[i]!;
  return out;
}

/** Bytes that claim to be an image (by their first bytes) and that no decoder can read. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`the image could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnreadableImageError';
  }
}

/** Rejects with UnreadableImageError when `step`, which reads the input image, fails. */
function readingInput<T>(step: Promise<T>): Promise<T> {
  return step.catch((error: unknown) => {
    throw new UnreadableImageError(error);
  });
}

export async function prepareCard(input: Buffer, opts: PrepareOptions): Promise<PreparedCard> {
  // (failOn 'none': a photo cut short still gives what it holds; only bytes no decoder reads are refused)
  const meta = await readingInput(sharp(input, { failOn: 'none' }).metadata());
  const w0 = meta.autoOrient?.width ?? meta.width ?? opts.targetWidth;
  const h0 = meta.autoOrient?.height ?? meta.height ?? opts.targetWidth;
  const scale = opts.targetWidth / Math.max(w0, h0);
  // one decode (shrink-on-load for large photos): the whole image, EXIF-rotated, at working scale
  const W = Math.max(1, Math.round(w0 * scale));
  const H = Math.max(1, Math.round(h0 * scale));
  const rgb = await readingInput(
    sharp(input, { failOn: 'none' })
      .rotate()
      .resize({ width: W, height: H, fit: 'fill', kernel: 'cubic' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const working = (): Sharp =>
    sharp(rgb.data, { raw: { width: rgb.info.width, height: rgb.info.height, channels: rgb.info.channels } });
  // the grey page is made (by sharp's threads) while the card is looked for: every way on starts from it
  const fullGrey = greyOf(working());
  fullGrey.catch(() => undefined);
  const card = opts.detectCard === false ? null : await findCard(working());
  const quad = card && opts.correctPerspective !== false ? cardQuad(card) : null;
  const helper = opts.helper ?? PageHelper.none;
  const page = quad
    ? await warpedCard(
        await fullGrey,
        quad,
        rgb.info.width / card!.width,
        rgb.info.height / card!.height,
        opts.targetWidth,
        helper,
      )
    : croppedCard(await fullGrey, card);
  const { w, h, inkArea } = page;
  let src = page.src;
  if (card?.found) {
    const sharpened = helper.shared(w * h);
    await helper.run(
      'sharpen',
      {
        grey: helper.shared(src),
        out: sharpened,
        width: w,
        height: h,
        options: { sigma: PHOTO_SHARPEN_SIGMA },
      },
      h,
    );
    src = sharpened;
  }
  stretchContrast(src);
  const noise = noiseLevel(src, w, h);
  const { out, margin, textX, textY } = await cleanPageWith(
    helper,
    src,
    w,
    h,
    minContrastFor(noise),
    inkArea,
  );
  const skew = skewOfPage(out, w, h, textX, textY);
  eraseRuleLines(out, w, h);
  // (a clean scan or print has none to count)
  if (card?.found || noise >= MIN_GRAIN_FOR_SPECKS) eraseGrain(out, w, h);
  // the page with the margin's ink laid back on (as read: only the lines of print that reach the card are taken
  // from it, see missed-ink.ts)
  const withMargin = margin && darkerOf(out, margin);
  const rotate = async (px: Uint8Array): Promise<GreyImage> => {
    if (Math.abs(skew) < 0.5) return { data: px, width: w, height: h };
    const r = await sharp(Buffer.from(px.buffer, px.byteOffset, px.length), {
      raw: { width: w, height: h, channels: 1 },
    })
      .rotate(-skew, { background: '#ffffff' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      data: new Uint8Array(r.data.buffer, r.data.byteOffset, r.info.width * r.info.height),
      width: r.info.width,
      height: r.info.height,
    };
  };
  // (the page tesseract reads is encoded as soon as it is upright, while the others turn)
  const upright = rotate(out);
  const [clean, image, grey, cleanWithMargin] = await Promise.all([
    upright,
    upright.then((page) =>
      sharp(Buffer.from(page.data.buffer, page.data.byteOffset, page.data.length), {
        raw: { width: page.width, height: page.height, channels: 1 },
      })
        .withMetadata({ density: 300 })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    ),
    rotate(src),
    withMargin ? rotate(withMargin) : undefined,
  ]);
  return { image, clean, cleanWithMargin, grey, skew, cropped: !!card?.found, noise };
}

interface CardPixels {
  src: Uint8Array;
  w: number;
  h: number;
  /** The pixels that may hold ink (the card, a little in from its edge); everything when no card was found. */
  inkArea?: InkArea;
}

/** The page cleaned (clean-page.ts), its two bands side by side on the helper's thread and this one. */
async function cleanPageWith(
  helper: PageHelper,
  src: Uint8Array,
  w: number,
  h: number,
  minContrast: number,
  inkArea: InkArea | undefined,
): Promise<CleanedPage> {
  const dark = helper.shared(darkMapLength(w, h));
  const out = helper.shared(w * h);
  const margin = inkArea ? helper.shared(w * h) : undefined;
  const options = { k: 0.15, minContrast, inkArea };
  const bands = await helper.run(
    'clean',
    { src: helper.shared(src), width: w, height: h, options, dark, out, margin },
    h,
  );
  const textX = new Int32Array(bands.reduce((n, b) => n + b.textX.length, 0));
  const textY = new Int32Array(textX.length);
  let at = 0;
  for (const band of bands) {
    textX.set(band.textX, at);
    textY.set(band.textY, at);
    at += band.textX.length;
  }
  return { out, margin, textX, textY };
}

/** Longest side over shortest of a region taken for a card (slim cards are 2:1; rotation shortens the box). */
const MAX_CARD_ASPECT = 2.2;

/** Inset from the card's edge, in thumbnail pixels, inside which no ink is looked for (edge and its shadow). */
const EDGE_INSET = 6;
/** A pixel and the four points an inset away from it, which must all lie on the card for it to hold ink. */
const INSET_PROBES = [
  [0, 0],
  [EDGE_INSET, 0],
  [-EDGE_INSET, 0],
  [0, EDGE_INSET],
  [0, -EDGE_INSET],
] as const;

/**
 * Unsharp mask (Gaussian σ in pixels of the prepared page) for photographed cards: optics and JPEG blur thin
 * strokes together, and the adaptive threshold then reads "e" as "c" and "l" as "i". Measured on 90 stand-in
 * photos: σ 1.2 +1 card, σ 2 +6 cards all-fields correct, σ 3 +4; the dev photos stay at 100%.
 */
const PHOTO_SHARPEN_SIGMA = 2;

async function greyOf(image: Sharp): Promise<GreyImage> {
  const { data, info } = await image.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height),
    width: info.width,
    height: info.height,
  };
}

/** The card's quadrilateral mapped onto an upright rectangle (see card-perspective.ts). */
async function warpedCard(
  full: GreyImage,
  quad: Quad,
  sx: number,
  sy: number,
  targetWidth: number,
  helper: PageHelper,
): Promise<CardPixels> {
  const corners = quad.map((p) => ({ x: p.x * sx, y: p.y * sy })) as Quad;
  // the card, not the whole photo, is brought to the working size (up to 1.5×: type stays legible, time bounded)
  const [tl, tr, br, bl] = corners;
  const longer = Math.max(
    Math.hypot(tr.x - tl.x, tr.y - tl.y),
    Math.hypot(br.x - bl.x, br.y - bl.y),
    Math.hypot(bl.x - tl.x, bl.y - tl.y),
    Math.hypot(br.x - tr.x, br.y - tr.y),
  );
  const scale = Math.min(1.5, Math.max(1, targetWidth / longer));
  const warp = rectangleWarp(corners, scale);
  const page = helper.shared(warp.width * warp.height);
  await helper.run(
    'warp',
    { src: { ...full, data: helper.shared(full.data) }, warp, out: page },
    warp.height,
  );
  return {
    src: page,
    w: warp.width,
    h: warp.height,
    inkArea: { kind: 'inset', inset: EDGE_INSET * Math.max(sx, sy) * scale },
  };
}

/** The bounding box of the card (or the whole image when none was found), and the part of it that may hold ink. */
function croppedCard(full: GreyImage, card: CardRegion | null): CardPixels {
  const { width, height } = full;
  if (!card?.found) return { src: full.data, w: width, h: height };
  const s = width / card.width;
  const pad = 2;
  const left = Math.max(0, Math.floor((card.bbox.x0 - pad) * s));
  const top = Math.max(0, Math.floor((card.bbox.y0 - pad) * s));
  const region = {
    left,
    top,
    width: Math.min(width - left, Math.ceil((card.bbox.x1 - card.bbox.x0 + 1 + 2 * pad) * s)),
    height: Math.min(height - top, Math.ceil((card.bbox.y1 - card.bbox.y0 + 1 + 2 * pad) * s)),
  };
  const page = new Uint8Array(region.width * region.height);
  for (let y = 0; y < region.height; y++) {
    const from = (region.top + y) * width + region.left;
    page.set(full.data.subarray(from, from + region.width), y * region.width);
  }
  const inkArea: InkArea = {
    kind: 'mask',
    mask: card.mask,
    maskWidth: card.width,
    maskHeight: card.height,
    left: region.left,
    top: region.top,
    scale: s,
    probes: INSET_PROBES,
  };
  return { src: page, w: region.width, h: region.height, inkArea };
}

/**
 * Where one strip sits in the stacked image: rows [top, bottom); a strip pixel (sx, sy) is page pixel
 * ((sx - left) / scale + x0, (sy - top) / scale + y0).
 */
export interface StripOffset {
  top: number;
  bottom: number;
  left: number;
  scale: number;
  x0: number;
  y0: number;
}

/** The words read in one strip of a stacked image (their middle within its rows), with boxes in page pixels. */
export function wordsOfStrip(words: readonly RecognisedWord[], off: StripOffset): RecognisedWord[] {
  return words
    .filter((w) => liesInStrip(w, off))
    .map((w) => ({
      ...w,
      bbox: {
        x0: (w.bbox.x0 - off.left) / off.scale + off.x0,
        x1: (w.bbox.x1 - off.left) / off.scale + off.x0,
        y0: (w.bbox.y0 - off.top) / off.scale + off.y0,
        y1: (w.bbox.y1 - off.top) / off.scale + off.y0,
      },
    }));
}

/** The mean of words' confidences (0 for none): a line's confidence, as the recogniser gives it. */
export function meanConfidence(words: readonly RecognisedWord[]): number {
  return words.reduce((a, w) => a + w.confidence, 0) / Math.max(1, words.length);
}

/**
 * A line's words with a run of them read again put in place: the kept words and the new ones in reading order, the
 * line's confidence their mean.
 */
export function withRunReadAgain(
  kept: readonly RecognisedWord[],
  reread: readonly RecognisedWord[],
): TextLine {
  const words = [...kept, ...reread].sort((a, b) => a.bbox.x0 - b.bbox.x0);
  return {
    text: words.map((w) => w.text).join(' '),
    confidence: meanConfidence(words),
    words,
  };
}

/**
 * The words read again in one strip, less blanks and any whose middle falls on a word of the line kept beside the
 * run read again: the strip's margin takes in the end of a neighbouring word ("Citlali i").
 */
export function freshWordsOfStrip(
  words: readonly RecognisedWord[],
  off: StripOffset,
  kept: readonly RecognisedWord[],
): RecognisedWord[] {
  const middle = (b: BBox): number => (b.x0 + b.x1) / 2;
  return wordsOfStrip(words, off).filter(
    (f) =>
      f.text.trim() !== '' && !kept.some((w) => middle(f.bbox) >= w.bbox.x0 && middle(f.bbox) <= w.bbox.x1),
  );
}

/** Whether a word read from stacked strips belongs to the strip at `off`: its middle lies in the strip's rows. */
export function liesInStrip(w: RecognisedWord, off: StripOffset): boolean {
  const cy = (w.bbox.y0 + w.bbox.y1) / 2;
  return cy >= off.top && cy < off.bottom;
}

/**
 * Cuts the given line boxes out of the greyscale page and stacks them into one image (dark text on white, each
 * strip stretched to full contrast, inverted when its background is dark, and scaled so its words are about
 * `lineHeight` pixels tall: tesseract reads accents on large type less well, unless a box asks for the page's scale),
 * for a second reading of just those lines. `binarise` cuts each strip to black and white at the middle of its range.
 */
export async function lineStrips(
  grey: GreyImage,
  boxes: (BBox & { atPageScale?: boolean })[],
  lineHeight = 40,
  { binarise = false } = {},
): Promise<{ image: Buffer; offsets: StripOffset[] }> {
  const gap = 20;
  const crops = boxes.map((b) => {
    const lh = Math.max(1, b.y1 - b.y0);
    const x0 = Math.max(0, Math.floor(b.x0 - lh * 0.5));
    const x1 = Math.min(grey.width, Math.ceil(b.x1 + lh * 0.5));
    // a little above (accents on capitals) and below; more would bring in the neighbouring lines
    const y0 = Math.max(0, Math.floor(b.y0 - lh * 0.2));
    const y1 = Math.min(grey.height, Math.ceil(b.y1 + lh * 0.12));
    // a box taller than its words (a band's edges read with them) is read at the page's own scale
    const scale = b.atPageScale ? 1 : Math.min(1, lineHeight / lh);
    return {
      x0,
      x1,
      y0,
      y1,
      scale,
      w: Math.max(1, Math.round((x1 - x0) * scale)),
      h: Math.max(1, Math.round((y1 - y0) * scale)),
    };
  });
  const width = Math.max(1, ...crops.map((c) => c.w)) + 2 * gap;
  const height = crops.reduce((a, c) => a + c.h + gap, gap);
  const out = new Uint8Array(width * height).fill(255);
  const offsets: StripOffset[] = [];
  let oy = gap;
  for (const c of crops) {
    const hist = new Uint32Array(256);
    for (let y = c.y0; y < c.y1; y++)
      for (let x = c.x0; x < c.x1; x++) hist[grey.data[y * grey.width + x]!]!++;
    const total = (c.x1 - c.x0) * (c.y1 - c.y0);
    const pct = (p: number): number => {
      let acc = 0;
      for (let i = 0; i < 256; i++) {
        acc += hist[i]!;
        if (acc >= p * total) return i;
      }
      return 255;
    };
    const lo = pct(0.02);
    const hi = pct(0.98);
    const median = pct(0.5);
    const invert = median - lo < hi - median; // the background (most pixels) is the dark side
    const span = Math.max(1, hi - lo);
    // box-filter resampling: each output pixel averages the page pixels it covers
    for (let y = 0; y < c.h; y++) {
      const sy0 = c.y0 + Math.floor(y / c.scale);
      const sy1 = Math.min(c.y1, Math.max(sy0 + 1, c.y0 + Math.floor((y + 1) / c.scale)));
      for (let x = 0; x < c.w; x++) {
        const sx0 = c.x0 + Math.floor(x / c.scale);
        const sx1 = Math.min(c.x1, Math.max(sx0 + 1, c.x0 + Math.floor((x + 1) / c.scale)));
        let sum = 0;
        for (let yy = sy0; yy < sy1; yy++)
          for (let xx = sx0; xx < sx1; xx++) sum += grey.data[yy * grey.width + xx]!;
        let v = ((sum / ((sy1 - sy0) * (sx1 - sx0)) - lo) * 255) / span;
        v = v < 0 ? 0 : v > 255 ? 255 : v;
        if (invert) v = 255 - v;
        // (cut at the middle of the stretched range: on a mottled ground tesseract's own threshold may lose it all)
        out[(oy + y) * width + gap + x] = binarise ? (v < 128 ? 0 : 255) : v;
      }
    }
    offsets.push({ top: oy, bottom: oy + c.h, left: gap, scale: c.scale, x0: c.x0, y0: c.y0 });
    oy += c.h + gap;
  }
  const image = await sharp(Buffer.from(out.buffer), { raw: { width, height, channels: 1 } })
    .withMetadata({ density: 300 })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { image, offsets };
}

/**
 * Widens a line box sideways along its own ink: from each end, columns of the line's band that hold pixels
 * unlike the band's background extend the box, across gaps of at most `maxGap` line heights (the page pass
 * sometimes returns only part of a long address line).
 */
export function growAlongInk(grey: GreyImage, b: BBox, maxGap = 1.2): BBox {
  const y0 = Math.max(0, Math.floor(b.y0));
  const y1 = Math.min(grey.height, Math.ceil(b.y1));
  const lh = Math.max(1, y1 - y0);
  if (y1 <= y0) return b;
  const hist = new Uint32Array(256);
  for (let y = y0; y < y1; y++) for (let x = 0; x < grey.width; x++) hist[grey.data[y * grey.width + x]!]!++;
  const total = (y1 - y0) * grey.width;
  let acc = 0;
  let median = 0;
  for (let v = 0; v < 256; v++) {
    acc += hist[v]!;
    if (acc >= total / 2) {
      median = v;
      break;
    }
  }
  const ink = (x: number): boolean => {
    let n = 0;
    for (let y = y0; y < y1; y++) if (Math.abs(grey.data[y * grey.width + x]! - median) > 80) n++;
    return n >= 2;
  };
  const limit = Math.round(maxGap * lh);
  let x1 = Math.min(grey.width - 1, Math.ceil(b.x1));
  for (let x = x1 + 1, gap = 0; x < grey.width && gap <= limit; x++) {
    if (ink(x)) {
      x1 = x;
      gap = 0;
    } else gap++;
  }
  let x0 = Math.max(0, Math.floor(b.x0));
  for (let x = x0 - 1, gap = 0; x >= 0 && gap <= limit; x--) {
    if (ink(x)) {
      x0 = x;
      gap = 0;
    } else gap++;
  }
  return { x0, y0: b.y0, x1, y1: b.y1 };
}

/**
 * Narrows a line box to the rows that hold its letters: rows crossed by many sharp steps in brightness (`step`
 * grey levels or more between neighbours), with a margin of a third of their height. A box the page pass drew
 * round a coloured band holds the band's edges above and below its small print; read whole, the band's edge
 * and the card beyond it swamp the letters.
 */
export function tightenToInkRows(grey: GreyImage, b: BBox, step = 12, peakWithin: BBox = b): BBox {
  const x0 = Math.max(0, Math.floor(b.x0));
  const x1 = Math.min(grey.width - 1, Math.ceil(b.x1));
  const y0 = Math.max(0, Math.floor(b.y0));
  const y1 = Math.min(grey.height, Math.ceil(b.y1));
  const counts: number[] = [];
  for (let y = y0; y < y1; y++) {
    let n = 0;
    const row = y * grey.width;
    for (let x = x0; x < x1; x++) if (Math.abs(grey.data[row + x]! - grey.data[row + x + 1]!) >= step) n++;
    counts.push(n);
  }
  if (!counts.length) return b;
  // (the letters' rows are found inside `peakWithin`: a margin round a small line may take in the top of a denser
  // line below it, "sales@corrib-…" under "061 579 643")
  const from = Math.min(counts.length - 1, Math.max(0, Math.floor(peakWithin.y0) - y0));
  const to = Math.max(from + 1, Math.min(counts.length, Math.ceil(peakWithin.y1) - y0));
  const inside = counts.slice(from, to);
  const peak = from + inside.indexOf(Math.max(...inside));
  const floor = 0.25 * counts[peak]!;
  let top = peak;
  let bottom = peak;
  while (top > 0 && counts[top - 1]! >= floor) top--;
  while (bottom < counts.length - 1 && counts[bottom + 1]! >= floor) bottom++;
  const margin = Math.ceil((bottom - top + 1) / 3);
  return {
    x0: b.x0,
    x1: b.x1,
    y0: Math.max(b.y0, y0 + top - margin),
    y1: Math.min(b.y1, y0 + bottom + 1 + margin),
  };
}
