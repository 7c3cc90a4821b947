import type { SignedInUser } from '@kakyere/contract';

/** Better Auth's user as spec §3 names the signed-in user's fields. */
export function toSignedInUser(user: { id: string; name: string; email: string; image?: string | null | undefined; emailVerified: boolean }): SignedInUser {
  return { uid: user.id, displayName: user.name.trim() || null, email: user.email, photoURL: user.image ?? null, emailVerified: user.emailVerified };
}
