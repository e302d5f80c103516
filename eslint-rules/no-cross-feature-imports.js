// Web features must not import each other: shared code belongs in components/ or lib/.
// The rule resolves each relative or aliased import and compares the feature folders.
import path from 'node:path';

const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  return file.slice(at + FEATURES.length).split(path.sep)[0] ?? null;
}

function resolveImport(fromFile, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  if (source.startsWith('@/')) {
    const at = fromFile.indexOf(`${path.sep}apps${path.sep}web${path.sep}src${path.sep}`);
    if (at < 0) return null;
    const srcRoot = fromFile.slice(0, at) + `${path.sep}apps${path.sep}web${path.sep}src`;
    return path.join(srcRoot, source.slice(2));
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'forbid one web feature from importing another' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports from feature '{{to}}'. Move the shared code to components/ or lib/.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source);
      const to = target ? featureOf(target + path.sep) : null;
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
