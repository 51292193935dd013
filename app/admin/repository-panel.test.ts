import { describe, expect, it } from 'vitest';
import { cmsBackend } from '../content/cms/cms-config.ts';
import { repositoryWords } from './repository-panel.ts';

describe('the words /admin shows while the build does not know the church’s repository', () => {
  it('names the box to fill in, where it is, what to type, and the build that follows', () => {
    const text = repositoryWords(cmsBackend.repo).lines.join(' ');
    expect(text).toContain('Settings → Build → Variables and secrets');
    expect(text).toContain('CMS_GITHUB_REPO');
    expect(text).toMatch(/organisation and repository .* with a slash between/);
    expect(text).toContain('Retry build');
  });

  it('calls the placeholder an example, and the template by its name', () => {
    expect(repositoryWords(cmsBackend.repo).lines[0]).toContain('only the example name');
    expect(repositoryWords('grove-road/church-template').lines[0]).toContain(
      'grove-road/church-template, the website it was copied from',
    );
  });
});
