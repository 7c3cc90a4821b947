import { LIMITS } from '@kakyere/contract/constants';

interface SectionHeading {
  number: string;
  heading: string;
}

/** Questions people ask of a bill, offered when its text has a section on the subject. */
const TOPICS: readonly { pattern: RegExp; question: string }[] = [
  { pattern: /\b(offence|penalt|punish|fine)/i, question: 'What happens to someone who breaks this law?' },
  { pattern: /\b(levy|tax|charge|rate|imposition)\b/i, question: 'Who pays, and how much?' },
  { pattern: /\bexempt/i, question: 'Who is exempt?' },
  { pattern: /\b(application|request|apply)\b/i, question: 'How do I make a request or application under this law?' },
  { pattern: /\b(appeal|review|complain)/i, question: 'Can a decision be appealed, and to whom?' },
  { pattern: /\b(fund|account)\b/i, question: 'Where does the money go?' },
  { pattern: /\b(commencement|come into force)\b/i, question: 'When does this law take effect?' },
  { pattern: /\b(object|purpose)s?\b/i, question: 'What is this law for?' },
];

/**
 * Up to `max` starter questions for a bill, from its sections' headings: a topic question for each
 * subject the text has a section on, in the order of the sections.
 */
export function starterQuestions(sections: readonly SectionHeading[], max = 3): string[] {
  const questions: string[] = [];
  for (const { heading } of sections) {
    const topic = TOPICS.find((t) => t.pattern.test(heading));
    if (topic && !questions.includes(topic.question) && topic.question.length <= LIMITS.legalQuestionMaxLength) {
      questions.push(topic.question);
      if (questions.length === max) break;
    }
  }
  return questions;
}
