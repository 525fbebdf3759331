// Doctor search, behind one door: DoctorSearch (and its route). Nothing else of this folder is used outside it.
export { DoctorSearch, type DoctorSearchDeps, type DoctorSearchRequest, type SearchAnswer } from './doctor-search';
export { registerDoctorSearchRoute } from './search-route';
