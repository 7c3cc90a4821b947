import type { ParsedSitting } from './parsed-sitting.js';

/**
 * Question time as the Official Report prints it: "Q. 875. Mr John Agyabeng asked the Minister for
 * Local Government and Rural Development what …", sometimes "(on behalf of Mr X)" after the name.
 * The parser reads the name as the speaker and "asked the Minister …" as the speech, so a Question
 * is a speech of that shape; this names its number, the Minister it is put to, the Member it stands
 * for when someone else asks it, and the answer: the next speech by a Minister before the next
 * Question. A Member's page lists the Questions they asked, and a Minister's those they answered.
 */
export interface QuestionItem {
  /** Index into `speeches` of the Question itself (its speaker asked it). */
  speechIndex: number;
  /** The Question's number on the Order Paper, when printed ("Q. 875."). */
  number: number | null;
  /** The Member in whose name it stands, as printed, when another asked it on their behalf. */
  onBehalfOf: string | null;
  /** "Minister for Education", as the Question puts it. */
  minister: string;
  /** Index into `speeches` of the Minister's answer; null when none follows before the next Question. */
  answerIndex: number | null;
}

const ASKED = /^asked\s+the\s+(Minister\s+(?:for|of)\s+.{3,140}?)\s+(?:what|when|whether|how|why|if|the|to|about|on|in|whose|which)\b/i;
const NUMBER_BEFORE = /Q\s*\.\s*(\d{1,4})\s*\.?\s*$|(?:^|\n)\s*(\d{1,4})\s*\.\s*$/;
const ON_BEHALF = /\(\s*on\s+behalf\s+of\s+([^()]+?)\s*\)/i;
/** A label that speaks as a Minister: "Minister for Education (Mrs …)", "Deputy Minister for …". */
const MINISTER_LABEL = /^(?:The\s+)?(?:Deputy\s+)?Minister\s+(?:for|of)\b/i;

export function findQuestions(sitting: Pick<ParsedSitting, 'text' | 'speeches'>): QuestionItem[] {
  const { speeches, text } = sitting;
  const askedAt = speeches.flatMap((s, i) => (ASKED.test(s.text) ? [i] : []));
  // Who answers as a Minister in this sitting, by the name the record gives them (the label says
  // "Minister for Education (Mrs Betty Mould-Iddrisu)" once, then "Mrs Mould-Iddrisu").
  const ministers = new Set(
    speeches.filter((s) => MINISTER_LABEL.test(s.speaker.label) && s.speaker.name).map((s) => surname(s.speaker.name!)),
  );
  return askedAt.map((index, k) => {
    const speech = speeches[index]!;
    const before = text.slice(Math.max(0, speech.span.start - 24), speech.span.start);
    const number = NUMBER_BEFORE.exec(before);
    const next = askedAt[k + 1] ?? speeches.length;
    let answerIndex: number | null = null;
    for (let i = index + 1; i < next; i++) {
      const { label, name } = speeches[i]!.speaker;
      if (MINISTER_LABEL.test(label) || (name && ministers.has(surname(name)))) {
        answerIndex = i;
        break;
      }
    }
    return {
      speechIndex: index,
      number: number ? Number(number[1] ?? number[2]) : null,
      onBehalfOf: ON_BEHALF.exec(speech.speaker.label)?.[1]?.replace(/\s+/g, ' ') ?? null,
      minister: ASKED.exec(speech.text)![1]!.replace(/\s+/g, ' '),
      answerIndex,
    };
  });
}

const surname = (name: string) => name.split(/\s+/).at(-1)!.toLowerCase();
