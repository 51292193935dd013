// `node scripts/own-repository.mjs owner/name`: points this copy's README Deploy to Cloudflare
// button and .github/repository.yml (which /admin saves to when the host's build names no
// repository: app/content/cms/cms-backend.ts) at its own GitHub repository. The workflow "Point
// at this copy" runs it on each push; plain Node, so it needs no install.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { runMain } from './cli.mjs';

/** recordedRepositoryFile in cms-backend.ts. */
export const recordFile = '.github/repository.yml';

const button = /(https:\/\/deploy\.workers\.cloudflare\.com\/\?url=)([^)\s"'<>&#]+)/g;

/** GitHub's names for an owner and a repository: letters, digits, `-`, `_` and `.`. */
const ownerName = /^[\w.-]+\/[\w.-]+$/;

/** "owner/name" of a github.com address, as a link may write it. @param {string} address */
function repositoryOf(address) {
  const match = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(
    decodeURIComponent(address),
  );
  return match?.[1];
}

/** GitHub's names take no notice of capitals. @type {(a?: string, b?: string) => boolean} */
const same = (a, b) => a !== undefined && a.toLowerCase() === b?.toLowerCase();

/**
 * The README with each Deploy button pointed at `repository`.
 * @param {string} readme @param {string} repository
 */
function readmeFor(readme, repository) {
  return readme.replace(button, (link, start, address) =>
    same(repositoryOf(address), repository) ? link : `${start}https://github.com/${repository}`,
  );
}

/**
 * The record with `key` naming `repository`: its one line changed, or added.
 * @param {string} record @param {string} key @param {string} repository
 */
function withLine(record, key, repository) {
  const line = new RegExp(`^${key}:[ \\t]*(\\S*)[ \\t]*$`, 'm');
  const recorded = record.match(line)?.[1];
  if (recorded === undefined) return `${record.trimEnd()}\n${key}: ${repository}\n`;
  return same(recorded, repository) ? record : record.replace(line, `${key}: ${repository}`);
}

/**
 * The record naming `repository`; in a GitHub template repository, as its template too, which
 * its copies keep, so a copy not yet pointed at itself is known for one (cms-backend.ts).
 * @param {string | undefined} record @param {string} repository @param {boolean} template
 */
function recordFor(record, repository, template) {
  const own = withLine(record ?? header, 'repository', repository);
  return template ? withLine(own, 'template', repository) : own;
}

const header = `# This copy's own GitHub repository, which /admin saves to when the host's build does not name
# one (app/content/cms/cms-backend.ts). The workflow "Point at this copy" keeps it, and the
# README's Deploy to Cloudflare button, up to date on each push: there is no need to edit it.
`;

/** @param {string} path */
const textOf = (path) => readFile(path, 'utf8').catch(() => undefined);

/**
 * Points the button and the record at `repository`, writing only what changes; says what it did.
 * @param {string} repository `template`: GitHub marks the repository as a template.
 */
export async function pointAt(repository, root = '.', { template = false } = {}) {
  if (!ownerName.test(repository)) {
    throw new Error(
      `"${repository}" is not a GitHub repository's owner and name, such as st-davids-llan/website.`,
    );
  }
  const told = [];
  const readmePath = join(root, 'README.md');
  const readme = await textOf(readmePath);
  if (readme === undefined || readme.search(button) === -1) {
    told.push('README.md has no Deploy to Cloudflare button: nothing to point there.');
  } else if (readmeFor(readme, repository) === readme) {
    told.push(`README.md's Deploy to Cloudflare button already copies ${repository}.`);
  } else {
    await writeFile(readmePath, readmeFor(readme, repository));
    told.push(`README.md's Deploy to Cloudflare button now copies ${repository}.`);
  }
  const recordPath = join(root, recordFile);
  const record = await textOf(recordPath);
  const next = recordFor(record, repository, template);
  if (next === record) {
    told.push(`${recordFile} already names ${repository}.`);
  } else {
    await mkdir(dirname(recordPath), { recursive: true });
    await writeFile(recordPath, next);
    told.push(`${recordFile} now names ${repository}, for /admin to save to.`);
  }
  return told;
}

await runMain(import.meta.url, async () => {
  const [repository = process.env.GITHUB_REPOSITORY ?? '', flag] = process.argv.slice(2);
  const told = await pointAt(repository, '.', { template: flag === '--template=true' });
  for (const line of told) console.log(line);
});
