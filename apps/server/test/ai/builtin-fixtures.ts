import type { ContentsEntry, ParsedSitting, Speaker } from '../../src/modules/engines/official-report/parsed-sitting.js';

/**
 * Hand-built sittings for the built-in engine's tests, written for these tests in the style of the
 * Official Report (names and debates invented). Speeches are found in the text by their label, so
 * spans are real offsets, as the parser would give them.
 */

export interface SpeechSpec {
  label: string;
  speaker: Partial<Speaker>;
}

export function buildSitting(
  text: string,
  options: {
    speeches?: SpeechSpec[];
    contents?: ContentsEntry[];
    billsInContents?: string[];
    sections?: string[];
    meeting?: string | null;
    date?: string | null;
    presidingOfficer?: string | null;
  } = {},
): ParsedSitting {
  const labels = options.speeches ?? [];
  const starts: { at: number; spec: SpeechSpec; textStart: number }[] = [];
  let cursor = 0;
  // Labels are matched in order, each after the previous one, like a reader going down the page.
  for (const spec of labels) {
    const at = text.indexOf(`${spec.label}:`, cursor);
    if (at < 0) throw new Error(`label not in text: ${spec.label}`);
    starts.push({ at, spec, textStart: at + spec.label.length + 1 });
    cursor = at + spec.label.length;
  }
  // Headings are looked for after the contents list, in order.
  let sectionCursor = Math.max(0, text.indexOf('The House met'));
  const sections = (options.sections ?? []).map((heading) => {
    const at = text.indexOf(heading, sectionCursor);
    if (at < 0) throw new Error(`section not in text: ${heading}`);
    sectionCursor = at + heading.length;
    return { heading, span: { start: at, end: at + heading.length }, column: null };
  });
  const speeches = starts.map((s, i) => {
    const end = starts[i + 1]?.at ?? text.length;
    const body = text.slice(s.textStart, end);
    let sectionIndex = -1;
    sections.forEach((sec, k) => {
      if (sec.span.start <= s.at) sectionIndex = k;
    });
    return {
      speaker: { label: s.spec.label, name: null, role: null, honorific: null, ...s.spec.speaker },
      text: body.replace(/\s+/g, ' ').trim(),
      span: { start: s.at, end },
      column: null,
      sectionIndex,
    };
  });
  const columns = [...text.matchAll(/^\[(\d+)\]$/gm)].map((m) => ({ column: Number(m[1]), offset: m.index }));
  return {
    text,
    series: 'Eighth Series',
    volume: 90,
    number: 4,
    date: options.date === undefined ? '2024-03-12' : options.date,
    meeting: options.meeting === undefined ? 'First Meeting' : options.meeting,
    presidingOfficer: options.presidingOfficer === undefined ? 'Mr Speaker' : options.presidingOfficer,
    chair: [],
    contents: options.contents ?? [],
    sections,
    speeches,
    attendance: [],
    billsInContents: options.billsInContents ?? [],
    columns,
  };
}

/** A health sitting: a Bill read a second time and a Statement on an outbreak. */
export const HEALTH_TEXT = `PARLIAMENTARY DEBATES
OFFICIAL REPORT
FIRST MEETING
TUESDAY, 12TH MARCH, 2024

CONTENTS

PAPERS -
Report of the Committee on Health on the Community Health Workers Bill, 2024 - [Col. 601]

SECOND READING OF BILLS -
Community Health Workers Bill, 2024 - [Col. 602]

STATEMENTS -
Cholera Outbreak in the Coastal Districts - [Col. 610]

[601]

The House met at 10.00 a.m.

[MR SPEAKER IN THE CHAIR]

PRAYERS

PAPERS

By the Chairman of the Committee on Health -
Report of the Committee on Health on the Community Health Workers Bill, 2024.

BILLS - SECOND READING

Community Health Workers Bill, 2024

Minister for Health (Dr Ama Serwaa Boakye): Mr Speaker, I beg to move, that the Community Health Workers Bill, 2024 be now read a Second time.

Mr Speaker, the object of the Bill is to give community health workers a legal status, so that clinics in rural districts can rely on trained staff for malaria treatment, immunisation and maternal care.

The Bill also provides for the registration of community health workers by the Ghana Health Service and for their supervision by district hospitals.

Mr Kwesi Adjei-Darko: Mr Speaker, I rise to support the Motion. Patients in my district walk many kilometres to the nearest hospital, and nurses and midwives in the health centres are overstretched.

The Committee observed that the National Health Insurance Scheme does not yet reimburse services delivered by community health workers, and recommends that the Ministry of Health reviews the tariffs.

Question put and Motion agreed to.

The Community Health Workers Bill, 2024 was accordingly read a Second time.

[602]

STATEMENTS

Cholera Outbreak in the Coastal Districts

Mrs Efua Ansah-Quaye: Mr Speaker, I rise to make a Statement on the outbreak of cholera in the coastal districts, where forty-two patients have been admitted to the district hospitals since January.

The disease spreads through contaminated water, and the health directorates need more oral rehydration salts, vaccines and trained nurses to contain the outbreak.

Mr Speaker: Thank you, Hon Member. Hon Members, we move on.

ADJOURNMENT

The House was accordingly adjourned at 1.30 p.m. till Wednesday, 13th March, 2024 at 10.00 a.m.
`;

