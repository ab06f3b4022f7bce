import { useMemo, useState } from 'react';
import { Form, Input } from 'antd';
import { useAppApis } from '../../../engine/render/app-apis';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../form-modal/FormModal';
import { useNavigate } from 'react-router-dom';
import { authApi } from '../../session/auth-api';
import { currentUserAtom } from '../../session/session-atoms';
import { sessionService } from '../../session/session-service';
import { PASSWORD_INPUT_MAX, passwordFormRules, type ChangePasswordValues } from './password-form-rules';

/** How long a refused change's message stays (spec 01 §8: a 2 s warning). */
const REFUSAL_SECONDS = 2;

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * The change-password dialog (spec 01 §5, §8): old password, new password, confirmation, each capped at 31
 * characters. A refusal shows the server's message as a 2-second warning (the call is silent, so the HTTP client
 * adds no error toast of its own); success shows a success toast, logs out and returns to /login. Clicking the
 * mask does not close it.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t, i18n } = useTranslation();
  const { message } = useAppApis();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const [form] = Form.useForm<ChangePasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const rules = useMemo(() => passwordFormRules(i18n.language === 'zh' ? 'zh' : 'en'), [i18n.language]);

  const submit = async (values: ChangePasswordValues) => {
    setSubmitting(true);
    try {
      await authApi.changePassword({ password: values.password, newPassword: values.newPassword, subjectId: user?.subjectId ?? '' }, { silent: true });
    } catch (error) {
      setSubmitting(false);
      // The client rejects with an ApiError carrying the reply's message (or 'Error' when it has none).
      void message.warning(error instanceof Error && error.message ? error.message : 'Error', REFUSAL_SECONDS);
      return;
    }
    void message.success(t('layout.changePassword.success'));
    setSubmitting(false);
    onClose();
    await sessionService.logout();
    navigate('/login', { replace: true });
  };

  const field = (name: keyof ChangePasswordValues, label: string, autoComplete: string, extra: { dependencies?: string[] } = {}) => (
    <Form.Item name={name} label={label} rules={rules[name]} validateFirst {...extra}>
      <Input.Password maxLength={PASSWORD_INPUT_MAX} autoComplete={autoComplete} />
    </Form.Item>
  );

  return (
    <FormModal title={t('layout.changePassword.title')} open={open} form={form} saving={submitting} onClose={onClose} onFinish={(values) => void submit(values)} clearOnDestroy testId="change-password-dialog">
      {field('password', t('layout.changePassword.oldPassword'), 'current-password')}
      {field('newPassword', t('layout.changePassword.newPassword'), 'new-password')}
      {field('confirmPassword', t('layout.changePassword.confirmPassword'), 'new-password', { dependencies: ['newPassword'] })}
    </FormModal>
  );
}
