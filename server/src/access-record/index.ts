// Who read which patient's records, and every operator decision.
import { defineFeature } from '../feature';
import type { Platform } from '../platform';
import { AccessRecordService } from './access-record-service';

export { accessRecordCsv } from './access-record-csv';
export { insertAccessRecord, type AccessRecordFilters } from './access-record-repository';
export { AccessRecordService } from './access-record-service';

export const accessRecordFeature = defineFeature({
  name: 'access-record',
  build: ({ database, clock }: Pick<Platform, 'database' | 'clock'>) => ({
    accessRecord: new AccessRecordService({ db: database.db, clock }),
  }),
});
