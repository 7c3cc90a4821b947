/** The alert pages, where the e-mailed links land (the server builds those links with the same paths). */
export const ALERT_PATHS = {
  subscribe: '/subscribe',
  manage: '/subscribe/manage',
  confirm: '/subscribe/confirm',
  unsubscribe: '/unsubscribe',
} as const;
