import { listLeadsQuerySchema, leadIdSchema, type ListLeadsResponse } from '../../contracts/leads';
import { leads } from '../../adapters/wire';
import { listLeads } from '../../core/leads/list-leads';
import { AppError } from '../../shared/errors';
import { httpHandler, json } from '../../shared/http';
import { presentLead } from './present-lead';

const leadStore = leads();

export const handler = httpHandler({ auth: 'jwt', query: listLeadsQuerySchema }, async ({ user, query }) => {
  const cursor = query.cursor === undefined ? undefined : leadIdSchema.safeParse(query.cursor);
  if (cursor && !cursor.success) throw new AppError('VALIDATION_FAILED', 'Invalid cursor');
  const page = await listLeads({ userId: user.userId, after: cursor?.data, leads: leadStore });
  const response: ListLeadsResponse = { items: page.items.map(presentLead), nextCursor: page.lastId };
  return json(200, response);
});
