/**
 * Crops read by the second recogniser ahead of need. The crops it will be asked about are known, but for the
 * accent pass's letters, once the other second looks are merged; while the accent pass still runs on one core,
 * they are read one at a time on the other. When the last pass asks for a crop at the same place of the page, it
 * gets that reading (the same pixels read the same); a crop not read yet is read there and then, and one that is
 * no longer asked about was read for nothing, on a core that had nothing else to do.
 */
import type { GreyImage } from './card-image';

/** A crop of the greyscale page and where it lies on it (two crops at one place hold the same pixels). */
export interface PlacedCrop extends GreyImage {
  at: string;
}

export class ReadAhead<R> {
  private readonly started = new Map<string, Promise<R>>();
  private readonly waiting = new Map<string, PlacedCrop>();

  /** Starts reading `crops` one after another with `read`. */
  constructor(
    crops: readonly PlacedCrop[],
    private readonly read: (crop: PlacedCrop) => Promise<R>,
  ) {
    for (const crop of crops) this.waiting.set(crop.at, crop);
    void this.readInTurn();
  }

  /** The reading of a crop: the one read ahead at its place, or one read now. */
  get(crop: PlacedCrop): Promise<R> {
    return this.started.get(crop.at) ?? this.start(crop);
  }

  /**
   * Reads no more crops ahead (the one being read finishes). Once the last pass has asked for its crops, the rest
   * would only be read for nothing, on a core the next card's preparation needs.
   */
  stop(): void {
    this.waiting.clear();
  }

  private start(crop: PlacedCrop): Promise<R> {
    this.waiting.delete(crop.at);
    const reading = this.read(crop);
    this.started.set(crop.at, reading);
    // a reading nobody asks for must not fail unhandled; one asked for fails for its asker
    reading.catch(() => undefined);
    return reading;
  }

  private async readInTurn(): Promise<void> {
    // (a crop `get` started meanwhile has left the queue)
    for (const crop of this.waiting.values()) await this.start(crop).catch(() => undefined);
  }
}
