import { Link } from 'react-router';
import { HeaderAccount } from '../../features/accounts/components/header-account';
import { HeaderSearchBox, HeaderSearchToggle } from './header-search';
import { NavItemLink } from './nav-item-link';
import { MEMBERS_NAV_ITEM, NAV_ITEMS } from './nav-items';

/** Fixed top bar: logo, search and the account corner everywhere, the main navigation from md up. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex min-h-11 items-center gap-2.5 rounded-lg">
          <img src="/logo.svg" alt="" width="36" height="36" className="size-9" />
          <span className="flex flex-col leading-none">
            <span className="text-lg font-bold tracking-tight text-brand-800">Kakyerɛ</span>
            <span className="hidden text-xs text-slate-600 sm:block">Parliament of Ghana, in plain words</span>
          </span>
        </Link>
        <HeaderSearchBox />
        <nav aria-label="Main" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavItemLink to={item.to} end={item.end} className="nav-link">
                  {item.label}
                </NavItemLink>
              </li>
            ))}
            <li>
              <NavItemLink to={MEMBERS_NAV_ITEM.to} className="nav-link">
                {MEMBERS_NAV_ITEM.label}
              </NavItemLink>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-4 md:border-l md:border-slate-200 md:pl-4">
          <HeaderSearchToggle />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
