/** The alert pages, where the e-mailed and texted links land (the server builds those links with the same paths). */
export const ALERT_PATHS = {
  subscribe: '/subscribe',
  manage: '/subscribe/manage',
  confirm: '/subscribe/confirm',
  /** Where a texted confirmation link (/p/…) lands. */
  phone: '/subscribe/phone',
  unsubscribe: '/unsubscribe',
} as const;
