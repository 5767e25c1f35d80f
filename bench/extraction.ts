/**
 * Extraction benchmark: business-card images through the tesseract adapter and the engine, lead-text notes
 * and the audio fixtures' spoken transcripts through the engine; predictions are scored with the fixtures'
 * score.mjs (run from the repo root so it finds libphonenumber-js).
 *
 *   tsx bench/extraction.ts            fixtures from ../shared/fixtures (override: LEADROUTE_FIXTURES=/path)
 *   tsx bench/extraction.ts --worst 20 show more of the worst misses
 *
 * A fixtures folder needs business-cards/ or lead-text/ (a section whose folder is missing is skipped); the
 * scorer is its score.mjs, else ../shared/fixtures/score.mjs. So the stand-in sets are measured the same way:
 *   LEADROUTE_FIXTURES=bench/stand-in/notes-a tsx bench/extraction.ts
 *   tsx bench/synthetic-cards.ts --out /tmp/cards --count 90 --seed s1 && LEADROUTE_FIXTURES=/tmp/cards tsx bench/extraction.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractContact, linesFromText, toPrediction, type PredictionRecord } from '../lambdas/core/capture';
import { ThreadedTesseractOcr } from '../lambdas/adapters/local/threaded-tesseract-ocr';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sharedFixtures = join(repoRoot, '..', 'shared', 'fixtures');
const fixtures = resolve(process.env.LEADROUTE_FIXTURES ?? sharedFixtures);
/** The scorer: the fixtures folder's own, else the shared one (the stand-in sets in bench/stand-in have none). */
const scorer = [join(fixtures, 'score.mjs'), join(sharedFixtures, 'score.mjs')].find((p) => existsSync(p));
const args = process.argv.slice(2);
const worstIdx = args.indexOf('--worst');
const worst = worstIdx >= 0 ? Number(args[worstIdx + 1]) : 10;

function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

function score(truth: string, preds: PredictionRecord[], out: string): string {
  writeFileSync(out, preds.map((p) => JSON.stringify(p)).join('\n') + '\n');
  // score.mjs only runs when started by its real path (it compares argv[1] with its own URL), so a fixtures
  // folder reached through a symlink must be resolved first.
  const report = execFileSync(
    process.execPath,
    [realpathSync(scorer!), truth, out, '--worst', String(worst)],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (!report.trim()) throw new Error('score.mjs printed no report');
  return report;
}

/** The scorer's report without the by-country table (kept short). */
function trimReport(report: string): string {
  return report.replace(/\nBy country[\s\S]*?\n\n/, '\n');
}

const fmt = (n: number): string => `${Math.round(n)} ms`;

async function benchCards(cardsDir: string, tmp: string): Promise<void> {
  const loadAtStart = loadavg();
  const ocr = new ThreadedTesseractOcr();
  const t0 = performance.now();
  // (the engine's first extractions pay its start-up too, as a warm server's do not)
  for (const sample of await ocr.warmUp()) extractContact({ lines: sample.lines });
  const startMs = performance.now() - t0;
  const images = readdirSync(cardsDir)
    .filter((f) => /\.(png|jpe?g|webp)$/i.test(f))
    .sort();
  const cardPreds: PredictionRecord[] = [];
  const cardMs: number[] = [];
  const byKind = new Map<string, number[]>();
  const truthCards = JSON.parse(readFileSync(join(cardsDir, 'truth.json'), 'utf8')) as {
    file: string;
    difficulty: string;
  }[];
  const difficulty = new Map(truthCards.map((t) => [t.file, t.difficulty]));
  try {
    for (const f of images) {
      const image = readFileSync(join(cardsDir, f));
      const { lines, ms: ocrMs } = await ocr.recognise(image);
      const t1 = performance.now();
      const r = extractContact({ lines });
      const ms = ocrMs + (performance.now() - t1);
      cardMs.push(ms);
      const d = difficulty.get(f) ?? 'unknown';
      byKind.set(d, [...(byKind.get(d) ?? []), ms]);
      cardPreds.push(toPrediction(f, r, ms));
    }
  } finally {
    await ocr.close();
  }
  const loadAfterCards = loadavg();

  console.log('=== Business cards (tesseract.js adapter + engine) ===');
  console.log(trimReport(score(join(cardsDir, 'truth.json'), cardPreds, join(tmp, 'cards.jsonl'))));
  console.log(`Start-up and warm-up on two sample cards (excluded): ${fmt(startMs)}`);
  console.log(
    `Machine load (1/5/15 min) at start ${loadAtStart.map((x) => x.toFixed(2)).join(' ')}, after the cards ${loadAfterCards.map((x) => x.toFixed(2)).join(' ')}`,
  );
  console.log(
    `Per card, warm: p50 ${fmt(percentile(cardMs, 50))}  p95 ${fmt(percentile(cardMs, 95))}  max ${fmt(Math.max(...cardMs))}`,
  );
  for (const [d, xs] of [...byKind.entries()].sort()) {
    console.log(
      `  ${d.padEnd(7)} p50 ${fmt(percentile(xs, 50))}  p95 ${fmt(percentile(xs, 95))}  (n=${xs.length})`,
    );
  }
}

/** Typed notes and spoken transcripts. */
function benchText(textDir: string, tmp: string): void {
  const textPreds: PredictionRecord[] = [];
  const textMs: number[] = [];
  for (const f of readdirSync(textDir)
    .filter((x) => x.endsWith('.txt'))
    .sort()) {
    const t1 = performance.now();
    const r = extractContact({ lines: linesFromText(readFileSync(join(textDir, f), 'utf8')) });
    const ms = performance.now() - t1;
    textMs.push(ms);
    textPreds.push(toPrediction(f, r, ms));
  }
  const audioTruth = join(textDir, 'audio', 'truth.json');
  const voicePreds: PredictionRecord[] = [];
  if (existsSync(audioTruth)) {
    for (const a of JSON.parse(readFileSync(audioTruth, 'utf8')) as { file: string; transcript: string }[]) {
      const t1 = performance.now();
      const r = extractContact({ lines: linesFromText(a.transcript), hints: { spoken: true } });
      voicePreds.push(toPrediction(a.file, r, performance.now() - t1));
    }
  }

  console.log('\n=== Lead text (typed notes, signatures, blurbs, introductions) ===');
  console.log(trimReport(score(join(textDir, 'truth.json'), textPreds, join(tmp, 'text.jsonl'))));
  console.log(`Per note: p50 ${fmt(percentile(textMs, 50))}  p95 ${fmt(percentile(textMs, 95))}`);
  if (voicePreds.length) {
    console.log('\n=== Voice transcripts (spoken forms, from audio/truth.json) ===');
    console.log(trimReport(score(audioTruth, voicePreds, join(tmp, 'voice.jsonl'))));
  }
}

async function main(): Promise<void> {
  const cardsDir = join(fixtures, 'business-cards');
  const textDir = join(fixtures, 'lead-text');
  if (!scorer || (!existsSync(cardsDir) && !existsSync(textDir))) {
    throw new Error(`fixtures not found at ${fixtures} (set LEADROUTE_FIXTURES)`);
  }
  const tmp = mkdtempSync(join(tmpdir(), 'leadroute-bench-'));
  if (existsSync(cardsDir)) await benchCards(cardsDir, tmp);
  if (existsSync(textDir)) benchText(textDir, tmp);
  console.log(`\nPredictions written to ${tmp}`);
}

await main();
