/**
 * Words people use for what the law calls something else. Each group is one idea: a question with
 * any of its words matches a section with any other ("jail" finds "imprisonment").
 */
const GROUPS: readonly (readonly string[])[] = [
  ['fine', 'fined', 'penalty', 'penalties', 'punish', 'punishment', 'sanction', 'liable', 'offence', 'offences', 'offense', 'crime', 'guilty', 'convicted', 'conviction'],
  ['jail', 'jailed', 'prison', 'imprison', 'imprisoned', 'imprisonment', 'custody', 'detained', 'detention'],
  ['tax', 'taxes', 'levy', 'levies', 'charge', 'charged', 'charges', 'duty', 'rate', 'imposition', 'imposed', 'pay', 'pays', 'paid', 'payable', 'payment'],
  ['minister', 'ministry', 'minister responsible'],
  ['exempt', 'exempted', 'exemption', 'exemptions', 'exception', 'excluded', 'excluding'],
  ['refuse', 'refused', 'refusal', 'deny', 'denied', 'denial', 'reject', 'rejected', 'decline'],
  ['request', 'requests', 'apply', 'application', 'applications', 'applicant', 'ask'],
  ['appeal', 'appeals', 'review', 'challenge', 'complain', 'complaint', 'court'],
  ['information', 'record', 'records', 'document', 'documents', 'data'],
  ['money', 'fund', 'funds', 'funding', 'finance', 'financial', 'moneys', 'account'],
  ['start', 'begin', 'commencement', 'effect', 'force'],
  ['mobile', 'momo', 'electronic', 'transfer', 'transfers', 'transaction', 'transactions'],
  ['vigilante', 'vigilantes', 'vigilantism', 'militia', 'group', 'groups'],
  ['prosecutor', 'prosecute', 'prosecution', 'prosecuted', 'corruption', 'corrupt'],
  ['days', 'day', 'time', 'period', 'within', 'deadline', 'long'],
  ['fee', 'fees', 'cost', 'costs', 'free'],
];

const GROUP_OF = new Map<string, number>();
GROUPS.forEach((group, index) => group.forEach((word) => GROUP_OF.set(word, index)));

/** The vocabulary group a word belongs to, or null. */
export function vocabularyGroup(word: string): number | null {
  return GROUP_OF.get(word) ?? null;
}

/** The words that mean what `word` means (itself included). */
export function synonymsOf(word: string): readonly string[] {
  const group = vocabularyGroup(word);
  return group === null ? [word] : (GROUPS[group] ?? [word]);
}
