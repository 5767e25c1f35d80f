/**
 * Photographed cards: the card's quadrilateral found and mapped back to a rectangle, panels of a card that fills
 * the frame not taken for a card, and ink the page pass left unread found again.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  endsClearOfPrint,
  findCard,
  printBeyondEnds,
  type CardRegion,
  type GreyImage,
} from '../../../lambdas/adapters/local/card-image';
import { printBesideSides, quadFromEdges } from '../../../lambdas/adapters/local/card-edges';
import { cardQuad, warpToRectangle, type Quad } from '../../../lambdas/adapters/local/card-perspective';
import { closeFalseGaps } from '../../../lambdas/adapters/local/ink-gaps';
import {
  mergeMissedReading,
  namesARole,
  onlyContactsInMargin,
  reachesTheCard,
  cutByCardEdge,
  uncoveredLineBoxes,
} from '../../../lambdas/adapters/local/missed-ink';
import type { TextLine } from '../../../lambdas/core/capture/types';

/** A quadrilateral card (keystoned: the far edge shorter) filled on a textured background, as a JPEG photo. */
async function keystonedPhoto(card = '#f4f1ea', table = '#5a4632'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><pattern id="grain" width="24" height="6" patternUnits="userSpaceOnUse">
      <rect width="24" height="6" fill="${table}"/><rect width="24" height="2" fill="#000" fill-opacity="0.25"/></pattern></defs>
    <rect width="1200" height="800" fill="url(#grain)"/>
    <polygon points="260,170 930,130 990,640 210,660" fill="${card}"/>
    <rect x="330" y="300" width="380" height="34" fill="#222" transform="rotate(-3 330 300)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The region's fitted corners lie within 4 thumbnail pixels of the expected ones (given in the pixels of the
 * photo, `photoWidth` wide).
 */
function expectCorners(region: CardRegion, photoWidth: number, expected: [number, number][]): void {
  const quad = cardQuad(region);
  expect(quad).not.toBeNull();
  const s = region.width / photoWidth;
  quad!.forEach((p, i) => {
    expect(Math.abs(p.x - expected[i]![0] * s)).toBeLessThan(4);
    expect(Math.abs(p.y - expected[i]![1] * s)).toBeLessThan(4);
  });
}

