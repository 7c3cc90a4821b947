import { describe, expect, it } from 'vitest';
import { createSpeakerResolver, parseSpeakerLabel, resolveSpeaker } from '../../src/modules/records/ingest/resolve-speaker.js';

describe('resolveSpeaker', () => {
  it.each([
    ['Mr Samuel A. Akyea', { name: 'Samuel A. Akyea', role: null, honorific: 'Mr' }],
    ['Minister for Education (Mrs Betty Mould-Iddrisu)', { name: 'Betty Mould-Iddrisu', role: 'Minister for Education', honorific: 'Mrs' }],
    ['Mr Second Deputy Speaker', { name: null, role: 'Second Deputy Speaker', honorific: 'Mr' }],
    ['Mr First Deputy Speaker', { name: null, role: 'First Deputy Speaker', honorific: 'Mr' }],
    ['Madam Speaker', { name: null, role: 'Speaker', honorific: 'Madam' }],
    ['Mr Speaker', { name: null, role: 'Speaker', honorific: 'Mr' }],
    ['The Majority Leader (Mr Cletus Avoka)', { name: 'Cletus Avoka', role: 'Majority Leader', honorific: 'Mr' }],
    [
      'Deputy Minister for Finance and Economic Planning (Mr Seth Terkpeh) (on behalf of the Minister for Finance and Economic Planning)',
      { name: 'Seth Terkpeh', role: 'Deputy Minister for Finance and Economic Planning', honorific: 'Mr' },
    ],
    ['Alhaji Abdul-Rashid Pelpuo', { name: 'Abdul-Rashid Pelpuo', role: null, honorific: 'Alhaji' }],
    ['Dr A. A. Osei', { name: 'A. A. Osei', role: null, honorific: 'Dr' }],
    ['Prof. Christopher Ameyaw-Akumfi', { name: 'Christopher Ameyaw-Akumfi', role: null, honorific: 'Prof.' }],
    ['Prof. (Emeritus) Samuel K.Amoako', { name: 'Samuel K. Amoako', role: null, honorific: 'Prof.' }],
    ['Rev. Dr Joses Akoto-Asare', { name: 'Joses Akoto-Asare', role: null, honorific: 'Rev. Dr' }],
    ['Mr Barton-Odro', { name: 'Barton-Odro', role: null, honorific: 'Mr' }],
    ['Papa Owusu-Ankomah (NPP - Sekondi)', { name: 'Papa Owusu-Ankomah', role: null, honorific: null }],
    ['Mr Isaac Osei (NPP -- Subin)', { name: 'Isaac Osei', role: null, honorific: 'Mr' }],
    ['Ms Hanny-Sherry Ayittey (Minister for Environment, Science and Technology)', { name: 'Hanny-Sherry Ayittey', role: 'Minister for Environment, Science and Technology', honorific: 'Ms' }],
    ['Minister of State (Mr Dominic A. Azumah)(MP)', { name: 'Dominic A. Azumah', role: 'Minister of State', honorific: 'Mr' }],
    ['Chairman of the Committee (Mr Emmanuel K. Bandua', { name: 'Emmanuel K. Bandua', role: 'Chairman of the Committee', honorific: 'Mr' }],
    ['Minority Leader Mr (Osei Kyei~Mensah-Bonsu)', { name: 'Osei Kyei-Mensah-Bonsu', role: 'Minority Leader', honorific: 'Mr' }],
    ['Minister for Communications Alhaji Haruna Iddrisu) (MP)', { name: 'Haruna Iddrisu', role: 'Minister for Communications', honorific: 'Alhaji' }],
    ['Maj. Derek Y. Oduro (retd)', { name: 'Derek Y. Oduro', role: null, honorific: 'Maj.' }],
  ])('%s', (label, expected) => {
    expect(resolveSpeaker(label)).toEqual({ label, ...expected });
  });

  it('treats groups of Members as no one person', () => {
    for (const label of ['Some Hon Members', 'Several Hon Members', 'Hon Members']) {
      expect(resolveSpeaker(label)).toMatchObject({ name: null, role: 'Members', honorific: null });
    }
    expect(resolveSpeaker('An Hon Member')).toMatchObject({ name: null, role: 'Member', honorific: null });
    expect(parseSpeakerLabel('Some Hon Members')?.group).toBe(true);
  });

  it('reads OCR damage in labels', () => {
    expect(resolveSpeaker('Mr FirstDeputy Speaker')).toMatchObject({ role: 'First Deputy Speaker', name: null });
    expect(resolveSpeaker('Mr First Deputy Sp eaker')).toMatchObject({ role: 'First Deputy Speaker' });
    expect(resolveSpeaker('Mr _First Deputy Speaker"')).toMatchObject({ role: 'First Deputy Speaker', honorific: 'Mr' });
    expect(resolveSpeaker('Mr Osei Kyei-Mensah--Bonsu')).toMatchObject({ name: 'Osei Kyei-Mensah-Bonsu' });
    expect(resolveSpeaker('Minority Leader (Mr Osei Kyei-\nMensah-Bonsu)')).toMatchObject({ name: 'Osei Kyei-Mensah-Bonsu', role: 'Minority Leader' });
    expect(resolveSpeaker('Mr Seth Terkp eh')).toMatchObject({ name: 'Seth Terkpeh' });
    expect(resolveSpeaker('Dr. A.A- Osei')).toMatchObject({ name: 'A. A. Osei', honorific: 'Dr' });
    expect(resolveSpeaker('Mr H; Iddrisu')).toMatchObject({ name: 'H. Iddrisu' });
    expect(resolveSpeaker('V Dr Anthony A. Osei')).toMatchObject({ label: 'Dr Anthony A. Osei', name: 'Anthony A. Osei' });
    expect(resolveSpeaker('Mm Torshie Addo')).toMatchObject({ name: 'Torshie Addo', honorific: 'Mrs' });
    expect(resolveSpeaker('Chairman of the Committee](Mr James K. Avedzi)')).toMatchObject({ name: 'James K. Avedzi', role: 'Chairman of the Committee' });
  });

  it('reads other Westminster-style labels', () => {
    expect(resolveSpeaker('The SPEAKER')).toMatchObject({ name: null, role: 'Speaker' });
    expect(resolveSpeaker('The PRESIDENT OF THE REPUBLIC')).toMatchObject({ name: null, role: 'President of the Republic' });
    expect(resolveSpeaker('Mr M S F DE FREITAS')).toMatchObject({ name: 'M. S. F. DE FREITAS', honorific: 'Mr' });
    expect(resolveSpeaker('(Mr. Speaker)')).toMatchObject({ role: 'Speaker', honorific: 'Mr' });
  });
});

