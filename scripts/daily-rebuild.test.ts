import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// .github/workflows/daily-rebuild.yml: once a day (and on demand) it POSTs to the host's deploy
// hook from the DEPLOY_HOOK_URL secret, and without the secret it says so and passes. Its shell
// step is run here as GitHub runs it (bash -e), against a local stand-in for the hook.

interface Workflow {
  on: { schedule: { cron: string }[]; workflow_dispatch: unknown };
  permissions: Record<string, string>;
  jobs: { rebuild: { steps: { run: string; env: Record<string, string> }[] } };
}
const workflow = parse(readFileSync('.github/workflows/daily-rebuild.yml', 'utf8')) as Workflow;
const step = workflow.jobs.rebuild.steps[0]!;

function runStep(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn('bash', ['-e', '-c', step.run], {
      env: { PATH: process.env.PATH, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

describe('the daily rebuild', () => {
  it('runs once a day and on demand, reading the hook from the DEPLOY_HOOK_URL secret', () => {
    expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(workflow.permissions).toEqual({});
    expect(step.env.DEPLOY_HOOK_URL).toBe('${{ secrets.DEPLOY_HOOK_URL }}');
  });

  it('without the secret, says so and passes', async () => {
    const { code, output } = await runStep({ DEPLOY_HOOK_URL: '' });
    expect(code).toBe(0);
    expect(output).toContain('DEPLOY_HOOK_URL is not set');
  });

  it('with it, POSTs to the hook once; a hook that answers with an error fails the run', async () => {
    const requests: string[] = [];
    let status = 200;
    const server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.writeHead(status).end('{"id":"build"}');
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/abc`;
    try {
      const ok = await runStep({ DEPLOY_HOOK_URL: hook });
      expect(ok.code).toBe(0);
      expect(requests).toEqual(['POST /hooks/abc']);
      status = 404;
      const refused = await runStep({ DEPLOY_HOOK_URL: hook });
      expect(refused.code).not.toBe(0);
    } finally {
      server.close();
    }
  });
});
