import { voiceLeadRequestSchema } from '../../contracts/captures';
import { capturePorts, transcriber, uploads } from '../../adapters/wire';
import { captureLeadFromVoice } from '../../core/leads/capture-lead-from-voice';
import { httpHandler, json } from '../../shared/http';
import { presentCapture, uiLanguageOf } from '../leads/present-lead';

const ports = { ...capturePorts(), files: uploads(), transcriber: transcriber() };

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