describe('perspective', () => {
  it('fits the four sides of a keystoned card and finds its corners', async () => {
    const region = await findCard(await keystonedPhoto());
    expect(region.found).toBe(true);
    // the mask ends on the outer side of the blurred edge, a few pixels out
    expectCorners(region, 1200, [
      [260, 170],
      [930, 130],
      [990, 640],
      [210, 660],
    ]);
  });

  it('finds a dark card on a dark, grainy table too', async () => {
    const region = await findCard(await keystonedPhoto('#26332c', '#3b2d22'));
    expect(region.found).toBe(true);
    expect(cardQuad(region)).not.toBeNull();
  });

  it('finds a card whose background has a shading ramp running behind it from edge to edge', async () => {
    // the ramp holds the background flood like an edge, so the region left is the card with a band either side
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><linearGradient id="ramp" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#a09ca0"/><stop offset="1" stop-color="#5a585a"/></linearGradient></defs>
      <rect width="1200" height="800" fill="#a09ca0"/>
      <rect y="470" width="1200" height="60" fill="url(#ramp)"/><rect y="530" width="1200" height="270" fill="#5a585a"/>
      <polygon points="230,150 940,110 980,600 200,640" fill="#f2efef"/>
      <rect x="330" y="300" width="380" height="34" fill="#222" transform="rotate(-3 330 300)"/></svg>`;
    const region = await findCard(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
    expect(region.found).toBe(true);
    const quad = cardQuad(region);
    expect(quad).not.toBeNull();
    const s = region.width / 1200;
    [
      [230, 150],
      [940, 110],
      [980, 600],
      [200, 640],
    ].forEach(([x, y], i) => {
      expect(Math.abs(quad![i]!.x - x! * s)).toBeLessThan(5);
      expect(Math.abs(quad![i]!.y - y! * s)).toBeLessThan(5);
    });
  });

  it('does not take a coloured band of a card that fills the frame for a card', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="600">
      <rect width="1050" height="600" fill="#f5f5f2"/><rect width="1050" height="170" fill="#1d4e89"/>
      <rect x="80" y="260" width="420" height="40" fill="#222"/><rect x="80" y="330" width="300" height="22" fill="#555"/></svg>`;
    const region = await findCard(await sharp(Buffer.from(svg)).jpeg().toBuffer());
    expect(region.found).toBe(false);
  });

  it('takes no region far longer than a card for one (a card cut where its face matched the table)', async () => {
    // a strip 3.4 times as long as it is tall and a third of the frame, lying on a grainy table: no business card is shaped like that
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><pattern id="grain" width="24" height="6" patternUnits="userSpaceOnUse">
        <rect width="24" height="6" fill="#5a4632"/><rect width="24" height="2" fill="#000" fill-opacity="0.25"/></pattern></defs>
      <rect width="1200" height="800" fill="url(#grain)"/>
      <rect x="50" y="300" width="1100" height="320" fill="#f4f1ea"/></svg>`;
    expect((await findCard(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer())).found).toBe(
      false,
    );
  });

  it('traces a white card on a white desk by its sides where they fade into the desk', async () => {
    // the desk is as light as the card around its top-left corner: the flood pours in there, and no card-shaped
    // region is left; the sides are still long straight runs of weak edges
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><radialGradient id="desk" cx="230" cy="170" r="900" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="#f3f3f1"/><stop offset="0.3" stop-color="#f0f0ee"/>
        <stop offset="0.6" stop-color="#b8b8b6"/><stop offset="1" stop-color="#8c8c8a"/></radialGradient></defs>
      <rect width="1200" height="800" fill="url(#desk)"/>
      <polygon points="230,170 960,130 990,620 200,660" fill="#f3f3f1"/>
      <rect x="320" y="300" width="380" height="34" fill="#222" transform="rotate(-3 320 300)"/>
      <rect x="320" y="520" width="300" height="18" fill="#444" transform="rotate(-3 320 520)"/></svg>`;
    const region = await findCard(await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
    expect(region.found).toBe(true);
    expectCorners(region, 1200, [
      [230, 170],
      [960, 130],
      [990, 620],
      [200, 660],
    ]);
  });

  it('takes no side that would cut print off: a ruled box with a line of letters above it', async () => {
    // a card filling the frame, with a ruled box on it and a ragged line of letters just above the box's top rule
    const card = (
      print: boolean,
    ): string => `<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="800">
      <rect width="1050" height="800" fill="#f7f6f2"/>
      <rect x="110" y="150" width="830" height="610" fill="none" stroke="#666" stroke-width="6"/>
      ${print ? Array.from({ length: 30 }, (_, k) => `<rect x="${170 + k * 24}" y="${90 + ((k * 7) % 5) * 4}" width="12" height="${24 + ((k * 5) % 4) * 6}" fill="#222"/>`).join('') : ''}</svg>`;
    const topOfQuadFound = async (svg: string): Promise<number | null> => {
      const { data, info } = await sharp(Buffer.from(svg))
        .resize({ width: 256 })
        .removeAlpha()
        .blur(1.2)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const found = quadFromEdges(new Uint8Array(data), info.width, info.height, 1.5);
      return found && (Math.min(found.quad[0].y, found.quad[1].y) * 1050) / info.width;
    };
    // without the letters the box is taken; with them, whatever is taken reaches above the letters (top at 90)
    expect(await topOfQuadFound(card(false))).toBeGreaterThan(120);
    expect((await topOfQuadFound(card(true))) ?? 0).toBeLessThan(96);
  });

  describe("print along a region's top side", () => {
    // a 768×512 page with a line of letters or the stripes of blinds drawn where asked, and a region whose top
    // side runs at y = 200
    const region: Quad = [
      { x: 100, y: 200 },
      { x: 668, y: 200 },
      { x: 668, y: 460 },
      { x: 100, y: 460 },
    ];
    const printBesideOf = async (drawn: string) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="512">
        <rect width="768" height="512" fill="#f4f4f2"/>${drawn}
        <rect x="150" y="330" width="460" height="20" fill="#444"/></svg>`;
      const { data, info } = await sharp(Buffer.from(svg))
        .removeAlpha()
        .blur(0.8)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return printBesideSides(new Uint8Array(data), info.width, info.height);
    };
    const measure = async (drawn: string): Promise<{ beyond: number; within: number }> => {
      const printBeside = await printBesideOf(drawn);
      // (walked the other way, the side has the region on its left)
      return { beyond: printBeside(region[0], region[1]), within: printBeside(region[1], region[0]) };
    };
    const letters = (top: number): string =>
      Array.from(
        { length: 40 },
        (_, k) =>
          `<rect x="${110 + k * 14}" y="${top + (k % 3) * 2}" width="6" height="${18 + (k % 4) * 3}" fill="#222"/>`,
      ).join('');
    const stripes = Array.from(
      { length: 8 },
      (_, k) => `<rect x="0" y="${117 + k * 11}" width="768" height="3" fill="#8a8a90"/>`,
    ).join('');

    it('tells letters just beyond it (a card cut between two lines) from a striped table', async () => {
      expect((await measure(letters(172))).beyond).toBeGreaterThan(0.5);
      expect((await measure(stripes)).beyond).toBeLessThan(0.1);
      expect((await measure('')).beyond).toBe(0);
    });

    it('takes a line of letters a little further out for print the region cuts off, as on a footer band', async () => {
      // (the side the flood drew along a band's edge: the band's print starts a little way beyond it)
      const banded = letters(160);
      expect((await measure(banded)).beyond).toBeLessThan(0.3);
      expect(printBeyondEnds(await printBesideOf(banded), region)).toBe(true);
      // not letters far beyond the band's depth, nor the stripes of blinds, nor a blank table
      expect(printBeyondEnds(await printBesideOf(letters(100)), region)).toBe(false);
      expect(printBeyondEnds(await printBesideOf(stripes), region)).toBe(false);
      expect(printBeyondEnds(await printBesideOf(''), region)).toBe(false);
    });

    it('sees letters just inside it, and not those beyond it, as print within', async () => {
      // a side traced through a line of print: the letters' lower half lies inside the region
      const through = await measure(letters(190));
      expect(through.within).toBeGreaterThan(0.5);
      expect((await measure(letters(172))).within).toBeLessThan(0.1);
      // the card's own print a margin below its edge
      expect((await measure(letters(240))).within).toBe(0);
    });

    it('moves a traced side out to the border when print lies just inside even a short stretch of it', async () => {
      // (a dark card's foot traced through its contact lines, which fill only part of its width: four letters'
      // worth of the side's length)
      const fourLetters = Array.from(
        { length: 4 },
        (_, k) =>
          `<rect x="${200 + k * 14}" y="${190 + (k % 3) * 2}" width="6" height="${18 + k * 3}" fill="#222"/>`,
      ).join('');
      const moved = endsClearOfPrint(await printBesideOf(fourLetters), region, region, 512);
      expect(moved[0].y).toBe(0);
      expect(moved[1].y).toBe(0);
      // (the other sides stay)
      expect(moved.slice(2)).toEqual(region.slice(2));
      // a side with the card's own print a margin inside it stays
      expect(endsClearOfPrint(await printBesideOf(letters(240)), region, region, 512)).toBe(region);
    });
  });

  it('maps a quadrilateral back onto an upright rectangle', () => {
    // a 200×100 page whose dark square sits inside the quad at a known place
    const src: GreyImage = { data: new Uint8Array(200 * 100).fill(255), width: 200, height: 100 };
    for (let y = 40; y < 60; y++) for (let x = 90; x < 110; x++) src.data[y * 200 + x] = 0;
    const quad: Quad = [
      { x: 50, y: 20 },
      { x: 150, y: 20 },
      { x: 150, y: 80 },
      { x: 50, y: 80 },
    ];
    const out = warpToRectangle(src, quad);
    expect(out.width).toBe(100);
    expect(out.height).toBe(60);
    // the square lands at (40..60, 20..40) of the rectangle
    expect(out.data[30 * 100 + 50]).toBe(0);
    expect(out.data[5 * 100 + 5]).toBe(255);
    expect(warpToRectangle(src, quad, 2).width).toBe(200);
  });
});

describe('ink the page pass did not read', () => {
  /** A cleaned page with two "lines" of text-like strokes, the first covered by a recognised word. */
  function cleanPage(): GreyImage {
    const w = 800;
    const h = 300;
    const data = new Uint8Array(w * h).fill(255);
    const line = (x0: number, y0: number, x1: number, y1: number): void => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if ((x - x0) % 9 < 4) data[y * w + x] = 0;
    };
    line(50, 40, 400, 70);
    line(420, 200, 760, 224);
    // a square block (a QR code or logo) is not a line of text
    for (let y = 120; y < 200; y++) for (let x = 60; x < 140; x++) data[y * w + x] = 0;
    return { data, width: w, height: h };
  }
  const read: TextLine[] = [
    {
      text: 'Jane Doe',
      confidence: 0.95,
      words: [{ text: 'Jane Doe', confidence: 0.95, bbox: { x0: 50, y0: 40, x1: 400, y1: 70 } }],
    },
  ];

  it('finds the uncovered line and nothing else', () => {
    const boxes = uncoveredLineBoxes(cleanPage(), read);
    expect(boxes).toHaveLength(1);
    const [b] = boxes;
    expect(b!.x0).toBeLessThanOrEqual(420);
    expect(b!.x1).toBeGreaterThanOrEqual(756);
    expect(b!.y0).toBeLessThanOrEqual(200);
    expect(b!.y1).toBeGreaterThanOrEqual(224);
  });

  it('takes runs of large type on one line, set further apart than small print, as one line', () => {
    // a bold company name 48 pixels tall whose letters stand 28 pixels apart at one place ("KAVERI L" and "TD."),
    // and a shorter run beside it on a line of its own, below
    const w = 900;
    const h = 300;
    const data = new Uint8Array(w * h).fill(255);
    const run = (x0: number, y0: number, x1: number, y1: number): void => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if ((x - x0) % 14 < 9) data[y * w + x] = 0;
    };
    run(100, 40, 344, 88);
    run(372, 40, 480, 88);
    run(520, 200, 600, 224);
    const boxes = uncoveredLineBoxes({ data, width: w, height: h }, []);
    const name = boxes.find((b) => b.y0 <= 40 && b.y1 >= 88);
    expect(name?.x0).toBeLessThanOrEqual(100);
    expect(name?.x1).toBeGreaterThanOrEqual(478);
    // (a run on another line stays apart)
    expect(boxes.some((b) => b.y0 >= 196 && b.x0 >= 516)).toBe(true);
  });

  it("keeps a line of print that runs into the card's edge margin whole, and drops the margin's own ink", () => {
    // the page with its edge margin (the last 40 rows): a footer band's line straddles the margin's edge, and a
    // shadow line lies wholly in it
    const withMargin = cleanPage();
    const { width: w, height: h } = withMargin;
    const stroke = (x0: number, y0: number, x1: number, y1: number): void => {
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) if ((x - x0) % 9 < 4) withMargin.data[y * w + x] = 0;
    };
    stroke(100, 250, 700, 272);
    stroke(100, 284, 700, 296);
    const clean = { ...withMargin, data: withMargin.data.map((v, i) => (i >= (h - 40) * w ? 255 : v)) };
    const boxes = uncoveredLineBoxes(withMargin, read);
    const footer = boxes.find((b) => b.y0 <= 250 && b.y1 >= 272 && b.y1 < 284);
    expect(footer).toBeDefined();
    // on the page without the margin the same line is cut to its top rows
    expect(uncoveredLineBoxes(clean, read).some((b) => b.y0 <= 250 && b.y1 >= 272)).toBe(false);
    expect(reachesTheCard(footer!, withMargin, clean)).toBe(true);
    const shadow = boxes.find((b) => b.y0 >= 280);
    expect(shadow).toBeDefined();
    expect(reachesTheCard(shadow!, withMargin, clean)).toBe(false);
  });

  it("takes a weak line the card's edge cut through for unread, so it is read whole", () => {
    // a footer line whose lower half lies in the edge margin (the last 40 rows): on the card alone the page pass saw
    // only its letters' tops, and read them as junk
    const withMargin = cleanPage();
    const { width: w, height: h } = withMargin;
    for (let y = 250; y < 274; y++)
      for (let x = 100; x < 700; x++) if ((x - 100) % 9 < 4) withMargin.data[y * w + x] = 0;
    const clean = { ...withMargin, data: withMargin.data.map((v, i) => (i >= (h - 40) * w ? 255 : v)) };
    // (eight words of four letters across it, none so wide for its letters that it reads as junk)
    const tops = (confidence: number): TextLine => ({
      text: 'Mah. NN2E OQOR DTAI',
      confidence,
      words: Array.from({ length: 8 }, (_, k) => ({
        text: 'NN2E',
        confidence,
        bbox: { x0: 100 + 75 * k, y0: 250, x1: 160 + 75 * k, y1: 262 },
      })),
    });
    expect(cutByCardEdge(tops(0.28), withMargin, clean)).toBe(true);
    // read surely, the line is what it says; and a weak line wholly on the card is no cut one
    expect(cutByCardEdge(tops(0.9), withMargin, clean)).toBe(false);
    const weakOnCard: TextLine = { ...read[0]!, confidence: 0.3 };
    expect(cutByCardEdge(weakOnCard, withMargin, clean)).toBe(false);
    // its words set aside, the whole line is found again
    const lines = [read[0]!, tops(0.28)];
    const found = uncoveredLineBoxes(
      withMargin,
      lines.filter((l) => !cutByCardEdge(l, withMargin, clean)),
    );
    expect(found.some((b) => b.y0 <= 250 && b.y1 >= 274 && b.x0 <= 100 && b.x1 >= 696)).toBe(true);
    expect(uncoveredLineBoxes(withMargin, lines).some((b) => b.y0 <= 250 && b.y1 >= 274)).toBe(false);
  });

  it('finds a long line of print that slants (a band on a card photographed askew), but no thin slanting edge', () => {
    const w = 1200;
    const h = 300;
    const data = new Uint8Array(w * h).fill(255);
    // letter-like strokes 20 px tall along a line that climbs 40 px over 1,000 px
    for (let x = 100; x < 1100; x++) {
      if ((x - 100) % 9 >= 4) continue;
      const top = Math.round(200 - ((x - 100) * 40) / 1000);
      for (let y = top; y < top + 20; y++) data[y * w + x] = 0;
    }
    const page = { data, width: w, height: h };
    const found = uncoveredLineBoxes(page, []);
    expect(found.some((b) => b.x0 <= 100 && b.x1 >= 1096 && b.y0 <= 160 && b.y1 >= 220)).toBe(true);
    // a card's edge slanting the same way, a few pixels thin, is no line of text
    const edge = new Uint8Array(w * h).fill(255);
    for (let x = 100; x < 1100; x++) {
      const y = Math.round(200 - ((x - 100) * 40) / 1000);
      for (let t = 0; t < 4; t++) edge[(y + t) * w + x] = 0;
    }
    expect(uncoveredLineBoxes({ data: edge, width: w, height: h }, [])).toHaveLength(0);
  });

  it('counts the ink of a junk word far too wide for its text as unread (a line given to its neighbour)', () => {
    // the page pass gave the second line to the first as one weak word of two characters over its whole width
    const junk: TextLine = {
      text: 'Jane Doe oO',
      confidence: 0.6,
      words: [
        { text: 'Jane Doe', confidence: 0.95, bbox: { x0: 50, y0: 40, x1: 400, y1: 70 } },
        { text: 'oO', confidence: 0.05, bbox: { x0: 420, y0: 200, x1: 760, y1: 224 } },
      ],
    };
    expect(uncoveredLineBoxes(cleanPage(), [junk])).toHaveLength(1);
    // read as a word of its own, however weakly, the line counts as read
    const weak: TextLine = {
      ...junk,
      words: [junk.words![0]!, { text: 'sales@acme.example', confidence: 0.3, bbox: junk.words![1]!.bbox }],
    };
    expect(uncoveredLineBoxes(cleanPage(), [weak])).toHaveLength(0);
  });

  it('parts a block of lines the page pass dropped into its lines, though descenders join them', () => {
    const w = 800;
    const h = 300;
    const data = new Uint8Array(w * h).fill(255);
    // two lines of letter-like strokes 24 px tall, 14 px apart, with a few descenders reaching the line below
    for (const top of [100, 138])
      for (let y = top; y < top + 24; y++)
        for (let x = 100; x < 600; x++) if ((x - 100) % 9 < 4) data[y * w + x] = 0;
    for (let y = 124; y < 138; y++)
      for (const x of [150, 300, 450]) data[y * w + x] = data[y * w + x + 1] = 0;
    const boxes = uncoveredLineBoxes({ data, width: w, height: h }, []);
    expect(boxes).toHaveLength(2);
    const [first, second] = boxes;
    expect(first!.y0).toBeLessThanOrEqual(100);
    expect(first!.y1).toBeGreaterThanOrEqual(124);
    expect(first!.y1).toBeLessThanOrEqual(138);
    expect(second!.y0).toBeGreaterThanOrEqual(124);
    expect(second!.y0).toBeLessThanOrEqual(138);
    expect(second!.y1).toBeGreaterThanOrEqual(162);
  });

  it("keeps the reading of a strip in the card's edge margin only where it reads as contact details", () => {
    // four strips of the margin stacked as lineStrips stacks them
    const offsets = [0, 1, 2, 3].map((k) => ({
      top: 20 + k * 60,
      bottom: 60 + k * 60,
      left: 20,
      scale: 1,
      x0: 0,
      y0: 0,
    }));
    const word = (text: string, k: number) => ({
      text,
      confidence: 0.8,
      bbox: { x0: 20, y0: 25 + k * 60, x1: 200, y1: 55 + k * 60 },
    });
    const words = [
      word('Gartenweg', 0),
      word('Hh|', 1),
      word('anouk.kuijpers@brugwater.example.com', 2),
      word('+31 (0)70 469 6913', 3),
    ];
    const kept = onlyContactsInMargin({ offsets, words });
    expect(kept.offsets).toHaveLength(4);
    expect(kept.words.map((w) => w.text)).toEqual([
      'anouk.kuijpers@brugwater.example.com',
      '+31 (0)70 469 6913',
    ]);
  });

  it('judges each line of a dropped block by its own ink: a short line under a long one is a line too', () => {
    const w = 800;
    const h = 300;
    const data = new Uint8Array(w * h).fill(255);
    // an address line and, under it, a web address a seventh as long; descenders join them
    for (const [top, x1] of [
      [100, 700],
      [138, 180],
    ] as const)
      for (let y = top; y < top + 24; y++)
        for (let x = 100; x < x1; x++) if ((x - 100) % 9 < 4) data[y * w + x] = 0;
    for (let y = 124; y < 138; y++) for (const x of [120, 160]) data[y * w + x] = data[y * w + x + 1] = 0;
    const boxes = uncoveredLineBoxes({ data, width: w, height: h }, []);
    expect(boxes).toHaveLength(2);
    // the short line's box is as wide as its own ink, not the block's
    expect(boxes[1]!.x1).toBeLessThan(220);
    expect(boxes[1]!.y0).toBeGreaterThanOrEqual(124);
  });

  it('keeps a strip holding an address however weakly it was read, and drops other weak strips', () => {
    const offsets = [
      { top: 0, bottom: 50, left: 0, scale: 1, x0: 420, y0: 200 },
      { top: 60, bottom: 110, left: 0, scale: 1, x0: 420, y0: 240 },
    ];
    const words = [
      { text: 'contact@eemstad.', confidence: 0, bbox: { x0: 0, y0: 5, x1: 200, y1: 30 } },
      { text: 'example', confidence: 0, bbox: { x0: 210, y0: 5, x1: 300, y1: 30 } },
      { text: 'Stationsplein', confidence: 0.3, bbox: { x0: 0, y0: 65, x1: 200, y1: 90 } },
    ];
    const merged = mergeMissedReading(read, offsets, words);
    expect(merged.map((l) => l.text)).toEqual(['Jane Doe', 'contact@eemstad. example']);
    // (a bare host is an address too, but not two words with a dot between)
    const host = [
      { text: '©', confidence: 0.9, bbox: { x0: 0, y0: 5, x1: 20, y1: 30 } },
      { text: 'tezontie-logistica.cxample', confidence: 0.2, bbox: { x0: 30, y0: 5, x1: 300, y1: 30 } },
      { text: 'Tel. Mob.', confidence: 0.3, bbox: { x0: 0, y0: 65, x1: 200, y1: 90 } },
    ];
    expect(mergeMissedReading(read, offsets, host).map((l) => l.text)).toEqual([
      'Jane Doe',
      '© tezontie-logistica.cxample',
    ]);
    // (but not in a long strip read as junk, where such a word is as likely junk too)
    const junk = [
      { text: 'PE a #25589672491 tperaam', confidence: 0.1, bbox: { x0: 0, y0: 5, x1: 300, y1: 30 } },
      { text: 'hirpss/ww husstocs.cxample/', confidence: 0.2, bbox: { x0: 310, y0: 5, x1: 500, y1: 30 } },
    ];
    expect(mergeMissedReading(read, offsets, junk).map((l) => l.text)).toEqual(['Jane Doe']);
  });

  it('keeps a strip that is a printed number after its label however weakly it was read, not one inside junk', () => {
    const offsets = [{ top: 0, bottom: 50, left: 0, scale: 1, x0: 1448, y0: 808 }];
    const number = [
      { text: 'M.', confidence: 0.8, bbox: { x0: 0, y0: 5, x1: 30, y1: 30 } },
      { text: '06.39.98', confidence: 0.38, bbox: { x0: 40, y0: 5, x1: 140, y1: 30 } },
      { text: '60.96', confidence: 0.38, bbox: { x0: 150, y0: 5, x1: 220, y1: 30 } },
    ];
    expect(mergeMissedReading(read, offsets, number).map((l) => l.text)).toEqual([
      'Jane Doe',
      'M. 06.39.98 60.96',
    ]);
    const junk = [
      { text: 'PE', confidence: 0.1, bbox: { x0: 0, y0: 5, x1: 30, y1: 30 } },
      { text: '#25589672491', confidence: 0.3, bbox: { x0: 40, y0: 5, x1: 200, y1: 30 } },
      { text: 'tperaam', confidence: 0.1, bbox: { x0: 210, y0: 5, x1: 300, y1: 30 } },
    ];
    expect(mergeMissedReading(read, offsets, junk).map((l) => l.text)).toEqual(['Jane Doe']);
  });

  it('keeps a strip that reads as a job title however weakly it was read, not a weak strip of other words', () => {
    const offsets = [{ top: 0, bottom: 50, left: 0, scale: 1, x0: 116, y0: 684 }];
    // an italic title with its ß read as "fS"
    const title = [
      { text: 'AufSendienstmitarbeiter', confidence: 0.26, bbox: { x0: 0, y0: 5, x1: 500, y1: 40 } },
    ];
    expect(mergeMissedReading(read, offsets, title).map((l) => l.text)).toEqual([
      'Jane Doe',
      'AufSendienstmitarbeiter',
    ]);
    const words = [{ text: 'Lorem ipsum', confidence: 0.26, bbox: { x0: 0, y0: 5, x1: 500, y1: 40 } }];
    expect(mergeMissedReading(read, offsets, words).map((l) => l.text)).toEqual(['Jane Doe']);
    expect(namesARole('Head of Sales')).toBe(true);
    expect(namesARole('Manager 0174/392')).toBe(false);
  });

  it('keeps a weak strip that spells, but for a slip and its dots, the domain of an address read on the card', () => {
    const offsets = [{ top: 0, bottom: 50, left: 0, scale: 1, x0: 868, y0: 567 }];
    const withEmail: TextLine[] = [
      ...read,
      {
        text: 'nussbaum@eichwerk.example.com',
        confidence: 0.4,
        words: [
          {
            text: 'nussbaum@eichwerk.example.com',
            confidence: 0.4,
            bbox: { x0: 868, y0: 528, x1: 1396, y1: 560 },
          },
        ],
      },
    ];
    // the web address under the email, its dots lost and its first letter misread, after its pictogram
    const web = [
      { text: '©', confidence: 0.92, bbox: { x0: 0, y0: 5, x1: 30, y1: 40 } },
      { text: 'cichwerk', confidence: 0.26, bbox: { x0: 40, y0: 5, x1: 200, y1: 40 } },
      { text: 'examplecom', confidence: 0.4, bbox: { x0: 210, y0: 5, x1: 400, y1: 40 } },
    ];
    expect(mergeMissedReading(withEmail, offsets, web).map((l) => l.text)).toEqual([
      'Jane Doe',
      'nussbaum@eichwerk.example.com',
      '© cichwerk examplecom',
    ]);
    // (also where the address itself was read weakly, its domain parted at a dot, in another strip)
    const offsetsOfTwo = [{ top: 60, bottom: 110, left: 0, scale: 1, x0: 868, y0: 528 }, ...offsets];
    const email = [
      { text: 'nusshasm@eichwerk', confidence: 0, bbox: { x0: 0, y0: 65, x1: 300, y1: 100 } },
      { text: 'example.com', confidence: 0.37, bbox: { x0: 310, y0: 65, x1: 500, y1: 100 } },
    ];
    expect(mergeMissedReading(read, offsetsOfTwo, [...email, ...web]).map((l) => l.text)).toEqual([
      'Jane Doe',
      'nusshasm@eichwerk example.com',
      '© cichwerk examplecom',
    ]);
    // (without such an address on the card, the same weak strip is junk)
    expect(mergeMissedReading(read, offsets, web).map((l) => l.text)).toEqual(['Jane Doe']);
    // (nor is a weak strip of other words kept beside the address)
    const other = [{ text: 'Lorem ipsum dolor', confidence: 0.26, bbox: { x0: 0, y0: 5, x1: 400, y1: 40 } }];
    expect(mergeMissedReading(withEmail, offsets, other).map((l) => l.text)).toEqual([
      'Jane Doe',
      'nussbaum@eichwerk.example.com',
    ]);
  });

  it('adds confident readings in reading order and drops junk', () => {
    const offsets = [
      { top: 0, bottom: 50, left: 0, scale: 1, x0: 420, y0: 200 },
      { top: 60, bottom: 110, left: 0, scale: 1, x0: 60, y0: 10 },
    ];
    const words = [
      { text: 'jane@doe.example', confidence: 0.9, bbox: { x0: 0, y0: 5, x1: 300, y1: 30 } },
      { text: '~', confidence: 0.3, bbox: { x0: 0, y0: 65, x1: 20, y1: 90 } },
    ];
    const merged = mergeMissedReading(read, offsets, words);
    expect(merged.map((l) => l.text)).toEqual(['Jane Doe', 'jane@doe.example']);
    expect(merged[1]!.words![0]!.bbox.x0).toBe(420);
  });
});

describe('word boxes that leave a false gap', () => {
  // a cleaned page with one line of continuous strokes from x 100 to 530, a blank gap at 275..288
  const page = (): GreyImage => {
    const w = 700;
    const h = 80;
    const data = new Uint8Array(w * h).fill(255);
    for (let y = 20; y < 50; y++)
      for (let x = 100; x < 530; x++) if ((x < 275 || x >= 288) && x % 6 < 5) data[y * w + x] = 0;
    return { data, width: w, height: h };
  };
  const line = (aEnd: number, bStart: number): TextLine => ({
    text: 'Falkenried Medizintechnik',
    confidence: 0.9,
    words: [
      { text: 'Falkenried', confidence: 0.92, bbox: { x0: 100, y0: 20, x1: aEnd, y1: 50 } },
      { text: 'Medizintechnik', confidence: 0.88, bbox: { x0: bStart, y0: 20, x1: 530, y1: 50 } },
    ],
  });

  it('moves a gap that lies on ink onto the blank columns inside it', () => {
    const [fixed] = closeFalseGaps([line(232, 337)], page());
    const [a, b] = fixed!.words!;
    expect(a!.bbox.x1).toBeGreaterThanOrEqual(272);
    expect(a!.bbox.x1).toBeLessThanOrEqual(276);
    expect(b!.bbox.x0).toBeGreaterThanOrEqual(287);
    expect(b!.bbox.x0).toBeLessThanOrEqual(290);
  });

  it('leaves a gap on blank page alone', () => {
    const read = [line(275, 288)];
    expect(closeFalseGaps(read, page())).toEqual(read);
  });
});
