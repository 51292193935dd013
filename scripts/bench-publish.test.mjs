import { describe, expect, it } from 'vitest';
import { hostEnvironment, row } from './bench-publish.mjs';

// The publish benchmark's reading of what a version tells its host, and its table's line.

describe("the host's environment, as a version's netlify.toml gives it", () => {
  it("is [build.environment]'s variables but the Node version, none of another table's", () => {
    const toml = `[build]
  command = "npm run build"
[build.environment]
  NODE_VERSION = "22"
  # a comment
  NPM_CONFIG_OMIT = "dev"
[[plugins]]
  PACKAGE = "./netlify/plugins/sample-values"
`;
    expect(hostEnvironment(toml)).toEqual({ NPM_CONFIG_OMIT: 'dev' });
  });

  it('is nothing for a version that gives the host only its Node version, or no table', () => {
    expect(hostEnvironment('[build.environment]\n  NODE_VERSION = "22"\n')).toEqual({});
    expect(hostEnvironment('[build]\n  command = "npm run build"\n')).toEqual({});
  });
});

describe("the benchmark's line for one publish", () => {
  it('gives each part in seconds, then the install and build together', () => {
    expect(row('1d60df1', { install: 95.04, build: 40.26, deploy: 1.3 })).toBe(
      '1d60df1         95.0 s  40.3 s   1.3 s 135.3 s',
    );
  });
});
