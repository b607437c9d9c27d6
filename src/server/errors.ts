/** A failure a person should read: French message, stable code, HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (
  message: string,
  code = 'BAD_REQUEST',
  fields?: Record<string, string>,
) => new AppError(400, code, message, fields);
export const unauthorized = (message = 'Vous devez être connecté', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (
  message = "Vous n'avez pas accès à cette ressource",
  code = 'FORBIDDEN',
) => new AppError(403, code, message);
export const notFound = (message = 'Ressource introuvable', code = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const gone = (message: string, code = 'GONE') => new AppError(410, code, message);
export const tooLarge = (message: string, code = 'TOO_LARGE') => new AppError(413, code, message);
