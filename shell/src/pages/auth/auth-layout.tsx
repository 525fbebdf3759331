import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { PRODUCT_NAME } from '../../app/product';
import './auth.css';

const POINTS = ['Book verified specialists in minutes', 'Secure video consultations from home', 'Prescriptions saved to your account'];

function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`auth-brand${inverted ? ' auth-brand--inverted' : ''}`}>
      <BrandMark inverted={inverted} />
      <span>{PRODUCT_NAME}</span>
    </span>
  );
}

/**
 * Two-column frame of the sign-in and sign-up pages (brand panel hidden on phones). Plain
 * markup and CSS, like the landing page: it paints before the design system has loaded.
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  return (
    <div className="auth-page">
      <div className="auth-panel">
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="auth-home">
          <Brand inverted />
        </Link>
        <div>
          <p className="auth-panel__claim">Your health, connected to the right doctor.</p>
          <ul className="auth-panel__points">
            {POINTS.map((point) => (
              <li key={point}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path
                    fill="currentColor"
                    d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z"
                  />
                </svg>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="auth-panel__note">General information only. In an emergency, call your local emergency number.</p>
      </div>
      <main className="auth-main">
        <div className="auth-column">
          <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="auth-home auth-home--phone">
            <Brand />
          </Link>
          <div className="auth-card">
            <h1 className="auth-card__title">{title}</h1>
            <p className="auth-card__subtitle">{subtitle}</p>
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
