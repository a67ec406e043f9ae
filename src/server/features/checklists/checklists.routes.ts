import { API } from '#shared/api-paths.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildChecklist } from '#shared/checklists.ts';
import { checklistRecord, checklistsResponse, saveChecklistSchema, type ChecklistRecord } from '#shared/schemas/checklists.ts';
import { referenceData, type ReferenceData } from '#shared/schemas/reference.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import type { Auth } from '../../plugins/session.ts';
import { listChecklists, upsertChecklist } from '../../data/checklists.ts';

export interface ChecklistsDeps {
  db: Db;
  auth: Auth;
  reference: ReferenceData;
}

export const checklistsRoutes: FastifyPluginAsyncZod<ChecklistsDeps> = async (app, { db, auth, reference }) => {
  app.get(
    API.reference,
    { onRequest: auth.requireUser, schema: { tags: ['checklists'], summary: 'Licence data, checklist templates, approved vehicles and centres', response: { 200: referenceData } } },
    async () => reference,
  );

  app.get(
    API.checklists,
    { onRequest: auth.requireUser, schema: { tags: ['checklists'], summary: "The user's saved checklists", response: { 200: checklistsResponse } } },
    async (request) => (await listChecklists(db, auth.user(request).id)) as ChecklistRecord[],
  );

  app.post(
    API.checklists,
    { onRequest: auth.requireUser, schema: { tags: ['checklists'], summary: 'Save a checklist', body: saveChecklistSchema, response: { 200: checklistRecord } } },
    async (request) => {
      const { checklistType, vehicleType, items } = request.body;
      // Items are stored as the current templates say, with only the ticks taken from the client.
      const known = buildChecklist(reference.checklists[checklistType], vehicleType, items);
      const unknown = items.filter((i) => !known.some((k) => k.id === i.id)).map((i) => i.id);
      if (unknown.length > 0) throw new BadRequestError(`items: unknown ${checklistType} checklist item "${unknown[0]}" for ${vehicleType}`);
      const record = { checklistType, vehicleType, items: known };
      await upsertChecklist(db, auth.user(request).id, record);
      return record;
    },
  );
};
