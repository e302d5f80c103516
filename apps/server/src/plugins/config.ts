import type { z } from 'zod';
import { type BaseConfig, ConfigError, issueLine, loadBaseConfig } from './base-config';

export * from './base-config';

/**
 * The domains' own settings: each module with a `config` adds its fields here by declaration
 * merging (`declare module '../../plugins/config' { interface ModuleConfig extends … {} }`), so
 * `ctx.config` is typed with every domain's settings while this file names none.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface ModuleConfig {}

export type Config = BaseConfig & ModuleConfig;

/** What the configuration reads of a module: its settings' schema (`ServerModule.config`). */
export interface ModuleSettings {
  config?: (base: BaseConfig) => z.ZodType<object>;
}

/**
 * Reads the configuration from the environment: the base settings, then each domain's own (its
 * module's `config`, which may depend on the base, e.g. a switch on by default in development).
 * Every bad value is named in one error that stops the start. The modules are passed in (the
 * registry, by `server-config.ts`), never imported: this file is below them, and a command-line
 * tool that needs only the base settings (`loadBaseConfig`) then loads none of the twenty.
 */
export function loadConfig(env: NodeJS.ProcessEnv, modules: readonly ModuleSettings[]): Config {
  const base = loadBaseConfig(env);
  const own: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const module of modules) {
    if (!module.config) continue;
    const parsed = module.config(base).safeParse(env);
    if (parsed.success) Object.assign(own, parsed.data);
    else problems.push(...parsed.error.issues.map((i) => issueLine(env, i)));
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return { ...base, ...own } as Config;
}
