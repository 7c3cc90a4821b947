import { PAGES } from '@kakyere/contract/constants';

export type NavIconName = 'home' | 'hansards' | 'bills' | 'alerts';

export interface NavItem {
  to: string;
  label: string;
  icon: NavIconName;
  /** Match only this exact path (the home link would otherwise be active everywhere). */
  end?: boolean;
}

/**
 * The top bar's links (desktop): the bottom bar's four (NAV_ITEMS, the spec's) and Members, which
 * the phone reaches from the home and Hansards pages instead.
 */
export const MEMBERS_NAV_ITEM = { to: PAGES.members.path, label: 'Members' } as const;

export const NAV_ITEMS: readonly NavItem[] = [
  { to: PAGES.home.path, label: 'Home', icon: 'home', end: true },
  { to: PAGES.hansards.path, label: 'Hansards', icon: 'hansards' },
  { to: PAGES.bills.path, label: 'Bills', icon: 'bills' },
  { to: PAGES.subscribe.path, label: 'Alerts', icon: 'alerts' },
];
