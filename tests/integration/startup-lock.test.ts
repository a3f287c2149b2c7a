import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '@/lib/db/client';

const adminUrl = process.env.TEST_DATABASE_URL;

function instance(url: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/tsx/dist/cli.mjs',
        '--conditions=react-server',
        '--tsconfig',
        'tsconfig.json',
        'tests/support/start-instance.ts',
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: url,
          LOG_LEVEL: 'silent',
          NODE_ENV: 'production',
          SEED_DEMO: 'true',
          ADMIN_EMAIL: 'eerste-admin@example.test',
          ADMIN_PASSWORD: 'Beheer2026x',
        },
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe.skipIf(!adminUrl)('several instances starting at once on one empty PostgreSQL database', () => {
  it('migrate, seed and make the first admin once; one leads a job', { timeout: 240_000 }, async () => {
    const name = `webshop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const runs = await Promise.all([1, 2, 3].map(() => instance(url.toString())));
      for (const r of runs) expect(r.code, r.out).toBe(0);
      const leads = runs.map((r) => JSON.parse(r.out.trim().split('\n').pop()!).lead as boolean);
      expect(leads.filter(Boolean)).toHaveLength(1);

      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      try {
        const journal = JSON.parse(fs.readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8'));
        const applied = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(applied.rows[0].n).toBe(journal.entries.length);
        const cats = await db.query(
          'select count(*)::int as n, count(distinct id)::int as d from categories',
        );
        expect(cats.rows[0].n).toBeGreaterThan(0);
        expect(cats.rows[0].n).toBe(cats.rows[0].d);
        const products = await db.query(
          'select count(*)::int as n, count(distinct sku)::int as d from products',
        );
        expect(products.rows[0].n).toBe(products.rows[0].d);
        // The first admin from the environment (ADMIN_EMAIL), made once.
        const admins = await db.query('select role from customers where email = $1', [
          'eerste-admin@example.test',
        ]);
        expect(admins.rows).toEqual([{ role: 'admin' }]);
      } finally {
        await db.end();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
