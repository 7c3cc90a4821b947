import { PAGES } from '@kakyere/contract/constants';

export type NavIconName = 'home' | 'hansards' | 'bills' | 'alerts';

export interface NavItem {
  to: string;
  label: string;
  icon: NavIconName;
  /** Match only this exact path (the home link would otherwise be active everywhere). */
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: PAGES.home.path, label: 'Home', icon: 'home', end: true },
  { to: PAGES.hansards.path, label: 'Hansards', icon: 'hansards' },
  { to: PAGES.bills.path, label: 'Bills', icon: 'bills' },
  { to: PAGES.subscribe.path, label: 'Alerts', icon: 'alerts' },
];
