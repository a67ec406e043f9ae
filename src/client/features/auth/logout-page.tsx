import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { refreshSiteStatus } from '#client/lib/site-status.ts';
import { notify, notifyError } from '#client/lib/toast.ts';
import { useLogout } from './api/logout.ts';

/** Spec §4: call logout, clear the cached user, toast, go to /. Offline the device is signed out at once (issue 27). */
export function LogoutPage() {
  const navigate = useNavigate();
  const { mutateAsync } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    const failed = () => notifyError('Logout failed', 'There was an error logging out. Please try again.');
    // StrictMode runs effects twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    mutateAsync()
      .then((result) => {
        if (result === 'done') notify('Logged out');
        else if (result === 'pending') notify('Signed out on this device', 'Nothing of yours is kept on it; the sign-out reaches our server next time the app is online.');
        else failed();
      })
      .catch(failed)
      .finally(() => {
        refreshSiteStatus();
        navigate('/', { replace: true });
      });
  }, [mutateAsync, navigate]);

  return (
    <p role="status" className="p-12 text-center text-lg text-slate-700">
      Logging out...
    </p>
  );
}
