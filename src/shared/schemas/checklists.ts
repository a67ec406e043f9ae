import { z } from 'zod';
import { vehicleTypeField } from './auth.ts';

export const checklistTypeField = z.enum(['driver', 'vehicle'], { error: 'checklistType must be driver or vehicle' });

export const checklistItem = z.object({
  id: z.string().trim().min(1).max(60),
  title: z.string().max(200),
  description: z.string().max(1000),
  tooltipText: z.string().max(500),
  isCompleted: z.boolean({ error: 'isCompleted must be true or false' }),
});

export const saveChecklistSchema = z.object({
  checklistType: checklistTypeField,
  vehicleType: vehicleTypeField,
  items: z
    .array(checklistItem)
    .min(1, 'items must not be empty')
    .max(50, 'items must hold at most 50 entries')
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'items must not repeat an id'),
});

export const checklistRecord = saveChecklistSchema;

/** GET /api/checklists: the user's saved checklists. */
export const checklistsResponse = z.array(checklistRecord);

export type ChecklistItem = z.infer<typeof checklistItem>;
export type ChecklistType = z.infer<typeof checklistTypeField>;
export type ChecklistRecord = z.infer<typeof checklistRecord>;
