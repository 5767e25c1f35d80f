import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFreePortBlock, isPortTaken } from '../../bin/local/processes';
import { PORTS_PER_STACK, startLocalStack } from '../../bin/local/stack';

function listenOn(port: number) {
  return new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('ports for stacks booted side by side', () => {
  it('draws blocks below the ephemeral range, where outgoing connections cannot take them', async () => {
    const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '32768');
    const ephemeralStart = Number(range.trim().split(/\s+/)[0]);
    for (let i = 0; i < 20; i++) {
      const base = await findFreePortBlock(PORTS_PER_STACK);
      expect(base).toBeGreaterThanOrEqual(10000);
      expect(base + PORTS_PER_STACK - 1).toBeLessThan(ephemeralStart);
    }
  });

  it('fails a start whose emulator port is taken with an error the retry recognises, and leaves nothing listening', async () => {
    const port = await findFreePortBlock(PORTS_PER_STACK);
    const squatter = await listenOn(port + 3); // the S3 emulator's port
    const dataDir = await mkdtemp(join(tmpdir(), 'leadroute-ports-'));
    try {
      const failure = await startLocalStack({ port, dataDir, quiet: true, warmUpOcr: false }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(isPortTaken(failure)).toBe(true);
      // The emulators that did start were stopped: their ports can be listened on again.
      for (const offset of [1, 2, 4]) (await listenOn(port + offset)).close();
    } finally {
      squatter.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
