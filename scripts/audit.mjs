#!/usr/bin/env node
// `npm audit --omit=dev` for `npm test`: fails on a high or critical advisory in the dependencies the shop
// runs with. Offline-safe: when the registry's audit service cannot be reached (no network, a registry
// mirror without the audit endpoint, a time-out) it prints a notice and passes — the check then
// runs wherever the registry answers.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const FAILING = ['high', 'critical'];

/**
 * The verdict on `npm audit --json` output.
 * @param {string} stdout
 * @returns {{ status: 'pass' | 'fail' | 'skip', lines: string[] }}
 */
export function auditVerdict(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { status: 'skip', lines: ['npm audit: no report (the registry could not be reached); skipped'] };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (report?.error || !counts) {
    const why = report?.error?.summary || report?.message || 'no answer';
    return { status: 'skip', lines: [`npm audit: the audit service did not answer (${why}); skipped`] };
  }
  const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => FAILING.includes(v.severity));
  const summary = Object.entries(counts)
    .filter(([k, n]) => k !== 'total' && n > 0)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  if (!serious.length)
    return {
      status: 'pass',
      lines: [`npm audit: no high or critical advisories${summary ? ` (${summary})` : ''}`],
    };
  return {
    status: 'fail',
    lines: [
      `npm audit: ${serious.length} package(s) with high or critical advisories:`,
      ...serious.map((v) => {
        const titles = (v.via ?? []).filter((x) => typeof x === 'object').map((x) => `${x.title} (${x.url})`);
        const fix = v.fixAvailable ? 'fix available: npm audit fix' : 'no fix yet';
        return `  ${v.name} ${v.range} [${v.severity}] ${titles.join('; ') || `via ${(v.via ?? []).join(', ')}`} — ${fix}`;
      }),
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 90_000 });
  const { status, lines } = auditVerdict(run.stdout ?? '');
  for (const line of lines) (status === 'fail' ? console.error : console.log)(line);
  process.exit(status === 'fail' ? 1 : 0);
}
