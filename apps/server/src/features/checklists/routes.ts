import {
  checklistItemParamsSchema,
  checklistItemPatchSchema,
  checklistParamsSchema,
  checklistsSchema,
  newChecklistItemSchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { addOwnItem, changeItem, herChecklists, removeItem } from './service.ts';

/**
 * The checklists (issue 34): her hospital bag, birth preferences and "before the baby comes"
 * lists. Every write answers her lists as they now are. Her partner reads them only through the
 * partner view (read-only); these routes act on the caller's own lists alone.
 */
export function checklistsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = ctx.database.db;
    app.get(
      '/api/checklists',
      {
        config: { access: 'user' },
        schema: { summary: 'Her checklists with her ticks, order and own items', response: { 200: checklistsSchema } },
      },
      async (request) => herChecklists(db, principalOf(request).userId),
    );
    app.post(
      '/api/checklists/:list/items',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Add her own item to a checklist',
          params: checklistParamsSchema,
          body: newChecklistItemSchema,
          response: { 201: checklistsSchema },
        },
      },
      async (request, reply) => {
        const { userId } = principalOf(request);
        const lists = await addOwnItem(db, userId, request.params.list, request.body);
        // Her partner's view shows her lists.
        await ctx.pollCaches.changed(userId);
        return reply.code(201).send(lists);
      },
    );
    app.patch(
      '/api/checklists/items/:id',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Tick, reword, move or put back a checklist item',
          params: checklistItemParamsSchema,
          body: checklistItemPatchSchema,
          response: { 200: checklistsSchema },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        const lists = await changeItem(db, userId, request.params.id, request.body, ctx.now());
        await ctx.pollCaches.changed(userId);
        return lists;
      },
    );
    app.delete(
      '/api/checklists/items/:id',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Remove a checklist item',
          params: checklistItemParamsSchema,
          response: { 200: checklistsSchema },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        const lists = await removeItem(db, userId, request.params.id, ctx.now());
        await ctx.pollCaches.changed(userId);
        return lists;
      },
    );
  };
}
