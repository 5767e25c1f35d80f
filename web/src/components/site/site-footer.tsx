import { useTranslation } from 'react-i18next';
import { Link } from './link';
import { LogoMark } from './logo';
import { NewsletterForm } from './newsletter-form';
import { Container } from './ui';

const columns = [
  {
    key: 'product',
    links: [
      { to: '/#features', key: 'nav.features' },
      { to: '/#integrations', key: 'nav.integrations' },
      { to: '/#demo', key: 'footer.demo' },
      { to: '/pricing', key: 'nav.pricing' },
    ],
  },
  {
    key: 'integrations',
    links: [
      { to: '/integrations/telegram', key: 'integrationNames.telegram' },
      { to: '/integrations/google-sheets', key: 'integrationNames.google-sheets' },
      { to: '/integrations/zapier', key: 'integrationNames.zapier' },
      { to: '/integrations/webhook', key: 'integrationNames.webhook' },
      { to: '/integrations/custom', key: 'integrationNames.custom' },
      { to: '/integrations/whatsapp', key: 'integrationNames.whatsapp' },
      { to: '/integrations/coming-soon', key: 'common.comingSoon' },
    ],
  },
  {
    key: 'company',
    links: [
      { to: '/about', key: 'nav.about' },
      { to: '/blog', key: 'nav.blog' },
      { to: '/contact', key: 'nav.contact' },
      { to: '/privacy-policy', key: 'footer.privacy' },
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('public');
  return (
    <footer className="bg-slate-900 text-slate-300">
      <Container className="py-14">
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Link
              to="/"
              className="inline-flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
            >
              <LogoMark />
              <span className="text-lg font-bold text-white">Leadroute</span>
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-6 text-slate-300">{t('footer.tagline')}</p>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-5">
            {columns.map((column) => (
              <div key={column.key}>
                <h2 className="text-sm font-semibold text-white">{t(`footer.${column.key}`)}</h2>
                <ul className="mt-4 space-y-3 text-sm">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                      >
                        {t(link.key)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <div className="lg:col-span-3">
            <h2 className="text-sm font-semibold text-white">{t('footer.newsletterTitle')}</h2>
            <p className="mt-4 mb-4 text-sm text-slate-300">{t('footer.newsletterText')}</p>
            <NewsletterForm tone="dark" source="footer" />
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-3 border-t border-slate-700 pt-8 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright')}</p>
          <p>{t('footer.madeFor')}</p>
        </div>
      </Container>
    </footer>
  );
}
