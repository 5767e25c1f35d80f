import { createCaptureUploadRequestSchema, type CaptureUpload } from '../../contracts/captures';
import { ids, uploads } from '../../adapters/wire';
import { createCaptureUpload } from '../../core/leads/create-capture-upload';
import { httpHandler, json } from '../../shared/http';

const files = uploads();

export const handler = httpHandler(
  { auth: 'jwt', body: createCaptureUploadRequestSchema },
  async ({ user, body }) => {
    const upload: CaptureUpload = await createCaptureUpload({
      userId: user.userId,
      request: body,
      files,
      ids,
    });
    return json(201, upload);
  },
);
