import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOcrVocabulary, correctOcrWords, type OcrVocabulary } from '../../src/modules/engines/official-report/correct-ocr-words.js';
import { describeWithSharedData, ghanaHansardsDir } from '../support/shared-data.js';

/**
 * A fictional sitting: the people, bodies and sentences are invented. It uses "Report", "Tobacco",
 * "Agreement", "facility", "between" and "think" often, capitalised mid-sentence and in lower case,
 * as a real record does, and never uses "government".
 */
const RECORD = [
  'CONTENTS',
  'PAPERS - Report of the Committee on the Tobacco Control Agreement - [Col. 12]',
  'Mr Kwabena Asamoah-Boateng asked the Minister for Trade about the Tobacco Control Agreement.',
  'The Minister said the Report was ready, and that the tobacco levy would fund a facility between Tamale and Bolgatanga.',
  'Hon Members welcomed the Report. I think the report on tobacco farms and the Agreement are separate, he said.',
  'Mrs Efua Ofosu-Ampofo said the facility between Sekondi-Takoradi and Tamale was set up under an agreement.',
  'She said akwaaba to the visitors sent by the Asantehene. I think they came by bus, she said.',
  'The Minister said the Report on the Tobacco Control Agreement would be laid, and the facility between the towns opened.',
  'I think so, said the Member, who asked about a budget for the facility, the budget for roads and the budget for schools.',
].join('\n');

const vocab = buildOcrVocabulary(RECORD, ['Kwabena Asamoah-Boateng', 'Efua Ofosu-Ampofo']);

function corrected(text: string, vocabulary: OcrVocabulary = vocab): string {
  return correctOcrWords(text, vocabulary).text;
}

