import { customType } from 'drizzle-orm/pg-core';

/** Binary column; PGlite and node-postgres both hand back bytes, normalised to Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
