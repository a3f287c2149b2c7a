import { z } from 'zod';

/**
 * New staff accounts as `npm run staff:create` gives them (its options), also through the server's local
 * control channel (lib/control.ts) while the server holds the embedded database.
 */
export const staffCreateSchema = z.object({
  email: z.array(z.string().email()).min(1).max(100),
  password: z.string().min(9).max(30),
  name: z.string().max(100).default('Staff'),
  role: z.enum(['staff', 'admin']).default('staff'),
  'totp-secret': z
    .string()
    .regex(/^[A-Z2-7]{26,}=*$/, 'a base32 secret of at least 16 bytes')
    .optional(),
});
export type StaffCreateInput = z.output<typeof staffCreateSchema>;

/** What happened to each address: a new account (with its number), or one that existed already. */
export type StaffCreateResult = { email: string; created: boolean; customerNumber?: string };
