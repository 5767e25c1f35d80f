/**
 * The page steps of card preparation that can run on two bands of a page's rows side by side, one on each core
 * (see page-helper.ts): each reads the whole page and writes only its band's rows, so the two bands' results
 * together are exactly the whole page's. Their arguments are plain data, pixels in shared memory, so that the page
 * helper's thread can be handed them.
 */
import type { GreyImage } from './card-image';
import { cleanPageRows, type CleaningOptions } from './clean-page';
import { warpRows, type RectangleWarp } from './card-perspective';
import { unsharpMaskRows, type UnsharpOptions } from './unsharp-mask';

/** Rows [from, to) of a page. */
export interface RowBand {
  from: number;
  to: number;
}

export const PAGE_STEPS = {
  /** The card's rectangle resampled from the photo (card-perspective.ts). */
  warp: (args: { src: GreyImage; warp: RectangleWarp; out: Uint8Array }, rows: RowBand): null => {
    warpRows(args.src, args.warp, args.out, rows);
    return null;
  },
  /** The photographed page sharpened (unsharp-mask.ts). */
  sharpen: (
    args: { grey: Uint8Array; out: Uint8Array; width: number; height: number; options: UnsharpOptions },
    rows: RowBand,
  ): null => {
    unsharpMaskRows(args.grey, args.out, args.width, args.height, args.options, rows);
    return null;
  },
  /** The page cleaned (clean-page.ts); returns the band's ink samples. */
  clean: (
    args: {
      src: Uint8Array;
      width: number;
      height: number;
      options: CleaningOptions;
      dark: Uint8Array;
      out: Uint8Array;
      margin?: Uint8Array;
    },
    rows: RowBand,
  ): { textX: Int32Array; textY: Int32Array } =>
    cleanPageRows(args.src, args.width, args.height, args.options, args, rows),
};

export type PageStep = keyof typeof PAGE_STEPS;
export type PageStepArgs<S extends PageStep> = Parameters<(typeof PAGE_STEPS)[S]>[0];
export type PageStepResult<S extends PageStep> = ReturnType<(typeof PAGE_STEPS)[S]>;

/** Runs step `step` on `rows` (what the helper's thread does with each message, and the caller with its own band). */
export function runPageStep<S extends PageStep>(
  step: S,
  args: PageStepArgs<S>,
  rows: RowBand,
): PageStepResult<S> {
  return (PAGE_STEPS[step] as (a: PageStepArgs<S>, r: RowBand) => PageStepResult<S>)(args, rows);
}
