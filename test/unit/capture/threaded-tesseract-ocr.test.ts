import { readFileSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { extractContact } from '../../../lambdas/core/capture';
import { TesseractOcr } from '../../../lambdas/adapters/local/tesseract-ocr';
import { ThreadedTesseractOcr } from '../../../lambdas/adapters/local/threaded-tesseract-ocr';
import { UNREADABLE_PHOTO } from '../../../lambdas/ports/ocr';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = resolve(process.env.LEADROUTE_FIXTURES ?? join(repoRoot, '..', 'shared', 'fixtures'));
const card = (file: string) => readFileSync(join(fixtures, 'business-cards', file));

/** Ends the adapter's thread as a crash would. */
function killThread(ocr: ThreadedTesseractOcr): Promise<number> {
  return (ocr as unknown as { worker: Worker }).worker.terminate();
}

describe('ThreadedTesseractOcr (the tesseract adapter on its own thread)', () => {
  const threaded = new ThreadedTesseractOcr();
  const here = new TesseractOcr();
  afterAll(() => Promise.all([threaded.close(), here.close()]));

  it('reads a photo exactly as the adapter on the calling thread does', { timeout: 60_000 }, async () => {
    const image = card('card-dev-041.jpg');
    const [onThread, onCaller] = [await threaded.recognise(image), await here.recognise(image)];
    // (had the thread failed, the read would have run here: the thread answered)
    expect(threaded.threaded).toBe(true);
    expect(onThread.lines).toEqual(onCaller.lines);
    expect(onThread.ms).toBeGreaterThan(0);
    expect(extractContact({ lines: onThread.lines }).fields.name.value).toBe('Käthe Hoffmann');
  });

  it(
    "refuses bytes no decoder reads as the caller's mistake, and reads the next card",
    { timeout: 60_000 },
    async () => {
      // (a JPEG's first bytes, then no picture)
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
      await expect(threaded.recognise(broken)).rejects.toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: UNREADABLE_PHOTO,
      });
      const { lines } = await threaded.recognise(card('card-dev-012.png'));
      expect(threaded.threaded).toBe(true);
      expect(extractContact({ lines }).fields.email.value).toBe(
        'florian.koehler@kranich-anlagenbau.example.com',
      );
    },
  );

  it('finishes a read on the calling thread when its thread stops', { timeout: 90_000 }, async () => {
    const ocr = new ThreadedTesseractOcr();
    try {
      const reading = ocr.recognise(card('card-dev-012.png'));
      await killThread(ocr);
      const { lines } = await reading;
      expect(ocr.threaded).toBe(false);
      expect(extractContact({ lines }).fields.name.value).toBe('Florian Köhler');
      const next = await ocr.recognise(card('card-dev-041.jpg'));
      expect(extractContact({ lines: next.lines }).fields.name.value).toBe('Käthe Hoffmann');
    } finally {
      await ocr.close();
    }
  });
});
