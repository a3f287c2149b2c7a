'use client';

import { useMemo, useState } from 'react';
import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Field, FormMessage } from '@/components/forms/form-kit';
import { useMutation } from '@/lib/query';
import {
  CSV_HEADER,
  IMPORT_MAX_BYTES,
  exportCsvUrl,
  type ImportApplyResult,
  type ImportError,
  type ImportProgress,
  type ImportReport,
  type ImportSample,
} from '../product-csv';
import { applyImport, dryRunImport } from '../api/product-import-api';

const features = tableFeatures({});
const errorHelper = createColumnHelper<typeof features, ImportError>();
const sampleHelper = createColumnHelper<typeof features, ImportSample>();

/** The same file (name, size, last change) as the one last checked: only then may it be applied. */
const fileKey = (f: File) => `${f.name}:${f.size}:${f.lastModified}`;

/** A report's table: its caption for screen readers, a header row, and each row named by `rowProps`. */
function ResultTable<T extends RowData>({
  columns,
  data,
  caption,
  testId,
  rowProps,
}: {
  columns: TableOptions<typeof features, T>['columns'];
  data: T[];
  caption: string;
  testId: string;
  rowProps: (row: T) => Record<`data-${string}`, string | number>;
}) {
  const table = useTable({ features, columns, data });
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-200">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} {...rowProps(row.original)}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-top">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ErrorTable({ errors }: { errors: ImportError[] }) {
  const t = useTranslations('backoffice.products.import');
  const columns = useMemo(
    () =>
      errorHelper.columns([
        errorHelper.accessor('row', { header: t('columns.row'), cell: (i) => i.getValue() }),
        errorHelper.accessor('column', {
          header: t('columns.column'),
          cell: (i) => <span className="font-mono">{i.getValue() || t('noColumn')}</span>,
        }),
        errorHelper.accessor('message', { header: t('columns.message'), cell: (i) => i.getValue() }),
      ]),
    [t],
  );
  return (
    <ResultTable
      columns={columns}
      data={errors}
      caption={t('errorsTitle')}
      testId="import-errors"
      rowProps={(e) => ({ 'data-testid': 'import-error', 'data-row': e.row, 'data-column': e.column })}
    />
  );
}

function SampleTable({ samples }: { samples: ImportSample[] }) {
  const t = useTranslations('backoffice.products.import');
  const columns = useMemo(
    () =>
      sampleHelper.columns([
        sampleHelper.accessor('row', { header: t('columns.row'), cell: (i) => i.getValue() }),
        sampleHelper.accessor('sku', {
          header: t('columns.sku'),
          cell: (i) => <span className="font-mono">{i.getValue()}</span>,
        }),
        sampleHelper.accessor('action', {
          header: t('columns.action'),
          cell: (i) => t(`actions.${i.getValue()}`),
        }),
        sampleHelper.accessor('changes', {
          header: t('columns.changes'),
          cell: (i) => (
            <ul className="space-y-0.5">
              {i.getValue().map((c) => (
                <li key={c.column} className="break-words">
                  <span className="font-mono">{c.column}</span>:{' '}
                  {c.before ? (
                    <>
                      <del>{c.before.slice(0, 80)}</del> →{' '}
                    </>
                  ) : null}
                  <ins className="no-underline">{c.after.slice(0, 80)}</ins>
                </li>
              ))}
            </ul>
          ),
        }),
      ]),
    [t],
  );
  return (
    <ResultTable
      columns={columns}
      data={samples}
      caption={t('samplesTitle')}
      testId="import-samples"
      rowProps={(s) => ({ 'data-testid': 'import-sample', 'data-sku': s.sku })}
    />
  );
}

function Report({ report }: { report: ImportReport }) {
  const t = useTranslations('backoffice.products.import');
  const { summary } = report;
  return (
    <section className="space-y-4" aria-labelledby="import-summary-title">
      <h2 id="import-summary-title" className="text-lg font-semibold">
        {t('summaryTitle')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-summary">
        {(['rows', 'create', 'update', 'unchanged'] as const).map((k) => (
          <div key={k} className="card p-3">
            <dt className="text-sm text-slate-700">{t(`summary.${k}`)}</dt>
            <dd className="text-xl font-semibold" data-testid={`import-summary-${k}`}>
              {summary[k]}
            </dd>
          </div>
        ))}
      </dl>
      {report.errorCount ? (
        <>
          <h3 className="font-semibold">{t('errorsTitle')}</h3>
          <p data-testid="import-error-count">
            {t('errorsCount', { count: report.errorCount, shown: report.errors.length })}
          </p>
          <ErrorTable errors={report.errors} />
        </>
      ) : (
        <FormMessage kind="success" testId="import-clean">
          {t('clean')}
        </FormMessage>
      )}
      {report.samples.length ? (
        <>
          <h3 className="font-semibold">{t('samplesTitle')}</h3>
          <SampleTable samples={report.samples} />
        </>
      ) : null}
    </section>
  );
}

/**
 * The product CSV import: choose a file, check it (dry run: summary, errors at row and column, examples of
 * changes), then apply it — allowed only after a check of the same file without errors — with a progress
 * bar fed by the server's NDJSON stream. The server checks everything again when applying.
 */
export function ProductImport() {
  const t = useTranslations('backoffice.products.import');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ key: string; report: ImportReport } | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ImportApplyResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const check = useMutation({
    mutationFn: (f: File) => dryRunImport(f),
    onSuccess: (report, f) => setChecked({ key: fileKey(f), report }),
  });
  const apply = useMutation({
    mutationFn: (f: File) => applyImport(f, setProgress),
    onSuccess: (r) => {
      setResult(r);
      setChecked(null);
    },
  });
  const busy = check.isPending || apply.isPending;
  const clean = !!file && !!checked && checked.key === fileKey(file) && checked.report.errorCount === 0;
  const percent = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <div className="space-y-6">
      <p>
        <a href={exportCsvUrl} className="link inline-flex min-h-11 items-center" download>
          {t('export')}
        </a>
      </p>
      <FormMessage kind="success">{t('stockNote')}</FormMessage>
      <form
        className="card space-y-4 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) return setFileError(t('validation.file'));
          if (file.size > IMPORT_MAX_BYTES) return setFileError(t('validation.tooLarge'));
          setResult(null);
          check.mutate(file);
        }}
      >
        <Field
          id="import-file"
          label={t('file')}
          required
          error={fileError ?? undefined}
          hint={t('fileHelp', { columns: CSV_HEADER.join(', ') })}
        >
          {(aria) => (
            <input
              {...aria}
              type="file"
              name="file"
              accept=".csv,text/csv"
              data-testid="import-file"
              className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                setFileError(f && f.size > IMPORT_MAX_BYTES ? t('validation.tooLarge') : null);
                setFile(f);
                setResult(null);
                setProgress(null);
              }}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-secondary" disabled={busy} data-testid="import-check">
            {check.isPending ? t('checking') : t('check')}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={!clean || busy}
            aria-describedby="import-apply-hint"
            data-testid="import-apply"
            onClick={() => {
              if (!file) return;
              setProgress(null);
              apply.mutate(file);
            }}
          >
            {apply.isPending ? t('applying') : t('apply')}
          </button>
          <p id="import-apply-hint" className="text-sm text-slate-700">
            {t('applyHint')}
          </p>
        </div>
        {check.error ? <FormMessage kind="error">{check.error.message}</FormMessage> : null}
      </form>

      {apply.isPending || progress ? (
        <div className="space-y-1">
          <p id="import-progress-label" className="text-sm font-semibold">
            {t('progress')}
            {progress ? `: ${t(`phases.${progress.phase}`)}, ${percent} %` : ''}
          </p>
          <div
            role="progressbar"
            aria-labelledby="import-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            data-testid="import-progress"
            className="h-3 w-full overflow-hidden rounded bg-slate-200"
          >
            <div className="h-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
      {apply.error ? <FormMessage kind="error">{t('failed')}</FormMessage> : null}
      {result ? (
        result.applied ? (
          <FormMessage kind="success" testId="import-done">
            {t('done', {
              create: result.summary.create,
              update: result.summary.update,
              unchanged: result.summary.unchanged,
            })}
          </FormMessage>
        ) : (
          <FormMessage kind="error" testId="import-refused">
            {t('refused')}
          </FormMessage>
        )
      ) : null}
      {result && !result.applied ? <Report report={result} /> : null}
      {!result && checked && file && checked.key === fileKey(file) ? (
        <Report report={checked.report} />
      ) : null}
    </div>
  );
}
