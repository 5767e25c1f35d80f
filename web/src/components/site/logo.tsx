import { Link } from './link';

/** The Leadroute mark: a route line joining two lead dots. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M9 22c0-5 3-6 7-6s7-1 7-6"
        fill="none"
        stroke="white"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="9" cy="22" r="2.8" fill="white" />
      <circle cx="23" cy="10" r="2.8" className="fill-brand-100" />
    </svg>
  );
}

export function Logo({ label, tone = 'dark' }: { label: string; tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      aria-label={label}
      className="inline-flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <LogoMark />
      <span
        className={`text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}
      >
        Leadroute
      </span>
    </Link>
  );
}
