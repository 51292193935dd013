import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import config from '../.dependency-cruiser.js';
import { tempDir, writeFiles } from '../test/temp-dir.ts';

// The project's own rules (.dependency-cruiser.js, from import-rules.js) on a small made-up app:
// each kind of break is found, and what the table allows is not.
const dir = tempDir('import-rules-');
writeFiles(dir, {
  'app/content/data.d.ts': 'export declare const church: { name: string };\n',
  'app/content/schemas/news.ts':
    "import type { Problem } from '../loading/read';\nexport type P = Problem;\nexport const n = 1;\n",
  'app/content/loading/read.ts':
    "import '../schemas/news';\nimport '../../admin/box';\nexport type Problem = string;\n",
  'app/admin/box.ts': 'export {};\n',
  // /admin runs in the browser: a Node-only module is refused however far down it is.
  'app/admin/status.ts': "import '../content/loading/listing';\nimport 'node:fs';\n",
  // /admin's rooms go one way: the start form may use the checks, never the reverse.
  'app/admin/start/form.ts': "import '../before-publish/check';\nimport '../shared/commit';\n",
  'app/admin/before-publish/check.ts': "import '../shared/commit';\nimport '../start/questions';\n",
  'app/admin/start/questions.ts': 'export {};\n',
  'app/admin/shared/commit.ts': 'export {};\n',
  'app/content/loading/listing.ts': "import './folder.server';\n",
  'app/content/loading/folder.server.ts': 'export {};\n',
  'app/lib/dates.ts': "import type { P } from '../content/schemas/news';\nexport type D = P;\n",
  'app/lib/count.ts': "import { n } from '../content/schemas/news';\nexport const c = n;\n",
  'app/lib/paths.ts': "import '../../scripts/tool.mjs';\n",
  'app/features/groups/list.ts':
    "import '../../lib/dates';\nexport const later = () => import('../../routes/events');\n",
  'app/features/halls/rooms.ts': "import '../groups/list';\n",
  'app/features/events/card.tsx':
    "import type { Route } from '../../routes/events';\nimport '../groups/list';\nimport '../../content/data';\nexport type R = Route;\n",
  'app/features/events/card.test.ts':
    "import '../../routes/events';\nimport '../../pipeline/step';\nimport '../../content/data';\n",
  'app/content/cms/pasted.ts': 'export {};\n',
  'app/feeds/addresses.server.ts':
    "import type { P } from '../content/schemas/news';\nimport '../content/cms/pasted';\n",
  'app/pipeline/step.ts': "import '../routes/events';\n",
  'app/routes/events.tsx': "import '../content/data';\nexport type Route = string;\n",
  'scripts/tool.mjs': "import '../app/lib/dates.ts';\n",
  'scripts/bad.mjs': "import '../app/features/groups/list.ts';\n",
});

describe('the import rules', () => {
  it('find circles (through a type too), and imports the table does not allow', async () => {
    const { cache: _, tsConfig: __, ...options } = config.options ?? {};
    const { output } = await cruise(['app', 'scripts'], {
      ...options,
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    const found = (output as ICruiseResult).summary.violations.map(
      ({ rule, from, to }) => `${rule.name}: ${from} → ${to}`,
    );
    expect(found.sort()).toEqual([
      // /admin runs in the office's browser: nothing of Node's, no .server.ts however far down.
      'admin-imports-nothing-of-nodes-own: app/admin/status.ts → fs',
      'admin-runs-in-the-browser: app/admin/status.ts → app/content/loading/folder.server.ts',
      'admin/before-publish: app/admin/before-publish/check.ts → app/admin/start/questions.ts',
      'app-not-scripts: app/lib/paths.ts → scripts/tool.mjs',
      // Inside content each layer imports only those under it, and never /admin's code.
      'content/loading: app/content/loading/read.ts → app/admin/box.ts',
      'content/schemas: app/content/schemas/news.ts → app/content/loading/read.ts',
      'features/events (tests): app/features/events/card.test.ts → app/routes/events.tsx',
      'features/events: app/features/events/card.tsx → app/content/data.d.ts',
      'features/events: app/features/events/card.tsx → app/features/groups/list.ts',
      'features/events: app/features/events/card.tsx → app/routes/events.tsx',
      'features/groups: app/features/groups/list.ts → app/routes/events.tsx',
      // The content's schemas are the feeds', its CMS helpers not.
      'feeds: app/feeds/addresses.server.ts → app/content/cms/pasted.ts',
      // Types of the content for lib, never its code.
      'lib-types-only: app/lib/count.ts → app/content/schemas/news.ts',
      'lib: app/lib/paths.ts → scripts/tool.mjs',
      // Closed by news.ts's `import type`: without it there is no circle.
      'no-circular: app/content/loading/read.ts → app/content/schemas/news.ts',
      'scripts: scripts/bad.mjs → app/features/groups/list.ts',
    ]);
  });
});
