import { ColumnHeightOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useAppApis } from '../../../engine/render/app-apis';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sizeAtom } from '../settings/settings-atoms';
import { UI_SIZES, type UiSize } from '../settings/settings-model';

/** Global size (spec 01 §2): default, medium, small, mini; a change shows 切换布局成功. */
export function SizeSelect() {
  const { t } = useTranslation();
  const { message } = useAppApis();
  const [size, setSize] = useAtom(sizeAtom);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: UI_SIZES.map((s) => ({ key: s, label: t(`layout.size.${s}`), disabled: s === size })),
        onClick: ({ key }) => {
          setSize(key as UiSize);
          void message.success(t('layout.size.switched'));
        },
      }}
    >
      <button type="button" className="cw-icon-button" aria-label={t('layout.size.label')} data-testid="size-select">
        <ColumnHeightOutlined />
      </button>
    </Dropdown>
  );
}
