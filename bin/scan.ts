/**
 * Scans business-card images with the local OCR adapter and prints the extracted fields.
 *   tsx bin/scan.ts <image files...> [--json] [--region GB]
 * With --json, one JSON line per image: {file, name, title, company, email, phone (E.164), website, ms}.
 */
import { readFile } from 'node:fs/promises';
import { extractContact, formatResult, toPrediction } from '../lambdas/core/capture';
import { ThreadedTesseractOcr } from '../lambdas/adapters/local/threaded-tesseract-ocr';

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const regionIdx = argv.indexOf('--region');
  const region = regionIdx >= 0 ? argv[regionIdx + 1] : undefined;
  const files = argv.filter((a, i) => !a.startsWith('--') && !(regionIdx >= 0 && i === regionIdx + 1));
  if (!files.length) {
    console.error('usage: scan <image files...> [--json] [--region CC]');
    return 2;
  }
  const ocr = new ThreadedTesseractOcr();
  const t0 = performance.now();
  // (the engine's first extractions pay its start-up too, as later ones do not)
  for (const sample of await ocr.warmUp()) extractContact({ lines: sample.lines });
  if (!json)
    console.error(
      `OCR warmed up (workers started, two sample cards read) in ${Math.round(performance.now() - t0)} ms`,
    );
  let failures = 0;
  try {
    for (const file of files) {
      try {
        const image = await readFile(file);
        const { lines, ms: ocrMs } = await ocr.recognise(image);
        const t1 = performance.now();
        const result = extractContact({ lines, defaultRegion: region });
        const ms = ocrMs + (performance.now() - t1);
        console.log(
          json ? JSON.stringify(toPrediction(file, result, ms)) : formatResult(file, result, ms) + '\n',
        );
      } catch (err) {
        failures++;
        console.error(`${file}: ${(err as Error).message}`);
      }
    }
  } finally {
    await ocr.close();
  }
  return failures ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
