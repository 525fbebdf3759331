import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Lazy route chunks and MUI transitions can take over a second on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not lay pages out: scrolling is a no-op here (tests spy on it where it matters).
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};
