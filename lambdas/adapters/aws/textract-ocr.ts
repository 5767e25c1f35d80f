import { DetectDocumentTextCommand, type Block, type TextractClient } from '@aws-sdk/client-textract';
import type { TextLine } from '../../core/capture';
import { UNREADABLE_PHOTO, type Ocr, type OcrResult } from '../../ports/ocr';
import { AppError } from '../../shared/errors';

/** Textract reports boxes as fractions of the page; the engine compares boxes only with each other. */
const SCALE = 1000;

function toBox(block: Block) {
  const box = block.Geometry?.BoundingBox;
  const left = (box?.Left ?? 0) * SCALE;
  const top = (box?.Top ?? 0) * SCALE;
  return { x0: left, y0: top, x1: left + (box?.Width ?? 0) * SCALE, y1: top + (box?.Height ?? 0) * SCALE };
}

/** Amazon Textract DetectDocumentText: lines with word confidences and boxes, in reading order. */
export class TextractOcr implements Ocr {
  constructor(private readonly client: TextractClient) {}

  async recognise(image: Buffer): Promise<OcrResult> {
    const started = Date.now();
    const response = await this.client
      .send(new DetectDocumentTextCommand({ Document: { Bytes: image } }))
      .catch((error: { name?: string }) => {
        if (error.name === 'UnsupportedDocumentException' || error.name === 'InvalidParameterException') {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNREADABLE_PHOTO);
        }
        throw error;
      });
    const blocks = response.Blocks ?? [];
    const byId = new Map(blocks.map((block) => [block.Id, block]));
    const lines: TextLine[] = blocks
      .filter((block) => block.BlockType === 'LINE' && block.Text)
      .map((line) => {
        const wordIds = line.Relationships?.find((relation) => relation.Type === 'CHILD')?.Ids ?? [];
        const words = wordIds
          .map((id) => byId.get(id))
          .filter((word): word is Block => Boolean(word?.Text))
          .map((word) => ({
            text: word.Text ?? '',
            confidence: (word.Confidence ?? 0) / 100,
            bbox: toBox(word),
          }));
        return { text: line.Text ?? '', confidence: (line.Confidence ?? 0) / 100, words };
      });
    return { lines, ms: Date.now() - started };
  }
}
