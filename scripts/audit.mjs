// `npm run audit:prod`: `npm audit --omit=dev` → docs/benchmarks.md; fails on high or critical.
import { spawnSync } from 'node:child_process';
import { machineLine, recordSection } from './record.mjs';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
const lines = counts
  ? [
      `| info | low | moderate | high | critical | dependencies |`,
      `|---|---|---|---|---|---|`,
      `| ${counts.info} | ${counts.low} | ${counts.moderate} | ${counts.high} | ${counts.critical} | ${report.metadata.dependencies?.prod ?? report.metadata.dependencies?.total ?? '?'} |`,
      ...Object.entries(report.vulnerabilities ?? {}).map(
        ([name, v]) => `- ${name} (${v.severity}): ${v.range}${v.fixAvailable ? ' — fix available' : ''}`,
      ),
    ]
  : [
      'The registry reachable from this machine does not answer the audit call:',
      '',
      '```',
      (report?.message ?? report?.error?.summary ?? run.stderr).trim().replace(/https?:\/\/[^/\s]+/g, '<registry>'),
      '```',
      '',
      'No result here; run `npm run audit:prod` on a machine whose registry serves the audit endpoint.',
    ];
recordSection(
  'audit',
  `## Dependency audit (\`npm run audit:prod\` = \`npm audit --omit=dev\`)\n\n${machineLine()}\n\n${lines.join('\n')}\n`,
);
console.log(lines.join('\n'));
if (!counts || counts.high > 0 || counts.critical > 0) process.exitCode = 1;
