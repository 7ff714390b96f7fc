import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { clearSession, hasSession } from '@/shared/lib/session';
import { shouldClearOnLoginArrival } from './guard-rules';

/** The login route clears a session that arrives with the user, unless companies sent them. */
export function LoginGuard() {
  const location = useLocation();
  useEffect(() => {
    if (shouldClearOnLoginArrival(hasSession(), location.state)) clearSession();
  }, [location.key, location.state]);
  return <Outlet />;
}
