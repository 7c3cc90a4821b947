/**
 * Why an input could not be turned into text. The CLI prints `message` as is, one line per file,
 * so the message names the file and says what the user can do about it.
 */

export type IngestInputErrorCode =
  | 'not-a-pdf'
  | 'encrypted'
  | 'no-text-layer'
  | 'empty'
  | 'unreadable-encoding'
  | 'unsupported-type'
  | 'download-failed'
  | 'too-large';

/** The default sentence per code; `detail` (when given) replaces or completes it as noted. */
function describe(code: IngestInputErrorCode, detail: string | undefined): string {
  switch (code) {
    case 'not-a-pdf':
      return `not a readable PDF (${detail ?? 'damaged or not a PDF at all'}); re-download or re-export it`;
    case 'encrypted':
      return 'the PDF is encrypted; ask for an unlocked copy';
    case 'no-text-layer':
      return 'the PDF has no text layer (scanned pages only); run OCR on it and ingest the text';
    case 'empty':
      return detail ?? 'the file is empty';
    case 'unreadable-encoding':
      return `the text is not in a readable encoding (${detail ?? 'not UTF-8 or UTF-16'}); save it as UTF-8 and try again`;
    case 'unsupported-type':
      return `unsupported file type (${detail ?? 'unknown binary data'}); ingest a PDF or a plain-text file`;
    case 'download-failed':
      return `download failed (${detail ?? 'unknown error'})`;
    case 'too-large':
      return `the file is too large (${detail ?? 'over the size limit'})`;
  }
}

/** Newlines or control characters in a file name or a server's reason must not break the one-line rule. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

export class IngestInputError extends Error {
  override readonly name = 'IngestInputError';

  constructor(
    readonly code: IngestInputErrorCode,
    /** The file name or URL the message names. */
    readonly file: string,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(oneLine(`${file}: ${describe(code, detail === undefined ? undefined : oneLine(detail))}`), options);
  }
}

export const isIngestInputError = (e: unknown): e is IngestInputError => e instanceof IngestInputError;

/** "52.4 MB", "12 KB": sizes in messages are for people, so one decimal is enough. */
export const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
