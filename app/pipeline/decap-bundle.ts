// Where Decap's prebuilt bundle is. A developer's install has it in node_modules. The host's
// install leaves out the test tools and decap-cms, whose 650 dependencies the bundle never loads
// (docs/decisions/0040), so the build unpacks the very tarball package-lock.json names, once,
// into a folder a host may keep between builds.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildCacheIn } from '../lib/built-files.js';

const main = 'decap-cms.js';

/** The version and integrity ("sha512-…") package-lock.json records for decap-cms. */
export function lockedDecap(root: string): { version: string; integrity: string } {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string; integrity: string }>;
  };
  return lock.packages['node_modules/decap-cms']!;
}

/** Whether a tarball's bytes are the ones an npm integrity string ("sha512-…") names. */
function matchesIntegrity(bytes: Buffer, integrity: string): boolean {
  const [algorithm, digest] = integrity.split(/-(.*)/s);
  return createHash(algorithm!).update(bytes).digest('base64') === digest;
}

/** npm fetches the tarball (from its own cache, which hosts keep); tar unpacks its dist/. */
async function unpack(root: string, cache: string): Promise<void> {
  const { version, integrity } = lockedDecap(root);
  const work = await mkdtemp(join(tmpdir(), 'decap-'));
  try {
    const name = execFileSync(
      'npm',
      ['pack', `decap-cms@${version}`, '--pack-destination', work, '--silent'],
      { cwd: work, encoding: 'utf8' },
    ).trim();
    const tarball = join(work, name);
    if (!matchesIntegrity(await readFile(tarball), integrity)) {
      throw new Error(`decap-cms ${version} from npm is not the one package-lock.json records.`);
    }
    execFileSync('tar', ['-xzf', tarball, '-C', work, 'package/dist']);
    await mkdir(dirname(cache), { recursive: true });
    await rename(join(work, 'package/dist'), cache);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The folder holding Decap's bundle: the installed package's, or one unpacked for this build. */
export async function decapDist(root: string): Promise<string> {
  try {
    return dirname(createRequire(join(root, 'package.json')).resolve(`decap-cms/dist/${main}`));
  } catch {
    const cache = join(buildCacheIn(root), 'decap-cms', lockedDecap(root).version);
    if (!existsSync(join(cache, main))) await unpack(root, cache);
    return cache;
  }
}
