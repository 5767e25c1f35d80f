/**
 * Local OCR adapter: tesseract.js 7, fully offline.
 *
 * The traineddata comes from the installed @tesseract.js-data packages (eng, deu, spa): each language is read
 * from its package folder and handed to the worker, so nothing is fetched and nothing is cached in the working
 * directory (`cacheMethod: 'none'`). One worker is created on first use and reused, so only the first scan pays
 * the start-up. Images are prepared with sharp: EXIF rotation, grayscale, scaling to a width where the type has a
 * good x-height, contrast normalisation, and inversion of dark cards (when the card's brightness is ambiguous both
 * polarities are recognised and the one with the better mean word confidence wins).
 */
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker, type Page } from 'tesseract.js';
import type { Ocr, OcrOptions, OcrResult } from '../../ports/ocr';
import type { RecognisedWord, TextLine } from '../../core/capture/types';

export type TesseractModel = 'standard' | 'best_int';

export interface TesseractOcrOptions {
  /** Tesseract language codes; each must be installed as @tesseract.js-data/<code>. */
  languages?: string[];
  /** '4.0.0' (standard) or '4.0.0_best_int' traineddata folder of the data packages. */
  model?: TesseractModel;
  /** Page segmentation mode (tesseract PSM), default 3 (automatic). */
  psm?: string;
  /** Target width in pixels of the longer card side after scaling. */
  targetWidth?: number;
}

const DEFAULTS: Required<TesseractOcrOptions> = {
  // Spanish and German first: their models keep accents and umlauts that the English one drops.
  languages: ['spa', 'deu', 'eng'],
  model: 'best_int',
  psm: PSM.AUTO,
  targetWidth: 1800,
};

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

interface Prepared {
  image: Buffer;
  /** Skew that was corrected, in degrees. */
  skew: number;
}

/** Sum over a (2r+1)² window of an integral image with row stride `w1`. */
function windowSum(ii: Float64Array, w: number, h: number, x: number, y: number, r: number): number {
  const w1 = w + 1;
  const x0 = x - r < 0 ? 0 : x - r;
  const y0 = y - r < 0 ? 0 : y - r;
  const x1 = x + r + 1 > w ? w : x + r + 1;
  const y1 = y + r + 1 > h ? h : y + r + 1;
  return ii[y1 * w1 + x1]! - ii[y0 * w1 + x1]! - ii[y1 * w1 + x0]! + ii[y0 * w1 + x0]!;
}
function windowArea(w: number, h: number, x: number, y: number, r: number): number {
  return (Math.min(w, x + r + 1) - Math.max(0, x - r)) * (Math.min(h, y + r + 1) - Math.max(0, y - r));
}

/**
 * Which parts of the page have a dark background (light text): on an 8-pixel grid, a cell is dark when the mean
 * of its neighbourhood lies nearer the neighbourhood's darkest value than its lightest (most pixels are dark).
 */
function darkBackgroundMap(
  src: Uint8Array,
  w: number,
  h: number,
): { map: Uint8Array; cell: number; cols: number } {
  const cell = 8;
  const cols = Math.ceil(w / cell);
  const rows = Math.ceil(h / cell);
  const avg = new Float32Array(cols * rows);
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < cols; cx++) {
      let sum = 0;
      let n = 0;
      for (let y = cy * cell; y < Math.min(h, cy * cell + cell); y++) {
        for (let x = cx * cell; x < Math.min(w, cx * cell + cell); x++) {
          sum += src[y * w + x]!;
          n++;
        }
      }
      avg[cy * cols + cx] = sum / n;
    }
  }
  const map = new Uint8Array(cols * rows);
  const R = 4;
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < cols; cx++) {
      let lo = 255;
      let hi = 0;
      let sum = 0;
      let n = 0;
      for (let y = Math.max(0, cy - R); y <= Math.min(rows - 1, cy + R); y++) {
        for (let x = Math.max(0, cx - R); x <= Math.min(cols - 1, cx + R); x++) {
          const v = avg[y * cols + x]!;
          if (v < lo) lo = v;
          if (v > hi) hi = v;
          sum += v;
          n++;
        }
      }
      const mean = sum / n;
      map[cy * cols + cx] = hi - lo > 24 && mean - lo < hi - mean ? 1 : 0;
    }
  }
  return { map, cell, cols };
}

/**
 * Polarity-aware Sauvola cleaning: regions whose surroundings are dark (dark cards, colour bands) are inverted
 * so text is always dark on light; pixels under the local Sauvola threshold keep their (stretched) grey value
 * and everything else becomes white. This removes wood, fabric and stone textures, shadows and uneven light
 * that otherwise make tesseract's page layout give up.
 */
