import { WEB_PATHS } from '@oneclick/shared';
import { Link, useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { useLanguage } from '../../i18n/use-language';
import { useAuth } from '../../lib/session';
import classes from './main-nav.module.css';

const NAV_ITEMS = [
  { name: 'home', to: WEB_PATHS.home },
  { name: 'videos', to: WEB_PATHS.videos },
  { name: 'pricing', to: WEB_PATHS.pricing },
  { name: 'be_reseller', to: WEB_PATHS.beReseller, onlyIn: 'en-US', notForResellers: true },
  { name: 'support', to: WEB_PATHS.support },
] as const;

interface MainNavProps {
  vertical?: boolean;
  onNavigate?: () => void;
}

/** The spec's navigation bar; the current page is marked with aria-current="page". A reseller is not asked to become one. */
export function MainNav({ vertical = false, onNavigate }: MainNavProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isReseller } = useAuth();
  const [pathname] = useLocation();
  const items = NAV_ITEMS.filter(
    (item) => (!('onlyIn' in item) || item.onlyIn === language) && !('notForResellers' in item && isReseller),
  );
  return (
    <nav aria-label={t('nav.label')} className={vertical ? classes.vertical : classes.horizontal}>
      {items.map((item) => (
        <Link
          key={item.name}
          to={item.to}
          aria-current={pathname === item.to ? 'page' : undefined}
          className={classes.link}
          data-nav={item.name}
          onClick={onNavigate}
        >
          {t(`nav.${item.name}`)}
        </Link>
      ))}
    </nav>
  );
}
