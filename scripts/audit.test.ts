import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit.mjs';

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } });

describe('auditVerdict (npm audit in npm test)', () => {
  it('passes without high or critical advisories, naming the lesser ones', () => {
    const v = auditVerdict(report({ a: { name: 'a', severity: 'moderate' } }, { moderate: 1, total: 1 }));
    expect(v.status).toBe('pass');
    expect(v.lines[0]).toContain('1 moderate');
  });

  it('fails on a high or critical advisory and lists it with its fix', () => {
    const v = auditVerdict(
      report(
        {
          next: {
            name: 'next',
            severity: 'critical',
            range: '<16.0.1',
            via: [{ title: 'Authorization bypass', url: 'https://github.com/advisories/GHSA-x' }],
            fixAvailable: true,
          },
          low: { name: 'low', severity: 'low', via: [] },
        },
        { critical: 1, low: 1, total: 2 },
      ),
    );
    expect(v.status).toBe('fail');
    expect(v.lines.join('\n')).toContain('next <16.0.1 [critical] Authorization bypass');
    expect(v.lines.join('\n')).not.toContain('low');
  });

  it('skips with a notice when the registry cannot answer', () => {
    expect(auditVerdict('').status).toBe('skip');
    const offline = auditVerdict(
      JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND' } }),
    );
    expect(offline).toEqual({ status: 'skip', lines: [expect.stringContaining('ENOTFOUND')] });
    const mirror = auditVerdict(
      JSON.stringify({ message: '405 Method Not Allowed', error: { summary: '' } }),
    );
    expect(mirror.status).toBe('skip');
    expect(mirror.lines[0]).toContain('405');
  });
});
