/**
 * The OCR thread (see threaded-tesseract-ocr.ts): one TesseractOcr, built from the options it was started with,
 * answering the requests it is sent one message each.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { TesseractOcr, type TesseractOcrOptions } from './tesseract-ocr';
import type { OcrOptions } from '../../ports/ocr';
import { AppError, type ErrorCode } from '../../shared/errors';

export type OcrThreadJob =
  { kind: 'warm-up' } | { kind: 'recognise'; image: Uint8Array; options?: OcrOptions } | { kind: 'close' };

export type OcrThreadRequest = OcrThreadJob & { id: number };

/** A failed request's reply carries the error's message, and its code when it is the caller's mistake. */
export type OcrThreadReply = { id: number; result?: unknown; error?: string; code?: ErrorCode };

const ocr = new TesseractOcr(workerData as TesseractOcrOptions);

async function answer(request: OcrThreadJob): Promise<unknown> {
  switch (request.kind) {
    case 'warm-up':
      return ocr.warmUp();
    case 'recognise':
      return ocr.recognise(
        Buffer.from(request.image.buffer, request.image.byteOffset, request.image.byteLength),
        request.options,
      );
    case 'close':
      return ocr.close();
  }
}

parentPort!.on('message', (request: OcrThreadRequest) => {
  answer(request).then(
    (result) => parentPort!.postMessage({ id: request.id, result } satisfies OcrThreadReply),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
        code: error instanceof AppError ? error.code : undefined,
      } satisfies OcrThreadReply),
  );
});
