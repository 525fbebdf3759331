import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Page renders with MUI transitions can take over a second on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });
// Whole-page tests with typing are CPU-bound; `testTimeout` in a project config is not applied
// by jest (it is a global option), so the per-file timeout is set here.
jest.setTimeout(20_000);
