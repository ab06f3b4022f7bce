import { useCountdown, type Countdown } from './use-countdown';

/** After an SMS code is sent, another can be asked for after this long (the server's limit too). */
export const SMS_RESEND_SECONDS = 60;

/** The wait of a "get code" button; a page's controller holds it so it survives the form being unmounted. */
export function useSmsCountdown(): Countdown {
  return useCountdown(SMS_RESEND_SECONDS);
}
