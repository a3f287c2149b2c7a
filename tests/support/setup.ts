export {};

process.env.LOG_LEVEL ??= 'silent';
process.env.SEED_DEMO ??= 'false';

// Component tests wait for lazily loaded modules (real forms, dialogs) that take longer than Testing
// Library's default second to transform on a busy machine.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}
