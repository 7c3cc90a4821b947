/** "24 August 2011": the long en-GB form the Hansard views use (spec §9). */
export function formatSittingDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