export function healthSitting(): ParsedSitting {
  return buildSitting(HEALTH_TEXT, {
    speeches: [
      { label: 'Minister for Health (Dr Ama Serwaa Boakye)', speaker: { name: 'Ama Serwaa Boakye', role: 'Minister for Health', honorific: 'Dr' } },
      { label: 'Mr Kwesi Adjei-Darko', speaker: { name: 'Kwesi Adjei-Darko', honorific: 'Mr' } },
      { label: 'Mrs Efua Ansah-Quaye', speaker: { name: 'Efua Ansah-Quaye', honorific: 'Mrs' } },
      { label: 'Mr Speaker', speaker: { role: 'Speaker', honorific: 'Mr' } },
    ],
    sections: ['PRAYERS', 'PAPERS', 'BILLS - SECOND READING', 'Community Health Workers Bill, 2024', 'STATEMENTS', 'Cholera Outbreak in the Coastal Districts', 'ADJOURNMENT'],
    contents: [
      { heading: 'Report of the Committee on Health on the Community Health Workers Bill, 2024', group: 'PAPERS', columns: [601] },
      { heading: 'Community Health Workers Bill, 2024', group: 'SECOND READING OF BILLS', columns: [602] },
      { heading: 'Cholera Outbreak in the Coastal Districts', group: 'STATEMENTS', columns: [610] },
    ],
    billsInContents: ['Community Health Workers Bill, 2024'],
  });
}

/** An education debate whose only brush with farming is one remark: it must not be tagged Agriculture. */
export const EDUCATION_TEXT = `PARLIAMENTARY DEBATES
OFFICIAL REPORT

The House met at 10.00 a.m.

[MADAM SPEAKER IN THE CHAIR]

PRAYERS

ORAL ANSWERS TO QUESTIONS

MINISTRY OF EDUCATION

Mr Kofi Asamoah-Mensah: Madam Speaker, pupils at the basic schools in my constituency learn under trees because the classroom blocks collapsed, and teachers have left for the towns.

Minister for Education (Mrs Adwoa Frimpong): Madam Speaker, the Ministry will build six classroom blocks for the basic schools this year, funded from the GETFund, and will post forty trained teachers to the district.

The Ghana Education Service has also approved a new school feeding roster, so that pupils who walk from the farming villages are fed at school.

Mr Kofi Asamoah-Mensah: Madam Speaker, when will the teachers arrive, and will the junior high school get science laboratories and textbooks for the students?

Mrs Frimpong: Madam Speaker, the teachers will report at the start of the next term, and the curriculum materials and textbooks for the junior high school students are already at the district education office.

Madam Speaker: Thank you, Hon Minister.

The House was adjourned at 12.10 p.m. till Thursday, 14th March, 2024 at 10.00 a.m.
`;

export function educationSitting(): ParsedSitting {
  return buildSitting(EDUCATION_TEXT, {
    speeches: [
      { label: 'Mr Kofi Asamoah-Mensah', speaker: { name: 'Kofi Asamoah-Mensah', honorific: 'Mr' } },
      { label: 'Minister for Education (Mrs Adwoa Frimpong)', speaker: { name: 'Adwoa Frimpong', role: 'Minister for Education', honorific: 'Mrs' } },
      { label: 'Mr Kofi Asamoah-Mensah', speaker: { name: 'Kofi Asamoah-Mensah', honorific: 'Mr' } },
      { label: 'Mrs Frimpong', speaker: { name: 'Adwoa Frimpong', honorific: 'Mrs' } },
      { label: 'Madam Speaker', speaker: { role: 'Speaker', honorific: 'Madam' } },
    ],
    sections: ['PRAYERS', 'ORAL ANSWERS TO QUESTIONS', 'MINISTRY OF EDUCATION'],
    contents: [{ heading: 'Ministry of Education', group: 'ORAL ANSWERS TO QUESTIONS', columns: [201] }],
    meeting: null,
    presidingOfficer: 'Madam Speaker',
    date: '2024-03-13',
  });
}

/**
 * A roads sitting written to carry every fault class the readability checker knows, as OCR and the
 * Official Report's layout produce them (names, figures and debate invented): a contents list with
 * list numbering, column markers and OCR misspellings; one Ministry behind a Question, a Statement
 * and a paper; a bill whose name a line break cut on the contents list; a procedural aside and a
 * cheer beside a Minister's answer with a figure; a Member's name with an interjection.
 */
