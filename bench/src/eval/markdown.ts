/** A GitHub-flavoured markdown table; pipes inside cells are escaped. */
export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const cell = (v: string | number) => String(v).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${headers.map(cell).join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** A ratio to three decimals, or "—" when undefined. */
export const ratio = (v: number | null): string => (v === null ? '—' : v.toFixed(3));

export const passFail = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');
