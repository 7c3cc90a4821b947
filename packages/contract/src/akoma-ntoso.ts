/** The addresses of the Akoma Ntoso documents as the server takes them (akoma-ntoso-uris.ts has the rules). */
import { z } from 'zod';
import { BillIdSchema } from './bills.js';

const YEAR = /^\d{4}$/;

export const AknDebateParamsSchema = z.object({
  date: z.iso.date({ error: 'must be a date, YYYY-MM-DD' }).describe('The sitting date'),
});

export const AknNumberedDebateParamsSchema = AknDebateParamsSchema.extend({
  number: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, 'must be a whole number from 2')
    .refine((n) => Number(n) >= 2, 'must be a whole number from 2')
    .describe('The sitting of that date, from 2 (the first has none)'),
});

export const AknActParamsSchema = z.object({
  year: z.string().regex(YEAR, 'must be a year, YYYY'),
  number: z.string().regex(/^\d{1,6}$/, 'must be the Act number'),
});

export const AknBillParamsSchema = z.object({
  year: z.string().regex(YEAR, 'must be a year, YYYY'),
  number: BillIdSchema.describe("The bill's id"),
});
