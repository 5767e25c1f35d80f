/**
 * Accent marks the recognisers leave out. The page pass reads a Welsh "Siân" as "Sian" (none of the shipped models
 * reads a circumflex on a name in an English line), a Turkish "Yılmaz" as "Yilmaz", a "Noël" now and then as
 * "Noel"; the accent pass reads only the card's own language. The print itself says which: over the letter stands a
 * mark of its own, apart from the letter's body, and its shape names it (a caret for a circumflex, a stroke leaning
 * right or left for an acute or grave accent, two dots side by side for a diaeresis, a wave over an n for the Spanish
 * ñ, which the page pass reads as a plain n in a large company name, "Penaclara"), where an i has its dot and a
 * dotless ı has none.
 *
 * A word is looked at only where the cleaned page cuts it into one island of ink per character, each mark apart
 * (clear print: letters that touch, or a photo's broken strokes, leave the word as read), and a mark changes a
 * letter only where its shape is clear. Accents already read are kept. Pure functions on the cleaned page,
 * unit-tested on painted pages.
 */
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import { CLEAN_BLANK, type GreyImage } from './card-image';

interface Island {
  box: BBox;
  /** Its pixels, as offsets `y * width + x` of the page. */
  pixels: number[];
  /** Whether it reaches the edge of the window it was found in. */
  cut: boolean;
}

/** Islands of ink (8-connected) inside `box`. */
export function islandsIn(page: GreyImage, box: BBox): Island[] {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(page.width, Math.ceil(box.x1));
  const y1 = Math.min(page.height, Math.ceil(box.y1));
  const w = x1 - x0;
  if (w <= 0 || y1 <= y0) return [];
  const seen = new Uint8Array(w * (y1 - y0));
  const ink = (x: number, y: number): boolean => page.data[y * page.width + x]! < CLEAN_BLANK;
  const out: Island[] = [];
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      if (seen[(y - y0) * w + x - x0] || !ink(x, y)) continue;
      const b = { x0: x, y0: y, x1: x, y1: y };
      const pixels: number[] = [];
      let cut = false;
      const stack: [number, number][] = [[x, y]];
      seen[(y - y0) * w + x - x0] = 1;
      while (stack.length) {
        const [px, py] = stack.pop()!;
        pixels.push(py * page.width + px);
        b.x0 = Math.min(b.x0, px);
        b.x1 = Math.max(b.x1, px);
        b.y0 = Math.min(b.y0, py);
        b.y1 = Math.max(b.y1, py);
        if (px === x0 || py === y0 || px === x1 - 1 || py === y1 - 1) cut = true;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const nx = px + dx;
            const ny = py + dy;
            if (nx < x0 || ny < y0 || nx >= x1 || ny >= y1) continue;
            const k = (ny - y0) * w + nx - x0;
            if (seen[k] || !ink(nx, ny)) continue;
            seen[k] = 1;
            stack.push([nx, ny]);
          }
      }
      // (boxes hold their last pixel: x1 and y1 are exclusive, like a word's)
      out.push({ box: { x0: b.x0, y0: b.y0, x1: b.x1 + 1, y1: b.y1 + 1 }, pixels, cut });
    }
  return out;
}

const width = (b: BBox): number => b.x1 - b.x0;
const height = (b: BBox): number => b.y1 - b.y0;
const overlap = (a: BBox, b: BBox): number => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));

/** Islands smaller than this share of the word's height, both ways, are specks. */
const SPECK = 0.06;
/** Above the word's box, the share of its height a mark may reach. */
const ABOVE = 0.35;

export type Mark = 'dot' | 'acute' | 'grave' | 'circumflex' | 'tilde' | 'unclear';

/**
 * The shape of one mark: a caret (two strokes apart at the foot, one at the top) is a circumflex, a stroke whose top
 * stands right of its foot an acute accent and left of it a grave accent, a round blob a dot.
 */
