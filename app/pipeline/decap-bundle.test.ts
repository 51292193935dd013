import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decapDist, lockedDecap } from './decap-bundle.ts';

// Where the build finds Decap's bundle: the project's own install, or, in a host's install
// without it, the tarball package-lock.json names, unpacked. A stand-in `npm` on PATH hands over
// a tarball made here, as `npm pack` would, so no test reaches the registry.

const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  vi.unstubAllEnvs();
  folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** A project without decap-cms installed, whose lockfile records the given tarball's bytes. */
function projectLocking(tarball: Buffer | undefined, version = '9.9.9') {
  const root = folder('decap-project-');
  const integrity = `sha512-${createHash('sha512')
    .update(tarball ?? '')
    .digest('base64')}`;
  writeFileSync(join(root, 'package.json'), '{}');
  writeFileSync(
    join(root, 'package-lock.json'),
    JSON.stringify({ packages: { 'node_modules/decap-cms': { version, integrity } } }),
  );
  return root;
}

/** A tarball laid out as npm's, with the bundle in package/dist. */
function decapTarball(bundle: string) {
  const dir = folder('decap-tarball-');
  mkdirSync(join(dir, 'package/dist'), { recursive: true });
  writeFileSync(join(dir, 'package/dist/decap-cms.js'), bundle);
  execFileSync('tar', ['-czf', join(dir, 'decap.tgz'), '-C', dir, 'package']);
  return readFileSync(join(dir, 'decap.tgz'));
}

/** `npm` on PATH that writes the tarball where `npm pack --pack-destination` says. */
function npmHanding(tarball: Buffer) {
  const bin = folder('decap-npm-');
  writeFileSync(join(bin, 'decap-cms-9.9.9.tgz'), tarball);
  const npm = join(bin, 'npm');
  writeFileSync(
    npm,
    `#!/bin/sh\nwhile [ "$1" != "--pack-destination" ]; do shift; done\ncp "${bin}/decap-cms-9.9.9.tgz" "$2/"\necho decap-cms-9.9.9.tgz\n`,
  );
  chmodSync(npm, 0o755);
  vi.stubEnv('PATH', `${bin}:${process.env.PATH}`);
}

describe("Decap's bundle for /admin", () => {
  it('is the installed package, where the install has it', async () => {
    const dist = await decapDist(process.cwd());
    expect(dist).toBe(dirname(join(process.cwd(), 'node_modules/decap-cms/dist/decap-cms.js')));
    expect(lockedDecap(process.cwd()).version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("is unpacked from the lockfile's tarball where the install left it out, and kept", async () => {
    const tarball = decapTarball('// the bundle');
    const root = projectLocking(tarball);
    npmHanding(tarball);
    const dist = await decapDist(root);
    expect(dist).toBe(join(root, 'node_modules/.cache/decap-cms/9.9.9'));
    expect(readFileSync(join(dist, 'decap-cms.js'), 'utf8')).toBe('// the bundle');

    // The next build finds it there and asks npm for nothing.
    vi.stubEnv('PATH', '');
    expect(await decapDist(root)).toBe(dist);
  });

  it('refuses a tarball that is not the one the lockfile records', async () => {
    const root = projectLocking(decapTarball('// the recorded bundle'));
    npmHanding(decapTarball('// another'));
    await expect(decapDist(root)).rejects.toThrow(
      'decap-cms 9.9.9 from npm is not the one package-lock.json records.',
    );
    expect(existsSync(join(root, 'node_modules/.cache/decap-cms/9.9.9'))).toBe(false);
  });
});
