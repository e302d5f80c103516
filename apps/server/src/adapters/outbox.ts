import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded default never calls out: messages are appended as JSON lines to a file in
 * DATA_DIR/outbox, where the operator (and the browser tests) read them.
 */
export async function appendToOutbox(dataDir: string, name: 'sms' | 'mail', entry: object): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.jsonl`);
  await fs.appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
  return file;
}

export async function readOutbox<T>(dataDir: string, name: 'sms' | 'mail'): Promise<T[]> {
  try {
    const text = await fs.readFile(path.join(dataDir, 'outbox', `${name}.jsonl`), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as T);
  } catch {
    return [];
  }
}
