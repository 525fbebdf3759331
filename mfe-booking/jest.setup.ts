import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Page renders with MUI transitions can take over a second on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });
