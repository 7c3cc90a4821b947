/**
 * Irregular past forms of common English verbs, and the verb they are a form of. The crude stem
 * strips regular endings only, so without this "paid" never meets "pay" and "held" never meets
 * "hold": a question and a statute rarely use the same tense. General English, never one bill's
 * words. Forms that are mostly another word in a statute ("found" a body, "wound", "lead" metal,
 * "left" side, "saw", "rose") are left out.
 */
const FORMS: Record<string, string> = {
  arose: 'arise', arisen: 'arise', bore: 'bear', borne: 'bear', began: 'begin', begun: 'begin',
  broke: 'break', broken: 'break', brought: 'bring', bought: 'buy', chose: 'choose', chosen: 'choose',
  dealt: 'deal', drew: 'draw', drawn: 'draw', drove: 'drive', driven: 'drive', fell: 'fall', fallen: 'fall',
  felt: 'feel', fought: 'fight', forbade: 'forbid', forbidden: 'forbid', forgave: 'forgive', forgiven: 'forgive',
  froze: 'freeze', frozen: 'freeze', heard: 'hear', held: 'hold', hid: 'hide', hidden: 'hide', kept: 'keep',
  knew: 'know', known: 'know', laid: 'lay', lent: 'lend', lost: 'lose', meant: 'mean', met: 'meet',
  overrode: 'override', overridden: 'override', paid: 'pay', ran: 'run', rang: 'ring', sought: 'seek',
  sold: 'sell', sent: 'send', shown: 'show', shot: 'shoot', sat: 'sit', slept: 'sleep', spoke: 'speak',
  spoken: 'speak', spent: 'spend', stood: 'stand', stole: 'steal', stolen: 'steal', struck: 'strike',
  swore: 'swear', sworn: 'swear', taught: 'teach', thought: 'think', threw: 'throw', thrown: 'throw',
  told: 'tell', understood: 'understand', upheld: 'uphold', withdrew: 'withdraw', withdrawn: 'withdraw',
  withheld: 'withhold', won: 'win', wrote: 'write', written: 'write', caught: 'catch', built: 'build',
  bound: 'bind', fed: 'feed', fled: 'flee', hung: 'hang', lit: 'light', sped: 'speed', undertook: 'undertake',
  undertaken: 'undertake', overseen: 'oversee', oversaw: 'oversee', forgot: 'forget', forgotten: 'forget',
};

/** The plain verb of an irregular past form ("kept" → "keep"); the word itself otherwise. */
export function baseVerb(word: string): string {
  return FORMS[word] ?? word;
}
