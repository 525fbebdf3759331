/** The landing page's in-page sections, in header order (ids are the URL hashes). */
export const LANDING_SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'testimonials', label: 'Testimonials' },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

export function isLandingSection(id: string): id is LandingSectionId {
  return LANDING_SECTIONS.some((section) => section.id === id);
}

/** Scrolls smoothly to a landing section (header height is handled by scroll-margin). */
export function scrollToSection(id: LandingSectionId): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
