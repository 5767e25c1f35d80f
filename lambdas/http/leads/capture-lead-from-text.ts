import { createLeadFromTextRequestSchema } from '../../contracts/leads';
import { clock, corrections, ids, leads, subscribers, usageMeter } from '../../adapters/wire';
import { captureLeadFromText } from '../../core/leads/capture-lead-from-text';
import { httpHandler, json } from '../../shared/http';
import { presentCapture, uiLanguageOf } from './present-lead';

const ports = {
  leads: leads(),
  corrections: corrections(),
  usage: usageMeter(),
  subscribers: subscribers(),
  clock,
  ids,
};

export const handler = httpHandler(
  { auth: 'jwt', body: createLeadFromTextRequestSchema },
  async ({ user, body, event }) => {
    const started = performance.now();
    const captured = await captureLeadFromText({
      ...ports,
      userId: user.userId,
      text: body.text,
      uiLanguage: uiLanguageOf(event),
    });
    return json(201, presentCapture(captured, 'Lead added', performance.now() - started));
  },
);
