import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareCard } from '../../../lambdas/adapters/local/card-image';
import { PageHelper } from '../../../lambdas/adapters/local/page-helper';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = resolve(process.env.LEADROUTE_FIXTURES ?? join(repoRoot, '..', 'shared', 'fixtures'));

describe('PageHelper (image preparation on two threads)', () => {
  const helper = PageHelper.start();
  afterAll(() => helper.close());

  it('runs the lower band of a page on its own thread', { timeout: 30_000 }, async () => {
    const width = 300;
    const height = 400;
    const grey = helper.shared(width * height);
    for (let i = 0; i < grey.length; i++) grey[i] = (i * 37) % 251;
    const out = helper.shared(width * height);
    const bands = await helper.run('sharpen', { grey, out, width, height, options: { sigma: 2 } }, height);
    expect(bands).toHaveLength(2);
    // (had the thread failed, its band would have run here: the thread answered)
    expect(helper.threaded).toBe(true);
    expect(out.buffer).toBeInstanceOf(SharedArrayBuffer);
    const alone = new Uint8Array(width * height);
    await PageHelper.none.run('sharpen', { grey, out: alone, width, height, options: { sigma: 2 } }, height);
    expect(Buffer.compare(Buffer.from(out), Buffer.from(alone))).toBe(0);
  });

  // a photo found on a background goes through all three split steps (warp, sharpen, clean with a margin); a
  // clean print only through the cleaning
  it.each(['card-dev-041.jpg', 'card-dev-044.jpg', 'card-dev-012.png'])(
    'prepares %s byte for byte as one thread does',
    { timeout: 30_000 },
    async (file) => {
      const image = readFileSync(join(fixtures, 'business-cards', file));
      const [split, single] = [
        await prepareCard(image, { targetWidth: 1800, helper }),
        await prepareCard(image, { targetWidth: 1800 }),
      ];
      expect(split.skew).toBe(single.skew);
      expect(split.noise).toBe(single.noise);
      expect(split.cropped).toBe(single.cropped);
      for (const page of ['clean', 'grey', 'cleanWithMargin'] as const)
        expect(
          Buffer.compare(Buffer.from(split[page]?.data ?? []), Buffer.from(single[page]?.data ?? [])),
        ).toBe(0);
      expect(Buffer.compare(split.image, single.image)).toBe(0);
    },
  );
});
