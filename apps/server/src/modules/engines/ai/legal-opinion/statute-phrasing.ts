/**
 * How statutes answer the common kinds of question, in any Commonwealth jurisdiction. A reader asks
 * "who pays?", "is X exempt?", "what is the penalty?"; an Act answers "shall be charged on",
 * "does not apply to", "commits an offence and is liable on summary conviction to". Each kind pairs
 * the reader's phrasing with the drafting formulas that answer it. A provision that uses a formula
 * is marked (a `marker:` stem, matched like a word), so a question of that kind finds it even
 * when they share no other word. General drafting language only: never the words of one Act.
 */
export interface QuestionKind {
  /** The stem a marked provision carries. */
  marker: string;
  /** What the question asks about, named in the opinion when no provision says it. */
  label: string;
  /** Whether the question is of this kind. */
  asks: RegExp;
  /** The drafting formulas that answer it. */
  answers: RegExp;
  /**
   * Whether a word that asks this kind ("exempt", "small", "rate") is itself found in the formula: it
   * has no other wording in a statute. A word with its own ("jailed": imprisonment) keeps to it.
   */
  wordCarries: boolean;
  /** Whether an answer must be worded as this kind's rule to be `answered` (an exemption, a penalty, a date), or the formula only weighs. */
  required: boolean;
}

const AMOUNT = /\d+(?:\.\d+)?\s*(?:%|per\s*cent|percent)|\bGH[¢₵C]\s*\d|\b\d[\d,.]*\s*(?:Ghana\s+)?cedis?\b|\bpenalty\s+units?\b|\bat\s+(?:the\s+)?rate\s+of\b/i;

