// TEMPORARY: compares the generated CMS config with the hand-written one, per file.
import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { parse } from 'yaml';
import { cmsFields } from './cms-fields.ts';
import { collectionSettings, pageFiles, settingsFiles } from './cms-config.ts';

const old = parse(readFileSync('public/admin/config.yml', 'utf8'), { merge: true, maxAliasCount: -1 });
const only = process.env.ONLY?.split(',');

function diff(a: unknown, b: unknown, path: string, out: string[]) {
  if (JSON.stringify(a) === JSON.stringify(b)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    const names = (x: unknown[]) => x.map((f) => (f as { name?: string })?.name ?? '?').join(',');
    if (a.length !== b.length && a.every((x) => typeof x === 'object')) {
      out.push(`${path}: generated [${names(a)}] vs config [${names(b)}]`);
      return;
    }
    a.forEach((x, i) => diff(x, b[i], `${path}[${(x as { name?: string })?.name ?? i}]`, out));
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      diff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, out);
    }
    return;
  }
  out.push(`${path}: generated ${JSON.stringify(a)?.slice(0, 200)} vs config ${JSON.stringify(b)?.slice(0, 200)}`);
}

it('matches', () => {
  const report: string[] = [];
  const files = [...settingsFiles, ...pageFiles].map((f) => ({ id: f.file, schema: f.schema, name: f.name }));
  const cols = Object.values(collectionSettings).map((c) => ({ id: c.name, schema: c.schema, name: c.name }));
  for (const { id, schema, name } of [...files, ...cols]) {
    if (only && !only.includes(name)) continue;
    const oldFields =
      old.collections.flatMap((c: { files?: { file: string; fields: unknown }[] }) => c.files ?? []).find((f: { file: string }) => f.file === `content/${id}`)?.fields ??
      old.collections.find((c: { name: string }) => c.name === name)?.fields;
    try {
      const out: string[] = [];
      diff(cmsFields(schema, id), oldFields, id, out);
      report.push(out.length ? `✗ ${id}: ${out.length} differences\n  ${out.slice(0, 40).join('\n  ')}` : `✓ ${id}`);
    } catch (error) {
      report.push(`✗ ${id}: ${(error as Error).message}`);
    }
  }
  console.log(report.join('\n'));
});
