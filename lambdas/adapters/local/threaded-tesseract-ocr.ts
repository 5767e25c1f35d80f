/**
 * The tesseract adapter on a thread of its own, so that the thread which runs the extraction engine never holds a
 * card's image buffers. Preparing a card allocates tens of megabytes of pixels, and the major garbage collections
 * they set off make V8 drop the compiled code of the engine's regular expressions (most of them literals inside
 * functions), which the engine's first call on the next card then compiles again: about 55 ms of every card's time
 * (docs/decisions.md, "OCR on its own thread"). With the adapter on its own thread the engine keeps its code.
 *
 * Same port, same readings: the thread runs a TesseractOcr built from the same options. If the thread cannot start
 * or stops, what it was doing and everything after runs on a TesseractOcr on the calling thread.
 */
import type { Worker } from 'node:worker_threads';
import type { Ocr, OcrOptions, OcrResult } from '../../ports/ocr';
import { AppError } from '../../shared/errors';
// (loaded here too, not only on the thread: sharp's and onnxruntime's native libraries then stay loaded when the
// thread ends, which glibc needs to unload them safely; and it is the fallback)
import { TesseractOcr, type TesseractOcrOptions } from './tesseract-ocr';
import type { OcrThreadJob, OcrThreadReply, OcrThreadRequest } from './tesseract-thread';
import { startSiblingWorker } from './sibling-worker';

interface Waiting {
  request: OcrThreadJob;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

export class ThreadedTesseractOcr implements Ocr {
  private worker: Worker | null;
  private inProcess: TesseractOcr | null = null;
  private readonly pending = new Map<number, Waiting>();
  private next = 0;
  private closing = false;

  constructor(private readonly options: TesseractOcrOptions = {}) {
    this.worker = startSiblingWorker('tesseract-thread', { workerData: options });
    this.worker?.on('message', ({ id, result, error, code }: OcrThreadReply) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (!this.pending.size) this.worker?.unref();
      if (error === undefined) waiting?.resolve(result);
      else waiting?.reject(code ? new AppError(code, error) : new Error(error));
    });
    this.worker?.on('error', () => this.fail());
    this.worker?.on('exit', () => this.fail());
    // (held only while it has work: an owner that forgets to close it does not keep the process alive)
    this.worker?.unref();
  }

  /** Whether the OCR runs on its own thread (false when the thread could not start or has stopped). */
  get threaded(): boolean {
    return this.worker !== null;
  }

  /** TesseractOcr.warmUp, on the thread: starts the workers and resolves to the two sample cards' readings. */
  warmUp(): Promise<OcrResult[]> {
    return this.call({ kind: 'warm-up' }) as Promise<OcrResult[]>;
  }

  recognise(image: Buffer, options?: OcrOptions): Promise<OcrResult> {
    return this.call({ kind: 'recognise', image, options }) as Promise<OcrResult>;
  }

  async close(): Promise<void> {
    this.closing = true;
    const worker = this.worker;
    // (the thread closes its tesseract workers and image helper first: ending it in the middle of an image
    // operation can take the process down)
    if (worker) await this.call({ kind: 'close' }).catch(() => undefined);
    this.worker = null;
    await Promise.all([worker?.terminate(), this.inProcess?.close()]);
  }

  private call(request: OcrThreadJob): Promise<unknown> {
    const worker = this.worker;
    if (!worker) return this.runHere(request);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { request, resolve, reject });
      worker.ref();
      // (the image is copied, not moved: should the thread stop, it is read here)
      worker.postMessage({ ...request, id } satisfies OcrThreadRequest);
    });
  }

  private runHere(request: OcrThreadJob): Promise<unknown> {
    if (request.kind === 'close') return Promise.resolve();
    this.inProcess ??= new TesseractOcr(this.options);
    if (request.kind === 'warm-up') return this.inProcess.warmUp();
    const { image } = request;
    const bytes = Buffer.isBuffer(image)
      ? image
      : Buffer.from(image.buffer, image.byteOffset, image.byteLength);
    return this.inProcess.recognise(bytes, request.options);
  }

  /** The thread stopped: what it was doing runs here, and so does everything after. */
  private fail(): void {
    if (!this.worker) return;
    this.worker = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const { request, resolve, reject } of waiting)
      if (!this.closing) this.runHere(request).then(resolve, reject);
      else if (request.kind === 'close') resolve(undefined);
      else reject(new Error('the OCR was closed before it answered'));
  }
}
