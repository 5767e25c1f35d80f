import { createLeadFromTextRequestSchema } from '../../contracts/leads';
import { capturePorts } from '../../adapters/wire';
import { captureLeadFromText } from '../../core/leads/capture-lead-from-text';
import { httpHandler, json } from '../../shared/http';
import { presentCapture, uiLanguageOf } from './present-lead';

const ports = capturePorts();

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
