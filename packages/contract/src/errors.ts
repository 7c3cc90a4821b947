import { z } from 'zod';

/** Every API failure answers with this shape (spec §7). */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** The one documented exception: routes that word failures as `message` (spec §7, subscribe). */
export const MessageErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type MessageErrorResponse = z.infer<typeof MessageErrorResponseSchema>;
