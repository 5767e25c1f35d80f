import type { TextLine } from '../core/capture/types';

export interface OcrOptions {
  /** Language hint, e.g. ['eng', 'spa']; adapters may ignore it. */
  languages?: string[];
}

export interface OcrResult {
  /** Recognised lines in reading order, with word confidences in [0,1] and boxes where the engine gives them. */
  lines: TextLine[];
  /** Time spent recognising this image (preparation included), in milliseconds. */
  ms: number;
}

/** Text recognition of one image (tesseract.js locally, Amazon Textract on AWS). */
export interface Ocr {
  recognise(image: Buffer, opts?: OcrOptions): Promise<OcrResult>;
  /** Releases workers or connections; a no-op for stateless adapters. */
  close?(): Promise<void>;
}

/** What a caller is told when the image it sent is one no recogniser can read. */
export const UNREADABLE_PHOTO = 'This photo could not be read: use a JPEG or PNG image';
