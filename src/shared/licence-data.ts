import type { VehicleType } from './vehicle-types.ts';

/** Fees and intervals shown on the checklist screen (spec §9 table, euro). */
export interface LicenceFees {
  initialLicenseFee: number;
  renewalFee: number;
  suitabilityTestFee: number;
  suitabilityFrequencyMonths: number;
  maxAgeYears: number;
  /** Taximeter verification, taxi types only. */
  meterCost: number | null;
}

export const LICENCE_FEES: Record<VehicleType, LicenceFees> = {
  taxi: { initialLicenseFee: 150, renewalFee: 150, suitabilityTestFee: 45, suitabilityFrequencyMonths: 12, maxAgeYears: 10, meterCost: 55 },
  wheelchair_accessible_taxi: { initialLicenseFee: 75, renewalFee: 75, suitabilityTestFee: 45, suitabilityFrequencyMonths: 12, maxAgeYears: 10, meterCost: 55 },
  hackney: { initialLicenseFee: 150, renewalFee: 150, suitabilityTestFee: 45, suitabilityFrequencyMonths: 12, maxAgeYears: 10, meterCost: null },
  wheelchair_accessible_hackney: { initialLicenseFee: 75, renewalFee: 75, suitabilityTestFee: 45, suitabilityFrequencyMonths: 12, maxAgeYears: 10, meterCost: null },
  limousine: { initialLicenseFee: 1000, renewalFee: 150, suitabilityTestFee: 45, suitabilityFrequencyMonths: 6, maxAgeYears: 15, meterCost: null },
  local_area_hackney: { initialLicenseFee: 50, renewalFee: 50, suitabilityTestFee: 45, suitabilityFrequencyMonths: 12, maxAgeYears: 10, meterCost: null },
};

export function isTaxiType(type: VehicleType): boolean {
  return type === 'taxi' || type === 'wheelchair_accessible_taxi';
}

export function isWheelchairType(type: VehicleType): boolean {
  return type === 'wheelchair_accessible_taxi' || type === 'wheelchair_accessible_hackney';
}
