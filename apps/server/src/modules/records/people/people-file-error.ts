/** The people file cannot be imported; `problems` are one line each, with the JSON path of each. */
export class PeopleFileError extends Error {
  override readonly name = 'PeopleFileError';

  constructor(
    readonly problems: string[],
    summary = `${problems.length} problem${problems.length === 1 ? '' : 's'} in the file`,
  ) {
    super(summary);
  }
}
