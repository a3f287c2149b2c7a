process.env.LOG_LEVEL ??= 'silent';
process.env.SEED_DEMO ??= 'false';
