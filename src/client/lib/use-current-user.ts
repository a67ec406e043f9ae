import { useOutletContext } from 'react-router-dom';
import type { CurrentUser } from '#shared/schemas/auth.ts';

/** The signed-in user inside the app layout, which has already loaded it. */
export function useCurrentUser(): CurrentUser {
  return useOutletContext<CurrentUser>();
}
