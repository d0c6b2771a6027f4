/** An error with an HTTP status and the API's error code; the app's error handler renders it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields of the answer (e.g. `current` on a 409). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, 'not_found', what);
export const forbidden = (what = 'You do not have access to this resource.') =>
  new HttpError(403, 'forbidden', what);
export const badRequest = (what: string) => new HttpError(400, 'bad_request', what);
