import { useContext, type ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import useResultStyle from 'antd/es/result/style';

const ICONS = { success: CheckCircleFilled, error: CloseCircleFilled, info: ExclamationCircleFilled, warning: WarningFilled };

export interface StatusResultProps {
  status?: keyof typeof ICONS;
  /** In place of the status's icon. */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  'data-testid'?: string;
}

/**
 * antd's `<Result>` for the icon statuses (info, success, warning, error): the same elements, classes and styles,
 * without the three illustrations (403, 404, 500) that antd's Result always brings along, 10 KB gzipped. The 403
 * and 404 pages use antd's own.
 * @example <StatusResult status="info" title="Not built yet" extra={<Button>Back</Button>} />
 */
export function StatusResult({ status = 'info', icon, title, subTitle, extra, 'data-testid': testId }: StatusResultProps) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('result');
  const [wrapCSSVar, hashId, cssVarCls] = useResultStyle(prefixCls);
  const Icon = ICONS[status];
  const className = [prefixCls, `${prefixCls}-${status}`, direction === 'rtl' ? `${prefixCls}-rtl` : '', hashId, cssVarCls].filter(Boolean).join(' ');
  return wrapCSSVar(
    <div className={className} data-testid={testId}>
      <div className={`${prefixCls}-icon`}>{icon ?? <Icon />}</div>
      <div className={`${prefixCls}-title`}>{title}</div>
      {subTitle && <div className={`${prefixCls}-subtitle`}>{subTitle}</div>}
      {extra && <div className={`${prefixCls}-extra`}>{extra}</div>}
    </div>,
  );
}
