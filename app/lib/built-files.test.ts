import { describe, expect, it } from 'vitest';
import { buildCacheIn } from './built-files.js';

describe('buildCacheIn', () => {
  it('keeps the build’s own cache in npm’s cache folder on Workers Builds, which keeps only that', () => {
    const env = { WORKERS_CI: '1', npm_config_cache: '/opt/buildhome/.npm' };
    expect(buildCacheIn('/repo', env)).toBe('/opt/buildhome/.npm/church-build');
  });

  it('keeps it in node_modules/.cache anywhere else, Netlify and this computer included', () => {
    expect(buildCacheIn('/repo', { npm_config_cache: '/home/me/.npm' })).toBe(
      '/repo/node_modules/.cache',
    );
    expect(buildCacheIn('/repo', { WORKERS_CI: '1' })).toBe('/repo/node_modules/.cache');
  });
});
