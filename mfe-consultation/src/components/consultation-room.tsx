import { Box, Button, Typography } from '@mui/material';
import { paths } from '@telehealth/federation';
import type { Appointment, User } from '@telehealth/shared-api';
import { ConfirmDialog } from '@telehealth/shared-ui';
import { PrescriptionIcon } from '@telehealth/shared-ui/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { isActiveCall, markActiveCall } from '../call/active-call';
import { CALL_TEXTS } from '../call/consultation-call';
import { stopStream } from '../call/media-devices';
import { useConsultationCall } from '../hooks/use-consultation-call';
import { useMediaCheck } from '../hooks/use-media-check';
import { useNotesDraft } from '../hooks/use-notes-draft';
import { CallStage } from './call-stage';
import { ChatPanel } from './chat-panel';
import { ConsultationHeader, viewerTime } from './consultation-header';
import { ConsultationNoticePage } from './consultation-notice-page';
import { DoctorLateNotice } from './doctor-late-notice';
import { ReopenConsultationButton } from './reopen-consultation-button';
import { PreJoinCheck } from './pre-join-check';

export interface ConsultationRoomProps {
  appointment: Appointment;
  user: User;
  role: 'doctor' | 'patient';
  /** Until when an ended session may be reopened by the doctor (ISO, the server's rejoin window). */
  rejoinUntil: string;
  /** The doctor reopened the session after ending it: start the room afresh. */
  onReopened: () => void;
}

