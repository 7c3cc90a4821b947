import { describe, expect, it } from 'vitest';
import { PARLIAMENT_GH_HANSARD_LISTING_URL } from '@kakyere/contract/constants';
import { transcriptLink } from './transcript-source';

const ODEKRO = 'https://www.odekro.org/hansard/sitting/parliament-house/2018-04-26-12-06-00';

describe('where to read a sitting without a transcript', () => {
  it("names Odekro as a monitoring site's copy, not Parliament's own record", () => {
    expect(transcriptLink(ODEKRO)).toEqual({
      href: ODEKRO,
      text: 'Read this sitting on Odekro (odekro.org)',
      note: ", a parliamentary-monitoring site's copy of the record",
    });
    expect(transcriptLink('https://odekro.org/hansard/1').text).toBe('Read this sitting on Odekro (odekro.org)');
    expect(transcriptLink('https://www.ODEKRO.org/hansard/1').text).toBe('Read this sitting on Odekro (odekro.org)');
  });

  it("names the Parliament of Ghana's website for parliament.gh", () => {
    const pdf = 'https://www.parliament.gh/epanel/docs/hansard/2024-06-04.pdf';
    expect(transcriptLink(pdf)).toEqual({
      href: pdf,
      text: "Read this sitting on the Parliament of Ghana's website",
      note: ' (parliament.gh), the official record',
    });
    expect(transcriptLink('https://parliament.gh/docs/1').text).toBe("Read this sitting on the Parliament of Ghana's website");
  });

  it('names any other host as it is, without claiming whose record it is', () => {
    expect(transcriptLink('https://www.ghanaweb.com/hansard/12')).toEqual({
      href: 'https://www.ghanaweb.com/hansard/12',
      text: 'Read this sitting on ghanaweb.com',
      note: '',
    });
  });

  it('is not fooled by look-alike domains', () => {
    expect(transcriptLink('https://notodekro.org/x').text).toBe('Read this sitting on notodekro.org');
    expect(transcriptLink('https://parliament.gh.example.com/x').text).toBe('Read this sitting on parliament.gh.example.com');
  });

  it("points to Parliament's Hansard listing when the sitting has no web address", () => {
    const listing = {
      href: PARLIAMENT_GH_HANSARD_LISTING_URL,
      text: "Find it in the Parliament of Ghana's Hansard listing",
      note: ' (parliament.gh), where the Official Reports are published',
    };
    expect(PARLIAMENT_GH_HANSARD_LISTING_URL).toBe('https://www.parliament.gh/docs?type=HS');
    for (const value of [null, undefined, '', '   ', 'not a url', 'file:///tmp/hansard.pdf', 'javascript:alert(1)']) {
      expect(transcriptLink(value)).toEqual(listing);
    }
  });
});
