/**
 * When a bill the engine or parser reports counts as a bill of the ground truth. Both sides are
 * canonical "Title Bill, YYYY" strings (the truth passed through normaliseBillTitle first); they
 * match when their bill-name keys are equal (case, spacing, punctuation and a leading "The" aside).
 * One allowance: the INDEX sometimes lost a title's year to a line break ("Customs and Excise
 * (...)(Amendment) Bill," with 2011 on the next line), so a truth with no year matches a prediction
 * with the same title and any year.
 */
import { billNameKey, splitBillYear } from '../../../apps/server/src/modules/engines/official-report/bill-names.js';

export function billsEqual(predicted: string, truth: string): boolean {
  return billNameKey(predicted) === billNameKey(truth);
}

export function billsMatch(predicted: string, truth: string): boolean {
  if (billsEqual(predicted, truth)) return true;
  const t = splitBillYear(truth);
  if (t.year !== null) return false;
  return billNameKey(splitBillYear(predicted).name) === billNameKey(t.name);
}
