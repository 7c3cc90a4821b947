/**
 * Reads JSON from a model reply. Models wrap it in a ```json fence, reasoning models put a
 * <think> block first, and some add a sentence around it, whatever the prompt says; take the
 * outermost object in those cases. Undefined when there is no JSON to read.
 */
export function parseModelJson(text: string): unknown {
  const unwrapped = text.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fenced = /^```(?:json)?\s*\n?([\s\S]*?)\n?\s*```$/i.exec(unwrapped);
  const candidates = [fenced ? fenced[1]! : unwrapped];
  const first = unwrapped.indexOf('{');
  const last = unwrapped.lastIndexOf('}');
  if (first >= 0 && last > first) candidates.push(unwrapped.slice(first, last + 1));
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}
