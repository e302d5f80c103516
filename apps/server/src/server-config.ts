import { MODULES } from './modules';
import { type Config, loadConfig } from './plugins/config';

/**
 * The whole server's configuration: the base settings and those of every registered module. The
 * registry is handed to `loadConfig` here, above both, so that `plugins/` never imports it (that
 * import tied the modules and the machinery into one circle of types, and made every command-line
 * tool load all the modules to read DATA_DIR).
 */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(env, MODULES);
}
