import type { SignedInUser } from '@kakyere/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { viewerQueryKey } from '../api/query-keys';
import { AuthProvider, useAuth } from './auth-provider';

function Status() {
  const { status, user } = useAuth();
  return createElement('p', null, `${status}:${user?.email ?? '-'}`);
}

function renderWith(client: QueryClient, child: ReactNode): string {
  return renderToString(createElement(QueryClientProvider, { client }, createElement(AuthProvider, null, child)));
}

const user: SignedInUser = { uid: 'u1', displayName: 'Ama Mensah', email: 'ama@example.com', photoURL: null, emailVerified: true };

describe('auth state', () => {
  it('is a developer error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(createElement(Status))).toThrow('useAuth must be used within an AuthProvider');
    vi.restoreAllMocks();
  });

  it('is signed in or signed out as the server rendered the page, and loading without it', () => {
    const signedIn = new QueryClient();
    signedIn.setQueryData(viewerQueryKey, user);
    expect(renderWith(signedIn, createElement(Status))).toContain('signedIn:ama@example.com');

    const signedOut = new QueryClient();
    signedOut.setQueryData(viewerQueryKey, null);
    expect(renderWith(signedOut, createElement(Status))).toContain('signedOut:-');

    expect(renderWith(new QueryClient(), createElement(Status))).toContain('loading:-');
  });
});
