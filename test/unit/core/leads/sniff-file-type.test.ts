import { describe, expect, it } from 'vitest';
import { isAudio, isImage, sniffFileType } from '../../../../lambdas/core/leads/sniff-file-type';

const pad = (head: number[] | string) =>
  Buffer.concat([
    typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head),
    Buffer.alloc(16),
  ]);

describe('sniffFileType', () => {
  it.each([
    [pad([0xff, 0xd8, 0xff, 0xe1]), 'image/jpeg'],
    [pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    [pad('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
    [pad('RIFF\0\0\0\0WAVEfmt '), 'audio/wav'],
    [pad([0x1a, 0x45, 0xdf, 0xa3]), 'audio/webm'],
    [pad('OggS'), 'audio/ogg'],
    [pad('\0\0\0\x20ftypM4A '), 'audio/mp4'],
    [pad('ID3\x04'), 'audio/mpeg'],
    [pad('%PDF-1.7'), null],
    [pad('<svg xmlns='), null],
  ])('recognises %#', (bytes, type) => {
    expect(sniffFileType(bytes)).toBe(type);
  });

  it('treats too-short files as unknown, and tells images from audio', () => {
    expect(sniffFileType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(isImage('image/png')).toBe(true);
    expect(isImage('image/gif')).toBe(false);
    expect(isAudio('audio/webm')).toBe(true);
    expect(isAudio('image/jpeg')).toBe(false);
  });
});