export function markShape(page: GreyImage, island: Island): Mark {
  const { box } = island;
  const w = width(box);
  const h = height(box);
  // (a sliver of a row or two holds no shape)
  if (w < 3 || h < 3) return 'unclear';
  const rows = Array.from({ length: h }, () => new Uint8Array(w));
  for (const p of island.pixels) rows[Math.floor(p / page.width) - box.y0]![(p % page.width) - box.x0] = 1;
  // (a one-pixel gap inside a run is the antialiasing of a bold mark's edge, "#####.#" atop a caret)
  const runs = rows.map((r) => {
    let n = 0;
    for (let x = 0; x < w; x++) if (r[x] && !r[x - 1] && !(x >= 2 && r[x - 2])) n++;
    return n;
  });
  const centre = (r: Uint8Array): number => {
    let sum = 0;
    let n = 0;
    r.forEach((v, x) => {
      if (v) {
        sum += x;
        n++;
      }
    });
    return n ? sum / n : w / 2;
  };
  const lower = runs.slice(Math.ceil(h / 2));
  const topRows = runs.slice(0, Math.max(1, Math.floor(h / 4)));
  if (
    w >= 1.2 * h &&
    lower.filter((n) => n === 2).length >= 0.6 * lower.length &&
    topRows.every((n) => n === 1) &&
    Math.abs(centre(rows[0]!) - (w - 1) / 2) <= 0.2 * w
  )
    return 'circumflex';
  const fill = island.pixels.length / (w * h);
  if (w <= 1.6 * h && h <= 1.6 * w && fill >= 0.6) return 'dot';
  // a tilde: a wave far wider than tall, met once down each column, rising and falling (a flat bar is a rule or a
  // macron); whether it stands over an n the caller asks
  if (w >= 1.8 * h && columnsRunOnce(rows, w, h) && waves(rows, w)) return 'tilde';
  if (runs.every((n) => n <= 1) && h >= 1.2 * (w / 2)) {
    const lean = centre(rows[0]!) - centre(rows[h - 1]!);
    if (lean >= 0.3 * w) return 'acute';
    if (lean <= -0.3 * w) return 'grave';
  }
  return 'unclear';
}

/** Whether a stroke's middle moves up and down along it by a third of its thickness or more: a wave, not a bar. */
function waves(rows: readonly Uint8Array[], w: number): boolean {
  const middles: number[] = [];
  let thickness = 0;
  for (let x = 0; x < w; x++) {
    const ys = rows.flatMap((r, y) => (r[x] ? [y] : []));
    middles.push((ys[0]! + ys[ys.length - 1]!) / 2);
    thickness = Math.max(thickness, ys.length);
  }
  return Math.max(...middles) - Math.min(...middles) >= Math.max(1, thickness / 3);
}

/** Whether every column of a mark holds ink in one run: a stroke, not a shape with a hole or two arms. */
function columnsRunOnce(rows: readonly Uint8Array[], w: number, h: number): boolean {
  for (let x = 0; x < w; x++) {
    let runs = 0;
    for (let y = 0; y < h; y++) if (rows[y]![x] && !rows[y - 1]?.[x]) runs++;
    if (runs !== 1) return false;
  }
  return true;
}

const COMBINING: Readonly<Record<'acute' | 'grave' | 'circumflex' | 'diaeresis' | 'tilde', string>> = {
  acute: '\u0301',
  grave: '\u0300',
  circumflex: '\u0302',
  diaeresis: '\u0308',
  tilde: '\u0303',
};

/** Letters a mark is read onto: vowels, small and capital (a capital's accent stands over the line's top). */
const MARKED = /^[aeiouyAEIOUY]$/u;
/** Letters a tilde is read onto: Spanish writes it over the n alone. */
const TILDED = /^[nN]$/u;

/**
 * The word with the marks printed over its letters put on them (see the module comment), or the word as it was.
 */
