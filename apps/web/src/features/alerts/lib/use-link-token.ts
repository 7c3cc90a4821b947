import { useLocation } from 'react-router';

/** The token an e-mailed link carries (?token=…); '' when there is none. */
export function useLinkToken(): string {
  return new URLSearchParams(useLocation().search).get('token')?.trim() ?? '';
}
