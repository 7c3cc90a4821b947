import type { SignedInUser } from '@kakyere/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { shouldRetry } from '../../../lib/api-client';
import { signOutRequest, type AuthResult } from '../api/post-auth';
import { fetchViewer } from '../api/get-viewer';
import { profileQueryKey, viewerQueryKey } from '../api/query-keys';
import { notificationPermission, obtainPushToken, removePushToken } from '../lib/push-token';

/** Spec §4: loading at first, then signed in or signed out. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: SignedInUser | null;
  /** Asks the server again who is signed in (after signing in or up); resolves with the answer. */
  refresh: () => Promise<SignedInUser | null>;
  /** Ends the session (first removing this browser's push subscription); on success the app shows the reader as signed out at once. */
  signOut: () => Promise<AuthResult<unknown>>;
  /**
   * Spec §3: this browser's push token (its push subscription's endpoint) while signed in; '' when
   * permission was refused or subscribing failed; null when none was obtained (undecided, unsupported).
   */
  fcmToken: string | null;
  /** Asks for notification permission (only from a click) and subscribes this browser; resolves with the token. */
  enableNotifications: () => Promise<string | null>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Who the reader is, in one place. The server renders the page with it; otherwise GET /api/me asks. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const viewer = useQuery({
    queryKey: viewerQueryKey,
    queryFn: fetchViewer,
    // Changes only when this app signs in or out, which updates it; the server's answer holds till then.
    staleTime: Infinity,
    retry: shouldRetry,
  });

  const [fcmToken, setFcmToken] = useState<string | null>(null);
  const uid = viewer.data?.uid ?? null;

  // Spec §4 "on each sign-in … obtains a push token", read as decision 014 does: with permission
  // already granted the browser is (re)subscribed silently; an undecided browser is not asked here.
  useEffect(() => {
    if (!uid || notificationPermission() !== 'granted') return;
    let current = true;
    void obtainPushToken({ ask: false }).then((token) => {
      if (current) setFcmToken(token);
    });
    return () => {
      current = false;
    };
  }, [uid]);

  const enableNotifications = useCallback(async () => {
    const token = await obtainPushToken({ ask: true });
    setFcmToken(token);
    return token;
  }, []);

  const refresh = useCallback(async () => {
    // Another person's profile must not linger after the account changes.
    queryClient.removeQueries({ queryKey: profileQueryKey });
    await queryClient.refetchQueries({ queryKey: viewerQueryKey, exact: true });
    return queryClient.getQueryData<SignedInUser | null>(viewerQueryKey) ?? null;
  }, [queryClient]);

  const signOut = useCallback(async () => {
    // The server can drop this browser's subscription only while the session lasts.
    await removePushToken();
    const result = await signOutRequest();
    if (result.ok) {
      setFcmToken(null);
      queryClient.setQueryData(viewerQueryKey, null);
      queryClient.removeQueries({ queryKey: profileQueryKey });
    }
    return result;
  }, [queryClient]);

  const { data, isError } = viewer;
  const value = useMemo<AuthState>(() => {
    // No answer at all (offline): shown as signed out rather than waiting for ever.
    const status: AuthStatus = data ? 'signedIn' : data === null || isError ? 'signedOut' : 'loading';
    return { status, user: data ?? null, refresh, signOut, fcmToken, enableNotifications };
  }, [data, isError, refresh, signOut, fcmToken, enableNotifications]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
