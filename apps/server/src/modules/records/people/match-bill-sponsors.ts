import { foldName } from '@kakyere/contract';

/**
 * Whether a bill's sponsor line names a person, conservatively: one of their names of at least two
 * words appears whole (word for word, folded) in the line, and no other person goes by that name.
 * "Minister for Finance (Ken Ofori-Atta)" names "Ken Ofori-Atta"; a surname alone names nobody.
 */
export function sponsorNames(sponsor: string, names: readonly string[]): boolean {
  const line = ` ${foldName(sponsor)} `;
  return names.some((name) => {
    const folded = foldName(name);
    return folded.includes(' ') && line.includes(` ${folded} `);
  });
}

/** The names worth matching: at least two words, folded, once each. */
export function matchableNames(names: readonly string[]): string[] {
  return [...new Set(names.map(foldName).filter((name) => name.includes(' ')))];
}
