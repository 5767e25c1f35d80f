import { scanCardRequestSchema } from '../../contracts/captures';
import { clock, corrections, ids, leads, ocr, subscribers, uploads, usageMeter } from '../../adapters/wire';
import { scanBusinessCard } from '../../core/leads/scan-business-card';
import { httpHandler, json } from '../../shared/http';
import { presentCapture, uiLanguageOf } from '../leads/present-lead';

const ports = {
  leads: leads(),
  corrections: corrections(),
  usage: usageMeter(),
  subscribers: subscribers(),
  files: uploads(),
  ocr: ocr(),
  clock,
  ids,
};

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
