import { useEffect, useState } from 'react';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useAppApis } from '../../../engine/render/app-apis';
import { useTranslation } from 'react-i18next';

/** Whether the page may go full screen (Fullscreen API present and allowed). */
function fullscreenSupported(doc: Document): boolean {
  return doc.fullscreenEnabled === true && typeof doc.documentElement.requestFullscreen === 'function';
}

/**
 * The top bar's full-screen toggle (spec 01 §2): the whole page enters or leaves full screen; the icon follows the
 * browser (Esc or F11 leave it too). Where the browser cannot, the spec's warning 'you browser can not work' shows.
 */
export function FullScreenToggle() {
  const { t } = useTranslation();
  const { message } = useAppApis();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (!fullscreenSupported(document)) {
      void message.warning(t('common.fullscreenUnsupported'));
      return;
    }
    // A refusal (e.g. a permissions policy) leaves the page as it is; fullscreenchange keeps the icon right.
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void change.catch(() => undefined);
  };
  const label = t(full ? 'layout.fullscreen.exit' : 'layout.fullscreen.enter');
  return (
    <Tooltip title={label}>
      <button type="button" className="cw-icon-button" aria-label={label} aria-pressed={full} onClick={toggle} data-testid="fullscreen-toggle">
        {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </Tooltip>
  );
}
