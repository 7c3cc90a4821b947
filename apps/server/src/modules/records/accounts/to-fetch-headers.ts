import type { IncomingHttpHeaders } from 'node:http';

/** Node's request headers as the Fetch API's Headers (what Better Auth reads). */
export function toFetchHeaders(incoming: IncomingHttpHeaders, omit: readonly string[] = []): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || omit.includes(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}
