// Standalone entry: the bootstrap a remote uses to run alone (theme, router, query client,
// toasts, sign-in). Kept out of the main entry, which is a shared singleton loaded before the
// host's first render, so the sign-in form (formik, yup) never weighs on the product's pages.
export { StandaloneApp } from './standalone-app';
export type { StandaloneAppProps } from './standalone-app';
export { mountStandalone } from './mount-standalone';
