/** The page helper's thread (see page-helper.ts): runs each page step it is sent on the band of rows it names. */
import { parentPort } from 'node:worker_threads';
import { runPageStep, type PageStep, type RowBand } from './page-rows';

export interface PageStepRequest {
  id: number;
  step: PageStep;
  args: never;
  rows: RowBand;
}

parentPort!.on('message', ({ id, step, args, rows }: PageStepRequest) => {
  try {
    parentPort!.postMessage({ id, result: runPageStep(step, args, rows) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
