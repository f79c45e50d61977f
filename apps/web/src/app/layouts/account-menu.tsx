import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { UserIcon } from './icons.tsx';
import { useSignedIn } from './use-signed-in.ts';
import { paths } from '@shop/shared/paths';

/**
 * The profile icon: to the account when signed in (menu Order, Profile), else to sign-in (menu
 * Login). The menu shows on hover and while focus is inside, so keyboard users reach it by Tab.
 */
export function AccountMenu({ iconClass }: { iconClass: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const items = signedIn
    ? [
        { to: paths.orders, label: t('nav.orders') },
        { to: paths.profile, label: t('nav.profile') },
      ]
    : [{ to: paths.signIn(), label: t('nav.login') }];

  return (
    <div className="group relative">
      <Link
        to={signedIn ? paths.profile : paths.signIn()}
        aria-label={signedIn ? t('nav.account') : t('nav.signIn')}
        className={iconClass}
      >
        <UserIcon />
      </Link>
      <div className="invisible absolute right-0 top-full z-50 pt-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 max-md:hidden">
        <ul className="w-40 rounded-lg border border-line bg-white p-1.5 shadow-card">
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="block rounded-md px-3 py-2 text-sm font-medium hover:bg-surface">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
