/** A business answer with `code !== 1`: the server's code, message and data travel with it. */
export class ApiError<T = unknown> extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: T,
  ) {
    super(msg);
  }
}

/** The call did not get an envelope: network down, HTTP error status, bad JSON or time-out. */
export class TransportError extends Error {
  override readonly name = 'TransportError';

  constructor(
    message: string,
    readonly kind: 'network' | 'http' | 'timeout' | 'parse',
    readonly status?: number,
  ) {
    super(message);
  }
}
