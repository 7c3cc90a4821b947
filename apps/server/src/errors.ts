/** A failure the client caused or can act on; mapped to HTTP in one place (plugins/error-handler.ts). */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409 | 413 | 429,
    readonly userMessage: string,
  ) {
    super(userMessage);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const badRequest = (message: string) => new AppError(400, message);
