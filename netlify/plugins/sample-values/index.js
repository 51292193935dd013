// Netlify build plugin: after each build, puts the list of what is still the sample church's
// (the build's own, in admin/build.json: app/content/loading/placeholders.server.ts) in the deploy's summary
// on Netlify, where the office looks after a publish, as well as at the end of its log.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The deploy summary's words for a list of sample values, one line a kind.
 * @param {string[] | undefined} samples
 */
export function deploySummary(samples) {
  if (!samples) {
    return {
      title: 'Sample content',
      summary: 'This build did not say what sample content is left.',
    };
  }
  if (samples.length === 0) {
    return {
      title: 'Sample content',
      summary: 'Nothing of the sample church is left on the site: everything on it is your own.',
    };
  }
  const kinds = samples.length === 1 ? 'one kind' : `${samples.length} kinds`;
  return {
    title: `Sample content left: ${kinds}`,
    summary: `Before going live, replace ${samples.length === 1 ? 'it' : 'each'}: the list is in /admin too, and goes once nothing of the sample church is left.`,
    text: samples.map((line) => `- ${line}`).join('\n'),
  };
}

/**
 * @param {{ constants: { PUBLISH_DIR: string }, utils: { status: { show: (status: { title?: string, summary: string, text?: string }) => void } } }} options
 */
export async function onPostBuild({ constants, utils }) {
  /** @type {{ samples?: string[] }} */
  let facts = {};
  try {
    facts = JSON.parse(await readFile(join(constants.PUBLISH_DIR, 'admin', 'build.json'), 'utf8'));
  } catch {
    // No build.json: the summary says the build did not say.
  }
  utils.status.show(deploySummary(facts.samples));
}