/** Both views of spec §2 "Consultation": the doctor's and the patient's, before and during the call. */
export function ConsultationRoom({ appointment, user, role, rejoinUntil, onReopened }: ConsultationRoomProps) {
  const navigate = useNavigate();
  const appointmentId = appointment._id;
  const patientName = appointment.patientId?.user_id?.name || 'Unknown Patient';
  const doctorName = appointment.doctorId?.user_id?.name || 'Unknown Doctor';
  const peer =
    role === 'doctor'
      ? { id: appointment.patientId.user_id._id, name: patientName, role: 'patient' as const }
      : { id: appointment.doctorId.user_id._id, name: doctorName, role: 'doctor' as const };
  const [call, snapshot] = useConsultationCall({
    appointmentId,
    room: appointment.roomId,
    self: { id: user.id, name: user.name, role },
    peer,
  });
  const notes = useNotesDraft(appointmentId, user.id, role);

  // A reload mid-call comes back into the call without pressing Join again.
  const [joinRequested, setJoinRequested] = useState(() => isActiveCall(appointmentId));
  const [started, setStarted] = useState(false);
  const check = useMediaCheck(!started);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [screen, setScreen] = useState<MediaStream | null>(null);

  const begin = useCallback(() => {
    const media = check.takeStream();
    setStream(media);
    setStarted(true);
    markActiveCall(appointmentId);
    void call.start(media);
  }, [call, check, appointmentId]);

  useEffect(() => {
    if (joinRequested && !started && check.status === 'ready') begin();
  }, [joinRequested, started, check.status, begin]);

  // Release camera, microphone and screen when the page goes away.
  const media = useRef<{ stream: MediaStream | null; screen: MediaStream | null }>({ stream: null, screen: null });
  media.current = { stream, screen };
  useEffect(
    () => () => {
      stopStream(media.current.stream);
      stopStream(media.current.screen);
    },
    [],
  );

  const ended = snapshot.phase === 'ended';
  useEffect(() => {
    if (!ended) return;
    markActiveCall(null);
    stopStream(media.current.stream);
    stopStream(media.current.screen);
  }, [ended]);
  useEffect(() => {
    if (snapshot.phase === 'refused') markActiveCall(null);
  }, [snapshot.phase]);

  const hasCamera = !!stream && stream.getVideoTracks().length > 0;
  const toggleMic = () => {
    const next = !micOn;
    stream?.getAudioTracks().forEach((track) => (track.enabled = next));
    setMicOn(next);
    call.setLocalMedia({ audio: next && !!stream?.getAudioTracks().length, video: (cameraOn && hasCamera) || !!screen });
  };
  const setCamera = (on: boolean) => {
    stream?.getVideoTracks().forEach((track) => (track.enabled = on));
    setCameraOn(on);
    call.setLocalMedia({ audio: micOn && !!stream?.getAudioTracks().length, video: (on && hasCamera) || !!screen });
  };
  const stopSharing = useCallback(async () => {
    const camera = media.current.stream?.getVideoTracks()[0] ?? null;
    await call.replaceVideoTrack(camera);
    stopStream(media.current.screen);
    setScreen(null);
  }, [call]);
  const toggleShare = async () => {
    if (screen) {
      await stopSharing();
      return;
    }
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = display.getVideoTracks()[0];
      if (!track || !(await call.replaceVideoTrack(track))) {
        stopStream(display);
        return;
      }
      // The browser's own "Stop sharing" button ends the track: back to the camera.
      track.addEventListener('ended', () => void stopSharing());
      setScreen(display);
    } catch (error) {
      // Cancelled in the browser's picker: nothing to do.
      console.info('Screen sharing not started', error);
    }
  };

  const leave = () => {
    call.leave();
    markActiveCall(null);
    stopStream(stream);
    stopStream(screen);
    navigate(paths.dashboard());
  };
  // Ending closes the visit for both: asked first, as a click by mistake would cut the patient off.
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const endSession = () => {
    setConfirmingEnd(false);
    call.endSession();
  };

  const prescriptionLink = (
    <Button component={RouterLink} to={paths.prescriptions({ appointmentId })} variant="outlined" startIcon={<PrescriptionIcon />}>
      Create Prescription
    </Button>
  );

  if (snapshot.phase === 'refused') {
    return (
      <ConsultationNoticePage title="You cannot join this consultation">
        <Typography>{snapshot.refusal}</Typography>
      </ConsultationNoticePage>
    );
  }
  if (ended) {
    return (
      <ConsultationNoticePage
        title="Consultation ended"
        actions={
          role === 'doctor' ? (
            <>
              {prescriptionLink}
              <ReopenConsultationButton appointmentId={appointmentId} rejoinUntil={rejoinUntil} onReopened={onReopened} />
            </>
          ) : undefined
        }
      >
        <Typography role="status">{snapshot.endedMessage}</Typography>
      </ConsultationNoticePage>
    );
  }

  const startLabel = role === 'doctor' ? 'Start Consultation' : 'Join Video Consultation';
  const peerLabel = role === 'doctor' ? patientName : `Dr. ${doctorName}`;
  // The other side left on purpose: say so and wait for their rejoin (not "Reconnecting…").
  const waitingText = snapshot.peerLeft ? `Waiting for ${peerLabel} to rejoin...` : `Waiting for ${peerLabel} to join...`;
  // The slot is in the doctor's zone: a patient elsewhere is told their own time.
  const localStart = viewerTime(appointment);
  const startsAt = localStart ? `${localStart} your time` : appointment.timeSlot;
  let waitingDetail: string | undefined;
  if (snapshot.peerLeft) waitingDetail = role === 'doctor' ? CALL_TEXTS.patientLeft : CALL_TEXTS.doctorLeft;
  else if (role === 'patient' && !snapshot.peerPresent && snapshot.doctorNotified)
    waitingDetail = `Dr. ${doctorName} has been told you are here. Your appointment starts at ${startsAt}.`;

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1400, mx: 'auto', width: '100%' }}>
      <ConsultationHeader appointment={appointment} role={role} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' }, alignItems: 'start' }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {role === 'patient' && !snapshot.peerPresent ? (
            <DoctorLateNotice
              appointmentId={appointment._id}
              startsAt={appointment.startsAt}
              doctorName={doctorName}
              doctorStarted={snapshot.startedAt !== null}
              onCancelled={leave}
            />
          ) : null}
          {started ? (
            <CallStage
              snapshot={snapshot}
              waitingText={waitingText}
              waitingDetail={waitingDetail}
              peerLabel={peerLabel}
              peerName={role === 'doctor' ? patientName : doctorName}
              peerImage={role === 'doctor' ? appointment.patientId?.profileImage : appointment.doctorId?.profileImage}
              inRoom={snapshot.phase !== 'idle' && !snapshot.reconnecting}
              micOn={micOn}
              cameraOn={cameraOn}
              hasCamera={hasCamera}
              sharing={!!screen}
              canShare={role === 'doctor' && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getDisplayMedia}
              sinkId={check.choice.speakerId}
              selfStream={screen ?? stream}
              onToggleMic={toggleMic}
              onToggleCamera={() => setCamera(!cameraOn)}
              onToggleShare={() => void toggleShare()}
              onAudioOnly={() => {
                setCamera(false);
                call.dismissAudioOnly();
              }}
              onKeepVideo={() => call.dismissAudioOnly()}
              leaveLabel={role === 'doctor' ? 'End Session' : 'Leave Session'}
              onLeave={role === 'doctor' ? () => setConfirmingEnd(true) : leave}
              extraActions={role === 'doctor' ? prescriptionLink : undefined}
            />
          ) : (
            <>
              <PreJoinCheck check={check} />
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                {role === 'doctor' ? (
                  <Typography>
                    Patient: <strong>{patientName}</strong>
                  </Typography>
                ) : null}
                <Button
                  variant="contained"
                  size="large"
                  onClick={() => {
                    setJoinRequested(true);
                    if (check.status === 'ready') begin();
                  }}
                  disabled={check.status !== 'ready'}
                >
                  {startLabel}
                </Button>
                {role === 'patient' ? (
                  <Button variant="outlined" onClick={leave}>
                    Leave Session
                  </Button>
                ) : null}
              </Box>
            </>
          )}
        </Box>
        <ConfirmDialog
          open={confirmingEnd}
          title="End the consultation?"
          message={`This ends the video visit for you and ${patientName}. You can reopen it for up to two hours after the appointment's start if you end it by mistake.`}
          confirmLabel="End Session"
          cancelLabel="Keep the Call"
          onConfirm={endSession}
          onCancel={() => setConfirmingEnd(false)}
        />
        <ChatPanel
          messages={snapshot.messages}
          onSend={(text) => call.sendMessage(text)}
          canChat={started}
          reconnecting={snapshot.reconnecting}
          role={role}
          notes={notes}
          appointmentId={appointment._id}
        />
      </Box>
    </Box>
  );
}
