// `npm audit --omit=dev`: fails on a high or critical advisory for what ships to visitors or runs
// in the host's build (docs/decisions/0040); an advisory service it cannot reach (a sandbox
// answers 405) is no finding: it says so and passes.
import { spawnSync } from 'node:child_process';

const { stdout } = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(stdout);
} catch {
  report = { message: stdout.trim().slice(0, 200) || 'no answer' };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.warn(
    `npm audit: the advisory service could not be asked (${report.message ?? 'unknown error'}). ` +
      'Run "npm audit --omit=dev" where the registry allows it.',
  );
  process.exit(0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
process.exit(serious > 0 ? 1 : 0);