export function withMarksOfWord(page: GreyImage, word: RecognisedWord, grey?: GreyImage): RecognisedWord {
  const chars = [...word.text];
  if (!/^[\p{L}'’-]{2,}$/u.test(word.text) || !chars.some((c) => MARKED.test(c) || TILDED.test(c)))
    return word;
  const h = height(word.bbox);
  if (h < 12) return word;
  // (a little round the box too: the recogniser's box may cut a letter's edge)
  const margin = 0.15 * h;
  const { x0, x1, y1 } = word.bbox;
  const window = { x0: x0 - margin, y0: word.bbox.y0 - ABOVE * h, x1: x1 + margin, y1: y1 + margin };
  const found = islandsIn(page, window).filter(
    (i) =>
      !(i.cut && i.box.y0 <= window.y0) &&
      (i.box.x0 + i.box.x1) / 2 >= x0 &&
      (i.box.x0 + i.box.x1) / 2 <= x1 &&
      (width(i.box) >= SPECK * h || height(i.box) >= SPECK * h),
  );
  // a mark stands over another island, wholly above it and smaller
  const below = (m: Island): Island | undefined =>
    found
      .filter(
        (b) =>
          b !== m &&
          m.box.y1 <= b.box.y0 &&
          height(m.box) < 0.6 * height(b.box) &&
          overlap(m.box, b.box) >= 0.5 * width(m.box),
      )
      .sort((a, b) => overlap(m.box, b.box) - overlap(m.box, a.box))[0];
  const bodies: Island[] = [];
  const marksOf = new Map<Island, Island[]>();
  for (const i of found) {
    const b = below(i);
    if (b) marksOf.set(b, [...(marksOf.get(b) ?? []), i]);
    else bodies.push(i);
  }
  // every character's body reaches down to the line's foot: an island above it is a mark the rule above could not
  // place (an i's dot over an i joined to the letter before it, "ti"), and the word is left as read
  const feet = bodies.map((b) => b.box.y1).sort((a, b) => a - b);
  const foot = feet[Math.floor(feet.length / 2)] ?? 0;
  if (bodies.some((b) => b.box.y1 < foot - 0.3 * h)) return word;
  // one island per character, or the word is left as read
  if (bodies.length !== chars.length || bodies.some((b) => b.cut)) return word;
  bodies.sort((a, b) => a.box.x0 - b.box.x0);
  // the top of the small letters without ascenders, for an i's stem to be measured against
  const smallTops = bodies
    .filter((_, k) => /^[acemnorsuvwxz]$/u.test(chars[k]!))
    .map((b) => b.box.y0)
    .sort((a, b) => a - b);
  // (only where the word has taller letters than those: a word in capitals read in small letters has none, and its
  // I is as tall as the rest)
  const tallest = Math.min(...bodies.map((b) => b.box.y0));
  const xTop =
    smallTops.length && smallTops[Math.floor(smallTops.length / 2)]! - tallest >= 0.2 * h
      ? smallTops[Math.floor(smallTops.length / 2)]
      : undefined;
  let changed = false;
  const out = chars.map((c, k) => {
    const body = bodies[k]!;
    const marks = (marksOf.get(body) ?? []).sort((a, b) => a.box.x0 - b.box.x0);
    // (a mark far above its letter belongs to something else)
    if (marks.some((m) => body.box.y0 - m.box.y1 > 0.6 * height(body.box))) return c;
    const shapes = marks.map((m) => markShape(page, m));
    let mark: keyof typeof COMBINING | 'dotless' | null = null;
    if (TILDED.test(c)) {
      if (shapes.length !== 1 || shapes[0] !== 'tilde') return c;
      changed = true;
      return (c + COMBINING.tilde).normalize('NFC');
    }
    if (shapes.length === 2 && shapes.every((s) => s === 'dot')) mark = 'diaeresis';
    else if (shapes.length === 1 && shapes[0] === 'circumflex') mark = 'circumflex';
    else if (shapes.length === 1 && (shapes[0] === 'acute' || shapes[0] === 'grave') && c !== 'i')
      mark = shapes[0];
    else if (shapes.length === 0 && c === 'i' && xTop !== undefined && bareStem(page, body, xTop, h, grey))
      mark = 'dotless';
    if (!mark || !MARKED.test(c)) return c;
    changed = true;
    return mark === 'dotless' ? 'ı' : (c + COMBINING[mark]).normalize('NFC');
  });
  return changed ? { ...word, text: out.join('') } : word;
}

/**
 * Whether an i's body is a bare stem: no taller than the small letters beside it (blur may join the dot to the stem),
 * with no ink over it on the cleaned page (a ligature's f may hold the dot) nor on the greyscale page, where a dot
 * too faint for the cleaned page still darkens the paper.
 */
function bareStem(page: GreyImage, stem: Island, xTop: number, h: number, grey?: GreyImage): boolean {
  if (stem.box.y0 < xTop - 0.08 * h) return false;
  const rows = { y0: Math.max(0, Math.floor(xTop - 0.45 * h)), y1: Math.max(0, Math.floor(xTop - 1)) };
  const extremes = (img: GreyImage, y0: number, y1: number): { darkest: number; lightest: number } => {
    let darkest = 255;
    let lightest = 0;
    for (let y = y0; y < y1; y++)
      for (let x = stem.box.x0; x < stem.box.x1; x++) {
        darkest = Math.min(darkest, img.data[y * img.width + x]!);
        lightest = Math.max(lightest, img.data[y * img.width + x]!);
      }
    return { darkest, lightest };
  };
  if (extremes(page, rows.y0, rows.y1).darkest < CLEAN_BLANK) return false;
  if (!grey) return true;
  // (the stem's own ink and the paper over it set the scale)
  const ink = extremes(grey, stem.box.y0, stem.box.y1).darkest;
  const over = extremes(grey, rows.y0, rows.y1);
  return over.darkest > over.lightest - 0.25 * (over.lightest - ink);
}

/** The lines with the marks printed over their words' letters put on them (see the module comment). */
export function withPrintedMarks(lines: readonly TextLine[], page: GreyImage, grey?: GreyImage): TextLine[] {
  return lines.map((line) => {
    if (!line.words?.length) return line;
    const words = line.words.map((w) => withMarksOfWord(page, w, grey));
    if (words.every((w, k) => w === line.words![k])) return line;
    return { ...line, text: words.map((w) => w.text).join(' '), words };
  });
}
