/**
 * Every failure a client caused or can act on, with a stable code. The code alone decides the HTTP
 * status (ERROR_STATUS); `userMessage` is what people see, `message` what the log keeps. Mapped to
 * the response in one place: plugins/error-handler.ts.
 */
export const ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    readonly userMessage: string,
    /** For the log: what happened, in more detail than people are told. Defaults to userMessage. */
    logMessage?: string,
    options?: { cause?: unknown },
  ) {
    super(logMessage ?? userMessage, options);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, logMessage?: string) => new AppError('invalid_input', message, logMessage);
export const unauthenticated = (message: string) => new AppError('unauthenticated', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const rateLimited = (message: string) => new AppError('rate_limited', message);
