import { scanCardRequestSchema } from '../../contracts/captures';
import { capturePorts, ocr, uploads } from '../../adapters/wire';
import { scanBusinessCard } from '../../core/leads/scan-business-card';
import { httpHandler, json } from '../../shared/http';
import { presentCapture, uiLanguageOf } from '../leads/present-lead';

const ports = { ...capturePorts(), files: uploads(), ocr: ocr() };

export const handler = httpHandler(
  { auth: 'jwt', body: scanCardRequestSchema },
  async ({ user, body, event }) => {
    const started = performance.now();
    const captured = await scanBusinessCard({
      ...ports,
      userId: user.userId,
      key: body.key,
      uiLanguage: uiLanguageOf(event),
    });
    return json(201, presentCapture(captured, 'AI Scan Complete', performance.now() - started));
  },
);
