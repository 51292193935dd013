import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../scripts/cli.mjs';

/**
 * A second `npm run preview` of the same build, with the Worker's settings `variables` (the
 * tests' own server has none, as a church's copy before the sign-in is set up). Stop it after.
 */
export async function startPreview(buildDir: string, variables: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/preview.mjs'], {
    env: { ...process.env, ...variables, PORT: String(port), BUILD_DIR: buildDir },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
  };
  // The runtime takes some seconds to start, more on two busy cores (playwright.config.ts).
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The preview at ${url} stopped as it started`);
    const answered = await fetch(`${url}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, stop };
    if (Date.now() > deadline) {
      stop();
      throw new Error(`The preview at ${url} did not start within two minutes`);
    }
    await sleep(250);
  }
}
