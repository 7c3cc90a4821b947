/** The longest comment a reader may add to feedback on anything the AI wrote: an opinion or a summary. */
export const AI_FEEDBACK_COMMENT_MAX_LENGTH = 500;

/** "Is this summary accurate?" on a Hansard: the API's error texts and the widget's own. */
export const HANSARD_FEEDBACK_MESSAGES = {
  noteLength: `Note must be at most ${AI_FEEDBACK_COMMENT_MAX_LENGTH} characters`,
  accurateRequired: 'Say whether the summary is accurate: accurate must be true or false',
  versionInvalid: 'The analysis version must be a whole number, 1 or more',
  analysisNotFound: 'Analysis version not found',
  editorWritten: 'This summary was written by the editors, not the AI: only AI analyses take feedback',
  sendFailed: 'Your feedback could not be sent. Please try again.',
} as const;
