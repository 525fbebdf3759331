import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LANDING_HASH_SCROLL_DELAY_MS, SPECIALTIES } from '@telehealth/shared-api/core';
import { BrandMark } from '../../components/brand-mark';
import { PRODUCT_NAME } from '../../app/product';
import { FEATURES, LEGAL_LINKS, PLATFORM_LINKS, STEPS, SUPPORT_ITEMS, TESTIMONIALS } from './landing-content';
import { LandingIcon } from './landing-icons';
import { isLandingSection, LANDING_SECTIONS, scrollToSection } from './landing-sections';
import { useLandingSignedIn } from './use-landing-session';
import './landing.css';
import { paths } from '@telehealth/federation';

const HERO_POINTS = [
  `Specialists across ${SPECIALTIES.length} fields of medicine`,
  'Real-time availability, pay securely by card',
  'Join from any modern browser',
  'Prescriptions saved to your account',
];

function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`lp-brand${inverted ? ' lp-brand--inverted' : ''}`}>
      <BrandMark inverted={inverted} />
      <span>{PRODUCT_NAME}</span>
    </span>
  );
}

function Header() {
  const signedIn = useLandingSignedIn();
  return (
    <header className="lp-header">
      <div className="lp-container lp-header__bar">
        <Link to="/" className="lp-header__home" aria-label={`${PRODUCT_NAME} home`}>
          <Brand />
        </Link>
        <nav className="lp-header__nav" aria-label="Page sections">
          {LANDING_SECTIONS.map((section) => (
            <Link key={section.id} to={{ hash: section.id }} className="app-button app-button--text lp-header__anchor">
              {section.label}
            </Link>
          ))}
        </nav>
        <div className="lp-header__actions">
          {signedIn ? (
            <Link to={paths.dashboard()} className="app-button app-button--contained">
              Go to Dashboard
            </Link>
          ) : (
            <>
              <Link to={paths.login()} className="app-button app-button--text">
                Sign In
              </Link>
              <Link to={paths.register()} className="app-button app-button--contained">
                Sign Up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

function Section({
  id,
  title,
  subtitle,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`lp-section${tinted ? ' lp-section--tinted' : ''}`}>
      <div className="lp-container">
        <div className="lp-section__intro">
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{subtitle}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

function Footer() {
  return (
    <footer className="lp-footer">
      <div className="lp-container">
        <div className="lp-footer__grid">
          <div>
            <Brand inverted />
            <p className="lp-footer__blurb">Book trusted doctors, meet them by secure video and keep your prescriptions in one place.</p>
          </div>
          <nav aria-labelledby="lp-footer-platform">
            <h2 id="lp-footer-platform">Platform</h2>
            <ul>
              {PLATFORM_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>Support</h2>
            <ul>
              {SUPPORT_ITEMS.map((label) => (
                <li key={label}>
                  <span>{label}</span>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-labelledby="lp-footer-legal">
            <h2 id="lp-footer-legal">Legal</h2>
            <ul>
              {LEGAL_LINKS.map((item) => (
                <li key={item.label}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="lp-footer__legal">
          © {new Date().getFullYear()} {PRODUCT_NAME}. General information only; in an emergency call your local emergency number.
        </p>
      </div>
    </footer>
  );
}

/**
 * The public landing page (spec §2 "Landing page"). Plain markup and CSS on purpose: it is the
 * first page most people see, so it renders with React and the router alone — no design
 * system, drawers, dialogs or form code before its first paint.
 */
export function LandingPage() {
  const location = useLocation();

  // Header anchors and deep links (#features, #how-it-works, #testimonials) scroll after a short delay.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.replace(/^#/, ''));
    if (!isLandingSection(id)) return;
    const timer = window.setTimeout(() => scrollToSection(id), LANDING_HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.hash, location.key]);

  useEffect(() => {
    document.title = `${PRODUCT_NAME} · Online doctor appointments and video consultations`;
  }, []);

  return (
    <div className="lp-root">
      <Header />
      <main>
        <section className="lp-hero" aria-labelledby="lp-hero-title">
          <div className="lp-container lp-hero__grid">
            <div>
              <p className="lp-hero__eyebrow">Online care for patients and doctors</p>
              <h1 id="lp-hero-title">See the right doctor, without the waiting room</h1>
              <p className="lp-hero__lead">
                Sign up as a patient or a doctor. Find a specialist, book and pay for a time that suits you, and get care by secure video,
                with your prescriptions kept in one place.
              </p>
              <div className="lp-hero__actions">
                <Link to={paths.register()} className="app-button app-button--contained app-button--large">
                  Get Started
                </Link>
                <button
                  type="button"
                  className="app-button app-button--outlined app-button--large"
                  onClick={() => scrollToSection('how-it-works')}
                >
                  Learn More
                </button>
              </div>
            </div>
            <div className="lp-hero__card" aria-hidden="true">
              <div className="lp-hero__card-head">
                <span className="lp-icon-tile">
                  <LandingIcon name="video" />
                </span>
                <span>
                  <strong>Your visit, your way</strong>
                  <small>Video or in person</small>
                </span>
              </div>
              <ul>
                {HERO_POINTS.map((point) => (
                  <li key={point}>
                    <LandingIcon name="check" className="lp-check" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <Section
          id="features"
          title="Care that fits around your life"
          subtitle="Everything you need to see a doctor online, in one place."
          tinted
        >
          <div className="lp-grid lp-grid--3">
            {FEATURES.map((feature) => (
              <article key={feature.title} className="lp-card">
                <span className="lp-icon-tile lp-icon-tile--large">
                  <LandingIcon name={feature.icon} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </article>
            ))}
          </div>
        </Section>

        <Section id="how-it-works" title="How It Works" subtitle="From sign-up to treatment in four simple steps.">
          <ol className="lp-grid lp-grid--4 lp-steps">
            {STEPS.map((step, index) => (
              <li key={step.title}>
                <span className="lp-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="lp-center">
            <Link to={paths.register()} className="app-button app-button--contained app-button--large">
              Start Using {PRODUCT_NAME}
            </Link>
          </div>
        </Section>

        <Section id="testimonials" title="What people say" subtitle="Patients and doctors on using the product day to day." tinted>
          <div className="lp-grid lp-grid--3">
            {TESTIMONIALS.map((item) => (
              <figure key={item.name} className="lp-card lp-quote">
                <LandingIcon name="quote" className="lp-quote__mark" />
                <blockquote>{item.quote}</blockquote>
                <figcaption>
                  <span className="lp-avatar" style={{ backgroundColor: item.colour }} aria-hidden="true">
                    {item.initials}
                  </span>
                  <span>
                    <strong>{item.name}</strong>
                    <small>{item.role}</small>
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </Section>

        <section className="lp-cta" aria-labelledby="lp-cta-title">
          <div className="lp-container lp-container--narrow">
            <div className="lp-cta__panel">
              <h2 id="lp-cta-title">Ready to take care of your health?</h2>
              <p>Join {PRODUCT_NAME} as a patient or a doctor. Signing up is free.</p>
              <Link to={paths.register()} className="app-button app-button--large lp-cta__button">
                Create Your Free Account
              </Link>
            </div>
          </div>
        </section>
      </main>
      <Footer />
    </div>
  );
}
