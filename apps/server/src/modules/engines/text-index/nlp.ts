import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let instance: WinkMethods | null = null;

/**
 * The shared wink-nlp instance, created on first use: loading the model takes ~100 ms, so it is
 * done once per process and only when an analysis actually runs. Only sentence boundaries and
 * part-of-speech tags are needed; leaving negation, sentiment and NER out of the pipe roughly
 * halves the time readDoc takes on a long sitting.
 */
export function getNlp(): WinkMethods {
  if (!instance) {
    instance = winkNLP(model, ['sbd', 'pos']);
    warmUp(instance);
  }
  return instance;
}

// Invented, Hansard-like prose. Running it once through the tagger while the model loads lets the
// JavaScript engine compile wink's hot paths, so the first real sitting is not analysed by cold code.
const WARM_UP = `Mr Speaker, the Committee considered the Bill and observed that the district assemblies need more
revenue for schools, clinics and roads. The Minister for Finance said the loan would be repaid over
ten years. Hon Members, the Question is that the Motion be agreed to! Farmers, teachers and nurses in
the rural areas will benefit from the facility. "The object of the Bill is to amend the Act," she said.`;

function warmUp(nlp: WinkMethods): void {
  const text = Array.from({ length: 40 }, () => WARM_UP).join('\n\n');
  const doc = nlp.readDoc(text);
  doc.tokens().out(nlp.its.pos);
  doc.sentences().out(nlp.its.span);
}
