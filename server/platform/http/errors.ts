// The platform's one error catalogue and its wire shape:
// { status: 'ERROR', statusCode, errors: [{ code, parameterName?, message }] } (spec §7, §8).
export interface ParameterError {
  code: string; // 'REQUIRED' | 'INVALID_VALUE' | ...
  parameterName?: string;
  message: string;
}

export class PlatformError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors: ParameterError[] = [{ code, message }],
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export const badRequest = (errors: ParameterError[]) =>
  new PlatformError(400, 'INVALID_REQUEST', 'The request is invalid.', errors);
export const unauthorized = (message = 'Authentication required.') =>
  new PlatformError(401, 'UNAUTHORIZED', message);
export const notFound = (message = 'Not found.') => new PlatformError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new PlatformError(409, code, message);
export const tooManyRequests = (message = 'Too many attempts. Try again later.') =>
  new PlatformError(429, 'TOO_MANY_REQUESTS', message);

export function errorBody(error: PlatformError) {
  return { status: 'ERROR', statusCode: error.statusCode, errors: error.errors };
}
