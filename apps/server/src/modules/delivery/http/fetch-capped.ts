/**
 * The server's one way to call another server (SMS and WhatsApp providers, Parliament's website):
 * Node's fetch with one deadline for the headers and the whole body, a cap on the answer's size,
 * and every failure sorted into a kind that says whether trying again can help.
 */

/** Why no usable answer came back. */
export type HttpFailureKind = 'network' | 'timeout' | 'http-status' | 'too-large';

export interface CappedResponse {
  status: number;
  statusText: string;
  headers: Headers;
  /** The URL that answered, after any redirect. */
  url: string;
  body: Uint8Array;
  /** From a Retry-After header (429, 503), in milliseconds. */
  retryAfterMs: number | undefined;
}

export interface FetchCappedOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: URLSearchParams | string;
  /** For the headers and the whole body together: a server that trickles bytes must not hang the caller. */
  timeoutMs: number;
  /** The most bytes read; a larger answer is refused, whether or not it declares its length. */
  maxBytes: number;
  /** 'follow' unless told; providers' APIs never redirect, so they pass 'error'. */
  redirect?: 'follow' | 'error' | 'manual';
  /** Hand back answers of any status (a provider explains a refusal in its body) instead of failing on non-2xx. */
  anyStatus?: boolean;
  /** Another fetch (tests); Node's own by default. */
  fetch?: typeof fetch;
}

export class HttpRequestError extends Error {
  override readonly name = 'HttpRequestError';
  /** Whether the same request may succeed later (no answer, 408, 429, 5xx) or will be refused again. */
  readonly retryable: boolean;

  constructor(
    readonly kind: HttpFailureKind,
    readonly url: string,
    message: string,
    readonly detail: {
      status?: number;
      statusText?: string;
      retryAfterMs?: number | undefined;
      timeoutMs?: number;
      /** Bytes declared or read when the cap was hit (a lower bound when streamed). */
      size?: number;
      maxBytes?: number;
    } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.retryable = kind === 'network' || kind === 'timeout' || (kind === 'http-status' && isRetryableStatus(detail.status ?? 0));
  }
}

export const isHttpRequestError = (e: unknown): e is HttpRequestError => e instanceof HttpRequestError;

/** 408, 429 and 5xx may go through later; any other refusal is about the request and will be refused again. */
export const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** Never wait on a server's Retry-After longer than this; the caller's backoff takes over. */
const MAX_RETRY_AFTER_MS = 3_600_000;

/** Fetches `url` and reads the whole answer, or throws an `HttpRequestError` saying why not. */
export async function fetchCapped(url: string, options: FetchCappedOptions): Promise<CappedResponse> {
  const { timeoutMs, maxBytes } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      redirect: options.redirect ?? 'follow',
      signal,
    });
    const retryAfterMs = readRetryAfter(response.headers.get('retry-after'));
    if (!response.ok && !options.anyStatus) {
      await response.body?.cancel().catch(() => undefined);
      const { status, statusText } = response;
      throw new HttpRequestError('http-status', url, `HTTP ${status}${statusText ? ` ${statusText}` : ''}`, { status, statusText, retryAfterMs });
    }
    const body = await readCapped(response, maxBytes, url);
    return { status: response.status, statusText: response.statusText, headers: response.headers, url: response.url || url, body, retryAfterMs };
  } catch (error) {
    if (error instanceof HttpRequestError) throw error;
    // Only our own deadline aborts this signal, so an abort here is the timeout, in headers or body.
    if (signal.aborted) throw new HttpRequestError('timeout', url, `no complete answer within ${timeoutMs} ms`, { timeoutMs }, { cause: error });
    throw new HttpRequestError('network', url, `network error: ${networkReason(error)}`, {}, { cause: error });
  }
}

async function readCapped(response: Response, maxBytes: number, url: string): Promise<Uint8Array> {
  const tooLarge = (size: number) => new HttpRequestError('too-large', url, `the answer is over ${maxBytes} bytes (${size} bytes)`, { size, maxBytes });
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(declared);
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    // A missing or false content-length must not let a server fill the memory.
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(total);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

function readRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}

/** Node's fetch says only "fetch failed"; the socket's error (ECONNREFUSED, ENOTFOUND, ...) is its cause. */
function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause : null;
  if (!cause) return error.message;
  const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : null;
  const message = cause.message || error.message;
  return code && !message.includes(code) ? `${message} (${code})` : message;
}
