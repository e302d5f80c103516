import { randomBytes } from 'node:crypto';

/** A multipart/form-data body, built by hand so that tests control every byte of each part. */
export function multipart(
  fields: Record<string, string>,
  files: { field?: string; name: string; type?: string; data: Buffer }[],
) {
  const boundary = `----console${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\ncontent-type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
