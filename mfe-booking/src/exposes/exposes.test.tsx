import { describeExposes } from '@telehealth/federation/testing';
import { installFakeApi } from '../testing/fake-api';
import { renderExposed } from '../testing/render-widget';
import { exposedModules } from '.';

// No session and an API that knows nothing: every module must still render its own state.
beforeEach(() => installFakeApi({}));
afterEach(() => jest.restoreAllMocks());

// TODO(fe-testkit): pass `renderInShell` from @telehealth/shared-api/testing instead of this adapter.
describeExposes('mfe_booking', exposedModules, (element, { url }) => renderExposed(element, url));
