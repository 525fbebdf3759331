/**
 * Wire types of spec §3 "Prescription" and §7 "Prescriptions", plus what real prescriptions
 * carry (appointment, quantity, refills, expiry, versions, revocation, verification), renewal
 * requests and the access record. Field names follow the spec's wire contract (`doctorId` and
 * `patientId` populated).
 */

/** Derived status (spec §4): Active within PRESCRIPTION_ACTIVE_DAYS of writing, else Expired; Revoked wins. */
export type PrescriptionStatus = 'Active' | 'Expired' | 'Revoked';

/** The prescribing doctor, populated (spec §3: user_id.name, specialization). */
export interface PrescriptionDoctor {
  _id: string;
  user_id: { _id: string; name: string };
  specialization: string;
  qualification: string;
  profileImage: string | null;
}

/** The patient, populated. */
export interface PrescriptionPatient {
  _id: string;
  user_id: { _id: string; name: string };
  /** yyyy-MM-dd, or null when the profile has none. */
  date_of_birth: string | null;
  profileImage: string | null;
}

/** One version of a prescription's content. A change writes a new version; none is ever rewritten. */
export interface PrescriptionVersion {
  /** 1 for the prescription as first written, then 2, 3, ... */
  version: number;
  medication: string;
  dosage: string;
  instructions: string;
  quantity: number | null;
  refills: number | null;
  /** When this version was written (ISO 8601). */
  createdAt: string;
}

/**
 * A prescription as listed and read (`GET /prescription/get-prescription/{id}`, the patient list).
 * medication, dosage, instructions, quantity and refills are those of the current (latest) version.
 */
export interface Prescription {
  _id: string;
  doctorId: PrescriptionDoctor;
  patientId: PrescriptionPatient;
  /** The appointment it was written from, when there was one. */
  appointmentId: string | null;
  /** The earlier prescription this one renews (an approved renewal request), when there is one. */
  renewedFrom: string | null;
  medication: string;
  dosage: string;
  instructions: string;
  quantity: number | null;
  refills: number | null;
  status: PrescriptionStatus;
  /** Stored when written: createdAt + PRESCRIPTION_ACTIVE_DAYS days (ISO 8601). */
  expiresAt: string;
  /** Number of the current version (1 when never changed). */
  version: number;
  revokedAt: string | null;
  revocationReason: string | null;
  /** Short code printed on the PDF, e.g. 'K7P2Q-9XHMT'; checked at `/verify?code=`. */
  verificationCode: string;
  /** Path of the public verification page (`/verify/{token}`), the QR code's target. */
  verificationPath: string;
  /** When the prescription was first written (spec's createdAt). */
  createdAt: string;
  /** When it last changed (new version or revocation). */
  updatedAt: string;
}

/** `data` of the detail call: the prescription with every version, oldest first. */
export interface PrescriptionDetail extends Prescription {
  versions: PrescriptionVersion[];
}

/** `data` of the print call: the detail plus the QR code the print view prints. */
export interface PrescriptionPrint extends PrescriptionDetail {
  /** Absolute address of the verification page, exactly what the QR code (here and in the PDF) holds. */
  verificationUrl: string;
  /** That QR code as an SVG image, a `data:image/svg+xml;base64,...` URL for an <img>. */
  verificationQr: string;
}

/** Body of `POST /prescription/create-prescription`. */
export interface CreatePrescriptionRequest {
  /** The signed-in doctor's own profile id (optional: the server uses the caller's profile). */
  doctorId?: string;
  /** Required unless appointmentId is given (then it must be that appointment's patient). */
  patientId?: string;
  /** The doctor's own non-canceled appointment with this patient it was written from. */
  appointmentId?: string;
  medication: string;
  dosage: string;
  instructions: string;
  quantity?: number | null;
  refills?: number | null;
}

/** Body of `PATCH /prescription/update-prescription/{id}`: the fields that change (a new version). */
export interface UpdatePrescriptionRequest {
  medication?: string;
  dosage?: string;
  instructions?: string;
  quantity?: number | null;
  refills?: number | null;
}

/** Body of `DELETE /prescription/delete-prescription/{id}` (revokes; nothing is erased). */
export interface RevokePrescriptionRequest {
  reason: string;
}

export type RenewalRequestStatus = 'pending' | 'approved' | 'declined';

/** A patient's request that the prescribing doctor renew a prescription. */
export interface RenewalRequest {
  _id: string;
  prescriptionId: string;
  /** Medication and dosage of the prescription when asked (for lists). */
  medication: string;
  dosage: string;
  doctorId: { _id: string; user_id: { _id: string; name: string } };
  patientId: { _id: string; user_id: { _id: string; name: string } };
  note: string;
  status: RenewalRequestStatus;
  /** The reason given when declined. */
  declineReason: string | null;
  /** The new prescription an approval created. */
  renewalPrescriptionId: string | null;
  createdAt: string;
  /** When approved or declined. */
  decidedAt: string | null;
}

/** Body of `POST /prescription/{id}/renewal-requests`. */
export interface CreateRenewalRequest {
  note?: string;
}

/** Body of `POST /prescription/renewal-requests/{id}/decline`. */
export interface DeclineRenewalRequest {
  reason: string;
}

/** `data` of `POST /prescription/renewal-requests/{id}/approve`. */
export interface RenewalApproval {
  request: RenewalRequest;
  prescription: Prescription;
}

/** What kind of read an access record is. */
export type PrescriptionAccessKind = 'list' | 'detail' | 'pdf' | 'print' | 'verify';
/** Who read: a signed-in patient or doctor, or 'public' for a verification scan. */
export type PrescriptionAccessRole = 'patient' | 'doctor' | 'public';

/** One entry of the append-only access record ("Who viewed my prescriptions"). */
export interface PrescriptionAccess {
  _id: string;
  /** The prescription read; null for a read of the whole list. */
  prescriptionId: string | null;
  /** Medication of that prescription (its current version), null for a list read. */
  medication: string | null;
  /** Who read it; null for a verification scan (nobody signs in to verify). */
  actor: { _id: string; name: string } | null;
  role: PrescriptionAccessRole;
  kind: PrescriptionAccessKind;
  /** Address the read came from. */
  ip: string;
  createdAt: string;
}

/** `prescription-created`: a doctor wrote a prescription for the signed-in patient (also renewals). */
export interface PrescriptionCreatedEvent {
  prescriptionId: string;
  doctorName: string;
  medication: string;
}

/** `prescription-updated`: a prescription of the patient changed (new version) or was revoked. */
export interface PrescriptionUpdatedEvent {
  prescriptionId: string;
  change: 'changed' | 'revoked';
  status: PrescriptionStatus;
}

/** `renewal-requested`: a patient asked the signed-in doctor for a renewal. */
export interface RenewalRequestedEvent {
  requestId: string;
  prescriptionId: string;
  patientName: string;
}

/** `renewal-answered`: the doctor approved or declined the signed-in patient's renewal request. */
export interface RenewalAnsweredEvent {
  requestId: string;
  prescriptionId: string;
  status: 'approved' | 'declined';
  /** The new prescription when approved. */
  renewalPrescriptionId: string | null;
}
