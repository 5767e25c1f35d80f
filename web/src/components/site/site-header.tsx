import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from './link';
import { CloseIcon, MenuIcon, UserIcon } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ButtonLink } from './ui';
import { useSignedIn } from './use-signed-in';

const links = [
  { to: '/#features', key: 'features' },
  { to: '/#integrations', key: 'integrations' },
  { to: '/pricing', key: 'pricing' },
  { to: '/blog', key: 'blog' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
] as const;

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:text-brand-700';

/** Site header: logo, navigation, language switch, account links; a disclosure menu below the lg breakpoint. */
export function SiteHeader() {
  const { t } = useTranslation('public');
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  // Close the mobile menu whenever the page (or the hash) changes.
  const [lastLocation, setLastLocation] = useState(location.key);
  if (lastLocation !== location.key) {
    setLastLocation(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const navItems = links.map((link) =>
    link.to.includes('#') ? (
      <Link key={link.key} to={link.to} className={linkClass}>
        {t(`nav.${link.key}`)}
      </Link>
    ) : (
      <NavLink key={link.key} to={link.to} className={linkClass}>
        {t(`nav.${link.key}`)}
      </NavLink>
    ),
  );

  const accountLinks = signedIn ? (
    <ButtonLink to="/dashboard" variant="primary">
      <UserIcon className="h-4 w-4" />
      {t('nav.account')}
    </ButtonLink>
  ) : (
    <>
      <ButtonLink to="/auth/sign-in" variant="ghost">
        {t('nav.signIn')}
      </ButtonLink>
      <ButtonLink to="/auth/sign-up" variant="primary">
        {t('nav.getStarted')}
      </ButtonLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo label={t('nav.home')} />
        <nav aria-label={t('nav.primary')} className="hidden lg:block">
          <div className="flex items-center gap-1">{navItems}</div>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitcher />
          {accountLinks}
        </div>
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="sr-only">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <div id={menuId} hidden={!open} className="border-t border-slate-200 bg-white lg:hidden">
        <nav aria-label={t('nav.mobile')} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <div className="flex flex-col [&>a]:py-3 [&>a]:text-base">{navItems}</div>
          <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
            <LanguageSwitcher />
            <div className="ml-auto flex items-center gap-2">{accountLinks}</div>
          </div>
        </nav>
      </div>
    </header>
  );
}
