export type NavIconName = 'home' | 'hansards' | 'bills' | 'alerts';

export interface NavItem {
  to: string;
  label: string;
  icon: NavIconName;
  /** Match only this exact path (the home link would otherwise be active everywhere). */
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: 'home', end: true },
  { to: '/hansards', label: 'Hansards', icon: 'hansards' },
  { to: '/bills', label: 'Bills', icon: 'bills' },
  { to: '/subscribe', label: 'Alerts', icon: 'alerts' },
];
