import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import './auth-pages.css';

/**
 * The frame of the public account pages (login, password retrieval, sign-up): the product title, the language
 * switch, the page's heading and its content in a card.
 */
export function AuthLayout({ title, children, footer, wide = false }: { title: string; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <main className="cw-auth">
      <div className="cw-auth-language">
        <LanguageSwitch />
      </div>
      <section className={wide ? 'cw-auth-card cw-auth-card-wide' : 'cw-auth-card'} aria-labelledby="cw-auth-heading">
        <h1 className="cw-auth-product">
          <span className="cw-auth-mark" aria-hidden="true">C</span>
          {t('common.productTitle')}
        </h1>
        <h2 id="cw-auth-heading" className="cw-auth-heading">{title}</h2>
        {children}
        {footer && <footer className="cw-auth-footer">{footer}</footer>}
      </section>
    </main>
  );
}
