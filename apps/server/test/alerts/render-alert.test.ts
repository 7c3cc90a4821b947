import { describe, expect, it } from 'vitest';
import { renderAlertText } from '../../src/modules/records/alerts/render-alert.js';
import { gsm7Length, toGsm7 } from '../../src/modules/records/alerts/gsm7.js';

const item = (title: string) => ({ kind: 'hansard' as const, title, when: '24 August 2011', summary: '', industries: ['Agriculture'], link: 'https://kakyere.org/hansards/2011-08-24' });
const links = { item: 'https://kakyere.org/hansards/2011-08-24', stop: 'https://kakyere.org/u/AbCdEfGhIjKlMnOpQrStUvWxYz012345' };
const isGsm7 = (text: string) => toGsm7(text) === text;

describe('an SMS or WhatsApp alert', () => {
  it('fits one 160-character GSM-7 part and ends with the short stop link, however long the title', () => {
    const long = renderAlertText(item('Minister for Food and Agriculture answers Questions on the cocoa price, fertiliser subsidies, the Planting for Food and Jobs programme and feeder roads in the Ashanti Region'), links);
    expect(gsm7Length(long)).toBeLessThanOrEqual(160);
    expect(long.startsWith('Kakyere: Minister for Food')).toBe(true);
    expect(long.endsWith(`Stop: ${links.stop}`)).toBe(true);
    expect(long).toContain(links.item);
  });

  it('never switches to UCS-2: Ghanaian letters and typographic quotes are written in GSM-7', () => {
    const text = renderAlertText(item('“Ɔman” — Nana’s motion'), links);
    expect(isGsm7(text)).toBe(true);
    expect(text).toContain('Kakyere: "Oman" - Nana\'s motion');
  });
});
