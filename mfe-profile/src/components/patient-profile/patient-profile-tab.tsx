import { errorMessage } from '@telehealth/shared-api';
import type { User } from '@telehealth/shared-api';
import { ErrorCard, LoadingScreen } from '@telehealth/shared-ui';
import { useId, useRef, useState } from 'react';
import { usePatientProfile } from '../../hooks/use-care-profile';
import { ProfileFormDialog } from '../care-profile/profile-form-dialog';
import { ProfilePrompt } from '../care-profile/profile-prompt';
import { PatientProfileForm } from './patient-profile-form';
import { PatientProfileView } from './patient-profile-view';

/** Patient Profile tab: the prompt to create one, or the profile with its update dialog. */
export function PatientProfileTab({ user }: { user: User }) {
  const query = usePatientProfile(user.id);
  const formId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // After a creation the button that opened the dialog is gone: focus the new profile.
  const justCreated = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // A failed background refresh keeps showing the profile already loaded.
  if (query.data === undefined) {
    if (query.isError) return <ErrorCard message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
    return <LoadingScreen message="Loading your patient profile..." minHeight={240} />;
  }

  const profile = query.data;
  return (
    <>
      {profile ? (
        <PatientProfileView headingRef={heading} profile={profile} onEdit={() => setDialogOpen(true)} />
      ) : (
        <ProfilePrompt role="patient" onCreate={() => setDialogOpen(true)} />
      )}
      <ProfileFormDialog
        open={dialogOpen}
        title={profile ? 'Update Patient Profile' : 'Create Patient Profile'}
        formId={formId}
        submitLabel={profile ? 'Save Changes' : 'Create Profile'}
        submitting={submitting}
        onClose={() => setDialogOpen(false)}
        onExited={() => {
          if (justCreated.current) heading.current?.focus();
          justCreated.current = false;
        }}
      >
        <PatientProfileForm
          formId={formId}
          userId={user.id}
          userName={user.name}
          profile={profile}
          onSubmittingChange={setSubmitting}
          onSaved={() => {
            justCreated.current = !profile;
            setDialogOpen(false);
          }}
        />
      </ProfileFormDialog>
    </>
  );
}
