// Doctor search, behind one door: DoctorSearch.search (and its route). Nothing else of this folder is used outside it.
export { DoctorSearch, type DoctorSearchDeps, type SearchAnswer, type SearchQuery } from './doctor-search';
export type { DoctorSearchRequest } from './search-request';
export { registerDoctorSearchRoute } from './search-route';
