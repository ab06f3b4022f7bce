import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Countdown } from './use-countdown';

export interface SmsCodeButtonProps {
  /** Sends the code; resolves true when it was sent (then the countdown starts), false when not (bad number, refused). */
  onSend: () => Promise<boolean>;
  /** `useSmsCountdown()`, held by the page's controller so the wait survives the form being unmounted (tab switch). */
  countdown: Countdown;
  testId: string;
}

/** "Get code": sends an SMS code, then counts down 60 s, disabled meanwhile. */
export function SmsCodeButton({ onSend, countdown, testId }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const { remaining, start } = countdown;

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) start();
    } finally {
      setSending(false);
    }
  };

  return (
    <Button className="cw-auth-sms-button" onClick={() => void send()} loading={sending} disabled={remaining > 0} data-testid={testId}>
      {remaining > 0 ? t('login.resendIn', { seconds: remaining }) : t('login.getCode')}
    </Button>
  );
}
