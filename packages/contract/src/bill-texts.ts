import { z } from 'zod';

/** Schedules follow the sections of a bill's text and are listed with them. */
export const BILL_SECTION_KINDS = ['section', 'schedule'] as const;
export const BillSectionKindSchema = z.enum(BILL_SECTION_KINDS);
export type BillSectionKind = z.infer<typeof BillSectionKindSchema>;

/** One provision of a bill's text, as its table of contents lists it. */
export const BillSectionSummarySchema = z.object({
  /** As printed: "12", "12A"; for a schedule "Schedule 1" (or "Schedule" when the text has one unnumbered). */
  number: z.string(),
  /** Empty when the text prints no heading. */
  heading: z.string(),
  kind: BillSectionKindSchema,
});
export type BillSectionSummary = z.infer<typeof BillSectionSummarySchema>;

/** GET /api/bills/{id}/sections data: whether the bill's text is on file and, if so, its sections in printed order. */
export const BillSectionsSchema = z.object({
  hasText: z.boolean(),
  /** Empty when `hasText` is false. */
  sections: z.array(BillSectionSummarySchema),
  /** The text as an Akoma Ntoso 3.0 document (/akn/gh/act/… for an enacted text, /akn/gh/bill/… else); null without a text. */
  aknPath: z.string().nullable(),
});
export type BillSections = z.infer<typeof BillSectionsSchema>;

export const BillSectionsResponseSchema = z.object({
  success: z.literal(true),
  data: BillSectionsSchema,
});
export type BillSectionsResponse = z.infer<typeof BillSectionsResponseSchema>;
