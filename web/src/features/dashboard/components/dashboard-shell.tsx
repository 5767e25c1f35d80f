import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { BrandLink } from '@/components/ui/brand-link';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { LanguageSelect } from '@/components/ui/language-select';
import { OutlineIcon } from '@/components/ui/outline-icon';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth';
import { RequireAuth } from './require-auth';

const navItems = [
  {
    to: '/dashboard',
    key: 'nav.overview',
    end: true,
    icon: 'M3 10.5 10 4l7 6.5V17a1 1 0 0 1-1 1h-4v-5H8v5H4a1 1 0 0 1-1-1v-6.5z',
  },
  {
    to: '/dashboard/leads',
    key: 'nav.leads',
    end: false,
    icon: 'M7 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-5 8a5 5 0 0 1 10 0v2H2v-2zm12-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zm-.5 2a4.5 4.5 0 0 1 4.5 4.5V18h-4v-2a6.9 6.9 0 0 0-1.7-4.6 4.5 4.5 0 0 1 1.2-2.4z',
  },
  {
    to: '/dashboard/profile',
    key: 'nav.profile',
    end: false,
    icon: 'M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0H3z',
  },
  {
    to: '/dashboard/billing',
    key: 'nav.billing',
    end: false,
    icon: 'M2 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v1H2V5zm0 3h16v7a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8zm3 4v2h4v-2H5z',
  },
  {
    to: '/dashboard/subscription',
    key: 'nav.subscription',
    end: false,
    icon: 'M4 4h12v2H4V4zm-1 4h14v8a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8zm4 3v2h6v-2H7z',
  },
] as const;

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <ul className="space-y-1">
      {navItems.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                isActive
                  ? 'bg-brand-50 text-brand-700'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )
            }
          >
            <svg viewBox="0 0 20 20" className="size-5 shrink-0" fill="currentColor" aria-hidden="true">
              <path d={item.icon} />
            </svg>
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function DashboardLayout({
  email,
  onSignOut,
  signingOut,
}: {
  email: string;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // Close the mobile menu whenever the page changes or Escape is pressed.
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#dashboard-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandLink />
          <div className="flex items-center gap-3">
            <span
              className="hidden max-w-64 truncate text-sm text-slate-600 sm:inline"
              data-testid="user-email"
              title={email}
            >
              {email}
            </span>
            <div className="hidden items-center gap-3 lg:flex">
              <LanguageSelect />
              <Button variant="outline" size="sm" onClick={onSignOut} loading={signingOut}>
                {t('signOut')}
              </Button>
            </div>
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="sr-only">{menuOpen ? t('closeMenu') : t('openMenu')}</span>
              <OutlineIcon strokeWidth="2">
                {menuOpen ? (
                  <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
                ) : (
                  <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
                )}
              </OutlineIcon>
            </button>
          </div>
        </div>
        {menuOpen ? (
          <div id={menuId} className="border-t border-slate-200 bg-white px-4 pt-3 pb-4 shadow-sm lg:hidden">
            <nav aria-label={t('navLabel')}>
              <NavItems onNavigate={() => setMenuOpen(false)} />
            </nav>
            <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
              <p className="truncate text-sm text-slate-600">{email}</p>
              <div className="flex items-center justify-between gap-3">
                <LanguageSelect />
                <Button variant="outline" size="sm" onClick={onSignOut} loading={signingOut}>
                  {t('signOut')}
                </Button>
              </div>
            </div>
          </div>
        ) : null}
      </header>

      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
        <aside className="hidden lg:block">
          <nav aria-label={t('navLabel')} className="sticky top-24">
            <NavItems />
          </nav>
        </aside>
        <main id="dashboard-main" tabIndex={-1} className="min-w-0 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The signed-in frame for /dashboard/*: guard, navigation, the user's email and Sign out. */
export function DashboardShell() {
  const { t } = useTranslation('dashboard');
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function onSignOut() {
    setLeaving(true);
    await signOut();
    toast({ variant: 'success', title: t('toast.signedOut') });
    navigate('/', { replace: true });
  }

  return (
    <RequireAuth leaving={leaving}>
      <DashboardLayout email={user?.email ?? ''} onSignOut={() => void onSignOut()} signingOut={leaving} />
    </RequireAuth>
  );
}
