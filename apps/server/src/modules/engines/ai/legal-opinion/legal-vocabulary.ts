import { stem } from './tokenise.js';

/**
 * Words people use for what the law calls something else. Each group is one idea: a question with
 * any of its words matches a section with any other ("jail" finds "imprisonment", "sued" finds
 * "liable"). Words are matched by their stem, so one form stands for the others ("refusing" is in
 * the group of "refuse"), and a word may belong to more than one idea ("liable": punished, sued).
 * Only the law's general vocabulary belongs here, never words of one bill. The stem is crude (seven
 * letters at most), so a word whose stem is another common word's ("governing"/"government",
 * "proceeds"/"proceedings", "authority"/"authorised") is left out.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['fine', 'fined', 'penalty', 'penalties', 'punish', 'punishment', 'sanction', 'liable', 'offence', 'offences', 'offense', 'crime', 'guilty', 'convicted', 'conviction', 'illegal', 'illegally', 'unlawful', 'unlawfully'],
  ['jail', 'jailed', 'prison', 'imprison', 'imprisoned', 'imprisonment', 'custody', 'detained', 'detention', 'sentence', 'custodial'],
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
  ['days', 'day', 'hours', 'weeks', 'months', 'time', 'period', 'within', 'deadline', 'long'],
  ['fee', 'fees', 'cost', 'costs', 'free'],
  // What a body spends, as against what a person pays it.
  ['cost', 'costs', 'expense', 'expenses', 'expenditure', 'spend', 'spending'],
  ['percent', 'percentage', 'rate'],
  // Answering a request, and being answerable for something.
  ['answer', 'reply', 'respond', 'response', 'decision', 'decide', 'determine'],
  ['body', 'bodies', 'institution', 'institutions', 'agency', 'agencies'],
  ['cover', 'covers', 'covered', 'applies', 'scope'],
  ['sue', 'sued', 'suit', 'lawsuit', 'claim', 'liable', 'liability', 'immune', 'immunity'],
  ['disclose', 'disclosure', 'release', 'reveal', 'leak', 'leaked', 'leaking'],
  ['postpone', 'postponed', 'delay', 'delayed', 'defer', 'deferred', 'deferment'],
  ['urgent', 'urgency', 'urgently', 'faster', 'fast', 'quickly', 'quick', 'expedite', 'expeditiously', 'immediately', 'emergency'],
  ['hide', 'hiding', 'hidden', 'conceal', 'concealed', 'concealment', 'harbour', 'shelter'],
  ['lie', 'lies', 'lying', 'lied', 'false', 'falsely', 'mislead', 'misleading', 'misled', 'untrue'],
  ['stop', 'prevent', 'preventing', 'prevention', 'curb', 'suppress', 'suppression'],
  ['ignore', 'ignores', 'ignored', 'fail', 'fails', 'failed', 'failure', 'neglect', 'omit', 'omission'],
  // Being on a board or in a group.
  ['sit', 'sits', 'join', 'joins', 'joining', 'member', 'members', 'membership'],
  ['stand', 'contest', 'contesting', 'candidate', 'candidates'],
  ['ban', 'banned', 'bans', 'prohibit', 'prohibited', 'prohibition', 'forbid', 'forbidden', 'outlaw', 'outlawed', 'illegal', 'illegally', 'unlawful', 'unlawfully'],
  // What a law permits, as against what it forbids.
  ['allow', 'allowed', 'permit', 'permitted', 'permission', 'lawful', 'lawfully', 'entitled'],
  // Statutes make "regulations" where people say "rules".
  ['rule', 'rules', 'regulation', 'regulations'],
  ['yearly', 'annual', 'annually'],
  ['help', 'helps', 'helping', 'helped', 'assist', 'assistance', 'aid', 'aiding', 'abet', 'abetting', 'facilitate'],
  // Taking people on: statutes "appoint" or "engage" staff, people "hire" them.
  ['hire', 'hires', 'hired', 'hiring', 'employ', 'employed', 'employs', 'employment', 'engage', 'engaged', 'recruit', 'recruitment', 'appoint', 'appointed', 'appointment'],
  // Money owed and getting it back.
  ['unpaid', 'owed', 'owing', 'arrears', 'debt', 'outstanding', 'recover', 'recovery', 'recovered'],
  ['implement', 'implementation', 'administer', 'administration', 'enforce', 'enforcement'],
  ['disband', 'disbanded', 'disbandment', 'dissolve', 'dissolved', 'dissolution'],
  // What a body is for: a statute's "object" or "objects".
  ['goal', 'goals', 'aim', 'aims', 'purpose', 'purposes', 'object', 'objects', 'objective', 'objectives', 'achieve'],
  ['raise', 'raised', 'collect', 'collected', 'collection', 'revenue', 'revenues'],
  ['send', 'sent', 'sending', 'transfer', 'transfers'],
  ['poor', 'indigent', 'poverty', 'needy'],
  ['disabled', 'disability', 'disabilities', 'handicapped'],
  ['create', 'created', 'creation', 'exist', 'existed', 'existence', 'existing'],
  ['passed', 'commencement'],
  ['explain', 'explanation', 'reason', 'reasons', 'justify', 'justification'],
  ['add', 'added', 'expand', 'extend', 'extended'],
  ['medical', 'health', 'doctor', 'patient', 'illness'],
  ['obtain', 'access', 'accessed', 'inspect'],
  ['police', 'arrest', 'arrested'],
  ['serve', 'serves', 'serving', 'served', 'tenure', 'term', 'terms', 'remain', 'remains'],
  ['speak', 'speaking', 'spoken', 'oral', 'orally', 'verbally'],
  ['keep', 'keeps', 'keeping', 'maintain', 'maintains', 'operate', 'operates'],
  ['vote', 'votes', 'voting', 'participate', 'participates', 'participation', 'deliberation', 'deliberations'],
  ['leader', 'leaders', 'leadership', 'officer', 'officers', 'chairman', 'chairperson'],
];

/** The groups each stem belongs to. */
const GROUPS_OF = new Map<string, number[]>();
GROUPS.forEach((group, index) =>
  group.forEach((word) => {
    const key = word.includes(' ') ? word : stem(word);
    const groups = GROUPS_OF.get(key) ?? [];
    if (!groups.includes(index)) groups.push(index);
    GROUPS_OF.set(key, groups);
  }),
);

/** The vocabulary groups a word belongs to (by its stem); empty when none. */
export function vocabularyGroups(word: string): readonly number[] {
  return GROUPS_OF.get(stem(word)) ?? [];
}

/** The words that mean what `word` means (itself included). */
export function synonymsOf(word: string): readonly string[] {
  const groups = vocabularyGroups(word);
  if (groups.length === 0) return [word];
  return [...new Set([word, ...groups.flatMap((g) => GROUPS[g] ?? [])])];
}
