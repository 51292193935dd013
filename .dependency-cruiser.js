// dependency-cruiser's rules (decision 0025), made from the one table, app/import-rules.js.
// Every import counts: `import type`, `import()` and re-exports, in app/, scripts/ and tests alike.
import {
  contentModule,
  everyPartMayImport,
  fileMayAlsoImport,
  mayImport,
  testsMayAlsoImport,
  typesOnly,
} from './app/import-rules.js';

/** The files of a part, as a pattern: "lib", "content/schemas", "routes" (routes.ts too), "scripts". */
function files(/** @type {string} */ part) {
  if (part === 'scripts') return '^scripts/';
  if (part === contentModule) return `^app/${part}\\.`;
  // All of content's code but the content module, which is the routes' alone.
  if (part === 'content') return '^app/content/(?!data\\.)';
  return `^app/${part}(/|\\.tsx?$)`;
}
const tests = '\\.test\\.[cm]?[jt]sx?$';
/** @param {string} file */
const only = (file) => `^${file.replaceAll('.', '\\.')}$`;
const exceptions = Object.keys(fileMayAlsoImport).map(only);
const parts = Object.keys(mayImport);
/** The parts the table names inside a part ("features/events" in "features"), ruled apart. */
const inside = (/** @type {string} */ part) =>
  parts.filter((other) => other.startsWith(`${part}/`)).map(files);

/**
 * What a part's files (a test's, with `test`) may import: their own part, the parts the table
 * lists, and anything outside app/ and scripts/ (packages, test/).
 * @param {string} part
 * @param {boolean} test
 */
const allowedFor = (part, test) => [
  part,
  ...(mayImport[part] ?? []),
  ...everyPartMayImport,
  ...(test ? testsMayAlsoImport : []),
];

/**
 * @param {string} name
 * @param {{ path: string, pathNot: string[] }} from
 * @param {string[]} allowed
 * @returns {import('dependency-cruiser').IForbiddenRuleType}
 */
const rule = (name, from, allowed) => ({
  name,
  comment:
    `app/import-rules.js does not let ${name} import this` +
    (allowed.includes(contentModule)
      ? '.'
      : '; only routes import the content module, the rest take content from the route or useSite().'),
  severity: 'error',
  from,
  to: { path: '^(app|scripts)/', pathNot: allowed.map(files) },
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle, even through a type: move what both sides share where both may reach.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'app-not-scripts',
      comment: 'Code the app or its build runs belongs in app/; scripts/ holds the commands.',
      severity: 'error',
      from: { path: '^app/', pathNot: exceptions },
      to: { path: '^scripts/' },
    },
    {
      name: 'build-not-dev-dependency',
      comment:
        'The host installs without devDependencies (docs/decisions/0040): a package the site or its build runs belongs in dependencies.',
      severity: 'error',
      from: { path: '^app/', pathNot: tests },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'admin-runs-in-the-browser',
      comment:
        "/admin's code runs in the office's browser: it may reach no Node-only module (.server.ts) and none of Node's own.",
      severity: 'error',
      from: { path: '^app/admin/', pathNot: [tests] },
      to: { path: '\\.server\\.tsx?$', reachable: true },
    },
    {
      name: 'admin-imports-nothing-of-nodes-own',
      comment: "/admin's code runs in the office's browser: Node's own modules are not there.",
      severity: 'error',
      from: { path: '^app/admin/', pathNot: [tests] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-site-icons-in-islands',
      comment:
        "An island renders lucide's icons: the site's own (components/ui/icons) are drawn into the page after the render (app/pipeline/icon-sprite.ts).",
      severity: 'error',
      from: { path: '^app/browser/island-registry\\.ts$' },
      to: { path: '^app/components/ui/icons\\.tsx$', reachable: true },
    },
    ...parts.flatMap((part) => {
      // "features" stands for each feature the table does not name yet, "content" for its top files.
      const others = [...inside(part), ...exceptions];
      return [
        rule(part, { path: files(part), pathNot: [...others, tests] }, allowedFor(part, false)),
        rule(
          `${part} (tests)`,
          { path: `${files(part)}.*${tests}`, pathNot: others },
          allowedFor(part, true),
        ),
      ];
    }),
    ...Object.entries(typesOnly).map(
      ([part, types]) =>
        /** @type {import('dependency-cruiser').IForbiddenRuleType} */ ({
          name: `${part}-types-only`,
          comment: `app/import-rules.js lets ${part} import only types from ${types.join(', ')}.`,
          severity: 'error',
          from: { path: files(part), pathNot: [tests] },
          to: { path: types.map(files), dependencyTypesNot: ['type-only'] },
        }),
    ),
    ...Object.entries(fileMayAlsoImport).map(([file, also]) => {
      const part = parts.findLast((name) => new RegExp(files(name)).test(file)) ?? '';
      return rule(file, { path: only(file), pathNot: [] }, [
        ...allowedFor(part, new RegExp(tests).test(file)),
        ...also,
      ]);
    }),
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)fixtures/' },
    // Only the files changed since the last run are read again (their contents' checksums).
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
