/**
 * A worker thread running one of this folder's modules (the page helper's, the OCR's). Run from TypeScript sources
 * (the local stack, CLI, bench and tests run them through tsx), the thread registers tsx before it loads the
 * module; the AWS build never loads these adapters.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Starts the module `name` of this folder on a thread of its own; null when the thread cannot be started. */
export function startSiblingWorker(name: string, options: WorkerOptions = {}): Worker | null {
  try {
    const module = new URL(`./${name}${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
    const load = module.pathname.endsWith('.ts')
      ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
        `.then((tsx) => tsx.register()).then(() => import(${JSON.stringify(module.href)}))`
      : `import(${JSON.stringify(module.href)})`;
    return new Worker(load, { ...options, eval: true });
  } catch {
    return null;
  }
}
