// For tests: POST /api/import's body as a browser or curl sends it.

/** A multipart/form-data body: text fields, then files (name = the file's name), with its content type. */
export function multipartForm(fields: Record<string, string>, parts: Record<string, string>) {
  const boundary = '----store-ops-test-boundary';
  const chunks: string[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  for (const [name, text] of Object.entries(parts))
    chunks.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n`,
    );
  chunks.push(`--${boundary}--\r\n`);
  return {
    payload: Buffer.from(chunks.join(''), 'utf8'),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
