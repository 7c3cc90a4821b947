import { memberPath, type AknWork, type Speech } from '@kakyere/contract';
import { eIdPart, openAknDocument, serialiseAknDocument, type XMLBuilder } from './akn-document.js';

export interface DebateSource {
  work: AknWork;
  sitting: { title: string; date: string; updatedAt: string };
  /** Every speech of the sitting, in the record's order. */
  speeches: readonly Speech[];
}

interface Speaker {
  eId: string;
  href: string;
  showAs: string;
}

/**
 * A sitting as an Akoma Ntoso 3.0 `debate`: a `debateSection` per business item (consecutive speeches
 * under one heading), each `speech` with `from` as the record prints the label, `by` pointing at a
 * TLCPerson in the references (and `as` at a TLCRole when the label names an office), its words in
 * paragraphs. A speech that starts in another printed column
 * than the one before it opens with `<p><eop number="N"/></p>`: column N of the Official Report begins
 * there (the record gives the column a speech starts in, not the word the page turns at).
 */
export function buildDebateDocument({ work, sitting, speeches }: DebateSource): string {
  const { doc, root, references } = openAknDocument({
    work,
    workDate: { date: sitting.date, name: 'sitting' },
    generated: sitting.updatedAt.slice(0, 10),
  });

  const speakers = new Map<string, Speaker>();
  const speakerOf = (speech: Speech): Speaker => {
    const key = speech.person ? `person:${speech.person.id}` : `label:${eIdPart(speech.label)}`;
    let speaker = speakers.get(key);
    if (!speaker) {
      speaker = speech.person
        ? { eId: `person.${eIdPart(speech.person.id)}`, href: memberPath(speech.person.id, speech.person.name), showAs: speech.person.name }
        : // Not identified: a person named by the printed label, which is all the record says of them.
          { eId: `speaker.${eIdPart(speech.label)}`, href: `/ontology/person/gh/speaker.${eIdPart(speech.label)}`, showAs: speech.label };
      speakers.set(key, speaker);
      references.ele('TLCPerson', { eId: speaker.eId, href: speaker.href, showAs: speaker.showAs });
    }
    return speaker;
  };
  // The office a label names ("Speaker", "Minister for Education"), as the role the speaker speaks in.
  const roles = new Map<string, string>();
  const roleOf = (post: string): string => {
    const eId = `role.${eIdPart(post)}`;
    if (!roles.has(eId)) {
      roles.set(eId, post);
      references.ele('TLCRole', { eId, href: `/ontology/role/gh/${eIdPart(post)}`, showAs: post });
    }
    return eId;
  };

  root.ele('preface').ele('p').ele('docTitle').txt(sitting.title).up().up().ele('p').ele('docDate', { date: sitting.date }).txt(sitting.date);

  const body = root.ele('debateBody');
  let section: XMLBuilder | null = null;
  let sectionHeading: string | null | undefined;
  let sections = 0;
  let column: number | null = null;
  speeches.forEach((speech, index) => {
    if (!section || speech.heading !== sectionHeading) {
      sections += 1;
      sectionHeading = speech.heading;
      section = body.ele('debateSection', { eId: `dbsect_${sections}`, name: speech.heading ? eIdPart(speech.heading) : 'proceedings' });
      if (speech.heading) section.ele('heading').txt(speech.heading);
    }
    const element = section.ele('speech', {
      eId: `dbsect_${sections}__speech_${index + 1}`,
      by: `#${speakerOf(speech).eId}`,
      ...(speech.post ? { as: `#${roleOf(speech.post)}` } : {}),
    });
    element.ele('from').txt(speech.label);
    if (speech.column !== null && speech.column !== column) {
      column = speech.column;
      element.ele('p').ele('eop', { number: String(speech.column) });
    }
    const paragraphs = speech.text.split(/\n+/).map((line) => line.trim()).filter(Boolean);
    for (const paragraph of paragraphs.length ? paragraphs : ['']) element.ele('p').txt(paragraph);
  });
  return serialiseAknDocument(doc);
}