describe('correctOcrWords', () => {
  it('corrects "rn" read as "m" from the word list alone, keeping the casing', () => {
    // The record never says "government", so this is the word list's only look-alike reading.
    expect(correctOcrWords('Report of the Govemment', vocab)).toEqual({
      text: 'Report of the Government',
      corrections: [{ from: 'Govemment', to: 'Government', rule: 'dictionary', index: 14 }],
    });
    expect(corrected('the govemment said')).toBe('the government said');
    expect(corrected('REPORT OF THE GOVEMMENT')).toBe('REPORT OF THE GOVERNMENT');
  });

  it('corrects a word to the spelling the record uses', () => {
    expect(correctOcrWords('Repoxt of the Committee', vocab)).toEqual({
      text: 'Report of the Committee',
      corrections: [{ from: 'Repoxt', to: 'Report', rule: 'record', index: 0 }],
    });
    expect(corrected('the repoxt was laid')).toBe('the report was laid');
    expect(corrected('REPOXT OF THE COMMITTEE')).toBe('REPORT OF THE COMMITTEE');
    expect(corrected('World No Tabacco Day')).toBe('World No Tobacco Day');
    expect(corrected('Loan AgTeement between the two States')).toBe('Loan Agreement between the two States');
  });

  it('lists every correction with its rule and offset in the input', () => {
    const text = 'Repoxt on the Tabacco Control AgTeement and the Facilitybetween towns';
    const result = correctOcrWords(text, vocab);
    expect(result.text).toBe('Report on the Tobacco Control Agreement and the Facility between towns');
    expect(result.corrections).toEqual([
      { from: 'Repoxt', to: 'Report', rule: 'record', index: 0 },
      { from: 'Tabacco', to: 'Tobacco', rule: 'record', index: 14 },
      { from: 'AgTeement', to: 'Agreement', rule: 'record', index: 30 },
      { from: 'Facilitybetween', to: 'Facility between', rule: 'split', index: 48 },
    ]);
    for (const c of result.corrections) expect(text.slice(c.index, c.index + c.from.length)).toBe(c.from);
  });

  it('returns an already-correct string as it is, with no corrections', () => {
    const text = 'Report of the Committee on the Tobacco Control Agreement, 2012 - [Col. 12]';
    const result = correctOcrWords(text, vocab);
    expect(result.text).toBe(text);
    expect(result.corrections).toEqual([]);
  });

  it('leaves Ghanaian names, places and Twi words alone, protected or not', () => {
    const unprotected = buildOcrVocabulary(RECORD, []);
    for (const text of [
      'Mr Kwabena Asamoah-Boateng and Mrs Efua Ofosu-Ampofo',
      'Roads between Tamale, Bolgatanga and Sekondi-Takoradi',
      'She said akwaaba to the Asantehene.',
      // One edit from obscure list words ("acca", "shanti"): still names.
      'Floods in Accra and the Ashanti Region',
    ]) {
      expect(corrected(text)).toBe(text);
      expect(corrected(text, unprotected)).toBe(text);
    }
  });

  it('never corrects a protected name, even one edit from a word the record uses', () => {
    // "Donkor" is one letter from "donor", which this record uses as an ordinary word and in a name.
    const record = 'The Donor Support Fund met. Each donor paid, and the donor support was welcome. Mr Kojo Donkor spoke.';
    const text = 'Statement by Mr Kojo Donkor';
    expect(corrected(text, buildOcrVocabulary(record, ['Kojo Donkor']))).toBe(text);
    // Without the protection the name would be taken for a misread: the caller must pass the names.
    expect(corrected(text, buildOcrVocabulary(record, []))).toBe('Statement by Mr Kojo Donor');
  });

  it('leaves a word with two readings alone', () => {
    // "boats" and "beats" are both one look-alike letter away.
    expect(corrected('the bcats were seized')).toBe('the bcats were seized');
    // "awful" and "afoul".
    expect(corrected('Statement by Mr Afful')).toBe('Statement by Mr Afful');
  });

  it('leaves digits, short words, acronyms, brands and roman numerals alone', () => {
    for (const text of [
      'Govemment2 and G0vemment',
      'Repx of the day',
      'Strike by the GMA and NADMO',
      'The COCOBOD Facility',
      'We have GCNet and the GETFund',
      '(xxiii) Local Government',
    ]) {
      expect(corrected(text)).toBe(text);
    }
  });

  it('does not read a capitalised word as a name-only or sentence-start word of the record', () => {
    // "based" is only ever lower case here, so "Basel" is more likely a name than a misread of it.
    const record = 'The fee is based on weight. Based on that, it is based on cost. It is based on use.';
    expect(corrected('Under the Basel Convention', buildOcrVocabulary(record, []))).toBe('Under the Basel Convention');
  });

  it('does not turn one name into another unless the difference is a look-alike misread', () => {
    const record = 'Roads in Kwahu, Kwahu South and Kumasi. The Kwahu and Kumasi roads. Kumasi again.';
    const places = buildOcrVocabulary(record, []);
    expect(corrected('Hon Kwaku Mensah', places)).toBe('Hon Kwaku Mensah');
    expect(corrected('Roads in Kurnasi', places)).toBe('Roads in Kumasi');
  });

  it('leaves a misprint alone when the record keeps printing it and never uses the word', () => {
    const record = 'The Govemment said. The Govemment agreed. Local Govemment Service.';
    expect(corrected('Local Govemment', buildOcrVocabulary(record, []))).toBe('Local Govemment');
  });

  it('never adds or drops a letter at either end of a word', () => {
    const record = 'Every Ghanaian voter, a Ghanaian trader and the Ghanaian farmer. That is that. That is so.';
    const ghanaian = buildOcrVocabulary(record, []);
    // A plural, not a misread; "thatl" is "that I" glued, not "that".
    expect(corrected('All Ghanaians', ghanaian)).toBe('All Ghanaians');
    expect(corrected('all thatl said', ghanaian)).toBe('all thatl said');
  });

  it('splits a word glued to the next when both parts are words the record uses', () => {
    expect(correctOcrWords('the Trade Facilitybetween towns', vocab).corrections).toEqual([
      { from: 'Facilitybetween', to: 'Facility between', rule: 'split', index: 10 },
    ]);
    expect(corrected('Mr Speaker, Ithink so')).toBe('Mr Speaker, I think so');
    expect(corrected('asked about abudget')).toBe('asked about a budget');
    // "loan" is not a word of this record: no evidence for the split.
    expect(corrected('the Loanfacility')).toBe('the Loanfacility');
  });

  it('checks each part of a hyphenated word and the stem of a possessive', () => {
    expect(corrected('Deputy Attomey-General')).toBe('Deputy Attorney-General');
    expect(corrected("the Govemment's view")).toBe("the Government's view");
    // A line-break hyphenation of an English word is not a misspelling.
    expect(corrected('the Govern-ment')).toBe('the Govern-ment');
    // Apostrophes inside names are left to the name.
    expect(corrected("Mr O'Bnen")).toBe("Mr O'Bnen");
  });

  it('leaves words with letters outside a-z alone', () => {
    expect(corrected('Ɔdɔ yɛ dɛ, Tabaccɔ')).toBe('Ɔdɔ yɛ dɛ, Tabaccɔ');
  });
});

const SITTINGS = ['hansard_0014.txt', 'hansard_0077.txt'];

describeWithSharedData('correctOcrWords on real sittings', () => {
  // Its cost is part of the ingestion benchmark (`npm run ingest -w bench`), not a timed test.
  it.each(SITTINGS)('%s: every line comes back as it is unless corrected, and corrections are rare', (file) => {
    const text = readFileSync(path.join(ghanaHansardsDir, file), 'utf8');
    const vocabulary = buildOcrVocabulary(text, []);
    let corrections = 0;
    const lines = text.split('\n');
    for (const line of lines) {
      const result = correctOcrWords(line, vocabulary);
      if (result.corrections.length === 0) expect(result.text).toBe(line);
      else expect(result.text).not.toBe(line);
      corrections += result.corrections.length;
    }
    expect(corrections).toBeLessThan(lines.length / 50);
  });
});
