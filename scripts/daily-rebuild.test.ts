import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rebuildTries } from '../app/worker/index.ts';

// .github/workflows/daily-rebuild.yml: once a day (and on demand) it POSTs to the host's deploy
// hook from the DEPLOY_HOOK_URL secret, trying a refused or silent one again, and without the
// secret it says so and passes. Its shell step is run here as GitHub runs it (bash -e),
// against a local stand-in for the hook.

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

  it('reads its patience from the step, as the Worker on Cloudflare has it', () => {
    expect(Number(step.env.TRY_SECONDS)).toBe(rebuildTries.timeLimitSeconds);
    expect(Number(step.env.PAUSE_SECONDS)).toBe(rebuildTries.pauseSeconds);
  });

  it('POSTs to the hook, tries a silent one again, and fails when every try is refused', async () => {
    const requests: string[] = [];
    let answers: ('ok' | 'silent' | 'refused')[] = [];
    const server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
      if (answer === 'silent') return;
      const status = { ok: 200, refused: 404 }[answer!];
      response.writeHead(status).end('{"id":"build"}');
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/abc`;
    // Half a second a try and one between tries, rather than the step's minutes.
    const run = () => runStep({ DEPLOY_HOOK_URL: hook, TRY_SECONDS: '0.5', PAUSE_SECONDS: '1' });
    try {
      answers = ['ok'];
      const ok = await run();
      expect(ok.code).toBe(0);
      expect(requests).toEqual(['POST /hooks/abc']);

      requests.length = 0;
      answers = ['silent', 'ok'];
      const second = await run();
      expect(second.code, second.output).toBe(0);
      expect(requests).toHaveLength(2);

      requests.length = 0;
      answers = ['refused'];
      const refused = await run();
      expect(refused.code).not.toBe(0);
      expect(requests).toHaveLength(rebuildTries.tries);
      expect(refused.output).toContain('404');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