export function cleanPage(
  src: Uint8Array,
  w: number,
  h: number,
  k = 0.15,
): { out: Uint8Array; textX: Int32Array; textY: Int32Array } {
  const w1 = w + 1;
  const ii = new Float64Array(w1 * (h + 1));
  const i2 = new Float64Array(w1 * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    let row2 = 0;
    for (let x = 0; x < w; x++) {
      const v = src[y * w + x]!;
      row += v;
      row2 += v * v;
      ii[(y + 1) * w1 + x + 1] = ii[y * w1 + x + 1]! + row;
      i2[(y + 1) * w1 + x + 1] = i2[y * w1 + x + 1]! + row2;
    }
  }
  const r = Math.max(8, Math.round(w * 0.02));
  const dark = darkBackgroundMap(src, w, h);
  const out = new Uint8Array(w * h);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const n = windowArea(w, h, x, y, r);
      let m = windowSum(ii, w, h, x, y, r) / n;
      const sd = Math.sqrt(Math.max(0, windowSum(i2, w, h, x, y, r) / n - m * m));
      let p = src[y * w + x]!;
      if (dark.map[((y / dark.cell) | 0) * dark.cols + ((x / dark.cell) | 0)]) {
        p = 255 - p;
        m = 255 - m;
      }
      const t = m * (1 + k * (sd / 128 - 1));
      if (p < t) {
        out[y * w + x] = Math.round((153 * p) / Math.max(t, 1));
        if ((x & 3) === 0 && (y & 1) === 0) {
          xs.push(x);
          ys.push(y);
        }
      } else out[y * w + x] = 255;
    }
  }
  return { out, textX: Int32Array.from(xs), textY: Int32Array.from(ys) };
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

async function prepare(input: Buffer, targetWidth: number): Promise<Prepared> {
  const meta = await sharp(input, { failOn: 'none' }).metadata();
  const w0 = meta.autoOrient?.width ?? meta.width ?? targetWidth;
  const h0 = meta.autoOrient?.height ?? meta.height ?? targetWidth;
  const scale = targetWidth / Math.max(w0, h0);
  const { data, info } = await sharp(input, { failOn: 'none' })
    .rotate()
    .resize({ width: Math.round(w0 * scale), height: Math.round(h0 * scale), kernel: 'lanczos3' })
    .toColourspace('b-w')
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const { out, textX, textY } = cleanPage(new Uint8Array(data.buffer, data.byteOffset, w * h), w, h);
  const skew = estimateSkew(textX, textY, h, w);
  let img = sharp(Buffer.from(out.buffer), { raw: { width: w, height: h, channels: 1 } });
  if (Math.abs(skew) >= 0.5) {
    img = sharp(await img.png({ compressionLevel: 0 }).toBuffer()).rotate(-skew, { background: '#ffffff' });
  }
  const image = await img.withMetadata({ density: 300 }).png({ compressionLevel: 0 }).toBuffer();
  return { image, skew };
}

function toLines(page: Page): TextLine[] {
  const lines: TextLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const words: RecognisedWord[] = line.words
          .filter((w) => w.text.trim() !== '')
          .map((w) => ({ text: w.text, confidence: w.confidence / 100, bbox: { ...w.bbox } }));
        const text = words.map((w) => w.text).join(' ');
        if (!text.trim()) continue;
        lines.push({ text, confidence: line.confidence / 100, words });
      }
    }
  }
  return lines;
}

export class TesseractOcr implements Ocr {
  private readonly opts: Required<TesseractOcrOptions>;
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(opts: TesseractOcrOptions = {}) {
    this.opts = { ...DEFAULTS, ...opts };
  }

  /** Starts the worker now (otherwise the first `recognise` does). */
  async warmUp(): Promise<void> {
    await this.getWorker();
  }

  private getWorker(): Promise<Worker> {
    if (!this.worker) {
      const { languages, model, psm } = this.opts;
      this.worker = (async () => {
        const worker = await createWorker(languages, OEM.LSTM_ONLY, {
          langPath: resolveLangPath(languages, model),
          cacheMethod: 'none',
          gzip: true,
        });
        await worker.setParameters({
          tessedit_pageseg_mode: psm as PSM,
          preserve_interword_spaces: '1',
        });
        return worker;
      })();
    }
    return this.worker;
  }

  private async run(image: Buffer): Promise<TextLine[]> {
    const worker = await this.getWorker();
    const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
    return toLines(data);
  }

  async recognise(image: Buffer, _opts?: OcrOptions): Promise<OcrResult> {
    // One worker: serialise the jobs so concurrent callers do not interleave parameters.
    const job = this.queue.then(() => this.recogniseNow(image));
    this.queue = job.catch(() => undefined);
    return job;
  }

  private async recogniseNow(image: Buffer): Promise<OcrResult> {
    await this.getWorker(); // start-up is not part of the per-image time
    const t0 = performance.now();
    const prepared = await prepare(image, this.opts.targetWidth);
    const lines = await this.run(prepared.image);
    return { lines, ms: Math.round(performance.now() - t0) };
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await (await w).terminate();
  }
}

export function createTesseractOcr(opts: TesseractOcrOptions = {}): TesseractOcr {
  return new TesseractOcr(opts);
}
