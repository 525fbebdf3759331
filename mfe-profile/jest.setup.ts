import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// MUI forms driven key by key take a few seconds on a loaded 2-core machine; the default
// 5 s made such tests fail for time, not behaviour.
jest.setTimeout(20_000);
