// The one jest setup of every jsdom project (shell, shared-ui, the remotes).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Lazy route chunks and MUI transitions can take over a second on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });
// Whole-page tests with typing are CPU-bound; `testTimeout` in a project config is not applied
// by jest (it is a global option), so the per-file timeout is set here too.
jest.setTimeout(20_000);

// jsdom does not lay pages out: scrolling is a no-op here (tests spy on it where it matters).
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};
