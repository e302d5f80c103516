import { Code } from '@console/contract';

/**
 * The one business error. `msgKey` is a key of the server locales (src/locales), translated into
 * the request's language by the error handler; `data` travels to the client unchanged.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly msgKey: string,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(msgKey);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(Code.notFound, 'err.not_found');
export const sessionExpired = () => new AppError(Code.sessionExpired, 'err.session_expired');
export const forbidden = () => new AppError(Code.forbidden, 'err.forbidden');
