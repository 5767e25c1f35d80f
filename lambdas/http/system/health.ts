import { httpHandler, json } from '../../shared/http';

export const handler = httpHandler({ auth: 'public' }, async () => json(200, { ok: true }));
