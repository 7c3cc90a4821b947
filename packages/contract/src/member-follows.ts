/**
 * "E-mail me when this Member speaks" (issue 29): POST /api/people/{id}/follow, and the followed
 * Members of the manage page (GET and DELETE /api/notifications/manage/follows).
 */
import { z } from 'zod';
import { SUBSCRIBE_LIMITS, ALERT_FREQUENCIES } from './subscription-rules.js';
import { FOLLOW_MESSAGES } from './member-follow-rules.js';
import { PersonIdSchema } from './people.js';

export const FollowMemberRequestSchema = z.object({
  email: z.string(FOLLOW_MESSAGES.emailRequired).max(SUBSCRIBE_LIMITS.maxEmailLength, FOLLOW_MESSAGES.emailInvalid).optional().describe('The address to e-mail'),
  frequency: z
    .string(FOLLOW_MESSAGES.frequencyInvalid)
    .max(20, FOLLOW_MESSAGES.frequencyInvalid)
    .optional()
    .describe(`${ALERT_FREQUENCIES.join(' or ')}; for a new subscription ('immediate' when not given). An existing one keeps its own, changed on its manage page`),
});
export type FollowMemberRequest = z.infer<typeof FollowMemberRequestSchema>;

/** A Member as the follow answers and the manage page name them: the URL id ("kwame-mensah") and the name. */
export const FollowedMemberSchema = z.object({ id: z.string(), name: z.string() });
export type FollowedMember = z.infer<typeof FollowedMemberSchema>;

export const FollowMemberResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().describe('What following does, once every step is done'),
  /** What is left to do (confirm the address, or the follow on an address that already has alerts). */
  next: z.array(z.string()).optional(),
  data: z.object({
    member: FollowedMemberSchema,
    /** Whether alerts about this Member will now go to the address (false while a step is left). */
    following: z.boolean(),
  }),
});
export type FollowMemberResponse = z.infer<typeof FollowMemberResponseSchema>;

export const FollowedMembersResponseSchema = z.object({ success: z.literal(true), data: z.array(FollowedMemberSchema) });
export type FollowedMembersResponse = z.infer<typeof FollowedMembersResponseSchema>;

export const UnfollowParamsSchema = z.object({ id: PersonIdSchema });
