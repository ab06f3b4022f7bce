import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImageCaptchaState } from './use-image-captcha';

export interface ImageCaptchaFieldProps {
  /** From `useImageCaptcha()`: the page compares or sends `captcha.randomId` with the typed characters. */
  captcha: ImageCaptchaState;
  /** The form field of the typed characters. */
  name?: string;
  /** Prefix of the id and test ids: `<prefix>-captcha` (input) and `<prefix>-captcha-image`. */
  idPrefix: string;
}

/**
 * The image captcha as a form field: the characters input and, beside it, the server's SVG image; a click on the
 * image (or Enter/Space on it) fetches a new one.
 */
export function ImageCaptchaField({ captcha, name = 'charCaptcha', idPrefix }: ImageCaptchaFieldProps) {
  const { t } = useTranslation();
  const inputId = `${idPrefix}-captcha-input`;
  return (
    <Form.Item label={t('login.captcha')} htmlFor={inputId} required>
      <div className="cw-auth-captcha">
        <Form.Item name={name} noStyle rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}>
          <Input
            id={inputId}
            prefix={<SafetyOutlined />}
            placeholder={t('login.captchaPlaceholder')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={8}
            data-testid={`${idPrefix}-captcha`}
          />
        </Form.Item>
        <button type="button" className="cw-auth-captcha-image" onClick={captcha.refresh} title={t('login.captchaRefresh')} aria-label={t('login.captchaRefresh')}>
          {captcha.status === 'ready' && captcha.image ? (
            <img src={captcha.image} alt={t('login.captchaAlt')} data-testid={`${idPrefix}-captcha-image`} />
          ) : (
            <span>{t(captcha.status === 'failed' ? 'login.captchaFailed' : 'login.captchaLoading')}</span>
          )}
        </button>
      </div>
    </Form.Item>
  );
}
