import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecondRecogniser } from '../../../lambdas/adapters/local/second-recogniser';
import type { GreyImage } from '../../../lambdas/adapters/local/card-image';

/** One line of print, dark on white, as the page's greyscale crop would hold it. */
async function printed(text: string, size = 30): Promise<GreyImage> {
  const width = Math.ceil(text.length * size * 0.62) + 40;
  const height = Math.ceil(size * 1.6);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fbfaf7"/>
    <text x="20" y="${Math.round(size * 1.15)}" font-family="DejaVu Sans" font-size="${size}" fill="#222">${text}</text>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

describe('SecondRecogniser (the shipped model, offline)', () => {
  let recogniser: SecondRecogniser;
  beforeAll(async () => {
    recogniser = await SecondRecogniser.create();
  });
  afterAll(() => recogniser.close());

  it('reads an email address and a phone number printed on a line', { timeout: 20_000 }, async () => {
    const email = await recogniser.read(await printed('maren.tolle@halvard.example.com'));
    expect(email.text.replace(/\s/g, '')).toBe('maren.tolle@halvard.example.com');
    expect(email.confidence).toBeGreaterThan(0.85);
    expect(email.charConfidences).toHaveLength(email.text.length);
    const phone = await recogniser.read(await printed('+44 20 7946 0321'));
    expect(phone.text.replace(/\s/g, '')).toBe('+442079460321');
  });

  it(
    'scores how well a text explains the ink, with a label beside it left free',
    { timeout: 20_000 },
    async () => {
      const reading = await recogniser.read(await printed('E. maren.tolle@halvard.example.com'));
      const printedText = reading.spot!('maren.tolle@halvard.example.com')!;
      expect(printedText).toBeGreaterThan(-1);
      expect(reading.spot!('marentolle@halvard.example.com')!).toBeLessThan(printedText - 2);
      expect(reading.spot!('maren.tolle@halyard.example.com')!).toBeLessThan(printedText - 2);
      expect(reading.spot!('maren.tolle@halvard.example.com\u2603')).toBeNull();
    },
  );
});
