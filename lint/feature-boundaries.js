/**
 * quizhive/feature-boundaries: the import rules of src/ that ESLint's no-restricted-imports cannot
 * say, because they depend on where the importing file sits (docs/ARCHITECTURE.md, Boundaries).
 *
 * - A feature is used by the rest of src/ only through its index.ts: `../quiz` or `../quiz/index`,
 *   never `../quiz/LoadState`. Its index decides what is public and keeps its screens lazy.
 * - A feature never imports src/app/: the app composes features, not the other way round. What a
 *   feature needs from the app moves to src/lib (or is passed in).
 *
 * Test files (*.test.ts[x]) may still reach another feature's test support (`test-helpers`,
 * `*-test-fixtures`), which is no part of a feature's public face and must never be re-exported by
 * an index.ts (the start-up graph loads those), and may mount a feature in the real app shell
 * (src/app/RouteGuard...). Stylesheets are not modules with an API: a screen may use another
 * feature's .css (the maths screens share quiz.css).
 *
 * Relative specifiers are resolved against the importing file, so `../Y/Z` from
 * src/features/X/ and `../../features/Y/Z` from src/app/layout/ are the same import.
 */
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
const TEST_SUPPORT = /(^|[-/])test-(helpers|fixtures)$/;
const INDEX = /^index(\.tsx?)?$/;

/** Where a file sits in src/: its top folder (features, app, lib...) and, in features, which one. */
function place(srcRoot, file) {
  const relative = path.relative(srcRoot, file).split(path.sep);
  if (relative[0] === '..') return null;
  const [top, feature, ...rest] = relative;
  return { top, feature: top === 'features' ? feature : undefined, rest: top === 'features' ? rest : [] };
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features are used only through their index.ts, and never import src/app/.' },
    schema: [],
    messages: {
      deepImport:
        "'{{specifier}}' reaches inside the {{feature}} feature: import it from '{{index}}' (its index.ts), and export what you need there (a type-only re-export for a type; never a screen, which must stay lazy).",
      appImport: "'{{specifier}}' is src/app/: features never import the app. Move what is shared to src/lib, or have the app pass it in.",
    },
  },
  create(context) {
    const srcRoot = path.join(context.cwd, 'src');
    const from = place(srcRoot, context.filename);
    if (!from) return {};
    const isTest = TEST_FILE.test(context.filename);

    function check(node) {
      const specifier = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!specifier?.startsWith('.')) return;
      const to = place(srcRoot, path.resolve(path.dirname(context.filename), specifier));
      if (!to) return;
      if (specifier.endsWith('.css')) return;
      if (from.top === 'features' && to.top === 'app' && !isTest) {
        context.report({ node, messageId: 'appImport', data: { specifier } });
        return;
      }
      if (to.top !== 'features' || !to.feature || to.feature === from.feature) return;
      const inside = to.rest.join('/');
      if (inside === '' || INDEX.test(inside)) return;
      if (isTest && TEST_SUPPORT.test(inside)) return;
      const index = path.relative(path.dirname(context.filename), path.join(srcRoot, 'features', to.feature)).split(path.sep).join('/');
      context.report({ node, messageId: 'deepImport', data: { specifier, feature: to.feature, index: index.startsWith('.') ? index : `./${index}` } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // vi.mock('../Y/Z') in a test stands for an import of that module.
      CallExpression: (node) => {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'vi' && callee.property.type === 'Identifier' && /^(mock|doMock|importActual)$/.test(callee.property.name)) {
          check(node.arguments[0]);
        }
      },
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
