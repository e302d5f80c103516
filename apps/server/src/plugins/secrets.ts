import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { type BaseConfig, ConfigError } from './base-config';

export interface Secrets {
  /** Keyed hash of session tokens, SMS codes and e-mail tokens. */
  tokenPepper: string;
  /** AES-256-GCM key for personal data (32 bytes). */
  dataKey: Buffer;
  /** HMAC key of the partner's webhooks. */
  webhookSecret: string;
}

const NAMES = ['TOKEN_PEPPER', 'DATA_KEY', 'WEBHOOK_SECRET'] as const;
type Name = (typeof NAMES)[number];

function generate(name: Name): string {
  return name === 'DATA_KEY' ? randomBytes(32).toString('base64') : randomBytes(48).toString('base64url');
}

/**
 * Secrets come from the environment. In production their absence stops the start. Elsewhere a
 * missing one is generated once into DATA_DIR/secrets.json (mode 600) and reused on later starts,
 * with a warning: the embedded default must run with zero set-up, but never with a known key.
 */
export function resolveSecrets(config: BaseConfig, warn: (msg: string) => void): Secrets {
  const missing = NAMES.filter((n) => !config[n]);
  if (missing.length && config.NODE_ENV === 'production') {
    throw new ConfigError(
      `Missing secrets in production: ${missing.join(', ')}. Set them in the environment (see README, "Configuration").`,
    );
  }
  const file = path.join(config.DATA_DIR, 'secrets.json');
  let stored: Partial<Record<Name, string>> = {};
  if (missing.length) {
    if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
    const toCreate = missing.filter((n) => !stored[n]);
    if (toCreate.length) {
      for (const n of toCreate) stored[n] = generate(n);
      fs.mkdirSync(config.DATA_DIR, { recursive: true });
      fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    }
    warn(
      `Secrets ${missing.join(', ')} are not set; using the ones generated in ${file}. Set them in production.`,
    );
  }
  const value = (n: Name) => config[n] ?? stored[n] ?? '';
  return {
    tokenPepper: value('TOKEN_PEPPER'),
    dataKey: Buffer.from(value('DATA_KEY'), 'base64'),
    webhookSecret: value('WEBHOOK_SECRET'),
  };
}
