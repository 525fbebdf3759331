import { describeExposes } from '@telehealth/federation/testing';
import { installFakeApi } from '@telehealth/shared-ui/testing';
import { exposedModules } from '.';

// No session and an API that knows nothing: every module must still render its own state.
beforeEach(() => installFakeApi({}));
afterEach(() => jest.restoreAllMocks());

describeExposes('mfe_booking', exposedModules);
