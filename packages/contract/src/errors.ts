import { z } from 'zod';

/** Every API failure answers with this shape (spec §7). */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
