import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { AuthStatus } from '../components/auth-provider';

/** /login and /signup are for signed-out readers: a signed-in one goes to the feed. */
export function useLeaveWhenSignedIn(status: AuthStatus): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'signedIn') void navigate('/', { replace: true });
  }, [status, navigate]);
}
