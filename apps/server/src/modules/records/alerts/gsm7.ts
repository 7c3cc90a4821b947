// The GSM 03.38 default alphabet and its extension table: a message using only these is sent 160
// characters a part; one character outside switches the whole message to UCS-2 at 70 a part.
const GSM7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà^{}\\[~]|€',
);

// Letters of Ghanaian languages and typography, written as a feature phone can show them.
const REPLACEMENTS: Record<string, string> = { ɛ: 'e', Ɛ: 'E', ɔ: 'o', Ɔ: 'O', ŋ: 'ng', Ŋ: 'Ng', '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', ' ': ' ' };

/** Text in the GSM-7 alphabet: known letters transliterated, accents dropped, anything else removed. */
export function toGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    if (GSM7.has(char)) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      if ([...plain].every((c) => GSM7.has(c))) out += plain;
    }
  }
  return out;
}

/** GSM-7 characters a text takes: the extension table's cost two. */
export const gsm7Length = (text: string) => [...text].reduce((n, c) => n + ('^{}\\[~]|€'.includes(c) ? 2 : 1), 0);
