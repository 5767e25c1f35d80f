import { createLeadFromTextRequestSchema, type CreateLeadResponse } from '../../contracts/leads';
import { clock, ids, leads } from '../../adapters/wire';
import { createLeadFromText } from '../../core/leads/create-lead-from-text';
import { httpHandler, json } from '../../shared/http';
import { presentLead } from './present-lead';

const leadStore = leads();

export const handler = httpHandler(
  { auth: 'jwt', body: createLeadFromTextRequestSchema },
  async ({ user, body }) => {
    const lead = await createLeadFromText({
      userId: user.userId,
      text: body.text,
      leads: leadStore,
      clock,
      ids,
    });
    const response: CreateLeadResponse = {
      success: true,
      message: 'Lead added',
      limitReached: false,
      lead: presentLead(lead),
    };
    return json(201, response);
  },
);
