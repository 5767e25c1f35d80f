import { forwardRef } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';
import { localizePath } from '@/i18n/languages';
import { useSiteLanguage } from './use-site-language';

/** A link target in the current page's language (`/pricing` on a Spanish page → `/es/pricing`). */
export function useLocalizedPath(): (to: string) => string {
  const language = useSiteLanguage();
  return (to) => localizePath(to, language);
}

/**
 * The public site's links: site paths keep the current language; app paths (/auth, /dashboard) and external
 * URLs are left alone. Only string targets are localized.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const localize = useLocalizedPath();
  return <RouterLink ref={ref} to={typeof to === 'string' ? localize(to) : to} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const localize = useLocalizedPath();
  return <RouterNavLink ref={ref} to={typeof to === 'string' ? localize(to) : to} {...props} />;
});
