import { deleteLeadsRequestSchema } from '../../contracts/leads';
import { leads } from '../../adapters/wire';
import { deleteLeads } from '../../core/leads/delete-leads';
import { httpHandler, json } from '../../shared/http';

const leadStore = leads();

export const handler = httpHandler(
  { auth: 'jwt', body: deleteLeadsRequestSchema },
  async ({ user, body }) => {
    const deleted = await deleteLeads({ userId: user.userId, leadIds: body.ids, leads: leadStore });
    return json(200, { deleted });
  },
);
