import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useAppApis } from '../../engine/render/app-apis';
import { CopyOutlined } from '@ant-design/icons';
import { connect } from '@formily/react';
import { useLanguage } from '../../engine/render/language-context';
import type { Language } from '../../engine/render/localize';
import { copyToClipboard, type ClipboardEnv } from './copy-to-clipboard';

/** Spec 01 §8: 'Copy successfully' for 1500 ms, or the error 'Copy failed', word for word in both languages (as src/i18n/common-texts.ts). */
export const COPY_TEXTS: Record<Language, { copy: string; success: string; failed: string }> = {
  zh: { copy: '复制', success: 'Copy successfully', failed: 'Copy failed' },
  en: { copy: 'Copy', success: 'Copy successfully', failed: 'Copy failed' },
};

/** How long the success message shows (spec 01 §8: 1500 ms; antd counts seconds). */
export const COPY_SUCCESS_SECONDS = 1.5;

export interface CopyTextProps {
  /** The text shown and copied. */
  value?: unknown;
  /** Copies this instead of the value (the value is still what shows). */
  text?: string;
  /** Shown instead of the value. */
  children?: ReactNode;
  /** The browser's clipboard (tests give their own). */
  clipboard?: ClipboardEnv;
}

/** A value with a copy button: a click copies it and says 'Copy successfully' (1500 ms) or 'Copy failed'. */
export function CopyTextBase({ value, text, children, clipboard }: CopyTextProps) {
  const texts = COPY_TEXTS[useLanguage()];
  const { message } = useAppApis();
  const shown = value === undefined || value === null ? '' : String(value);
  const copied = text ?? shown;
  if (!copied && !children) return null;
  const copy = async () => {
    const done = await copyToClipboard(copied, clipboard);
    if (done) void message.success(texts.success, COPY_SUCCESS_SECONDS);
    else void message.error(texts.failed);
  };
  return (
    <span data-testid="copy-text">
      {children ?? shown}
      <Button type="link" size="small" icon={<CopyOutlined />} aria-label={texts.copy} title={texts.copy} onClick={() => void copy()} />
    </span>
  );
}

/** The copy widget as a Formily field component (`"x-component": "CopyText"`): the same in edit and read-pretty mode. */
export const CopyText = connect(CopyTextBase);
