import { z } from 'zod';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, EMAIL_PATTERN } from './account-rules.js';
import { INDUSTRIES } from './industries.js';

/** The signed-in user, as spec §3 names the identity provider's fields. */
export const SignedInUserSchema = z.object({
  uid: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

/** GET /api/me: who the session cookie belongs to, or null. */
export const ViewerResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: SignedInUserSchema.nullable() }),
});
export type ViewerResponse = z.infer<typeof ViewerResponseSchema>;

/** What the profile screen shows (spec §3, a source separate from the identity). */
export const ProfileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
  industry: z.enum(INDUSTRIES).nullable(),
  emailVerified: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ success: z.literal(true), data: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** PATCH /api/me/profile: what a person may change about themselves. Empty text clears a field. */
export const ProfileUpdateSchema = z
  .object({
    organization: z
      .string()
      .trim()
      .max(ACCOUNT_LIMITS.maxOrganizationLength, ACCOUNT_MESSAGES.organizationTooLong)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    industry: z.preprocess((v) => (v === '' ? null : v), z.enum(INDUSTRIES, ACCOUNT_MESSAGES.industryInvalid).nullable()).optional(),
  })
  .strict();
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/**
 * What the site checks of a sign-up before Better Auth sees it (spec §5's rules, and a name that fits
 * on a profile). Other fields (callbackURL) pass through to Better Auth, which checks them.
 */
export const SignUpRequestSchema = z
  .object({
    name: z.string(ACCOUNT_MESSAGES.fullNameRequired).trim().min(1, ACCOUNT_MESSAGES.fullNameRequired).max(ACCOUNT_LIMITS.maxNameLength, ACCOUNT_MESSAGES.fullNameTooLong),
    email: z.string(ACCOUNT_MESSAGES.emailRequired).trim().min(1, ACCOUNT_MESSAGES.emailRequired).regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailInvalid),
    password: z
      .string(ACCOUNT_MESSAGES.passwordRequired)
      .min(ACCOUNT_LIMITS.minPasswordLength, ACCOUNT_MESSAGES.passwordTooShort)
      .max(ACCOUNT_LIMITS.maxPasswordLength, ACCOUNT_MESSAGES.passwordTooLong),
  })
  .loose();
