/** Id of the element a skip link jumps to: the page's `main`. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content" (WCAG 2.4.1): the first focusable element of the page, off screen
 * until it has keyboard focus, so keyboard users need not tab through the header and sidebar.
 */
export function SkipLink() {
  return (
    <a
      className="app-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus the main area without adding a hash to the router's address.
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
