import { leadIdParamsSchema } from '../../contracts/leads';
import { leads } from '../../adapters/wire';
import { deleteLead } from '../../core/leads/delete-lead';
import { httpHandler, noContent } from '../../shared/http';

const leadStore = leads();

export const handler = httpHandler({ auth: 'jwt', params: leadIdParamsSchema }, async ({ user, params }) => {
  await deleteLead({ userId: user.userId, leadId: params.id, leads: leadStore });
  return noContent();
});
