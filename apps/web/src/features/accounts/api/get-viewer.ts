import type { SignedInUser, ViewerResponse } from '@kakyere/contract';
import { getJson } from '../../../lib/api-client';

/** GET /api/me: who is signed in, or null. */
export async function fetchViewer({ signal }: { signal?: AbortSignal } = {}): Promise<SignedInUser | null> {
  return (await getJson<ViewerResponse>('/api/me', signal)).data.user;
}
