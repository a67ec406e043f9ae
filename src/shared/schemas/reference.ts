import { z } from 'zod';
import { VEHICLE_TYPE_IDS } from '../vehicle-types.ts';

/** Reference data compiled from content/data (spec §3, §9), validated by the content check. */
export const checklistTemplateItem = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3).max(200),
  description: z.string().min(10).max(1000),
  tooltipText: z.string().min(5).max(500),
  taxiOnly: z.boolean().optional(),
});

export const checklistTemplates = z.strictObject({
  driver: z.array(checklistTemplateItem).min(3),
  vehicle: z.array(checklistTemplateItem).min(3),
});

export const licenceInfo = z.strictObject({
  vehicleRequirements: z.array(z.string().min(10)).min(3),
  acceptableVehicles: z.array(z.string().min(3)).length(10, 'exactly ten acceptable vehicles per type'),
  notes: z.array(z.string().min(10)).default([]),
});

export const licenceData = z.strictObject(
  Object.fromEntries(VEHICLE_TYPE_IDS.map((id) => [id, licenceInfo])) as Record<(typeof VEHICLE_TYPE_IDS)[number], typeof licenceInfo>,
);

export const approvedVehicle = z.strictObject({
  manufacturer: z.string().min(2),
  model: z.string().min(1),
  suitableTaxi: z.boolean(),
  suitableHackney: z.boolean(),
  suitableLimousine: z.boolean(),
  wheelchairAccessible: z.boolean(),
  notes: z.string().optional(),
});

export const nctCentre = z.strictObject({ id: z.string(), name: z.string(), town: z.string(), county: z.string(), address: z.string() });

/** An SPSV service point: its own contacts only where a source gives them (spec §4 "SPSV centre"). */
export const spsvCentre = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** What a candidate goes there for, in a few words. */
  role: z.string(),
  address: z.string(),
  phone: z.string().optional(),
  email: z.email().optional(),
  hours: z.string().optional(),
  services: z.array(z.string()).min(1),
  website: z.url().startsWith('https://'),
});

export const centres = z.strictObject({
  nctCentres: z.array(nctCentre).length(12, 'exactly 12 NCT centres'),
  spsvCentres: z.array(spsvCentre).length(10, 'exactly 10 SPSV centres'),
});

export const referenceData = z.object({
  licenceData,
  checklists: checklistTemplates,
  vehicles: z.array(approvedVehicle).min(60, 'at least 60 approved vehicles'),
  centres,
});

export type ChecklistTemplateItem = z.infer<typeof checklistTemplateItem>;
export type LicenceInfo = z.infer<typeof licenceInfo>;
export type ApprovedVehicle = z.infer<typeof approvedVehicle>;
export type NctCentre = z.infer<typeof nctCentre>;
export type SpsvCentre = z.infer<typeof spsvCentre>;
export type ReferenceData = z.infer<typeof referenceData>;

/** Published national contact points (facts file); centres have no direct numbers of their own. */
export const CONTACTS = {
  nctBookingPhone: '01 413 5992',
  nctBookingEmail: 'bookings@ncts.ie',
  nctWebsite: 'https://www.ncts.ie/',
  spsvInfoLine: '0818 064 000',
  ntaEmail: 'taxis@nationaltransport.ie',
  ntaWebsite: 'https://www.nationaltransport.ie/',
  ntaSuitableVehicles: 'https://www.nationaltransport.ie/taxi/',
} as const;
