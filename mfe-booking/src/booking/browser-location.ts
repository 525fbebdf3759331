/**
 * Leaving the app for another site (the hosted card checkout). Kept in one small module so
 * that tests replace this navigation, which jsdom cannot perform, instead of mocking the page.
 */
export const browserLocation = {
  /** Sends the browser to `url`, keeping the booking page in its history (Back returns to it). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
