import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const running = new Set<ManagedProcess>();

// If the parent dies, its children die with it: no emulator is left listening.
process.on('exit', () => {
  for (const managed of running) managed.child.kill('SIGKILL');
});

/** Starts a child process and resolves once `ready` says so (by output line or by an open port). */
export function startProcess(options: {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  readyLine?: RegExp;
  readyPort?: number;
  quiet?: boolean;
  timeoutMs?: number;
}): Promise<ManagedProcess> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const managed: ManagedProcess = {
    name: options.name,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        running.delete(managed);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
  running.add(managed);
  let output = '';
  const relay = (chunk: Buffer, stream: NodeJS.WriteStream) => {
    output = (output + chunk.toString()).slice(-4000);
    if (!options.quiet) stream.write(`[${options.name}] ${chunk.toString()}`);
  };
  child.stdout?.on('data', (chunk: Buffer) => relay(chunk, process.stdout));
  child.stderr?.on('data', (chunk: Buffer) => relay(chunk, process.stderr));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`${options.name} did not start within ${options.timeoutMs ?? 30000} ms:\n${output}`),
        ),
      options.timeoutMs ?? 30000,
    );
    const done = () => {
      clearTimeout(timer);
      resolve(managed);
    };
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${options.name} exited with code ${code}:\n${output}`));
    });
    if (options.readyLine) {
      const pattern = options.readyLine;
      child.stdout?.on('data', () => {
        if (pattern.test(output)) done();
      });
    } else if (options.readyPort) {
      void waitForPort(options.readyPort, options.timeoutMs ?? 30000).then(done, reject);
    } else done();
  });
}

export async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Port ${port} did not open within ${timeoutMs} ms`);
}

/**
 * A run of `count` consecutive free loopback ports, for tests that boot their own stack.
 * The block is drawn from below the kernel's ephemeral range: a port in that range can be
 * handed to any outgoing connection (a browser, an SDK client) between our check and the
 * emulator's listen, which once failed CI with EADDRINUSE.
 */
export async function findFreePortBlock(count: number): Promise<number> {
  const low = 10000;
  const high = (await ephemeralRangeStart()) - count;
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = low + Math.floor(Math.random() * (high - low));
    const results = await Promise.all(Array.from({ length: count }, (_, offset) => isFree(base + offset)));
    if (results.every(Boolean)) return base;
  }
  throw new Error('No free block of ports found');
}

/** True when a start failed only because a port was taken, so another block may succeed. */
export function isPortTaken(error: unknown): boolean {
  return (
    error instanceof Error && /EADDRINUSE/.test(`${error.message} ${(error as { code?: string }).code ?? ''}`)
  );
}

async function ephemeralRangeStart(): Promise<number> {
  try {
    const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
    const start = Number(range.trim().split(/\s+/)[0]);
    return Number.isInteger(start) && start > 11000 ? start : 32768;
  } catch {
    return 32768;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
