import { NavItemLink } from './nav-item-link';
import { NavIcon } from './nav-icon';
import { NAV_ITEMS } from './nav-items';

/** Mobile navigation: a fixed bar at the bottom, within thumb reach. */
export function BottomNav() {
  return (
    <nav aria-label="Main" className="tab-bar">
      <ul className="mx-auto grid h-full max-w-md grid-cols-4">
        {NAV_ITEMS.map((item) => (
          <li key={item.to} className="flex">
            <NavItemLink to={item.to} end={item.end} className="tab-link">
              <span>
                <NavIcon name={item.icon} />
              </span>
              {item.label}
            </NavItemLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
