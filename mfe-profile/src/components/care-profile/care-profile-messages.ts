/** Toasts and notices of the Patient Profile / Doctor Profile tab (spec §8, used as-is). */
export const CARE_PROFILE_MESSAGES = {
  patientCreated: 'Patient profile created successfully',
  patientUpdated: 'Patient profile updated successfully',
  patientFailed: 'Failed to save patient profile. Please try again.',
  doctorCreated: 'Doctor profile created successfully',
  doctorUpdated: 'Doctor profile updated successfully',
  doctorFailed: 'Failed to save doctor profile. Please try again.',
  availabilityUpdated: 'Availability updated successfully',
  availabilityFailed: (reason: string) => `Failed to update availability: ${reason}`,
  permissionsHint: 'Make sure you have the correct permissions.',
  availabilityReloaded: 'The latest availability is shown now, with your unsaved changes kept. Review them and save again.',
  doctorProfileNotFound: 'Doctor profile not found',
  unknownError: 'Unknown error',
  statusFailed: (reason: string) => `Failed to update status: ${reason}`,
  statusActive: 'You are now active and shown in doctor search.',
  statusInactive: 'You are now inactive and hidden from doctor search.',
  notAvailable: 'N/A',
} as const;