export const QUESTION_KINDS: readonly QuestionKind[] = [
  {
    marker: 'marker:exempt',
    wordCarries: true,
    required: true,
    label: 'exemptions',
    asks: /\b(?:exempt\w*|exclud\w*|free\s+from|(?:do|does|will|would|is|are)\s+(?:not|n't)?\s*(?:\w+\s+){0,3}(?:apply|applies|cover|covers|affect|affects)\b|(?:don't|do\s+not|doesn't|does\s+not|won't)\s+(?:have\s+to\s+)?pay|spared|let\s+off|not\s+(?:be\s+)?charged)/i,
    answers: /\b(?:does\s+not\s+apply|do\s+not\s+apply|shall\s+not\s+apply|(?:is|are)\s+exempt(?:ed)?|exempt(?:ed)?\s+from|exemptions?\b|excluded|exclusion|shall\s+not\s+be\s+(?:charged|levied|payable|liable)|(?:is|are)\s+not\s+(?:chargeable|liable|payable))\b/i,
  },
  {
    marker: 'marker:charge',
    wordCarries: false,
    required: false,
    label: 'who pays or is charged',
    asks: /\bwho\b(?:\s+\w+){0,4}\s+(?:pay|pays|charged|liable|bears?|deduct\w*|collect\w*)\b|\b(?:do|does|will|must|should|shall)\s+(?:I|we|you|they|traders?|people|companies|businesses)\s+(?:have\s+to\s+)?pay\b|\bwhat\s+(?:is|are)\s+(?:taxed|charged|levied)\b|\bcharged\s+on\b/i,
    // Who bears it, not what is imposed ("There is imposed … a levy of 1.5%") or who passes it on ("shall pay the Levy collected into the Fund").
    answers: /\b(?:imposed\s+on|shall\s+be\s+(?:charged|levied|paid|borne|deducted)\s+(?:on|by|from)|(?:is|are)\s+chargeable|liable\s+to\s+pay|(?:is|are)\s+payable\s+by|shall\s+be\s+borne\s+by)\b/i,
  },
  {
    marker: 'marker:amount',
    wordCarries: true,
    required: true,
    label: 'an amount or rate',
    asks: /\bhow\s+much\b|\bwhat\s+(?:is\s+|are\s+)?(?:the\s+)?(?:rate|amount|percentage|fine|fee|cost|price|charge)s?\b|\b(?:rate|percentage|per\s*cent|percent)\b|\bhow\s+many\s+(?:cedis|penalty)/i,
    answers: AMOUNT,
  },
  {
    marker: 'marker:threshold',
    wordCarries: true,
    required: false,
    label: 'a threshold',
    asks: /\b(?:small|smaller|little|tiny|low|minor|petty|threshold|limit|minimum|maximum|ceiling)\b|\b(?:under|below|less\s+than|up\s+to|over|above|more\s+than)\s+(?:GH[¢₵C]?\s*)?\d/i,
    answers: /\b(?:not\s+exceeding|does\s+not\s+exceed|(?:not\s+)?(?:more|less)\s+than|up\s+to|below|threshold|minimum|maximum|cumulative|a\s+day|per\s+day|in\s+a\s+day)\b/i,
  },
  {
    marker: 'marker:penalty',
    wordCarries: false,
    required: true,
    label: 'a penalty',
    asks: /\b(?:penalt\w*|punish\w*|fine|fined|jail\w*|prison\w*|offen[cs]e\w*|crime|criminal|illegal\w*|sanction\w*|arrest\w*|what\s+happens\s+(?:to\s+\w+\s+)?if|consequences?)\b/i,
    answers: /\b(?:commits\s+an\s+offence|liable\s+on\s+(?:summary\s+)?conviction|(?:a\s+)?fine\s+of|penalty\s+units|term\s+of\s+imprisonment|imprisonment\s+(?:for|of)|administrative\s+penalty)\b/i,
  },
  {
    marker: 'marker:appeal',
    wordCarries: false,
    required: true,
    label: 'an appeal or review',
    asks: /\b(?:appeal\w*|challeng\w*|complain\w*|contest|review|dispute\w*|disagree\w*|overturn\w*|go\s+to\s+court|take\s+\w+\s+to\s+court)\b/i,
    answers: /\b(?:may\s+appeal|appeal\s+(?:to|against|lies)|apply\s+to\s+the\s+(?:High\s+)?Court|(?:application|request)\s+for\s+(?:a\s+)?review|internal\s+review|may\s+(?:lodge|make)\s+a\s+complaint|judicial\s+review)\b/i,
  },
  {
    marker: 'marker:decide',
    wordCarries: false,
    required: false,
    label: 'who decides',
    asks: /\bwho\s+(?:\w+\s+){0,2}(?:decides?|determines?|approves?|appoints?|chooses?|selects?|runs?|controls?|oversees?|in\s+charge|responsible|heads?)\b/i,
    answers: /\b(?:shall\b[^.;]{0,80}?\b(?:appoint(?:ed)?|determine[ds]?|decide[ds]?|approve[ds]?)\b|(?:is|are)\s+responsible\s+for|shall\s+be\s+(?:the\s+)?head|in\s+accordance\s+with\s+article|on\s+the\s+advice\s+of)\b/i,
  },
  {
    marker: 'marker:commence',
    wordCarries: false,
    required: true,
    label: 'when it starts',
    asks: /\bwhen\s+(?:\w+\s+){0,5}(?:start\w*|begin\w*|begun|effect|force|commenc\w*|kick\s+in|operational)\b|\bcommencement\b|\bfrom\s+when\b|\bstart\s+date\b/i,
    answers: /\b(?:comes?\s+into\s+force|came\s+into\s+force|(?:shall\s+)?come\s+into\s+(?:force|operation)|commencement|with\s+effect\s+from|takes?\s+effect)\b/i,
  },
  {
    marker: 'marker:expire',
    wordCarries: false,
    required: true,
    label: 'when it ends',
    asks: /\b(?:when|will|does|until)\b(?:\s+\S+){0,6}\s+(?:end|ends|ended|expire\w*|stop\w*|cease\w*|abolish\w*|scrap\w*|lapse\w*|repeal\w*|last)\b|\bhow\s+long\s+(?:will|does)\s+(?:\S+\s+){0,4}(?:last|remain|stay)\b|\bsunset\b/i,
    answers: /\b(?:shall\s+cease|ceases?\s+to\s+(?:have\s+effect|apply)|shall\s+expire|expires?\s+(?:on|at|after)|sunset|shall\s+lapse|is\s+repealed|hereby\s+repealed|shall\s+remain\s+in\s+force\s+(?:for|until))\b/i,
  },
  {
    marker: 'marker:meaning',
    wordCarries: false,
    required: false,
    label: 'a meaning',
    asks: /\bwhat\s+(?:does|do|is|are)\b.*\b(?:mean|means|meant|meaning)\b|\bdefin\w*\b|\bwhat\s+counts\s+as\b|\bwho\s+counts\s+as\b|\bmeaning\s+of\b/i,
    answers: /[“"][^”"]{1,80}[”"]\s+(?:means|includes)\b/i,
  },
];

/** The kinds a question is of. */
export function questionKinds(question: string): QuestionKind[] {
  return QUESTION_KINDS.filter((kind) => kind.asks.test(question));
}

/** The markers of the drafting formulas a text uses: added to its words' stems. */
export function statuteMarkers(text: string): string[] {
  return QUESTION_KINDS.filter((kind) => kind.answers.test(text)).map((kind) => kind.marker);
}

/** Whether a text states an amount: a percentage, a sum of money or penalty units. */
export const statesAmount = (text: string) => AMOUNT.test(text);
