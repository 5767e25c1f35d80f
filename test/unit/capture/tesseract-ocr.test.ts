import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { extractContact } from '../../../lambdas/core/capture';
import { TesseractOcr } from '../../../lambdas/adapters/local/tesseract-ocr';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = resolve(process.env.LEADROUTE_FIXTURES ?? join(repoRoot, '..', 'shared', 'fixtures'));

describe('TesseractOcr (offline: its sample cards and one fixture card)', () => {
  const ocr = new TesseractOcr();
  afterAll(() => ocr.close());

  it(
    'warms up on its two sample cards, a print and a photo, and gives back their readings',
    { timeout: 60_000 },
    async () => {
      const [printed, photographed] = await ocr.warmUp();
      expect(extractContact({ lines: printed!.lines }).fields.website.value).toBe('www.encinar.example.com');
      const photo = extractContact({ lines: photographed!.lines });
      expect(photo.fields.email.value).toBe('a.yilmaz@falkenried.example.com');
      expect(photo.fields.company.value).toBe('Falkenried Systeme GmbH');
    },
  );

  it('reads the name and email of a clean card', { timeout: 20_000 }, async () => {
    const image = readFileSync(join(fixtures, 'business-cards', 'card-dev-012.png'));
    const { lines, ms } = await ocr.recognise(image);
    expect(ms).toBeGreaterThan(0);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines[0]!.words?.[0]?.bbox).toBeDefined();
    const r = extractContact({ lines });
    expect(r.fields.email.value).toBe('florian.koehler@kranich-anlagenbau.example.com');
    expect(r.fields.name.value).toBe('Florian Köhler');
  });
});
