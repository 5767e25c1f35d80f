import { describe, expect, it } from 'vitest';
import { ReadAhead, type PlacedCrop } from '../../../lambdas/adapters/local/read-ahead';

const crop = (at: string): PlacedCrop => ({ data: new Uint8Array(1), width: 1, height: 1, at });

/** A recogniser whose reads finish only when the test lets them, recording what it was asked and when. */
function heldRecogniser() {
  const asked: string[] = [];
  const pending = new Map<string, { resolve: (t: string) => void; reject: (e: Error) => void }>();
  const read = (c: PlacedCrop): Promise<string> => {
    asked.push(c.at);
    return new Promise<string>((resolve, reject) => pending.set(c.at, { resolve, reject }));
  };
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { asked, read, pending, settle };
}

describe('reading crops ahead of need', () => {
  it('reads the crops one at a time, in turn', async () => {
    const r = heldRecogniser();
    new ReadAhead([crop('a'), crop('b'), crop('c')], r.read);
    await r.settle();
    expect(r.asked).toEqual(['a']);
    r.pending.get('a')!.resolve('A');
    await r.settle();
    expect(r.asked).toEqual(['a', 'b']);
  });

  it('gives a crop read ahead at the same place without reading it again', async () => {
    const r = heldRecogniser();
    const ahead = new ReadAhead([crop('10,20,30,40')], r.read);
    const reading = ahead.get(crop('10,20,30,40'));
    r.pending.get('10,20,30,40')!.resolve('0171/392 00 54');
    await expect(reading).resolves.toBe('0171/392 00 54');
    expect(r.asked).toEqual(['10,20,30,40']);
  });

  it('reads at once a crop still waiting its turn, or one never queued, beside the one being read', async () => {
    const r = heldRecogniser();
    const ahead = new ReadAhead([crop('a'), crop('b'), crop('c')], r.read);
    await r.settle();
    void ahead.get(crop('c'));
    void ahead.get(crop('d'));
    expect(r.asked).toEqual(['a', 'c', 'd']);
    // the queue goes on without the crop taken out of turn
    r.pending.get('a')!.resolve('A');
    await r.settle();
    r.pending.get('b')!.resolve('B');
    await r.settle();
    expect(r.asked).toEqual(['a', 'c', 'd', 'b']);
  });

  it('lets a failed read fail for whoever asks for it, and goes on with the others', async () => {
    const r = heldRecogniser();
    const ahead = new ReadAhead([crop('a'), crop('b')], r.read);
    await r.settle();
    r.pending.get('a')!.reject(new Error('onnx failed'));
    await r.settle();
    expect(r.asked).toEqual(['a', 'b']);
    await expect(ahead.get(crop('a'))).rejects.toThrow('onnx failed');
  });

  it('reads no more crops once stopped, and still reads one asked for', async () => {
    const r = heldRecogniser();
    const ahead = new ReadAhead([crop('a'), crop('b'), crop('c')], r.read);
    await r.settle();
    ahead.stop();
    r.pending.get('a')!.resolve('A');
    await r.settle();
    expect(r.asked).toEqual(['a']);
    void ahead.get(crop('c'));
    expect(r.asked).toEqual(['a', 'c']);
  });
});
