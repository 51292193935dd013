// `npm run format` (after Prettier): writes the content files the way the CMS saves them
// (content/yaml.ts), so that a change made in the CMS shows as the lines it changes.
// `--check` lists the files not in that form instead (app/content/yaml.test.ts runs it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as yaml from 'yaml';
import { appModules } from './cli.mjs';

const { fieldOrder, fromFrontMatterFile, fromYamlFile, toFrontMatterFile, toYamlFile } =
  await appModules();

/** Each YAML file or folder of content/ the CMS edits, with its fields' order at every depth. */
export function cmsFieldOrder(configFile = 'public/admin/config.yml') {
  const config = yaml.parse(readFileSync(configFile, 'utf8'), { merge: true });
  /** @type {Map<string, import('../app/content/yaml.ts').FieldOrder>} */
  const order = new Map();
  for (const collection of config.collections) {
    if (collection.folder) order.set(collection.folder, fieldOrder(collection.fields));
    for (const file of collection.files ?? []) order.set(file.file, fieldOrder(file.fields));
  }
  return order;
}

/** @param {string} dir The YAML and Markdown files in it ("pages/home.yml"). */
function contentFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ya?ml|md)$/.test(file))
    .sort();
}

/** Files not as the CMS saves them (Markdown only in its folders), as it would. @param {string} dir */
export function filesOutOfForm(dir, order = cmsFieldOrder()) {
  return contentFiles(dir).flatMap((file) => {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const asCms = `content/${file}`;
    const folder = order.get(asCms.slice(0, asCms.lastIndexOf('/')));
    const markdown = file.endsWith('.md');
    if (markdown && !folder) return [];
    const fields = order.get(asCms) ?? folder ?? [];
    let formed;
    try {
      formed = markdown
        ? toFrontMatterFile(yaml, fromFrontMatterFile(yaml, text), fields)
        : toYamlFile(yaml, fromYamlFile(yaml, text), fields);
    } catch {
      return [];
    }
    return formed === text ? [] : [{ path, formed }];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  const dirs = ['content', 'test/fixtures/content'];
  const out = dirs.flatMap((dir) => filesOutOfForm(dir));
  for (const { path, formed } of out) {
    if (!check) writeFileSync(path, formed);
    console.log(
      `${check ? 'not as the CMS writes it' : 'written as the CMS writes it'}: ${relative('.', path)}`,
    );
  }
  if (check && out.length > 0) process.exitCode = 1;
}
