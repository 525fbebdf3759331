import '@testing-library/jest-dom';

// jsdom does not lay pages out: scrolling is a no-op here (tests spy on it where it matters).
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};
