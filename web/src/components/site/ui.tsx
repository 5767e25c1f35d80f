import type { ReactNode } from 'react';
import type { LinkProps } from 'react-router-dom';
import { ArrowLeftIcon } from './icons';
import { Link } from './link';

/** Layout and button styles shared by every public page (Tailwind utilities only). */
const containerWidths = {
  '7xl': 'max-w-7xl',
  '6xl': 'max-w-6xl',
  '4xl': 'max-w-4xl',
  '3xl': 'max-w-3xl',
} as const;

export function Container({
  className = '',
  size = '7xl',
  children,
}: {
  className?: string;
  size?: keyof typeof containerWidths;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto w-full px-4 sm:px-6 lg:px-8 ${containerWidths[size]} ${className}`}>
      {children}
    </div>
  );
}

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'outlineLight';
type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  light: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  outlineLight: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
};
const sizes: Record<ButtonSize, string> = { md: 'px-4 py-2 text-sm', lg: 'px-5 py-3 text-base' };

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`;
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className = '',
  ...props
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}

/** A small "← back" link at the top of a page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ArrowLeftIcon className="h-4 w-4" />
      {children}
    </Link>
  );
}

export function Eyebrow({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p className={`text-sm font-semibold tracking-wide text-brand-600 uppercase ${className}`}>{children}</p>
  );
}

/** Centered section heading: eyebrow, h2, lead paragraph. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  id?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-pretty text-slate-600">{lead}</p> : null}
    </div>
  );
}

export function Badge({
  children,
  tone = 'brand',
  className = '',
}: {
  children: ReactNode;
  tone?: 'brand' | 'green' | 'amber' | 'slate';
  className?: string;
}) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700 ring-brand-100',
    green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    amber: 'bg-amber-50 text-amber-800 ring-amber-200',
    slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  };
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

/** Page hero used by inner pages (about, pricing, contact, blog…). */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 h-72 w-[42rem] -translate-x-1/2 rounded-full bg-brand-100 opacity-60 blur-3xl"
      />
      <Container className="relative py-16 text-center sm:py-20">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 className="mx-auto mt-2 max-w-3xl text-3xl font-bold tracking-tight break-words hyphens-auto text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {lead ? <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">{lead}</p> : null}
        {children}
      </Container>
    </section>
  );
}

/** An accessible FAQ list built on details/summary (works without JavaScript). */
export function FaqList({ items }: { items: { q: string; a: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.q} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
            <span>{item.q}</span>
            <span
              aria-hidden="true"
              className="mt-0.5 shrink-0 text-brand-600 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 text-slate-600">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
