/**
 * Extracts a lead from typed text (a note, an email signature, a transcript) and prints the fields.
 *   tsx bin/extract.ts <text file or -> [more files…] [--json] [--spoken] [--region GB]
 * "-" reads standard input. With --json, one JSON line per input: {file, name, title, company, email, phone
 * (E.164), website, ms}.
 */
import { readFile } from 'node:fs/promises';
import { extractContact, formatResult, linesFromText, toPrediction } from '../lambdas/core/capture';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const spoken = argv.includes('--spoken') ? true : undefined;
  const regionIdx = argv.indexOf('--region');
  const region = regionIdx >= 0 ? argv[regionIdx + 1] : undefined;
  const inputs = argv.filter(
    (a, i) => (a === '-' || !a.startsWith('--')) && !(regionIdx >= 0 && i === regionIdx + 1),
  );
  if (!inputs.length) {
    console.error('usage: extract <text file or -> [--json] [--spoken] [--region CC]');
    return 2;
  }
  let failures = 0;
  for (const input of inputs) {
    try {
      const text = input === '-' ? await readStdin() : await readFile(input, 'utf8');
      if (!text.trim()) throw new Error('the text is blank');
      const t0 = performance.now();
      const result = extractContact({ lines: linesFromText(text), defaultRegion: region, hints: { spoken } });
      const ms = performance.now() - t0;
      const file = input === '-' ? 'stdin' : input;
      console.log(
        json ? JSON.stringify(toPrediction(file, result, ms)) : formatResult(file, result, ms) + '\n',
      );
    } catch (err) {
      failures++;
      console.error(`${input}: ${(err as Error).message}`);
    }
  }
  return failures ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
