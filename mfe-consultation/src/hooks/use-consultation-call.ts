import { useEffect, useState, useSyncExternalStore } from 'react';
import { getSocket, onSocketChange } from '@telehealth/shared-api';
import type { ConsultationUser } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { consultationCalls } from '../api/consultation-api';
import { ConsultationCall } from '../call/consultation-call';
import type { CallSnapshot, CallSocket } from '../call/consultation-call';

export interface CallSetup {
  appointmentId: string;
  room: string;
  self: ConsultationUser;
  peer: ConsultationUser;
}

/** The participant's call, following the shared live socket; toasts its notices (spec §8). */
export function useConsultationCall({ appointmentId, room, self, peer }: CallSetup): [ConsultationCall, CallSnapshot] {
  const [call] = useState(
    () =>
      new ConsultationCall({
        room,
        self,
        peer,
        getIceServers: () => consultationCalls.iceServers(appointmentId),
        onNotice: (notice) => {
          const text = `${notice.title}: ${notice.message}`;
          if (notice.severity === 'error') toast.error(text);
          else if (notice.severity === 'warning') toast.warning(text);
          else toast.info(text);
        },
      }),
  );
  useEffect(() => {
    call.attachSocket(getSocket() as unknown as CallSocket | null);
    const off = onSocketChange((socket) => call.attachSocket(socket as unknown as CallSocket | null));
    return () => {
      off();
      call.leave();
      call.attachSocket(null);
    };
  }, [call]);
  const snapshot = useSyncExternalStore(call.subscribe, call.getSnapshot, call.getSnapshot);
  return [call, snapshot];
}
