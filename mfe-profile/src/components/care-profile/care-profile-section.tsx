import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@telehealth/shared-api';
import { ErrorCard, LoadingScreen } from '@telehealth/shared-ui';
import { useId, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { ProfileFormDialog } from './profile-form-dialog';
import { ProfilePrompt } from './profile-prompt';

export interface CareProfileFormSlot<TProfile> {
  formId: string;
  profile: TProfile | null;
  onSubmittingChange: (submitting: boolean) => void;
  onSaved: () => void;
}

export interface CareProfileSectionProps<TProfile> {
  role: 'patient' | 'doctor';
  /** The role's profile query: null when none exists yet. */
  query: UseQueryResult<TProfile | null>;
  renderView: (profile: TProfile, view: { headingRef: RefObject<HTMLHeadingElement | null>; onEdit: () => void }) => ReactNode;
  renderForm: (form: CareProfileFormSlot<TProfile>) => ReactNode;
}

/**
 * The Patient / Doctor Profile tab (spec §2): the prompt with a create button when there is no
 * profile, otherwise the read-only view with an update button; both open the role's form in a
 * dialog. After a creation the button that opened the dialog is gone, so focus moves to the
 * new profile's heading.
 */
export function CareProfileSection<TProfile>({ role, query, renderView, renderForm }: CareProfileSectionProps<TProfile>) {
  const formId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const justCreated = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const roleName = role === 'doctor' ? 'Doctor' : 'Patient';

  // A failed background refresh keeps showing the profile already loaded.
  if (query.data === undefined) {
    if (query.isError) return <ErrorCard message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
    return <LoadingScreen message={`Loading your ${role} profile...`} minHeight={240} />;
  }

  const profile = query.data;
  return (
    <>
      {profile ? (
        renderView(profile, { headingRef: heading, onEdit: () => setDialogOpen(true) })
      ) : (
        <ProfilePrompt role={role} onCreate={() => setDialogOpen(true)} />
      )}
      <ProfileFormDialog
        open={dialogOpen}
        title={`${profile ? 'Update' : 'Create'} ${roleName} Profile`}
        formId={formId}
        submitLabel={profile ? 'Save Changes' : 'Create Profile'}
        submitting={submitting}
        onClose={() => setDialogOpen(false)}
        onExited={() => {
          if (justCreated.current) heading.current?.focus();
          justCreated.current = false;
        }}
      >
        {renderForm({
          formId,
          profile,
          onSubmittingChange: setSubmitting,
          onSaved: () => {
            justCreated.current = !profile;
            setDialogOpen(false);
          },
        })}
      </ProfileFormDialog>
    </>
  );
}
