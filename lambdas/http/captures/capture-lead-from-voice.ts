import { voiceLeadRequestSchema } from '../../contracts/captures';
import {
  clock,
  corrections,
  ids,
  leads,
  subscribers,
  transcriber,
  uploads,
  usageMeter,
} from '../../adapters/wire';
import { captureLeadFromVoice } from '../../core/leads/capture-lead-from-voice';
import { httpHandler, json } from '../../shared/http';
import { presentCapture, uiLanguageOf } from '../leads/present-lead';

const ports = {
  leads: leads(),
  corrections: corrections(),
  usage: usageMeter(),
  subscribers: subscribers(),
  files: uploads(),
  transcriber: transcriber(),
  clock,
  ids,
};

export const handler = httpHandler(
  { auth: 'jwt', body: voiceLeadRequestSchema },
  async ({ user, body, event }) => {
    const started = performance.now();
    const captured = await captureLeadFromVoice({
      ...ports,
      userId: user.userId,
      key: body.key,
      transcriptHint: body.transcriptHint,
      uiLanguage: uiLanguageOf(event),
    });
    return json(201, {
      ...presentCapture(captured, 'Voice lead processed', performance.now() - started),
      transcript: captured.transcript,
    });
  },
);
