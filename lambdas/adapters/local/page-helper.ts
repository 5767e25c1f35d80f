/**
 * A second thread for card preparation. While a card is prepared, no tesseract worker has anything to read yet and
 * one of the two cores would sit idle: the heaviest pixel steps (page-rows.ts) run on two bands of the page's
 * rows at once, the upper band on the calling thread and the lower on the helper's. The result is the same page,
 * byte for byte, as one thread makes.
 *
 * Pixels the helper writes or reads must lie in shared memory (`shared`). Without a thread (`PageHelper.none`, or
 * when the thread could not start or has failed) both bands run on the calling thread.
 */
import type { Worker } from 'node:worker_threads';
import { DARK_CELL } from './clean-page';
import {
  runPageStep,
  type PageStep,
  type PageStepArgs,
  type PageStepResult,
  type RowBand,
} from './page-rows';
import type { PageStepRequest } from './page-helper-thread';
import { startSiblingWorker } from './sibling-worker';

/** Pages shorter than this are not worth a message to the helper. */
const MIN_SPLIT_HEIGHT = 128;

type Reply = { id: number; result?: unknown; error?: string };

export class PageHelper {
  /** No thread: every step runs on the calling thread. */
  static readonly none = new PageHelper(null);

  private readonly pending = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>();
  private next = 0;

  private constructor(private worker: Worker | null) {
    worker?.on('message', ({ id, result, error }: Reply) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (!this.pending.size) worker.unref();
      if (error === undefined) waiting?.resolve(result);
      else waiting?.reject(new Error(error));
    });
    worker?.on('error', (error) => this.fail(error));
    worker?.on('exit', () => this.fail(new Error('the page helper thread stopped')));
    // (held only while it has work: an owner that forgets to close it does not keep the process alive)
    worker?.unref();
  }

  /** Starts the helper's thread (see sibling-worker.ts); without one, every step runs on the calling thread. */
  static start(): PageHelper {
    const worker = startSiblingWorker('page-helper-thread');
    return worker ? new PageHelper(worker) : PageHelper.none;
  }

  /** Whether the helper's thread is up (false once it failed or was closed: both bands then run here). */
  get threaded(): boolean {
    return this.worker !== null;
  }

  /**
   * A page of `length` pixels the helper can write (zeros: each step writes every pixel of its band), or a copy of
   * `pixels` it can read (`pixels` itself when they are shared already, or when there is no thread).
   */
  shared(length: number): Uint8Array;
  shared(pixels: Uint8Array): Uint8Array;
  shared(of: number | Uint8Array): Uint8Array {
    const length = typeof of === 'number' ? of : of.length;
    if (typeof of !== 'number' && (!this.worker || of.buffer instanceof SharedArrayBuffer)) return of;
    const page = this.worker ? new Uint8Array(new SharedArrayBuffer(length)) : new Uint8Array(length);
    if (typeof of !== 'number') page.set(of);
    return page;
  }

  /**
   * Runs `step` over rows [0, height) of a page: the upper band here, the lower on the helper's thread. The band
   * boundary falls on a row of the dark-background map's cells (clean-page.ts). Resolves to the two bands' results,
   * upper first.
   */
  async run<S extends PageStep>(
    step: S,
    args: PageStepArgs<S>,
    height: number,
  ): Promise<PageStepResult<S>[]> {
    const split = Math.round(height / 2 / DARK_CELL) * DARK_CELL;
    if (!this.worker || height < MIN_SPLIT_HEIGHT) return [runPageStep(step, args, { from: 0, to: height })];
    const lower: RowBand = { from: split, to: height };
    const remote = this.send(step, args, lower).catch(() => runPageStep(step, args, lower));
    const upper = runPageStep(step, args, { from: 0, to: split });
    return [upper, await remote];
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private send<S extends PageStep>(
    step: S,
    args: PageStepArgs<S>,
    rows: RowBand,
  ): Promise<PageStepResult<S>> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (r: unknown) => void, reject });
      this.worker!.ref();
      this.worker!.postMessage({ id, step, args: args as never, rows } satisfies PageStepRequest);
    });
  }

  /** The thread failed: what it was doing runs here, and so does everything after. */
  private fail(error: Error): void {
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
