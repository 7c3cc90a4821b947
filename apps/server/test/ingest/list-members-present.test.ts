import { describe, expect, it } from 'vitest';
import { checkMembers } from '../../src/modules/engines/ai/readability/check-readability.js';
import { listMembersPresent } from '../../src/modules/records/ingest/list-members-present.js';
import { buildSitting, type SpeechSpec } from '../ai/builtin-fixtures.js';

// A fictional sitting (names invented) in the Official Report's form: the Chair's offices, the
// Leaders by office, a group, and one Member printed under two spellings.
const TEXT = `The House met at 10.00 a.m.

Mr Speaker: Hon Members, we begin.

Mr Anthony A. Osei: Mr Speaker, the harbour loan must come to the House.

Majority Leader: Mr Speaker, it will come next week.

Mr First Deputy Speaker: Order! Order!

Some Hon Members: Hear! Hear!

Mr A. A. Osei: Mr Speaker, I am grateful.

Ms ABENA KWARTENG: Mr Speaker, the fishing communities must be heard.

Ms Abena Kwartemg: Mr Speaker, I thank the Minister.

Minister for Roads (Mr Kojo Quaye): Mr Speaker, the road will be finished in June.

Mr Second Deputy Speaker: The House is adjourned.
`;

const SPEECHES: SpeechSpec[] = [
  { label: 'Mr Speaker', speaker: { role: 'Speaker', honorific: 'Mr' } },
  { label: 'Mr Anthony A. Osei', speaker: { name: 'Anthony A. Osei', honorific: 'Mr' } },
  { label: 'Majority Leader', speaker: { role: 'Majority Leader' } },
  { label: 'Mr First Deputy Speaker', speaker: { role: 'First Deputy Speaker', honorific: 'Mr' } },
  { label: 'Some Hon Members', speaker: {} },
  { label: 'Mr A. A. Osei', speaker: { name: 'A. A. Osei', honorific: 'Mr' } },
  { label: 'Ms ABENA KWARTENG', speaker: { name: 'ABENA KWARTENG', honorific: 'Ms' } },
  { label: 'Ms Abena Kwartemg', speaker: { name: 'Abena Kwartemg', honorific: 'Ms' } },
  { label: 'Minister for Roads (Mr Kojo Quaye)', speaker: { name: 'Kojo Quaye', role: 'Minister for Roads', honorific: 'Mr' } },
  { label: 'Mr Second Deputy Speaker', speaker: { role: 'Second Deputy Speaker', honorific: 'Mr' } },
];

describe('listMembersPresent', () => {
  it('lists people, never an office or a group, each Member once under the fuller spelling', () => {
    const members = listMembersPresent(buildSitting(TEXT, { speeches: SPEECHES }));
    expect(members).toEqual(['Anthony A. Osei', 'Abena Kwartemg', 'Kojo Quaye']);
    expect(checkMembers(members)).toEqual([]);
  });

  it('lists once a Member whose surname the OCR split into an initial ("K. Wartey" for Kofi Kwartey)', () => {
    const sitting = { ...buildSitting(TEXT), attendance: ['Kofi Kwartey', 'K. Wartey', 'K. Mensah', 'Kwame Mensah'] };
    const members = listMembersPresent(sitting);
    expect(members).toEqual(['Kofi Kwartey', 'Kwame Mensah']);
    expect(checkMembers(['Kofi Kwartey', 'K. Wartey'])).toEqual([expect.objectContaining({ kind: 'repeat' })]);
    // An initial that is the first name's, with the same surname, is not this slip: K. Mensah is Kwame Mensah by the usual rule.
    expect(checkMembers(['Ama Wartey', 'Kofi Kwartey'])).toEqual([]);
  });

  it('cleans an attendance list the same way', () => {
    const sitting = { ...buildSitting(TEXT), attendance: ['Mr Speaker', 'K. B. Mensah', 'Kofi B. Mensah', 'Majority Leader', 'Kwame B. Mensah', 'Ama Tetteh'] };
    expect(listMembersPresent(sitting)).toEqual(['Kofi B. Mensah', 'Kwame B. Mensah', 'Ama Tetteh']);
  });
});
