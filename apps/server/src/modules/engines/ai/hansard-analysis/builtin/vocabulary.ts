/**
 * Words that carry the procedure of the House rather than its subject: they make poor topics and
 * pull extractive ranking towards "Mr Speaker, I beg to move" filler.
 */
export const PROCEDURAL_WORDS: ReadonlySet<string> = new Set([
  'speaker', 'speakers', 'madam', 'mr', 'mrs', 'ms', 'dr', 'prof', 'hon', 'honourable', 'honorable', 'rt',
  'member', 'members', 'house', 'order', 'orders', 'question', 'questions', 'motion', 'motions',
  'clause', 'clauses', 'subclause', 'sub-clause', 'paragraph', 'subsection', 'section', 'schedule',
  'amendment', 'amendments', 'item', 'items', 'paper', 'papers', 'sitting', 'sittings', 'chair',
  'chairman', 'chairperson', 'leader', 'leaders', 'leadership', 'majority', 'minority', 'deputy',
  'colleague', 'colleagues', 'friend', 'friends', 'side', 'floor', 'column', 'page', 'pages', 'line',
  'record', 'records', 'votes', 'proceedings', 'official', 'report', 'reports', 'interruption',
  'interruptions', 'standing', 'consideration', 'stage', 'reading', 'whip', 'chamber', 'table',
  'office', 'addendum', 'agenda', 'business', 'statement', 'statements', 'debate', 'contribution',
  'permission', 'indulgence', 'guidance', 'ruling', 'directive', 'resolution', 'resolutions',
  'alhaji', 'nana', 'papa', 'hajia', 'rev', 'mp', 'mps', 'ndc', 'npp', 'cpp', 'pnc', 'ind', 'bill', 'bills',
  'act', 'acts', 'minister', 'ministers', 'committee', 'committees', 'parliament', 'laughter',
  'insert', 'delete', 'substitute', 'headnote', 'marginal', 'proviso',
]);

/** Common nouns too general to be a topic on their own ("the issue", "the people"). */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'issue', 'issues', 'matter', 'matters', 'thing', 'things', 'way', 'ways', 'time', 'times', 'people',
  'country', 'countries', 'year', 'years', 'day', 'days', 'today', 'tomorrow', 'yesterday', 'case',
  'cases', 'point', 'points', 'fact', 'facts', 'lot', 'part', 'parts', 'number', 'numbers', 'place',
  'places', 'area', 'areas', 'kind', 'situation', 'government', 'ghana', 'ghanaians', 'nation',
  'something', 'everything', 'anything', 'nothing', 'somebody', 'everybody', 'anybody', 'nobody',
  'view', 'opinion', 'respect', 'regard', 'effect', 'purpose', 'light', 'end', 'beginning', 'moment',
  'week', 'weeks', 'month', 'months', 'morning', 'afternoon', 'process', 'system', 'position',
  'information', 'reason', 'reasons', 'basis', 'extent', 'manner', 'level', 'levels', 'form', 'terms',
  'term', 'provision', 'provisions', 'word', 'words', 'sense', 'idea', 'problem', 'problems', 'need',
  'needs', 'concern', 'concerns', 'interest', 'attention', 'opportunity', 'answer', 'answers',
  'response', 'request', 'use', 'work', 'name', 'names', 'other', 'others', 'same', 'such', 'whole',
  'first', 'second', 'third', 'last', 'next', 'new', 'good', 'very', 'many', 'much', 'more', 'most',
  'few', 'several', 'certain', 'particular', 'various', 'own', 'able', 'sure', 'due', 'ahead',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
  'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday',
  'sunday', 'a.m', 'p.m', 'am', 'pm', 'cent', 'percent', 'per', 'million', 'billion', 'thousand',
  'hundred', 'accordance', 'relation', 'connection', 'addition', 'instance', 'example', 'sake',
  'hand', 'hands', 'mind', 'thank', 'thanks', 'sir', 'gentleman', 'lady', 'colleagues',
]);
