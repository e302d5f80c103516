// The layers of the tree, enforced instead of remembered. Each import (static, dynamic or
// re-export) is resolved to a path and judged by where it comes from and where it goes:
// - web: a feature does not import another feature, nor the app shell (`app/`); shared code
//   (`components/`, `lib/`) does not import features.
// - server: a module uses another only through its public entries: `modules/<name>/index.ts` (its
//   functions) and `tables.ts` (its tables, for the queries that join them); the registry in
//   `modules/` itself plugs the modules in. `db/` imports no module. Test files may reach into a
//   module (they test it).
// - server, outside `modules/` (plugins, jobs, backup, the command-line tools...): a module only
//   through the same public entries, and the registry (`modules/index.ts`) only where the process
//   is put together (`main.ts`, `app.ts`, `server-config.ts`, the `*-cli.ts` tools, `demo/`):
//   `plugins/` and the rest get the modules passed in (decision 061).
import path from 'node:path';

const WEB = ['apps', 'web', 'src'].join(path.sep);
const SERVER = ['apps', 'server', 'src'].join(path.sep);

/** The part of a path under `root` (e.g. `features/orders/api.ts`), or null when outside. */
function under(file, root) {
  const at = file.indexOf(`${path.sep}${root}${path.sep}`);
  return at < 0 ? null : file.slice(at + root.length + 2).split(path.sep);
}

function resolveImport(fromFile, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  if (source.startsWith('@/')) {
    const at = fromFile.indexOf(`${path.sep}${WEB}${path.sep}`);
    if (at < 0) return null;
    return path.join(fromFile.slice(0, at + WEB.length + 1), source.slice(2));
  }
  return null;
}

const isTest = (file) => /\.(test|spec)\.tsx?$|[/\\]test[/\\]|-support\.ts$/.test(file);
const isEntry = (parts) =>
  parts.length === 2 || (parts.length === 3 && /^(index|tables)(\.tsx?)?$/.test(parts[2]));

/** The broken boundary of an import from `from` to `to` (both split under their root), or null. */
function webBreach(from, to) {
  if (from[0] === 'features' && to[0] === 'features' && from[1] !== to[1]) {
    return { messageId: 'crossFeature', data: { from: from[1], to: to[1] } };
  }
  if (from[0] === 'features' && to[0] === 'app')
    return { messageId: 'featureToApp', data: { from: from[1] } };
  if ((from[0] === 'components' || from[0] === 'lib') && to[0] === 'features') {
    return { messageId: 'sharedToFeature', data: { from: from[0], to: to[1] } };
  }
  return null;
}

const isRegistry = (parts) => parts.length <= 2 && /^(index(\.ts)?)?$/.test(parts[1] ?? '');
/** Where the process is put together, which alone may hand the registry to the machinery. */
const assemblesTheServer = (from) =>
  (from.length === 1 && /^(main|app|server-config)\.ts$/.test(from[0])) ||
  from[0] === 'demo' ||
  /-cli\.ts$/.test(from.at(-1));

function serverBreach(from, to, file) {
  if (from[0] === 'db' && to[0] === 'modules') return { messageId: 'dbToModule', data: { to: to[1] } };
  if (to[0] !== 'modules' || isTest(file)) return null;
  const inModule = from[0] === 'modules' && from.length > 2;
  if (inModule && from[1] !== to[1] && !isEntry(to)) {
    return { messageId: 'moduleInternals', data: { from: from[1], to: to[1] } };
  }
  if (from[0] === 'modules') return null;
  if (isRegistry(to)) {
    return assemblesTheServer(from)
      ? null
      : { messageId: 'registryImported', data: { from: from.join('/') } };
  }
  if (!isEntry(to)) return { messageId: 'machineryToInternals', data: { from: from.join('/'), to: to[1] } };
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'keep the layers of the web and the server apart' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports from feature '{{to}}'. Move the shared code to components/ or lib/.",
      featureToApp: "Feature '{{from}}' imports from app/. Move what it needs to lib/ or components/.",
      sharedToFeature: "{{from}}/ imports from feature '{{to}}'. Shared code must not depend on a feature.",
      dbToModule: "db/ imports module '{{to}}'. db/ is below the modules: move the code into the module.",
      moduleInternals:
        "Module '{{from}}' reaches into module '{{to}}'. Import it from its public entry ('../{{to}}').",
      machineryToInternals:
        "{{from}} reaches into module '{{to}}'. Import it from the module's public entry (modules/{{to}}).",
      registryImported:
        '{{from}} imports the module registry. Take the modules as a parameter: main.ts, app.ts, server-config.ts or a *-cli.ts passes them in.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const web = under(file, WEB);
    const server = under(file, SERVER);
    if (!web && !server) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source);
      if (!target) return;
      const breach = web
        ? webBreach(web, under(target, WEB) ?? [])
        : serverBreach(server, under(target, SERVER) ?? [], file);
      if (breach) context.report({ node, ...breach });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
