// Doctors: profiles, weekly availability, time off and search.
import { defineFeature, type Lifecycle } from '../feature';
import type { NotificationService } from '../notifications';
import type { Platform } from '../platform';
import { doctorsPlugin } from './doctor-routes';
import { DoctorService } from './doctor-service';
import { DoctorSearch } from './search';

export {
  DOCTOR_MESSAGES,
  findDoctorById,
  findDoctorByUserId,
  isUuid,
  publishDoctorChanged,
  treatingAppointmentsOf,
  type DoctorRecord,
} from './doctor-repository';
export { profileOwnerSchema, userRef } from './doctor-serializer';
export { DoctorService } from './doctor-service';
export { DoctorSearch } from './search';
export { timeOffOfDoctors } from './time-off/time-off-repository';

type Needs = Pick<Platform, 'database' | 'clock' | 'realtime' | 'log' | 'events' | 'config'> & { notifications: NotificationService };

export const doctorsFeature = defineFeature({
  name: 'doctors',
  build: ({ database, clock, notifications, realtime, log, events, config }: Needs, life: Lifecycle) => {
    const doctorSearch = new DoctorSearch({
      db: database.db,
      clock,
      log,
      events,
      cacheEnabled: config.searchCacheEnabled,
      cacheSeconds: config.searchCacheSeconds,
      nameIndex: config.searchNameIndexEnabled,
    });
    life.onClose(async () => doctorSearch.stop());
    return { doctors: new DoctorService({ db: database.db, clock, notifications, realtime, log, events }), doctorSearch };
  },
  plugins: [doctorsPlugin],
});