export const ROADS_TEXT = `PARLIAMENTARY DEBATES
OFFICIAL REPORT
SECOND MEETING
TUESDAY, 18TH JUNE, 2024

CONTENTS

PAPERS -
(i) Repoxt of the Committee on Govemment Assurances on the Feeder Roads Programme - [Col. 701]
(ii) Annual Report of the Ministry of Roads and Highways for the year 2023 - - [C0l. 701]

ORAL ANSWERS TO QUESTIONS -
Ministry of Roads and Highways - [Co1. 702]

STATEMENTS -
Ministry of Roads and Highways Road Safety Week - [Col. 704]

SECOND READING OF BILLS -
(Amendment) Bill, 2024 - [Col. 705]

[701]

The House met at 10.00 a.m.

[MR SPEAKER IN THE CHAIR]

PRAYERS

PAPERS

By the Chairman of the Committee on Government Assurances -
Report of the Committee on Government Assurances on the Feeder Roads Programme.

By the Minister for Roads and Highways -
Annual Report of the Ministry of Roads and Highways for the year 2023.

[702]

ORAL ANSWERS TO QUESTIONS

MINISTRY OF ROADS AND HIGHWAYS

Mr Yaw Owusu-Sekyere: Mr Speaker, I would ask my colleagues on the other side to keep quiet so that the House can sit and hear the Minister in peace.

Some Hon Members: Hear! Hear!

Minister for Roads and Highways (Mrs Akosua Darkwa): Mr Speaker, the Ministry will resurface 240 kilometres of feeder roads in the Volta and Oti regions this year, at a cost of GH¢ 96 million from the Road Fund.

Mr Yaw Owusu-Sekyere: Mr Speaker, when will the contractors for the feeder roads in the Oti region be on site, and who supervises the resurfacing of the feeder roads?

Mrs Darkwa: Mr Speaker, the contractors for the feeder roads will be on site in September, and the Department of Feeder Roads supervises the resurfacing in every district.

[704]

STATEMENTS

Road Safety Week

Mr Kojo Antwi-Boasiako: Mr Speaker, I rise to make a Statement on Road Safety Week, during which the police recorded fewer crashes on the feeder roads and trunk roads of the Oti region than in any week of the year. The Committee on Government Assurances laid its Report on the feeder roads today, and the report shows that the Government kept its assurances on road safety.

[705]

BILLS - SECOND READING

Feeder Roads Levy (Amendment) Bill, 2024

Mrs Darkwa: Mr Speaker, I beg to move, that the Feeder Roads Levy (Amendment) Bill, 2024 be now read a Second time. The object of the Bill is to dedicate the levy on fuel to the maintenance of feeder roads in the districts.

Question put and Motion agreed to.

The Feeder Roads Levy (Amendment) Bill, 2024 was accordingly read a Second time.

ADJOURNMENT

The House was accordingly adjourned at 1.30 p.m. till Wednesday, 19th June, 2024 at 10.00 a.m.
`;

export function roadsSitting(): ParsedSitting {
  return buildSitting(ROADS_TEXT, {
    date: '2024-06-18',
    meeting: 'Second Meeting',
    speeches: [
      { label: 'Mr Yaw Owusu-Sekyere', speaker: { name: 'Yaw Owusu-Sekyere', honorific: 'Mr' } },
      { label: 'Some Hon Members', speaker: {} },
      { label: 'Minister for Roads and Highways (Mrs Akosua Darkwa)', speaker: { name: 'Akosua Darkwa', role: 'Minister for Roads and Highways', honorific: 'Mrs' } },
      { label: 'Mr Yaw Owusu-Sekyere', speaker: { name: 'Yaw Owusu-Sekyere', honorific: 'Mr' } },
      { label: 'Mrs Darkwa', speaker: { name: 'Akosua Darkwa', honorific: 'Mrs' } },
      { label: 'Mr Kojo Antwi-Boasiako', speaker: { name: 'Kojo Antwi-Boasiako', honorific: 'Mr' } },
      { label: 'Mrs Darkwa', speaker: { name: 'Akosua Darkwa', honorific: 'Mrs' } },
    ],
    sections: ['PRAYERS', 'PAPERS', 'ORAL ANSWERS TO QUESTIONS', 'MINISTRY OF ROADS AND HIGHWAYS', 'STATEMENTS', 'Road Safety Week', 'BILLS - SECOND READING', 'Feeder Roads Levy (Amendment) Bill, 2024', 'ADJOURNMENT'],
    // As the parser reads such a contents list: numbering, markers and misprints kept, the bill's first words lost.
    contents: [
      { heading: '(i) Repoxt of the Committee on Govemment Assurances on the Feeder Roads Programme - [Col. 701]', group: 'PAPERS', columns: [701] },
      { heading: '(ii) Annual Report of the Ministry of Roads and Highways for the year 2023 - - [C0l. 701]', group: 'PAPERS', columns: [701] },
      { heading: 'Ministry of Roads and Highways - [Co1. 702]', group: 'ORAL ANSWERS TO QUESTIONS', columns: [702] },
      { heading: 'Ministry of Roads and Highways Road Safety Week - [Col. 704]', group: 'STATEMENTS', columns: [704] },
      { heading: '(Amendment) Bill, 2024 - [Col. 705]', group: 'SECOND READING OF BILLS', columns: [705] },
    ],
    billsInContents: ['(Amendment) Bill, 2024'],
  });
}
