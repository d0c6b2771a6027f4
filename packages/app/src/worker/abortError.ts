/** An Error named AbortError: what an aborted fetch rejects with (the machines stay silent on it). */
export function abortError(message = 'Aborted'): Error {
  const error = new Error(message);
  error.name = 'AbortError';
  return error;
}
