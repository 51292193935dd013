// Registers the content files' YAML style (app/content/yaml.ts) as config.yml's two formats, then
// starts the CMS (manual-init.ts held it back); last of /admin's scripts, so all are ready.
import * as yaml from 'yaml';
import {
  fieldOrders,
  fromFrontMatterFile,
  fromYamlFile,
  toFrontMatterFile,
  toYamlFile,
} from '../content/yaml.ts';
import { buildFacts } from './shared/build-facts.ts';
import { showRepositoryUnknown } from './repository-panel.ts';

/** The formats config.yml names, each with the extension of its files. */
export const formats = {
  'yaml-as-written': 'yml',
  'frontmatter-as-written': 'md',
} as const;

/** Starts the CMS once `ready` (our rooms started: their widgets registered) and its facts are read. */
export async function startCms(ready: Promise<unknown> = Promise.resolve()) {
  // Every entry's key order, from the settings Decap reads too (a save must not reorder an object
  // whose order Decap's maps lost); top level only, unread.
  const config = fetch('/admin/config.yml', { cache: 'no-cache' })
    .then((response) => response.text())
    .then((text) =>
      fieldOrders(yaml.parse(text, { merge: true }) as Parameters<typeof fieldOrders>[0]),
    )
    .catch(() => (names: string[]) => names);
  const [orderOf, built] = await Promise.all([config, buildFacts(), ready]);
  if (!built) console.error('/admin/build.json could not be read');
  // Never a sign-in that would save to a repository not the church's.
  if (built?.repositoryUnknown) return showRepositoryUnknown(built.backend?.repo);
  window.CMS.registerCustomFormat('yaml-as-written', formats['yaml-as-written'], {
    fromFile: (text) => fromYamlFile(yaml, text),
    toFile: (data, fieldNames) => toYamlFile(yaml, data, orderOf(fieldNames ?? [])),
  });
  window.CMS.registerCustomFormat('frontmatter-as-written', formats['frontmatter-as-written'], {
    fromFile: (text) => fromFrontMatterFile(yaml, text),
    toFile: (data, fieldNames) =>
      toFrontMatterFile(yaml, data as Record<string, unknown>, orderOf(fieldNames ?? [])),
  });
  // Where the site signs the office in itself, Decap is told this origin (the pop-up's and the
  // editor's must be one), which a build on Cloudflare does not know; unread, Cloudflare's.
  window.CMS.init(
    (built ? built.signInHere : true)
      ? { config: { backend: { base_url: window.location.origin } } }
      : undefined,
  );
}
