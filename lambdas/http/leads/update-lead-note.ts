import { leadIdParamsSchema, updateLeadNoteRequestSchema } from '../../contracts/leads';
import { leads } from '../../adapters/wire';
import { updateLeadNote } from '../../core/leads/update-lead-note';
import { httpHandler, json } from '../../shared/http';
import { presentLead } from './present-lead';

const leadStore = leads();

export const handler = httpHandler(
  { auth: 'jwt', params: leadIdParamsSchema, body: updateLeadNoteRequestSchema },
  async ({ user, params, body }) => {
    const lead = await updateLeadNote({
      userId: user.userId,
      leadId: params.id,
      note: body.note,
      leads: leadStore,
    });
    return json(200, presentLead(lead));
  },
);