describe('parseSpeakerLabel', () => {
  it('rejects prose that merely starts like a label', () => {
    for (const text of [
      'Mr Speaker, I beg to move',
      'Mr Speaker. I propose this rendition',
      'Minister, the Question is',
      'Deputy Ministers-designate',
      'The Minister may by Legislative Instrument',
      'The Committee noted that tax assessment was made on the following by the (CEPS)',
      'Mr Kwame Osei-Prempeh and Mr Kyei-Mensah-Bonsu raised the issue',
      'Mr Avoka -rose- Mr Second Deputy Speaker',
      'Hon - Mr First Deputy Speaker',
      'Member',
      '',
    ]) {
      expect(parseSpeakerLabel(text), text).toBeNull();
    }
  });
});

describe('createSpeakerResolver', () => {
  it('resolves a later surname-only reference to the full name introduced earlier', () => {
    const resolver = createSpeakerResolver();
    expect(resolver.resolve('Mr Ebo Barton-Odro').name).toBe('Ebo Barton-Odro');
    expect(resolver.resolve('Mr Barton-Odro')).toEqual({ label: 'Mr Barton-Odro', name: 'Ebo Barton-Odro', role: null, honorific: 'Mr' });
  });

  it('resolves an early short reference when every label is learnt first', () => {
    const labels = ['Mr Chireh', 'Dr A. A. Osei', 'Mr H. Iddrisu', 'Mr Joseph Y. Chireh', 'Dr Anthony A. Osei', 'Minister for Communications (Alhaji Haruna Iddrisu)', 'Mrs Betty Mould-Iddrisu'];
    const resolver = createSpeakerResolver();
    labels.forEach((l) => resolver.learn(l));
    expect(resolver.resolve('Mr Chireh').name).toBe('Joseph Y. Chireh');
    expect(resolver.resolve('Dr A. A. Osei').name).toBe('Anthony A. Osei');
    // "H. Iddrisu" is Haruna Iddrisu, not Betty Mould-Iddrisu, whose surname only ends the same way.
    expect(resolver.resolve('Mr H. Iddrisu').name).toBe('Haruna Iddrisu');
    expect(resolver.people()).toEqual(['Joseph Y. Chireh', 'Anthony A. Osei', 'Haruna Iddrisu', 'Betty Mould-Iddrisu']);
  });

  it('merges spellings of one person and keeps different people apart', () => {
    const resolver = createSpeakerResolver();
    const labels = [
      'Mr William O. Boafo',
      'Mr Wifliam Ofori Boafo',
      'Mr Boafo',
      'Mrs Eugenia Gifty Kusi',
      'Mrs Gifty E. Kusi',
      'Mr Simon E. Asimah',
      'Mr I. K. Asiamah',
      'Mr Isaac K. Asiamah',
      'Mr Asimah',
      'Mr Felix Twumasi-Appiah',
      'Mr Appiah',
      'Mr Isaac Osei',
      'Dr Anthony A. Osei',
      'Dr Osei',
      'Mr Kwabena Okyere Darko-Mensah',
      'Mr Darko-Mensahz',
      'Mr Darko-Mensah',
      'Alhaji Abukari Sumani',
      'Alhaji Abukari',
    ];
    labels.forEach((l) => resolver.learn(l));
    const name = (label: string) => resolver.resolve(label).name;
    expect(name('Mr Wifliam Ofori Boafo')).toBe('William Ofori Boafo');
    expect(name('Mr Boafo')).toBe('William Ofori Boafo');
    expect(name('Mrs Gifty E. Kusi')).toBe('Eugenia Gifty Kusi');
    expect(name('Mr Asimah')).toBe('Simon E. Asimah');
    expect(name('Mr I. K. Asiamah')).toBe('Isaac K. Asiamah');
    expect(name('Mr Appiah')).toBe('Appiah');
    expect(name('Dr Osei')).toBe('Anthony A. Osei');
    expect(name('Mr Darko-Mensahz')).toBe('Kwabena Okyere Darko-Mensah');
    expect(name('Alhaji Abukari')).toBe('Abukari Sumani');
  });

  it('names the holder of a role the record identified, but never the Chair', () => {
    const resolver = createSpeakerResolver();
    resolver.learn('Majority Leader (Mr Cletus A. Avoka)');
    resolver.learn('Mr First Deputy Speaker');
    expect(resolver.resolve('Majority Leader')).toMatchObject({ name: 'Cletus A. Avoka', role: 'Majority Leader' });
    expect(resolver.resolve('Mr First Deputy Speaker')).toMatchObject({ name: null, role: 'First Deputy Speaker' });
  });

  it('finds a known person inside a role whose brackets the OCR lost', () => {
    const resolver = createSpeakerResolver();
    resolver.learn('Mr Joseph Yieleh Chireh');
    expect(resolver.resolve('Minister for Health Joseph Yieleh Chireh)')).toMatchObject({ name: 'Joseph Yieleh Chireh', role: 'Minister for Health' });
  });
});
