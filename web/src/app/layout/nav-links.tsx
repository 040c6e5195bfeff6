import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../../lib/session';
import classes from './layout.module.css';
import { visibleNavItems } from './nav-items';

interface NavLinksProps {
  direction: 'row' | 'column';
  onNavigate?: () => void;
}

/** NavLink marks the current page with aria-current="page"; the CSS highlights exactly that. */
export function NavLinks({ direction, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <ul className={direction === 'row' ? classes.linksRow : classes.linksColumn}>
      {visibleNavItems(status === 'signed-in').map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === '/'} className={classes.link} onClick={onNavigate}>
            {t(item.labelKey)}
            {item.Badge && <item.Badge />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
