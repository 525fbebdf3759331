import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import type { WaitlistEntry } from '@telehealth/shared-api';
import { OfferCountdown } from './offer-countdown';

export const HELD_SLOT_TEXTS = {
  title: 'This time is held for you',
  body: (time: string) => `${time} is selected and held for you from the waitlist. Book it before the time runs out: `,
  ended: 'The time held for you has run out, so it may now go to the next patient in line.',
} as const;

/** On the booking page of an offered day: the held time, and how long it stays held. */
export function HeldSlotNotice({ offer, onEnd }: { offer: WaitlistEntry; onEnd: () => void }) {
  const [ended, setEnded] = useState(false);
  if (ended || !offer.offerExpiresAt || !offer.offeredTime) return <Alert severity="warning">{HELD_SLOT_TEXTS.ended}</Alert>;
  return (
    <Alert severity="success" aria-label={HELD_SLOT_TEXTS.title}>
      <Typography component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {HELD_SLOT_TEXTS.title}
      </Typography>
      {HELD_SLOT_TEXTS.body(offer.offeredTime)}
      <OfferCountdown
        expiresAt={offer.offerExpiresAt}
        onEnd={() => {
          setEnded(true);
          onEnd();
        }}
      />{' '}
      left.
    </Alert>
  );
}
