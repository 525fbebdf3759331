import { errorMessage } from '@telehealth/shared-api';
import type { User } from '@telehealth/shared-api';
import { ErrorCard, LoadingScreen } from '@telehealth/shared-ui';
import { useId, useRef, useState } from 'react';
import { useDoctorProfile } from '../../hooks/use-care-profile';
import { ProfileFormDialog } from '../care-profile/profile-form-dialog';
import { ProfilePrompt } from '../care-profile/profile-prompt';
import { DoctorProfileForm } from './doctor-profile-form';
import { DoctorProfileView } from './doctor-profile-view';

/** Doctor Profile tab: the prompt to create one, or the profile with its update dialog. */
export function DoctorProfileTab({ user }: { user: User }) {
  const query = useDoctorProfile(user.id);
  const formId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // After a creation the button that opened the dialog is gone: focus the new profile.
  const justCreated = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // A failed background refresh keeps showing the profile already loaded.
  if (query.data === undefined) {
    if (query.isError) return <ErrorCard message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
    return <LoadingScreen message="Loading your doctor profile..." minHeight={240} />;
  }

  const doctor = query.data;
  return (
    <>
      {doctor ? (
        <DoctorProfileView headingRef={heading} userId={user.id} doctor={doctor} onEdit={() => setDialogOpen(true)} />
      ) : (
        <ProfilePrompt role="doctor" onCreate={() => setDialogOpen(true)} />
      )}
      <ProfileFormDialog
        open={dialogOpen}
        title={doctor ? 'Update Doctor Profile' : 'Create Doctor Profile'}
        formId={formId}
        submitLabel={doctor ? 'Save Changes' : 'Create Profile'}
        submitting={submitting}
        onClose={() => setDialogOpen(false)}
        onExited={() => {
          if (justCreated.current) heading.current?.focus();
          justCreated.current = false;
        }}
      >
        <DoctorProfileForm
          formId={formId}
          userId={user.id}
          userName={user.name}
          doctor={doctor}
          onSubmittingChange={setSubmitting}
          onSaved={() => {
            justCreated.current = !doctor;
            setDialogOpen(false);
          }}
        />
      </ProfileFormDialog>
    </>
  );
}
