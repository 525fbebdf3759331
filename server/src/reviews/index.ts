// Patients' reviews of their visits and the doctors' ratings drawn from them.
export { insertReview, listDoctorReviews, refreshDoctorRatings } from './review-repository';
