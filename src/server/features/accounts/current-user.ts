import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';

/** The one shape of the signed-in user the API answers with (spec §7 `/api/user`, plus `isAdmin` for issue 22). */
export const currentUser = (user: { username: string; vehicleType: VehicleType }, hasPurchased: boolean, isAdmin: boolean): CurrentUser => ({
  username: user.username,
  vehicleType: user.vehicleType,
  hasPurchased,
  isAdmin,
});
