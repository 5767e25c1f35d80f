import type { ReactNode } from 'react';
import { BrandLink } from '@/components/ui/brand-link';
import { LanguageSelect } from '@/components/ui/language-select';
import { OutlineIcon } from '@/components/ui/outline-icon';

export interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Links under the card, e.g. "Already have an account? Sign in". */
  footer?: ReactNode;
  /** Wider card for long forms. */
  wide?: boolean;
}

/** The frame of every /auth screen: brand, language, a centred card. */
export function AuthLayout({ title, description, icon, children, footer, wide }: AuthLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <BrandLink />
        <LanguageSelect />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <div className={wide ? 'w-full max-w-xl' : 'w-full max-w-md'}>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            {icon ? (
              <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                {icon}
              </div>
            ) : null}
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
            {description ? <div className="mt-2 text-sm text-slate-600">{description}</div> : null}
            {children ? <div className="mt-6">{children}</div> : null}
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}

export const linkClass =
  'font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function MailIcon() {
  return (
    <OutlineIcon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" strokeLinecap="round" strokeLinejoin="round" />
    </OutlineIcon>
  );
}

export function LockIcon() {
  return (
    <OutlineIcon>
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" strokeLinecap="round" />
    </OutlineIcon>
  );
}

export function CheckIcon() {
  return (
    <OutlineIcon strokeWidth="2">
      <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
    </OutlineIcon>
  );
}

export function WarningIcon() {
  return (
    <OutlineIcon>
      <path d="M12 3 2 20h20L12 3z" strokeLinejoin="round" />
      <path d="M12 10v4M12 17h.01" strokeLinecap="round" />
    </OutlineIcon>
  );
}
