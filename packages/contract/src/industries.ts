/** The 20 industries of spec §3, in the order the spec lists them. */
export const INDUSTRIES = [
  'Agriculture',
  'Education',
  'Healthcare',
  'Finance',
  'Technology',
  'Energy',
  'Transportation',
  'Environment',
  'Justice',
  'Defense',
  'Foreign Affairs',
  'Tourism',
  'Trade',
  'Labor',
  'Housing',
  'Mining',
  'Communication',
  'Sports',
  'Culture',
  'Social Welfare',
] as const;

export type Industry = (typeof INDUSTRIES)[number];

export const ALL_INDUSTRIES_OPTION = 'All Industries';
