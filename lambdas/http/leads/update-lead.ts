import { leadIdParamsSchema, updateLeadRequestSchema } from '../../contracts/leads';
import { clock, corrections, leads } from '../../adapters/wire';
import { updateLead } from '../../core/leads/update-lead';
import { httpHandler, json } from '../../shared/http';
import { presentLead, uiLanguageOf } from './present-lead';

const ports = { leads: leads(), corrections: corrections(), clock };

export const handler = httpHandler(
  { auth: 'jwt', params: leadIdParamsSchema, body: updateLeadRequestSchema },
  async ({ user, params, body, event }) => {
    const lead = await updateLead({
      ...ports,
      userId: user.userId,
      leadId: params.id,
      changes: body,
      uiLanguage: uiLanguageOf(event),
    });
    return json(200, presentLead(lead));
  },
);
